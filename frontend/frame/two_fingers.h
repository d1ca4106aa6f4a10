// Two fingers on a touch screen make a pinch. Each move of either finger zooms by the change in the fingers'
// distance about their midpoint and pans by the midpoint's move, so what lay under the fingers stays under
// them, as on any map app. Plain C++: the platform layer feeds it the fingers' events.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace dip {

class TwoFingers {
public:
    // Pan by (dx, dy), then zoom by `factor` about (x, y), the fingers' new midpoint (screen pixels).
    struct Pinch {
        float factor = 1.0f;
        float x = 0, y = 0;
        float dx = 0, dy = 0;
    };

    void down(std::int64_t id, float x, float y);
    // Forget every finger (a lift that never came leaves none behind).
    void clear() { fingers_.clear(); }
    void up(std::int64_t id);
    // A finger moved: the pinch this makes while exactly two fingers are down.
    std::optional<Pinch> move(std::int64_t id, float x, float y);
    // Two or more fingers are down: a press now is a pinch, neither a pan nor a tap.
    bool pinching() const { return fingers_.size() >= 2; }

private:
    struct Finger {
        std::int64_t id;
        float x, y;
    };
    std::vector<Finger> fingers_;  // in the order they came down
};

}  // namespace dip
