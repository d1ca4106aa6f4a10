// Drawing the board with ImGui draw lists: triangles for provinces, polylines for borders, text for names.
#include "map_view.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "formal/state.h"
#include "map_layout.h"

namespace dip {

namespace {

// Writes a region's triangles straight into the draw list, transformed to the screen.
void fill_region(ImDrawList* dl, const GeoRegion& r, const ViewTransform& v, Rgba col) {
    if (r.tris.empty()) return;
    const ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
    const int vtx = static_cast<int>(r.points.size()), idx = static_cast<int>(r.tris.size());
    dl->PrimReserve(idx, vtx);
    for (int i = 0; i < vtx; ++i) {
        dl->_VtxWritePtr[i].pos = v.to_screen(r.points[i]);
        dl->_VtxWritePtr[i].uv = uv;
        dl->_VtxWritePtr[i].col = col;
    }
    for (int i = 0; i < idx; ++i) dl->_IdxWritePtr[i] = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx + r.tris[i]);
    dl->_VtxWritePtr += vtx;
    dl->_IdxWritePtr += idx;
    dl->_VtxCurrentIdx += vtx;
}

bool visible(const GeoRegion& r, const ViewTransform& v, ImVec2 lo, ImVec2 hi) {
    const ImVec2 a = v.to_screen(r.min), b = v.to_screen(r.max);
    return b.x >= lo.x && a.x <= hi.x && b.y >= lo.y && a.y <= hi.y;
}

}  // namespace

void MapView::set_area(ImVec2 min, ImVec2 max) {
    const bool changed = min.x != area_min_.x || min.y != area_min_.y || max.x != area_max_.x || max.y != area_max_.y;
    area_min_ = min;
    area_max_ = max;
    if (changed && !user_moved_) fit();
    else if (changed) set_scales(max.x - min.x, max.y - min.y);
}

void MapView::set_board(const MapGeometry& geometry, const Map& map) {
    geo_ = &geometry;
    map_ = &map;
    cropped_ = false;
    fit();
}

void MapView::fit() {
    const float w = std::max(1.0f, area_max_.x - area_min_.x), h = std::max(1.0f, area_max_.y - area_min_.y);
    set_scales(w, h);
    view_.scale = fit_scale_;
    view_.offset = {area_min_.x + (w - geo_->width * fit_scale_) / 2,
                    area_min_.y + (h - geo_->height * fit_scale_) / 2};
    // Cropped at its sides (a phone held upright): the part around the focus, the board still filling the width.
    if (focus_ && geo_->width * fit_scale_ > w)
        view_.offset.x = std::clamp(area_min_.x + w / 2 - focus_->x * fit_scale_,
                                    area_min_.x + w - geo_->width * fit_scale_, area_min_.x);
    user_moved_ = false;
    if (cropped_) {
        const float cw = crop_max_.x - crop_min_.x, ch = crop_max_.y - crop_min_.y;
        view_.scale = std::min(w / cw, h / ch);
        view_.offset = {area_min_.x + (w - cw * view_.scale) / 2 - crop_min_.x * view_.scale,
                        area_min_.y + (h - ch * view_.scale) / 2 - crop_min_.y * view_.scale};
    }
}

void MapView::set_scales(float w, float h) {
    whole_scale_ = fitted_scale(w, h, geo_->width, geo_->height);
    // A region of the board (fit_rect) is framed on its own; the board's marks keep their whole-board size.
    fit_scale_ = cropped_ ? whole_scale_ : opening_scale(w, h, geo_->width, geo_->height);
}

void MapView::fit_rect(Point min, Point max) {
    cropped_ = true;
    crop_min_ = min;
    crop_max_ = max;
    fit();
}

void MapView::zoom_at(ImVec2 at, float factor) {
    // Out far enough to see the whole board (a phone opens with its sides cropped), in to eight times.
    const float scale = std::clamp(view_.scale * factor, std::min(fit_scale_, whole_scale_) * 0.8f, fit_scale_ * 8.0f);
    const float applied = scale / view_.scale;
    view_.offset = {at.x - (at.x - view_.offset.x) * applied, at.y - (at.y - view_.offset.y) * applied};
    view_.scale = scale;
    user_moved_ = true;
}

