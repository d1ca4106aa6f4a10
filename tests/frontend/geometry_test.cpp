// The board's drawing geometry (assets/boards/standard/board.geo) against the engine's standard map: every space has a
// region, every marker lies inside its space, the triangles cover the regions, and regions border each other
// exactly where the board makes spaces adjacent.
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <set>
#include <sstream>

#include "../support.h"
#include "embed.h"
#include "map.h"
#include "map_geometry.h"

using namespace dip;
using namespace dip::test;

namespace {

const MapGeometry& geometry() {
    static const MapGeometry g = [] {
        std::ifstream in(GEO_FILE);
        REQUIRE(in.good());
        std::stringstream ss;
        ss << in.rdbuf();
        MapGeometry geo;
        std::string error;
        const bool ok = geo.parse(ss.str(), standard(), error);
        INFO(error);
        REQUIRE(ok);
        return geo;
    }();
    return g;
}

const std::string& abbr(Province p) { return standard().province(p).abbr; }

const GeoRegion& region(Province p) { return geometry().regions[geometry().region_of_province[p]]; }

// Inside one of the region's triangles (borders included): checks the triangulation, not the rings.
bool in_triangles(const GeoRegion& r, Point p) {
    for (std::size_t k = 0; k + 2 < r.tris.size(); k += 3) {
        const Point a = r.points[r.tris[k]], b = r.points[r.tris[k + 1]], c = r.points[r.tris[k + 2]];
        const float d1 = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
        const float d2 = (c.x - b.x) * (p.y - b.y) - (c.y - b.y) * (p.x - b.x);
        const float d3 = (a.x - c.x) * (p.y - c.y) - (a.y - c.y) * (p.x - c.x);
        const bool neg = d1 < 0 || d2 < 0 || d3<0, pos = d1> 0 || d2 > 0 || d3 > 0;
        if (!(neg && pos)) return true;
    }
    return false;
}

// Adjacent on the board: an army move, or a fleet move between any locations of the two provinces.
bool board_adjacent(Province a, Province b) {
    if (standard().army_adjacent(a, b)) return true;
    for (int la = 0; la < standard().loc_count(); ++la) {
        if (standard().province_of(static_cast<Loc>(la)) != a) continue;
        for (int lb = 0; lb < standard().loc_count(); ++lb)
            if (standard().province_of(static_cast<Loc>(lb)) == b &&
                standard().fleet_adjacent(static_cast<Loc>(la), static_cast<Loc>(lb)))
                return true;
    }
    return false;
}

// Where the drawing departs from the board's adjacency, on purpose.
struct Exception {
    const char* a;
    const char* b;
    const char* reason;
};
const Exception kExceptions[] = {
    {"Den", "Swe", "adjacent across the Sound, which is drawn as (decorative) water between them"},
    {"Swi", "Bur", "Switzerland is impassable: it borders its neighbours but no unit moves in or out"},
    {"Swi", "Mar", "Switzerland is impassable: it borders its neighbours but no unit moves in or out"},
    {"Swi", "Mun", "Switzerland is impassable: it borders its neighbours but no unit moves in or out"},
    {"Swi", "Pie", "Switzerland is impassable: it borders its neighbours but no unit moves in or out"},
    {"Swi", "Tyr", "Switzerland is impassable: it borders its neighbours but no unit moves in or out"},
};

constexpr float kMinBorder = 8.0f;  // map units (about 10 km): shorter shared borders do not count as borders

bool is_exception(Province a, Province b) {
    for (const Exception& e : kExceptions) {
        const Province x = standard().find_abbr(e.a), y = standard().find_abbr(e.b);
        if ((a == x && b == y) || (a == y && b == x)) return true;
    }
    return false;
}

double ring_signed_area(const GeoRegion& r, int first, int count) {
    double s = 0;
    for (int i = 0; i < count; ++i) {
        const Point a = r.points[first + i], b = r.points[first + (i + 1) % count];
        s += static_cast<double>(a.x) * b.y - static_cast<double>(b.x) * a.y;
    }
    return s / 2;
}

}  // namespace

