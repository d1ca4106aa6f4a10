// What every window and panel of the page draws with: the open game and where games are kept, the browser's
// services, the control recorder, the colours and the fonts. App makes one each frame and hands it to every
// `draw`; what only one window needs (a dialog to open, the phase shown) stays an argument of its own.
#pragma once

#include "controls.h"
#include "game_keeper.h"
#include "palette.h"
#include "platform_services.h"
#include "session.h"
#include "table_policy.h"
#include "widgets.h"

namespace dip {

struct UiContext {
    GameKeeper& keeper;          // the games kept, and the messages for the player
    Session& session;            // the open game
    PlatformServices& platform;  // the clipboard, storage, pages and what the device can do
    ControlRecorder& controls;   // every labelled control goes through it (tests press them)
    const Palette& palette;      // this frame's colours (the board's, colour-blind or not)
    const Fonts& fonts;

    // Who may order, see and undo what, as the game stands now: made on each call, since a window may change the
    // game (a vote, a phase taken back) before the next one draws.
    TablePolicy policy() const { return TablePolicy(session); }
};

}  // namespace dip
