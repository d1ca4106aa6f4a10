// The examples the learned evaluation is fitted to (scripts/fit-evaluation): for each movement phase of a game
// played to its end, each living power's features (features.h) and the centres it owned a few years later.
// A row as text is "SEED YEAR SEASON POWER F1 .. Fn TARGET", numbers separated by spaces, one row to a line.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bot/search/features.h"
#include "match.h"

namespace dip::bot {

inline constexpr int kFitYearsAhead = 3;  // a row's target: centres owned this many years after it

struct FitRow {
    int seed = 0;  // the game's seed (games of one seed share their start: the fit splits its examples by seed)
    Phase phase;
    Power power = kNoPower;
    Features features{};
    int target = 0;  // centres owned kFitYearsAhead years later (or at a solo, if sooner)
};

// The rows of a game played with keep_movements. A movement phase whose target lies after the game's last
// position gives none, unless the game ended in a solo (the solo's position is the target then).
std::vector<FitRow> fit_rows(const Rules& rules, const MatchResult& match, int seed);

std::string to_text(const FitRow& row);
std::optional<FitRow> fit_row_from_text(std::string_view line);  // none: not a row

}  // namespace dip::bot
