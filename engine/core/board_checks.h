// Checks that what the engine is given lies on its board: every location, province and power an order or a
// position names. The decoders and readers refuse anything else before the engine sees it (compact.h,
// position_text.h); these checks are the engine's own, so that a check missed at the edge fails loudly in
// the tests instead of reading past a table. They run in checked builds (the sanitizer and fuzzer presets,
// and any build without NDEBUG) and cost nothing in release builds.
#pragma once

#include "checked.h"
#include "map.h"
#include "order.h"
#include "position.h"

namespace dip {

bool on_board(const Order& o, const Map& map);
bool on_board(const Position& pos, const Map& map);

}  // namespace dip
