// The position format (docs/POSITION_FORMAT.md): reading a position with its orders from text, and writing a
// position back. Every problem comes back as a Failure naming the line and what is wrong; nothing throws.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "failure.h"
#include "order_parser.h"
#include "outcome.h"
#include "position.h"
#include "rules.h"

namespace dip {

struct OrderLine {
    int line = 0;                    // 1-based line number in the text
    std::string text;                // the order as written, without the power and any "=> result"
    Order order;                     // parsed, with its power
    std::optional<Result> expected;  // from "=> result", when given
};

struct PositionText {
    Position position;
    bool has_phase = false;  // the text named its phase (a scenario block without one continues)
    RuleSettings rules;      // from a "rules:" line; the standard game when there is none
    bool has_rules = false;  // the text had a "rules:" line
    std::vector<OrderLine> orders;
    std::vector<std::pair<int, std::string>> expect;  // raw "expect:" entries with their line numbers
};

// Reads one position block on the map of `rules`, the variant's own sections by them (a "rules:" line naming
// another variant reads on that variant's map, by its rules). With `need_phase` false, a text without "phase:" is
// accepted (only its orders and expectations then mean anything); `base` supplies the position such a text
// continues from. A failure names its line (Failure::line; text() gives "line 7: unknown space "Xyz"").
Expected<PositionText> read_position(std::string_view text, const Rules& rules, bool need_phase = true,
                                     const Position* base = nullptr);

// "Spring 1901 Movement"; and the reverse, also accepting "S1901M", "Autumn", any case.
std::string phase_text(const Phase& phase);
std::optional<Phase> parse_phase(std::string_view text);

// A unit as written in the format, "F StP/sc".
std::string unit_text(const Unit& u, const Map& map);

// Writes a position (without orders) on the map of `variant` in the position format, sections in the standard
// order. A "rules:" line comes first when `rules` are not the default; the sections `variant` adds (Formal
// Diplomacy's) only when its state is not default.
std::string write_position(const Position& pos, const Rules& variant, const RuleSettings& rules = {});

}  // namespace dip
