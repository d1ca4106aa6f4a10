// The retreat and winter preferences a player gives with a movement phase's orders (docs/RULES.md,
// "Preferences"), under the power's orders: for each unit, the places it retreats to if dislodged, best first, and
// whether it then disbands; in the fall, the winter list (builds best first, units given up first). What is given
// decides the retreat and winter phases after this one, so they need no hand-over or exchange of codes.
#pragma once

#include "controls.h"
#include "session.h"

namespace dip {

void preferences_editor(Session& session, ControlRecorder& controls, Power power);

}  // namespace dip
