// Easy: our DumbBot (docs/BOTS.md, "Easy"). For one power in one phase: moves drawn from DumbBot's values with
// its coordination rules, retreats and disbands, builds and removals. Each function gives a complete set of
// legal orders for the phase it is made for; chance comes only from `rng`. `sharpness` is the draw's (draw.h):
// the search draws wider candidates, and takes every best option (kGreedy) as one of them.
#pragma once

#include <vector>

#include "bot/board.h"
#include "draw.h"
#include "bot/random.h"

namespace dip::bot {

// Movement: the units' orders only, legal in board.pos (for Formal Diplomacy the position after the power's
// own declarations of war; see formal_policy.h).
std::vector<Order> easy_moves(const Board& board, Power me, Random& rng, int sharpness = kDumbBotSharpness);
// Retreats: a retreat or a disband for each dislodged unit of the power, never two into one province.
std::vector<Order> easy_retreats(const Board& board, Power me, Random& rng, int sharpness = kDumbBotSharpness);
// Adjustments: the builds due (then waives for builds it cannot place), or the removals due.
std::vector<Order> easy_adjustments(const Board& board, Power me, Random& rng, int sharpness = kDumbBotSharpness);

// Easy's whole answer for one power in any phase, Formal Diplomacy's power orders included.
std::vector<Order> easy_orders(const Rules& rules, const Position& pos, Power me, Random& rng,
                               int sharpness = kDumbBotSharpness);
// The same on a board already worked out for the position.
std::vector<Order> easy_orders(const Board& board, Power me, Random& rng, int sharpness = kDumbBotSharpness);
// Easy's orders for every power at once (the board is worked out once): what rollouts play.
std::vector<Order> easy_orders_all(const Rules& rules, const Position& pos, Random& rng,
                                   const Relations* relations = nullptr);

}  // namespace dip::bot
