// The judge's results mails (engine/text/judge_text.h): archives in tests/fixtures/judge/ (written by the hidden
// test at the end of this file from games played by our engine) import agreeing, the one edited to disagree
// stops where it was edited, and hostile texts give a Failure or divergences, never a crash.
#include <catch2/catch.hpp>

#include <fstream>
#include <random>
#include <sstream>

#include "game.h"
#include "judge_text.h"
#include "order_parser.h"
#include "outcome.h"
#include "variants/catalogue.h"

namespace {

using namespace dip;

std::string read_fixture(const std::string& name) {
    std::ifstream in(std::string(JUDGE_DIR) + "/" + name, std::ios::binary);
    REQUIRE(in);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// ---- Writing a game in the judge's layout (the fixtures' generator) --------------------------------------

std::string space_name(const Map& map, Loc l) {
    const LocInfo& info = map.loc(l);
    std::string name = map.province(info.province).name;
    if (name == "St Petersburg") name = "St. Petersburg";
    static constexpr const char* kCoast[] = {"", "north", "south", "east", "west"};
    if (info.coast != Coast::None) name += std::string(" (") + kCoast[static_cast<int>(info.coast)] + " coast)";
    return name;
}
std::string unit_words(const Map& map, UnitType t, Loc l) {
    return std::string(t == UnitType::Fleet ? "Fleet " : "Army ") + space_name(map, l);
}

// The judge's wording of one order given in `pos` (the phase's convoys give a convoyed army its route).
std::string judge_order(const Order& o, const Position& pos, const std::vector<Order>& all, const Map& map) {
    const Province p = o.unit == kNone ? kNone : map.province_of(o.unit);
    const auto board_unit = [&](Loc l) -> Unit {
        const Province q = map.province_of(l);
        return pos.phase.kind == PhaseKind::Retreats ? pos.dislodged[q].unit : pos.units[q];
    };
    const auto other = [&](Loc l, Power giver) {
        const Unit u = pos.units[map.province_of(l)];
        if (!u) return unit_words(map, UnitType::Army, l);
        return (u.power != giver ? map.power(u.power).adjective + " " : std::string()) + unit_words(map, u.type, u.loc);
    };
    const Unit u = o.unit == kNone ? Unit{} : board_unit(o.unit);
    const std::string me = u ? unit_words(map, u.type, u.loc) : "";
    switch (o.kind) {
        case OrderKind::Hold: return me + " HOLD";
        case OrderKind::Move: {
            std::string route;
            const Province to = map.province_of(o.dest);
            if (o.via_convoy || (u.type == UnitType::Army && !map.army_adjacent(p, to))) {
                // The judge writes the convoy's route; any route of fleets marks the move as by convoy.
                std::vector<Province> fleets;
                for (const Order& c : all)
                    if (c.kind == OrderKind::Convoy && c.target != kNone && map.province_of(c.target) == p &&
                        map.province_of(c.dest) == to)
                        fleets.push_back(map.province_of(c.unit));
                if (fleets.empty() && o.via_convoy)
                    (map.sea_neighbours(p) & map.sea_neighbours(to)).for_each([&](int q) {
                        if (fleets.empty() && map.kind(q) == SpaceKind::Sea) fleets.push_back(static_cast<Province>(q));
                    });
                for (Province f : fleets) route += " -> " + map.province(f).name;
            }
            return me + route + " -> " + space_name(map, o.dest);
        }
        case OrderKind::SupportHold: return me + " SUPPORT " + other(o.target, o.power);
        case OrderKind::SupportMove:
            return me + " SUPPORT " + other(o.target, o.power) + " -> " + space_name(map, o.dest);
        case OrderKind::Convoy: return me + " CONVOY " + other(o.target, o.power) + " -> " + space_name(map, o.dest);
        case OrderKind::Retreat: return me + " -> " + space_name(map, o.dest);
        case OrderKind::Disband: return me + " DISBAND";
        case OrderKind::Build:
            return std::string(o.unit_type == UnitType::Fleet ? "Builds a fleet in " : "Builds an army in ") +
                   space_name(map, o.unit);
        case OrderKind::Remove:
            return std::string(u.type == UnitType::Fleet ? "Removes the fleet in " : "Removes the army in ") +
                   space_name(map, u.loc);
        case OrderKind::Waive: return "Build waived";
        default: return "";
    }
}

// The judge's result words for one of our outcomes (docs/JUDGE_TEXT.md).
std::string judge_words(const OrderResult& r, PhaseKind kind) {
    const Outcome& o = r.outcome;
    std::vector<std::string> w;
    if (kind == PhaseKind::Movement) {
        switch (o.reason) {
            case Reason::Bounced:
            case Reason::HeadToHead:
            case Reason::OwnUnitInTheWay: w.push_back("bounce"); break;
            case Reason::NoConvoy:
            case Reason::ConvoyDisrupted: w.push_back("no convoy"); break;
            case Reason::SupportCut: w.push_back("cut"); break;
            default:
                if (o.result == Result::Void) w.push_back("void");
                else if (o.result == Result::Illegal) w.push_back("invalid");
        }
        if (o.dislodged_by != kNone || o.reason == Reason::Dislodged) w.push_back("dislodged");
    } else if (o.result != Result::Succeeds) {
        w.push_back(o.reason == Reason::RetreatBounced ? "bounce" : "void");
    }
    std::string out;
    for (const std::string& s : w) out += (out.empty() ? "" : ", ") + s;
    return out.empty() ? "" : "  (*" + out + "*)";
}

// A line of the judge's, wrapped at 78 columns onto lines indented by eight spaces.
std::string wrapped(const std::string& line) {
    std::string out, rest = line;
    std::size_t width = 78;
    while (rest.size() > width) {
        std::size_t cut = rest.rfind(' ', width);
        if (cut == std::string::npos || cut < 10) break;
        out += rest.substr(0, cut) + "\n";
        rest = "        " + rest.substr(cut + 1);
    }
    return out + rest + "\n";
}

std::string pad(const std::string& power) {
    return power + ":" + std::string(power.size() < 9 ? 9 - power.size() : 1, ' ');
}

const char* season_word(const Phase& ph) {
    return ph.season == Season::Spring ? "Spring" : ph.season == Season::Fall ? "Fall" : "Winter";
}
std::string short_name(const Phase& ph) {
    return std::string(1, "SFW"[static_cast<int>(ph.season)]) + std::to_string(ph.year) +
           "MRA"[static_cast<int>(ph.kind)];
}

// Every phase of the game as the judge's results mails, with mail headers and press between them.
std::string judge_archive(const Game& game, const std::string& name) {
    const Rules& rules = game.rules();
    const Map& map = rules.map();
    std::string out = "Archive of the judge's results for " + name + ", kept by a player.\n\n";
    int day = 1;
    for (const PlayedPhase& ph : game.history()) {
        const Position& pos = ph.position;
        static constexpr const char* kKind[] = {"Movement", "Retreat", "Adjustment"};
        out += "From judge@example.org  Mon Jan " + std::to_string(day) + " 12:00:00 1990\n";
        out += "Subject: Diplomacy results " + name + " " + short_name(pos.phase) + "\n";
        out += "Date: Mon, " + std::to_string(day++) + " Jan 1990 12:00:00 GMT\n\n";
        out += std::string(kKind[static_cast<int>(pos.phase.kind)]) + " results for " + season_word(pos.phase) +
               " of " + std::to_string(pos.phase.year) + ".  (" + name + "/" + short_name(pos.phase) + ")\n\n";
        std::vector<std::string> lines[7];
        std::vector<int> waived(map.power_count(), 0);
        for (std::size_t i = 0; i < ph.result.results.size(); ++i) {
            const OrderResult& r = ph.result.results[i];
            Power pw = r.order.power;
            if (pw == kNoPower && r.order.unit != kNone) {
                const Province q = map.province_of(r.order.unit);
                pw = pos.phase.kind == PhaseKind::Retreats ? pos.dislodged[q].unit.power : pos.units[q].power;
            }
            if (pw == kNoPower) continue;
            if (r.order.kind == OrderKind::Waive) {
                ++waived[pw];
                continue;
            }
            std::string text;
            if (r.outcome.reason == Reason::CivilDisorder) {
                const Unit u = pos.units[map.province_of(r.order.unit)];
                text = std::string("Defaults, removing the ") + (u.type == UnitType::Fleet ? "fleet" : "army") +
                       " in " + space_name(map, u.loc);
            } else {
                text = judge_order(r.order, pos, ph.orders, map);
            }
            if (text.empty()) continue;
            lines[pw].push_back(pad(map.power(pw).name) + text + "." + judge_words(r, pos.phase.kind));
        }
        for (int pw = 0; pw < map.power_count(); ++pw) {
            if (waived[pw]) {
                bool site = false;
                for (int q = 0; q < map.province_count(); ++q)
                    site = site || (pos.owner[q] == pw && !pos.units[q] && map.may_build_in(static_cast<Power>(pw), q));
                const std::string n = std::to_string(waived[pw]);
                lines[pw].push_back(pad(map.power(pw).name) +
                                    (!site ? n + " unusable build" + (waived[pw] > 1 ? "s" : "") + " pending."
                                     : waived[pw] > 1 ? n + " builds waived."
                                                      : std::string("Build waived.")));
            }
            for (const std::string& l : lines[pw]) out += wrapped(l);
            if (!lines[pw].empty()) out += "\n";
        }
        const Position& next = ph.result.next;
        if (pos.phase.kind == PhaseKind::Movement) {
            std::string dislodged;
            for (const OrderResult& r : ph.result.results) {
                if (r.order.unit == kNone ||
                    !(r.outcome.dislodged_by != kNone || r.outcome.reason == Reason::Dislodged))
                    continue;
                const Province q = map.province_of(r.order.unit);
                const Unit u = pos.units[q];
                const std::string who = "The " + map.power(u.power).adjective + " " +
                                        (u.type == UnitType::Fleet ? "Fleet" : "Army") + " in " +
                                        space_name(map, u.loc);
                if (!next.dislodged[q].unit) {
                    dislodged += wrapped(who + " with no valid retreats was destroyed.");
                    continue;
                }
                std::vector<std::string> to;
                rules.retreat_options(next, next.dislodged[q]).for_each([&](int l) {
                    to.push_back(map.province(map.province_of(static_cast<Loc>(l))).name);
                });
                std::string list;
                for (std::size_t i = 0; i < to.size(); ++i)
                    list += (i == 0 ? "" : i + 1 == to.size() ? " or " : ", ") + to[i];
                dislodged += wrapped(who + " can retreat to " + list + ".");
            }
            if (!dislodged.empty()) out += "The following units were dislodged:\n\n" + dislodged + "\n";
        }
        const bool year_done = pos.phase.season == Season::Fall && next.phase.kind != PhaseKind::Retreats;
        if (year_done) {
            out += "Ownership of supply centers:\n\n";
            std::string unowned;
            for (int pw = -1; pw < map.power_count(); ++pw) {
                std::string list;
                for (int q = 0; q < map.province_count(); ++q)
                    if (map.province(q).centre && next.owner[q] == (pw < 0 ? kNoPower : static_cast<Power>(pw)))
                        list += (list.empty() ? "" : ", ") + space_name(map, q);
                if (list.empty()) continue;
                const std::string l = wrapped(pad(pw < 0 ? "Unowned" : map.power(pw).name) + list + ".");
                if (pw < 0) unowned = l;
                else out += l;
            }
            out += unowned + "\n";
            for (int pw = 0; pw < map.power_count(); ++pw) {
                const int c = next.centre_count(static_cast<Power>(pw)), u = next.unit_count(static_cast<Power>(pw));
                if (!c && !u) continue;
                const int d = c - u;
                out += pad(map.power(pw).name) + std::to_string(c) + " Supply centers, " + std::to_string(u) +
                       " Units:  " + (d >= 0 ? "Builds " : "Removes ") + std::to_string(d >= 0 ? d : -d) + " units.\n";
            }
            out += "\n";
        }
        if (!rules.finished(next))
            out += "The next phase of '" + name + "' will be " + kKind[static_cast<int>(next.phase.kind)] + " for " +
                   season_word(next.phase) + " of " + std::to_string(next.phase.year) + ".\n";
        out += "The deadline for orders will be Mon Jan " + std::to_string(day + 1) + " 1990 23:30:00 GMT.\n\n";
        out += "-- \nA player's note: good luck, everyone.  Press: Austria to all: peace in our time.\n\n";
    }
    return out;
}

// A game played by seeded random orders: each unit picks among its legal orders (moving two times in three),
// each power builds where it can; removals are left to civil disorder.
Game random_game(unsigned seed, int last_year) {
    const Rules& rules = standard_rules();
    const Map& map = rules.map();
    Game game(rules, start_position(map));
    std::mt19937 rng(seed);
    const auto pick = [&](std::size_t n) { return static_cast<std::size_t>(rng() % n); };
    while (!game.over() && game.current().phase.year <= last_year) {
        const Position& pos = game.current();
        std::vector<Order> orders;
        if (pos.phase.kind == PhaseKind::Adjustments) {
            for (int pw = 0; pw < map.power_count(); ++pw) {
                int owed = pos.centre_count(static_cast<Power>(pw)) - pos.unit_count(static_cast<Power>(pw));
                for (int q = 0; q < map.province_count() && owed > 0; ++q) {
                    if (pos.owner[q] != pw || pos.units[q] || !map.may_build_in(static_cast<Power>(pw), q)) continue;
                    const std::vector<Order> builds = rules.unit_orders(pos, q);
                    if (builds.empty() || pick(4) == 0) continue;
                    orders.push_back(builds[pick(builds.size())]);
                    --owed;
                }
            }
        } else {
            for (int q = 0; q < map.province_count(); ++q) {
                const bool here =
                    pos.phase.kind == PhaseKind::Retreats ? bool(pos.dislodged[q].unit) : bool(pos.units[q]);
                if (!here) continue;
                const std::vector<Order> options = rules.unit_orders(pos, q);
                if (options.empty()) continue;
                std::vector<Order> moves;
                for (const Order& o : options)
                    if (o.kind == OrderKind::Move || o.kind == OrderKind::Retreat) moves.push_back(o);
                const std::vector<Order>& from = !moves.empty() && pick(3) != 0 ? moves : options;
                orders.push_back(from[pick(from.size())]);
            }
        }
        game.play(orders);
    }
    return game;
}

// 1901 and 1902 by hand: stand-offs, a convoy to Norway and one to Tunis, a support cut, a fleet dislodged that
// retreats, one destroyed, builds, a waived build, a removal.
Game scripted_game() {
    const Rules& rules = standard_rules();
    const Map& map = rules.map();
    Game game(rules, start_position(map));
    const std::vector<std::vector<std::string>> phases = {
        {"England: F Lon - Nth",        "England: F Edi - Nwg",   "England: A Lvp - Yor", "France: A Par - Bur",
         "France: A Mar S A Par - Bur", "France: F Bre - Mao",    "Germany: A Mun - Ruh", "Germany: A Ber - Kie",
         "Germany: F Kie - Den",        "Italy: A Ven H",         "Italy: A Rom - Apu",   "Italy: F Nap - Ion",
         "Austria: A Vie - Gal",        "Austria: A Bud - Ser",   "Austria: F Tri H",     "Russia: A Mos - Ukr",
         "Russia: F Sev - Rum",         "Russia: F StP/sc - Bot", "Russia: A War H",      "Turkey: F Ank - Bla",
         "Turkey: A Con - Bul",         "Turkey: A Smy - Arm"},
        {"England: F Nth C A Yor - Nwy",
         "England: A Yor - Nwy",
         "England: F Nwg H",
         "France: A Bur - Bel",
         "France: A Mar - Spa",
         "France: F Mao - Por",
         "Germany: A Ruh - Hol",
         "Germany: F Den H",
         "Germany: A Kie H",
         "Italy: F Ion C A Apu - Tun",
         "Italy: A Apu - Tun",
         "Italy: A Ven H",
         "Austria: A Ser - Rum",
         "Austria: A Gal - Ukr",
         "Austria: F Tri H",
         "Turkey: A Bul S A Ser - Rum",
         "Turkey: F Bla H",
         "Turkey: A Arm H",
         "Russia: F Rum H",
         "Russia: A Ukr S F Rum",
         "Russia: A War - Gal",
         "Russia: F Bot - Swe"},
        {"Russia: F Rum - Sev"},
        {"England: Build F Lon", "France: Build A Par", "France: Build A Mar", "France: Build F Bre",
         "Germany: Build A Ber", "Germany: Build A Mun", "Italy: Waive", "Austria: Build A Vie",
         "Russia: Build F StP/nc", "Turkey: Build F Ank"},
        {},
        {"Russia: F Swe - Den", "England: F Nth S F Swe - Den", "Germany: F Den H", "Austria: A Rum - Sev",
         "Austria: A Gal - Ukr", "Turkey: F Bla S A Rum - Sev", "Russia: F Sev H", "Russia: A Ukr S F Sev"},
        {"Germany: F Den - Hel"},
        {"Germany: Remove F Hel", "Russia: Waive"},
    };
    for (const std::vector<std::string>& phase : phases) {
        std::vector<Order> orders;
        for (const std::string& line : phase) {
            const std::size_t colon = line.find(':');
            Expected<Order> o = parse_order(line.substr(colon + 1), game.current().phase.kind, map);
            INFO(line << ": " << (o ? "" : o.failure().message));
            REQUIRE(o);
            o->power = map.find_power(line.substr(0, colon));
            orders.push_back(*o);
        }
        game.play(orders);
    }
    return game;
}

}  // namespace

// Writes the fixtures (hidden: run by hand with `engine_tests "[.write-judge-fixtures]"`, see the README there).
TEST_CASE("[Judge] write the fixtures", "[.write-judge-fixtures]") {
    const auto write = [](const std::string& file, const std::string& text) {
        std::ofstream(std::string(JUDGE_DIR) + "/" + file, std::ios::binary) << text;
    };
    write("scripted_1902.txt", judge_archive(scripted_game(), "scripted"));
    write("random_1905_seed7.txt", judge_archive(random_game(7, 1905), "lucky7"));
    write("random_1908_seed2026.txt", judge_archive(random_game(2026, 1908), "twenty26"));
}

namespace {

// The mails of an archive from the one whose header starts with `from` to the next header, or to the end.
std::string cut_mail(const std::string& text, const std::string& header) {
    const std::size_t at = text.find(header);
    REQUIRE(at != std::string::npos);
    const std::size_t from = text.rfind("From judge@", at);
    const std::size_t to = text.find("From judge@", at);
    return text.substr(0, from) + (to == std::string::npos ? "" : text.substr(to));
}

const char* const kAgreeing[] = {"scripted_1902.txt", "random_1905_seed7.txt", "random_1908_seed2026.txt"};

}  // namespace

TEST_CASE("[Judge] the fixtures import agreeing", "[judge]") {
    for (const char* name : kAgreeing) {
        INFO(name);
        const std::string text = read_fixture(name);
        CHECK(looks_like_judge_text(text));
        const Expected<DiplomacyImport> im = import_judge_text(text);
        REQUIRE(im);
        INFO(im->report());
        CHECK(im->agrees());
        CHECK(im->phases_agreeing + 1 == im->record_phases);
        CHECK(im->phases_agreeing >= 8);
        // Replaying what was kept gives the game the mails tell: the same orders the fixture was written from.
        const Game game = Game::replay(standard_rules(), im->start, im->orders);
        CHECK(game.history().size() == im->orders.size());
    }
}

TEST_CASE("[Judge] the scripted game is read order by order", "[judge]") {
    const std::string text = read_fixture("scripted_1902.txt");
    // The layout the fixture must exercise, or the test proves nothing about it.
    CHECK(text.find("St. Petersburg") != std::string::npos);
    CHECK(text.find("-> North Sea -> Norway.") != std::string::npos);
    CHECK(text.find("(*cut*)") != std::string::npos);
    CHECK(text.find("with no valid retreats was destroyed") != std::string::npos);
    CHECK(text.find("Build waived.") != std::string::npos);
    CHECK(text.find("Removes the fleet in Heligoland Bight.") != std::string::npos);
    const Expected<DiplomacyImport> im = import_judge_text(text);
    REQUIRE(im);
    INFO(im->report());
    REQUIRE(im->agrees());
    CHECK(im->game_id == "scripted");
    REQUIRE(im->orders.size() == 8);
    const Game game = Game::replay(standard_rules(), im->start, im->orders);
    const Game ours = scripted_game();
    CHECK(game.current() == ours.current());
    CHECK(im->report().find("all 8 phases played in the record agree") != std::string::npos);
}

TEST_CASE("[Judge] the random games wrap lines and remove by default", "[judge]") {
    std::string all;
    for (const char* name : kAgreeing) all += read_fixture(name);
    CHECK(all.find("\n        ") != std::string::npos);  // a wrapped line
    CHECK(all.find("Defaults, removing the") != std::string::npos);
    CHECK(all.find("(*dislodged*)") != std::string::npos);
    CHECK(all.find("(*bounce*)") != std::string::npos);
}

TEST_CASE("[Judge] the disagreeing fixture stops where it was edited", "[judge]") {
    const Expected<DiplomacyImport> im = import_judge_text(read_fixture("disagrees_fall_1901.txt"));
    REQUIRE(im);
    const std::string report = im->report();
    INFO(report);
    CHECK_FALSE(im->agrees());
    CHECK(im->phases_agreeing == 1);
    CHECK(im->orders.size() == 1);
    REQUIRE(im->divergences.size() == 1);
    CHECK(im->divergences[0].phase == 1);
    CHECK(im->divergences[0].text().rfind(
              "Fall 1901 Movement: Russia: Army Warsaw -> Galicia: the judge says no result (it succeeds), we find",
              0) == 0);
    CHECK(report.find("stopped after 1 of the record's 8 phases played") != std::string::npos);
}

TEST_CASE("[Judge] repeats are skipped and missing phases played with no orders", "[judge]") {
    const std::string text = read_fixture("scripted_1902.txt");
    SECTION("a mail repeated") {
        const std::size_t second = text.find("From judge@", 10);
        const std::string doubled =
            text.substr(0, second) + text.substr(0, second).substr(text.find("From judge@")) + text.substr(second);
        const Expected<DiplomacyImport> im = import_judge_text(doubled);
        REQUIRE(im);
        INFO(im->report());
        CHECK(im->agrees());
        CHECK(im->record_phases == 9);
    }
    SECTION("a retreat mail missing: Russia's fleet disbands, and Spring 1902 no longer agrees") {
        const Expected<DiplomacyImport> im = import_judge_text(cut_mail(text, "Retreat results for Fall of 1901"));
        REQUIRE(im);
        INFO(im->report());
        CHECK(im->phases_agreeing == 3);  // Spring, Fall, Winter 1901
        CHECK(im->orders.size() == 4);    // and the retreats, played with no orders
        CHECK(im->orders[2].empty());
        CHECK(im->report().find("Spring 1902 Movement: Russia: Fleet Sevastopol HOLD: the judge has this order, we "
                                "find it illegal") != std::string::npos);
    }
    SECTION("an adjustment mail missing where nobody had a choice is played with no orders") {
        const std::string cut = cut_mail(text, "Adjustment results for Winter of 1902");
        const Expected<DiplomacyImport> im =
            import_judge_text(cut + "Movement results for Spring of 1903.  (scripted/S1903M)\n");
        REQUIRE(im);
        INFO(im->report());
        // Germany owes a removal: with no mail, civil disorder makes it, and the empty Spring 1903 agrees.
        CHECK(im->agrees());
        CHECK(im->orders.size() == 9);
        CHECK(im->orders[7].empty());
    }
}

TEST_CASE("[Judge] texts that are not an archive of results fail", "[judge]") {
    CHECK_FALSE(import_judge_text("Status of the Movement orders for Spring of 1901.\nAustria: Army Vienna HOLD.\n"));
    CHECK_FALSE(looks_like_judge_text("{\"id\": \"x\", \"phases\": []}"));
    const Expected<DiplomacyImport> fall = import_judge_text("Movement results for Fall of 1901.\n");
    REQUIRE_FALSE(fall);
    CHECK(fall.failure().message.find("Spring 1901") != std::string::npos);
    const Expected<DiplomacyImport> huge = import_judge_text(std::string(kMaxJudgeTextBytes + 1, 'x'));
    REQUIRE_FALSE(huge);
    CHECK(huge.failure().message.find("larger than") != std::string::npos);
    std::string headers;
    for (int i = 0; i < 100000; ++i) headers += "Movement results for Spring of 1901.  (x/S1901M)\n";
    const Expected<DiplomacyImport> many = import_judge_text(headers);
    REQUIRE_FALSE(many);
    CHECK(many.failure().message.find("more than") != std::string::npos);
}

TEST_CASE("[Judge] hostile results give divergences", "[judge]") {
    const std::string head = "Movement results for Spring of 1901.  (x/S1901M)\n\n";
    const auto first = [](const std::string& text) {
        const Expected<DiplomacyImport> im = import_judge_text(text);
        REQUIRE(im);
        REQUIRE_FALSE(im->divergences.empty());
        CHECK(im->phases_agreeing == 0);
        return im->report();
    };
    CHECK(first(head + "Prussia: Army Berlin HOLD.\n").find("no power of the standard board") != std::string::npos);
    CHECK(first(head + "Note: the deadline moved.\nBurgundy: Builds an army in Paris.\n")
              .find("\"Burgundy\" is no power") != std::string::npos);
    CHECK(first(head + "Austria: Army Paris HOLD.\n").find("we find it illegal") != std::string::npos);
    CHECK(first(head + "Austria: Army Vienna -> Atlantis.\n").find("we cannot read this order") != std::string::npos);
    CHECK(first(head + "Austria: Army Vienna -> Galicia.  (*bounce*)\n").find("the judge says \"bounce\"") !=
          std::string::npos);
    CHECK(first(head + "Austria: Army Vienna HOLD.  (*dislodged*)\n").find("dislodged") != std::string::npos);
    CHECK(first(head + "\nThe following units were dislodged:\n\nThe Army in Vienna can retreat to Bohemia.\n")
              .find("we do not dislodge it") != std::string::npos);
    CHECK(first(head + "\nOwnership of supply centers:\n\nAustria:  Budapest, Trieste.\nUnowned:  Vienna.\n")
              .find("Vienna owned by nobody, we by Austria") != std::string::npos);
    // Phases out of order: Spring 1903 after Spring 1901.
    const Expected<DiplomacyImport> late = import_judge_text(head + "Movement results for Spring of 1903.\n");
    REQUIRE(late);
    CHECK(late->phases_agreeing == 1);
    CHECK(late->report().find("where we play Fall 1901 Movement") != std::string::npos);
    // A line wrapped for ever is cut, never read past the bound.
    std::string wrapped = head + "Austria: Army Vienna -> Galicia";
    for (int i = 0; i < 400000; ++i) wrapped += "\n    -> Galicia";
    CHECK(first(wrapped + ".\n").find("Austria") != std::string::npos);
    // Many orders in one mail.
    std::string many = head;
    for (int i = 0; i < 5000; ++i) many += "Austria: Army Vienna HOLD.\n";
    CHECK_FALSE(first(many).empty());
}

namespace {

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    for (std::size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size())
        text.replace(at, from.size(), to);
    return text;
}

}  // namespace

