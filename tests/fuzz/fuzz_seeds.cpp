// Writes the fuzzers' seed inputs: real encoded strings, so that each fuzzer starts from inputs that pass its
// decoder's checks and mutates what lies behind them. For each decoder, the bytes of every string (as
// tests/fuzz/fuzz_input.h seals them again) and some strings as text, as links and pasted text carry them:
//   game/           the golden save strings of every release, and records of random games on every variant
//   position_code/  the golden position strings, and every phase of the DATC cases and of random games
//   orders_code/    each power's orders code in random games on every variant
//   sealed_code/    each power's seal, ready code and opening of the same orders, signed
//   think/          the computer players' requests and answers in those games
//   event/          tournaments, as links and texts
//   backup/         backup files of the golden games stored, with a tournament
// usage: fuzz_seeds GOLDEN_SAVES_DIR DATC_DIR OUT_DIR
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "backup.h"
#include "bot/press/negotiator.h"
#include "bot/think_wire.h"
#include "catalogue.h"
#include "event_book.h"
#include "event_link.h"
#include "../frontend/fake_platform.h"
#include "fuzz_input.h"
#include "library.h"
#include "event_text.h"
#include "order_options.h"
#include "round_draw.h"
#include "save.h"
#include "scenario.h"
#include "sealed_codes.h"

namespace fs = std::filesystem;
using namespace dip;

namespace {

fs::path out_dir;
int written = 0;

void write(const std::string& kind, const std::string& bytes) {
    fs::create_directories(out_dir / kind);
    std::ofstream(out_dir / kind / ("seed-" + std::to_string(++written)), std::ios::binary) << bytes;
}

// A save string as the fuzzers' sealed bytes (its checksum dropped: the fuzzer appends a fresh one).
void write_sealed(const std::string& kind, const std::string& save_string) {
    std::vector<std::uint8_t> bytes = save_string_bytes(save_string);
    if (bytes.size() >= 4) bytes.resize(bytes.size() - 4);
    write(kind, std::string(bytes.begin(), bytes.end()));
}

// Hex text as the think fuzzer's bytes.
void write_hex(const std::string& hex) {
    std::string bytes;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2) bytes += static_cast<char>(std::stoi(hex.substr(i, 2), 0, 16));
    write("think", bytes);
}

std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// Every golden string, to the decoder that reads it: its bytes, the string itself, and a link holding it.
void golden_strings(const fs::path& dir) {
    for (const auto& file : fs::directory_iterator(dir)) {
        if (file.path().extension() != ".save") continue;
        const std::string text = read_file(file.path());
        const std::string kind = decode_game(text) ? "game" : decode_position(text) ? "position_code" : "orders_code";
        write_sealed(kind, text);
        write(kind, text);
        write(kind,
              "https://example.org/diplomacy/" + std::string(kind == "game" ? kGameLinkKey : kPositionLinkKey) + text);
    }
}

// A device's games as a backup file: the golden games stored (each with its line), and a tournament.
void backups(const fs::path& dir) {
    test::MemoryStorage storage;
    storage.capacity = std::size_t{1} << 30;
    GameLibrary library(storage, standard_rules());
    int n = 0;
    for (const auto& file : fs::directory_iterator(dir)) {
        if (file.path().extension() != ".save") continue;
        const Expected<GameRecord> g = decode_game(read_file(file.path()));
        if (!g) continue;
        ++n;
        (void)library.import(*g, library.new_key(std::to_string(n)), 1000 + n);
        if (n == 3) write("backup", write_backup(storage, 7));
    }
    Event event;
    event.name = "Seeds";
    (void)add_player(event, "Ann");
    storage.data[EventBook::kKey] = write_event(event);
    write("backup", write_backup(storage, 8));
}

void datc_positions(const fs::path& dir) {
    for (const auto& file : fs::directory_iterator(dir)) {
        if (file.path().extension() != ".txt") continue;
        for (const ScenarioStep& step : run_scenario(read_file(file.path()), standard_rules()).steps) {
            SavedPosition p{step.before, {}, step.rules};
            for (const OrderLine& ol : step.orders) p.orders.push_back(ol.order);
            write_sealed("position_code", encode_position(p));
        }
    }
}