TEST_CASE("[Geometry] every province and Switzerland has a region with triangles") {
    REQUIRE(geometry().width > 0);
    REQUIRE(geometry().height > 0);
    int playable = 0;
    for (int p = 0; p < standard().province_count(); ++p) {
        INFO(abbr(p));
        REQUIRE(geometry().region_of_province[p] >= 0);
        const GeoRegion& r = region(p);
        CHECK(r.name == abbr(p));
        CHECK(r.province == p);
        CHECK(!r.tris.empty());
        CHECK(r.tris.size() % 3 == 0);
        CHECK((r.kind == GeoRegion::Kind::Sea) == (standard().province(p).kind == SpaceKind::Sea));
        CHECK(r.min.x >= 0);
        CHECK(r.min.y >= 0);
        CHECK(r.max.x <= geometry().width);
        CHECK(r.max.y <= geometry().height);
        playable += standard().province(p).kind != SpaceKind::Impassable;
    }
    CHECK(playable == 75);
    for (const GeoRegion& r : geometry().regions)
        if (r.province == kNone) CHECK(r.name == "-");
}

TEST_CASE("[Geometry] units, labels and supply centres lie inside their provinces") {
    for (int l = 0; l < standard().loc_count(); ++l) {
        const Province p = standard().province_of(static_cast<Loc>(l));
        INFO(standard().loc(static_cast<Loc>(l)).abbr);
        CHECK(in_triangles(region(p), geometry().unit_pos[l]));
        CHECK(region_contains(region(p), geometry().unit_pos[l]));
    }
    int centres = 0;
    for (int p = 0; p < standard().province_count(); ++p) {
        INFO(abbr(p));
        CHECK(in_triangles(region(p), geometry().label_pos[p]));
        if (standard().province(p).centre) {
            ++centres;
            CHECK(in_triangles(region(p), geometry().centre_pos[p]));
        }
    }
    CHECK(centres == 34);
}

TEST_CASE("[Geometry] a province's name and markers keep apart") {
    // The generator leaves room for a unit of radius 22 and a centre of radius 9 (map units), and a name's
    // middle at least half its height (13) away from them: keep well clear of overlap.
    constexpr float kApart = 30.0f;
    auto dist = [](Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); };
    for (int l = 0; l < standard().loc_count(); ++l) {
        const Province p = standard().province_of(static_cast<Loc>(l));
        INFO(standard().loc(static_cast<Loc>(l)).abbr);
        CHECK(dist(geometry().unit_pos[l], geometry().label_pos[p]) >= kApart);
        if (standard().province(p).centre) CHECK(dist(geometry().unit_pos[l], geometry().centre_pos[p]) >= kApart);
        for (int other = l + 1; other < standard().loc_count(); ++other)
            if (standard().province_of(static_cast<Loc>(other)) == p)
                CHECK(dist(geometry().unit_pos[l], geometry().unit_pos[other]) >= 2 * kApart);
    }
    for (int p = 0; p < standard().province_count(); ++p) {
        INFO(abbr(p));
        if (standard().province(p).centre) CHECK(dist(geometry().label_pos[p], geometry().centre_pos[p]) >= kApart);
    }
}

TEST_CASE("[Geometry] the triangles cover each region exactly") {
    for (const GeoRegion& r : geometry().regions) {
        double rings = 0;  // holes run the other way round, so they subtract themselves
        for (const auto& [first, count] : r.rings) rings += ring_signed_area(r, first, count);
        rings = std::abs(rings);
        double tris = 0;
        for (std::size_t k = 0; k + 2 < r.tris.size(); k += 3) {
            const Point a = r.points[r.tris[k]], b = r.points[r.tris[k + 1]], c = r.points[r.tris[k + 2]];
            tris += std::abs((static_cast<double>(b.x) - a.x) * (c.y - a.y) -
                             (static_cast<double>(c.x) - a.x) * (b.y - a.y)) /
                    2;
        }
        INFO(r.name << ": rings " << rings << ", triangles " << tris);
        CHECK(rings > 0);
        CHECK(std::abs(tris - rings) <= 0.01 * rings);
    }
}

TEST_CASE("[Geometry] provinces share a border exactly when they are adjacent on the board") {
    std::set<std::pair<Province, Province>> border;
    for (const auto& pair : shared_borders(geometry(), kMinBorder)) border.insert(pair);
    int borders = 0;
    for (int a = 0; a < standard().province_count(); ++a) {
        for (int b = a + 1; b < standard().province_count(); ++b) {
            const bool adjacent = board_adjacent(a, b), drawn = border.count({a, b}) > 0;
            INFO(abbr(a) << "-" << abbr(b) << (adjacent ? " adjacent" : " not adjacent")
                         << (drawn ? ", share a border" : ", share no border"));
            CHECK((adjacent != drawn) == is_exception(a, b));
            borders += drawn;
        }
    }
    CHECK(borders > 150);
}

