// Legality of Formal Diplomacy's orders, and the rule that only powers at war may attack each other.
#include "formal/legality.h"

#include "adjudication/legality.h"

namespace dip {

Power not_at_war_blocker(const Map&, const Position& pos, Power mover, Province dest) {
    if (mover >= kMaxPowers || dest == kNone) return kNoPower;
    auto at_peace = [&](Power q) { return q != kNoPower && q != mover && !formal_state(pos).at_war(mover, q); };
    if (pos.units[dest] && at_peace(pos.units[dest].power)) return pos.units[dest].power;
    if (at_peace(pos.owner[dest])) return pos.owner[dest];
    if (at_peace(formal_state(pos).sphere(dest))) return formal_state(pos).sphere(dest);
    return kNoPower;
}

namespace {

Outcome illegal(Reason r, Power named = kNoPower, Province other = kNone) {
    Outcome o{Result::Illegal, r, other};
    o.power = named;
    return o;
}

// Surrender is not allowed while owning or occupying a home centre of a power one is at war with.
std::optional<Outcome> check_surrender(const Map& map, const Position& pos, Power pw) {
    if (!formal_state(pos).at_war_with_anyone(pw)) return illegal(formal::NoWarToEnd);
    std::optional<Outcome> held;
    map.centres().for_each([&](int c) {
        const Power home = map.province(static_cast<Province>(c)).home;
        if (held || home == kNoPower || home == pw || !formal_state(pos).at_war(pw, home)) return;
        if (pos.owner[c] == pw || (pos.units[c] && pos.units[c].power == pw))
            held = illegal(formal::HoldsEnemyHomeCentre, home, static_cast<Province>(c));
    });
    return held;
}

// A claim needs an unowned, unclaimed centre with no foreign unit, and a unit of the power in it or next to it.
std::optional<Outcome> check_claim(const Map& map, const Position& pos, Power pw, Province x) {
    if (!map.province(x).centre) return illegal(formal::SoiNotCentre);
    if (pos.owner[x] != kNoPower) return illegal(formal::SoiCentreOwned, pos.owner[x]);
    if (formal_state(pos).sphere(x) != kNoPower) return illegal(formal::SoiTaken, formal_state(pos).sphere(x));
    if (pos.units[x] && pos.units[x].power != pw) return illegal(formal::SoiOccupied, pos.units[x].power);
    if (pos.units[x]) return std::nullopt;
    for (int p = 0; p < map.province_count(); ++p) {
        const Unit& u = pos.units[p];
        if (u && u.power == pw && can_support_into(map, u.type, u.loc, x)) return std::nullopt;
    }
    return illegal(formal::SoiNoUnitNear);
}

}  // namespace

std::optional<Outcome> check_power_order(const Map& map, const Position& pos, const Order& o) {
    if (!is_power_order(o.kind)) return illegal(Reason::WrongPhase);
    if (pos.phase.kind != PhaseKind::Movement) return illegal(Reason::WrongPhase);
    if (o.power >= map.power_count()) return illegal(Reason::NotYourUnit);
    const Province x = o.dest == kNone ? kNone : map.province_of(o.dest);
    switch (o.kind) {
        case formal::DeclareWar: {
            const Power enemy = o.named_power;
            if (enemy == o.power || enemy >= map.power_count()) return illegal(formal::WarOnSelf);
            if (formal_state(pos).at_war(o.power, enemy)) return illegal(formal::AlreadyAtWar, enemy);
            return std::nullopt;
        }
        case formal::Surrender: return check_surrender(map, pos, o.power);
        case formal::Soi: return x == kNone ? illegal(formal::SoiNotCentre) : check_claim(map, pos, o.power, x);
        case formal::UndoSoi:
            if (x == kNone || formal_state(pos).sphere(x) != o.power) return illegal(formal::SoiNotYours);
            return std::nullopt;
        default: return illegal(Reason::WrongPhase);
    }
}

std::optional<Outcome> check_claim_support(const Map& map, const Position& pos, const Order& o) {
    if (o.kind != formal::SupportSoi || pos.phase.kind != PhaseKind::Movement) return illegal(Reason::WrongPhase);
    if (o.unit == kNone || !pos.units[map.province_of(o.unit)]) return illegal(Reason::NoUnit);
    const Unit& u = pos.units[map.province_of(o.unit)];
    if (u.power != o.power) return illegal(Reason::NotYourUnit);
    if (o.dest == kNone) return illegal(formal::SoiNotCentre);
    if (!can_support_into(map, u.type, u.loc, map.province_of(o.dest))) return illegal(Reason::SupportCannotReach);
    return std::nullopt;
}

}  // namespace dip
