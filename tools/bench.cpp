// dip_bench: how fast the engine adjudicates. Plays many random games (random legal orders, see
// order_options.h), then times every recorded phase again, with and without parsing the orders from text,
// and prints median microseconds per phase kind. Movement phases of mid-game positions (20 to 34 units)
// are reported on their own: that is the figure the targets are about (5 us; 20 us with parsing).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

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
                    dip::OrderParse p = dip::parse_order(r.texts[i], r.position.phase.kind, map);
                    p.order.power = r.orders[i].power;
                    orders.push_back(p.order);
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
    return 0;
}