void MapView::pan(ImVec2 delta) {
    view_.offset.x += delta.x;
    view_.offset.y += delta.y;
    // Keep some of the board in sight.
    const ImVec2 a = view_.to_screen({0, 0}), b = view_.to_screen({geo_->width, geo_->height});
    const float margin = 80;
    if (b.x < area_min_.x + margin) view_.offset.x += area_min_.x + margin - b.x;
    if (a.x > area_max_.x - margin) view_.offset.x -= a.x - (area_max_.x - margin);
    if (b.y < area_min_.y + margin) view_.offset.y += area_min_.y + margin - b.y;
    if (a.y > area_max_.y - margin) view_.offset.y -= a.y - (area_max_.y - margin);
    user_moved_ = true;
}

// Tokens scale with the board on screen, but less than the zoom, so a zoomed-in board is less crowded.
float MapView::unit_radius() const { return board_sizes(fit_scale_, zoom()).unit; }

std::vector<Box> MapView::name_boxes() const {
    std::vector<Box> out;
    const float size = board_sizes(fit_scale_, zoom()).label;
    for (int p = 0; p < map_->province_count(); ++p) {
        if (map_->province(p).kind == SpaceKind::Impassable) continue;
        const ImVec2 at = view_.to_screen(geo_->label_pos[p]);
        out.push_back(label_box(map_->province(p).abbr, size).moved(at.x, at.y));
    }
    return out;
}

ImVec2 MapView::dislodged_point(Loc l) const {
    const ImVec2 p = unit_point(l);
    const float r = unit_radius();
    return {p.x + r * 1.15f, p.y - r * 1.15f};
}

Province MapView::province_at(ImVec2 screen) const { return geo_->province_at(view_.to_map(screen)); }

// Land is tinted by who owns it: a supply centre by its owner (or, in Formal Diplomacy, the power whose sphere of
// influence it is); other provinces by their home country.
Rgba MapView::province_fill(Province p, const Position& pos) const {
    const Palette& pal = *palette_;
    const ProvinceInfo& info = map_->province(p);
    if (info.kind == SpaceKind::Sea) return pal.sea;
    if (info.kind == SpaceKind::Impassable) return pal.impassable;
    if (info.centre && pos.owner[p] != kNoPower) return mix(pal.land, pal.power[pos.owner[p]], 0.42f);
    if (formal_state(pos).sphere(p) != kNoPower)
        return mix(pal.land, pal.power[formal_state(pos).sphere(p)], 0.22f);  // Formal
    if (info.country != kNoPower) return mix(pal.land, pal.power[info.country], 0.16f);
    return pal.land;
}

void MapView::draw_label(ImDrawList* dl, Province p, float size, bool full_name) const {
    if (!label_font_) return;
    const ProvinceInfo& info = map_->province(p);
    const char* text = full_name ? info.name.c_str() : info.abbr.c_str();
    const ImVec2 at = view_.to_screen(geo_->label_pos[p]);
    const ImVec2 ext = label_font_->CalcTextSizeA(size, 1e9f, 0, text);
    const ImVec2 pos{std::round(at.x - ext.x / 2), std::round(at.y - ext.y / 2)};
    const Palette& pal = *palette_;
    // Seas' names in a deep blue, lands' in near black; both with a light halo (kHaloPx) that parts them from
    // borders and tints, as on a printed board.
    const Rgba ink = info.kind == SpaceKind::Sea ? pal.sea_label : pal.label;
    const Rgba halo = info.kind == SpaceKind::Sea ? with_alpha(pal.sea, 0.9f) : pal.label_halo;
    const float h = kHaloPx;
    for (const ImVec2 d : {ImVec2{-h, 0}, ImVec2{h, 0}, ImVec2{0, -h}, ImVec2{0, h}, ImVec2{-h, -h}, ImVec2{h, -h},
                           ImVec2{-h, h}, ImVec2{h, h}})
        dl->AddText(label_font_, size, {pos.x + d.x, pos.y + d.y}, halo, text);
    dl->AddText(label_font_, size, pos, ink, text);
}

void MapView::draw_board(ImDrawList* dl, const Position& pos, const BoardDecor& decor) const {
    if (!layer_) return paint_board(dl, pos, decor);
    layer_->show(dl, area_min_, area_max_, board_key(pos, decor),
                 [&](ImDrawList* into) { paint_board(into, pos, decor); });
}

