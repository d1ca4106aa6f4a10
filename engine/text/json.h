// JSON for the command-line tool and the page's scripting API (docs/JSON.md). Writing only; no parsing.
#pragma once

#include <string>

#include "phase_result.h"
#include "rules.h"

namespace dip {

// {"phase", "units", "dislodged" (with "retreats"), "contested", "centers", "winner"}, and the fields the rules
// add (Formal Diplomacy: "wars", "spheres", "points").
std::string position_json(const Position& pos, const Rules& rules);

// {"phase", "orders": [{"power", "order", "result", "reason", "code", ...}], "next": position_json}
std::string phase_result_json(const Position& before, const PhaseResult& result, const Rules& rules);

// A string as a JSON string literal, quotes included.
std::string json_string(std::string_view s);

}  // namespace dip
