// Two dialogs of text about the board: the position (and orders) in the position format, to read, edit and
// load; and the embed code, an iframe snippet that shows the board live in another page (sandbox only).
#pragma once

#include <string>

#include "controls.h"
#include "palette.h"
#include "platform_services.h"
#include "session.h"

namespace dip {

class PositionTextDialog {
public:
    // Opens the dialog on the session's position and the orders written so far.
    void open(const Session& session);
    // Draws it while open. True when a text was loaded into the session.
    bool draw(Session& session, ControlRecorder& controls, const Palette& palette);

private:
    bool open_ = false;  // asked to open (begin_dialog resets it)
    std::string text_;   // the text being edited
    std::string error_;  // why the last load failed
};

class EmbedCodeDialog {
public:
    void open() { open_ = true; }
    void draw(const Session& session, PlatformServices& platform, ControlRecorder& controls);

private:
    bool open_ = false;  // asked to open (begin_dialog resets it)
};

}  // namespace dip
