// Re-pointing supports and convoys to what the power's own units do.
#include "sound_orders.h"

#include "legality.h"

namespace dip::bot {

namespace {

// The set's order for the unit in a province, or nullptr when the set gives it none.
const Order* order_of(const Map& map, const std::vector<Order>& orders, Loc unit) {
    if (unit == kNone) return nullptr;
    const Province p = map.province_of(unit);
    for (const Order& o : orders)
        if (o.unit != kNone && is_unit_order(o.kind) && map.province_of(o.unit) == p) return &o;
    return nullptr;
}

bool is_support_or_convoy(OrderKind k) {
    return k == OrderKind::SupportHold || k == OrderKind::SupportMove || k == OrderKind::Convoy;
}

// Does the order of the supported (or convoyed) unit give `o` something to match?
bool matches(const Map& map, const Order& o, const Order& target) {
    const bool moves = target.kind == OrderKind::Move;
    switch (o.kind) {
        case OrderKind::SupportHold: return !moves;
        case OrderKind::SupportMove: return moves && map.province_of(target.dest) == map.province_of(o.dest);
        case OrderKind::Convoy:
            return moves && target.via_convoy && map.province_of(target.dest) == map.province_of(o.dest);
        default: return true;
    }
}

}  // namespace

bool is_void_own_support(const Map& map, const std::vector<Order>& orders, const Order& o) {
    if (!is_support_or_convoy(o.kind)) return false;
    const Order* target = order_of(map, orders, o.target);
    return target && !matches(map, o, *target);
}

void make_sound(const Board& board, std::vector<Order>& orders) {
    const Map& map = board.map;
    for (Order& o : orders) {
        if (!is_void_own_support(map, orders, o)) continue;
        const Order target = *order_of(map, orders, o.target);
        const Unit& self = board.pos.units[map.province_of(o.unit)];
        const Unit& other = board.pos.units[map.province_of(target.unit)];
        Order next = unit_order(OrderKind::Hold, self);
        if (o.kind != OrderKind::Convoy && self && other) {
            const Province to = map.province_of(target.kind == OrderKind::Move ? target.dest : target.unit);
            if (to != map.province_of(o.unit) && can_support_into(map, self.type, self.loc, to)) {
                const Order repointed =
                    support_order(self, other, target.kind == OrderKind::Move ? target.dest : kNone);
                if (!board.rules.check(board.pos, repointed)) next = repointed;
            }
        }
        next.power = o.power;
        o = next;
    }
}

}  // namespace dip::bot
