#include "mark_spot.h"

#include <algorithm>

namespace dip {

Point mark_spot(Point a, Point b, float t, float half, const std::vector<Box>& names) {
    const auto at = [&](float s) { return Point{a.x + (b.x - a.x) * s, a.y + (b.y - a.y) * s}; };
    for (const float d : {0.0f, -0.15f, 0.15f, -0.3f, 0.3f}) {
        const float s = t + d;
        if (s < 0.15f || s > 0.85f) continue;
        const Point c = at(s);
        const Box mark{c.x - half, c.y - half, c.x + half, c.y + half};
        if (std::none_of(names.begin(), names.end(), [&](const Box& n) { return overlap(mark, n); })) return c;
    }
    return at(t);
}

}  // namespace dip
