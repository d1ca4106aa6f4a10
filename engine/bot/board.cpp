// Counting what each power owns and can reach, once per position.
#include "board.h"

#include "formal_legality.h"

namespace dip::bot {

Board::Board(const Rules& r, const Position& p) : rules(r), map(r.map()), pos(p) {
    powers = map.power_count();
    formal = rules.settings().variant == Variant::Formal;  // the bot's one look at the variant: peace matters
    map.centres().for_each([&](int c) {
        if (pos.owner[c] == kNoPower) ++neutral_centres;
        else if (pos.owner[c] < kMaxPowers) ++centres[pos.owner[c]];
    });
    graph = graph_of(map);
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
    for (int p = 0; p < map.province_count(); ++p)
        for (int q = 0; q < powers; ++q) {
            const std::uint8_t r = reach[q][p];
            if (r > top_reach[p]) {
                second_reach[p] = top_reach[p];
                top_reach[p] = r;
                top_power[p] = static_cast<Power>(q);
            } else if (r > second_reach[p]) {
                second_reach[p] = r;
            }
        }
}

std::int64_t Board::owner_size(Province p) const {
    const Power o = pos.owner[p];
    return power_size(o == kNoPower || o >= powers ? neutral_centres : centres[o]);
}

bool Board::may_enter(Power me, Province p) const { return !formal || not_at_war_blocker(map, pos, me, p) == kNoPower; }

}  // namespace dip::bot
