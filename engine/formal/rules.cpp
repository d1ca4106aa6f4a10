// Formal Diplomacy's rules: its checks and listings of legal orders, its phases and its end-of-Fall scoring.
// The movement phase itself is adjudicated in formal/movement.cpp.
#include "formal/rules.h"

#include "formal/vocabulary.h"
#include "adjustments.h"
#include "formal/legality.h"
#include "formal/movement.h"
#include "formal/text.h"
#include "json.h"
#include "adjudication/legality.h"
#include "retreats.h"

namespace dip {

namespace {

// The variant stays the settings' own: another variant may be played by these rules.
RuleSettings without_solo(RuleSettings s) {
    s.victory_centres = -1;
    return s;
}

Outcome not_at_war(Power blocker) {
    Outcome o{Result::Illegal, formal::NotAtWar};
    o.power = blocker;
    return o;
}

// A move or retreat the standard rules allow, into a power its own power is not at war with: that power, else
// kNoPower.
Power forbidden_destination(const Map& map, const Position& pos, const Order& o) {
    Loc dest = kNone;
    const PhaseKind phase = pos.phase.kind;
    if (o.kind == OrderKind::Move && phase == PhaseKind::Movement && !check_movement_order(map, pos, o, &dest))
        return not_at_war_blocker(map, pos, o.power, map.province_of(dest));
    if (o.kind == OrderKind::Retreat && phase == PhaseKind::Retreats && !check_retreat_order(map, pos, o, &dest))
        return not_at_war_blocker(map, pos, o.power, map.province_of(dest));
    return kNoPower;
}

// Retreat and adjustment phases: the standard adjudication, with the outcomes decided here put in place.
// A forbidden retreat is replaced by one to its own province, which the standard rules reject (it disbands).
void adjudicate_other(const Map& map, const Position& pos, std::span<const Order> orders, PhaseResult& out) {
    std::vector<Order> standard(orders.begin(), orders.end());
    std::vector<std::optional<Outcome>> own(orders.size());
    for (std::size_t i = 0; i < orders.size(); ++i) {
        if (!is_standard_order(orders[i].kind)) {
            own[i] = Outcome{Result::Illegal, Reason::WrongPhase};
        } else if (const Power blocker = forbidden_destination(map, pos, orders[i]); blocker != kNoPower) {
            own[i] = not_at_war(blocker);
            standard[i].dest = standard[i].unit;
        }
    }
    if (pos.phase.kind == PhaseKind::Retreats) adjudicate_retreats(map, pos, standard, out);
    else adjudicate_adjustments(map, pos, standard, out);
    for (std::size_t i = 0; i < orders.size(); ++i) {
        out.results[i].order = orders[i];
        if (own[i]) out.results[i].outcome = *own[i];
    }
}

}  // namespace

FormalRules::FormalRules(const Map& map, RuleSettings settings) : Rules(map, without_solo(settings)) {}

// ---- Playing --------------------------------------------------------------------------------------------

void FormalRules::adjudicate_phase(const Position& pos, std::span<const Order> orders, PhaseResult& out) const {
    if (pos.phase.kind == PhaseKind::Movement) adjudicate_formal_movement(map(), pos, orders, out);
    else adjudicate_other(map(), pos, orders, out);
    if (pos.phase.kind == PhaseKind::Retreats) lose_occupied_spheres(map(), out.next);  // a retreat can occupy too
}

void FormalRules::advance(Phase done, Position& next) const {
    Rules::advance(done, next);  // centres change hands and points are scored after Fall
    if (finished(next) && next.winner == kNoPower) {
        const std::vector<Power> leaders = points_leaders(map(), next);
        if (leaders.size() == 1) next.winner = leaders[0];
    }
}

void FormalRules::end_of_fall(Position& next) const {
    Rules::end_of_fall(next);
    map().centres().for_each([&](int c) {
        const Power owner = next.owner[c], home = map().province(static_cast<Province>(c)).home;
        if (owner == kNoPower || owner == home) return;
        ++formal_state(next).points[owner];                       // a centre outside its home
        if (home != kNoPower) --formal_state(next).points[home];  // a home centre lost
    });
}

std::string FormalRules::win_text(const Position& pos, Power winner) const {
    return map().power(winner).name + " wins with the most victory points (" +
           std::to_string(formal_state(pos).points[winner]) + ")";
}

// ---- Legal orders ---------------------------------------------------------------------------------------

std::optional<Outcome> FormalRules::check(const Position& pos, const Order& o) const {
    if (is_power_order(o.kind)) return check_power_order(map(), pos, o);
    if (o.kind == formal::SupportSoi) return check_claim_support(map(), pos, o);
    if (std::optional<Outcome> standard = Rules::check(pos, o)) return standard;
    if (const Power blocker = forbidden_destination(map(), pos, o); blocker != kNoPower) return not_at_war(blocker);
    return std::nullopt;
}

std::vector<Order> FormalRules::unit_orders(const Position& pos, Province province) const {
    std::vector<Order> out = Rules::unit_orders(pos, province);
    std::erase_if(out, [&](const Order& o) { return forbidden_destination(map(), pos, o) != kNoPower; });
    const Unit& u = pos.units[province];
    if (pos.phase.kind != PhaseKind::Movement || !u) return out;
    // Supports of claims: of each claim some power could make on a centre this unit can reach.
    map().centres().for_each([&](int c) {
        for (int pw = 0; pw < map().power_count(); ++pw) {
            const Power claimant = static_cast<Power>(pw);
            const Order claim = power_order(formal::Soi, claimant, kNoPower, static_cast<Loc>(c));
            Order support = power_order(formal::SupportSoi, u.power, claimant == u.power ? kNoPower : claimant,
                                        static_cast<Loc>(c));
            support.unit_type = u.type;
            support.unit = u.loc;
            if (!check_power_order(map(), pos, claim) && !check_claim_support(map(), pos, support))
                out.push_back(support);
        }
    });
    return out;
}

std::vector<Order> FormalRules::power_orders(const Position& pos, Power power) const {
    if (pos.phase.kind != PhaseKind::Movement) return Rules::power_orders(pos, power);
    std::vector<Order> candidates;
    for (int q = 0; q < map().power_count(); ++q)
        if (!pos.eliminated(static_cast<Power>(q)))
            candidates.push_back(power_order(formal::DeclareWar, power, static_cast<Power>(q)));
    candidates.push_back(power_order(formal::Surrender, power));
    map().centres().for_each([&](int c) {
        candidates.push_back(power_order(formal::Soi, power, kNoPower, static_cast<Loc>(c)));
        candidates.push_back(power_order(formal::UndoSoi, power, kNoPower, static_cast<Loc>(c)));
    });
    std::erase_if(candidates, [&](const Order& o) { return check_power_order(map(), pos, o).has_value(); });
    return candidates;
}

SpaceSet FormalRules::retreat_options(const Position& after_moves, const DislodgedUnit& d) const {
    SpaceSet out;
    Rules::retreat_options(after_moves, d).for_each([&](int l) {
        if (not_at_war_blocker(map(), after_moves, d.unit.power, map().province_of(static_cast<Loc>(l))) == kNoPower)
            out.insert(l);
    });
    return out;
}

Position FormalRules::position_for_moves(const Position& pos, std::span<const Order> written) const {
    if (pos.phase.kind != PhaseKind::Movement) return pos;
    return formal_start_of_phase(map(), pos, written);
}

std::string FormalRules::json_fields(const Position& pos) const { return formal_json(formal_state(pos), map()); }

SpaceSet FormalRules::closed_to(const Position& pos, Power mover) const {
    SpaceSet closed;
    for (int p = 0; p < map().province_count(); ++p)
        if (not_at_war_blocker(map(), pos, mover, static_cast<Province>(p)) != kNoPower) closed.insert(p);
    return closed;
}

int FormalRules::standing(const Position& pos, Power power) const {
    return power < kMaxFormalPowers ? static_cast<int>(formal_state(pos).points[power]) : 0;
}

// ---- Scores ---------------------------------------------------------------------------------------------

std::vector<Power> points_leaders(const Map& map, const Position& pos) {
    std::vector<Power> out;
    for (int pw = 0; pw < map.power_count(); ++pw) {
        if (!out.empty() && formal_state(pos).points[pw] < formal_state(pos).points[out[0]]) continue;
        if (!out.empty() && formal_state(pos).points[pw] > formal_state(pos).points[out[0]]) out.clear();
        out.push_back(static_cast<Power>(pw));
    }
    return out;
}

}  // namespace dip
