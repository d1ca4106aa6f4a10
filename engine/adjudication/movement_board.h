// The read-only view of a movement phase that the resolver works on: for every unit, the order it actually
// carries out (after illegal, conflicting and unmatched orders are set aside), indexed by province.
#pragma once

#include <array>

#include "position.h"

namespace dip {

// What a unit does this phase, once its orders are checked and matched.
enum class Action : std::uint8_t {
    None,  // no unit here
    Hold,  // holds: ordered to, unordered, illegal order, or a support/convoy that matched nothing
    Move,
    Support,  // a support that matches the supported unit's order
    Convoy,   // a convoy that matches the army's move
};

struct MovementBoard {
    const Map* map = nullptr;
    const Position* pos = nullptr;
    std::array<Action, kMaxLocs> action{};
    std::array<Province, kMaxLocs> dest{};          // Move: destination province
    std::array<Loc, kMaxLocs> dest_loc{};           // Move: destination location (with the coast)
    std::array<bool, kMaxLocs> by_convoy{};         // Move: goes by convoy (DATC 4.A.3, no land fallback)
    std::array<Province, kMaxLocs> support_into{};  // Support of a move: the province the move goes to
    std::array<SpaceSet, kMaxLocs> supporters{};    // units whose matching support this unit's order receives
    std::array<SpaceSet, kMaxLocs> convoyers{};     // Move by convoy: fleets whose convoy orders match it
    std::array<SpaceSet, kMaxLocs> attackers{};     // units moving into this province
    std::array<Province, kMaxLocs> head_to_head{};  // Move: the unit moving the opposite way over land, or kNone
    SpaceSet active;                                // units that move, support or convoy (the decisions to settle)

    Power power(Province p) const { return pos->units[p].power; }
};

}  // namespace dip
