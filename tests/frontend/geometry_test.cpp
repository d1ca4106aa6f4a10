// Every board's drawing geometry (assets/boards/<board>/board.geo) against its map: every space has a region,
// every marker lies inside its space, the triangles cover the regions, and regions border each other exactly
// where the board makes spaces adjacent, but for the differences its map pipeline lists as intended.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <set>
#include <sstream>

#include "../support.h"
#include "board_geometry.h"
#include "every_board.h"
#include "embed.h"
#include "map.h"
#include "map_geometry.h"

using namespace dip;
using namespace dip::test;

namespace {

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
bool board_adjacent(const Map& map, Province a, Province b) {
    if (map.army_adjacent(a, b)) return true;
    for (int la = 0; la < map.loc_count(); ++la) {
        if (map.province_of(static_cast<Loc>(la)) != a) continue;
        for (int lb = 0; lb < map.loc_count(); ++lb)
            if (map.province_of(static_cast<Loc>(lb)) == b &&
                map.fleet_adjacent(static_cast<Loc>(la), static_cast<Loc>(lb)))
                return true;
    }
    return false;
}

// Where a board's drawing departs from its adjacency on purpose: the "intended" lines of its map pipeline's
// settings (tools/mapgen/<board>/board.cfg; the standard board's Sound between Denmark and Sweden, impassable
// Switzerland, the Ancient Mediterranean's straits and four-way junctions).
std::set<std::pair<std::string, std::string>> intended_differences(const std::string& board) {
    std::ifstream in(std::string(MAPGEN_DIR) + "/" + board + "/board.cfg");
    REQUIRE(in.good());
    std::set<std::pair<std::string, std::string>> out;
    for (std::string line; std::getline(in, line);) {
        std::istringstream words(line.substr(0, line.find('#')));
        std::string key, a, b;
        if (words >> key >> a >> b && key == "intended") out.insert({std::min(a, b), std::max(a, b)});
    }
    return out;
}

constexpr float kMinBorder = 8.0f;  // map units (about 10 km): shorter shared borders do not count as borders

double ring_signed_area(const GeoRegion& r, int first, int count) {
    double s = 0;
    for (int i = 0; i < count; ++i) {
        const Point a = r.points[first + i], b = r.points[first + (i + 1) % count];
        s += static_cast<double>(a.x) * b.y - static_cast<double>(b.x) * a.y;
    }
    return s / 2;
}

}  // namespace

TEST_CASE("[Geometry] every province of every board has a region with triangles") {
    for (const Board& board : every_board()) {
        const Map& map = *board.map;
        const MapGeometry& g = *board.geo;
        INFO(board.name);
        REQUIRE(g.width > 0);
        REQUIRE(g.height > 0);
        for (int p = 0; p < map.province_count(); ++p) {
            INFO(map.province(p).abbr);
            REQUIRE(g.region_of_province[p] >= 0);
            const GeoRegion& r = g.regions[g.region_of_province[p]];
            CHECK(r.name == map.province(p).abbr);
            CHECK(r.province == p);
            CHECK(!r.tris.empty());
            CHECK(r.tris.size() % 3 == 0);
            CHECK((r.kind == GeoRegion::Kind::Sea) == (map.province(p).kind == SpaceKind::Sea));
            CHECK(r.min.x >= 0);
            CHECK(r.min.y >= 0);
            CHECK(r.max.x <= g.width);
            CHECK(r.max.y <= g.height);
        }
        for (const GeoRegion& r : g.regions)
            if (r.province == kNone) CHECK(r.name == "-");
    }
    int playable = 0;  // the standard board: 75 spaces and impassable Switzerland
    for (int p = 0; p < standard().province_count(); ++p)
        playable += standard().province(p).kind != SpaceKind::Impassable;
    CHECK(playable == 75);
}

TEST_CASE("[Geometry] units, labels and supply centres lie inside their provinces") {
    for (const Board& board : every_board()) {
        const Map& map = *board.map;
        const MapGeometry& g = *board.geo;
        INFO(board.name);
        const auto region = [&](Province p) -> const GeoRegion& { return g.regions[g.region_of_province[p]]; };
        for (int l = 0; l < map.loc_count(); ++l) {
            const Province p = map.province_of(static_cast<Loc>(l));
            INFO(map.loc(static_cast<Loc>(l)).abbr);
            CHECK(in_triangles(region(p), g.unit_pos[l]));
            CHECK(region_contains(region(p), g.unit_pos[l]));
        }
        for (int p = 0; p < map.province_count(); ++p) {
            INFO(map.province(p).abbr);
            CHECK(in_triangles(region(p), g.label_pos[p]));
            if (map.province(p).centre) CHECK(in_triangles(region(p), g.centre_pos[p]));
        }
    }
}

