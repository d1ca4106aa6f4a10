// What the learned evaluation (evaluation.h) reads of a position for each power: a few counts any board has,
// chosen to say how many centres a power will hold a few years on. Integers, the same on every platform; the
// fitted weights that turn them into a value are data (learned_weights.h, made by scripts/fit-evaluation).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "bot/board.h"

namespace dip::bot {

enum Feature : std::uint8_t {
    kHeld,        // centres held: occupied by our unit, or ours and empty of others
    kThreatened,  // held centres another power can reach with more units than we can
    kOpenings,    // centres we do not hold where our reach is the strongest, alone
    kInReach,     // centres we do not hold that one of our units could enter
    kUnits,       // units on the board
    kHomesLost,   // our home centres held by another power
    kFronts,      // other powers whose units could enter a province ours could enter or stand on
    kFeatureCount
};

inline constexpr std::array<std::string_view, kFeatureCount> kFeatureNames = {
    "held", "threatened", "openings", "in-reach", "units", "homes-lost", "fronts"};

using Features = std::array<std::int32_t, kFeatureCount>;

// Every power's features, in the board's power order.
std::array<Features, kMaxPowers> features_of(const Board& board);

// Whether a power is still in the game: it holds or owns a centre, or has a unit. The others have no features
// worth fitting, and are worth nothing.
inline bool in_game(const Board& board, Power p) { return !board.units[p].empty() || board.centres[p] > 0; }

}  // namespace dip::bot
