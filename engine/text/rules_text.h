// The "rules:" line of the position format (docs/POSITION_FORMAT.md): the variant a position is played in, by
// its id in the catalogue (docs/VARIANTS.md), and the game's settings.
#pragma once

#include <string>
#include <string_view>

#include "failure.h"
#include "rules.h"

namespace dip {

// "formal, max turns 20" (the value of a "rules:" line); "standard" for the default settings.
std::string rules_text(const RuleSettings& rules);
// Reads a variant's id ("standard", "formal", "chaos"...), then optional ", max turns N", ", end year Y",
// ", victory centres N", ", no solo".
Expected<RuleSettings> parse_rules(std::string_view text);

}  // namespace dip
