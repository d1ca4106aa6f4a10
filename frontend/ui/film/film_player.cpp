#include "film_player.h"

#include "film_art.h"

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

std::vector<DrawnOrder> FilmPlayer::orders(const Session& session) const {
    std::vector<DrawnOrder> out;
    const PlayedPhase& played = session.game().history()[film.shown()];
    const std::vector<float>& outcome_at = motion(session).outcome_at;
    for (std::size_t i = 0; i < played.result.results.size(); ++i) {
        const OrderResult& r = played.result.results[i];
        const bool result_shows = film.time() >= outcome_at[i];
        if (!r.implicit) out.push_back({r.order, result_shows ? &r.outcome : nullptr, false});
    }
    return out;
}

Position FilmPlayer::draw(ImDrawList* dl, const MapView& view, const Session& session, const BoardDecor& decor) const {
    const PlayedPhase& played = session.game().history()[film.shown()];
    // The units and orders are the phase's own; only the centres' owners change, at the end.
    Position owned = played.position;
    if (film.at_end()) owned.owner = played.result.next.owner;
    view.draw_board(dl, owned, decor);
    draw_orders(dl, view, played.position, orders(session));
    draw_tokens(dl, view, motion(session), film.time());
    return owned;
}

}  // namespace dip
