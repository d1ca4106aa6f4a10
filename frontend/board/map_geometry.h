// The drawing geometry of the board: one region per province (and decorative land and water), with where units,
// names and supply centres go. Read from assets/boards/standard/board.geo (made by tools/mapgen/make_map.py), keyed by
// the abbreviations of assets/boards/standard/board.map. Plain C++ (no SDL, ImGui or GL) so it is tested natively.
//
// The text format, one item per line ("#" starts a comment line):
//   size <W> <H>                  map units; x to the right, y down
//   region <name> <kind>          name: a province's abbreviation, or "-" for decoration; kind: land | sea | water
//   ring <n> x0 y0 ... x(n-1) y(n-1)   a closed ring of the current region (outer or hole); the first point is
//                                 not repeated; holes run the other way round from outer rings
//   tris <m> a0 b0 c0 ...         the region's triangles: indices into all its rings' points, in ring order
//   label <abbr> <x> <y>          where the province's name is written (the middle of the text)
//   unit <loc> <x> <y>            where a unit stands, for every location ("Spa/nc" for a coast)
//   centre <abbr> <x> <y>         the supply-centre marker, for every supply centre
// Neighbouring regions share borders point for point, so shared edges are identical.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "map.h"

namespace dip {

struct Point {
    float x = 0, y = 0;
};

struct GeoRegion {
    std::string name;  // "Lon", or "-" for decoration
    enum class Kind { Land, Sea, Water } kind = Kind::Land;
    Province province = kNone;               // the engine's province id (kNone for decoration)
    std::vector<Point> points;               // all rings' points, concatenated
    std::vector<std::pair<int, int>> rings;  // (first point index, count) of each ring
    std::vector<std::uint32_t> tris;         // triangle indices into points
    Point min, max;                          // bounding box
};

class MapGeometry {
public:
    // Parses the asset; on malformed text returns false and sets `error` (with the line number). Also fails
    // when a province, a location's unit position, a label or a supply centre's marker is missing.
    bool parse(std::string_view text, const Map& map, std::string& error);

    float width = 0, height = 0;
    std::vector<GeoRegion> regions;
    std::vector<int> region_of_province;  // by engine Province id -> index in regions
    std::vector<Point> unit_pos;          // by engine Loc id
    std::vector<Point> label_pos;         // by engine Province id
    std::vector<Point> centre_pos;        // by engine Province id (only centres meaningful)

    // The province under a map point (Switzerland included), or kNone (decoration, outside the map).
    Province province_at(Point p) const;
};

// Whether a point lies inside a region's rings (even-odd rule, so holes are left out).
bool region_contains(const GeoRegion& r, Point p);

// Provinces that share a border of at least `min_length` map units (identical shared edges), each pair once
// with the smaller id first, in increasing order.
std::vector<std::pair<Province, Province>> shared_borders(const MapGeometry& g, float min_length);

}  // namespace dip
