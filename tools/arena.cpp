// dip_arena: computer players against each other, to measure their strength (a benchmark, not a test; see
// docs/BOTS.md and scripts/bot-arena). One seat plays a level against the other powers of a variant (six in
// the standard game); the seat rotates over every power on a fixed list of seeds, so two versions compare on the same
// games. Plays on several threads and prints, overall and per power, solo %, mean centres, survival % and the mean
// sum-of-squares score with its 95% bootstrap interval, then the time the players took to think. Native only.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <mutex>
#include <numeric>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "bot/training/match.h"
#include "bot/training/fit_rows.h"
#include "bot/levels.h"
#include "bot/easy/openings.h"
#include "bot/random.h"
#include "bot/easy/sound_orders.h"
#include "catalogue.h"
#include "position_text.h"

namespace {

using namespace dip;
using namespace dip::bot;

// "hold, random, easy, normal or hard" in the usage: the stand-ins and the levels of engine/bot/levels.h.
constexpr std::string_view kLevelWord = "@LEVELS@";

const char* kUsageText =
    "usage: dip_arena [--seat LEVEL] [--others LEVEL] [--seeds N] [--first-seed N] [--end short|long|YEAR]\n"
    "                 [--jobs N] [--formal TURNS] [--variant ID] [--quiet] [--each] [--trace GAME]\n"
    "                 [--budget LEVEL:KEY=N,...] [--seat-budget LEVEL:KEY=N,...] [--record FILE]\n"
    "                 [--press seat|pair|all|keeper|breaker]\n"
    "  LEVEL: hold, random, @LEVELS@ (default: --seat easy --others easy)\n"
    "  --seeds N       seeds to play, each with the seat on every power: 7 N games in the standard game\n"
    "                  (default 10); with one level and budget in every seat and no press (or --press all), a\n"
    "                  seed's games are one game, played once and counted from every power's side\n"
    "  --first-seed N  the first seed (default 1); seeds are N, N+1, ...\n"
    "  --end short     after Winter 1910 or a solo (the default); long: after 1935, a solo, or five years\n"
    "                  without a centre changing hands; YEAR: after that year or a solo (years count as on the\n"
    "                  standard board: on a board that starts in another year, as many years after its start)\n"
    "  --jobs N        threads (default 2)\n"
    "  --formal TURNS  Formal Diplomacy, ending after TURNS movement turns\n"
    "  --variant ID    a variant of docs/VARIANTS.md (dip variants lists them); the standard game by default\n"
    "  --quiet         no progress lines on standard error\n"
    "  --each          a line for every game: its number, seed, the seat's power and centres, and any solo\n"
    "  --record FILE   write the learned evaluation's examples of every game to FILE (engine/bot/training/fit_rows.h;\n"
    "                  scripts/fit-evaluation); with one level in every seat a seed's games are alike, and only\n"
    "                  the first is written\n"
    "  --seat-budget LEVEL:KEY=N,...  the measured seat's budget alone (say, a new Normal against old ones)\n"
    "  --budget LEVEL:KEY=N,...  tuning: the budget of a level that searches, changed from its own; keys\n"
    "                  candidates, opponent-candidates, draws, opponents, iterations, rollout-movements,\n"
    "                  wide-sharpness, samples, max-rollouts, refinements, convoy-plans, opponent-convoy-plans,\n"
    "                  friend-and-foe (1: the game's relations shape the search, 0: every power neutral),\n"
    "                  learned-judge (1: rollouts scored by the learned evaluation, 0: by the hand-made one),\n"
    "                  supported-landings (1: convoy plans come also with the landing supported, 0: not),\n"
    "                  opening-book (1: the first orders from the board's book, 0: searched),\n"
    "                  supported-refinements (1: a refinement that moves a unit may bring a supporter, 0: not),\n"
    "                  explore (percent: how often a modelled opponent's sample is any of its candidates),\n"
    "                  verify (our best candidates scored again on fresh rollouts), verify-samples (how many),\n"
    "                  raids (in a Fall, each modelled opponent's plans that walk into a home centre of ours),\n"
    "                  open-home-cost, lone-attack-cost, open-home-threat, threatened-home-cost, opponent-care\n"
    "                  (the care costs, docs/BOTS.md \"Care\")\n"
    "                  (engine/bot/search/search.h)\n"
    "  --press WHO     who proposes deals (docs/BOTS.md, \"Press\"): the seat, the seat and its nearest neighbour\n"
    "                  (pair: the power with the most home centres within two steps of the seat's), or every power; "
    "every\n"
    "                  computer player answers what it is offered. keeper, breaker: a scripted seat proposes only\n"
    "                  peace to its nearest neighbour, each movement phase while none binds them, and keeps it\n"
    "                  always (keeper) or orders as if there were none (breaker). Without it, no press at all\n"
    "  --trace GAME    play only game GAME (seed first-seed + GAME / P, the seat on power GAME % P, P powers)\n"
    "                  and print\n"
    "                  every phase's orders and the final position\n";

std::string usage() {
    std::string text = kUsageText;
    text.replace(text.find(kLevelWord), kLevelWord.size(), level_names());
    return text;
}

struct Options {
    Seat seat = Seat::computer(Level::Easy), others = Seat::computer(Level::Easy);
    int seeds = 10;
    std::uint64_t first_seed = 1;
    int last_year = 1910;
    int stalled_years = 0;
    int jobs = 2;
    int formal_turns = 0;  // 0: the standard game
    std::string variant = "standard";
    bool quiet = false;
    int trace = -1;                     // the one game to play and print, or -1
    bool each = false;                  // a line per game
    std::map<Level, Budget> budgets;    // tuning: searching levels' budgets
    std::optional<Budget> seat_budget;  // the measured seat's alone (a new budget against the old)
    std::string end_text = "after 1910 or a solo";
    std::string record;  // the file for the learned evaluation's examples, or ""
    std::string press;   // "", "seat", "pair" or "all": who proposes deals
};

struct GameRecord {
    Power seat = kNoPower;
    int centres = 0;             // the seat's centres at the end
    bool seat_solo = false;      // the seat won alone
    bool any_solo = false;       // someone won alone
    int solo_year = 0;           // the year of the solo
    bool survived = false;       // the seat owns a centre at the end
    double score = 0;            // the seat's sum-of-squares score
    double neighbour_score = 0;  // the sum-of-squares score of its nearest neighbour (its partner with --press pair)
    int last_year = 0;           // the year of the final position
    std::string opening;         // the named opening the seat's first orders were, if any
    bool army_abroad = false;    // standard board, England in the seat: an English army left the British Isles by 1905
    int powers_alive = 0;        // powers with a centre at the end (games between people have about four in 1910)
    Blunders seat_blunders;      // the seat's blunders (blunders.h)
    Blunders other_blunders;     // the other powers' blunders, all together
    std::vector<FitRow> rows;    // with --record: the learned evaluation's examples (fit_rows.h)
    // With --press, by who (0: the seat, 1: the others): proposals made, and accepted; promises kept, and broken.
    std::array<long, 2> proposed{}, accepted{}, kept{}, broken{}, on_purpose{};
};

// The standard board's British Isles: an English army anywhere else went by sea.
bool on_british_isles(const Map& map, Loc l) {
    const std::string& abbr = map.province(map.province_of(l)).abbr;
    for (const char* home : {"cly", "edi", "lvp", "yor", "wal", "lon"})
        if (abbr == home) return true;
    return false;
}

// The name of the book opening these orders are, or "".
std::string opening_named(const Rules& rules, const Position& pos, Power power, const std::vector<Order>& orders) {
    for (const Opening* o : openings_for(rules, pos, power))
        if (std::is_permutation(o->orders.begin(), o->orders.end(), orders.begin(), orders.end())) return o->name;
    return "";
}

// Supports and convoys given, and those of the power's own units that matched nothing (docs/BOTS.md, "Sound
// orders"), by who gave them (0: the seat's level, 1: the others').
struct SupportTally {
    // convoyed: armies ordered to move by convoy; landings_supported: supports of those moves in the same orders
    std::array<long, 2> given{}, void_own{}, convoyed{}, landings_supported{};
    void add(int who, const Map& map, const std::vector<Order>& orders) {
        for (const Order& o : orders) {
            convoyed[who] += o.kind == OrderKind::Move && o.via_convoy;
            if (o.kind == OrderKind::SupportMove)
                for (const Order& m : orders)
                    landings_supported[who] += m.kind == OrderKind::Move && m.via_convoy && m.unit == o.target &&
                                               map.province_of(m.dest) == map.province_of(o.dest);
            if (o.kind != OrderKind::SupportHold && o.kind != OrderKind::SupportMove && o.kind != OrderKind::Convoy)
                continue;
            ++given[who];
            void_own[who] += is_void_own_support(map, orders, o);
        }
    }
    void merge(const SupportTally& t) {
        for (int w = 0; w < 2; ++w) {
            given[w] += t.given[w], void_own[w] += t.void_own[w], convoyed[w] += t.convoyed[w];
            landings_supported[w] += t.landings_supported[w];
        }
    }
};

// Thinking time, by who thought (0: the seat's level, 1: the others') and phase kind.
struct Timing {
    std::array<std::array<double, 3>, 2> total_ms{};
    std::array<std::array<double, 3>, 2> max_ms{};
    std::array<std::array<long, 3>, 2> count{};
    void add(int who, PhaseKind kind, double ms) {
        const int k = static_cast<int>(kind);
        total_ms[who][k] += ms;
        max_ms[who][k] = std::max(max_ms[who][k], ms);
        ++count[who][k];
    }
    void merge(const Timing& o) {
        for (int w = 0; w < 2; ++w)
            for (int k = 0; k < 3; ++k) {
                total_ms[w][k] += o.total_ms[w][k];
                max_ms[w][k] = std::max(max_ms[w][k], o.max_ms[w][k]);
                count[w][k] += o.count[w][k];
            }
    }
};

// "normal:iterations=64,samples=2": the budget of a level that searches, with those fields changed.
bool parse_budget(const std::string& text, std::map<Level, Budget>& budgets) {
    const std::size_t colon = text.find(':');
    const std::optional<Level> level = level_named(text.substr(0, colon));
    const LevelInfo* info = level ? find_level(*level) : nullptr;
    if (colon == std::string::npos || !info || !info->search) return false;
    Budget b = *info->search;
    const std::pair<const char*, int Budget::*> fields[] = {{"candidates", &Budget::own_candidates},
                                                            {"opponent-candidates", &Budget::other_candidates},
                                                            {"draws", &Budget::draws},
                                                            {"opponents", &Budget::opponents},
                                                            {"iterations", &Budget::iterations},
                                                            {"rollout-movements", &Budget::rollout_movements},
                                                            {"wide-sharpness", &Budget::wide_sharpness},
                                                            {"samples", &Budget::samples},
                                                            {"max-rollouts", &Budget::max_rollouts},
                                                            {"refinements", &Budget::refinements},
                                                            {"convoy-plans", &Budget::convoy_plans},
                                                            {"opponent-convoy-plans", &Budget::opponent_convoy_plans},
                                                            {"friend-and-foe", &Budget::friend_and_foe},
                                                            {"learned-judge", &Budget::learned_judge},
                                                            {"supported-landings", &Budget::supported_landings},
                                                            {"opening-book", &Budget::opening_book},
                                                            {"supported-refinements", &Budget::supported_refinements},
                                                            {"explore", &Budget::explore},
                                                            {"verify", &Budget::verify},
                                                            {"verify-samples", &Budget::verify_samples},
                                                            {"raids", &Budget::raids},
                                                            {"open-home-cost", &Budget::open_home_cost},
                                                            {"lone-attack-cost", &Budget::lone_attack_cost},
                                                            {"open-home-threat", &Budget::open_home_threat},
                                                            {"threatened-home-cost", &Budget::threatened_home_cost},
                                                            {"opponent-care", &Budget::opponent_care}};

    std::size_t at = colon + 1;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find(',', at), text.size());
        const std::string item = text.substr(at, end - at);
        const std::size_t eq = item.find('=');
        bool known = false;
        for (const auto& [name, field] : fields)
            if (eq != std::string::npos && item.substr(0, eq) == name) {
                b.*field = std::stoi(item.substr(eq + 1));
                known = true;
            }
        if (!known) return false;
        at = end + 1;
    }
    budgets[*level] = b;
    return true;
}