BoardLayer::Key MapView::board_key(const Position& pos, const BoardDecor& decor) const {
    BoardLayer::Key key;
    for (const void* p : {static_cast<const void*>(geo_), static_cast<const void*>(map_),
                          static_cast<const void*>(palette_), static_cast<const void*>(label_font_)})
        add_to_key(key, p);
    for (const float v : {view_.scale, view_.offset.x, view_.offset.y, fit_scale_}) add_to_key(key, v);
    key.push_back(decor.full_names);
    key.push_back(static_cast<std::uint32_t>(decor.selected));
    key.push_back(static_cast<std::uint32_t>(decor.hovered));
    const FormalState& formal = formal_state(pos);
    for (int i = 0; i < map_->province_count(); ++i) {
        const auto p = static_cast<Province>(i);
        key.push_back(province_fill(p, pos));
        key.push_back(static_cast<std::uint32_t>(pos.owner[p]) | static_cast<std::uint32_t>(formal.sphere(p)) << 8 |
                      static_cast<std::uint32_t>(decor.targets.contains(p)) << 16);
    }
    return key;
}

void MapView::paint_board(ImDrawList* dl, const Position& pos, const BoardDecor& decor) const {
    const Palette& pal = *palette_;
    dl->AddRectFilled(area_min_, area_max_, pal.sea);
    // Fills.
    for (const GeoRegion& r : geo_->regions) {
        if (!visible(r, view_, area_min_, area_max_)) continue;
        Rgba col = pal.decoration;
        if (r.kind != GeoRegion::Kind::Land) col = pal.sea;
        if (r.province != kNone) {
            col = province_fill(r.province, pos);
            if (decor.targets.contains(r.province)) col = mix(col, pal.target, 0.55f);
            if (r.province == decor.hovered) col = mix(col, 0xFFFFFFFF, 0.25f);
        }
        fill_region(dl, r, view_, col);
    }
    // Borders: seas faintly, land darker; the selected and lit-up provinces outlined.
    const float line = std::clamp(0.9f * std::sqrt(zoom()), 0.8f, 2.0f);
    for (const GeoRegion& r : geo_->regions) {
        if (!visible(r, view_, area_min_, area_max_) || r.kind == GeoRegion::Kind::Water) continue;
        const bool sea = r.kind == GeoRegion::Kind::Sea;
        const Rgba col = sea                   ? pal.sea_border
                         : r.province == kNone ? mix(pal.decoration, pal.land_border, 0.5f)
                                               : pal.land_border;
        for (const auto& [first, count] : r.rings) {
            scratch_.resize(count);
            for (int i = 0; i < count; ++i) scratch_[i] = view_.to_screen(r.points[first + i]);
            dl->AddPolyline(scratch_.data(), count, col, ImDrawFlags_Closed, sea ? line * 0.8f : line);
        }
    }
    for (const GeoRegion& r : geo_->regions) {
        if (r.province == kNone || !(r.province == decor.selected || decor.targets.contains(r.province))) continue;
        const Rgba col =
            r.province == decor.selected ? pal.selected : with_alpha(mix(pal.target, pal.label, 0.35f), 0.9f);
        for (const auto& [first, count] : r.rings) {
            scratch_.resize(count);
            for (int i = 0; i < count; ++i) scratch_[i] = view_.to_screen(r.points[first + i]);
            dl->AddPolyline(scratch_.data(), count, col, ImDrawFlags_Closed, line * 2.2f);
        }
    }
    // Formal Diplomacy: a sphere of influence is outlined in its holder's colour.
    for (const GeoRegion& r : geo_->regions) {
        if (r.province == kNone || formal_state(pos).sphere(r.province) == kNoPower) continue;
        const Rgba col = with_alpha(pal.power[formal_state(pos).sphere(r.province)], 0.9f);
        for (const auto& [first, count] : r.rings) {
            scratch_.resize(count);
            for (int i = 0; i < count; ++i) scratch_[i] = view_.to_screen(r.points[first + i]);
            dl->AddPolyline(scratch_.data(), count, col, ImDrawFlags_Closed, line * 3.0f);
        }
    }
    draw_edges(dl);
    // Supply centres.
    const BoardSizes sizes = board_sizes(fit_scale_, zoom());
    const float rc = sizes.centre;
    for (int p = 0; p < map_->province_count(); ++p) {
        if (!map_->province(p).centre) continue;
        const ImVec2 c = view_.to_screen(geo_->centre_pos[p]);
        const Power owner = pos.owner[p];
        dl->AddCircleFilled(c, rc + std::max(1.0f, rc * 0.25f), pal.label, 20);
        dl->AddCircleFilled(c, rc, owner == kNoPower ? 0xFFFFFFFF : pal.power[owner], 20);
        dl->AddCircleFilled(c, rc * 0.38f, pal.label, 12);
    }
    // Names, sized with the zoom (map_layout.h); full names a little smaller, so they fit.
    const float size = sizes.label * (decor.full_names ? 0.85f : 1.0f);
    for (int p = 0; p < map_->province_count(); ++p)
        if (map_->province(p).kind != SpaceKind::Impassable)
            draw_label(dl, static_cast<Province>(p), size, decor.full_names);
}

