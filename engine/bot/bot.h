// Computer players (docs/BOTS.md): given the rules, a position, a power, a level and a seed, a complete set of
// legal orders for that power in any phase; and how a computer player votes on a draw or a concession.
// Deterministic: the same inputs give the same orders on every platform. Budgets are counted in iterations,
// never in time; plain C++ with no threads and no clock, so it runs in WebAssembly as it does natively.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "promises.h"
#include "relations.h"
#include "rules.h"
#include "tournament.h"

namespace dip::bot {

// A level by its number, which save strings, links and the think request carry. The levels there are, their
// names and how each thinks are the table of levels.h: a level is valid if and only if it is there.
enum class Level : std::uint8_t {
    Easy,    // our DumbBot: DumbBot's values and draws, a few milliseconds
    Normal,  // a search over Easy's own draws, scored by short Easy rollouts
    Hard,    // Normal with a larger budget
};
std::string_view to_string(Level level);                  // its name in the table ("easy"), or "unknown"
std::optional<Level> level_named(std::string_view name);  // the table's names, any case

// The orders of `power` for the phase `pos` is in: every unit ordered (a movement phase also gives Formal
// Diplomacy's power orders), every dislodged unit retreated or disbanded, the builds or removals due (a build
// with no place for it waived). Empty when the power has nothing to order. The phase and the power are mixed
// into `seed`, so one seed per game is enough. `relations` is what the game's moves so far say of friend and foe
// (relations_of the game; none: every power neutral, as at the start). `commitments`: what the deals in force bind
// each power to (promises.h, from the game's press): the orders keep this power's word unless breaking it is worth
// the level's break_gain (levels.h), and expect the others to keep theirs. A level not in the table gives no orders
// (no decoder lets one through).
std::vector<Order> choose_orders(const Rules& rules, const Position& pos, Power power, Level level, std::uint64_t seed,
                                 const Relations* relations = nullptr, const Commitments* commitments = nullptr);
// A level's break_gain as a search's threshold: never (a vast number) for a level that keeps every promise.
std::int64_t break_threshold(Level level);

// The seed of one decision: the game's seed mixed with the phase and the power.
std::uint64_t decision_seed(const Position& pos, Power power, std::uint64_t seed);

// A computer player's ballot on a proposal (the rule in docs/BOTS.md, "Votes"): a draw unless it is well
// placed to win alone, a concession only to a power about to win anyway (or to itself).
Ballot vote(const Rules& rules, const Position& pos, Power power, const VoteProposal& proposal);

}  // namespace dip::bot