bool parse(int argc, char** argv, Options& o) {
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool has_value = i + 1 < argc;
        const std::string v = has_value ? argv[i + 1] : "";
        auto level = [&](Seat& s) {
            const std::optional<Seat> named = seat_named(v);
            if (named) s = *named;
            return named.has_value();
        };
        try {
            if (a == "--quiet" || a == "--each") {
                (a == "--quiet" ? o.quiet : o.each) = true;
                continue;
            }
            if (!has_value) return false;
            ++i;
            if (a == "--seat") {
                if (!level(o.seat)) return false;
            } else if (a == "--others") {
                if (!level(o.others)) return false;
            } else if (a == "--seeds") {
                o.seeds = std::stoi(v);
            } else if (a == "--first-seed") {
                o.first_seed = std::stoull(v);
            } else if (a == "--jobs") {
                o.jobs = std::max(1, std::stoi(v));
            } else if (a == "--budget") {
                if (!parse_budget(v, o.budgets)) return false;
            } else if (a == "--seat-budget") {
                std::map<Level, Budget> one;
                if (!parse_budget(v, one)) return false;
                o.seat_budget = one.begin()->second;
            } else if (a == "--press") {
                if (v != "seat" && v != "pair" && v != "all" && v != "keeper" && v != "breaker") return false;
                o.press = v;
            } else if (a == "--record") {
                o.record = v;
            } else if (a == "--trace") {
                o.trace = std::stoi(v);
            } else if (a == "--formal") {
                o.formal_turns = std::stoi(v);
                o.variant = "formal";
            } else if (a == "--variant") {
                if (!catalogue().find(v)) return false;
                o.variant = v;
            } else if (a == "--end") {
                if (v == "short") {
                    o.last_year = 1910;
                    o.end_text = "after 1910 or a solo";
                } else if (v == "long") {
                    o.last_year = 1935;
                    o.stalled_years = 5;
                    o.end_text = "after 1935, a solo, or five years without a centre changing hands";
                } else {
                    o.last_year = std::stoi(v);
                    o.end_text = "after " + v + " or a solo";
                }
            } else {
                return false;
            }
        } catch (const std::exception&) {
            return false;
        }
    }
    return o.seeds > 0;
}

