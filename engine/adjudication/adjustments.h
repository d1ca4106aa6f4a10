// Winter adjustments: builds on vacant owned home centres, removals, waived builds, and the civil-disorder
// removal of units a power failed to remove (2023 rules: farthest from its nearest owned centre first).
#pragma once

#include <optional>
#include <span>

#include "phase_result.h"

namespace dip {

// Builds (positive) or removals (negative) a power has to make: centres owned minus units.
int adjustment_due(const Position& pos, Power pw);

// Checks an adjustment order on its own (not against the power's other orders): the reason it is illegal, or
// nothing when legal. For a legal build, `built` receives the unit it makes (its type read as DATC 4.C.3 says).
std::optional<Reason> check_adjustment_order(const Map& map, const Position& pos, const Order& o,
                                             Unit* built = nullptr);

// Orders are taken in the order given; the first legal ones count (DATC 4.D.4 to 4.D.6).
void adjudicate_adjustments(const Map& map, const Position& pos, std::span<const Order> orders, PhaseResult& out);

// For each province, how many steps a unit there needs to reach the nearest centre owned by `pw`, moving
// through any land or sea as armies and fleets alike (2023 rules); 255 when it owns none.
std::array<std::uint8_t, kMaxLocs> distance_to_owned_centre(const Map& map, const Position& pos, Power pw);

}  // namespace dip
