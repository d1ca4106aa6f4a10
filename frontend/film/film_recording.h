// A film saved as a video, where the browser can record its canvas: the reel's phases (one played phase, or a range
// up to the whole game) played at the film's own speed, in real time, since a recorder stamps each frame with the
// moment it is handed over; each frame's map is handed to the platform's recorder as it is drawn, each phase's
// caption over its frames. The film the player watches is left as it was. Plain C++, tested natively.
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "board_image.h"
#include "phase_film.h"

namespace dip {

class FilmRecording {
public:
    static constexpr float kHoldPhase = 1.0f;     // seconds a phase's end stays before the next phase starts
    static constexpr float kHoldEnd = 2.5f;       // seconds the last phase's end stays before the video ends
    static constexpr float kLongestStep = 0.25f;  // a slow frame moves the film no further than this

    void ask(FilmReel reel);
    bool active() const { return !reel_.phases.empty(); }
    // The phase drawn this frame, and its moment (1 while its end is held).
    int phase() const { return reel_.phases[index_]; }
    float time() const { return clock_ < 1 ? clock_ : 1; }
    const std::string& caption() const { return reel_.captions[index_]; }

    // Moves the film on by `seconds` of real time (not in the frame it was asked in, whose time is the menu's).
    void advance(float seconds);

    // In the frame that draws the map for it: the map's rectangle, in CSS pixels.
    void note(CanvasRect map);
    // After the frame is drawn: the rectangle to hand to the recorder, once.
    std::optional<CanvasRect> take_capture() { return std::exchange(capture_, std::nullopt); }
    // Once the last frame is handed over: the file's name, once (the recorder then makes the file).
    std::optional<std::string> take_finished() { return std::exchange(finished_, std::nullopt); }

private:
    FilmReel reel_;
    std::size_t index_ = 0;  // into reel_.phases
    float clock_ = 0;        // the phase's time, going past 1 while its end is held
    bool settling_ = false;  // the first frame after the request is not recorded
    std::optional<CanvasRect> capture_;
    std::optional<std::string> finished_;
};

}  // namespace dip