// Preferences for `power`'s units in `pos`: each retreats to the next province's place or disbands; a winter list
// building in every place the power may build in and removing its units in board order.
Preferences seed_preferences(const Map& map, const Position& pos, Power power) {
    Preferences out;
    WinterList& winter = out.winter.emplace();
    for (int p = 0; p < map.province_count(); ++p) {
        if (pos.units[p] && pos.units[p].power == power) {
            out.retreats.push_back(
                {static_cast<Province>(p), {static_cast<Loc>((p + 1) % map.province_count())}, true});
            winter.removals.push_back(static_cast<Province>(p));
        }
        if (map.may_build_in(power, static_cast<Province>(p)))
            winter.builds.push_back(build_order(power, UnitType::Army, static_cast<Loc>(p)));
    }
    return out;
}

// A short game of random orders on every variant: its record, and each phase in every other form.
void random_games() {
    for (const auto& variant : catalogue().variants()) {
        const std::unique_ptr<Rules> rules = make_rules(RuleSettings{variant->number, 0, 0, 0});
        std::uint64_t seed = 1 + static_cast<std::uint64_t>(variant->number);
        GameRecord g;
        g.name = std::string("A game of ") + variant->name;
        g.settings.rules = rules->settings();
        g.start = start_position(rules->map());
        Position pos = g.start;
        bot::Relations relations;  // what the moves so far say, for the computers' requests
        const SecretKey key = make_secret_key(seed, 1, 2, 3);
        g.sealed.set(true, variant->number != Variant::Standard);
        g.sealed.set_my_key(key);
        for (int phase = 0; phase < 12 && !rules->finished(pos); ++phase) {
            const std::vector<Order> orders = random_orders(*rules, pos, seed);
            write_sealed("position_code", encode_position({pos, orders, g.settings.rules}));
            SealedRound round;
            round.settled = true;
            for (int p = 0; p < rules->map().power_count(); p += 3) {
                OrdersCode code{g.id, static_cast<std::uint32_t>(phase), static_cast<Power>(p), {}, variant->number};
                for (const Order& o : orders)
                    if (o.power == p) code.orders.push_back(o);
                write_sealed("orders_code", encode_orders_code(code));
                if (pos.phase.kind == PhaseKind::Movement) {  // and with retreat and winter preferences
                    code.preferences = preference_orders(seed_preferences(rules->map(), pos, code.power), code.power);
                    write_sealed("orders_code", encode_orders_code(code));
                    code.preferences.clear();
                }
                write_hex(bot::encode_think_answer(code.orders, rules->map()));
                // Sealed play: the seal, ready code and opening of the same orders, signed.
                const CodeAbout about{g.id, variant->number, code.phase, code.power, PlayVersion{}, {}};
                const Salt salt = make_salt(seed, ~seed);
                const Seal seal =
                    seal_orders(rules->map(), {g.id, variant->number, code.phase, code.power}, code.orders, salt);
                write_sealed("sealed_code", encode_seal_code({about, seal, public_key_of(key)}, key));
                write_sealed("sealed_code", encode_ready_code({about, {{code.power, fingerprint(seal)}}}, key));
                write_sealed("sealed_code",
                             encode_opening_code({about, code.orders, salt, {}, power_bit(code.power)}, key));
                round.counted |= power_bit(code.power);
                round.seats[code.power].opened = true;
                round.seats[code.power].salt = salt;
                if (!g.sealed.key(code.power)) g.sealed.pin(code.power, public_key_of(key), code.phase + 1);
            }
            g.sealed.set_round(static_cast<std::uint32_t>(phase), round);
            write_hex(bot::encode_think_request(
                {g.settings.rules, pos, Power{0}, bot::Level::Normal, seed, relations, {}, {}, {}}));
            PhaseResult r;
            rules->adjudicate(pos, orders, r);
            relations.observe(rules->map(), pos, r);
            g.steps.push_back({false, orders, {}});
            pos = r.next;
        }
        // The phase being played on a copy: a seal held, a ready list, its own secret salt.
        SealedRound playing;
        SeatSeal& mine = playing.seats[Power{0}];
        mine.seal =
            seal_orders(rules->map(), {g.id, variant->number, static_cast<std::uint32_t>(g.steps.size()), Power{0}}, {},
                        make_salt(1, 2));
        mine.key = public_key_of(key);
        mine.salt = make_salt(1, 2);
        mine.ready = true;
        mine.held[Power{0}] = fingerprint(mine.seal);
        g.sealed.set_round(static_cast<std::uint32_t>(g.steps.size()), playing);
        write_sealed("game", encode_game(g));
        // Preferences: given with the orders being written, and sealed with a played phase's orders.
        g.preferences = preference_orders(seed_preferences(rules->map(), pos, Power{0}), Power{0});
        SealedRound first = g.sealed.round(0);
        if (!first.seats.empty()) {
            first.seats.begin()->second.preferences = preference_orders(
                seed_preferences(rules->map(), g.start, first.seats.begin()->first), first.seats.begin()->first);
            g.sealed.set_round(0, first);
        }
        write_sealed("game", encode_game(g));
        g.sealed = {};
        write_sealed("game", encode_game(g));
        // Press: the computer players' talk in the first phase, every proposal answered, in a game of no phases
        // played; and a request carrying the deals it made.
        GameRecord talk;
        talk.name = g.name;
        talk.settings = g.settings;
        talk.start = g.start;
        bot::Talkers everyone;  // every power an Easy computer
        for (int p = 0; p < rules->map().power_count(); ++p) {
            everyone.computer[p] = bot::Level::Easy;
            everyone.speaks[p] = true;
        }
        talk.press = bot::talk_round(*rules, g.start, {}, everyone, seed);
        write_sealed("game", encode_game(talk));
        std::vector<Message> deals;
        for (int d : deals_in_force(talk.press, g.start.phase))
            deals.push_back(talk.press[static_cast<std::size_t>(d)]);
        write_hex(bot::encode_think_request(
            {g.settings.rules, g.start, Power{0}, bot::Level::Easy, seed, bot::Relations{}, deals, {}, {}}));
        // The computer players' talk, with the game's messages.
        write_hex(bot::encode_think_request({g.settings.rules,
                                             g.start,
                                             Power{0},
                                             bot::Level::Easy,
                                             seed,
                                             bot::Relations{},
                                             deals,
                                             bot::ThinkRequest::Task::Talk,
                                             {talk.press, everyone}}));
    }
}