// With one level and budget in every seat and everyone alike in press, the seat changes nothing but which power is
// counted: a seed's games are one game, played once and read from each power's side.
bool seats_alike(const Options& o) {
    return o.seat == o.others && !o.seat_budget && (o.press.empty() || o.press == "all");
}

// One game played, with what the records read from it besides its result.
struct Played {
    MatchResult result;
    std::array<std::string, kMaxPowers> openings;  // each power's first orders, if a named opening
    std::array<Blunders, kMaxPowers> blunders;     // each power's (blunders.h)
    bool english_army_abroad = false;              // standard board: an English army left the British Isles by 1905
};

Played play(const Rules& rules, const Options& o, int game, Timing& timing, SupportTally& tally) {
    const Map& map = rules.map();
    const Power seat = static_cast<Power>(game % map.power_count());
    MatchSettings settings;
    settings.seats.fill(o.others);
    settings.seats[seat] = o.seat;
    settings.seed = o.first_seed + static_cast<std::uint64_t>(game / map.power_count());
    // Years count as on the standard board: 1910 is the tenth year of any board.
    const Phase first = map.first_phase();
    settings.last_year = o.last_year + (first.season == Season::Winter ? first.year + 1 : first.year) - 1901;
    settings.stalled_years = o.stalled_years;
    settings.budgets = o.budgets;
    settings.measured = seat;
    settings.measured_budget = o.seat_budget;
    // Seats alike: this game stands for the seed's every game, where each power is the seat once and another
    // power's opponent the other times.
    const bool alike = seats_alike(o);
    settings.keep_movements = !o.record.empty() && (!alike || seat == 0);
    settings.keep_played = true;  // for the blunders
    if (o.press == "all") settings.negotiates.fill(true);
    if (o.press == "seat" || o.press == "pair" || o.press == "all") settings.negotiates[seat] = true;
    if (o.press == "pair") settings.negotiates[nearest_neighbour(map, seat)] = true;
    if (o.press == "keeper" || o.press == "breaker")
        settings.scripted = ScriptedPeace{seat, nearest_neighbour(map, seat), o.press == "keeper"};
    Played played;
    auto decide = [&](Seat, Power power, const Position& pos, const std::function<std::vector<Order>()>& make) {
        if (o.variant == "standard" && map.power(power).name == "England" && pos.phase.year <= 1905)
            for (int p = 0; p < map.province_count(); ++p)
                if (const Unit& u = pos.units[p]; u && u.power == power && u.type == UnitType::Army)
                    played.english_army_abroad |= !on_british_isles(map, u.loc);
        const auto start = std::chrono::steady_clock::now();
        std::vector<Order> orders = make();
        const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
        for (int k = 0; k < (alike ? map.power_count() : 1); ++k) {
            const int row = alike ? (k == 0 ? 0 : 1) : (power == seat ? 0 : 1);
            timing.add(row, pos.phase.kind, took.count());
            if (pos.phase.kind == PhaseKind::Movement) tally.add(row, map, orders);
        }
        if (pos.phase == map.first_phase()) played.openings[power] = opening_named(rules, pos, power, orders);
        if (o.trace >= 0)
            for (const Order& order : orders)
                std::printf("%s %s: %s\n", phase_text(pos.phase).c_str(), map.power(power).name.c_str(),
                            to_text(order, map).c_str());
        return orders;
    };
    played.result = play_match(rules, settings, decide);
    const MatchResult& r = played.result;
    for (int p = 0; p < map.power_count(); ++p)
        played.blunders[p] = count_blunders(rules, r.played, static_cast<Power>(p));
    if (o.trace >= 0) {
        for (const Message& m : r.press)
            std::printf("%s %s to %s: %s\n", phase_text(m.phase).c_str(), map.power(m.from).name.c_str(),
                        map.power(m.to).name.c_str(), message_text(r.press, m, map).c_str());
        for (const PromiseCheck& c : r.promises)
            if (!c.kept) std::printf("%s\n", promise_text(r.press, c, map).c_str());
        std::printf("%s", write_position(r.final, rules, rules.settings()).c_str());
    }
    return played;
}

