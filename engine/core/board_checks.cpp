#include "board_checks.h"

#include <cstdio>
#include <cstdlib>

namespace dip {

namespace {

bool loc_or_none(Loc l, const Map& map) { return l == kNone || l < map.loc_count(); }
bool power_or_none(Power p, const Map& map) { return p == kNoPower || p < map.power_count(); }

}  // namespace

bool on_board(const Order& o, const Map& map) {
    if (!loc_or_none(o.unit, map) || !loc_or_none(o.target, map) || !loc_or_none(o.dest, map)) return false;
    if (!power_or_none(o.power, map) || !power_or_none(o.named_power, map)) return false;
    if (o.path_len > o.path.size()) return false;
    for (int i = 0; i < o.path_len; ++i)
        if (o.path[i] >= map.province_count()) return false;
    return true;
}

bool on_board(const Position& pos, const Map& map) {
    for (std::size_t p = 0; p < pos.units.size(); ++p) {
        const bool here = p < static_cast<std::size_t>(map.province_count());
        for (const Unit& u : {pos.units[p], pos.dislodged[p].unit}) {
            if (u.type == UnitType::None) continue;
            if (!here || u.loc >= map.loc_count() || map.province_of(u.loc) != static_cast<Province>(p) ||
                u.power >= map.power_count())
                return false;
        }
        if (pos.dislodged[p].attacker_from != kNone && pos.dislodged[p].attacker_from >= map.province_count())
            return false;
        if (pos.owner[p] != kNoPower && (!here || pos.owner[p] >= map.power_count())) return false;
    }
    return power_or_none(pos.winner, map);
}

void off_the_board(const char* what, const char* file, int line) {
    std::fprintf(stderr, "dip: off the board: %s (%s:%d)\n", what, file, line);
    std::abort();
}

}  // namespace dip
