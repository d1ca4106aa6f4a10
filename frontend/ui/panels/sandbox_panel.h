// The side panel's sandbox tools: take back the last phase, and edit the board with the mouse (the tool and
// the power chosen here; the edit itself is board_editor.h's).
#pragma once

#include <string>

#include "board_editor.h"
#include "order_entry.h"
#include "ui_context.h"

namespace dip {

class SandboxPanel {
public:
    // Clicks on the map edit the board instead of writing orders.
    bool editing() const { return editing_; }
    // A click on the map while editing: "" or why it changed nothing.
    std::string click(Session& session, Province p) const { return edit_board(session, p, tool_, power_); }
    // True when the last phase was taken back (the session changed).
    bool draw(const UiContext& ui, OrderEntry& entry);

private:
    bool editing_ = false;  // "Edit the board" is ticked
    EditTool tool_ = EditTool::Army;
    Power power_ = 0;  // whose unit or centre the tool puts
};

}  // namespace dip