// The board ends where Europe goes on (Russia, the Middle East, Africa): its edges fade into the sea around it
// instead of cutting land off sharply.
void MapView::draw_edges(ImDrawList* dl) const {
    const Rgba solid = palette_->sea, clear = with_alpha(palette_->sea, 0.0f);
    const ImVec2 a = view_.to_screen({0, 0}), b = view_.to_screen({geo_->width, geo_->height});
    const float f = 90.0f * view_.scale;  // map units
    dl->AddRectFilledMultiColor({a.x, a.y}, {a.x + f, b.y}, solid, clear, clear, solid);
    dl->AddRectFilledMultiColor({b.x - f, a.y}, {b.x, b.y}, clear, solid, solid, clear);
    dl->AddRectFilledMultiColor({a.x, a.y}, {b.x, a.y + f}, solid, solid, clear, clear);
    dl->AddRectFilledMultiColor({a.x, b.y - f}, {b.x, b.y}, clear, clear, solid, solid);
}

void MapView::draw_centre_counts(ImDrawList* dl, const Position& pos, float reserved_top) const {
    if (!bold_font_) return;
    int count[kMaxPowers] = {};
    for (int p = 0; p < map_->province_count(); ++p)
        if (map_->province(p).centre && pos.owner[p] != kNoPower) ++count[pos.owner[p]];
    const Palette& pal = *palette_;
    const float size = std::clamp((area_max_.x - area_min_.x) / 32, 11.0f, 14.0f);
    const float pad = std::round(size * 0.3f), gap = std::round(size * 0.3f);
    const int n = std::min(map_->power_count(), static_cast<int>(kMaxPowers));
    std::vector<std::string> texts;
    float row_w = -gap, col_w = 0;
    for (int pw = 0; pw < n; ++pw) {
        texts.push_back(map_->power(static_cast<Power>(pw)).name.substr(0, 3) + " " + std::to_string(count[pw]));
        const float w = bold_font_->CalcTextSizeA(size, 1e9f, 0, texts.back().c_str()).x + 2 * pad;
        row_w += w + gap;
        col_w = std::max(col_w, w);
    }
    const float chip_h = size + pad;
    // In the margin the fitted board leaves (above it on a phone, beside it on a wide short screen), else in a
    // column over the Atlantic at the top left.
    const ImVec2 board_min = view_.to_screen({0, 0});
    const float area_top = area_min_.y + reserved_top;
    const float top = board_min.y - area_top, left = board_min.x - area_min_.x;
    bool row = false;
    ImVec2 at{area_min_.x + 6, area_top + 6};
    if (top >= chip_h + 6 && row_w + 12 <= area_max_.x - area_min_.x) {
        row = true;
        at = {area_min_.x + (area_max_.x - area_min_.x - row_w) / 2, area_top + (top - chip_h) / 2};
    } else if (left >= col_w + 6) {
        at.x = area_min_.x + (left - col_w) / 2;
    }
    for (int pw = 0; pw < n; ++pw) {
        const ImVec2 ext = bold_font_->CalcTextSizeA(size, 1e9f, 0, texts[pw].c_str());
        const float w = row ? ext.x + 2 * pad : col_w;
        const ImVec2 lo = at, hi{at.x + w, at.y + chip_h};
        dl->AddRectFilled({lo.x - 1, lo.y - 1}, {hi.x + 1, hi.y + 1}, with_alpha(0xFFFFFFFF, 0.85f), size * 0.3f);
        dl->AddRectFilled(lo, hi, pal.power[pw], size * 0.3f);
        dl->AddText(bold_font_, size, {std::round(lo.x + (w - ext.x) / 2), std::round(lo.y + pad / 2)},
                    pal.power_text[pw], texts[pw].c_str());
        if (row) at.x = hi.x + gap;
        else at.y = hi.y + gap * 0.7f;
    }
}