TEST_CASE("[Geometry] no sea touches a sea or a coast it is not adjacent to, not even briefly") {
    for (const auto& [a, b] : shared_borders(geometry(), 0.0f)) {
        const bool sea = standard().province(a).kind == SpaceKind::Sea || standard().province(b).kind == SpaceKind::Sea;
        if (!sea) continue;
        INFO(abbr(a) << "-" << abbr(b));
        CHECK(board_adjacent(a, b));
    }
}

TEST_CASE("[Geometry] province_at finds the province under each unit and nothing outside the board") {
    for (int l = 0; l < standard().loc_count(); ++l) {
        INFO(standard().loc(static_cast<Loc>(l)).abbr);
        CHECK(geometry().province_at(geometry().unit_pos[l]) == standard().province_of(static_cast<Loc>(l)));
    }
    for (int p = 0; p < standard().province_count(); ++p) {
        INFO(abbr(p));
        CHECK(geometry().province_at(geometry().label_pos[p]) == p);
    }
    CHECK(geometry().province_at({-100, -100}) == kNone);
    CHECK(geometry().province_at({geometry().width * 2, geometry().height * 2}) == kNone);
    CHECK(geometry().province_at({geometry().width / 2, -1}) == kNone);
    // The middle of a decorative region's first triangle is not part of the board.
    int decorations = 0;
    for (const GeoRegion& r : geometry().regions) {
        if (r.province != kNone || r.tris.size() < 3) continue;
        const Point a = r.points[r.tris[0]], b = r.points[r.tris[1]], c = r.points[r.tris[2]];
        const Point mid{(a.x + b.x + c.x) / 3, (a.y + b.y + c.y) / 3};
        INFO(r.name << " at " << mid.x << " " << mid.y);
        CHECK(geometry().province_at(mid) == kNone);
        ++decorations;
    }
    CHECK(decorations > 0);
}

TEST_CASE("[Geometry] malformed text is refused with its line number") {
    const std::string head = "# test\nsize 100 100\n";
    auto error_of = [&](const std::string& text) {
        MapGeometry g;
        std::string error;
        CHECK_FALSE(g.parse(text, standard(), error));
        return error;
    };
    CHECK_THAT(error_of(head + "region Xyz land\n"), Catch::Contains("line 3") && Catch::Contains("Xyz"));
    CHECK_THAT(error_of(head + "region Lon land\nring 3 0 0 1 1\n"), Catch::Contains("line 4"));
    CHECK_THAT(error_of(head + "region Lon land\nring 3 0 0 10 0 0 10\ntris 1 0 1 3\n"),
               Catch::Contains("line 5") && Catch::Contains("range"));
    CHECK_THAT(error_of(head + "region Lon sea\n"), Catch::Contains("line 3"));
    CHECK_THAT(error_of(head + "unit Spa/xc 1 2\n"), Catch::Contains("line 3"));
    CHECK_THAT(error_of(head + "centre Yor 1 2\n"), Catch::Contains("line 3"));
    CHECK_THAT(error_of(head + "wibble\n"), Catch::Contains("line 3"));
    // Well formed but incomplete: the first missing thing is named.
    CHECK_THAT(error_of(head + "region Lon land\nring 3 0 0 10 0 0 10\ntris 1 0 1 2\n"),
               Catch::Contains("no region for"));
}

TEST_CASE("[Geometry] a cropped board shows its provinces with a margin, and never less than a fifth of the map") {
    Point min, max;
    provinces_bounds(geometry(), {standard().find_abbr("Par"), standard().find_abbr("Mun")}, min, max);
    const GeoRegion& par = geometry().regions[geometry().region_of_province[standard().find_abbr("Par")]];
    const GeoRegion& mun = geometry().regions[geometry().region_of_province[standard().find_abbr("Mun")]];
    CHECK(min.x < par.min.x);
    CHECK(max.x > mun.max.x);
    provinces_bounds(geometry(), {standard().find_abbr("Hol")}, min, max);  // one small province: its neighbourhood
    CHECK(max.x - min.x >= geometry().width / 5 - 1);
    CHECK(max.y - min.y >= geometry().width / 5 - 1);
}
