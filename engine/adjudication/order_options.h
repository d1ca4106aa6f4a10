// Lists of legal orders: the standard game's orders of a unit in a movement phase (which Rules::unit_orders
// gives), and random sets of legal orders for whole phases, for tests, benchmarks and computer players' play.
#pragma once

#include <cstdint>
#include <vector>

#include "order.h"
#include "position.h"
#include "rules.h"

namespace dip {

// Movement phase, the standard game: hold, every legal move (over land, along the coast, or by convoy), every
// legal support and convoy for the unit in `province`; each once.
std::vector<Order> movement_orders(const Map& map, const Position& pos, Province province);

// A plausible random set of legal orders for every power in any phase, by `rules`: most units move or hold,
// some support a move or hold that another unit was given, fleets sometimes convoy; now and then a power gives
// one of the rules' power orders (Formal Diplomacy's declarations...). Deterministic for a given seed state.
std::vector<Order> random_orders(const Rules& rules, const Position& pos, std::uint64_t& seed);

}  // namespace dip
