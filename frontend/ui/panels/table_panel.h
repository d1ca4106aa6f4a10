// The table screen's head of the side panel, for a table's game run from this device (table_desk.h): the phase
// and its clock in digits read from across a room, each power's state (writing, handed in, grace minute, late),
// and the game master's controls: pause, a power's grace minute, playing early when everyone has handed in.
// Nothing of anyone's orders: the table shows only who has handed in.
#pragma once

#include "table_desk.h"
#include "ui_context.h"

namespace dip {

struct TableMoment {
    Millis now = 0;         // the platform's time
    bool flashing = false;  // an alert was just given: the clock lights up
};

// Returns true when the game master asks to play the phase now (everyone handed in, the table agreeing).
bool table_panel(TableDesk& desk, const UiContext& ui, const TableMoment& moment);

}  // namespace dip
