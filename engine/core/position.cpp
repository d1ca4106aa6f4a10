// Counting helpers, wars, and the starting position.
#include "position.h"

#include <algorithm>
#include <cstring>

namespace dip {

// The counts and sets below avoid a branch per province: positions are read in rollouts, each once.
int Position::unit_count(Power pw) const {
    int n = 0;
    for (const Unit& u : units) n += static_cast<int>(u.power == pw) & static_cast<int>(u.type != UnitType::None);
    return n;
}

std::array<int, kMaxPowers> Position::unit_counts() const {
    std::array<int, kMaxPowers + 1> n{};  // the last counts empty provinces (kNoPower), thrown away
    for (const Unit& u : units) ++n[u.power < kMaxPowers ? u.power : kMaxPowers];
    std::array<int, kMaxPowers> out;
    std::copy(n.begin(), n.begin() + kMaxPowers, out.begin());
    return out;
}

std::array<int, kMaxPowers> Position::centre_counts() const {
    std::array<int, kMaxPowers + 1> n{};
    for (Power o : owner) ++n[o < kMaxPowers ? o : kMaxPowers];
    std::array<int, kMaxPowers> out;
    std::copy(n.begin(), n.begin() + kMaxPowers, out.begin());
    return out;
}

SpaceSet Position::occupied() const {
    SpaceSet out;
    for (int p = 0; p < kMaxLocs; ++p) out.insert_if(p, units[p].type != UnitType::None);
    return out;
}

int Position::centre_count(Power pw) const {
    int n = 0;
    for (Power o : owner) n += o == pw;
    return n;
}

const std::array<DislodgedUnit, kMaxLocs>& no_dislodged_units() {
    static const std::array<DislodgedUnit, kMaxLocs> none{};
    return none;
}

bool Position::has_dislodged() const {
    // Nearly always every entry is as new: one comparison of the bytes says so.
    if (std::memcmp(dislodged.data(), no_dislodged_units().data(), sizeof dislodged) == 0) return false;
    for (const DislodgedUnit& d : dislodged)
        if (d.unit) return true;
    return false;
}

void set_home_owners(const Map& map, Position& pos) {
    pos.owner.fill(kNoPower);
    for (int p = 0; p < map.province_count(); ++p)
        if (map.province(p).centre) pos.owner[p] = map.province(p).home;
}

Position start_position(const Map& map) {
    Position pos;
    pos.phase = map.first_phase();
    for (const Map::StartUnit& s : map.start_units()) pos.units[map.province_of(s.loc)] = {s.type, s.power, s.loc};
    set_home_owners(map, pos);
    return pos;
}

}  // namespace dip
