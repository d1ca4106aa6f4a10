// Reads one order in standard notation ("A Par - Bur", "F Nth convoys A Lon to Bel", "Build F StP/nc").
// Case-insensitive; full names, abbreviations and alternates; unit types optional. It checks only the
// notation: whether the order can be carried out on the board is decided by the adjudicators.
#pragma once

#include <string>
#include <string_view>

#include "failure.h"
#include "map.h"
#include "order.h"

namespace dip {

// The phase kind settles what "-" and "D" mean: a move or a retreat; a disband or a removal. The order comes
// back with its power unset; a failure names the offending token ("unknown space "Xyz"") and gives its byte range
// in `text` (Failure::begin, end; no line).
Expected<Order> parse_order(std::string_view text, PhaseKind phase, const Map& map);

}  // namespace dip
