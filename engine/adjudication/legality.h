// Which orders could ever be carried out in a position, whatever the other orders are (DATC 4.E.1: illegal
// orders are ignored and the unit holds). Also answers what a move means on the board: which coast, and
// whether it must go by convoy. Used by the adjudicators and by the front end to offer only legal orders.
#pragma once

#include <optional>

#include "order.h"
#include "outcome.h"
#include "position.h"

namespace dip {

// Where a unit standing on `from` ends up when ordered to `written` (a province, or a coast as written):
// the location, or why it cannot go there. Armies ignore coasts (DATC 4.B.6). Fleets need a coast only when
// two are reachable (4.B.1, 4.B.2) and may not name a coast they cannot reach (4.B.3). Convoys not considered.
struct Destination {
    Loc loc = kNone;
    Reason illegal = Reason::Moved;  // meaningful when loc == kNone
};
Destination step_destination(const Map& map, UnitType type, Loc from, Loc written);

// Can this unit support into province `to` (it could move there itself, by land or along a coast)?
bool can_support_into(const Map& map, UnitType type, Loc from, Province to);

// Fleets that could carry a convoy: every fleet on a sea province (or a coast the board lets convoy,
// Map::convoy_spaces).
SpaceSet fleets_at_sea(const Map& map, const Position& pos);

// Checks a movement-phase order on its own. Returns the reason it is illegal, or nothing when legal.
// For a legal move, `dest` receives the destination location and `needs_convoy` whether it can only go by
// convoy (not adjacent, or "via convoy").
// `fleets` may pass fleets_at_sea(map, pos) when checking many orders of one position.
std::optional<Reason> check_movement_order(const Map& map, const Position& pos, const Order& o, Loc* dest = nullptr,
                                           bool* needs_convoy = nullptr, const SpaceSet* fleets = nullptr);

}  // namespace dip
