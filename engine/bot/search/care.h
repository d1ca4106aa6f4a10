// What a person counts against a set of orders before any rollout (docs/BOTS.md, "Blunders"): a home centre
// left empty in a Fall next to another power's unit, and an attack likely to bounce (on a standing unit, or where
// the same move bounced last phase) given no support when one of ours could give it. The rollouts weigh both only
// as far as the modelled powers seize the chance, which Easy's draws seldom do; the search takes these costs off
// our candidates' scores (Budget::open_home_cost and Budget::lone_attack_cost), so that a plan that risks them
// must win more than they cost.
#pragma once

#include <vector>

#include "bot/board.h"

namespace dip::bot {

// Home centres of `me`, owned by it, that `orders` (its complete movement orders) leave empty in a Fall while
// another power's unit stands next to them and could move in. None in another phase. With `threatened`, only the
// homes in it count (those some other power's likely orders walk into).
int open_homes(const Board& board, Power me, const std::vector<Order>& orders, const SpaceSet* threatened = nullptr);

// Moves of `orders` into a province where another power's unit stands, or that bounced there in the last
// movement phase (`played`, relations.h: none if null), that no unit of ours supports while another of ours
// could (one not moved in on by ours).
int lone_attacks(const Board& board, Power me, const std::vector<Order>& orders, const Relations* played = nullptr);

}  // namespace dip::bot
