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
    for (int l = 0; l < map.loc_count(); ++l) {
        const Loc loc = static_cast<Loc>(l);
        if (map.can_stand(UnitType::Army, loc)) army_locs.push_back(loc);
        if (!map.can_stand(UnitType::Fleet, loc)) continue;
        fleet_locs.push_back(loc);
        map.fleet_neighbours(loc).for_each(
            [&](int n) { fleet_provinces[l].insert(map.province_of(static_cast<Loc>(n))); });
    }
    for (int q = 0; q < map.province_count(); ++q) {
        const Unit& u = pos.units[q];
        if (!u || u.power >= powers) continue;
        units[u.power].push_back(static_cast<Province>(q));
        enters[q] = u.type == UnitType::Army ? map.army_neighbours(static_cast<Province>(q)) : fleet_provinces[u.loc];
        auto& mine = reach[u.power];
        ++mine[q];
        enters[q].for_each([&](int to) { ++mine[to]; });
    }
}

int Board::competition(Power me, Province p) const {
    int most = 0;
    for (int q = 0; q < powers; ++q)
        if (q != me && reach[q][p] > most) most = reach[q][p];
    return most;
}

std::int64_t Board::owner_size(Province p) const {
    const Power o = pos.owner[p];
    return power_size(o == kNoPower || o >= powers ? neutral_centres : centres[o]);
}

bool Board::may_enter(Power me, Province p) const { return !formal || not_at_war_blocker(map, pos, me, p) == kNoPower; }

}  // namespace dip::bot
