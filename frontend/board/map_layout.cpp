// The sizes of the board's marks and the boxes they cover (see map_layout.h).
#include "map_layout.h"

#include <algorithm>
#include <cmath>

#include "label_glyphs.h"

namespace dip {

float fitted_scale(float area_w, float area_h, float map_w, float map_h) {
    return std::min(std::max(1.0f, area_w) / map_w, std::max(1.0f, area_h) / map_h);
}

float opening_scale(float area_w, float area_h, float map_w, float map_h) {
    const float fit = fitted_scale(area_w, area_h, map_w, map_h);
    // A board much wider than tall (the Ancient Mediterranean) would lose whole provinces at its ends: fitted.
    if (area_h <= area_w || map_w > map_h * kSquarish) return fit;
    const float fill = std::max(1.0f, area_h) / map_h;
    return std::clamp(fill, fit, std::max(1.0f, area_w) / (map_w * (1 - kMostCropped)));
}

BoardSizes board_sizes(float fit_scale, float zoom) {
    // The floors only bite below a 350-px-wide board; the ceilings only when zoomed far in.
    BoardSizes s;
    s.label = std::clamp(kLabelMapSize * fit_scale * std::sqrt(zoom), 5.5f, 24.0f);
    s.unit = std::clamp(kUnitMapRadius * fit_scale * std::pow(zoom, 0.6f), 4.0f, 28.0f);
    s.centre = std::clamp(kCentreMapRadius * fit_scale * std::sqrt(zoom), 2.0f, 9.0f);
    return s;
}

bool overlap(const Box& a, const Box& b) { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1; }

namespace {

const GlyphMetrics* glyph(char c) {
    const auto u = static_cast<unsigned char>(c);
    return u >= 32 && u < 127 ? &kLabelFont.glyphs[u - 32] : &kLabelFont.glyphs['?' - 32];
}

float font_units_per_px(float size) { return (kLabelFont.ascent - kLabelFont.descent) / size; }

}  // namespace

float label_text_width(std::string_view text, float size) {
    float w = 0;
    for (const char c : text) w += glyph(c)->advance;
    return w / font_units_per_px(size);
}

Box label_box(std::string_view text, float size) {
    int top = 0, bottom = 0;
    for (const char c : text) {
        top = std::max<int>(top, glyph(c)->ink_top);
        bottom = std::min<int>(bottom, glyph(c)->ink_bottom);
    }
    const float k = font_units_per_px(size);
    const float baseline = -size / 2 + kLabelFont.ascent / k;  // ImGui's text box is centred on the point
    const float half_w = label_text_width(text, size) / 2;
    const float pad = kHaloPx + 0.5f;  // the halo, and the text's position rounded to whole pixels
    return {-half_w - pad, baseline - top / k - pad, half_w + pad, baseline - bottom / k + pad};
}

float army_reach(float r) { return r * 1.15f; }

Box fleet_box(float r) {
    const float rim = 0.15f * r;
    return {-1.35f * r - rim, -0.95f * r - rim, 1.35f * r + rim, 0.8f * r + rim};
}

bool unit_covers(Point c, float r, bool fleet, const Box& b) {
    if (fleet) return overlap(fleet_box(r).moved(c.x, c.y), b);
    const float dx = std::max({b.x0 - c.x, 0.0f, c.x - b.x1}), dy = std::max({b.y0 - c.y, 0.0f, c.y - b.y1});
    return std::hypot(dx, dy) < army_reach(r);
}

}  // namespace dip