TEST_CASE("[Judge] other wordings of the same mails agree", "[judge]") {
    std::string text = read_fixture("scripted_1902.txt");
    text = replaced(text, "Retreat results for", "Retreat orders for");
    text = replaced(text, "Adjustment results for", "Adjustment orders for");
    text = replaced(text, "Turkey:   ", "Turkey:\t");                       // a tab after the colon
    text = replaced(text, "Russia:   Army Warsaw -> Galicia.  (*bounce*)",  // a result wrapped alone
                    "Russia:   Army Warsaw -> Galicia.\n        (*bounce*)");
    text = replaced(text, "France:   Army Marseilles SUPPORT Army Paris -> Burgundy.",  // wrapped mid-order
                    "France:   Army Marseilles SUPPORT Army Paris\n        -> Burgundy.");
    text = replaced(text, "can retreat to Sevastopol.", "with only the following retreats: Sevastopol.");
    text = replaced(text, "Movement results for Spring of 1902.", "Movement results for Summer of 1902.");
    REQUIRE(text != read_fixture("scripted_1902.txt"));
    const Expected<DiplomacyImport> im = import_judge_text(text);
    REQUIRE(im);
    INFO(im->report());
    CHECK(im->agrees());
    CHECK(im->phases_agreeing == 8);
    // Lines ended as mail programs on other systems end them.
    const Expected<DiplomacyImport> crlf = import_judge_text(replaced(text, "\n", "\r\n"));
    REQUIRE(crlf);
    CHECK(crlf->agrees());
    CHECK(crlf->phases_agreeing == 8);
}

