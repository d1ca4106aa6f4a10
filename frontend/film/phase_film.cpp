#include "phase_film.h"

#include <algorithm>

namespace dip {

void PhaseFilm::show(int index) {
    shown_ = std::max(-1, index);
    through_ = -1;
    time_ = 0;
    playing_ = false;
}

void PhaseFilm::play_from_start(int index) {
    show(index);
    if (showing_past()) play();
}

void PhaseFilm::play_through(int first, int last) {
    play_from_start(first);
    if (reduced_motion_) {  // no motion: the last phase at its end
        show(last);
        skip();
        return;
    }
    through_ = last;
}

void PhaseFilm::play() {
    if (!showing_past()) return;
    if (reduced_motion_) {
        skip();
        return;
    }
    if (at_end()) time_ = 0;
    playing_ = true;
}

void PhaseFilm::step(std::span<const float> stops) {
    if (!showing_past()) return;
    playing_ = false;
    through_ = -1;
    if (at_end()) time_ = 0;
    const auto next = std::find_if(stops.begin(), stops.end(), [&](float s) { return s > time_ + 1e-4f; });
    time_ = next == stops.end() ? 1.0f : std::min(1.0f, *next);
}

void PhaseFilm::skip() {
    if (!showing_past()) return;
    if (through_ > shown_) shown_ = through_;  // a film of several phases: to the last one's end
    through_ = -1;
    playing_ = false;
    time_ = 1;
}

void PhaseFilm::seek(float t) {
    playing_ = false;
    through_ = -1;
    time_ = std::clamp(t, 0.0f, 1.0f);
}

void PhaseFilm::advance(float seconds) {
    if (!playing_) return;
    time_ += std::clamp(seconds, 0.0f, kLongestStep) * speed_ / kSeconds;
    if (time_ < 1) return;
    if (through_ > shown_) {  // on to the next phase of the film
        ++shown_;
        time_ = 0;
        return;
    }
    time_ = 1;
    playing_ = false;
}

}  // namespace dip
