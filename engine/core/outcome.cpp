// Names of results and reasons, and each outcome in plain words for players.
#include "outcome.h"

#include "vocabulary.h"

namespace dip {

std::string_view to_string(Result r) {
    switch (r) {
        case Result::Succeeds: return "succeeds";
        case Result::Fails: return "fails";
        case Result::Void: return "void";
        default: return "illegal";
    }
}

std::string_view code(Reason r) {
    switch (r) {
        case Reason::Moved: return "moved";
        case Reason::Held: return "held";
        case Reason::SupportGiven: return "support_given";
        case Reason::Convoyed: return "convoyed";
        case Reason::Retreated: return "retreated";
        case Reason::Disbanded: return "disbanded";
        case Reason::Built: return "built";
        case Reason::Removed: return "removed";
        case Reason::Waived: return "waived";
        case Reason::Bounced: return "bounced";
        case Reason::HeadToHead: return "head_to_head";
        case Reason::OwnUnitInTheWay: return "own_unit_in_the_way";
        case Reason::NoConvoy: return "no_convoy";
        case Reason::ConvoyDisrupted: return "convoy_disrupted";
        case Reason::Dislodged: return "dislodged";
        case Reason::SupportCut: return "support_cut";
        case Reason::SupportDislodged: return "support_dislodged";
        case Reason::ConvoyFleetDislodged: return "convoy_fleet_dislodged";
        case Reason::ConvoyParadox: return "convoy_paradox";
        case Reason::RetreatBounced: return "retreat_bounced";
        case Reason::NoBuildsLeft: return "no_builds_left";
        case Reason::NoRemovalsLeft: return "no_removals_left";
        case Reason::AlreadyUsed: return "already_used";
        case Reason::SupportNotMatched: return "support_not_matched";
        case Reason::ConvoyNotMatched: return "convoy_not_matched";
        case Reason::NoUnit: return "no_unit";
        case Reason::NotYourUnit: return "not_your_unit";
        case Reason::ConflictingOrders: return "conflicting_orders";
        case Reason::WrongPhase: return "wrong_phase";
        case Reason::NotAdjacent: return "not_adjacent";
        case Reason::ArmyToSea: return "army_to_sea";
        case Reason::FleetToLand: return "fleet_to_land";
        case Reason::CoastNeeded: return "coast_needed";
        case Reason::CoastUnreachable: return "coast_unreachable";
        case Reason::SameSpace: return "same_space";
        case Reason::FleetConvoyed: return "fleet_convoyed";
        case Reason::NoConvoyRoute: return "no_convoy_route";
        case Reason::SupportCannotReach: return "support_cannot_reach";
        case Reason::SupportSelf: return "support_self";
        case Reason::SupportOwnSpace: return "support_own_space";
        case Reason::NoUnitToSupport: return "no_unit_to_support";
        case Reason::SupportedMoveImpossible: return "supported_move_impossible";
        case Reason::ConvoyFromCoast: return "convoy_from_coast";
        case Reason::NoArmyToConvoy: return "no_army_to_convoy";
        case Reason::ConvoyNotOnRoute: return "convoy_not_on_route";
        case Reason::NotDislodged: return "not_dislodged";
        case Reason::RetreatToAttacker: return "retreat_to_attacker";
        case Reason::RetreatContested: return "retreat_contested";
        case Reason::RetreatOccupied: return "retreat_occupied";
        case Reason::NoAdjustment: return "no_adjustment";
        case Reason::NotHomeCentre: return "not_home_centre";
        case Reason::CentreNotOwned: return "centre_not_owned";
        case Reason::CentreOccupied: return "centre_occupied";
        case Reason::FleetInland: return "fleet_inland";
        case Reason::UnitTypeNeeded: return "unit_type_needed";
        case Reason::Unordered: return "unordered";
        case Reason::NoRetreatOrder: return "no_retreat_order";
        case Reason::BuildNotUsed: return "build_not_used";
        case Reason::CivilDisorder: return "civil_disorder";
        case Reason::OtherVariantOrder: return "other_variant_order";
        default: break;
    }
    const Vocabulary* v = vocabulary_of(r);
    return v ? v->code(r) : "unknown";
}

namespace {

struct Words : OutcomeWords {
    Province dest_province() const { return order.dest == kNone ? kNone : map.province_of(order.dest); }
    Province self() const { return order.unit == kNone ? kNone : map.province_of(order.unit); }

