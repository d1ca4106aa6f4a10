// The interface of writing an order by clicking, shared by the game and the embedded board's "try it": the
// prompt and the buttons that go with the clicks (hold, support, convoy, disband, cancel), and the questions
// a click may raise (which coast, what to build). The clicks themselves come from MapInput.
#pragma once

#include "controls.h"
#include "order_entry.h"
#include "palette.h"

namespace dip {

// Where the order being written stands, and its buttons. Orders made go into the entry's session.
void order_entry_controls(OrderEntry& entry, Session& session, ControlRecorder& controls, const Palette& palette);
// The coast and build questions, as popups, while the entry waits for an answer.
void order_entry_popups(OrderEntry& entry, Session& session, ControlRecorder& controls);
// A finished order from the entry (a click, a button, a key) goes into the session.
inline void accept_order(Session& session, const std::optional<Order>& o) {
    if (o) session.set_order(*o);
}

}  // namespace dip
