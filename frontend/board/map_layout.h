// How big the board draws its marks (names, unit tokens, supply-centre markers) at a given fit and zoom, and the
// boxes they cover on screen. Plain C++, shared by the map view (which draws with it) and the placement test
// (which checks that no unit covers another province's name and no names collide at the fitted zoom). It does
// not choose where marks go: that is map data (assets/boards/standard/board.geo, by tools/mapgen/place_markers.py).
#pragma once

#include <string_view>

#include "map_geometry.h"

namespace dip {

// At the fitted zoom every mark is a fixed size in map units, so the placement in the asset holds at every screen
// size; zoomed in, marks grow more slowly than the board (so they only get further apart). Keep in step with the
// constants at the top of tools/mapgen/place_markers.py.
inline constexpr float kLabelMapSize = 58.0f;     // a name's font size at the fitted zoom, map units
inline constexpr float kUnitMapRadius = 42.0f;    // a unit token's radius at the fitted zoom, map units
inline constexpr float kCentreMapRadius = 22.0f;  // a supply-centre marker's radius at the fitted zoom, map units
inline constexpr float kHaloPx = 1.0f;            // the light outline around a name's letters, px

struct BoardSizes {
    float label = 0;   // font size of a province's name, px
    float unit = 0;    // unit token radius, px
    float centre = 0;  // supply-centre marker radius, px
};

// The scale (px per map unit) at which a map_w x map_h board fits an area_w x area_h screen area, centred.
float fitted_scale(float area_w, float area_h, float map_w, float map_h);
// The scale the map opens at: the whole board fitted, except in an area taller than wide (a phone held upright),
// where a board about as tall as wide fills the area's height and its sides run past the edges (by at most
// kMostCropped of its width, the player pans to them): a letterboxed board there would use well under half the
// screen.
inline constexpr float kMostCropped = 0.3f;
inline constexpr float kSquarish = 1.25f;  // boards up to this much wider than tall are cropped so; wider ones fit
float opening_scale(float area_w, float area_h, float map_w, float map_h);

// The marks' sizes for a board fitted at `fit_scale` and zoomed by `zoom` (1: fitted).
BoardSizes board_sizes(float fit_scale, float zoom);

struct Box {
    float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    Box moved(float dx, float dy) const { return {x0 + dx, y0 + dy, x1 + dx, y1 + dy}; }
};
bool overlap(const Box& a, const Box& b);

// The width of a text in the names' font at font size `size` (what ImGui's CalcTextSize gives), px.
float label_text_width(std::string_view text, float size);
// What a name drawn centred on (0, 0) at font size `size` covers: its letters' ink with the halo, px.
Box label_box(std::string_view text, float size);

// What a unit token of radius `r` centred on (0, 0) covers, with its light rim. An army is a disc
// (army_reach() from its centre), a fleet a boat (fleet_box()).
float army_reach(float r);
Box fleet_box(float r);
// Whether a token (army or fleet) at `c` covers any part of box `b`.
bool unit_covers(Point c, float r, bool fleet, const Box& b);

}  // namespace dip
