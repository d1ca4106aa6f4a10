// Writing orders back as standard text.
#include "order.h"

#include "vocabulary.h"

namespace dip {

namespace {

std::string unit_text(UnitType t, Loc l, const Map& map) {
    std::string s;
    if (t != UnitType::None) s = std::string(to_string(t)) + " ";
    return s + (l == kNone ? "?" : map.loc(l).abbr);
}

}  // namespace

bool is_power_order(OrderKind k) {
    const Vocabulary* v = vocabulary_of(k);
    return v && !v->shape(k).unit;
}

Order unit_order(OrderKind kind, const Unit& u) {
    Order o;
    o.kind = kind;
    o.power = u.power;
    o.unit_type = u.type;
    o.unit = u.loc;
    return o;
}

Order move_order(const Unit& u, Loc dest, bool via_convoy) {
    Order o = unit_order(OrderKind::Move, u);
    o.dest = dest;
    o.via_convoy = via_convoy;
    return o;
}

Order retreat_order(const Unit& u, Loc dest) {
    Order o = unit_order(OrderKind::Retreat, u);
    o.dest = dest;
    return o;
}

Order support_order(const Unit& u, const Unit& supported, Loc dest) {
    Order o = unit_order(dest == kNone ? OrderKind::SupportHold : OrderKind::SupportMove, u);
    o.target_type = supported.type;
    o.target = supported.loc;
    o.dest = dest;
    return o;
}

Order convoy_order(const Unit& fleet, const Unit& army, Loc dest) {
    Order o = support_order(fleet, army, dest);
    o.kind = OrderKind::Convoy;
    return o;
}

Order build_order(Power power, UnitType type, Loc where) {
    Order o;
    o.kind = OrderKind::Build;
    o.power = power;
    o.unit_type = type;
    o.unit = where;
    return o;
}

Order power_order(OrderKind kind, Power power, Power named, Loc dest) {
    Order o;
    o.kind = kind;
    o.power = power;
    o.named_power = named;
    o.dest = dest;
    return o;
}

Order with_board_types(Order o, const Position& pos, const Map& map) {
    auto unit_at = [&](Loc l) -> Unit {
        if (l == kNone) return {};
        const Province p = map.province_of(l);
        if (pos.phase.kind == PhaseKind::Retreats && pos.dislodged[p].unit) return pos.dislodged[p].unit;
        return pos.units[p];
    };
    if (!is_unit_order(o.kind)) return o;
    if (const Unit u = unit_at(o.unit)) o.unit_type = u.type, o.unit = u.loc;
    if (const Unit u = unit_at(o.target)) o.target_type = u.type, o.target = u.loc;
    return o;
}

std::string to_text(const Order& o, const Map& map) {
    const std::string self = unit_text(o.unit_type, o.unit, map);
    auto place = [&](Loc l) { return l == kNone ? std::string("?") : map.loc(l).abbr; };
    switch (o.kind) {
        case OrderKind::Hold: return self + " H";
        case OrderKind::Move: {
            std::string s = self;
            for (int i = 0; i < o.path_len; ++i) s += " - " + map.province(o.path[i]).abbr;
            s += " - " + place(o.dest);
            if (o.via_convoy && o.path_len == 0) s += " via convoy";
            return s;
        }
        case OrderKind::SupportHold: return self + " S " + unit_text(o.target_type, o.target, map);
        case OrderKind::SupportMove:
            return self + " S " + unit_text(o.target_type, o.target, map) + " - " + place(o.dest);
        case OrderKind::Convoy: return self + " C " + unit_text(o.target_type, o.target, map) + " - " + place(o.dest);
        case OrderKind::Retreat: return self + " R " + place(o.dest);
        case OrderKind::Disband: return self + " D";
        case OrderKind::Build: return "Build " + self;
        case OrderKind::Remove: return "Remove " + self;
        case OrderKind::Waive: return "Waive";
        default: break;
    }
    const Vocabulary* v = vocabulary_of(o.kind);
    return v ? v->text(o, self, map) : self + " ?";
}

}  // namespace dip
