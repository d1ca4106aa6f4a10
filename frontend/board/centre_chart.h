// The supply-centre count of every power, year by year: the data of the centre chart (drawn by the score
// window). Plain C++, tested natively.
#pragma once

#include <array>
#include <vector>

#include "game.h"

namespace dip {

struct CentreYear {
    int year = 0;  // the counts after this year's Fall; the start is year - 1
    std::array<int, kMaxPowers> centres{};
};

// The counts at the start, then after each Fall played (edits in the sandbox count where they are). The
// last entry is the present when the present is after a Fall. With `phases`, only the first that many played
// phases count: the chart as it stood when a film of the game reached that point.
std::vector<CentreYear> centre_history(const Game& game, const Map& map,
                                       std::size_t phases = static_cast<std::size_t>(-1));

}  // namespace dip
