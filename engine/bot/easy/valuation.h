// DumbBot's valuation (D. Norman, 2003, as described in our words in docs/BOTS.md): for one power, a value for
// every place a unit could stand, from the centres it could attack or must defend, spread over the map so that
// far centres still pull units toward them. Integers only, so every platform agrees. No choices are made here.
#pragma once

#include <array>
#include <cstdint>

#include "bot/board.h"

namespace dip::bot {

struct Values {
    std::array<std::int64_t, kMaxLocs> army{};   // by location: the value of an army standing there
    std::array<std::int64_t, kMaxLocs> fleet{};  // by location (a coast of a split province): of a fleet there
    std::int64_t of(UnitType t, Loc l) const { return t == UnitType::Fleet ? fleet[l] : army[l]; }
};

// Values for moves and retreats in this season (Spring or Fall weights), or, for Season::Winter, for builds
// and removals.
Values destination_values(const Board& board, Power me, Season season);

}  // namespace dip::bot
