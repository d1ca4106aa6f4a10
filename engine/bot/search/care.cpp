// What a person counts against a set of orders (care.h).
#include "care.h"

#include "adjudication/legality.h"

namespace dip::bot {

namespace {

// Provinces our orders leave a unit in, and those they move one into.
void staying_and_entered(const Map& map, const std::vector<Order>& orders, SpaceSet& staying, SpaceSet& entered) {
    for (const Order& o : orders) {
        if (!is_unit_order(o.kind) || o.unit == kNone) continue;
        if (o.kind == OrderKind::Move) entered.insert(map.province_of(o.dest));
        else staying.insert(map.province_of(o.unit));
    }
}

}  // namespace

int open_homes(const Board& b, Power me, const std::vector<Order>& orders, const SpaceSet* threatened) {
    const Position& pos = b.pos;
    if (pos.phase.kind != PhaseKind::Movement || pos.phase.season != Season::Fall) return 0;
    const Map& map = b.map;
    SpaceSet staying, entered;
    staying_and_entered(map, orders, staying, entered);
    int count = 0;
    map.centres().for_each([&](int c) {
        const Province p = static_cast<Province>(c);
        if (map.province(p).home != me || pos.owner[p] != me || staying.contains(p) || entered.contains(p)) return;
        if (threatened && !threatened->contains(p)) return;
        if (pos.units[p] && pos.units[p].power != me) return;  // not empty: another power's unit stands in it
        bool next_door = false;
        for (int q = 0; q < b.powers && !next_door; ++q) {
            if (q == me) continue;
            for (Province from : b.units[q]) next_door |= b.enters[from].contains(p);
        }
        count += next_door;
    });
    return count;
}

int lone_attacks(const Board& b, Power me, const std::vector<Order>& orders, const Relations* played) {
    const Map& map = b.map;
    SpaceSet staying, entered, backed;
    staying_and_entered(map, orders, staying, entered);
    for (const Order& o : orders)
        if (o.kind == OrderKind::SupportMove && o.dest != kNone) backed.insert(map.province_of(o.dest));
    int count = 0;
    for (const Order& attack : orders) {
        if (attack.kind != OrderKind::Move) continue;
        const Province from = map.province_of(attack.unit), to = map.province_of(attack.dest);
        const Unit& there = b.pos.units[to];
        const bool bounced = played && played->bounced_into(from) == to;
        if (!((there && there.power != me) || bounced) || backed.contains(to)) continue;
        const Unit& mover = b.pos.units[from];
        bool could = false;
        for (Province p : b.units[me]) {
            const Unit& u = b.pos.units[p];
            if (could || p == from || entered.contains(p)) continue;
            could = can_support_into(map, u.type, u.loc, to) && !b.rules.check(b.pos, support_order(u, mover, to));
        }
        count += could;
    }
    return count;
}

}  // namespace dip::bot
