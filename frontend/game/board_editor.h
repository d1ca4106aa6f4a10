// Sandbox editing of the board with the mouse: put an army or a fleet of a power in a province, take a unit
// away, or give a supply centre to a power. Each edit is kept in the game's history (Session::edit_position),
// so the game still replays exactly. No drawing: the sandbox panel chooses the tool and the power.
#pragma once

#include <string>

#include "session.h"

namespace dip {

enum class EditTool : std::uint8_t { Army, Fleet, RemoveUnit, GiveCentre };

// Applies the tool to a province of the current position. "" or why not (an army cannot stand at sea...);
// the position is unchanged then. A fleet put again on a province with two coasts moves to the other coast;
// a centre given again to its owner becomes neutral.
std::string edit_board(Session& session, Province p, EditTool tool, Power power);

}  // namespace dip
