// DumbBot's way of choosing among options sorted best first: start at the best and step to the next with
// probability 0.5 * max(0, 1 - 5 * (v_i - v_next) / v_i), again and again, so near-equal options are mixed
// and clearly worse ones are not. In integers, so every platform draws the same.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "order.h"
#include "bot/random.h"

namespace dip::bot {

struct Option {
    std::int64_t value = 0;  // DumbBot's value of the place the order leads to
    Order order;
};

// Best first; equal values by the order's location, so the sort has one result everywhere.
inline void sort_best_first(std::vector<Option>& options) {
    std::sort(options.begin(), options.end(), [](const Option& a, const Option& b) {
        if (a.value != b.value) return a.value > b.value;
        if (a.order.dest != b.order.dest) return a.order.dest < b.order.dest;
        if (a.order.unit != b.order.unit) return a.order.unit < b.order.unit;
        return a.order.unit_type < b.order.unit_type;
    });
}

// How sharply the draw prefers the best option: DumbBot's 5; smaller mixes more; kGreedy always takes the best.
inline constexpr int kDumbBotSharpness = 5, kGreedy = 0;

// Would the draw step from an option of value `v` to the next one, of value `next` (next <= v)? With
// probability 0.5 * max(0, 1 - sharpness * (v - next) / v).
inline bool step_on(std::int64_t v, std::int64_t next, Random& rng, int sharpness = kDumbBotSharpness) {
    if (v <= 0) return next == v && rng.chance(1, 2);                  // values below zero: only exact ties are mixed
    const std::int64_t room = sharpness * next - (sharpness - 1) * v;  // = v - sharpness (v - next), over 2v
    return room > 0 && rng.chance(room, 2 * v);
}

// The index drawn from options sorted best first (0 when greedy, or when there is one option).
inline std::size_t draw_index(const std::vector<Option>& sorted, Random& rng, int sharpness = kDumbBotSharpness) {
    std::size_t i = 0;
    if (sharpness == kGreedy) return i;
    while (i + 1 < sorted.size() && step_on(sorted[i].value, sorted[i + 1].value, rng, sharpness)) ++i;
    return i;
}

}  // namespace dip::bot
