// An opponent's raids on our home centres (docs/BOTS.md, "Blunders"): plans the search gives an opponent it models
// besides Easy's draws, which seldom walk into a home centre left empty, so that our rollouts see what leaving one
// costs. Off by default (Budget::raids), until the arena shows it pays.
#pragma once

#include <vector>

#include "bot/board.h"

namespace dip::bot {

// In a Fall movement phase, up to `most` plans of `them`: each its `base` set (complete and legal) with one unit
// moved into a home centre `me` owns next to it, the rest of the set made sound (sound_orders.h). The homes our
// units have left come first (they change hands if nobody comes back), then the others, in province order. None in
// another phase, where a centre does not change hands.
std::vector<std::vector<Order>> raid_plans(const Board& board, Power them, Power me, const std::vector<Order>& base,
                                           int most);

}  // namespace dip::bot
