// The parts of the page the App holds, grouped by where they show: its windows and dialogs, and the side panel's own
// parts. The films (the phase shown on the map and its animation, and a film being saved) are FilmPlayer's
// (film_player.h), which the embedded board shares.
#pragma once

#include "event_window.h"
#include "film_dialog.h"
#include "film_player.h"
#include "games_window.h"
#include "link_panel.h"
#include "new_game_dialog.h"
#include "sandbox_panel.h"
#include "scores_window.h"
#include "talk_panel.h"
#include "text_dialogs.h"
#include "touch_layout.h"
#include "typed_orders.h"
#include "vote_dialog.h"
#include "welcome.h"

namespace dip {

// The windows and dialogs opened from the menus (each draws itself while open).
struct AppWindows {
    GamesWindow games;
    NewGameDialog new_game;
    PositionTextDialog position_text;
    EmbedCodeDialog embed_code;
    ScoresWindow scores;
    VoteDialog vote;
    FilmDialog film;  // "Film of the game..."
    Welcome welcome;
    EventWindow event;  // "Tournament director..."
};

// The side panel's parts with a state of their own.
struct PanelParts {
    LinkPanel link;
    SandboxPanel sandbox;
    TypedOrders typed;
    TalkPanel talk;     // the conversations with the other powers
    DragScroll scroll;  // a finger dragging the panel's content
    int shows = -1;     // which phase the panel showed last frame (a new one scrolls it to the top)
};

}  // namespace dip
