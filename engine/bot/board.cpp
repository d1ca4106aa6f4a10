// Counting what each power owns and can reach, once per position.
#include "board.h"

namespace dip::bot {

Board::Board(const Rules& r, const Position& p, const Relations* rel) : rules(r), map(r.map()), pos(p), relations(rel) {
    powers = map.power_count();
    for (int q = 0; q < powers; ++q) closed[q] = rules.closed_to(pos, static_cast<Power>(q));
    map.centres().for_each([&](int c) {
        if (pos.owner[c] == kNoPower) ++neutral_centres;
        else if (pos.owner[c] < kMaxPowers) ++centres[pos.owner[c]];
    });
    graph = graph_of(rules);
    for (int q = 0; q < map.province_count(); ++q) {
        const Unit& u = pos.units[q];
        if (!u || u.power >= powers) continue;
        units[u.power].push_back(static_cast<Province>(q));
        enters[q] =
            u.type == UnitType::Army ? map.army_neighbours(static_cast<Province>(q)) : graph->fleet_provinces[u.loc];
        auto& mine = reach[u.power];
        ++mine[q];
        enters[q].for_each([&](int to) { ++mine[to]; });
    }
    top_power.fill(kNoPower);
    for (int at = 0; at < map.province_count(); ++at)
        for (int q = 0; q < powers; ++q) {
            const std::uint8_t n = reach[q][at];
            if (n > top_reach[at]) {
                second_reach[at] = top_reach[at];
                top_reach[at] = n;
                top_power[at] = static_cast<Power>(q);
            } else if (n > second_reach[at]) {
                second_reach[at] = n;
            }
        }
}

std::int64_t Board::owner_size(Province p) const {
    const Power o = pos.owner[p];
    return power_size(o == kNoPower || o >= powers ? neutral_centres : centres[o]);
}

}  // namespace dip::bot