TEST_CASE("[Geometry] a province's name and markers keep apart") {
    // The generator leaves room for a unit of radius 22 and a centre of radius 9 (map units), and a name's
    // middle at least half its height (13) away from them: keep well clear of overlap.
    constexpr float kApart = 30.0f;
    auto dist = [](Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); };
    for (const Board& board : every_board()) {
        const Map& map = *board.map;
        const MapGeometry& g = *board.geo;
        INFO(board.name);
        for (int l = 0; l < map.loc_count(); ++l) {
            const Province p = map.province_of(static_cast<Loc>(l));
            INFO(map.loc(static_cast<Loc>(l)).abbr);
            CHECK(dist(g.unit_pos[l], g.label_pos[p]) >= kApart);
            if (map.province(p).centre) CHECK(dist(g.unit_pos[l], g.centre_pos[p]) >= kApart);
            for (int other = l + 1; other < map.loc_count(); ++other)
                if (map.province_of(static_cast<Loc>(other)) == p)
                    CHECK(dist(g.unit_pos[l], g.unit_pos[other]) >= 2 * kApart);
        }
        for (int p = 0; p < map.province_count(); ++p) {
            INFO(map.province(p).abbr);
            if (map.province(p).centre) CHECK(dist(g.label_pos[p], g.centre_pos[p]) >= kApart);
        }
    }
}

TEST_CASE("[Geometry] the triangles cover each region exactly") {
    for (const Board& board : every_board())
        for (const GeoRegion& r : board.geo->regions) {
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
            INFO(board.name << " " << r.name << ": rings " << rings << ", triangles " << tris);
            CHECK(rings > 0);
            CHECK(std::abs(tris - rings) <= 0.01 * rings);
        }
}

TEST_CASE("[Geometry] provinces share a border exactly when they are adjacent on the board") {
    for (const Board& board : every_board()) {
        const Map& map = *board.map;
        INFO(board.name);
        const auto intended = intended_differences(board.name);
        std::set<std::pair<Province, Province>> border;
        for (const auto& pair : shared_borders(*board.geo, kMinBorder)) border.insert(pair);
        int borders = 0;
        for (int a = 0; a < map.province_count(); ++a) {
            for (int b = a + 1; b < map.province_count(); ++b) {
                const std::string& x = map.province(a).abbr;
                const std::string& y = map.province(b).abbr;
                const bool adjacent = board_adjacent(map, a, b), drawn = border.count({a, b}) > 0;
                INFO(x << "-" << y << (adjacent ? " adjacent" : " not adjacent")
                       << (drawn ? ", share a border" : ", share no border"));
                CHECK((adjacent != drawn) == intended.count({std::min(x, y), std::max(x, y)}) > 0);
                borders += drawn;
            }
        }
        CHECK(borders > 2 * map.province_count());
    }
}

TEST_CASE("[Geometry] no sea touches a sea or a coast it is not adjacent to, not even briefly") {
    for (const Board& board : every_board()) {
        const Map& map = *board.map;
        const auto intended = intended_differences(board.name);
        for (const auto& [a, b] : shared_borders(*board.geo, 0.0f)) {
            const bool sea = map.province(a).kind == SpaceKind::Sea || map.province(b).kind == SpaceKind::Sea;
            const std::string& x = map.province(a).abbr;
            const std::string& y = map.province(b).abbr;
            if (!sea || intended.count({std::min(x, y), std::max(x, y)})) continue;
            INFO(board.name << " " << x << "-" << y);
            CHECK(board_adjacent(map, a, b));
        }
    }
}

TEST_CASE("[Geometry] province_at finds the province under each unit and nothing outside the board") {
    for (const Board& board : every_board()) {
        const Map& map = *board.map;
        const MapGeometry& g = *board.geo;
        INFO(board.name);
        for (int l = 0; l < map.loc_count(); ++l) {
            INFO(map.loc(static_cast<Loc>(l)).abbr);
            CHECK(g.province_at(g.unit_pos[l]) == map.province_of(static_cast<Loc>(l)));
        }
        for (int p = 0; p < map.province_count(); ++p) {
            INFO(map.province(p).abbr);
            CHECK(g.province_at(g.label_pos[p]) == p);
        }
        CHECK(g.province_at({-100, -100}) == kNone);
        CHECK(g.province_at({g.width * 2, g.height * 2}) == kNone);
        CHECK(g.province_at({g.width / 2, -1}) == kNone);
        // The middle of a decorative region's first triangle is not part of the board.
        int decorations = 0;
        for (const GeoRegion& r : g.regions) {
            if (r.province != kNone || r.tris.size() < 3) continue;
            const Point a = r.points[r.tris[0]], b = r.points[r.tris[1]], c = r.points[r.tris[2]];
            const Point mid{(a.x + b.x + c.x) / 3, (a.y + b.y + c.y) / 3};
            INFO(r.name << " at " << mid.x << " " << mid.y);
            CHECK(g.province_at(mid) == kNone);
            ++decorations;
        }
        CHECK(decorations > 0);
    }
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
    const MapGeometry& g = *geometry_for(standard_rules());
    const auto geometry = [&]() -> const MapGeometry& { return g; };
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
