// Colour tables.
#include "palette.h"

namespace dip {

namespace {

// 0xRRGGBB written the usual way, as ImGui's 0xAABBGGRR.
constexpr Rgba rgb(std::uint32_t hex, std::uint32_t alpha = 255) {
    return (alpha << 24) | ((hex & 0xFF) << 16) | (hex & 0xFF00) | ((hex >> 16) & 0xFF);
}

constexpr Rgba kBlack = rgb(0x1E1E1E), kWhite = rgb(0xFFFFFF);

Palette base() {
    Palette p{};
    p.sea = rgb(0xA9CADF);
    p.sea_border = rgb(0x8DB3CC);
    p.land = rgb(0xEFE6CF);
    p.land_border = rgb(0x8C7F66);
    p.coast_line = rgb(0x4D6F88);
    p.impassable = rgb(0xB9B2A3);
    p.decoration = rgb(0xDCD5C4);
    p.label = rgb(0x2A2722);
    p.label_halo = rgb(0xFFFFFF, 200);
    p.sea_label = rgb(0x2F5673);
    p.selected = rgb(0xFFFFFF);
    p.target = rgb(0xFFF3A0);
    p.success = rgb(0x1E8C3A);
    p.failure = rgb(0xD21F1F);
    p.void_order = rgb(0x8A8A8A);
    p.dislodged = rgb(0xD21F1F);
    p.bar = rgb(0x222E3A);
    p.bar_text = rgb(0xE8EFF4);
    p.ink = kBlack;
    p.go = rgb(0x2E8E3E);
    p.go_hovered = rgb(0x3BA64F);
    p.go_text = kWhite;
    p.prompt = rgb(0xFFF6E9);
    p.hidden = rgb(0x182430, 0xC8);
    return p;
}

// A palette from the seven power colours (0xRRGGBB) and which of them need dark ink on top.
Palette with_powers(const std::uint32_t (&colours)[7], const bool (&dark_ink)[7]) {
    Palette p = base();
    for (int i = 0; i < 7; ++i) {
        p.power[i] = rgb(colours[i]);
        p.power_text[i] = dark_ink[i] ? kBlack : kWhite;
    }
    return p;
}

}  // namespace

const Palette& standard_palette() {
    static const Palette p = with_powers({0xC8373A, 0x0B208B, 0x87B6E5, 0x3B3B3B, 0x1F9E89, 0xA059D7, 0xE2B20F},
                                         {false, false, true, false, false, false, true});
    return p;
}

const Palette& colour_blind_palette() {
    static const Palette p = [] {
        Palette q = with_powers({0xD55E00, 0x0072B2, 0x56B4E9, 0x3A3A3A, 0x009E73, 0xCC79A7, 0xF0E442},
                                {false, false, true, false, false, true, true});
        q.success = rgb(0x009E73);
        q.failure = rgb(0xD55E00);
        return q;
    }();
    return p;
}

Rgba mix(Rgba a, Rgba b, float t) {
    Rgba out = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        const float x = static_cast<float>((a >> shift) & 0xFF), y = static_cast<float>((b >> shift) & 0xFF);
        out |= static_cast<Rgba>(x + (y - x) * t + 0.5f) << shift;
    }
    return out;
}

Rgba with_alpha(Rgba c, float alpha) { return (c & 0x00FFFFFFu) | (static_cast<Rgba>(alpha * 255.0f + 0.5f) << 24); }

}  // namespace dip
