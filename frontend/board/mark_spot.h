// Where a result mark (a failed order's cross) goes on its arrow: near the spot it is drawn at by default, but off
// the provinces' names, so that a crowded place still reads ("Bur" is not crossed out by a bounce into it).
#pragma once

#include <vector>

#include "map_layout.h"

namespace dip {

// On the segment a -> b, the first of t, t - 0.15, t + 0.15, t - 0.3, t + 0.3 (kept within 0.15..0.85) where a
// square mark of half-size `half` covers none of `names`; t itself when none is clear.
Point mark_spot(Point a, Point b, float t, float half, const std::vector<Box>& names);

}  // namespace dip
