// Two dialogs of text about the board: the position (and orders) in the position format, to read, edit and
// load; and the embed code, an iframe snippet that shows the board live in another page (sandbox only).
#pragma once

#include <string>

#include "ui_context.h"

namespace dip {

class PositionTextDialog {
public:
    // Opens the dialog on the session's position and the orders written so far that the viewer may see.
    void open(const Session& session, const TablePolicy& policy);
    // Draws it while open. A text loaded takes the place of the game only where the policy allows it (the
    // sandbox), and after a question when phases were played, with a way to undo it; elsewhere it opens as a new
    // sandbox game and the game played stays in Games.
    void draw(const UiContext& ui);

private:
    void load(GameKeeper& keeper, Session& session, bool as_new_game);
    bool open_ = false;    // asked to open (begin_dialog resets it)
    std::string text_;     // the text being edited
    std::string error_;    // why the last load failed
    bool loaded_ = false;  // a text was loaded: the dialog closes
};

class EmbedCodeDialog {
public:
    void open() {
        open_ = true;
        copied_.clear();
    }
    void draw(const UiContext& ui);

private:
    bool open_ = false;   // asked to open (begin_dialog resets it)
    std::string copied_;  // what the last copy button put on the clipboard, said under the buttons
};

}  // namespace dip
