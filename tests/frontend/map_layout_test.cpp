// Every board reads at a glance at the fitted zoom: with the sizes the map view draws with (map_layout.h) and the
// anchors of its drawing (assets/boards/<board>/board.geo), no unit covers another province's name, no two names
// collide and every name sits in its own province, at the standard screen sizes. Also the sizes' rules and the
// font measurements.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../support.h"
#include "every_board.h"
#include "map.h"
#include "map_geometry.h"
#include "map_layout.h"

using namespace dip;
using namespace dip::test;

namespace {

// The map's area on the standard screens, as the page lays them out (frontend/ui/app.cpp: a 42-px top bar and a
// side panel of 360 px or 40% on a wide screen; on a narrow one two rows of top bar and the panel below 56%).
struct Screen {
    const char* name;
    float map_w, map_h;
};
constexpr Screen kScreens[] = {
    {"1280x800", 1280 - 360, 800 - 42}, {"390x844", 390, 844 * 0.56f - 72}, {"844x390", 844 - 844 * 0.4f, 390 - 42}};

// Every mark as it is drawn at one screen size, in screen pixels (the board's origin at 0, 0).
struct Drawn {
    std::vector<Box> label;   // by province (impassable ones empty)
    std::vector<Point> unit;  // by location
    BoardSizes sizes;
    float scale = 1;
};

Drawn drawn_at(const Screen& s, const Board& board) {
    const MapGeometry& g = *board.geo;
    const Map& map = *board.map;
    Drawn d;
    d.scale = fitted_scale(s.map_w, s.map_h, g.width, g.height);
    d.sizes = board_sizes(d.scale, 1.0f);
    d.label.resize(map.province_count());
    for (int p = 0; p < map.province_count(); ++p) {
        const Point at = g.label_pos[p];
        d.label[p] = label_box(map.province(p).abbr, d.sizes.label).moved(at.x * d.scale, at.y * d.scale);
    }
    for (int l = 0; l < map.loc_count(); ++l) d.unit.push_back({g.unit_pos[l].x * d.scale, g.unit_pos[l].y * d.scale});
    return d;
}

// How far a point is from the nearest edge of a region's rings, map units.
float distance_to_outline(const GeoRegion& r, Point p) {
    float best = 1e9f;
    for (const auto& [first, count] : r.rings)
        for (int i = 0, j = count - 1; i < count; j = i++) {
            const Point a = r.points[first + j], b = r.points[first + i];
            const float dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
            const float t = len2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0.0f, 1.0f) : 0.0f;
            best = std::min(best, std::hypot(p.x - a.x - t * dx, p.y - a.y - t * dy));
        }
    return best;
}

bool drawn(const Map& map, Province p) { return map.province(p).kind != SpaceKind::Impassable; }

std::string where(const Box& b) {
    std::ostringstream s;
    s << "(" << b.x0 << ", " << b.y0 << ")-(" << b.x1 << ", " << b.y1 << ")";
    return s.str();
}

}  // namespace

TEST_CASE("[MapLayout] names are measured with the font's real widths") {
    // DejaVu Sans Bold: "W" is wider than "i"; a name's width grows with its font size.
    CHECK(label_text_width("W", 20) > 2 * label_text_width("i", 20));
    CHECK(label_text_width("Lon", 20) == Approx(2 * label_text_width("Lon", 10)));
    // 'L' 'o' 'n' advance 1305 + 1407 + 1458 font units; the line is 1901 + 483 units tall.
    CHECK(label_text_width("Lon", 23.84f) == Approx((1305 + 1407 + 1458) / 100.0f).epsilon(0.01));
    const Box lon = label_box("Lon", 20), gre = label_box("Gre", 20), spa = label_box("Spa", 20);
    CHECK(spa.y1 > lon.y1);  // the "p" hangs below the line
    CHECK(gre.y0 < lon.y0);  // a round "G" overshoots the flat top of an "L"
    CHECK(gre.y0 > lon.y0 - 1);
    CHECK(lon.y1 - lon.y0 < 20);  // ink and halo, not the whole line
}

TEST_CASE("[MapLayout] marks are a fixed size on the map at the fitted zoom and grow more slowly when zoomed") {
    const MapGeometry& geo = *every_board().front().geo;  // the standard board's
    for (const Screen& s : kScreens) {
        INFO(s.name);
        const float scale = fitted_scale(s.map_w, s.map_h, geo.width, geo.height);
        const BoardSizes b = board_sizes(scale, 1.0f);
        CHECK(b.label == Approx(kLabelMapSize * scale));  // no floor or ceiling on a standard screen
        CHECK(b.unit == Approx(kUnitMapRadius * scale));
        const BoardSizes zoomed = board_sizes(scale, 2.0f);
        CHECK(zoomed.label > b.label);
        CHECK(zoomed.label < 2 * b.label);
        CHECK(zoomed.unit < 2 * b.unit);
    }
    CHECK(board_sizes(0.22f, 1).label >= 12.5f);  // bigger than the old 11-px names on a laptop
}