TEST_CASE("[Judge] a removal by default is compared with our civil disorder", "[judge]") {
    const std::string text = read_fixture("scripted_1902.txt");
    const std::string order = "Germany:  Removes the fleet in Heligoland Bight.";
    SECTION("the unit we remove too") {
        const Expected<DiplomacyImport> im =
            import_judge_text(replaced(text, order, "Germany:  Defaults, removing the fleet in Heligoland Bight."));
        REQUIRE(im);
        INFO(im->report());
        CHECK(im->agrees());
        for (const Order& o : im->orders.back()) CHECK(o.kind == OrderKind::Waive);  // no removal ordered
    }
    SECTION("another unit") {
        const Expected<DiplomacyImport> im =
            import_judge_text(replaced(text, order, "Germany:  Defaults, removing the army in Munich."));
        REQUIRE(im);
        const std::string report = im->report();
        INFO(report);
        CHECK(im->phases_agreeing == 7);
        CHECK(report.find("Winter 1902 Adjustments: the judge removes the unit of Germany in Munich by default, "
                          "we do not") != std::string::npos);
        CHECK(report.find("we remove the unit in Heligoland Bight by civil disorder, the judge does not") !=
              std::string::npos);
    }
    SECTION("a build the judge refused") {
        const Expected<DiplomacyImport> im = import_judge_text(
            replaced(text, "England:  Builds a fleet in London.", "England:  Builds a fleet in London.  (*invalid*)"));
        REQUIRE(im);
        INFO(im->report());
        CHECK(im->phases_agreeing == 3);
        CHECK(im->report().find("England: Builds a fleet in London: the judge says \"invalid\", we find") !=
              std::string::npos);
    }
}

