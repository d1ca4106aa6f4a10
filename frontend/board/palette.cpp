// Colour tables.
#include "palette.h"

#include <cmath>
#include <map>

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

// A colour of its own for a power the board gives none: hues a golden angle apart, in three shades, with the
// ink that reads on it.
void generated_colour(int i, Rgba& colour, Rgba& ink) {
    const float hue = std::fmod(static_cast<float>(i) * 137.508f, 360.0f) / 60.0f;
    const float value = i % 3 == 0 ? 0.85f : i % 3 == 1 ? 0.62f : 0.45f, saturation = 0.7f;
    const float c = value * saturation, x = c * (1 - std::fabs(std::fmod(hue, 2.0f) - 1)), m = value - c;
    float r = 0, g = 0, b = 0;
    const int sector = static_cast<int>(hue);
    if (sector == 0) r = c, g = x;
    else if (sector == 1) r = x, g = c;
    else if (sector == 2) g = c, b = x;
    else if (sector == 3) g = x, b = c;
    else if (sector == 4) r = x, b = c;
    else r = c, b = x;
    const auto byte = [](float v) { return static_cast<std::uint32_t>(v * 255.0f + 0.5f); };
    const std::uint32_t hex = byte(r + m) << 16 | byte(g + m) << 8 | byte(b + m);
    colour = rgb(hex);
    const float luma = 0.299f * (r + m) + 0.587f * (g + m) + 0.114f * (b + m);
    ink = luma > 0.55f ? kBlack : kWhite;
}

Palette make_palette(const Map& map, bool colour_blind) {
    Palette p = base();
    p.mark_units = colour_blind;
    if (colour_blind) {
        p.success = rgb(0x009E73);
        p.failure = rgb(0xD55E00);
    }
    for (int i = 0; i < kMaxPowers; ++i) {
        const PowerInfo* info = i < map.power_count() ? &map.power(static_cast<Power>(i)) : nullptr;
        if (info && info->has_colour) {
            p.power[i] = rgb(colour_blind ? info->colour_blind : info->colour);
            p.power_text[i] = (colour_blind ? info->dark_ink_blind : info->dark_ink) ? kBlack : kWhite;
        } else {
            generated_colour(i, p.power[i], p.power_text[i]);
            p.mark_units |= info != nullptr;
        }
    }
    return p;
}

}  // namespace

const Palette& palette_for(const Map& map, bool colour_blind) {
    static std::map<std::pair<const Map*, bool>, Palette> made;
    auto it = made.find({&map, colour_blind});
    if (it == made.end()) it = made.emplace(std::make_pair(&map, colour_blind), make_palette(map, colour_blind)).first;
    return it->second;
}

std::string power_mark(const std::string& name) {
    std::size_t end = 0;
    for (int letters = 0; letters < 2 && end < name.size(); ++letters) do
            ++end;  // a UTF-8 character's continuation bytes are 10xxxxxx
        while (end < name.size() && (static_cast<unsigned char>(name[end]) & 0xC0) == 0x80);
    return name.substr(0, end);
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
