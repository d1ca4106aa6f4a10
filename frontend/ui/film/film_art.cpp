#include "film_art.h"

#include <cstdio>

#include "widgets.h"

namespace dip {

namespace {

ImVec2 point(const MapView& view, Spot s) { return s.beside ? view.dislodged_point(s.loc) : view.unit_point(s.loc); }

ImVec2 point(const MapView& view, const Pose& p) {
    const ImVec2 a = point(view, p.from);
    if (p.along == 0) return a;
    const ImVec2 b = point(view, p.to);
    return {a.x + (b.x - a.x) * p.along, a.y + (b.y - a.y) * p.along};
}

}  // namespace

void draw_tokens(ImDrawList* dl, const MapView& view, const PhaseMotion& motion, float t) {
    const float r = view.unit_radius();
    // Tokens beside their province go on top: they overlap the unit that took their place.
    for (const bool on_top : {false, true})
        for (const UnitTrack& track : motion.tracks) {
            const TokenAt token = token_at(track, t);
            // How far it is ringed as waiting beside its province (the ring grows in as it is pushed there).
            const float beside = (token.a.from.beside && token.a.along == 0 ? 1 - token.blend : 0) +
                                 (token.b.from.beside && token.b.along == 0 ? token.blend : 0);
            if (token.alpha <= 0.01f || (beside > 0.5f) != on_top) continue;
            const ImVec2 a = point(view, token.a), b = point(view, token.b);
            const ImVec2 at{a.x + (b.x - a.x) * token.blend, a.y + (b.y - a.y) * token.blend};
            if (beside > 0.01f)
                dl->AddCircle(at, r * 1.6f, with_alpha(view.palette().dislodged, beside * token.alpha), 24, 2.5f);
            view.draw_unit(dl, at, track.unit.type, track.unit.power, token.alpha);
        }
}

void film_controls(PhaseFilm& film, const PhaseMotion& motion, int last, ControlRecorder& controls, float right) {
    const char* play = film.playing() ? "Pause" : film.at_end() ? "Replay" : "Play";
    if (controls.button(play)) film.playing() ? film.pause() : film.play();
    if (ImGui::IsItemHovered() && film.reduced_motion())
        ImGui::SetTooltip("Your browser asks for reduced motion: each phase shows its end at once.");
    same_line_within(button_width("Step"), right);
    if (controls.button("Step")) film.step(motion.stops);
    char speed[16];
    std::snprintf(speed, sizeof speed, film.speed() < 1 ? "Speed 1/2x" : "Speed %.0fx", film.speed());
    same_line_within(button_width("Speed 1/2x"), right);
    if (controls.button(speed)) film.cycle_speed();
    same_line_within(button_width("Skip"), right);
    ImGui::BeginDisabled(film.at_end());
    if (controls.button("Skip")) film.skip();
    ImGui::EndDisabled();
    if (film.shown() < last && !film.playing_through()) {
        same_line_within(button_width("Play on"), right);
        if (controls.button("Play on")) film.play_through(film.shown(), last);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("This phase and every one after it, to the last one played");
    }
}

}  // namespace dip
