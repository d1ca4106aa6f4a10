// A power's movement orders made to agree with themselves: every support or convoy of one of its own units
// matches what that unit was ordered to do. A set changed one order at a time (mutation.h) leaves supports of
// an order that is no longer given; a person would re-point them, or give the unit something else to do.
#pragma once

#include <vector>

#include "bot/board.h"

namespace dip::bot {

// For each support or convoy of one of the set's own units that does not match that unit's order: a support
// is re-pointed to the unit's new order when it can reach (support of its move, or of its staying), else the
// supporter holds; a convoy whose army does not move by it holds. Orders of other kinds, and supports of other
// powers' units, are kept. `orders` are one power's movement orders, legal in board.pos.
void make_sound(const Board& board, std::vector<Order>& orders);

// Whether a support or convoy in the set names one of its own units and does not match its order: what
// make_sound leaves none of (the tests and the arena count them).
bool is_void_own_support(const Map& map, const std::vector<Order>& orders, const Order& o);

}  // namespace dip::bot
