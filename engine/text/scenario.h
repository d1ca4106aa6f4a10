// A scenario: one or more phases in the position format, separated by "---" lines, with expected results
// ("=> result" on order lines, "expect:" sections). The DATC tests, `dip check` and the rules guide all run
// scenarios through this one piece of code.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "position_text.h"
#include "rules.h"

namespace dip {

struct ScenarioStep {
    int first_line = 0;  // where the block starts in the text
    RuleSettings rules;  // the rules it was played by (a "rules:" line, else the caller's)
    Position before;     // the position the orders were given in
    std::vector<OrderLine> orders;
    PhaseResult result;
    std::vector<std::string> mismatches;  // every expectation that did not hold, in words
};

struct ScenarioReport {
    std::string error;  // the text could not be read (then steps may be incomplete)
    std::vector<ScenarioStep> steps;
    bool passed() const;
};

// Plays every block with `rules`, or with the rules a "rules:" line of the text names (from that block on).
ScenarioReport run_scenario(std::string_view text, const Rules& rules);

// A scenario inside a document (the rules guide): a block from a line "```board Caption | options" to a
// line "```". The options stay in `header`; `first_line` is the block's first line of text, from 1.
struct DocumentBoard {
    int first_line = 0;
    std::string header;  // "Caption | region=france"
    std::string text;
    bool closed = true;  // false: the document ended before the closing "```"
};
std::vector<DocumentBoard> document_boards(std::string_view document);

// The whole story of a step for a failing test: position, orders with actual and expected results, and
// every mismatch.
std::string explain(const ScenarioStep& step);

}  // namespace dip