// A game's figures seen from the seat's side.
GameRecord record_of(const Rules& rules, const Played& played, Power seat, bool with_rows, std::uint64_t seed) {
    const Map& map = rules.map();
    const MatchResult& r = played.result;
    GameRecord g;
    g.seat = seat;
    g.centres = r.final.centre_count(seat);
    g.any_solo = r.end == MatchEnd::Solo;
    g.seat_solo = g.any_solo && r.winner == seat;
    g.solo_year = g.any_solo ? r.final.phase.year - (r.final.phase.season == Season::Spring ? 1 : 0) : 0;
    g.survived = g.centres > 0;
    g.score = sum_of_squares_score(map, r.final, seat);
    g.neighbour_score = sum_of_squares_score(map, r.final, nearest_neighbour(map, seat));
    g.last_year = r.final.phase.year;
    g.opening = played.openings[seat];
    g.army_abroad = played.english_army_abroad;
    for (int p = 0; p < map.power_count(); ++p) g.powers_alive += r.final.centre_count(static_cast<Power>(p)) > 0;
    for (int p = 0; p < map.power_count(); ++p) {
        const Blunders& b = played.blunders[p];
        Blunders& to = p == seat ? g.seat_blunders : g.other_blunders;
        to.uncovered_homes += b.uncovered_homes;
        to.unsupported_repeats += b.unsupported_repeats;
    }
    if (with_rows) g.rows = fit_rows(rules, r, static_cast<int>(seed));
    for (std::size_t i = 0; i < r.press.size(); ++i) {
        const Message& m = r.press[i];
        if (m.kind != MessageKind::Propose) continue;
        const int who = m.from == seat ? 0 : 1;
        ++g.proposed[who];
        const int a = answer_of(r.press, static_cast<int>(i));
        g.accepted[who] += a >= 0 && r.press[static_cast<std::size_t>(a)].kind == MessageKind::Accept;
    }
    for (const PromiseCheck& c : r.promises) ++(c.kept ? g.kept : g.broken)[c.power == seat ? 0 : 1];
    for (int p = 0; p < map.power_count(); ++p) g.on_purpose[p == seat ? 0 : 1] += r.broken_on_purpose[p];
    return g;
}

