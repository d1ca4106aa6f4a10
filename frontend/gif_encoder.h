// An animated GIF (GIF89a, looping) made from frames of RGBA pixels of one size, for a played phase's film saved as
// a picture that moves. One palette serves every frame: the 256 most used colours of all the frames (colours that
// differ by less than 8 in every channel counted as one, each entry their mean), and each pixel takes its nearest
// entry; a board's flat colours come out exact. Plain C++, tested natively (tests/frontend/gif_test.cpp).
#pragma once

#include <cstdint>
#include <vector>

namespace dip {

class GifEncoder {
public:
    GifEncoder(int width, int height) : width_(width), height_(height) {}
    // A frame: width * height * 4 bytes, rows from the top; shown for `delay` hundredths of a second.
    void add_frame(std::vector<std::uint8_t> rgba, int delay);
    int frames() const { return static_cast<int>(frames_.size()); }
    // The file's bytes.
    std::vector<std::uint8_t> finish() const;

private:
    struct Frame {
        std::vector<std::uint8_t> rgba;
        int delay;
    };
    int width_, height_;
    std::vector<Frame> frames_;
};

}  // namespace dip
