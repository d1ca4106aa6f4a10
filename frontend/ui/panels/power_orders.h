// The orders a power gives for no unit, offered as buttons under its orders: whatever the rules list
// (Rules::power_orders): a waived build, and a variant's own orders (Formal Diplomacy's declarations of war,
// surrender, spheres of influence). A kind with a choice of targets opens a menu of them. First, for a power a
// person plays, "Suggest orders": the computer's choice filled in, to keep or change.
#pragma once

#include "controls.h"
#include "session.h"

namespace dip {

void power_order_buttons(Session& session, ControlRecorder& controls, Power power);

}  // namespace dip
