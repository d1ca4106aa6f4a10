#include "app_parts.h"

namespace dip {

const PhaseMotion& FilmPlayer::motion(const Session& session) const {
    const auto& history = session.game().history();
    const int shown = film.shown();
    if (shown != motion_.phase || session.revision() != motion_.revision) {
        motion_.phase = shown;
        motion_.revision = session.revision();
        motion_.motion =
            shown >= 0 ? phase_motion(history[shown].position, history[shown].result, session.map()) : PhaseMotion{};
    }
    return motion_.motion;
}

}  // namespace dip