// The 2.5% and 97.5% points of the mean of `xs` over resamples (a fixed seed: the same interval every run).
std::pair<double, double> bootstrap_interval(const std::vector<double>& xs) {
    if (xs.empty()) return {0, 0};
    Random rng(20240613);
    constexpr int kResamples = 2000;
    std::vector<double> means;
    for (int r = 0; r < kResamples; ++r) {
        double sum = 0;
        for (std::size_t i = 0; i < xs.size(); ++i) sum += xs[static_cast<std::size_t>(rng.below(xs.size()))];
        means.push_back(sum / static_cast<double>(xs.size()));
    }
    std::sort(means.begin(), means.end());
    return {means[kResamples * 25 / 1000], means[kResamples * 975 / 1000 - 1]};
}

void print_row(const std::string& name, const std::vector<GameRecord>& games) {
    if (games.empty()) return;
    double solo = 0, centres = 0, survived = 0, score = 0;
    std::vector<double> scores;
    for (const GameRecord& g : games) {
        solo += g.seat_solo;
        centres += g.centres;
        survived += g.survived;
        score += g.score;
        scores.push_back(g.score);
    }
    const double n = static_cast<double>(games.size());
    const auto [lo, hi] = bootstrap_interval(scores);
    std::printf("%-9s %6zu %7.1f %8.2f %10.1f %7.3f  [%.3f, %.3f]\n", name.c_str(), games.size(), 100 * solo / n,
                centres / n, 100 * survived / n, score / n, lo, hi);
}

