// Counting helpers, wars, and the starting position.
#include "position.h"

namespace dip {

int Position::unit_count(Power pw) const {
    int n = 0;
    for (const Unit& u : units) n += u && u.power == pw;
    return n;
}

int Position::centre_count(Power pw) const {
    int n = 0;
    for (Power o : owner) n += o == pw;
    return n;
}

void FormalState::set_war(Power a, Power b, bool on) {
    const auto bit = [](Power p) { return static_cast<std::uint16_t>(1u << p); };
    if (on) {
        wars[a] |= bit(b);
        wars[b] |= bit(a);
    } else {
        wars[a] &= static_cast<std::uint16_t>(~bit(b));
        wars[b] &= static_cast<std::uint16_t>(~bit(a));
    }
}

bool Position::has_dislodged() const {
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
    for (const Map::StartUnit& s : map.start_units()) pos.units[map.province_of(s.loc)] = {s.type, s.power, s.loc};
    set_home_owners(map, pos);
    return pos;
}

}  // namespace dip
