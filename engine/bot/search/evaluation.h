// How good a position is for each power, as the search scores the end of a rollout: the sum-of-squares share of
// each power's strength (a solo scores everything). Two judges of strength:
// - hand-made: centres as they will probably stand: a centre occupied counts for the occupier, and threats
//   (centres an enemy can take, centres we can take unopposed) count a part;
// - learned: the centres a power is expected to hold a few years on, a weighted sum of its features
//   (features.h) whose weights were fitted to bot-against-bot games (learned_weights.h, scripts/fit-evaluation).
//   The sum has no constant term: one added to every living power would flatten the shares of squares.
// Integers: 1'000'000 is the whole game.
#pragma once

#include <array>
#include <cstdint>

#include "bot/board.h"

namespace dip::bot {

inline constexpr std::int64_t kWholeGame = 1'000'000;

using Scores = std::array<std::int64_t, kMaxPowers>;  // by power, in kWholeGame parts

enum class Judge : std::uint8_t { HandMade, Learned };

Scores evaluate(const Rules& rules, const Position& pos, Judge judge = Judge::HandMade);

// The learned judge's strengths: each power's expected centres a few years on, in thousandths of a centre, never
// below 0; 0 for a power with neither a centre nor a unit.
std::array<std::int64_t, kMaxPowers> expected_centres(const Board& board);

}  // namespace dip::bot
