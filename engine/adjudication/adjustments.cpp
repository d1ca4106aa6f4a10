// Winter adjustments, one power at a time, orders in the order given.
#include "adjustments.h"

#include <algorithm>

namespace dip {

int adjustment_due(const Position& pos, Power pw) { return pos.centre_count(pw) - pos.unit_count(pw); }

std::array<std::uint8_t, kMaxLocs> distance_to_owned_centre(const Map& map, const Position& pos, Power pw) {
    std::array<std::uint8_t, kMaxLocs> dist;
    dist.fill(255);
    SpaceSet frontier, seen;
    for (int p = 0; p < map.province_count(); ++p)
        if (pos.owner[p] == pw) frontier.insert(p);
    for (std::uint8_t d = 0; !frontier.empty(); ++d) {
        seen |= frontier;
        SpaceSet next;
        frontier.for_each([&](int p) {
            dist[p] = d;
            next |= map.any_neighbours(static_cast<Province>(p));
        });
        frontier = next.without(seen);
    }
    return dist;
}

namespace {

// check_adjustment_order with the power's builds (>0) or removals (<0) due already counted.
std::optional<Reason> check_with_due(const Map& map, const Position& pos, const Order& o, int due, Unit* built) {
    const bool build = o.kind == OrderKind::Build,
               removal = o.kind == OrderKind::Remove || o.kind == OrderKind::Disband;
    if (build ? due <= 0 : removal ? due >= 0 : due <= 0) return Reason::NoAdjustment;
    if (o.kind == OrderKind::Waive) return std::nullopt;
    if (o.unit == kNone) return Reason::NoUnit;
    const Province p = map.province_of(o.unit);
    if (removal) {
        if (!pos.units[p]) return Reason::NoUnit;
        if (pos.units[p].power != o.power) return Reason::NotYourUnit;
        return std::nullopt;
    }
    const ProvinceInfo& info = map.province(p);
    if (!map.may_build_in(o.power, p)) return Reason::NotHomeCentre;
    if (pos.owner[p] != o.power) return Reason::CentreNotOwned;
    if (pos.units[p]) return Reason::CentreOccupied;
    // Without a type: an army inland, a fleet where a coast is named, else no build (DATC 4.C.3).
    UnitType type = o.unit_type;
    if (type == UnitType::None) {
        if (info.kind == SpaceKind::Land) type = UnitType::Army;
        else if (map.coast_of(o.unit) != Coast::None) type = UnitType::Fleet;
        else return Reason::UnitTypeNeeded;
    }
    Loc loc = p;
    if (type == UnitType::Fleet) {
        if (info.kind != SpaceKind::Coast) return Reason::FleetInland;  // DATC 4.C.4
        if (map.has_coasts(p)) {
            if (map.coast_of(o.unit) == Coast::None) return Reason::CoastNeeded;  // DATC 4.B.7
            loc = o.unit;
        }
    }
    if (built) *built = {type, o.power, loc};
    return std::nullopt;
}

struct PowerState {
    int due = 0;    // builds (>0) or removals (<0) still to make
    SpaceSet used;  // provinces built on or units removed this phase
};

bool adjustment_kind(const Map& map, const Order& o) {
    return (o.kind == OrderKind::Build || o.kind == OrderKind::Remove || o.kind == OrderKind::Disband ||
            o.kind == OrderKind::Waive) &&
           o.power < map.power_count();
}

// A legal build or removal counts only while the power has builds or removals left, once per province.
Outcome build(const Map& map, const Order& o, const Unit& unit, PowerState& s, Position& next) {
    const Province p = map.province_of(o.unit);
    if (s.used.contains(p)) return {Result::Fails, Reason::AlreadyUsed};
    if (s.due <= 0) return {Result::Fails, Reason::NoBuildsLeft};
    s.used.insert(p);
    --s.due;
    next.units[p] = unit;
    return {Result::Succeeds, Reason::Built};
}

Outcome remove(const Map& map, const Order& o, PowerState& s, Position& next) {
    const Province p = map.province_of(o.unit);
    if (s.used.contains(p)) return {Result::Fails, Reason::AlreadyUsed};
    if (s.due >= 0) return {Result::Fails, Reason::NoRemovalsLeft};
    s.used.insert(p);
    ++s.due;
    next.units[p] = {};
    return {Result::Succeeds, Reason::Removed};
}

Outcome waive(PowerState& s) {
    if (s.due <= 0) return {Result::Fails, Reason::NoBuildsLeft};
    --s.due;
    return {Result::Succeeds, Reason::Waived};
}

// Removes `count` units of a power in civil disorder: farthest from an owned centre first, fleets before
// armies at equal distance, then by the province's English name (2023 rules, DATC 4.D.8).
void civil_disorder(const Map& map, Power pw, int count, Position& next, std::vector<OrderResult>& results) {
    const auto dist = distance_to_owned_centre(map, next, pw);
    std::vector<Province> units;
    for (int p = 0; p < map.province_count(); ++p)
        if (next.units[p] && next.units[p].power == pw) units.push_back(static_cast<Province>(p));
    std::sort(units.begin(), units.end(), [&](Province a, Province b) {
        if (dist[a] != dist[b]) return dist[a] > dist[b];
        const bool fa = next.units[a].type == UnitType::Fleet, fb = next.units[b].type == UnitType::Fleet;
        if (fa != fb) return fa;
        return map.province(a).name < map.province(b).name;
    });
    for (int i = 0; i < count && i < static_cast<int>(units.size()); ++i) {
        const Province p = units[i];
        Outcome out{Result::Succeeds, Reason::CivilDisorder};
        out.strength = dist[p];
        results.push_back({unit_order(OrderKind::Remove, next.units[p]), out, true});
        next.units[p] = {};
    }
}

// Chaos's opening: builds left unordered are armies, in the vacant centres the power may build in, in
// province order (docs/VARIANTS.md).
void default_armies(const Map& map, Power pw, PowerState& s, Position& next, std::vector<OrderResult>& results) {
    for (int p = 0; p < map.province_count() && s.due > 0; ++p) {
        const Province prov = static_cast<Province>(p);
        if (next.owner[p] != pw || next.units[p] || s.used.contains(p) || !map.may_build_in(pw, prov) ||
            !map.can_stand(UnitType::Army, prov))
            continue;
        const Unit army{UnitType::Army, pw, prov};
        s.used.insert(p);
        --s.due;
        next.units[p] = army;
        results.push_back({build_order(pw, UnitType::Army, prov), {Result::Succeeds, Reason::Built}, true});
    }
}

}  // namespace

std::optional<Reason> check_adjustment_order(const Map& map, const Position& pos, const Order& o, Unit* built) {
    if (!adjustment_kind(map, o)) return Reason::WrongPhase;
    return check_with_due(map, pos, o, adjustment_due(pos, o.power), built);
}

void adjudicate_adjustments(const Map& map, const Position& pos, std::span<const Order> orders, PhaseResult& out) {
    std::array<PowerState, kMaxPowers> state;
    std::array<int, kMaxPowers> owed{};  // builds (>0) or removals (<0) due at the start of the phase
    for (int pw = 0; pw < map.power_count(); ++pw)
        owed[pw] = state[pw].due = adjustment_due(pos, static_cast<Power>(pw));
    out.results.clear();
    Position& next = out.next;
    next = pos;
    for (const Order& o : orders) {
        Unit unit;
        Outcome result{Result::Illegal, Reason::WrongPhase};
        if (adjustment_kind(map, o)) {
            if (const auto illegal = check_with_due(map, pos, o, owed[o.power], &unit)) result.reason = *illegal;
            else if (o.kind == OrderKind::Build) result = build(map, o, unit, state[o.power], next);
            else if (o.kind == OrderKind::Waive) result = waive(state[o.power]);
            else result = remove(map, o, state[o.power], next);
        }
        out.results.push_back({o, result, false});
    }
    for (int pw = 0; pw < map.power_count(); ++pw) {
        PowerState& s = state[pw];
        if (s.due > 0 && map.unordered_builds_army() && pos.phase == map.first_phase())
            default_armies(map, static_cast<Power>(pw), s, next, out.results);
        for (int i = 0; i < s.due; ++i) {  // builds not ordered are waived
            out.results.push_back({power_order(OrderKind::Waive, static_cast<Power>(pw)),
                                   {Result::Succeeds, Reason::BuildNotUsed},
                                   true});
        }
        if (s.due < 0) civil_disorder(map, static_cast<Power>(pw), -s.due, next, out.results);
    }
}

}  // namespace dip
