// The results of a played phase in the side panel: each power's orders with a tick, a cross or a dash and the
// reason in words; units that held unordered and unharmed on one line.
#pragma once

#include "palette.h"
#include "session.h"
#include "widgets.h"

namespace dip {

// `before`: the position the orders were given in.
void results_panel(const Map& map, const PhaseResult& result, const Position& before, const Palette& palette,
                   const Fonts& fonts);

}  // namespace dip
