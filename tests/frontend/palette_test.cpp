// The seven power colours stay distinct: every pair differs by a clear CIEDE2000 distance for normal vision and
// for simulated deuteranopia and protanopia (Machado, Oliveira and Fernandes 2009, severity 1), in both palettes.
// The figures are printed (ctest -V) so a change of colour shows what it does to the weakest pair.
#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <cstdio>
#include <string>

#include "catalogue.h"
#include "palette.h"

using namespace dip;

namespace {

using Rgb = std::array<double, 3>;  // linear sRGB, 0..1
using Lab = std::array<double, 3>;

constexpr double kPi = 3.14159265358979323846;

Rgb linear(Rgba c) {  // ImGui's 0xAABBGGRR
    Rgb out{};
    for (int i = 0; i < 3; ++i) {
        const double v = ((c >> (8 * i)) & 0xFF) / 255.0;
        out[i] = v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    }
    return out;
}

// Dichromat simulation in linear RGB (Machado et al. 2009, severity 1.0).
Rgb simulate(const Rgb& c, const double (&m)[3][3]) {
    Rgb out{};
    for (int i = 0; i < 3; ++i) out[i] = std::clamp(m[i][0] * c[0] + m[i][1] * c[1] + m[i][2] * c[2], 0.0, 1.0);
    return out;
}
constexpr double kDeuteranopia[3][3] = {
    {0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}};
constexpr double kProtanopia[3][3] = {
    {0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}};

Lab lab(const Rgb& c) {
    const double x = 0.4124 * c[0] + 0.3576 * c[1] + 0.1805 * c[2];
    const double y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    const double z = 0.0193 * c[0] + 0.1192 * c[1] + 0.9505 * c[2];
    auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
    const double fx = f(x / 0.95047), fy = f(y), fz = f(z / 1.08883);
    return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

// CIEDE2000 (Sharma, Wu and Dalal 2005).
double ciede2000(const Lab& p, const Lab& q) {
    const double c1 = std::hypot(p[1], p[2]), c2 = std::hypot(q[1], q[2]), cm = (c1 + c2) / 2;
    const double g = 0.5 * (1 - std::sqrt(std::pow(cm, 7) / (std::pow(cm, 7) + std::pow(25.0, 7))));
    const double a1 = (1 + g) * p[1], a2 = (1 + g) * q[1];
    const double cp1 = std::hypot(a1, p[2]), cp2 = std::hypot(a2, q[2]);
    auto hue = [](double b, double a) {
        if (a == 0 && b == 0) return 0.0;
        const double h = std::atan2(b, a) * 180 / kPi;
        return h < 0 ? h + 360 : h;
    };
    const double h1 = hue(p[2], a1), h2 = hue(q[2], a2);
    const double dl = q[0] - p[0], dc = cp2 - cp1;
    double dh = 0;
    if (cp1 * cp2 != 0) {
        dh = h2 - h1;
        if (dh > 180) dh -= 360;
        if (dh < -180) dh += 360;
    }
    const double dhh = 2 * std::sqrt(cp1 * cp2) * std::sin(dh / 2 * kPi / 180);
    const double lm = (p[0] + q[0]) / 2, cpm = (cp1 + cp2) / 2;
    double hm = h1 + h2;
    if (cp1 * cp2 != 0) {
        if (std::abs(h1 - h2) <= 180) hm = (h1 + h2) / 2;
        else hm = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
    }
    const double rad = kPi / 180;
    const double t = 1 - 0.17 * std::cos((hm - 30) * rad) + 0.24 * std::cos(2 * hm * rad) +
                     0.32 * std::cos((3 * hm + 6) * rad) - 0.20 * std::cos((4 * hm - 63) * rad);
    const double dtheta = 30 * std::exp(-std::pow((hm - 275) / 25, 2));
    const double rc = 2 * std::sqrt(std::pow(cpm, 7) / (std::pow(cpm, 7) + std::pow(25.0, 7)));
    const double sl = 1 + 0.015 * std::pow(lm - 50, 2) / std::sqrt(20 + std::pow(lm - 50, 2));
    const double sc = 1 + 0.045 * cpm, sh = 1 + 0.015 * cpm * t;
    const double rt = -std::sin(2 * dtheta * rad) * rc;
    return std::sqrt(std::pow(dl / sl, 2) + std::pow(dc / sc, 2) + std::pow(dhh / sh, 2) + rt * (dc / sc) * (dhh / sh));
}

struct Weakest {
    double distance = 1e9;
    std::string pair;
};

// The closest pair of a map's power colours as seen through `vision` (nullptr: normal vision), every pair
// printed.
Weakest weakest(const Map& map, const Palette& pal, const double (*vision)[3], const char* name) {
    Weakest w;
    const int n = map.power_count();
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b) {
            const std::string& pa = map.power(static_cast<Power>(a)).name;
            const std::string& pb = map.power(static_cast<Power>(b)).name;
            Rgb x = linear(pal.power[a]), y = linear(pal.power[b]);
            if (vision)
                x = simulate(x, reinterpret_cast<const double(&)[3][3]>(*vision)),
                y = simulate(y, reinterpret_cast<const double(&)[3][3]>(*vision));
            const double d = ciede2000(lab(x), lab(y));
            std::printf("%-12s %-8s %-8s dE2000 %5.1f\n", name, pa.c_str(), pb.c_str(), d);
            if (d < w.distance) w = {d, pa + "-" + pb};
        }
    return w;
}

}  // namespace

