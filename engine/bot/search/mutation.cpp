// One unit's order changed: the alternatives a player would consider for it, given the rest of the set.
#include "mutation.h"

#include "legality.h"
#include "bot/easy/sound_orders.h"

namespace dip::bot {

namespace {

bool is_unit_kind(OrderKind k) {
    return k == OrderKind::Hold || k == OrderKind::Move || k == OrderKind::SupportHold || k == OrderKind::SupportMove ||
           k == OrderKind::Convoy;
}

// The other orders the unit could give that fit the rest of the set: no move into a province another of our
// units stays in or moves to, supports only of what our units do.
std::vector<Order> alternatives(const Board& b, const std::vector<Order>& orders, std::size_t i) {
    const Map& map = b.map;
    const Province at = map.province_of(orders[i].unit);
    const Unit& u = b.pos.units[at];
    SpaceSet staying, entered;
    for (std::size_t j = 0; j < orders.size(); ++j) {
        if (j == i || !is_unit_kind(orders[j].kind)) continue;
        if (orders[j].kind == OrderKind::Move) entered.insert(map.province_of(orders[j].dest));
        else staying.insert(map.province_of(orders[j].unit));
    }
    std::vector<Order> out{unit_order(OrderKind::Hold, u)};
    const bool must_leave = entered.contains(at);  // another of our units moves in: staying would stop it
    auto add_move = [&](int to) {
        const Province p = map.province_of(static_cast<Loc>(to));
        if (!staying.contains(p) && !entered.contains(p)) out.push_back(move_order(u, static_cast<Loc>(to)));
    };
    if (u.type == UnitType::Army) map.army_neighbours(at).for_each(add_move);
    else map.fleet_neighbours(u.loc).for_each(add_move);
    for (std::size_t j = 0; j < orders.size(); ++j) {
        if (j == i || !is_unit_kind(orders[j].kind)) continue;
        const Province them = map.province_of(orders[j].unit);
        const Unit& friend_unit = b.pos.units[them];
        if (orders[j].kind == OrderKind::Move) {
            const Province to = map.province_of(orders[j].dest);
            if (to != at && can_support_into(map, u.type, u.loc, to)) out.push_back(support_order(u, friend_unit, to));
        } else if (can_support_into(map, u.type, u.loc, them)) {
            out.push_back(support_order(u, friend_unit));
        }
    }
    std::erase_if(out, [&](const Order& o) {
        return o == orders[i] || (must_leave && o.kind != OrderKind::Move) || b.rules.check(b.pos, o).has_value();
    });
    return out;
}

// Another of our units, drawn evenly among those that can, now supports the move `orders[i]`: a supported
// attack is two changes at once, which one change at a time rarely finds (each alone is often worse). Not a
// unit another of ours moves in on: staying to support would stop that move.
void add_supporter(const Board& b, std::vector<Order>& orders, std::size_t i, Random& rng) {
    const Map& map = b.map;
    const Province to = map.province_of(orders[i].dest);
    const Unit& mover = b.pos.units[map.province_of(orders[i].unit)];
    SpaceSet entered;
    for (const Order& o : orders)
        if (o.kind == OrderKind::Move) entered.insert(map.province_of(o.dest));
    std::vector<std::pair<std::size_t, Order>> supporters;
    for (std::size_t j = 0; j < orders.size(); ++j) {
        if (j == i || !is_unit_kind(orders[j].kind)) continue;
        const Unit& u = b.pos.units[map.province_of(orders[j].unit)];
        if (entered.contains(map.province_of(u.loc)) || !can_support_into(map, u.type, u.loc, to)) continue;
        Order support = support_order(u, mover, to);
        if (support != orders[j] && !b.rules.check(b.pos, support).has_value()) supporters.push_back({j, support});
    }
    if (supporters.empty()) return;
    auto& [j, support] = supporters[static_cast<std::size_t>(rng.below(static_cast<std::int64_t>(supporters.size())))];
    orders[j] = support;
}

}  // namespace

std::vector<Order> mutate(const Board& board, const std::vector<Order>& orders, Random& rng, bool with_support) {
    std::vector<std::size_t> units;
    for (std::size_t i = 0; i < orders.size(); ++i)
        if (is_unit_kind(orders[i].kind) && orders[i].unit != kNone) units.push_back(i);
    rng.shuffle(units);
    for (std::size_t i : units) {
        const std::vector<Order> options = alternatives(board, orders, i);
        if (options.empty()) continue;
        std::vector<Order> out = orders;
        out[i] = options[static_cast<std::size_t>(rng.below(static_cast<std::int64_t>(options.size())))];
        if (with_support && out[i].kind == OrderKind::Move && rng.below(2) == 0) add_supporter(board, out, i, rng);
        make_sound(board, out);  // supports of the unit's old order follow it, or give way
        return out;
    }
    return orders;
}

}  // namespace dip::bot
