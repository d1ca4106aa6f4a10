// Small changes to a set of movement orders, for the search to try beyond Easy's own draws: one unit given
// another legal order (hold, a move to a neighbour, or support of a neighbour's hold or of one of the set's
// own moves), the supports of its old order re-pointed (sound_orders.h). The result is a complete, legal set;
// nothing here judges whether it is better.
#pragma once

#include <vector>

#include "bot/board.h"
#include "bot/random.h"

namespace dip::bot {

// `orders`: one power's complete movement orders in board.pos (Formal Diplomacy: the position after its own
// power orders, which are kept). Returns a copy with one unit's order changed, or `orders` itself when no unit
// has another order to give. `with_support`: half the changes that move a unit also have another of our units
// that can support the move do so.
std::vector<Order> mutate(const Board& board, const std::vector<Order>& orders, Random& rng, bool with_support = false);

}  // namespace dip::bot
