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

    OtherVariantOrder,  // an order of a variant's vocabulary in a game of another variant (illegal)

    // Slots for a variant's own reasons (vocabulary.h; Formal Diplomacy's are in formal/vocabulary.h).
    Variant0,
    Variant1,
    Variant2,
    Variant3,
    Variant4,
    Variant5,
    Variant6,
    Variant7,
    Variant8,
    Variant9,
    Variant10,
    Variant11,
    Variant12,
    Variant13,
    Variant14,
    Variant15,
    Variant16,
    Variant17,
    Variant18,
    Variant19,
    Variant20,
    Variant21,
    Variant22,
    Variant23,
};

struct Outcome {
    Result result = Result::Succeeds;
    Reason reason = Reason::Held;
    Province other = kNone;         // the province of the unit the reason names
    std::uint8_t strength = 0;      // Bounced: this move's strength; CivilDisorder: distance
    std::uint8_t opposing = 0;      // Bounced: the strength that stopped it
    Province dislodged_by = kNone;  // this unit was dislodged by the unit that came from here
    bool destroyed = false;         // dislodged with no retreat open: removed at once
    Power power = kNoPower;         // a variant's reason: the other power it names
    friend bool operator==(const Outcome&, const Outcome&) = default;
};

std::string_view to_string(Result r);  // "succeeds", "fails", "void", "illegal"
std::string_view code(Reason r);       // a stable snake_case code: "bounced", "support_cut", ...

// One sentence in plain words, e.g. "bounced: A Mun from Mun also moved to Bur with strength 1 against 1".
// `before` is the position the orders were given in.
std::string describe(const Outcome& o, const Order& order, const Position& before, const Map& map);
// The reason alone, for a player writing the order: "Munich cannot be reached from Paris".
std::string reason_text(const Outcome& o, const Order& order, const Position& before, const Map& map);

}  // namespace dip