void print_timing(const Options& o, const Timing& t) {
    std::printf("Thinking time per power and phase (native, this machine; milliseconds):\n");
    const char* kinds[] = {"movement", "retreats", "adjustments"};
    for (int w = 0; w < 2; ++w) {
        const Seat s = w == 0 ? o.seat : o.others;
        std::printf("  %-6s", std::string(to_string(s)).c_str());
        for (int k = 0; k < 3; ++k) {
            if (t.count[w][k] == 0) continue;
            std::printf("  %s mean %.2f max %.1f (%ld)", kinds[k],
                        t.total_ms[w][k] / static_cast<double>(t.count[w][k]), t.max_ms[w][k], t.count[w][k]);
        }
        std::printf("\n");
    }
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    if (argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
        std::cout << usage();
        return 0;
    }
    if (!parse(argc, argv, o)) {
        std::cerr << usage();
        return 2;
    }
    RuleSettings settings;
    settings.variant = catalogue().find(o.variant)->number;
    settings.max_turns = o.formal_turns;
    const std::unique_ptr<Rules> rules = make_rules(settings);
    const Map& map = rules->map();
    const int powers = map.power_count();
    const int games = o.seeds * powers;
    if (o.trace >= 0) {
        Timing timing;
        SupportTally tally;
        play(*rules, o, o.trace, timing, tally);
        return 0;
    }

    std::vector<GameRecord> records(static_cast<std::size_t>(games));
    const bool alike = seats_alike(o);  // each seed played once, its game read from every seat
    std::vector<Timing> timings(static_cast<std::size_t>(o.jobs));
    std::vector<SupportTally> tallies(static_cast<std::size_t>(o.jobs));
    std::atomic<int> next{0}, finished{0};
    std::mutex print;
    const auto start = std::chrono::steady_clock::now();
    auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
    std::vector<std::thread> threads;
    for (int j = 0; j < o.jobs; ++j)
        threads.emplace_back([&, j] {
            for (int g = next++; g < games; g = next++) {
                const bool seat_changes_nothing = alike && g % powers != 0;
                if (seat_changes_nothing) continue;  // read from the seed's first game below
                const Played played =
                    play(*rules, o, g, timings[static_cast<std::size_t>(j)], tallies[static_cast<std::size_t>(j)]);
                const std::uint64_t seed = o.first_seed + static_cast<std::uint64_t>(g / powers);
                for (int p = 0; p < (alike ? powers : 1); ++p)
                    records[static_cast<std::size_t>(g + p)] = record_of(
                        *rules, played, static_cast<Power>((g + p) % powers), !o.record.empty() && p == 0, seed);
                const int done = finished += alike ? powers : 1;
                if (!o.quiet && (done % 20 < (alike ? powers : 1) || done == games)) {
                    const std::lock_guard<std::mutex> lock(print);
                    std::fprintf(stderr, "  %d/%d games, %.0f s\n", done, games, seconds());
                }
            }
        });
    for (std::thread& t : threads) t.join();
    if (!o.record.empty()) {
        std::FILE* out = std::fopen(o.record.c_str(), "w");
        std::size_t written = 0;
        for (const GameRecord& g : records)
            for (const FitRow& row : g.rows) written += out && std::fprintf(out, "%s\n", to_text(row).c_str()) > 0;
        if (!out || std::fclose(out) != 0) {
            std::fprintf(stderr, "dip_arena: cannot write %s\n", o.record.c_str());
            return 1;
        }
        std::fprintf(stderr, "  %zu examples written to %s\n", written, o.record.c_str());
    }
    Timing timing;
    for (const Timing& t : timings) timing.merge(t);
    SupportTally tally;
    for (const SupportTally& t : tallies) tally.merge(t);

    std::printf("1 %s vs %d %s; seeds %llu..%llu, the seat on each of the %d powers (%d games); the game ends %s; %s\n",
                std::string(to_string(o.seat)).c_str(), powers - 1, std::string(to_string(o.others)).c_str(),
                static_cast<unsigned long long>(o.first_seed),
                static_cast<unsigned long long>(o.first_seed + static_cast<std::uint64_t>(o.seeds) - 1), powers, games,
                o.end_text.c_str(),
                o.formal_turns ? ("Formal Diplomacy, " + std::to_string(o.formal_turns) + " turns").c_str()
                               : catalogue().find(o.variant)->name.c_str());
    std::printf("Scores of the %s seat:\n", std::string(to_string(o.seat)).c_str());
    std::printf("%-9s %6s %7s %8s %10s %7s  %s\n", "power", "games", "solo%", "centres", "survival%", "SoS",
                "95% interval");
    for (int p = 0; p < powers; ++p) {
        std::vector<GameRecord> mine;
        for (const GameRecord& g : records)
            if (g.seat == p) mine.push_back(g);
        print_row(map.power(static_cast<Power>(p)).name, mine);
    }
    print_row("all", records);
    std::printf("First orders of the seat that are a named opening (docs/BOTS.md, \"Openings\"):");
    for (int p = 0; p < powers; ++p) {
        int named = 0, games_of_power = 0;
        std::set<std::string> names;
        for (const GameRecord& g : records)
            if (g.seat == p) ++games_of_power, named += !g.opening.empty(), names.insert(g.opening);
        names.erase("");
        std::printf("%s %s %d of %d (%zu openings)", p ? ";" : "", map.power(static_cast<Power>(p)).name.c_str(), named,
                    games_of_power, names.size());
    }
    std::printf("\n");
    if (o.each)
        for (std::size_t g = 0; g < records.size(); ++g) {
            const GameRecord& r = records[g];
            std::string solo;
            if (r.any_solo)
                solo =
                    (r.seat_solo ? ", won alone in " : ", another power won alone in ") + std::to_string(r.solo_year);
            // The scores too, so that runs on different seeds can be pooled.
            std::printf("game %zu seed %llu %s: %d centres%s; SoS %.4f, its neighbour %.4f\n", g,
                        static_cast<unsigned long long>(o.first_seed + g / static_cast<std::size_t>(powers)),
                        map.power(r.seat).name.c_str(), r.centres, solo.c_str(), r.score, r.neighbour_score);
        }
    int solos = 0, latest = 0;
    double year_sum = 0;
    for (const GameRecord& g : records)
        if (g.any_solo) {
            ++solos;
            year_sum += g.solo_year;
            latest = std::max(latest, g.solo_year);
        }
    std::printf("Games won alone by any power: %d of %d", solos, games);
    if (solos) std::printf(" (mean year %.1f, latest %d)", year_sum / solos, latest);
    std::printf("\n");
    double alive = 0;
    for (const GameRecord& g : records) alive += g.powers_alive;
    std::printf("Powers with a centre at the end: %.2f a game\n", games ? alive / games : 0.0);
    // Per 100 games of one power (the seat's level, and the other powers' taken one power at a time).
    Blunders seat_b, other_b;
    for (const GameRecord& g : records) {
        seat_b.uncovered_homes += g.seat_blunders.uncovered_homes;
        seat_b.unsupported_repeats += g.seat_blunders.unsupported_repeats;
        other_b.uncovered_homes += g.other_blunders.uncovered_homes;
        other_b.unsupported_repeats += g.other_blunders.unsupported_repeats;
    }
    const double seat_games = games / 100.0, other_games = games * (powers - 1) / 100.0;
    std::printf(
        "Blunders per 100 games of a power (docs/BOTS.md, \"Blunders\"): home left open to a neighbour in Fall %s "
        "%.1f, %s %.1f; bounced move repeated without a support at hand %s %.1f, %s %.1f\n",
        std::string(to_string(o.seat)).c_str(), games ? seat_b.uncovered_homes / seat_games : 0.0,
        std::string(to_string(o.others)).c_str(), games ? other_b.uncovered_homes / other_games : 0.0,
        std::string(to_string(o.seat)).c_str(), games ? seat_b.unsupported_repeats / seat_games : 0.0,
        std::string(to_string(o.others)).c_str(), games ? other_b.unsupported_repeats / other_games : 0.0);
    std::printf("Supports and convoys of a power's own units that matched nothing:");
    for (int w = 0; w < 2; ++w)
        std::printf("%s %s %ld of %ld", w ? ";" : "", std::string(to_string(w ? o.others : o.seat)).c_str(),
                    tally.void_own[w], tally.given[w]);
    std::printf("\nArmies ordered to move by convoy:");
    for (int w = 0; w < 2; ++w)
        std::printf("%s %s %ld (%ld supported)", w ? ";" : "", std::string(to_string(w ? o.others : o.seat)).c_str(),
                    tally.convoyed[w], tally.landings_supported[w]);
    std::printf("\n");
    if (o.variant == "standard") {
        int england = 0, abroad = 0;
        for (const GameRecord& g : records)
            if (map.power(g.seat).name == "England") ++england, abroad += g.army_abroad;
        std::printf("Games with England in the seat where an English army left the British Isles by 1905: %d of %d\n",
                    abroad, england);
    }
    {
        // The value of an alliance (--press pair): the neighbour's score, and the two together, with or without press.
        std::vector<double> neighbour, together;
        for (const GameRecord& g : records) {
            neighbour.push_back(g.neighbour_score);
            together.push_back(g.score + g.neighbour_score);
        }
        const auto mean = [](const std::vector<double>& xs) {
            return xs.empty() ? 0.0 : std::accumulate(xs.begin(), xs.end(), 0.0) / static_cast<double>(xs.size());
        };
        const auto [nlo, nhi] = bootstrap_interval(neighbour);
        const auto [tlo, thi] = bootstrap_interval(together);
        std::printf(
            "The seat's nearest neighbour (its partner with --press pair): SoS %.3f [%.3f, %.3f]; the seat and "
            "it together %.3f [%.3f, %.3f]\n",
            mean(neighbour), nlo, nhi, mean(together), tlo, thi);
    }
    if (!o.press.empty()) {
        std::array<long, 2> proposed{}, accepted{}, kept{}, broken{}, on_purpose{};
        for (const GameRecord& g : records)
            for (int w = 0; w < 2; ++w)
                proposed[w] += g.proposed[w], accepted[w] += g.accepted[w], kept[w] += g.kept[w],
                    broken[w] += g.broken[w], on_purpose[w] += g.on_purpose[w];
        const auto percent = [](long part, long whole) { return whole ? 100.0 * part / whole : 0.0; };
        std::printf("Press (%s proposes): proposals", o.press.c_str());
        for (int w = 0; w < 2; ++w)
            std::printf("%s %s %ld (%.1f%% accepted)", w ? ";" : "", w ? "others" : "seat", proposed[w],
                        percent(accepted[w], proposed[w]));
        std::printf("; promises kept");
        for (int w = 0; w < 2; ++w)
            std::printf("%s %s %ld of %ld (%.1f%%)", w ? ";" : "", w ? "others" : "seat", kept[w], kept[w] + broken[w],
                        percent(kept[w], kept[w] + broken[w]));
        std::printf("; broken on purpose (worth the level's break_gain)");
        for (int w = 0; w < 2; ++w)
            std::printf("%s %s %ld; kept when not broken on purpose %.1f%%", w ? ";" : "", w ? "others" : "seat",
                        on_purpose[w], percent(kept[w], kept[w] + broken[w] - on_purpose[w]));
        std::printf("\n");
    }
    print_timing(o, timing);
    std::printf("Wall time %.0f s on %d threads\n", seconds(), o.jobs);
    return 0;
}
