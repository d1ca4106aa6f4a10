#include "film_export.h"

#include <algorithm>
#include <utility>

namespace dip {

void FilmExport::ask(FilmReel reel) {
    reel_ = std::move(reel);
    frame_ = 0;
    settling_ = true;
    gif_.reset();
    capture_.reset();
}

std::optional<FilmExport::Capture> FilmExport::take_capture() { return std::exchange(capture_, std::nullopt); }

void FilmExport::add(const std::vector<std::uint8_t>& rgba, int width, int height) {
    if (!active() || width <= 0 || height <= 0) return;
    // Shrunk by a whole factor, each pixel the mean of its square: the same size for every frame.
    const int factor = std::max(1, (width + kLargestWidth - 1) / kLargestWidth);
    const int w = width / factor, h = height / factor;
    if (!gif_) {
        gif_.emplace(w, h);
        width_ = w, height_ = h, factor_ = factor;
    }
    std::vector<std::uint8_t> small(static_cast<std::size_t>(width_) * height_ * 4, 255);
    for (int y = 0; y < std::min(h, height_); ++y)
        for (int x = 0; x < std::min(w, width_); ++x)
            for (int c = 0; c < 3; ++c) {
                int sum = 0;
                for (int dy = 0; dy < factor; ++dy)
                    for (int dx = 0; dx < factor; ++dx)
                        sum += rgba[(static_cast<std::size_t>(y * factor + dy) * width + x * factor + dx) * 4 + c];
                small[(static_cast<std::size_t>(y) * width_ + x) * 4 + c] =
                    static_cast<std::uint8_t>(sum / (factor * factor));
            }
    const int all = kFrames * static_cast<int>(reel_.phases.size());
    const bool phase_end = (frame_ + 1) % kFrames == 0;
    gif_->add_frame(small, frame_ + 1 == all ? kHoldEnd : phase_end ? kHoldPhase : kDelay);
    if (++frame_ < all) return;
    file_ = File{reel_.file_name, gif_->finish(), gif_->frames(), width_, height_, left_, top_, factor_};
    gif_.reset();
    reel_ = {};
}

std::optional<FilmExport::File> FilmExport::take_file() { return std::exchange(file_, std::nullopt); }

}  // namespace dip
