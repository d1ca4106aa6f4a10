// What a position offers each power, worked out once and shared by every computer player deciding in it:
// each power's units and centres, DumbBot's power sizes, and how many units of each power could enter each
// province next move (DumbBot's strength and competition). Read-only; knows nothing of levels or choices.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "graph.h"
#include "relations.h"
#include "rules.h"

namespace dip::bot {

// DumbBot's size of a power with x supply centres: x^2 + 4x + 16.
inline std::int64_t power_size(int x) { return std::int64_t{x} * x + 4 * x + 16; }

struct Board {
    // `relations`, if given, must outlive the board: how each power sees the others (none: all neutral).
    Board(const Rules& rules, const Position& pos, const Relations* relations = nullptr);
    // The board keeps a reference to the position: a temporary one would dangle.
    Board(const Rules& rules, Position&& pos, const Relations* relations = nullptr) = delete;

    const Rules& rules;
    const Map& map;
    const Position& pos;
    const Relations* relations = nullptr;
    int powers = 0;                           // powers on the map
    std::array<SpaceSet, kMaxPowers> closed;  // by power: provinces the rules close to it (Rules::closed_to)
    std::array<int, kMaxPowers> centres{};    // centres owned, by power
    int neutral_centres = 0;                  // centres owned by nobody
    std::array<std::vector<Province>, kMaxPowers> units;  // provinces of each power's units, in id order
    std::array<SpaceSet, kMaxLocs> enters;                // by province of a unit: the provinces it could move into
    // reach[power][province]: the power's units that could move into the province, plus one standing there.
    std::array<std::array<std::uint8_t, kMaxLocs>, kMaxPowers> reach{};
    std::shared_ptr<const Graph> graph;  // the places units stand on, and their neighbours
    // By province: the strongest reach of any power and whose it is (the first such power), and the strongest
    // reach of any other power, for competition in one step.
    std::array<std::uint8_t, kMaxLocs> top_reach{}, second_reach{};
    std::array<Power, kMaxLocs> top_power{};

    // The strongest reach of any power but `me` into the province: DumbBot's competition.
    int competition(Power me, Province p) const { return top_power[p] == me ? second_reach[p] : top_reach[p]; }
    // The size of the owner of a centre, the neutral centres counting as one power (the 2003 valuation).
    std::int64_t owner_size(Province p) const;
    // Who holds a province as the evaluations count it: the power whose unit stands there, else its owner.
    Power holder(Province p) const { return pos.units[p] ? pos.units[p].power : pos.owner[p]; }
    // May `me` attack into this province: the rules do not close it to `me` (in Formal Diplomacy, a unit,
    // centre or sphere of a power it is at peace with is closed; the standard game closes nothing).
    bool may_enter(Power me, Province p) const { return !closed[me].contains(p); }
    Stance stance(Power me, Power them) const { return relations ? relations->stance(me, them) : Stance::Neutral; }
};

}  // namespace dip::bot
