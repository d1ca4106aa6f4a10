// An animated GIF (GIF89a, looping) made from frames of RGBA pixels of one size, for a played phase's film (or a
// whole game's) saved as a picture that moves. One palette serves every frame: the 256 most used colours of all the
// frames (colours that differ by less than 8 in every channel counted as one, each entry their mean), and each pixel
// takes its nearest entry; a board's flat colours come out exact. Each frame after the first is written as the
// rectangle that changed since the one before (the rest stays), and a frame that changes nothing lengthens the one
// before, so a long film of a still board with a few moving units stays small in memory and on disk. Plain C++,
// tested natively (tests/frontend/gif_test.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace dip {

class GifEncoder {
public:
    GifEncoder(int width, int height);
    // A frame: width * height * 4 bytes, rows from the top; shown for `delay` hundredths of a second.
    void add_frame(const std::vector<std::uint8_t>& rgba, int delay);
    // The frames the file holds (a frame that changed nothing is not one).
    int frames() const { return static_cast<int>(frames_.size()); }
    // The file's bytes.
    std::vector<std::uint8_t> finish() const;

private:
    struct Frame {
        int x = 0, y = 0, width = 0, height = 0;  // the rectangle written
        std::vector<std::uint16_t> bins;          // its pixels' colour bins, rows from the top
        int delay = 0;
    };
    int width_, height_;
    std::vector<std::uint16_t> last_;                 // the whole picture as the frames so far leave it
    std::vector<std::array<std::uint64_t, 4>> used_;  // per bin: the pixels written in it, and their sums of r, g, b
    std::vector<Frame> frames_;
};

}  // namespace dip
