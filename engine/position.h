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

// Formal Diplomacy is played by at most this many powers (the standard board's seven): its state is sized so.
inline constexpr int kMaxFormalPowers = 16;

// The state Formal Diplomacy adds (docs/RULES.md, "Formal Diplomacy"): wars, spheres of influence and
// victory points. All default in the standard game, where nothing reads or changes it.
struct FormalState {
    std::array<std::uint16_t, kMaxFormalPowers> wars{};   // by power: bit q set while at war with power q (mutual)
    std::array<Power, kMaxLocs> sphere;                   // by province: whose sphere of influence it is, or kNoPower
    std::array<std::int16_t, kMaxFormalPowers> points{};  // victory points by power, from 0

    FormalState() { sphere.fill(kNoPower); }
    friend bool operator==(const FormalState&, const FormalState&) = default;

    bool at_war(Power a, Power b) const { return a < kMaxFormalPowers && b < kMaxFormalPowers && ((wars[a] >> b) & 1); }
    bool at_war_with_anyone(Power a) const { return a < kMaxFormalPowers && wars[a] != 0; }
    void set_war(Power a, Power b, bool on);  // both ways: a war is mutual
    bool is_default() const { return *this == FormalState(); }
};

struct Position {
    Phase phase;
    std::array<Unit, kMaxLocs> units{};               // by province
    std::array<DislodgedUnit, kMaxLocs> dislodged{};  // by province; retreat phases only
    SpaceSet contested;                               // provinces left empty by a stand-off; retreat phases only
    std::array<Power, kMaxLocs> owner;                // by province: owner of the supply centre, or kNoPower
    Power winner = kNoPower;                          // a power that reached the victory centres (Formal: the most
                                                      // victory points when the game ended); the game is over
    FormalState formal;                               // Formal Diplomacy only; default otherwise

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
