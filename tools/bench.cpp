// dip_bench: how fast the engine adjudicates. Plays many random games (random legal orders, see
// order_options.h), then times every recorded phase again, with and without parsing the orders from text,
// and prints median microseconds per phase kind. Movement phases of mid-game positions (20 to 34 units)
// are reported on their own: that is the figure the targets are about (5 us; 20 us with parsing).
// Then it replays the movement phases of games between computer players (Easy against Easy) each once, as a
// bot's rollout meets them (cold: nothing of the position is in the caches from a previous run), beside the
// warm figure of the same phases repeated: the rollout's inner loop (target: median cold <= 3 us).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bot/bot.h"
#include "order_options.h"
#include "order_parser.h"
#include "rules.h"

namespace {

struct Recorded {
    dip::Position position;
    std::vector<dip::Order> orders;
    std::vector<std::string> texts;  // each order in standard notation, as a player would type it
    int units = 0;
};

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// Mean microseconds of one call of f, over enough repetitions to dwarf the clock's own cost.
template <class F>
double time_us(F&& f, int reps) {
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < reps; ++i) f();
    const auto t1 = std::chrono::steady_clock::now();
    return std::chrono::duration<double, std::micro>(t1 - t0).count() / reps;
}

// Movement phases of Easy-against-Easy games, 1901 to 1915 or a solo, with every power's orders.
std::vector<Recorded> bot_game_phases(const dip::Rules& rules, int games) {
    std::vector<Recorded> out;
    for (int g = 0; g < games; ++g) {
        dip::Position pos = dip::start_position(rules.map());
        while (pos.phase.year <= 1915 && !rules.finished(pos)) {
            Recorded r;
            r.position = pos;
            for (int power = 0; power < rules.map().power_count(); ++power)
                for (const dip::Order& o : dip::bot::choose_orders(rules, pos, static_cast<dip::Power>(power),
                                                                   dip::bot::Level::Easy, 1000 + g))
                    r.orders.push_back(o);
            dip::PhaseResult result;
            rules.adjudicate(pos, r.orders, result);
            pos = result.next;
            if (r.position.phase.kind == dip::PhaseKind::Movement) out.push_back(std::move(r));
        }
    }
    return out;
}

// Median microseconds per movement phase of bot games: each phase once (cold), then each repeated (warm).
void print_bot_games(const dip::Rules& rules, int reps) {
    const std::vector<Recorded> phases = bot_game_phases(rules, 20);
    std::vector<double> cold, warm;
    dip::PhaseResult out;
    for (const Recorded& r : phases) {
        const auto t0 = std::chrono::steady_clock::now();
        rules.adjudicate(r.position, r.orders, out);
        cold.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
    }
    for (const Recorded& r : phases)
        warm.push_back(time_us([&] { rules.adjudicate(r.position, r.orders, out); }, reps));
    std::printf("\nbot games (20 games of Easy against Easy, 1901-1915): %zu movement phases\n", phases.size());
    std::printf("%-34s %14.2f\n", "median us, each phase once (cold)", median(cold));
    std::printf("%-34s %14.2f\n", "median us, repeated (warm)", median(warm));
    std::printf("target: cold <= 3 us\n");
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 100;
    const int reps = argc > 2 ? std::atoi(argv[2]) : 200;
    const dip::Rules& rules = dip::standard_rules();
    const dip::Map& map = rules.map();

    // Play random games from 1901 to 1920 (or a solo) and record every phase.
    std::vector<Recorded> phases;
    std::uint64_t seed = 20261121;
    for (int g = 0; g < games; ++g) {
        dip::Position pos = dip::start_position(map);
        while (pos.phase.year <= 1920 && pos.winner == dip::kNoPower) {
            Recorded r;
            r.position = pos;
            r.orders = dip::random_orders(rules, pos, seed);
            for (const dip::Order& o : r.orders) r.texts.push_back(dip::to_text(o, map));
            for (int p = 0; p < map.province_count(); ++p) r.units += static_cast<bool>(pos.units[p]);
            dip::PhaseResult result;
            rules.adjudicate(pos, r.orders, result);
            pos = result.next;
            phases.push_back(std::move(r));
        }
    }

    std::size_t movement_orders = 0, support_orders = 0;
    for (const Recorded& r : phases) {
        if (r.position.phase.kind != dip::PhaseKind::Movement) continue;
        movement_orders += r.orders.size();
        for (const dip::Order& o : r.orders)
            support_orders += o.kind == dip::OrderKind::SupportHold || o.kind == dip::OrderKind::SupportMove ||
                              o.kind == dip::OrderKind::Convoy;
    }

    // Time each phase: adjudication alone, and parsing the orders' text first.
    std::vector<double> plain[3], parsed[3], midgame_plain, midgame_parsed;
    dip::PhaseResult out;
    std::vector<dip::Order> orders;
    for (const Recorded& r : phases) {
        const int kind = static_cast<int>(r.position.phase.kind);
        const double a = time_us([&] { rules.adjudicate(r.position, r.orders, out); }, reps);
        const double b = time_us(
            [&] {
                orders.clear();
                for (std::size_t i = 0; i < r.texts.size(); ++i) {
                    dip::Expected<dip::Order> p = dip::parse_order(r.texts[i], r.position.phase.kind, map);
                    p->power = r.orders[i].power;
                    orders.push_back(*p);
                }
                rules.adjudicate(r.position, orders, out);
            },
            reps);
        plain[kind].push_back(a);
        parsed[kind].push_back(b);
        if (kind == 0 && r.units >= 20 && r.units <= 34) {
            midgame_plain.push_back(a);
            midgame_parsed.push_back(b);
        }
    }

    const char* names[3] = {"movement", "retreat", "adjustment"};
    std::printf("dip_bench: %d random games, %zu phases, %d repetitions each\n", games, phases.size(), reps);
    std::printf("%-34s %8s %14s %16s\n", "phase kind", "phases", "median us", "with parsing us");
    for (int k = 0; k < 3; ++k)
        std::printf("%-34s %8zu %14.2f %16.2f\n", names[k], plain[k].size(), median(plain[k]), median(parsed[k]));
    std::printf("%-34s %8zu %14.2f %16.2f\n", "movement, mid-game (20-34 units)", midgame_plain.size(),
                median(midgame_plain), median(midgame_parsed));
    std::printf("targets: mid-game movement <= 5 us, <= 20 us with parsing\n");
    std::printf("(the games: %zu orders in movement phases, %.0f%% supports or convoys, %zu retreat phases)\n",
                movement_orders, movement_orders ? 100.0 * support_orders / movement_orders : 0.0, plain[1].size());
    print_bot_games(rules, reps);
    return 0;
}