TEST_CASE("[MapLayout] no two names collide at the fitted zoom") {
    for (const Board& board : every_board()) {
        const Map& map = *board.map;
        for (const Screen& s : kScreens) {
            const Drawn d = drawn_at(s, board);
            for (int a = 0; a < map.province_count(); ++a)
                for (int b = a + 1; b < map.province_count(); ++b) {
                    if (!drawn(map, a) || !drawn(map, b)) continue;
                    INFO(board.name << " " << s.name << ": " << map.province(a).abbr << " " << where(d.label[a])
                                    << " and " << map.province(b).abbr << " " << where(d.label[b]));
                    CHECK_FALSE(overlap(d.label[a], d.label[b]));
                }
        }
    }
}

TEST_CASE("[MapLayout] no unit covers another province's name at the fitted zoom") {
    for (const Board& board : every_board()) {
        const Map& map = *board.map;
        for (const Screen& s : kScreens) {
            const Drawn d = drawn_at(s, board);
            for (int l = 0; l < map.loc_count(); ++l) {
                const LocInfo& loc = map.loc(static_cast<Loc>(l));
                const SpaceKind kind = map.province(loc.province).kind;
                if (kind == SpaceKind::Impassable) continue;
                // A coastal province's own location may hold an army or a fleet; a coast or a sea only a fleet.
                const bool army = kind != SpaceKind::Sea && loc.coast == Coast::None;
                const bool fleet = kind != SpaceKind::Land;
                for (int p = 0; p < map.province_count(); ++p) {
                    if (p == loc.province || !drawn(map, p)) continue;
                    INFO(board.name << " " << s.name << ": a unit in " << loc.abbr << " and the name of "
                                    << map.province(p).abbr);
                    if (army) CHECK_FALSE(unit_covers(d.unit[l], d.sizes.unit, false, d.label[p]));
                    if (fleet) CHECK_FALSE(unit_covers(d.unit[l], d.sizes.unit, true, d.label[p]));
                }
            }
        }
    }
}

TEST_CASE("[MapLayout] every name sits in its own province at the fitted zoom") {
    // The letters' box (without its halo) has its corners and the middles of its sides inside the province, or
    // over its border by no more than a sliver (as the placement allows: tools/mapgen/place_markers.py SPILL):
    // 14 map units, or a pixel and a third where a board is drawn smaller than that (the Ancient
    // Mediterranean's islands on a phone, where names meet their size floor).
    constexpr float kSpill = 14.0f, kSpillPx = 1.35f;
    for (const Board& board : every_board()) {
        const Map& map = *board.map;
        const MapGeometry& g = *board.geo;
        for (const Screen& s : kScreens) {
            const Drawn d = drawn_at(s, board);
            const float pad = kHaloPx + 0.5f, spill = std::max(kSpill, kSpillPx / d.scale);
            for (int p = 0; p < map.province_count(); ++p) {
                if (!drawn(map, p)) continue;
                const Box b = d.label[p];
                const GeoRegion& r = g.regions[g.region_of_province[p]];
                const float x0 = (b.x0 + pad) / d.scale, x1 = (b.x1 - pad) / d.scale;
                const float y0 = (b.y0 + pad) / d.scale, y1 = (b.y1 - pad) / d.scale;
                const float xm = (x0 + x1) / 2, ym = (y0 + y1) / 2;
                for (const Point q : {Point{x0, y0}, Point{xm, y0}, Point{x1, y0}, Point{x0, ym}, Point{x1, ym},
                                      Point{x0, y1}, Point{xm, y1}, Point{x1, y1}}) {
                    INFO(board.name << " " << s.name << ": the name of " << map.province(p).abbr << " at " << q.x
                                    << ", " << q.y << ", " << distance_to_outline(r, q)
                                    << " map units from its border");
                    CHECK((region_contains(r, q) || distance_to_outline(r, q) <= spill));
                }
            }
        }
    }
}

TEST_CASE("[MapLayout] a phone held upright opens with the board filling the map's height, its sides cropped") {
    const float w = 1280, h = 1133;  // a board a little wider than tall
    // A laptop's area (wider than tall): the whole board, as fitted.
    CHECK(opening_scale(920, 758, w, h) == fitted_scale(920, 758, w, h));
    // A phone's map area, 390 x 490: the board's height fills it; at most 30% of its width is cut off.
    const float phone = opening_scale(390, 490, w, h);
    CHECK(phone * h == Approx(490));
    CHECK(phone > fitted_scale(390, 490, w, h) * 1.3f);  // the letterboxed board was far smaller
    CHECK(phone * w * (1 - kMostCropped) <= 390 + 0.01f);
    // A very tall area: the crop stops at 30%, the height is no longer filled.
    const float tall = opening_scale(390, 900, w, h);
    CHECK(tall * w * (1 - kMostCropped) == Approx(390));
    CHECK(tall * h < 900);
    // A board twice as wide as tall keeps its ends: fitted whole.
    CHECK(opening_scale(390, 490, 2000, 1000) == fitted_scale(390, 490, 2000, 1000));
}
