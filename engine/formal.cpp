// Formal Diplomacy's phases and end-of-Fall scoring; the movement phase itself is in formal_movement.cpp.
#include "formal.h"

#include "adjustments.h"
#include "formal_legality.h"
#include "formal_movement.h"
#include "legality.h"
#include "retreats.h"

namespace dip {

namespace {

RuleSettings without_solo(RuleSettings s) {
    s.variant = Variant::Formal;
    s.victory_centres = -1;
    return s;
}

// A retreat the standard rules allow, into a power its own power is not at war with: the power, else kNoPower.
Power forbidden_retreat(const Map& map, const Position& pos, const Order& o) {
    if (o.kind != OrderKind::Retreat || o.unit == kNone || o.dest == kNone) return kNoPower;
    const DislodgedUnit& d = pos.dislodged[map.province_of(o.unit)];
    if (!d.unit || d.unit.power != o.power) return kNoPower;
    const Destination step = step_destination(map, d.unit.type, d.unit.loc, o.dest);
    if (step.loc == kNone || !retreat_options(map, pos, d).contains(step.loc)) return kNoPower;
    return not_at_war_blocker(map, pos, o.power, map.province_of(step.loc));
}

// Retreat and adjustment phases: the standard adjudication, with the outcomes decided here put in place.
// A forbidden retreat is replaced by one to its own province, which the standard rules reject (it disbands).
void adjudicate_other(const Map& map, const Position& pos, std::span<const Order> orders, PhaseResult& out) {
    std::vector<Order> standard(orders.begin(), orders.end());
    std::vector<std::optional<Outcome>> own(orders.size());
    for (std::size_t i = 0; i < orders.size(); ++i) {
        if (is_formal_order(orders[i].kind)) {
            own[i] = Outcome{Result::Illegal, Reason::WrongPhase};
        } else if (const Power blocker =
                       pos.phase.kind == PhaseKind::Retreats ? forbidden_retreat(map, pos, orders[i]) : kNoPower;
                   blocker != kNoPower) {
            own[i] = Outcome{Result::Illegal, Reason::NotAtWar};
            own[i]->power = blocker;
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

FormalRules::FormalRules(const Map& map, RuleSettings settings) : StandardRules(map, without_solo(settings)) {}

void FormalRules::adjudicate(const Position& pos, std::span<const Order> orders, PhaseResult& out) const {
    if (pos.phase.kind == PhaseKind::Movement) adjudicate_formal_movement(map(), pos, orders, out);
    else adjudicate_other(map(), pos, orders, out);
    if (pos.phase.kind == PhaseKind::Retreats) lose_occupied_spheres(map(), out.next);  // a retreat can occupy too
    advance(pos.phase, out.next);  // centres change hands and points are scored after Fall
    if (finished(out.next) && out.next.winner == kNoPower) {
        const std::vector<Power> leaders = points_leaders(map(), out.next);
        if (leaders.size() == 1) out.next.winner = leaders[0];
    }
}

void FormalRules::end_of_fall(Position& next) const {
    StandardRules::end_of_fall(next);
    map().centres().for_each([&](int c) {
        const Power owner = next.owner[c], home = map().province(static_cast<Province>(c)).home;
        if (owner == kNoPower || owner == home) return;
        ++next.formal.points[owner];                       // a centre outside its home
        if (home != kNoPower) --next.formal.points[home];  // a home centre lost
    });
}

std::vector<Power> points_leaders(const Map& map, const Position& pos) {
    std::vector<Power> out;
    for (int pw = 0; pw < map.power_count(); ++pw) {
        if (!out.empty() && pos.formal.points[pw] < pos.formal.points[out[0]]) continue;
        if (!out.empty() && pos.formal.points[pw] > pos.formal.points[out[0]]) out.clear();
        out.push_back(static_cast<Power>(pw));
    }
    return out;
}

}  // namespace dip
