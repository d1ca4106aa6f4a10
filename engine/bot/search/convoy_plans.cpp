// Finding chains of our own fleets and the coasts beyond them.
#include "convoy_plans.h"

#include <algorithm>

#include "bot/easy/sound_orders.h"

namespace dip::bot {

namespace {

struct Plan {
    Province army = kNone, dest = kNone;
    std::vector<Province> chain;  // the fleets' provinces, from the army's side
};

// The chains from the army's coast through our fleets at sea: for each fleet reached, the fleet it was reached
// from (or kNone next to the army), breadth first, so each chain is a shortest one.
std::array<Province, kMaxLocs> chains_from(const Map& map, Province army, const SpaceSet& fleets, SpaceSet& reached) {
    std::array<Province, kMaxLocs> parent;
    parent.fill(kNone);
    std::vector<Province> queue;
    (map.sea_neighbours(army) & fleets).for_each([&](int s) {
        reached.insert(s);
        queue.push_back(static_cast<Province>(s));
    });
    for (std::size_t i = 0; i < queue.size(); ++i)
        (map.sea_neighbours(queue[i]) & fleets).for_each([&](int s) {
            if (reached.contains(s)) return;
            reached.insert(s);
            parent[s] = queue[i];
            queue.push_back(static_cast<Province>(s));
        });
    return parent;
}

}  // namespace

std::vector<std::vector<Order>> convoy_plans(const Board& board, Power me, const std::vector<Order>& base, int most,
                                             bool supported_too) {
    const Map& map = board.map;
    const Position& pos = board.pos;
    SpaceSet fleets, held;  // our fleets where they may convoy; provinces our units stay in or enter
    map.convoy_spaces().for_each(
        [&](int p) { fleets.insert_if(p, pos.units[p].type == UnitType::Fleet && pos.units[p].power == me); });
    for (const Order& o : base) {
        if (o.unit == kNone) continue;
        held.insert(map.province_of(o.kind == OrderKind::Move ? o.dest : o.unit));
    }
    std::vector<Plan> plans;
    for (Province a : board.units[me]) {
        if (pos.units[a].type != UnitType::Army || map.kind(a) != SpaceKind::Coast) continue;
        SpaceSet reached;
        const std::array<Province, kMaxLocs> parent = chains_from(map, a, fleets, reached);
        SpaceSet done;
        reached.for_each([&](int s) {
            map.sea_neighbours(static_cast<Province>(s)).for_each([&](int d) {
                if (d == a || done.contains(d) || map.kind(d) != SpaceKind::Coast || map.army_adjacent(a, d) ||
                    held.contains(d) || !board.may_enter(me, d))
                    return;
                done.insert(d);
                Plan plan{a, static_cast<Province>(d), {}};
                for (Province f = static_cast<Province>(s); f != kNone; f = parent[f]) plan.chain.push_back(f);
                std::reverse(plan.chain.begin(), plan.chain.end());
                if (!map.centres().contains(d) || pos.owner[d] == me) return;
                plans.push_back(std::move(plan));
            });
        });
    }
    std::stable_sort(plans.begin(), plans.end(),
                     [](const Plan& x, const Plan& y) { return x.chain.size() < y.chain.size(); });

    std::vector<std::vector<Order>> out;
    for (const Plan& plan : plans) {
        if (static_cast<int>(out.size()) >= most) break;
        const Unit& army = pos.units[plan.army];
        std::vector<Order> orders = base;
        bool legal = true;
        auto in_chain = [&](Province p) {
            return std::find(plan.chain.begin(), plan.chain.end(), p) != plan.chain.end();
        };
        for (Order& o : orders) {
            if (o.unit == kNone || !is_unit_order(o.kind)) continue;
            const Province p = map.province_of(o.unit);
            if (p == plan.army) o = move_order(army, plan.dest, true);
            else if (in_chain(p)) o = convoy_order(pos.units[p], army, plan.dest);
            else if (o.kind == OrderKind::Move && in_chain(map.province_of(o.dest)))
                o = unit_order(OrderKind::Hold, pos.units[p]);  // the fleet it followed stays to convoy
            else continue;
            legal &= !board.rules.check(pos, o).has_value();
        }
        if (!legal) continue;
        std::vector<Order> supported = orders;
        make_sound(board, orders);
        if (std::find(out.begin(), out.end(), orders) == out.end()) out.push_back(std::move(orders));
        // The same plan with the landing supported, by the first of our units that stands idle (holding or
        // supporting) next to the coast beyond.
        for (Order& o : supported) {
            if (!supported_too) break;
            if (o.unit == kNone ||
                (o.kind != OrderKind::Hold && o.kind != OrderKind::SupportHold && o.kind != OrderKind::SupportMove))
                continue;
            const Province p = map.province_of(o.unit);
            if (p == plan.army || in_chain(p)) continue;
            const Order support = support_order(pos.units[p], army, plan.dest);
            if (board.rules.check(pos, support)) continue;
            o = support;
            make_sound(board, supported);
            if (static_cast<int>(out.size()) < most && std::find(out.begin(), out.end(), supported) == out.end())
                out.push_back(std::move(supported));
            break;
        }
    }
    return out;
}

}  // namespace dip::bot
