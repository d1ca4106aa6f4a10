// Winter adjustments: builds on vacant owned home centres, removals, waived builds, and the civil-disorder
// removal of units a power failed to remove (2023 rules: farthest from its nearest owned centre first).
#pragma once

#include <span>

#include "phase_result.h"

namespace dip {

// Builds (positive) or removals (negative) a power has to make: centres owned minus units.
int adjustment_due(const Position& pos, Power pw);

// Orders are taken in the order given; the first legal ones count (DATC 4.D.4 to 4.D.6).
void adjudicate_adjustments(const Map& map, const Position& pos, std::span<const Order> orders, PhaseResult& out);

// For each province, how many steps a unit there needs to reach the nearest centre owned by `pw`, moving
// through any land or sea as armies and fleets alike (2023 rules); 255 when it owns none.
std::array<std::uint8_t, kMaxLocs> distance_to_owned_centre(const Map& map, const Position& pos, Power pw);

}  // namespace dip
