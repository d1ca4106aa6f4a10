// How good a position is for each power, as the search scores the end of a rollout: the sum-of-squares share of
// centres (a solo scores everything), where each power's centres are counted as they will probably stand:
// a centre occupied counts for the occupier, and threats (centres an enemy can take, centres we can take
// unopposed) count a part. Integers: 1'000'000 is the whole game.
#pragma once

#include <array>
#include <cstdint>

#include "board.h"

namespace dip::bot {

inline constexpr std::int64_t kWholeGame = 1'000'000;

using Scores = std::array<std::int64_t, kMaxPowers>;  // by power, in kWholeGame parts

Scores evaluate(const Rules& rules, const Position& pos);

}  // namespace dip::bot
