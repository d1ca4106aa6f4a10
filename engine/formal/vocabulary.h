// Formal Diplomacy's orders and reasons (docs/RULES.md, "Formal Diplomacy"), in the slots the core keeps for
// a variant's vocabulary (vocabulary.h). Power orders name no unit (unit = kNone).
#pragma once

#include "core/vocabulary.h"

namespace dip::formal {

// Their slot numbers are in save strings: never renumber.
inline constexpr OrderKind DeclareWar = OrderKind::Variant0;  // Declare War On Germany (named_power: the enemy)
inline constexpr OrderKind Surrender = OrderKind::Variant1;   // Surrender
inline constexpr OrderKind Soi = OrderKind::Variant2;         // SOI Bel (dest: the province claimed)
inline constexpr OrderKind UndoSoi = OrderKind::Variant3;     // Undo SOI Bel (dest: the province given up)
// A Bur S France SOI Bel (unit: the supporter; dest; named_power: the claiming power, kNoPower when written
// "A Bur S SOI Bel": the supporter's own).
inline constexpr OrderKind SupportSoi = OrderKind::Variant4;

// `power` is the other power a reason names.
// Succeeds
inline constexpr Reason DeclaredWar = Reason::Variant0;         // now at war with `power`
inline constexpr Reason Surrendered = Reason::Variant1;         // every war of the power is over
inline constexpr Reason SphereClaimed = Reason::Variant2;       // the province is now its sphere; `strength`
inline constexpr Reason SphereUndone = Reason::Variant3;        // the sphere of influence is given up
inline constexpr Reason SphereSupportGiven = Reason::Variant4;  // a support of a claim that was not cut
// Fails
inline constexpr Reason ClaimBounced = Reason::Variant5;    // another claim (`power`) as strong or stronger
inline constexpr Reason ClaimMovedInto = Reason::Variant6;  // a unit (from `other`) moved into the province
// Void
inline constexpr Reason ClaimNotMatched = Reason::Variant7;  // the supported power made no such claim
// Illegal
inline constexpr Reason NotAtWar = Reason::Variant8;  // a move or retreat into a unit, centre or sphere of `power`
inline constexpr Reason AlreadyAtWar = Reason::Variant9;
inline constexpr Reason WarOnSelf = Reason::Variant10;
inline constexpr Reason NoWarToEnd = Reason::Variant11;  // surrender while at war with nobody
// Surrender while owning or occupying `other`, a home centre of `power`, an enemy.
inline constexpr Reason HoldsEnemyHomeCentre = Reason::Variant12;
inline constexpr Reason SoiNotCentre = Reason::Variant13;
inline constexpr Reason SoiCentreOwned = Reason::Variant14;
inline constexpr Reason SoiTaken = Reason::Variant15;
inline constexpr Reason SoiOccupied = Reason::Variant16;
inline constexpr Reason SoiNoUnitNear = Reason::Variant17;  // claim preconditions; `power` as named
inline constexpr Reason SoiNotYours = Reason::Variant18;    // undoing a sphere the power does not hold

const Vocabulary& vocabulary();

}  // namespace dip::formal
