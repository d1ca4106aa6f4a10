// What a viewer is shown of the game being played, as text: the position and the orders they may see, in the
// position format (docs/POSITION_FORMAT.md). "Position as text" and the scripting API show this, never the
// session's whole sheet, so a hot-seat hand-over or a player's copy shows no other power's orders.
#pragma once

#include <string>

#include "table_policy.h"

namespace dip {

std::string viewed_position_text(const Session& session, const TablePolicy& policy);

// Loads a position or a whole game ("---" between phases) written in the position format into `session`, in
// place of its game. "" or why not; on an error the session is unchanged.
std::string load_text(Session& session, const std::string& text);

}  // namespace dip
