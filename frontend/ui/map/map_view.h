// The board on screen: pan and zoom between map units and screen pixels, and drawing of provinces
// (tinted by owner), borders, names, supply centres and unit tokens with ImGui's draw lists.
// Orders and results are drawn on top by order_art.h.
#pragma once

#include <algorithm>
#include <optional>

#include <string>
#include <utility>
#include <vector>

#include <imgui.h>

#include "board_layer.h"
#include "map_layout.h"
#include "map_geometry.h"
#include "palette.h"
#include "position.h"

namespace dip {

// Screen = offset + map * scale. Screen units are ImGui's (CSS pixels on the web).
struct ViewTransform {
    float scale = 1.0f;
    ImVec2 offset{0, 0};
    ImVec2 to_screen(Point p) const { return {offset.x + p.x * scale, offset.y + p.y * scale}; }
    Point to_map(ImVec2 s) const { return {(s.x - offset.x) / scale, (s.y - offset.y) / scale}; }
};

// What to draw besides the board itself.
struct BoardDecor {
    SpaceSet targets;           // provinces worth clicking now: lit up
    Province selected = kNone;  // the unit being ordered: ringed
    Province hovered = kNone;   // under the mouse: lightened
    bool full_names = false;    // full province names rather than abbreviations
};

class MapView {
public:
    MapView(const MapGeometry& geometry, const Map& map) : geo_(&geometry), map_(&map) {}
    // Another board (a game of another variant): its drawing and map; the view refits.
    void set_board(const MapGeometry& geometry, const Map& map);

    // The screen rectangle the map may use. The view refits to it until the player pans or zooms.
    void set_area(ImVec2 min, ImVec2 max);
    void fit();
    // Fits a rectangle of the map instead of the whole board (an embedded board cropped to a region).
    void fit_rect(Point min, Point max);
    // The board point an opening view cropped at its sides keeps in the middle when it can (the player's own
    // units), or none (the board's middle). Applied by the next fit().
    void set_focus(std::optional<Point> focus) { focus_ = focus; }
    // Height over width of what fit() frames: the board, or the rectangle of fit_rect().
    float framed_aspect() const {
        return cropped_ ? (crop_max_.y - crop_min_.y) / std::max(1e-3f, crop_max_.x - crop_min_.x)
                        : geo_->height / std::max(1e-3f, geo_->width);
    }
    // The whole board again after fit_rect().
    void fit_whole() {
        cropped_ = false;
        fit();
    }
    void zoom_at(ImVec2 screen_point, float factor);
    void pan(ImVec2 delta);
    bool user_moved() const { return user_moved_; }
    const ViewTransform& view() const { return view_; }
    // The whole board's rectangle on the screen: min and max corners.
    std::pair<ImVec2, ImVec2> board_box() const {
        return {view_.to_screen({0, 0}), view_.to_screen({geo_->width, geo_->height})};
    }
    // 1 as the map opens (the whole board fitted; a phone held upright fills its height); grows as the player
    // zooms in. Sizes of tokens and text follow it.
    float zoom() const { return view_.scale / fit_scale_; }

    void set_fonts(ImFont* label, ImFont* bold) { label_font_ = label, bold_font_ = bold; }
    void set_palette(const Palette* p) { palette_ = p; }
    const Palette& palette() const { return *palette_; }

    // The board: provinces tinted by owner, borders, names, supply centres. With a layer, drawn into it only when
    // something it shows changed, and shown from it.
    void draw_board(ImDrawList* dl, const Position& pos, const BoardDecor& decor) const;
    void set_layer(BoardLayer* layer) { layer_ = layer; }
    // Every unit, and units waiting to retreat beside them.
    void draw_units(ImDrawList* dl, const Position& pos, Province selected) const;
    // One unit token at a screen point; `alpha` fades it (a unit that is gone).
    void draw_unit(ImDrawList* dl, ImVec2 at, UnitType type, Power power, float alpha = 1.0f) const;

    ImVec2 unit_point(Loc l) const { return view_.to_screen(geo_->unit_pos[l]); }
    // Where a dislodged unit in this province is drawn: beside the unit that took its place.
    ImVec2 dislodged_point(Loc l) const;
    float unit_radius() const;
    // Where the provinces' names are drawn (abbreviated), as screen boxes.
    std::vector<Box> name_boxes() const;
    Province province_at(ImVec2 screen) const;
    const MapGeometry& geometry() const { return *geo_; }
    const Map& map() const { return *map_; }

    // How many supply centres each power holds: chips in the power colours, in a margin of the fitted board or
    // over the sea at the top left.
    void draw_centre_counts(ImDrawList* dl, const Position& pos, float reserved_top = 0) const;

private:
    void paint_board(ImDrawList* dl, const Position& pos, const BoardDecor& decor) const;
    // Everything paint_board's picture depends on besides the area, the pixel ratio and the fonts' texture.
    BoardLayer::Key board_key(const Position& pos, const BoardDecor& decor) const;
    void draw_edges(ImDrawList* dl) const;
    Rgba province_fill(Province p, const Position& pos) const;
    void draw_label(ImDrawList* dl, Province p, float size, bool full_name) const;

    const MapGeometry* geo_;
    const Map* map_;
    const Palette* palette_ = &palette_for(*map_, false);
    ImFont* label_font_ = nullptr;
    ImFont* bold_font_ = nullptr;
    ImVec2 area_min_{0, 0}, area_max_{1, 1};
    ViewTransform view_;
    float fit_scale_ = 1.0f;      // the scale the map opens at (opening_scale, map_layout.h): zoom 1
    float whole_scale_ = 1.0f;    // the scale at which the whole board fits
    std::optional<Point> focus_;  // see set_focus()
    void set_scales(float w, float h);
    bool user_moved_ = false;
    bool cropped_ = false;
    Point crop_min_{0, 0}, crop_max_{0, 0};
    mutable std::vector<ImVec2> scratch_;
    BoardLayer* layer_ = nullptr;
};

}  // namespace dip
