// The mistakes a person watching the computer players notices (issue 45, item 6), counted over a game's movement
// phases for the arena (tools/arena.cpp, docs/BOTS.md "Blunders"):
// - an uncovered home: a home centre taken in a Fall by a unit that moved in from next door, when the power had a
//   unit in it or next to it that could have held it or moved in, and none stayed or went there;
// - an unsupported repeat: a move that bounced, ordered again by the same unit in the next movement phase without a
//   support of the power's own, when another of its units could have given one.
#pragma once

#include <vector>

#include "phase_result.h"
#include "rules.h"

namespace dip::bot {

// One movement phase as played: the position its orders were given in, and what came of them.
struct PlayedMovement {
    Position before;
    PhaseResult result;
};

struct Blunders {
    int uncovered_homes = 0;
    int unsupported_repeats = 0;
};

// `power`'s blunders over a game's movement phases, in the order played.
Blunders count_blunders(const Rules& rules, const std::vector<PlayedMovement>& movements, Power power);

}  // namespace dip::bot