TEST_CASE("[Palette] CIEDE2000 matches Sharma's published test pairs") {
    CHECK(ciede2000({50, 2.6772, -79.7751}, {50, 0, -82.7485}) == Approx(2.0425).epsilon(1e-3));
    CHECK(ciede2000({50, 2.5, 0}, {73, 25, -18}) == Approx(27.1492).epsilon(1e-3));
    CHECK(ciede2000({60.2574, -34.0099, 36.2677}, {60.4626, -34.1751, 39.4387}) == Approx(1.2644).epsilon(1e-3));
}

// Checks a board's palettes against the distances asked of them.
void check_distinct(const Map& map, double normal_bar, double blind_bar) {
    struct Case {
        const char* palette;
        const Palette& pal;
        double normal, dichromat;
    };
    const Case cases[] = {{"standard", palette_for(map, false), normal_bar, 15},
                          {"colour-blind", palette_for(map, true), blind_bar, 12}};
    for (const Case& c : cases) {
        INFO(c.palette << " palette");
        const Weakest normal = weakest(map, c.pal, nullptr, "normal");
        const Weakest deutan = weakest(map, c.pal, kDeuteranopia, "deuteranopia");
        const Weakest protan = weakest(map, c.pal, kProtanopia, "protanopia");
        std::printf("%s: weakest pairs: normal %s %.1f, deuteranopia %s %.1f, protanopia %s %.1f\n", c.palette,
                    normal.pair.c_str(), normal.distance, deutan.pair.c_str(), deutan.distance, protan.pair.c_str(),
                    protan.distance);
        INFO("normal " << normal.pair << " " << normal.distance);
        CHECK(normal.distance >= c.normal);
        INFO("deuteranopia " << deutan.pair << " " << deutan.distance);
        CHECK(deutan.distance >= c.dichromat);
        INFO("protanopia " << protan.pair << " " << protan.distance);
        CHECK(protan.distance >= c.dichromat);
    }
}

TEST_CASE("[Palette] the seven power colours stay distinct, also for colour-blind players") {
    // Figures of the weakest pairs (dE2000): standard 27.5 (England-Germany; it was 21.3, and Austria-Italy 5.3
    // for deuteranopia), deuteranopia 17.7 (France-Russia), protanopia 17.3 (Austria-Germany); colour-blind
    // (Okabe-Ito) 22.3 (England-France), 15.7 (France-Russia), 12.2 (England-Russia). About 20 reads as clearly
    // different colours at a glance; a dichromat sees fewer hues, so the bar there is lower.
    check_distinct(dip::standard_map(), 25, 20);
}

TEST_CASE("[Palette] every board's own colours stay distinct too") {
    for (const auto& v : catalogue().variants()) {
        bool coloured = true;
        for (int p = 0; p < v->map.power_count(); ++p) coloured &= v->map.power(static_cast<Power>(p)).has_colour;
        if (!coloured) continue;  // a board without colours (Chaos's 34 powers) takes generated ones
        INFO(v->name);
        check_distinct(v->map, 20, 20);
    }
}

TEST_CASE("[Palette] units carry their power's two letters where colour alone may not tell the powers apart") {
    CHECK_FALSE(palette_for(dip::standard_map(), false).mark_units);  // the shape says army or fleet; the colour who
    CHECK(palette_for(dip::standard_map(), true).mark_units);
    for (const auto& v : catalogue().variants()) {
        bool coloured = true;
        for (int p = 0; p < v->map.power_count(); ++p) coloured &= v->map.power(static_cast<Power>(p)).has_colour;
        INFO(v->name);
        CHECK(palette_for(v->map, false).mark_units == !coloured);
    }
    CHECK(power_mark("France") == "Fr");
    CHECK(power_mark("\u00d6sterreich") == "\u00d6s");  // whole characters
    CHECK(power_mark("X") == "X");
    CHECK(power_mark("") == "");
}
