// A played phase told in words, most important first, as a player would tell it: "Italy dislodges Austria from
// Trieste, with support from Venice; Austria must retreat", "Germany and Russia bounce in Sweden", then the moves
// that went as ordered, power by power, and last the orders that did nothing. Supply centres that changed hands
// are told apart, one line per power. The results panel, the history and the page's screen-reader region show it.
#pragma once

#include <string>
#include <vector>

#include "map.h"
#include "phase_result.h"
#include "position.h"

namespace dip {

struct PhaseAccount {
    std::vector<std::string> events;   // sentences, most important first
    std::vector<std::string> centres;  // one per power whose centres changed: "France gains Belgium (5 centres)."
};

// The account of the phase played from `before` with these results. Provinces and powers are named in full, and
// only those the phase's orders, units and centres involve.
PhaseAccount tell_phase(const Position& before, const PhaseResult& result, const Map& map);

// The account in one paragraph: its events, then its centres.
std::string to_text(const PhaseAccount& account);

}  // namespace dip
