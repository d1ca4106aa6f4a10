// Listing legal orders, and random phases built from them.
#include "order_options.h"

#include <algorithm>

#include "adjustments.h"
#include "convoy_routes.h"
#include "legality.h"

namespace dip {

namespace {

// Where the unit could move this phase: adjacent locations, and for an army on a coast, provinces a convoy
// could reach through the fleets now at sea.
void move_targets(const Map& map, const Position& pos, const Unit& u, std::vector<Loc>& targets) {
    const Province from = map.province_of(u.loc);
    const SpaceSet& steps = u.type == UnitType::Army ? map.army_neighbours(from) : map.fleet_neighbours(u.loc);
    steps.for_each([&](int l) { targets.push_back(static_cast<Loc>(l)); });
    if (u.type != UnitType::Army || map.province(from).kind != SpaceKind::Coast) return;
    const SpaceSet fleets = fleets_at_sea(map, pos);
    if (fleets.empty()) return;
    for (int p = 0; p < map.province_count(); ++p) {
        if (p == from || map.province(p).kind != SpaceKind::Coast || map.army_adjacent(from, static_cast<Province>(p)))
            continue;
        if (convoy_route_exists(map, from, static_cast<Province>(p), fleets)) targets.push_back(static_cast<Loc>(p));
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
    template <class T>
    const T& pick(const std::vector<T>& v) {
        return v[below(static_cast<int>(v.size()))];
    }
};

bool is_support_or_convoy(OrderKind k) {
    return k == OrderKind::SupportHold || k == OrderKind::SupportMove || k == OrderKind::Convoy;
}

// Movement: now and then a power gives one of its power orders; then everyone moves or holds, judged in the
// position those orders make (a war declared now allows attacks); then some units support or convoy what
// others do.
std::vector<Order> random_movement(const Rules& rules, const Position& pos, Rng& rng) {
    const Map& map = rules.map();
    std::vector<Order> powers;
    for (int pw = 0; pw < map.power_count(); ++pw) {
        const std::vector<Order> options = rules.power_orders(pos, static_cast<Power>(pw));
        if (!options.empty() && rng.below(100) < 10) powers.push_back(rng.pick(options));
    }
    const Position during = rules.position_for_moves(pos, powers);
    std::vector<Order> out;
    std::vector<Province> units;
    for (int p = 0; p < map.province_count(); ++p)
        if (pos.units[p]) units.push_back(static_cast<Province>(p));
    std::array<int, kMaxLocs> index;
    index.fill(-1);
    std::vector<Loc> targets;
    for (Province p : units) {
        const Unit& u = pos.units[p];
        Order o = unit_order(OrderKind::Hold, u);
        targets.clear();
        move_targets(map, pos, u, targets);
        if (!targets.empty() && rng.below(100) < 70) {
            const Order move = move_order(u, rng.pick(targets));
            if (!rules.check(during, move)) o = move;  // a variant may forbid it (Formal Diplomacy: not at war)
        }
        index[p] = static_cast<int>(out.size());
        out.push_back(o);
    }
    for (Province p : units) {
        const Unit& u = pos.units[p];
        if (rng.below(100) >= 40) continue;
        // Support (or convoy) the order of another unit that this one can legally support: as in real play,
        // a support is given to a neighbour's move or hold.
        std::vector<Order> candidates;
        for (Province q : units) {
            const Order& theirs = out[index[q]];
            if (q == p || is_support_or_convoy(theirs.kind)) continue;
            const Unit& them = pos.units[q];
            Order o = support_order(u, them, theirs.kind == OrderKind::Move ? theirs.dest : kNone);
            if (theirs.kind == OrderKind::Move && u.type == UnitType::Fleet && map.convoy_spaces().contains(p) &&
                them.type == UnitType::Army && !map.army_adjacent(q, map.province_of(theirs.dest)))
                o = convoy_order(u, them, theirs.dest);
            if (!rules.check(during, o)) candidates.push_back(o);
        }
        if (!candidates.empty()) out[index[p]] = rng.pick(candidates);
    }
    out.insert(out.end(), powers.begin(), powers.end());
    return out;
}

}  // namespace

std::vector<Order> movement_orders(const Map& map, const Position& pos, Province province) {
    std::vector<Order> out;
    const Unit& u = pos.units[province];
    if (!u) return out;
    out.push_back(unit_order(OrderKind::Hold, u));
    std::vector<Loc> targets;
    move_targets(map, pos, u, targets);
    for (Loc t : targets) out.push_back(move_order(u, t));
    // Supports: hold for every unit it can reach; a move for every move another unit could make there.
    for (int p = 0; p < map.province_count(); ++p) {
        const Unit& other = pos.units[p];
        if (!other || p == province) continue;
        if (can_support_into(map, u.type, u.loc, static_cast<Province>(p))) out.push_back(support_order(u, other));
        std::vector<Loc> theirs;
        move_targets(map, pos, other, theirs);
        const std::size_t before = out.size();
        for (Loc t : theirs) {
            // Supports name the province; a coast is not needed (DATC 4.B.4).
            const Order o = support_order(u, other, map.province_of(t));
            if (check_movement_order(map, pos, o)) continue;
            if (std::find(out.begin() + static_cast<long>(before), out.end(), o) == out.end()) out.push_back(o);
        }
    }
    // Convoys: for a fleet at sea (or where the board lets a fleet convoy), every army and destination it is
    // needed for.
    if (u.type == UnitType::Fleet && map.convoy_spaces().contains(province)) {
        for (int a = 0; a < map.province_count(); ++a) {
            if (pos.units[a].type != UnitType::Army || map.province(a).kind != SpaceKind::Coast) continue;
            for (int d = 0; d < map.province_count(); ++d) {
                if (d == a || map.province(d).kind != SpaceKind::Coast) continue;
                const Order o = convoy_order(u, pos.units[a], static_cast<Loc>(d));
                if (!check_movement_order(map, pos, o)) out.push_back(o);
            }
        }
    }
    return out;
}

std::vector<Order> random_orders(const Rules& rules, const Position& pos, std::uint64_t& seed) {
    Rng rng{seed};
    const Map& map = rules.map();
    if (pos.phase.kind == PhaseKind::Movement) return random_movement(rules, pos, rng);
    std::vector<Order> out;
    if (pos.phase.kind == PhaseKind::Retreats) {
        for (int p = 0; p < map.province_count(); ++p) {
            const std::vector<Order> options = rules.unit_orders(pos, static_cast<Province>(p));
            if (!options.empty()) out.push_back(rng.pick(options));
        }
        return out;
    }
    // Adjustments: each power picks its builds or removals one by one, never twice in one province.
    for (int pw = 0; pw < map.power_count(); ++pw) {
        std::vector<Order> options;
        for (int p = 0; p < map.province_count(); ++p)
            for (const Order& o : rules.unit_orders(pos, static_cast<Province>(p)))
                if (o.power == pw) options.push_back(o);
        for (const Order& o : rules.power_orders(pos, static_cast<Power>(pw))) options.push_back(o);
        for (int due = adjustment_due(pos, static_cast<Power>(pw)); due != 0 && !options.empty();
             due += due > 0 ? -1 : 1) {
            const Order chosen = rng.pick(options);
            out.push_back(chosen);
            const Province used = chosen.unit == kNone ? kNone : map.province_of(chosen.unit);
            std::erase_if(options, [&](const Order& o) { return o.unit != kNone && map.province_of(o.unit) == used; });
        }
    }
    return out;
}

}  // namespace dip
