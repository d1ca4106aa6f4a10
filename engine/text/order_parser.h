// Reads one order in standard notation ("A Par - Bur", "F Nth convoys A Lon to Bel", "Build F StP/nc").
// Case-insensitive; full names, abbreviations and alternates; unit types optional. It checks only the
// notation: whether the order can be carried out on the board is decided by the adjudicators.
#pragma once

#include <string>
#include <string_view>

#include "map.h"
#include "order.h"

namespace dip {

struct ParseError {
    std::string message;  // names the offending token, e.g. unknown space "Xyz"
    int begin = 0;        // the offending token's byte range in the input
    int end = 0;
};

struct OrderParse {
    bool ok = false;
    Order order;       // when ok (its power is left unset)
    ParseError error;  // when not ok
};

// The phase kind settles what "-" and "D" mean: a move or a retreat; a disband or a removal.
OrderParse parse_order(std::string_view text, PhaseKind phase, const Map& map);

}  // namespace dip
