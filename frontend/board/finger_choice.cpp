#include "finger_choice.h"

#include <algorithm>
#include <cmath>

namespace dip {

std::vector<Province> finger_choices(const std::vector<std::pair<Province, Point>>& targets, Point tap, float reach) {
    std::vector<std::pair<float, Province>> near;
    for (const auto& [p, at] : targets)
        if (const float d = std::hypot(at.x - tap.x, at.y - tap.y); d <= reach) near.emplace_back(d, p);
    std::sort(near.begin(), near.end());
    if (near.size() < 2 || near[1].first >= 2 * near[0].first) return {};
    std::vector<Province> out;
    for (const auto& [d, p] : near) out.push_back(p);
    return out;
}

}  // namespace dip