// Tournaments: players only; then rounds drawn each way short boards go (nine of them with two sitting out,
// thirteen with a volunteer on two boards, thirteen with the game master filling a seat), a result typed for each.
// Each as a link's bytes, as its text and as a link.
void events() {
    std::vector<Event> made;
    Event event;
    event.name = "Seeds";
    event.settings.seed = 5;
    for (int i = 0; i < 13; ++i) (void)add_player(event, "Player " + std::to_string(i + 1));
    made.push_back(event);
    std::vector<int> nine, thirteen;
    for (const Player& p : event.players) (p.id <= 9 ? nine : thirteen).push_back(p.id);
    thirteen.insert(thirteen.begin(), nine.begin(), nine.end());
    const std::pair<ShortBoards, const std::vector<int>*> rounds[] = {
        {ShortBoards::SitOut, &nine}, {ShortBoards::TwoBoards, &thirteen}, {ShortBoards::GameMaster, &thirteen}};
    for (const auto& [choice, here] : rounds) {
        const Expected<int> round = begin_round(event, *here, choice, {1});
        if (!round || !draw_round(event, *round).empty()) {
            std::cerr << "fuzz_seeds: a seed tournament could not be drawn\n";
            std::exit(1);
        }
        BoardResult result;
        result.centres = {10, 8, 6, 4, 3, 2, 1};
        result.year = 1907;
        result.end.kind = EndKind::TimeLimit;
        (void)enter_result(event, *round, 0, result);
        made.push_back(event);
    }
    for (const Event& e : made) {
        write_sealed("event", encode_event(e));
        write("event", write_event(e));
        write("event", "https://example.org/diplomacy/" + std::string(kEventLinkKey) + encode_event(e));
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        std::cerr << "usage: fuzz_seeds GOLDEN_SAVES_DIR DATC_DIR OUT_DIR\n";
        return 2;
    }
    out_dir = argv[3];
    golden_strings(argv[1]);
    backups(argv[1]);
    datc_positions(argv[2]);
    random_games();
    events();
    std::cout << written << " seed inputs in " << out_dir << "\n";
    return 0;
}
