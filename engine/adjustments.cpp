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

struct PowerState {
    int owed = 0;   // builds (>0) or removals (<0) due at the start of the phase
    int due = 0;    // builds (>0) or removals (<0) still to make
    SpaceSet used;  // provinces built on or units removed this phase
};

Outcome build(const Map& map, const Position& pos, const Order& o, PowerState& s, Position& next) {
    const Province p = map.province_of(o.unit);
    const ProvinceInfo& info = map.province(p);
    if (s.owed <= 0) return {Result::Illegal, Reason::NoAdjustment};
    if (info.home != o.power || !info.centre) return {Result::Illegal, Reason::NotHomeCentre};
    if (pos.owner[p] != o.power) return {Result::Illegal, Reason::CentreNotOwned};
    if (pos.units[p]) return {Result::Illegal, Reason::CentreOccupied};
    // Without a type: an army inland, a fleet where a coast is named, else no build (DATC 4.C.3).
    UnitType type = o.unit_type;
    if (type == UnitType::None) {
        if (info.kind == SpaceKind::Land) type = UnitType::Army;
        else if (map.coast_of(o.unit) != Coast::None) type = UnitType::Fleet;
        else return {Result::Illegal, Reason::UnitTypeNeeded};
    }
    Loc loc = p;
    if (type == UnitType::Fleet) {
        if (info.kind != SpaceKind::Coast) return {Result::Illegal, Reason::FleetInland};  // DATC 4.C.4
        if (map.has_coasts(p)) {
            if (map.coast_of(o.unit) == Coast::None) return {Result::Illegal, Reason::CoastNeeded};  // DATC 4.B.7
            loc = o.unit;
        }
    }
    if (s.used.contains(p)) return {Result::Fails, Reason::AlreadyUsed};
    if (s.due <= 0) return {Result::Fails, Reason::NoBuildsLeft};
    s.used.insert(p);
    --s.due;
    next.units[p] = {type, o.power, loc};
    return {Result::Succeeds, Reason::Built};
}

Outcome remove(const Map& map, const Position& pos, const Order& o, PowerState& s, Position& next) {
    const Province p = map.province_of(o.unit);
    if (s.owed >= 0) return {Result::Illegal, Reason::NoAdjustment};
    if (!pos.units[p]) return {Result::Illegal, Reason::NoUnit};
    if (pos.units[p].power != o.power) return {Result::Illegal, Reason::NotYourUnit};
    if (s.used.contains(p)) return {Result::Fails, Reason::AlreadyUsed};
    if (s.due >= 0) return {Result::Fails, Reason::NoRemovalsLeft};
    s.used.insert(p);
    ++s.due;
    next.units[p] = {};
    return {Result::Succeeds, Reason::Removed};
}

Outcome waive(PowerState& s) {
    if (s.owed <= 0) return {Result::Illegal, Reason::NoAdjustment};
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
        Order o;
        o.kind = OrderKind::Remove;
        o.power = pw;
        o.unit_type = next.units[p].type;
        o.unit = next.units[p].loc;
        Outcome out{Result::Succeeds, Reason::CivilDisorder};
        out.strength = dist[p];
        results.push_back({o, out, true});
        next.units[p] = {};
    }
}

}  // namespace

void adjudicate_adjustments(const Map& map, const Position& pos, std::span<const Order> orders, PhaseResult& out) {
    std::array<PowerState, kMaxPowers> state;
    for (int pw = 0; pw < map.power_count(); ++pw)
        state[pw].owed = state[pw].due = adjustment_due(pos, static_cast<Power>(pw));
    out.results.clear();
    Position& next = out.next;
    next = pos;
    for (const Order& o : orders) {
        Outcome result{Result::Illegal, is_formal_order(o.kind) ? Reason::FormalOnly : Reason::WrongPhase};
        if (o.power < map.power_count()) {
            PowerState& s = state[o.power];
            if (o.kind == OrderKind::Build) result = build(map, pos, o, s, next);
            else if (o.kind == OrderKind::Remove || o.kind == OrderKind::Disband) result = remove(map, pos, o, s, next);
            else if (o.kind == OrderKind::Waive) result = waive(s);
        }
        out.results.push_back({o, result, false});
    }
    for (int pw = 0; pw < map.power_count(); ++pw) {
        const PowerState& s = state[pw];
        for (int i = 0; i < s.due; ++i) {  // builds not ordered are waived
            Order o;
            o.kind = OrderKind::Waive;
            o.power = static_cast<Power>(pw);
            out.results.push_back({o, {Result::Succeeds, Reason::BuildNotUsed}, true});
        }
        if (s.due < 0) civil_disorder(map, static_cast<Power>(pw), -s.due, next, out.results);
    }
}

}  // namespace dip
