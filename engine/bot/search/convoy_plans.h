// Plans that carry an army by sea: the search's candidates besides Easy's draws (docs/BOTS.md, "Convoys"),
// since DumbBot never convoys. A plan is a power's whole set of movement orders: one army moved by convoy
// through a chain of the power's own fleets at sea, each fleet of the chain convoying it, the rest of the set
// as in the base set with its supports re-pointed (sound_orders.h).
#pragma once

#include <vector>

#include "bot/board.h"

namespace dip::bot {

// Up to `most` plans, one per army and destination, the shorter chain first. Destinations are supply centres
// the power does not own, that the army could not reach by land, that none of the power's units holds or enters
// in `base`, and that the rules let it enter (other coasts were tried: offered too, they cost France a tenth of
// its score in France vs Austria, docs/BOTS.md). `base` is one power's complete,
// legal movement orders in board.pos. Every plan is legal and complete.
// `supported`: offer the plans whose landing one of our units supports as well.
std::vector<std::vector<Order>> convoy_plans(const Board& board, Power me, const std::vector<Order>& base, int most,
                                             bool supported = true);

}  // namespace dip::bot
