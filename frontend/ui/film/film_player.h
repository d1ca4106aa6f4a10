// The phase the map shows and how it is drawn, for the game page and the embedded board alike: which played phase
// (or the present) and its animation's clock, the motion of the played phase shown (made again when the shown
// phase or the game changes), and a film being saved, as a moving picture or a video.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "film_export.h"
#include "film_recording.h"
#include "map_view.h"
#include "order_art.h"
#include "phase_film.h"
#include "phase_motion.h"
#include "session.h"

namespace dip {

class FilmPlayer {
public:
    PhaseFilm film;
    FilmExport gif;                          // a film being saved as a moving picture
    FilmRecording video;                     // a film being saved as a video
    std::optional<PhaseFilm> before_export;  // the film the player watched, back once the export is done

    const PhaseMotion& motion(const Session& session) const;
    // The page must draw frames although nothing else happens: while a phase plays on the map or a film is saved.
    bool needs_frames() const { return film.needs_frames() || gif.active() || video.active(); }

    // The played phase shown (the film must show one), at the film's moment: each order as written until the
    // moment its result shows.
    std::vector<DrawnOrder> orders(const Session& session) const;
    // Draws it: the board (once the film has reached its end, the centres the phase changed in their new owners'
    // colours), the orders and the units' tokens as they move. Returns the position whose centres were drawn.
    Position draw(ImDrawList* dl, const MapView& view, const Session& session, const BoardDecor& decor) const;

private:
    mutable struct {
        int phase = -1;
        std::uint64_t revision = ~0ull;  // the session's revision it was made at
        PhaseMotion motion;
    } motion_;
};

}  // namespace dip
