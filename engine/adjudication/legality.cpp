// Legality of movement-phase orders, following DATC 4.E.1 and the coast rules of 4.B.
#include "legality.h"

#include "convoy_routes.h"

namespace dip {

Destination step_destination(const Map& map, UnitType type, Loc from, Loc written) {
    const Province to = map.province_of(written);
    const SpaceKind kind = map.kind(to);
    if (to == map.province_of(from)) return {kNone, Reason::SameSpace};
    if (kind == SpaceKind::Impassable) return {kNone, Reason::NotAdjacent};
    if (type == UnitType::Army) {
        if (kind == SpaceKind::Sea) return {kNone, Reason::ArmyToSea};
        if (!map.army_adjacent(map.province_of(from), to)) return {kNone, Reason::NotAdjacent};
        return {to, Reason::Moved};
    }
    if (kind == SpaceKind::Land) return {kNone, Reason::FleetToLand};
    if (!map.has_coasts(to)) {
        if (!map.fleet_adjacent(from, to)) return {kNone, Reason::NotAdjacent};
        return {to, Reason::Moved};
    }
    Loc only = kNone;
    int reachable = 0;
    for (Loc c : map.province(to).coasts)
        if (map.fleet_adjacent(from, c)) ++reachable, only = c;
    if (reachable == 0) return {kNone, Reason::NotAdjacent};
    if (map.coast_of(written) != Coast::None) {
        if (!map.fleet_adjacent(from, written)) return {kNone, Reason::CoastUnreachable};
        return {written, Reason::Moved};
    }
    if (reachable > 1) return {kNone, Reason::CoastNeeded};
    return {only, Reason::Moved};
}

bool can_support_into(const Map& map, UnitType type, Loc from, Province to) {
    if (type == UnitType::Army) return map.army_adjacent(map.province_of(from), to);
    if (map.fleet_adjacent(from, to)) return true;
    for (Loc c : map.province(to).coasts)
        if (map.fleet_adjacent(from, c)) return true;
    return false;
}

SpaceSet fleets_at_sea(const Map& map, const Position& pos) {
    SpaceSet out;
    map.convoy_spaces().for_each([&](int p) { out.insert_if(p, pos.units[p].type == UnitType::Fleet); });
    return out;
}

namespace {

bool coastal(const Map& map, Province p) { return map.kind(p) == SpaceKind::Coast; }

// Could the unit at `from` move to `to` (as written) if ordered to, possibly by convoy through `fleets`?
std::optional<Reason> check_move(const Map& map, const Unit& u, Loc written, bool via_convoy, const SpaceSet& fleets,
                                 Loc* dest, bool* needs_convoy) {
    const Province from = map.province_of(u.loc), to = map.province_of(written);
    if (from == to) return Reason::SameSpace;
    if (u.type == UnitType::Fleet) {
        if (via_convoy) return Reason::FleetConvoyed;
        Destination d = step_destination(map, u.type, u.loc, written);
        if (d.loc == kNone) return d.illegal;
        if (dest) *dest = d.loc;
        if (needs_convoy) *needs_convoy = false;
        return std::nullopt;
    }
    const SpaceKind kind = map.kind(to);
    if (kind == SpaceKind::Sea) return Reason::ArmyToSea;
    if (kind == SpaceKind::Impassable) return Reason::NotAdjacent;
    if (dest) *dest = to;
    const bool adjacent = map.army_adjacent(from, to);
    if (adjacent && !via_convoy) {
        if (needs_convoy) *needs_convoy = false;
        return std::nullopt;
    }
    if (needs_convoy) *needs_convoy = true;
    if (!coastal(map, from) || !coastal(map, to) || !convoy_route_exists(map, from, to, fleets))
        return adjacent || via_convoy ? Reason::NoConvoyRoute : Reason::NotAdjacent;
    return std::nullopt;
}

}  // namespace

std::optional<Reason> check_movement_order(const Map& map, const Position& pos, const Order& o, Loc* dest,
                                           bool* needs_convoy, const SpaceSet* fleets) {
    SpaceSet computed;
    auto at_sea = [&]() -> const SpaceSet& {
        if (fleets) return *fleets;
        computed = fleets_at_sea(map, pos);
        fleets = &computed;
        return computed;
    };
    switch (o.kind) {
        case OrderKind::Hold:
        case OrderKind::Move:
        case OrderKind::SupportHold:
        case OrderKind::SupportMove:
        case OrderKind::Convoy: break;
        default: return Reason::WrongPhase;
    }
    if (o.unit == kNone) return Reason::NoUnit;
    const Province self = map.province_of(o.unit);
    const Unit& u = pos.units[self];
    if (!u) return Reason::NoUnit;
    if (u.power != o.power) return Reason::NotYourUnit;

    switch (o.kind) {
        case OrderKind::Hold: return std::nullopt;
        case OrderKind::Move: {
            // Only an army that cannot step there needs to know the fleets.
            const bool step =
                u.type == UnitType::Fleet || (!o.via_convoy && map.army_adjacent(self, map.province_of(o.dest)));
            return check_move(map, u, o.dest, o.via_convoy, step ? SpaceSet() : at_sea(), dest, needs_convoy);
        }
        case OrderKind::SupportHold: {
            const Province x = map.province_of(o.target);
            if (x == self) return Reason::SupportSelf;
            if (!pos.units[x]) return Reason::NoUnitToSupport;
            if (!can_support_into(map, u.type, u.loc, x)) return Reason::SupportCannotReach;
            return std::nullopt;
        }
        case OrderKind::SupportMove: {
            const Province x = map.province_of(o.target), to = map.province_of(o.dest);
            if (x == self) return Reason::SupportSelf;
            if (to == self) return Reason::SupportOwnSpace;
            const Unit& target = pos.units[x];
            if (!target) return Reason::NoUnitToSupport;
            if (!can_support_into(map, u.type, u.loc, to)) return Reason::SupportCannotReach;
            // The supported move must be possible on its own; a convoy may not need the supporting fleet (6.D.31).
            SpaceSet others = target.type == UnitType::Fleet ? SpaceSet() : at_sea();
            others.erase(self);
            Loc written = o.dest;
            if (target.type == UnitType::Fleet && map.has_coasts(to) && map.coast_of(o.dest) == Coast::None) {
                // A support need not name the coast (DATC 4.B.4): any reachable coast will do.
                for (Loc c : map.province(to).coasts)
                    if (map.fleet_adjacent(target.loc, c)) written = c;
            }
            if (check_move(map, target, written, false, others, nullptr, nullptr))
                return Reason::SupportedMoveImpossible;
            return std::nullopt;
        }
        case OrderKind::Convoy: {
            if (u.type != UnitType::Fleet || !map.convoy_spaces().contains(self)) return Reason::ConvoyFromCoast;
            const Province x = map.province_of(o.target), to = map.province_of(o.dest);
            if (pos.units[x].type != UnitType::Army) return Reason::NoArmyToConvoy;
            if (x == to) return Reason::SameSpace;
            if (!coastal(map, x) || !coastal(map, to) || !fleet_needed_on_some_route(map, x, to, self, at_sea()))
                return Reason::ConvoyNotOnRoute;
            return std::nullopt;
        }
        default: return Reason::WrongPhase;
    }
}

}  // namespace dip