TEST_CASE("[Judge] mails that order nothing", "[judge]") {
    const std::string text = read_fixture("scripted_1902.txt");
    SECTION("a unit with no order holds") {
        const Expected<DiplomacyImport> im =
            import_judge_text(replaced(text, "Italy:    Army Venice HOLD.\n\nRussia:   Army Moscow",
                                       "Italy:    Army Venice, No Order Processed.\n\nRussia:   Army Moscow"));
        REQUIRE(im);
        INFO(im->report());
        CHECK(im->agrees());
        CHECK(im->orders[0].size() == 22);
    }
    SECTION("an adjustment mail for a phase nobody had a choice in") {
        // Spring 1903 follows Winter 1902; a mail for a Winter 1903 we never reach is out of place.
        const std::string more = text +
                                 "Adjustment results for Winter of 1902.  (scripted/W1902A)\n\n"
                                 "Austria:  1 unusable build pending.\n\n"
                                 "Movement results for Spring of 1903.  (scripted/S1903M)\n";
        const Expected<DiplomacyImport> im = import_judge_text(more);
        REQUIRE(im);
        INFO(im->report());
        CHECK_FALSE(im->agrees());  // the same phase twice, different: not a repeat
        // Nobody moves in 1901, so nobody has an adjustment to make: we skip Winter 1901, and its mail is read
        // as a phase of no orders.
        const Expected<DiplomacyImport> empty = import_judge_text(
            "Movement results for Spring of 1901.\n\nMovement results for Fall of 1901.\n\n"
            "Adjustment results for Winter of 1901.\n\nAustria:  1 unusable build pending.\n\n"
            "Movement results for Spring of 1902.\n");
        CHECK(empty->agrees());
        CHECK(empty->phases_agreeing == 4);
        CHECK(empty->orders.size() == 3);
        // The same mail with a build in it is out of place.
        CHECK_FALSE(import_judge_text("Movement results for Spring of 1901.\n\nMovement results for Fall of 1901.\n\n"
                                      "Adjustment results for Winter of 1901.\n\nAustria:  Builds an army in Vienna.\n")
                        ->agrees());
    }
}

