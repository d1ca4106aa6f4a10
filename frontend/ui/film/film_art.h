// A played phase on the map as it happens (frontend/film/phase_motion.h): the unit tokens at a moment of the phase's
// film, and the film's controls under the banner that names the phase.
#pragma once

#include "controls.h"
#include "map_view.h"
#include "phase_film.h"
#include "phase_motion.h"

namespace dip {

// Every unit's token at time t; dislodged units waiting beside their province are ringed, as in a retreat phase.
void draw_tokens(ImDrawList* dl, const MapView& view, const PhaseMotion& motion, float t);

// Play (or pause, or replay), step to the next moment worth a look, the speed, skip to the end, and "Play on" (this
// phase and every later one to `last`, the last played, as a film of the game). Laid out within `right` (the map's
// right edge). Labels are fixed so that tests can press them.
void film_controls(PhaseFilm& film, const PhaseMotion& motion, int last, ControlRecorder& controls, float right);

}  // namespace dip
