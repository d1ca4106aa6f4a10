// The measurements of the font the map's names are written in (DejaVu Sans Bold), for printable ASCII, so that
// plain C++ (the map layout and its test) knows how big a name is drawn. Generated data: label_glyphs.cpp.
#pragma once

#include <array>

namespace dip {

struct GlyphMetrics {
    short advance;     // font units
    short ink_bottom;  // lowest ink above the baseline, font units (negative below it)
    short ink_top;     // highest ink above the baseline, font units
};

struct LabelFontMetrics {
    short ascent;   // font units above the baseline (hhea); ImGui's line height is ascent - descent
    short descent;  // negative
    std::array<GlyphMetrics, 95> glyphs;  // characters 32..126
};

extern const LabelFontMetrics kLabelFont;

}  // namespace dip