TEST_CASE("[Judge] wrapped names and dislodged lines as the judge wraps them", "[judge]") {
    std::string text = read_fixture("scripted_1902.txt");
    // An owner's list cut after "St." and carried on after a tab, as judges print it.
    text = replaced(text, "Russia:   Moscow, Sevastopol, St. Petersburg, Sweden, Warsaw.",
                    "Russia:   Moscow, Sevastopol, St.\n\t  Petersburg, Sweden, Warsaw.");
    // The dislodged units' lines go on at the start of the next line.
    text = replaced(text, "can retreat to Baltic Sea, Heligoland Bight or\n        Skagerrak.",
                    "can retreat to Baltic Sea, Heligoland Bight\nor Skagerrak.");
    REQUIRE(text.find("St.\n\t  Petersburg") != std::string::npos);
    REQUIRE(text.find("Bight\nor Skagerrak.") != std::string::npos);
    const Expected<DiplomacyImport> im = import_judge_text(text);
    REQUIRE(im);
    INFO(im->report());
    CHECK(im->agrees());
    // And a retreat list that loses its last line is a divergence, not a silent agreement.
    const Expected<DiplomacyImport> cut =
        import_judge_text(replaced(text, "Bight\nor Skagerrak.", "Bight.\n\nor Skagerrak."));
    REQUIRE(cut);
    CHECK(cut->report().find("the judge lets it retreat to Baltic Sea, Heligoland Bight, we to") != std::string::npos);
}

