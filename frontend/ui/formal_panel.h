// Formal Diplomacy in the page: the score window's victory points, war matrix and spheres of influence, and
// the power orders (declare war, surrender) offered under a power's orders.
#pragma once

#include "controls.h"
#include "palette.h"
#include "session.h"

namespace dip {

void formal_scores(const Session& session, const Palette& palette);
void formal_order_buttons(Session& session, ControlRecorder& controls, Power pw);

}  // namespace dip
