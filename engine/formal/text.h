// Formal Diplomacy's parts of the position format (docs/POSITION_FORMAT.md): wars and victory points as text,
// both ways; and its fields in JSON. FormalRules reads and writes its sections with them.
#pragma once

#include <string>
#include <string_view>

#include "formal/state.h"
#include "rules/rules.h"

namespace dip {

// "Austria-Russia, France-Germany", each pair once, in power order; "" when nobody is at war.
std::string wars_text(const FormalState& f, const Map& map);
// Replaces every war by the pairs listed ("none" or "" for none).
bool parse_wars(std::string_view text, const Map& map, FormalState& f, std::string& error);

// The fields Formal Diplomacy adds to a position's JSON (docs/JSON.md), each written as `, "name": value`:
// "wars": [["France", "Germany"]], "spheres": {"France": ["bel"], ...}, "points": {"Austria": 0, ...}.
std::string formal_json(const FormalState& f, const Map& map);

// "France 2, Germany -1": the powers whose points are not 0, in power order; "" when all are 0.
std::string points_text(const FormalState& f, const Map& map);
// Replaces every power's points; powers not listed have 0.
bool parse_points(std::string_view text, const Map& map, FormalState& f, std::string& error);

}  // namespace dip