TEST_CASE("[Judge] reminder mails and press between the results are skipped", "[judge]") {
    const std::string text = read_fixture("scripted_1902.txt");
    const std::string status =
        "Status of the Movement orders for Fall of 1901.  (scripted/F1901M)\n\n"
        "Austria: Army Serbia HOLD.\nAustria: Army Galicia -> Budapest.\n\n"
        "Subject: press\nEngland: let us ally.\nGermany: Army Kiel -> Berlin.\n\n";
    // Straight after Spring 1901's orders, before its "next phase" line.
    const std::string with_status =
        replaced(text, "Turkey:   Army Smyrna -> Armenia.\n\n", "Turkey:   Army Smyrna -> Armenia.\n\n" + status);
    REQUIRE(with_status != text);
    const Expected<DiplomacyImport> im = import_judge_text(with_status);
    REQUIRE(im);
    INFO(im->report());
    CHECK(im->agrees());
    CHECK(im->orders[0].size() == 22);
    // Without the reminder's header its lines would be Spring 1901's orders: the test can tell.
    const Expected<DiplomacyImport> bare = import_judge_text(
        replaced(with_status, "Status of the Movement orders for Fall of 1901.  (scripted/F1901M)\n\n", "\n"));
    REQUIRE(bare);
    CHECK_FALSE(bare->agrees());
}

TEST_CASE("[Judge] the units the judge counts after the owners", "[judge]") {
    const std::string text = read_fixture("scripted_1902.txt");
    const std::string line = "Germany:  5 Supply centers, 3 Units:  Builds 2 units.";
    REQUIRE(text.find(line) != std::string::npos);
    const Expected<DiplomacyImport> im =
        import_judge_text(replaced(text, line, "Germany:  5 Supply centers, 4 Units:  Builds 1 units."));
    REQUIRE(im);
    const std::string report = im->report();
    INFO(report);
    CHECK(im->phases_agreeing == 2);  // the owners are compared after the Fall 1901 retreats
    CHECK(report.find("Fall 1901 Retreats: the judge counts 4 units of Germany, we 3") != std::string::npos);
}
