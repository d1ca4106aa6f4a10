// Retreat phases: retreat options and the adjudication of retreat and disband orders.
#include "retreats.h"

#include "legality.h"

namespace dip {

SpaceSet retreat_options(const Map& map, const Position& after_moves, const DislodgedUnit& d) {
    SpaceSet out;
    const Unit& u = d.unit;
    const SpaceSet& steps =
        u.type == UnitType::Army ? map.army_neighbours(map.province_of(u.loc)) : map.fleet_neighbours(u.loc);
    steps.for_each([&](int l) {
        const Province p = map.province_of(static_cast<Loc>(l));
        if (after_moves.units[p] || after_moves.contested.contains(p)) return;
        if (p == d.attacker_from && !d.by_convoy) return;
        if (map.province(p).kind == SpaceKind::Impassable) return;
        out.insert(l);
    });
    return out;
}

std::optional<Reason> check_retreat_order(const Map& map, const Position& pos, const Order& o, Loc* dest) {
    if (o.kind != OrderKind::Retreat && o.kind != OrderKind::Disband) return Reason::WrongPhase;
    if (o.unit == kNone) return Reason::NoUnit;
    const DislodgedUnit& d = pos.dislodged[map.province_of(o.unit)];
    if (!d.unit) return pos.units[map.province_of(o.unit)] ? Reason::NotDislodged : Reason::NoUnit;
    if (d.unit.power != o.power) return Reason::NotYourUnit;
    if (o.kind == OrderKind::Disband) return std::nullopt;
    if (o.dest == kNone) return Reason::NotAdjacent;
    const Destination step = step_destination(map, d.unit.type, d.unit.loc, o.dest);
    if (step.loc == kNone) return step.illegal;
    const Province p = map.province_of(step.loc);
    if (retreat_options(map, pos, d).contains(step.loc)) {
        if (dest) *dest = step.loc;
        return std::nullopt;
    }
    if (p == d.attacker_from && !d.by_convoy) return Reason::RetreatToAttacker;
    if (pos.contested.contains(p)) return Reason::RetreatContested;
    return Reason::RetreatOccupied;
}

void adjudicate_retreats(const Map& map, const Position& pos, std::span<const Order> orders, PhaseResult& out) {
    const int n = map.province_count();
    std::vector<Loc> dest(orders.size(), kNone);
    std::vector<std::optional<Reason>> illegal(orders.size());
    std::array<int, kMaxLocs> order_of;    // by province of the dislodged unit: its one legal order
    std::array<int, kMaxLocs> arrivals{};  // by province: how many legal retreats go there
    order_of.fill(-1);
    std::array<bool, kMaxLocs> conflict{};

    for (std::size_t i = 0; i < orders.size(); ++i) {
        illegal[i] = check_retreat_order(map, pos, orders[i], &dest[i]);
        if (illegal[i]) continue;
        const Province p = map.province_of(orders[i].unit);
        const int first = order_of[p];
        if (first == -1) {
            order_of[p] = static_cast<int>(i);
        } else if (orders[first].kind != orders[i].kind || dest[first] != dest[i]) {
            conflict[p] = true;  // different orders for one unit: it disbands (DATC 4.D.3)
        }
    }
    for (std::size_t i = 0; i < orders.size(); ++i)
        if (!illegal[i] && conflict[map.province_of(orders[i].unit)]) illegal[i] = Reason::ConflictingOrders;
    for (int p = 0; p < n; ++p) {
        if (conflict[p]) order_of[p] = -1;
        if (order_of[p] != -1 && orders[order_of[p]].kind == OrderKind::Retreat)
            ++arrivals[map.province_of(dest[order_of[p]])];
    }

    out.results.clear();
    Position& next = out.next;
    next = pos;
    next.dislodged = no_dislodged_units();
    next.contested.clear();
    for (std::size_t i = 0; i < orders.size(); ++i) {
        Outcome o{Result::Succeeds, Reason::Disbanded};
        if (illegal[i]) {
            o = {Result::Illegal, *illegal[i]};
        } else if (orders[i].kind == OrderKind::Retreat) {
            const Province to = map.province_of(dest[i]);
            if (arrivals[to] > 1) {
                o = {Result::Fails, Reason::RetreatBounced};
                for (int p = 0; p < n; ++p)  // name one of the other units
                    if (order_of[p] != -1 && order_of[p] != static_cast<int>(i) &&
                        orders[order_of[p]].kind == OrderKind::Retreat && map.province_of(dest[order_of[p]]) == to)
                        o.other = static_cast<Province>(p);
            } else {
                o = {Result::Succeeds, Reason::Retreated};
                if (order_of[map.province_of(orders[i].unit)] == static_cast<int>(i)) {
                    Unit u = pos.dislodged[map.province_of(orders[i].unit)].unit;
                    u.loc = dest[i];
                    next.units[to] = u;
                }
            }
        }
        out.results.push_back({orders[i], o, false});
    }
    // Dislodged units whose power gave no usable order disband.
    for (int p = 0; p < n; ++p) {
        const DislodgedUnit& d = pos.dislodged[p];
        if (!d.unit || order_of[p] != -1) continue;
        bool ordered = false;
        for (std::size_t i = 0; i < orders.size(); ++i)
            ordered |=
                orders[i].unit != kNone && map.province_of(orders[i].unit) == p && orders[i].power == d.unit.power;
        if (ordered) continue;
        out.results.push_back(
            {unit_order(OrderKind::Disband, d.unit), {Result::Succeeds, Reason::NoRetreatOrder}, true});
    }
}

}  // namespace dip
