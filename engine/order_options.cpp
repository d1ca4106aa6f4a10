// Listing legal orders, and random games built from them.
#include "order_options.h"

#include "adjustments.h"
#include "convoy_routes.h"
#include "legality.h"
#include "retreats.h"

namespace dip {

namespace {

Order unit_order(OrderKind kind, const Unit& u) {
    Order o;
    o.kind = kind;
    o.power = u.power;
    o.unit_type = u.type;
    o.unit = u.loc;
    return o;
}

// Where the unit could move this phase: adjacent locations, and for an army on a coast, provinces a convoy
// could reach through the fleets now at sea. `by_convoy` tells which need the convoy.
void move_targets(const Map& map, const Position& pos, const Unit& u, std::vector<Loc>& targets,
                  std::vector<bool>& by_convoy) {
    const Province from = map.province_of(u.loc);
    const SpaceSet& steps = u.type == UnitType::Army ? map.army_neighbours(from) : map.fleet_neighbours(u.loc);
    steps.for_each([&](int l) {
        targets.push_back(static_cast<Loc>(l));
        by_convoy.push_back(false);
    });
    if (u.type != UnitType::Army || map.province(from).kind != SpaceKind::Coast) return;
    const SpaceSet fleets = fleets_at_sea(map, pos);
    if (fleets.empty()) return;
    for (int p = 0; p < map.province_count(); ++p) {
        if (p == from || map.province(p).kind != SpaceKind::Coast || map.army_adjacent(from, static_cast<Province>(p)))
            continue;
        if (convoy_route_exists(map, from, static_cast<Province>(p), fleets)) {
            targets.push_back(static_cast<Loc>(p));
            by_convoy.push_back(true);
        }
    }
}

struct Rng {
    std::uint64_t& state;
    std::uint64_t next() {  // splitmix64
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    int below(int n) { return n <= 0 ? 0 : static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

}  // namespace

std::vector<Order> movement_options(const Map& map, const Position& pos, Province province) {
    std::vector<Order> out;
    const Unit& u = pos.units[province];
    if (!u) return out;
    out.push_back(unit_order(OrderKind::Hold, u));
    std::vector<Loc> targets;
    std::vector<bool> convoy;
    move_targets(map, pos, u, targets, convoy);
    for (std::size_t i = 0; i < targets.size(); ++i) {
        Order o = unit_order(OrderKind::Move, u);
        o.dest = targets[i];
        out.push_back(o);
    }
    // Supports: hold for every unit it can reach; a move for every move another unit could make there.
    for (int p = 0; p < map.province_count(); ++p) {
        const Unit& other = pos.units[p];
        if (!other || p == province) continue;
        if (can_support_into(map, u.type, u.loc, static_cast<Province>(p))) {
            Order o = unit_order(OrderKind::SupportHold, u);
            o.target = other.loc;
            o.target_type = other.type;
            out.push_back(o);
        }
        std::vector<Loc> their;
        std::vector<bool> their_convoy;
        move_targets(map, pos, other, their, their_convoy);
        for (Loc t : their) {
            Order o = unit_order(OrderKind::SupportMove, u);
            o.target = other.loc;
            o.target_type = other.type;
            o.dest = map.province_of(t);  // supports name the province; a coast is not needed (DATC 4.B.4)
            if (check_movement_order(map, pos, o)) continue;
            bool dup = false;
            for (const Order& e : out) dup |= e == o;
            if (!dup) out.push_back(o);
        }
    }
    // Convoys: for a fleet at sea, every army and destination it is needed for.
    if (u.type == UnitType::Fleet && map.province(province).kind == SpaceKind::Sea) {
        for (int a = 0; a < map.province_count(); ++a) {
            if (pos.units[a].type != UnitType::Army || map.province(a).kind != SpaceKind::Coast) continue;
            for (int d = 0; d < map.province_count(); ++d) {
                if (d == a || map.province(d).kind != SpaceKind::Coast) continue;
                Order o = unit_order(OrderKind::Convoy, u);
                o.target = static_cast<Loc>(a);
                o.target_type = UnitType::Army;
                o.dest = static_cast<Loc>(d);
                if (!check_movement_order(map, pos, o)) out.push_back(o);
            }
        }
    }
    return out;
}

std::vector<Order> retreat_options_for(const Map& map, const Position& pos, Province province) {
    std::vector<Order> out;
    const DislodgedUnit& d = pos.dislodged[province];
    if (!d.unit) return out;
    retreat_options(map, pos, d).for_each([&](int l) {
        Order o = unit_order(OrderKind::Retreat, d.unit);
        o.dest = static_cast<Loc>(l);
        out.push_back(o);
    });
    out.push_back(unit_order(OrderKind::Disband, d.unit));
    return out;
}

std::vector<Order> adjustment_options(const Map& map, const Position& pos, Power power) {
    std::vector<Order> out;
    const int due = adjustment_due(pos, power);
    if (due > 0) {
        for (int p = 0; p < map.province_count(); ++p) {
            const ProvinceInfo& info = map.province(p);
            if (info.home != power || pos.owner[p] != power || pos.units[p]) continue;
            Order o;
            o.kind = OrderKind::Build;
            o.power = power;
            o.unit_type = UnitType::Army;
            o.unit = static_cast<Loc>(p);
            out.push_back(o);
            if (info.kind != SpaceKind::Coast) continue;
            o.unit_type = UnitType::Fleet;
            if (info.coasts.empty()) {
                out.push_back(o);
            } else {
                for (Loc c : info.coasts) {
                    o.unit = c;
                    out.push_back(o);
                }
            }
        }
        Order w;
        w.kind = OrderKind::Waive;
        w.power = power;
        out.push_back(w);
    } else if (due < 0) {
        for (int p = 0; p < map.province_count(); ++p) {
            const Unit& u = pos.units[p];
            if (u && u.power == power) out.push_back(unit_order(OrderKind::Remove, u));
        }
    }
    return out;
}

std::vector<Order> random_orders(const Map& map, const Position& pos, std::uint64_t& seed) {
    Rng rng{seed};
    std::vector<Order> out;
    const int n = map.province_count();
    if (pos.phase.kind == PhaseKind::Retreats) {
        for (int p = 0; p < n; ++p) {
            const std::vector<Order> options = retreat_options_for(map, pos, static_cast<Province>(p));
            if (!options.empty()) out.push_back(options[rng.below(static_cast<int>(options.size()))]);
        }
        return out;
    }
    if (pos.phase.kind == PhaseKind::Adjustments) {
        for (int pw = 0; pw < map.power_count(); ++pw) {
            int due = adjustment_due(pos, static_cast<Power>(pw));
            std::vector<Order> options = adjustment_options(map, pos, static_cast<Power>(pw));
            for (; due != 0 && !options.empty(); due += due > 0 ? -1 : 1) {
                const int k = rng.below(static_cast<int>(options.size()));
                out.push_back(options[k]);
                const Province used = options[k].unit == kNone ? kNone : map.province_of(options[k].unit);
                std::erase_if(options,
                              [&](const Order& o) { return o.unit != kNone && map.province_of(o.unit) == used; });
            }
        }
        return out;
    }
    // Movement: first everyone moves or holds, then some units support or convoy what others do.
    std::vector<Province> units;
    for (int p = 0; p < n; ++p)
        if (pos.units[p]) units.push_back(static_cast<Province>(p));
    std::array<int, kMaxLocs> index;
    index.fill(-1);
    for (Province p : units) {
        const Unit& u = pos.units[p];
        Order o = unit_order(OrderKind::Hold, u);
        std::vector<Loc> targets;
        std::vector<bool> convoy;
        move_targets(map, pos, u, targets, convoy);
        if (!targets.empty() && rng.below(100) < 70) {
            const int k = rng.below(static_cast<int>(targets.size()));
            o.kind = OrderKind::Move;
            o.dest = targets[k];
        }
        index[p] = static_cast<int>(out.size());
        out.push_back(o);
    }
    for (Province p : units) {
        const Unit& u = pos.units[p];
        const int roll = rng.below(100);
        if (roll >= 40) continue;
        // Support (or convoy) the order of another unit that this one can legally support: as in real play,
        // a support is given to a neighbour's move or hold.
        std::vector<Order> candidates;
        for (Province q : units) {
            const Order& theirs = out[index[q]];
            if (q == p || theirs.kind == OrderKind::SupportHold || theirs.kind == OrderKind::SupportMove ||
                theirs.kind == OrderKind::Convoy)
                continue;
            Order o = unit_order(OrderKind::SupportHold, u);
            o.target = theirs.unit;
            o.target_type = theirs.unit_type;
            if (theirs.kind == OrderKind::Move) {
                o.kind = OrderKind::SupportMove;
                o.dest = theirs.dest;
                if (u.type == UnitType::Fleet && map.province(p).kind == SpaceKind::Sea &&
                    theirs.unit_type == UnitType::Army && !map.army_adjacent(q, map.province_of(theirs.dest)))
                    o.kind = OrderKind::Convoy;
            }
            if (!check_movement_order(map, pos, o)) candidates.push_back(o);
        }
        if (!candidates.empty()) out[index[p]] = candidates[rng.below(static_cast<int>(candidates.size()))];
    }
    return out;
}

}  // namespace dip
