// A board's result at the time limit made up from a seed: the 34 centres shared out at random, nobody with a solo's
// 18, a power with none out in 1906. For tests of whole events (engine and front end).
#pragma once

#include <algorithm>
#include <cstdint>

#include "board_result.h"
#include "seeded_random.h"

namespace dip::test {

inline BoardResult made_up_result(std::uint64_t seed) {
    SeededRandom random(seed);
    BoardResult result;
    do {
        result.centres = {};
        for (int c = 0; c < 34; ++c) ++result.centres[random.below(7)];
    } while (*std::max_element(result.centres.begin(), result.centres.begin() + 7) >= 18);
    for (int pw = 0; pw < 7; ++pw) result.eliminated_in[pw] = result.centres[pw] == 0 ? 1906 : 0;
    result.year = 1907;
    result.end.kind = EndKind::TimeLimit;
    return result;
}

}  // namespace dip::test
