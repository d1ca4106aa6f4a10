// Adjudication of a movement phase: strengths, supports and cuts, head-to-head battles, beleaguered
// garrisons, self-dislodgement, circular movement, convoys and their disruption, and paradoxes (Szykman).
// Reads the position and orders only; writes the outcomes and the board after the moves (dislodged units,
// contested provinces). The rules (rules.h) then destroy dislodged units that cannot retreat and advance the phase.
#pragma once

#include <span>

#include "phase_result.h"

namespace dip {

void adjudicate_movement(const Map& map, const Position& pos, std::span<const Order> orders, PhaseResult& out);

}  // namespace dip
