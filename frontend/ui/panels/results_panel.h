// The results of a played phase in the side panel: the phase told in words, the viewer's units first; then each
// power's orders (the viewer's first) with a tick, a cross or a dash, and the reason in words for each that did
// not go as ordered; units that held unordered and unharmed on one line. Promises kept and broken come after
// the events.
#pragma once

#include "palette.h"
#include "phase_account.h"
#include "session.h"
#include "widgets.h"

namespace dip {

// `before`: the position the orders were given in; `viewer`: the power of the person looking (kNoPower: none);
// `unordered`: whether powers that gave no orders are told (at a table); `press`: the game's messages, whose
// promises of the phase are told under its events (the viewer's own deals only, when there is a viewer), or null.
void results_panel(const Map& map, const PhaseResult& result, const Position& before, Power viewer, Unordered unordered,
                   const Press* press, const Palette& palette, const Fonts& fonts);

}  // namespace dip
