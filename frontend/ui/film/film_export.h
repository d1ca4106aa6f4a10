// A film saved as a moving picture: each phase of a reel (one played phase, or a range of them up to the whole game)
// drawn frame by frame at fixed moments (whatever the machine's speed), each frame's picture drawn apart from the
// screen at kWidth pixels (the board's names as legible as on a large screen, whatever the device) and read back by
// the platform, and the whole written as an animated GIF (frontend/film/gif_encoder.h) that the browser downloads,
// each phase's caption (the game and the phase) over its frames. The film the player watches is left as it was.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "board_image.h"
#include "gif_encoder.h"

namespace dip {

class FilmExport {
public:
    static constexpr int kFrames = 24;      // moments from a phase's start to its end, both included
    static constexpr int kDelay = 10;       // hundredths of a second each
    static constexpr int kHoldPhase = 100;  // a phase's end stays this long before the next phase starts
    static constexpr int kHoldEnd = 250;    // the last frame stays this long before the film loops
    static constexpr int kWidth = 1280;     // the picture's width, in pixels

    void ask(FilmReel reel);
    bool active() const { return !reel_.phases.empty(); }
    // The phase drawn this frame, and its moment.
    int phase() const { return reel_.phases[static_cast<std::size_t>(frame_ / kFrames)]; }
    float time() const { return static_cast<float>(frame_ % kFrames) / (kFrames - 1); }
    const std::string& caption() const { return reel_.captions[static_cast<std::size_t>(frame_ / kFrames)]; }

    // In the frame that draws it: the film's picture, a draw list of `width` x `height` pixels from (0, 0), and where
    // the map on the page falls in it (a point (x, y) of the page is the picture's ((x - left) / shrunk,
    // (y - top) / shrunk)).
    struct Picture {
        ImDrawList* list = nullptr;
        int width = 0, height = 0;
        float left = 0, top = 0, shrunk = 1;
    };
    void note(const Picture& picture) {
        if (std::exchange(settling_, false)) return;  // the frame it was asked in still shows the menu used
        capture_ = picture;
    }
    using Capture = Picture;
    // After the frame is drawn: the picture to paint and read, once.
    std::optional<Capture> take_capture();
    // The pixels read (RGBA, rows from the top): the next frame of the film.
    void add(const std::vector<std::uint8_t>& rgba, int width, int height);
    // Once the film is whole: its file name and bytes, once.
    struct File {
        std::string name;
        std::vector<std::uint8_t> bytes;
        int frames = 0, width = 0, height = 0;
        float left = 0, top = 0, shrunk = 1;  // where the map on the page fell in the picture (Picture's)
    };
    std::optional<File> take_file();

private:
    FilmReel reel_;
    int frame_ = 0;
    bool settling_ = false;  // the first frame after the request is not read
    std::optional<Capture> capture_;
    std::optional<GifEncoder> gif_;
    int width_ = 0, height_ = 0;
    Picture placed_;  // the first frame's, for the file
    std::optional<File> file_;
};

}  // namespace dip
