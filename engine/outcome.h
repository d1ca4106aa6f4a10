// The typed outcome of one order: whether it worked, and the exact reason, with the units and strengths the
// reason refers to. Tests, the results panel and the rules guide all read these; describe() words them.
#pragma once

#include <string>
#include <string_view>

#include "order.h"
#include "position.h"

namespace dip {

enum class Result : std::uint8_t {
    Succeeds,  // the order did what it said
    Fails,     // a legal order that did not work (bounced, cut, disrupted, dislodged, too many builds)
    Void,      // a legal support or convoy that matched no order: it had no effect
    Illegal,   // an order that could never be carried out here; ignored, the unit holds (DATC 4.E.1)
};

enum class Reason : std::uint8_t {
    // Succeeds
    Moved,
    Held,
    SupportGiven,
    Convoyed,
    Retreated,
    Disbanded,
    Built,
    Removed,
    Waived,
    // Fails
    Bounced,           // move stopped: `other` is the unit whose strength stopped it; strength vs opposing
    HeadToHead,        // move stopped by the unit moving the opposite way (`other`); strength vs opposing
    OwnUnitInTheWay,   // move onto a unit of the same power that stays (no self-dislodgement)
    NoConvoy,          // move by convoy, but no chain of matching convoy orders
    ConvoyDisrupted,   // move by convoy whose convoying fleets failed (dislodged, or the paradox rule)
    Dislodged,         // a hold whose unit was dislodged
    SupportCut,        // `other` moved against the supporting unit
    SupportDislodged,  // the supporting unit was dislodged (by `other`)
    ConvoyFleetDislodged,
    ConvoyParadox,   // Szykman rule: the convoy is treated as a hold (DATC 4.A.2)
    RetreatBounced,  // another unit (`other`) retreated to the same province: both disband
    NoBuildsLeft,    // more builds than centres allow (DATC 4.D.4)
    NoRemovalsLeft,  // more removals than required (DATC 4.D.6)
    AlreadyUsed,     // a build on a space an earlier build took, or a unit already removed (DATC 4.D.5)
    // Void
    SupportNotMatched,  // the supported unit (`other`) did something else
    ConvoyNotMatched,   // the army (`other`) was not ordered to move by this convoy
    // Illegal
    NoUnit,
    NotYourUnit,
    ConflictingOrders,
    WrongPhase,
    NotAdjacent,
    ArmyToSea,
    FleetToLand,
    CoastNeeded,
    CoastUnreachable,
    SameSpace,
    FleetConvoyed,
    NoConvoyRoute,
    SupportCannotReach,
    SupportSelf,
    SupportOwnSpace,
    NoUnitToSupport,
    SupportedMoveImpossible,
    ConvoyFromCoast,
    NoArmyToConvoy,
    ConvoyNotOnRoute,
    NotDislodged,
    RetreatToAttacker,
    RetreatContested,
    RetreatOccupied,
    NoAdjustment,
    NotHomeCentre,
    CentreNotOwned,
    CentreOccupied,
    FleetInland,
    UnitTypeNeeded,
    // Outcomes of units that had no (legal) order
    Unordered,       // held because it had no legal order
    NoRetreatOrder,  // dislodged unit without a retreat order: disbanded
    BuildNotUsed,    // a build neither ordered nor waived: waived
    CivilDisorder,   // removed by the civil-disorder rule; `strength` is its distance to the nearest centre

    // Formal Diplomacy (docs/RULES.md). `power` is the other power the reason names.
    // Succeeds
    DeclaredWar,         // now at war with `power`
    Surrendered,         // every war of the power is over
    SphereClaimed,       // the province is now its sphere of influence; `strength` of the claim
    SphereUndone,        // the sphere of influence is given up
    SphereSupportGiven,  // a support of a claim that was not cut
    // Fails
    ClaimBounced,    // another claim (`power`) was as strong or stronger; strength vs opposing
    ClaimMovedInto,  // a unit (from `other`) moved into the province, which defeats every claim
    // Void
    ClaimNotMatched,  // the supported power (`power`) made no legal claim on that province
    // Illegal
    FormalOnly,  // a Formal Diplomacy order in the standard game
    NotAtWar,    // a move or retreat into a unit, centre or sphere of `power`, not at war with it
    AlreadyAtWar,
    WarOnSelf,
    NoWarToEnd,            // surrender while at war with nobody
    HoldsEnemyHomeCentre,  // surrender while owning or occupying `other`, a home centre of `power`, an enemy
    SoiNotCentre,
    SoiCentreOwned,
    SoiTaken,
    SoiOccupied,
    SoiNoUnitNear,  // claim preconditions; `power` as named
    SoiNotYours,    // undoing a sphere the power does not hold
};

struct Outcome {
    Result result = Result::Succeeds;
    Reason reason = Reason::Held;
    Province other = kNone;         // the province of the unit the reason names
    std::uint8_t strength = 0;      // Bounced: this move's strength; CivilDisorder: distance
    std::uint8_t opposing = 0;      // Bounced: the strength that stopped it
    Province dislodged_by = kNone;  // this unit was dislodged by the unit that came from here
    bool destroyed = false;         // dislodged with no retreat open: removed at once
    Power power = kNoPower;         // Formal Diplomacy: the other power the reason names
    friend bool operator==(const Outcome&, const Outcome&) = default;
};

std::string_view to_string(Result r);  // "succeeds", "fails", "void", "illegal"
std::string_view code(Reason r);       // a stable snake_case code: "bounced", "support_cut", ...

// One sentence in plain words, e.g. "bounced: A Mun from Mun also moved to Bur with strength 1 against 1".
// `before` is the position the orders were given in.
std::string describe(const Outcome& o, const Order& order, const Position& before, const Map& map);

}  // namespace dip
