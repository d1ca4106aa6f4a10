// Names of results and reasons, and each outcome in plain words for players.
#include "outcome.h"

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
        case Reason::DeclaredWar: return "declared_war";
        case Reason::Surrendered: return "surrendered";
        case Reason::SphereClaimed: return "sphere_claimed";
        case Reason::SphereUndone: return "sphere_undone";
        case Reason::SphereSupportGiven: return "sphere_support_given";
        case Reason::ClaimBounced: return "claim_bounced";
        case Reason::ClaimMovedInto: return "claim_moved_into";
        case Reason::ClaimNotMatched: return "claim_not_matched";
        case Reason::FormalOnly: return "formal_only";
        case Reason::NotAtWar: return "not_at_war";
        case Reason::AlreadyAtWar: return "already_at_war";
        case Reason::WarOnSelf: return "war_on_self";
        case Reason::NoWarToEnd: return "no_war_to_end";
        case Reason::HoldsEnemyHomeCentre: return "holds_enemy_home_centre";
        case Reason::SoiNotCentre: return "soi_not_centre";
        case Reason::SoiCentreOwned: return "soi_centre_owned";
        case Reason::SoiTaken: return "soi_taken";
        case Reason::SoiOccupied: return "soi_occupied";
        case Reason::SoiNoUnitNear: return "soi_no_unit_near";
        case Reason::SoiNotYours: return "soi_not_yours";
    }
    return "unknown";
}

namespace {

struct Words {
    const Order& order;
    const Position& before;
    const Map& map;

    std::string space(Loc l) const { return l == kNone ? "?" : map.province(map.province_of(l)).name; }
    std::string province(Province p) const { return p == kNone ? "?" : map.province(p).name; }
    // "A Mun", naming the unit standing (or dislodged) in a province before the orders.
    std::string unit(Province p) const {
        if (p == kNone) return "?";
        const Unit& u = before.units[p] ? before.units[p] : before.dislodged[p].unit;
        if (!u) return "the unit in " + province(p);
        return std::string(to_string(u.type)) + " " + map.loc(u.loc).abbr;
    }
    std::string strengths(const Outcome& o) const {
        return " (" + std::to_string(o.strength) + " against " + std::to_string(o.opposing) + ")";
    }
    Province dest_province() const { return order.dest == kNone ? kNone : map.province_of(order.dest); }
    Province self() const { return order.unit == kNone ? kNone : map.province_of(order.unit); }
    std::string power_name() const { return name_of(order.power, "this power"); }
    std::string name_of(Power p, const char* none = "?") const {
        return p < map.power_count() ? map.power(p).name : none;
    }

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
                return space(order.unit) + (map.builds_anywhere() ? " is not a supply centre"
                                                                  : " is not a home centre of " + power_name());
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
            case Reason::DeclaredWar:
            case Reason::Surrendered:
            case Reason::SphereClaimed:
            case Reason::SphereUndone:
            case Reason::SphereSupportGiven:
            case Reason::ClaimBounced:
            case Reason::ClaimMovedInto:
            case Reason::ClaimNotMatched:
            case Reason::FormalOnly:
            case Reason::NotAtWar:
            case Reason::AlreadyAtWar:
            case Reason::WarOnSelf:
            case Reason::NoWarToEnd:
            case Reason::HoldsEnemyHomeCentre:
            case Reason::SoiNotCentre:
            case Reason::SoiCentreOwned:
            case Reason::SoiTaken:
            case Reason::SoiOccupied:
            case Reason::SoiNoUnitNear:
            case Reason::SoiNotYours: return formal_text(o);
        }
        return "";
    }

    // Formal Diplomacy's reasons.
    std::string formal_text(const Outcome& o) const {
        const std::string other = name_of(o.power), x = space(order.dest);
        switch (o.reason) {
            case Reason::DeclaredWar: return "declared war on " + other;
            case Reason::Surrendered: return "surrendered: every war of " + power_name() + " is over";
            case Reason::SphereClaimed:
                return "sphere of influence over " + x + " claimed with strength " + std::to_string(o.strength);
            case Reason::SphereUndone: return "gave up its sphere of influence over " + x;
            case Reason::SphereSupportGiven: return "support given to the claim on " + x;
            case Reason::ClaimBounced: return "claim bounced: " + other + " also claimed " + x + strengths(o);
            case Reason::ClaimMovedInto: return "claim failed: " + unit(o.other) + " moved into " + x;
            case Reason::ClaimNotMatched: return "void: " + other + " did not claim " + x;
            case Reason::FormalOnly: return "only in Formal Diplomacy";
            case Reason::NotAtWar:
                return "not at war with " + other + ": " +
                       (order.kind == OrderKind::Retreat ? "retreating" : "moving") + " into " + x + " is not allowed";
            case Reason::AlreadyAtWar: return "already at war with " + other;
            case Reason::WarOnSelf: return "a power cannot declare war on itself";
            case Reason::NoWarToEnd: return power_name() + " is at war with nobody, so there is nothing to surrender";
            case Reason::HoldsEnemyHomeCentre:
                return "cannot surrender while holding " + province(o.other) + ", a home centre of " + other +
                       ", with which it is at war";
            case Reason::SoiNotCentre: return x + " is not a supply centre, so it cannot be a sphere of influence";
            case Reason::SoiCentreOwned: return x + " is owned by " + other;
            case Reason::SoiTaken: return x + " is already in the sphere of influence of " + other;
            case Reason::SoiOccupied: return "a unit of " + other + " is in " + x;
            case Reason::SoiNoUnitNear: return power_name() + " has no unit in or next to " + x;
            case Reason::SoiNotYours: return x + " is not in the sphere of influence of " + power_name();
            default: return "";
        }
    }
};

}  // namespace

std::string describe(const Outcome& o, const Order& order, const Position& before, const Map& map) {
    const Words w{order, before, map};
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
