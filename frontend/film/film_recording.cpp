#include "film_recording.h"

#include <algorithm>

namespace dip {

void FilmRecording::ask(FilmReel reel) {
    reel_ = std::move(reel);
    index_ = 0;
    clock_ = 0;
    settling_ = true;
    capture_.reset();
    finished_.reset();
}

void FilmRecording::advance(float seconds) {
    if (!active() || settling_) return;
    clock_ += std::clamp(seconds, 0.0f, kLongestStep) / PhaseFilm::kSeconds;
    const bool last = index_ + 1 == reel_.phases.size();
    if (clock_ < 1 + (last ? kHoldEnd : kHoldPhase) / PhaseFilm::kSeconds) return;
    if (!last) {
        ++index_;
        clock_ = 0;
        return;
    }
    finished_ = reel_.file_name;
    reel_ = {};
}

void FilmRecording::note(CanvasRect map) {
    if (std::exchange(settling_, false)) return;  // the frame it was asked in still shows the menu used
    capture_ = map;
}

}  // namespace dip
