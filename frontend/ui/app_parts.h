// The parts of the page the App holds, grouped by where they show: its windows and dialogs, the side panel's own
// parts, and the films (the phase shown on the map and its animation, and a film being saved).
#pragma once

#include <cstdint>
#include <optional>

#include "film_dialog.h"
#include "film_export.h"
#include "film_recording.h"
#include "games_window.h"
#include "link_panel.h"
#include "new_game_dialog.h"
#include "phase_film.h"
#include "phase_motion.h"
#include "sandbox_panel.h"
#include "scores_window.h"
#include "session.h"
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
};

// The side panel's parts with a state of their own.
struct PanelParts {
    LinkPanel link;
    SandboxPanel sandbox;
    TypedOrders typed;
    DragScroll scroll;  // a finger dragging the panel's content
    int shows = -1;     // which phase the panel showed last frame (a new one scrolls it to the top)
};

// Which phase the map shows and its animation's clock; the motion of a played phase shown (made again when the
// shown phase or the game changes); and a film being saved, as a moving picture or a video.
class FilmPlayer {
public:
    PhaseFilm film;
    FilmExport gif;                          // a film being saved as a moving picture
    FilmRecording video;                     // a film being saved as a video
    std::optional<PhaseFilm> before_export;  // the film the player watched, back once the export is done

    const PhaseMotion& motion(const Session& session) const;
    // The page must draw frames although nothing else happens: while a phase plays on the map or a film is saved.
    bool needs_frames() const { return film.needs_frames() || gif.active() || video.active(); }

private:
    mutable struct {
        int phase = -1;
        std::uint64_t revision = ~0ull;  // the session's revision it was made at
        PhaseMotion motion;
    } motion_;
};

}  // namespace dip
