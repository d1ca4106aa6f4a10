// A Formal Diplomacy movement phase (docs/RULES.md, "Formal Diplomacy"): surrenders, declarations of war and
// spheres given up take effect first; moves into powers not at war become illegal; the standard adjudicator
// then resolves every move unchanged; claims on spheres of influence are resolved after the moves.
#pragma once

#include <span>

#include "phase_result.h"

namespace dip {

// Like adjudicate_movement; the rules destroy trapped units and advance the phase (FormalRules).
void adjudicate_formal_movement(const Map& map, const Position& pos, std::span<const Order> orders, PhaseResult& out);

// The position once the orders that take effect at the start of a movement phase have: surrenders, then
// declarations of war, then spheres given up. Moves are checked in it.
Position formal_start_of_phase(const Map& map, const Position& pos, std::span<const Order> orders);

// A sphere of influence is lost, and its holder loses a point, when a unit of another power stands in it.
void lose_occupied_spheres(const Map& map, Position& next);

}  // namespace dip
