// The coach's card at the head of the side panel (the sheet on a phone): in a lesson, its rule, its task and how
// to write the order, then how it went, with the next lesson or another try; in a game against the computer with
// hints on, the next useful order with a button that writes it, and over a played phase, why the player's orders
// that did not work failed. Nothing when the coach has nothing to say.
#pragma once

#include "coach.h"
#include "ui_context.h"

namespace dip {

struct CoachPlace {
    bool viewing_past = false;  // the panel shows a played phase
    int shown = -1;             // which one
    Power me = kNoPower;        // the person's power (against the computer)
    bool may_order = false;     // they may write orders now
};

void coach_card(Coach& coach, const UiContext& ui, const CoachPlace& place);

}  // namespace dip
