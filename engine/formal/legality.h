// Which Formal Diplomacy orders are legal, and where units may go when powers are not at war (docs/RULES.md,
// "Formal Diplomacy"). Read-only checks of one position, used by the Formal adjudication and by the front end
// to offer only legal orders. The standard game never calls these.
#pragma once

#include <optional>

#include "formal/state.h"
#include "formal/vocabulary.h"
#include "outcome.h"
#include "position.h"

namespace dip {

// The power not at war with `mover` whose unit, supply centre or sphere of influence `dest` is (checked in
// that order), or kNoPower when `mover` may move there. A move or retreat there is illegal (formal::NotAtWar).
Power not_at_war_blocker(const Map& map, const Position& pos, Power mover, Province dest);

// Is a power order (DeclareWar, Surrender, Soi, UndoSoi) legal in this position, taken on its own? Nothing when
// legal, else the illegal outcome with its reason and the power it names.
std::optional<Outcome> check_power_order(const Map& map, const Position& pos, const Order& o);

// Is a support of a claim legal on its own: the power's own unit, able to move to the claimed province?
std::optional<Outcome> check_claim_support(const Map& map, const Position& pos, const Order& o);

// The power whose claim a SupportSoi order supports: the one it names, or the supporter's own.
inline Power claimant(const Order& o) { return o.named_power == kNoPower ? o.power : o.named_power; }

}  // namespace dip
