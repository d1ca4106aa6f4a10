// A position: the phase, the units on the board, units waiting to retreat, and who owns each supply centre.
// Plain fixed-size data indexed by province, cheap to copy and compare; the map gives the ids meaning.
#pragma once

#include <array>

#include "map.h"
#include "types.h"

namespace dip {

struct Unit {
    UnitType type = UnitType::None;  // None: no unit here
    Power power = kNoPower;
    Loc loc = kNone;  // the province, or the coast a fleet stands on
    explicit operator bool() const { return type != UnitType::None; }
    friend bool operator==(const Unit&, const Unit&) = default;
};

// A unit dislodged in the movement phase just played, waiting for its retreat order.
struct DislodgedUnit {
    Unit unit;
    Province attacker_from = kNone;  // where the dislodging unit came from
    bool by_convoy = false;          // it came by convoy, so retreating to attacker_from is allowed (DATC 4.A.5)
    friend bool operator==(const DislodgedUnit&, const DislodgedUnit&) = default;
};

// State a variant keeps in the position beside the board (Formal Diplomacy's wars, spheres and points:
// formal/state.h): bytes only that variant reads, all zero in the standard game and wherever it keeps none.
struct VariantState {
    alignas(8) std::array<std::uint8_t, 192> bytes{};
    bool empty() const { return *this == VariantState{}; }
    friend bool operator==(const VariantState&, const VariantState&) = default;
};

struct Position {
    Phase phase;
    std::array<Unit, kMaxLocs> units{};               // by province
    std::array<DislodgedUnit, kMaxLocs> dislodged{};  // by province; retreat phases only
    SpaceSet contested;                               // provinces left empty by a stand-off; retreat phases only
    std::array<Power, kMaxLocs> owner;                // by province: owner of the supply centre, or kNoPower
    Power winner = kNoPower;                          // a power that reached the victory centres (Formal: the most
                                                      // victory points when the game ended); the game is over
    VariantState variant_state;                       // a variant's own state (Formal Diplomacy's); zero otherwise

    Position() { owner.fill(kNoPower); }
    friend bool operator==(const Position&, const Position&) = default;

    const Unit& unit_at(Province p) const { return units[p]; }
    int unit_count(Power pw) const;
    int centre_count(Power pw) const;
    // Every power's units and centres at once (by power, kMaxPowers long): one pass over the board.
    std::array<int, kMaxPowers> unit_counts() const;
    std::array<int, kMaxPowers> centre_counts() const;
    bool has_dislodged() const;
    SpaceSet occupied() const;  // provinces with a unit
    // A power is out of the game when it has neither units nor centres.
    bool eliminated(Power pw) const { return unit_count(pw) == 0 && centre_count(pw) == 0; }
};

// A table of dislodged units with none in it (to clear one with a copy).
const std::array<DislodgedUnit, kMaxLocs>& no_dislodged_units();

// The starting position of a map: its first phase (Spring 1901 on most boards), its start units, every home
// centre owned by its power.
Position start_position(const Map& map);

// Every power owns its home centres; other centres are neutral.
void set_home_owners(const Map& map, Position& pos);

}  // namespace dip
