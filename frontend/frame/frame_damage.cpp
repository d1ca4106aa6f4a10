#include "frame_damage.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <utility>

namespace dip {

void DamageRect::add(float x, float y) {
    if (empty()) {
        x0 = x1 = x;
        y0 = y1 = y;
        // A point alone is an empty rectangle: it is given the size of a pixel.
        x1 += 1;
        y1 += 1;
        return;
    }
    x0 = std::min(x0, x);
    y0 = std::min(y0, y);
    x1 = std::max(x1, x);
    y1 = std::max(y1, y);
}

void DamageRect::add(const DamageRect& r) {
    if (r.empty()) return;
    if (empty()) {
        *this = r;
        return;
    }
    x0 = std::min(x0, r.x0);
    y0 = std::min(y0, r.y0);
    x1 = std::max(x1, r.x1);
    y1 = std::max(y1, r.y1);
}

DamageRect DamageRect::within(const DamageRect& r) const {
    DamageRect out{std::max(x0, r.x0), std::max(y0, r.y0), std::min(x1, r.x1), std::min(y1, r.y1)};
    return out.empty() ? DamageRect{} : out;
}

namespace {

float coordinate(const std::vector<std::uint8_t>& vertices, std::size_t at) {
    float v = 0;
    std::memcpy(&v, vertices.data() + at, sizeof v);
    return v;
}

}  // namespace

DamageRect FrameDamage::extent(const DrawListCopy& list) const {
    DamageRect r;
    for (std::size_t at = 0; at + vertex_size_ <= list.vertices.size(); at += vertex_size_)
        r.add(coordinate(list.vertices, at), coordinate(list.vertices, at + sizeof(float)));
    return r.within(list.clip);
}

void FrameDamage::add_changed_triangles(const DrawListCopy& before, const DrawListCopy& after,
                                        std::vector<DamageRect>& out) const {
    const auto differs = [&](std::uint32_t v) {
        const std::size_t at = std::size_t{v} * vertex_size_;
        return std::memcmp(before.vertices.data() + at, after.vertices.data() + at, vertex_size_) != 0;
    };
    const auto point = [&](const DrawListCopy& list, std::uint32_t v) {
        const std::size_t at = std::size_t{v} * vertex_size_;
        return std::pair{coordinate(list.vertices, at), coordinate(list.vertices, at + sizeof(float))};
    };
    const std::size_t vertex_count = after.vertices.size() / vertex_size_;
    for (std::size_t i = 0; i + 3 <= after.indices.size(); i += 3) {
        const std::uint32_t a = after.indices[i], b = after.indices[i + 1], c = after.indices[i + 2];
        if (a >= vertex_count || b >= vertex_count || c >= vertex_count) continue;
        if (!differs(a) && !differs(b) && !differs(c)) continue;
        for (const DrawListCopy* list : {&before, &after}) {  // where the triangle was, and where it is
            DamageRect r;
            for (const std::uint32_t v : {a, b, c}) {
                const auto [x, y] = point(*list, v);
                r.add(x, y);
            }
            out.push_back(r.within(list->clip));
        }
    }
}

namespace {

// Rectangles gathered into squares of kCell, then into rows of squares, then into at most kMostRects rectangles
// that do not overlap (the two whose union adds least are joined first), each grown by a pixel for rounding.
std::vector<DamageRect> gathered(const std::vector<DamageRect>& rects, const DamageRect& display) {
    constexpr float cell = FrameDamage::kCell;
    const int columns = static_cast<int>(std::ceil((display.x1 - display.x0) / cell));
    const int rows = static_cast<int>(std::ceil((display.y1 - display.y0) / cell));
    if (columns <= 0 || rows <= 0) return {};
    std::vector<std::uint8_t> dirty(static_cast<std::size_t>(columns * rows));
    const auto cell_of = [](float v, float origin, int most) {
        return std::clamp(static_cast<int>(std::floor((v - origin) / cell)), 0, most - 1);
    };
    for (const DamageRect& r0 : rects) {
        const DamageRect r = DamageRect{r0.x0 - 1, r0.y0 - 1, r0.x1 + 1, r0.y1 + 1}.within(display);
        if (r.empty()) continue;
        for (int y = cell_of(r.y0, display.y0, rows); y <= cell_of(r.y1, display.y0, rows); ++y)
            for (int x = cell_of(r.x0, display.x0, columns); x <= cell_of(r.x1, display.x0, columns); ++x)
                dirty[static_cast<std::size_t>(y * columns + x)] = 1;
    }
    // Runs of dirty squares in each row; a run under one of the same columns joins it.
    struct Run {
        int x0, x1, y0, y1;  // squares, ends excluded
    };
    std::vector<Run> runs;
    for (int y = 0; y < rows; ++y)
        for (int x = 0; x < columns;) {
            if (!dirty[static_cast<std::size_t>(y * columns + x)]) {
                ++x;
                continue;
            }
            int end = x;
            while (end < columns && dirty[static_cast<std::size_t>(y * columns + end)]) ++end;
            const auto above = std::find_if(runs.begin(), runs.end(),
                                            [&](const Run& r) { return r.x0 == x && r.x1 == end && r.y1 == y; });
            if (above != runs.end()) above->y1 = y + 1;
            else runs.push_back({x, end, y, y + 1});
            x = end;
        }
    // Too many: the pair whose union covers the fewest squares not already dirty is joined, and so on; a union
    // that comes to overlap another run takes it in too.
    const auto area = [](const Run& r) { return (r.x1 - r.x0) * (r.y1 - r.y0); };
    const auto join = [](const Run& a, const Run& b) {
        return Run{std::min(a.x0, b.x0), std::max(a.x1, b.x1), std::min(a.y0, b.y0), std::max(a.y1, b.y1)};
    };
    const auto overlap = [](const Run& a, const Run& b) {
        return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
    };
    while (runs.size() > FrameDamage::kMostRects) {
        std::size_t best_i = 0, best_j = 1;
        int best_growth = -1;
        for (std::size_t i = 0; i < runs.size(); ++i)
            for (std::size_t j = i + 1; j < runs.size(); ++j) {
                const int growth = area(join(runs[i], runs[j])) - area(runs[i]) - area(runs[j]);
                if (best_growth < 0 || growth < best_growth) best_i = i, best_j = j, best_growth = growth;
            }
        Run joined = join(runs[best_i], runs[best_j]);
        runs.erase(runs.begin() + static_cast<std::ptrdiff_t>(best_j));
        runs.erase(runs.begin() + static_cast<std::ptrdiff_t>(best_i));
        for (bool grew = true; grew;) {
            grew = false;
            for (std::size_t k = 0; k < runs.size(); ++k)
                if (overlap(joined, runs[k])) {
                    joined = join(joined, runs[k]);
                    runs.erase(runs.begin() + static_cast<std::ptrdiff_t>(k));
                    grew = true;
                    break;
                }
        }
        runs.push_back(joined);
    }
    std::vector<DamageRect> out;
    for (const Run& r : runs)
        out.push_back(
            DamageRect{display.x0 + static_cast<float>(r.x0) * cell, display.y0 + static_cast<float>(r.y0) * cell,
                       display.x0 + static_cast<float>(r.x1) * cell, display.y0 + static_cast<float>(r.y1) * cell}
                .within(display));
    return out;
}

}  // namespace

namespace {

// A list's key between frames: the window that drew it, and which of that window's lists it is.
using ListKey = std::pair<const void*, int>;

std::vector<ListKey> keys_of(const std::vector<DrawListCopy>& lists) {
    std::vector<ListKey> out;
    for (std::size_t i = 0; i < lists.size(); ++i) {
        int nth = 0;
        for (std::size_t j = 0; j < i; ++j) nth += lists[j].owner == lists[i].owner;
        out.push_back({lists[i].owner, nth});
    }
    return out;
}

}  // namespace

std::optional<std::vector<DamageRect>> FrameDamage::changed(const std::vector<DrawListCopy>& now,
                                                            const DamageRect& display) const {
    if (!has_painted_ || std::memcmp(&display, &display_, sizeof display) != 0) return std::nullopt;
    const std::vector<ListKey> before_keys = keys_of(last_), now_keys = keys_of(now);
    const auto index_in = [](const std::vector<ListKey>& keys, const ListKey& k) {
        return static_cast<std::size_t>(std::find(keys.begin(), keys.end(), k) - keys.begin());
    };
    // The lists both frames draw must come in the same order: one drawn over another must stay over it.
    std::vector<ListKey> kept_before, kept_now;
    for (const ListKey& k : before_keys)
        if (index_in(now_keys, k) < now_keys.size()) kept_before.push_back(k);
    for (const ListKey& k : now_keys)
        if (index_in(before_keys, k) < before_keys.size()) kept_now.push_back(k);
    if (kept_before != kept_now) return std::nullopt;

    std::vector<DamageRect> out;
    for (std::size_t i = 0; i < now.size(); ++i) {
        const DrawListCopy& n = now[i];
        const std::size_t was = index_in(before_keys, now_keys[i]);
        if (was == before_keys.size()) {
            out.push_back(extent(n));  // a list that appeared
            continue;
        }
        const DrawListCopy& l = last_[was];
        if (l.vertices == n.vertices && l.indices == n.indices && l.commands == n.commands) continue;
        if (l.vertices.size() == n.vertices.size() && l.indices == n.indices && l.commands == n.commands) {
            add_changed_triangles(l, n, out);
        } else {
            out.push_back(extent(l));
            out.push_back(extent(n));
        }
    }
    for (std::size_t i = 0; i < last_.size(); ++i)
        if (index_in(now_keys, before_keys[i]) == now_keys.size()) out.push_back(extent(last_[i]));  // a list that went
    return gathered(out, display);
}

void FrameDamage::painted(std::vector<DrawListCopy> now, const DamageRect& display) {
    last_ = std::move(now);
    display_ = display;
    has_painted_ = true;
}

}  // namespace dip
