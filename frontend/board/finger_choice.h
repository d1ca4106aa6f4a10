// A finger's tap among marks drawn close together: on a phone the whole board leaves some units less than a
// fingertip apart, so a tap between them could mean either. The tap is clear when the nearest mark within reach is
// clearly nearer than the next; otherwise the player is asked which one (the page's picker).
#pragma once

#include <utility>
#include <vector>

#include "map_geometry.h"

namespace dip {

inline constexpr float kFingertip = 22.0f;  // px: half of a fingertip's 44-px contact

// The provinces a tap at `tap` may mean, nearest first, when it is not clear which: every target whose point is
// within `reach`, provided there are two or more and the second is less than twice as far as the first. Empty
// when the tap is clear (take the province under it).
std::vector<Province> finger_choices(const std::vector<std::pair<Province, Point>>& targets, Point tap,
                                     float reach = kFingertip);

}  // namespace dip