void MapView::draw_unit(ImDrawList* dl, ImVec2 c, UnitType type, Power power, float alpha) const {
    const Palette& pal = *palette_;
    const float r = unit_radius();
    const Rgba fill = with_alpha(pal.power[power], alpha), ink = with_alpha(pal.power_text[power], alpha);
    const Rgba edge = with_alpha(0xFF1E1E1E, alpha);
    // Shapes within army_reach() and fleet_box() of map_layout.h, which the placement keeps off other names.
    if (type == UnitType::Army) {
        dl->AddCircleFilled(c, r * 1.13f, with_alpha(0xFFFFFFFF, 0.85f * alpha), 28);  // a light rim
        dl->AddCircleFilled(c, r + 0.8f, edge, 28);
        dl->AddCircleFilled(c, r - 0.6f, fill, 28);
    } else {
        // A boat: a hull with a small deckhouse.
        const ImVec2 hull[4] = {{c.x - 1.3f * r, c.y - 0.35f * r},
                                {c.x + 1.3f * r, c.y - 0.35f * r},
                                {c.x + 0.95f * r, c.y + 0.8f * r},
                                {c.x - 0.95f * r, c.y + 0.8f * r}};
        const ImVec2 house_a{c.x - 0.55f * r, c.y - 0.95f * r}, house_b{c.x + 0.45f * r, c.y - 0.35f * r};
        dl->AddPolyline(hull, 4, with_alpha(0xFFFFFFFF, 0.85f * alpha), ImDrawFlags_Closed, std::max(2.0f, r * 0.28f));
        dl->AddRectFilled({house_a.x - 1.5f, house_a.y - 1.5f}, {house_b.x + 1.5f, house_b.y}, edge, 1.5f);
        dl->AddRectFilled(house_a, house_b, fill, 1.0f);
        dl->AddConvexPolyFilled(hull, 4, fill);
        dl->AddPolyline(hull, 4, edge, ImDrawFlags_Closed, std::clamp(r * 0.15f, 1.0f, 1.6f));
    }
    if (bold_font_ && pal.mark_units) {
        const std::string mark = power_mark(map_->power(power).name);
        const float size = r * 1.05f;
        const ImVec2 ext = bold_font_->CalcTextSizeA(size, 1e9f, 0, mark.c_str());
        const float dy = type == UnitType::Fleet ? 0.2f * r : 0.0f;
        dl->AddText(bold_font_, size, {std::round(c.x - ext.x / 2), std::round(c.y + dy - ext.y / 2)}, ink,
                    mark.c_str());
    }
}

void MapView::draw_units(ImDrawList* dl, const Position& pos, Province selected) const {
    const Palette& pal = *palette_;
    const float r = unit_radius();
    for (int p = 0; p < map_->province_count(); ++p) {
        const Unit& u = pos.units[p];
        if (!u) continue;
        const ImVec2 c = unit_point(u.loc);
        if (p == selected && !pos.dislodged[p].unit) dl->AddCircle(c, r * 1.9f, pal.selected, 32, 3.0f);
        draw_unit(dl, c, u.type, u.power);
    }
    for (int p = 0; p < map_->province_count(); ++p) {
        const DislodgedUnit& d = pos.dislodged[p];
        if (!d.unit) continue;
        const ImVec2 c = dislodged_point(d.unit.loc);
        if (p == selected) dl->AddCircle(c, r * 1.9f, pal.selected, 32, 3.0f);
        dl->AddCircle(c, r * 1.6f, pal.dislodged, 24, 2.5f);
        draw_unit(dl, c, d.unit.type, d.unit.power);
    }
}

}  // namespace dip
