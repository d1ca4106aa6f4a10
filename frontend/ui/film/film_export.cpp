#include "film_export.h"

#include <utility>

namespace dip {

void FilmExport::ask(FilmReel reel) {
    reel_ = std::move(reel);
    frame_ = 0;
    settling_ = true;
    gif_.reset();
    capture_.reset();
}

std::optional<FilmExport::Capture> FilmExport::take_capture() {
    if (capture_ && frame_ == 0) placed_ = *capture_;
    return std::exchange(capture_, std::nullopt);
}

void FilmExport::add(const std::vector<std::uint8_t>& rgba, int width, int height) {
    if (!active() || width <= 0 || height <= 0 || rgba.size() < static_cast<std::size_t>(width) * height * 4) return;
    if (!gif_) {
        gif_.emplace(width, height);
        width_ = width, height_ = height;
    }
    if (width != width_ || height != height_) return;  // every frame is drawn at the first's size
    const int all = kFrames * static_cast<int>(reel_.phases.size());
    const bool phase_end = (frame_ + 1) % kFrames == 0;
    gif_->add_frame(rgba, frame_ + 1 == all ? kHoldEnd : phase_end ? kHoldPhase : kDelay);
    if (++frame_ < all) return;
    file_ = File{reel_.file_name, gif_->finish(), gif_->frames(), width_,
                 height_,         placed_.left,   placed_.top,    placed_.shrunk};
    gif_.reset();
    reel_ = {};
}

std::optional<FilmExport::File> FilmExport::take_file() { return std::exchange(file_, std::nullopt); }

}  // namespace dip