    std::string bounced(const Outcome& o) const {
        if (o.other == dest_province()) return "could not dislodge " + unit(o.other) + strengths(o);
        return "bounced against " + unit(o.other) + " from " + province(o.other) + strengths(o);
    }

    std::string text(const Outcome& o) const {
        switch (o.reason) {
            case Reason::Moved: return "moves to " + space(order.dest);
            case Reason::Held: return "holds";
            case Reason::SupportGiven: return "support given";
            case Reason::Convoyed: return "convoy given";
            case Reason::Retreated: return "retreats to " + space(order.dest);
            case Reason::Disbanded: return "disbanded";
            case Reason::Built: return "built";
            case Reason::Removed: return "removed";
            case Reason::Waived: return "build waived";
            case Reason::Bounced: return bounced(o);
            case Reason::HeadToHead: return "lost the head-to-head battle with " + unit(o.other) + strengths(o);
            case Reason::OwnUnitInTheWay: return "cannot dislodge its own " + unit(o.other);
            case Reason::NoConvoy: return "no convoy: no chain of fleets was ordered to carry it";
            case Reason::ConvoyDisrupted: return "convoy disrupted: the convoying fleets failed";
            case Reason::Dislodged: return "dislodged by " + unit(o.other) + " from " + province(o.other);
            case Reason::SupportCut: return "support cut by " + unit(o.other) + " from " + province(o.other);
            case Reason::SupportDislodged:
                return "support cut: dislodged by " + unit(o.other) + " from " + province(o.other);
            case Reason::ConvoyFleetDislodged: return "convoy disrupted: the fleet was dislodged by " + unit(o.other);
            case Reason::ConvoyParadox:
                return "convoy fails: a convoy paradox, settled by the Szykman rule (the fleet holds)";
            case Reason::RetreatBounced:
                return "bounced with " + unit(o.other) + " retreating to the same place: both disband";
            case Reason::NoBuildsLeft: return "no builds left";
            case Reason::NoRemovalsLeft: return "no more removals are due";
            case Reason::AlreadyUsed:
                return order.kind == OrderKind::Build ? "a unit is already built there"
                                                      : "that unit is already removed";
            case Reason::SupportNotMatched:
                return order.kind == OrderKind::SupportHold
                           ? "void: " + unit(o.other) + " did not hold"
                           : "void: " + unit(o.other) + " did not move to " + space(order.dest);
            case Reason::ConvoyNotMatched:
                return "void: " + unit(o.other) + " did not move to " + space(order.dest) + " by convoy";
            case Reason::NoUnit: return "there is no unit in " + province(self());
            case Reason::NotYourUnit: return "the unit in " + province(self()) + " does not belong to " + power_name();
            case Reason::ConflictingOrders: return "the unit was given different orders, so it holds";
            case Reason::WrongPhase:
                return "this kind of order is not given in a " + std::string(to_string(before.phase.kind)) + " phase";
            case Reason::NotAdjacent: return space(order.dest) + " cannot be reached from " + province(self());
            case Reason::ArmyToSea: return "an army cannot enter a sea";
            case Reason::FleetToLand: return "a fleet cannot enter an inland province";
            case Reason::CoastNeeded:
                if (order.kind == OrderKind::Build)
                    return "a fleet built in " + province(self()) + " needs a coast: say which";
                return "both coasts of " + space(order.dest) + " can be reached: say which";
            case Reason::CoastUnreachable:
                return "that coast of " + space(order.dest) + " cannot be reached from " + province(self());
            case Reason::SameSpace: return "a unit cannot move to the province it is in";
            case Reason::FleetConvoyed: return "only armies can be convoyed";
            case Reason::NoConvoyRoute: return "no fleets at sea could convoy it to " + space(order.dest);
            case Reason::SupportCannotReach:
                return "it could not move to " +
                       space(order.kind == OrderKind::SupportHold ? order.target : order.dest) +
                       " itself, so cannot support there";
            case Reason::SupportSelf: return "a unit cannot support itself";
            case Reason::SupportOwnSpace: return "a unit cannot support a move into its own province";
            case Reason::NoUnitToSupport: return "there is no unit in " + space(order.target) + " to support";
            case Reason::SupportedMoveImpossible: return "that move is impossible, so it cannot be supported";
            case Reason::ConvoyFromCoast: return "only a fleet at sea can convoy";
            case Reason::NoArmyToConvoy: return "there is no army in " + space(order.target) + " to convoy";
            case Reason::ConvoyNotOnRoute:
                return "this fleet is not needed on any convoy route to " + space(order.dest);
            case Reason::NotDislodged: return "that unit was not dislodged, so it does not retreat";
            case Reason::RetreatToAttacker: return "cannot retreat to where its attacker came from";
            case Reason::RetreatContested:
                return "cannot retreat to " + space(order.dest) + ": it was left empty by a stand-off";
            case Reason::RetreatOccupied: return "cannot retreat to " + space(order.dest) + ": it is occupied";
            case Reason::NoAdjustment:
                return power_name() + " has no " +
                       std::string(order.kind == OrderKind::Remove ? "removals" : "builds") + " this winter";
            case Reason::NotHomeCentre:  // where builds go anywhere, only a non-centre is refused so
                return space(order.unit) +
                       (map.builds_anywhere() ? " is not a supply centre" : " is not a home centre of " + power_name());
            case Reason::CentreNotOwned: return power_name() + " does not own " + space(order.unit);
            case Reason::CentreOccupied: return space(order.unit) + " is occupied";
            case Reason::FleetInland: return "a fleet cannot be built inland";
            case Reason::UnitTypeNeeded: return "say whether to build an army or a fleet";
            case Reason::Unordered: return "no order: holds";
            case Reason::NoRetreatOrder: return "no retreat order: disbanded";
            case Reason::BuildNotUsed: return "build not used: waived";
            case Reason::CivilDisorder:
                return "removed by the civil-disorder rule (" + std::to_string(o.strength) +
                       " moves from the nearest owned centre)";
            case Reason::OtherVariantOrder: {
                const Vocabulary* v = vocabulary_of(order.kind);
                return v ? "only in " + std::string(v->name()) : "not an order of this game";
            }
            default: break;
        }
        const Vocabulary* v = vocabulary_of(o.reason);
        return v ? v->describe(o, *this) : "";
    }
};

}  // namespace

std::string reason_text(const Outcome& o, const Order& order, const Position& before, const Map& map) {
    return Words{{order, before, map}}.text(o);
}

std::string describe(const Outcome& o, const Order& order, const Position& before, const Map& map) {
    const Words w{{order, before, map}};
    std::string s = w.text(o);
    if (o.result == Result::Illegal && o.reason != Reason::ConflictingOrders && order.kind != OrderKind::Build &&
        order.kind != OrderKind::Waive && before.phase.kind == PhaseKind::Movement)
        s = "illegal, ignored: " + s;
    const bool said = o.reason == Reason::Dislodged || o.reason == Reason::SupportDislodged ||
                      o.reason == Reason::ConvoyFleetDislodged;
    if (o.dislodged_by != kNone && !said)
        s += "; dislodged by " + w.unit(o.dislodged_by) + " from " + w.province(o.dislodged_by);
    if (o.destroyed) s += "; nowhere to retreat: destroyed";
    return s;
}

}  // namespace dip
