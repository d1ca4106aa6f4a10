// The legal orders a unit (or a power, in adjustments) may be given in a position: what the front end offers
// when a unit is clicked, and what random games for tests and benchmarks choose from.
#pragma once

#include <cstdint>
#include <vector>

#include "order.h"
#include "position.h"

namespace dip {

// Movement phase: hold, every legal move (over land, along the coast, or by convoy), every legal support
// and convoy for the unit in `province`.
std::vector<Order> movement_options(const Map& map, const Position& pos, Province province);

// Retreat phase: every allowed retreat of the dislodged unit in `province`, and its disband.
std::vector<Order> retreat_options_for(const Map& map, const Position& pos, Province province);

// Adjustment phase: every legal build (army, fleet, each coast) or removal for `power`, and a waive.
std::vector<Order> adjustment_options(const Map& map, const Position& pos, Power power);

// A plausible random set of orders for every power in any phase: most units move or hold, some support a
// move or hold that another unit was given, fleets sometimes convoy. Deterministic for a given seed state.
std::vector<Order> random_orders(const Map& map, const Position& pos, std::uint64_t& seed);

}  // namespace dip
