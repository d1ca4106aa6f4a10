// The Zobrist hash the Python `diplomacy` package keeps in each phase's state ("zobrist_hash"), computed as its
// Game._build_hash_table and update_hash do: tables of random numbers drawn from Python's random module (a
// Mersenne Twister seeded from the map's supply centres), XORed for every unit, dislodged unit, owned centre
// and home centre. Their is_valid_saved_game compares it, so an exported game carries the real value.
#pragma once

#include <cstdint>

#include "position.h"

namespace dip {

// The hash of `pos` on `map` (a board their package has: its location names are theirs), with each power's
// home centres as the map gives them.
std::uint64_t diplomacy_zobrist_hash(const Position& pos, const Map& map);

}  // namespace dip
