#include "two_fingers.h"

#include <algorithm>
#include <cmath>

namespace dip {

void TwoFingers::down(std::int64_t id, float x, float y) {
    up(id);
    fingers_.push_back({id, x, y});
}

void TwoFingers::up(std::int64_t id) {
    std::erase_if(fingers_, [&](const Finger& f) { return f.id == id; });
}

std::optional<TwoFingers::Pinch> TwoFingers::move(std::int64_t id, float x, float y) {
    auto it = std::find_if(fingers_.begin(), fingers_.end(), [&](const Finger& f) { return f.id == id; });
    if (it == fingers_.end()) return std::nullopt;
    const Finger before[2] = {fingers_.size() > 0 ? fingers_[0] : Finger{},
                              fingers_.size() > 1 ? fingers_[1] : Finger{}};
    it->x = x;
    it->y = y;
    if (fingers_.size() != 2) return std::nullopt;
    const Finger* after = fingers_.data();
    const float gap_before = std::hypot(before[1].x - before[0].x, before[1].y - before[0].y);
    const float gap_after = std::hypot(after[1].x - after[0].x, after[1].y - after[0].y);
    Pinch p;
    p.x = (after[0].x + after[1].x) / 2;
    p.y = (after[0].y + after[1].y) / 2;
    p.dx = p.x - (before[0].x + before[1].x) / 2;
    p.dy = p.y - (before[0].y + before[1].y) / 2;
    // Fingers closer than a pixel tell no scale.
    if (gap_before >= 1.0f && gap_after >= 1.0f) p.factor = gap_after / gap_before;
    return p;
}

}  // namespace dip
