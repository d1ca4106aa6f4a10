// Retreat phases: where a dislodged unit may go, and adjudication of retreat and disband orders.
#pragma once

#include <optional>
#include <span>

#include "phase_result.h"

namespace dip {

// The locations a dislodged unit may retreat to: adjacent for its type and coast, not occupied, not the
// province its attacker came from (unless the attack came by convoy, DATC 4.A.5), not left empty by a
// stand-off (`contested`). Never by convoy.
SpaceSet retreat_options(const Map& map, const Position& after_moves, const DislodgedUnit& d);

// Checks a retreat-phase order on its own: the reason it is illegal, or nothing when legal. For a legal
// retreat, `dest` receives the location it goes to.
std::optional<Reason> check_retreat_order(const Map& map, const Position& pos, const Order& o, Loc* dest = nullptr);

// Two or more retreats to one province all fail; unordered or illegal retreats disband.
void adjudicate_retreats(const Map& map, const Position& pos, std::span<const Order> orders, PhaseResult& out);

}  // namespace dip
