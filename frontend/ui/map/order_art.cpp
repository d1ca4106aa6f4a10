// Arrows, dashes and marks for orders, coloured by power and by result.
#include "order_art.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "formal/vocabulary.h"
#include "mark_spot.h"

namespace dip {

namespace {

ImVec2 operator+(ImVec2 a, ImVec2 b) { return {a.x + b.x, a.y + b.y}; }
ImVec2 operator-(ImVec2 a, ImVec2 b) { return {a.x - b.x, a.y - b.y}; }
ImVec2 operator*(ImVec2 a, float k) { return {a.x * k, a.y * k}; }
float length(ImVec2 a) { return std::sqrt(a.x * a.x + a.y * a.y); }
ImVec2 lerp(ImVec2 a, ImVec2 b, float t) { return a + (b - a) * t; }

class Artist {
public:
    Artist(ImDrawList* dl, const MapView& view, const Position& pos)
        : dl_(dl), v_(view), map_(view.map()), pos_(pos), pal_(view.palette()) {
        r_ = v_.unit_radius();
        w_ = std::max(2.5f, r_ * 0.34f);
        names_ = v_.name_boxes();
    }

    void draw(const DrawnOrder& d, std::span<const DrawnOrder> all) {
        const Order& o = d.order;
        colour_ = o.power < kMaxPowers ? pal_.power[o.power] : pal_.void_order;
        faded_ = false;
        if (d.outcome && (d.outcome->result == Result::Void || d.outcome->result == Result::Illegal)) {
            colour_ = pal_.void_order;
            faded_ = true;
        }
        switch (o.kind) {
            case OrderKind::Move: move(o, d.outcome, all); break;
            case OrderKind::Retreat: arrow({from_dislodged(o)}, to(o.dest), d.outcome, false); break;
            case OrderKind::Hold: hold(unit_at(o.unit), d.outcome); break;
            case OrderKind::SupportHold: support_hold(o, d.outcome); break;
            case OrderKind::SupportMove: support_move(o, d.outcome, all); break;
            case OrderKind::Convoy: convoy(o, d.outcome); break;
            case OrderKind::Disband: cross(from_dislodged(o), pal_.failure); break;
            case OrderKind::Build: build(o, d.outcome); break;
            case OrderKind::Remove:
                cross(unit_at(o.unit),
                      d.outcome && d.outcome->result != Result::Succeeds ? pal_.void_order : pal_.failure);
                break;
            case OrderKind::Waive: break;
            // Formal Diplomacy: a claim rings the province; a claim's support points at it; declarations of
            // war and surrenders have no place on the map (they are listed with the orders).
            case formal::Soi: claim(o, d.outcome, false); break;
            case formal::UndoSoi: claim(o, d.outcome, true); break;
            case formal::SupportSoi: support_point(unit_at(o.unit), to(o.dest), d.outcome); break;
            case formal::DeclareWar:
            case formal::Surrender: break;
            case OrderKind::Variant5: break;  // a slot no variant's vocabulary uses yet
        }
        if (d.outcome && d.outcome->dislodged_by != kNone && d.ring_dislodged) dislodged(o);
    }

private:
    // ---- where things are -------------------------------------------------------------------------------
    // The unit's own location (a fleet on its coast), whatever the order wrote.
    ImVec2 unit_at(Loc written) const {
        if (written == kNone) return {0, 0};
        const Province p = map_.province_of(written);
        if (pos_.units[p]) return v_.unit_point(pos_.units[p].loc);
        return v_.unit_point(written);
    }
    ImVec2 from_dislodged(const Order& o) const {
        const Province p = map_.province_of(o.unit);
        return pos_.dislodged[p].unit ? v_.dislodged_point(pos_.dislodged[p].unit.loc) : v_.unit_point(o.unit);
    }
    ImVec2 to(Loc l) const { return v_.unit_point(l); }
    Province map_province(Loc l) const { return l == kNone ? kNone : map_.province_of(l); }

    // ---- pen --------------------------------------------------------------------------------------------
    Rgba ink(float alpha = 1.0f) const { return with_alpha(colour_, (faded_ ? 0.6f : 1.0f) * alpha); }
    Rgba outline() const { return with_alpha(0xFF1E1E1E, faded_ ? 0.35f : 0.8f); }

    void line(ImVec2 a, ImVec2 b, float width, bool dashed) {
        const float len = length(b - a);
        if (len < 1) return;
        if (!dashed) {
            dl_->AddLine(a, b, outline(), width + 2.0f);
            dl_->AddLine(a, b, ink(), width);
            return;
        }
        const float dash = std::max(5.0f, width * 2.6f), gap = dash * 0.7f;
        for (float t = 0; t < len; t += dash + gap) {
            const ImVec2 s = lerp(a, b, t / len), e = lerp(a, b, std::min(len, t + dash) / len);
            dl_->AddLine(s, e, outline(), width + 2.0f);
            dl_->AddLine(s, e, ink(), width);
        }
    }

    void head(ImVec2 tip, ImVec2 dir, float size) {
        const ImVec2 n = dir * (1.0f / std::max(1e-3f, length(dir)));
        const ImVec2 side{-n.y, n.x};
        const ImVec2 a = tip, b = tip - n * size + side * (size * 0.55f), c = tip - n * size - side * (size * 0.55f);
        dl_->AddTriangleFilled(a + n * 1.5f, b - n * 0.5f + side * 1.2f, c - n * 0.5f - side * 1.2f, outline());
        dl_->AddTriangleFilled(a, b, c, ink());
    }

    // A failed order's cross on the segment a -> b near t, moved along it off the provinces' names.
    ImVec2 off_names(ImVec2 a, ImVec2 b, float t) const {
        const Point c = mark_spot({a.x, a.y}, {b.x, b.y}, t, r_ * 0.75f + (w_ + 3.0f) / 2, names_);
        return {c.x, c.y};
    }

    void cross(ImVec2 c, Rgba col) {
        const float s = r_ * 0.75f;
        for (const float w : {w_ + 3.0f, w_ + 0.5f}) {
            const Rgba k = w > w_ + 1 ? 0xFFFFFFFF : col;
            dl_->AddLine({c.x - s, c.y - s}, {c.x + s, c.y + s}, k, w);
            dl_->AddLine({c.x - s, c.y + s}, {c.x + s, c.y - s}, k, w);
        }
    }

    // A path of points ending in an arrowhead: from the edge of the unit at its start to the edge of the token
    // at its end, but never shorter than an arrowhead and some shaft, so a move between neighbours whose tokens
    // nearly touch still shows (then it runs over the tokens, which are drawn below it).
    void arrow(std::vector<ImVec2> path, ImVec2 end, const Outcome* out, bool dashed) {
        path.push_back(end);
        const ImVec2 last_dir = path.back() - path[path.size() - 2];
        const ImVec2 start_dir = path[1] - path[0];
        const float min_len = std::max(w_ * 3.6f * 2.0f, r_ * 2.2f);
        if (path.size() == 2) {
            const float len = length(last_dir);
            if (len < 1) return;
            float from_off = r_ * 1.05f, to_off = r_ * 1.15f;
            const float k = std::clamp((len - min_len) / (from_off + to_off), 0.0f, 1.0f);
            from_off *= k, to_off *= k;
            path[0] = path[0] + last_dir * (from_off / len);
            path[1] = path[1] - last_dir * (to_off / len);
        } else {  // a convoy's path: trim each end's leg on its own
            const float first = length(start_dir), last = length(last_dir);
            if (first > r_ * 1.05f + min_len / 2) path[0] = path[0] + start_dir * (r_ * 1.05f / first);
            if (last > r_ * 1.15f + min_len) path.back() = path.back() - last_dir * (r_ * 1.15f / last);
        }
        for (std::size_t i = 0; i + 1 < path.size(); ++i) line(path[i], path[i + 1], w_, dashed);
        head(path.back(), last_dir, w_ * 3.6f);
        if (out && out->result == Result::Fails)
            cross(off_names(path[path.size() - 2], path.back(), 0.55f), pal_.failure);
    }

    // ---- orders -----------------------------------------------------------------------------------------
    void move(const Order& o, const Outcome* out, std::span<const DrawnOrder> all) {
        const ImVec2 from = unit_at(o.unit), dest = to(o.dest);
        std::vector<ImVec2> path{from};
        // A convoyed army is drawn along the fleets that carry it, in order from its start.
        std::vector<Province> fleets;
        for (const DrawnOrder& d : all)
            if (d.order.kind == OrderKind::Convoy && map_province(d.order.target) == map_province(o.unit) &&
                map_province(d.order.dest) == map_province(o.dest))
                fleets.push_back(map_province(d.order.unit));
        ImVec2 at = from;
        while (!fleets.empty()) {
            std::size_t best = 0;
            for (std::size_t i = 1; i < fleets.size(); ++i)
                if (length(to(fleets[i]) - at) < length(to(fleets[best]) - at)) best = i;
            at = to(fleets[best]);
            path.push_back(at);
            fleets.erase(fleets.begin() + static_cast<long>(best));
        }
        arrow(path, dest, out, false);
    }

    void hold(ImVec2 c, const Outcome* out) {
        const float s = r_ * 1.75f;
        ImVec2 pts[8];
        for (int i = 0; i < 8; ++i) {
            const float a = 3.14159265f / 8 + i * 3.14159265f / 4;
            pts[i] = {c.x + s * std::cos(a), c.y + s * std::sin(a)};
        }
        dl_->AddPolyline(pts, 8, outline(), ImDrawFlags_Closed, w_ + 2.0f);
        dl_->AddPolyline(pts, 8, ink(), ImDrawFlags_Closed, w_);
        if (out && out->result == Result::Fails) cross({c.x + s * 0.7f, c.y - s * 0.7f}, pal_.failure);
    }

    void support_hold(const Order& o, const Outcome* out) { support_point(unit_at(o.unit), unit_at(o.target), out); }

    // A dashed line from a supporting unit to the ring around what it supports.
    void support_point(ImVec2 from, ImVec2 target, const Outcome* out) {
        const ImVec2 d = target - from;
        const float len = length(d);
        if (len < 1) return;
        const ImVec2 end = target - d * (r_ * 1.9f / len);
        line(from + d * (r_ * 1.1f / len), end, w_ * 0.8f, true);
        dl_->AddCircle(target, r_ * 1.9f, outline(), 28, w_ * 0.8f + 2.0f);
        dl_->AddCircle(target, r_ * 1.9f, ink(), 28, w_ * 0.8f);
        if (out && out->result == Result::Fails) cross(off_names(from, end, 0.5f), pal_.failure);
    }

    // A sphere of influence claimed (a double ring) or given up (a ring, crossed).
    void claim(const Order& o, const Outcome* out, bool undo) {
        if (o.dest == kNone) return;
        const ImVec2 c = to(o.dest);
        for (float k : {2.3f, 2.9f}) {
            if (undo && k > 2.5f) break;
            dl_->AddCircle(c, r_ * k, outline(), 32, w_ * 0.8f + 2.0f);
            dl_->AddCircle(c, r_ * k, ink(), 32, w_ * 0.8f);
        }
        if (undo || (out && out->result != Result::Succeeds)) cross({c.x + r_ * 2.0f, c.y - r_ * 2.0f}, pal_.failure);
    }

    void support_move(const Order& o, const Outcome* out, std::span<const DrawnOrder> all) {
        const ImVec2 from = unit_at(o.unit);
        ImVec2 mover = unit_at(o.target), dest = to(o.dest);
        // Aim at the supported arrow when that move is on the map, else at the destination.
        for (const DrawnOrder& d : all)
            if (d.order.kind == OrderKind::Move && map_province(d.order.unit) == map_province(o.target) &&
                map_province(d.order.dest) == map_province(o.dest))
                dest = to(d.order.dest);
        const ImVec2 aim = lerp(mover, dest, 0.62f);
        const ImVec2 d = aim - from;
        const float len = length(d);
        if (len < 1) return;
        const ImVec2 start = from + d * (r_ * 1.1f / len);
        line(start, aim, w_ * 0.8f, true);
        dl_->AddCircleFilled(aim, w_ * 1.3f, outline(), 12);
        dl_->AddCircleFilled(aim, w_ * 0.9f, ink(), 12);
        if (out && out->result == Result::Fails) cross(off_names(start, aim, 0.5f), pal_.failure);
    }

    void convoy(const Order& o, const Outcome* out) {
        const ImVec2 c = unit_at(o.unit);
        // A ring of dots around the fleet: it carries an army.
        for (int i = 0; i < 10; ++i) {
            const float a = i * 3.14159265f / 5;
            const ImVec2 p{c.x + r_ * 1.8f * std::cos(a), c.y + r_ * 1.8f * std::sin(a)};
            dl_->AddCircleFilled(p, w_ * 0.75f + 1.0f, outline(), 8);
            dl_->AddCircleFilled(p, w_ * 0.75f, ink(), 8);
        }
        if (out && out->result == Result::Fails) cross({c.x + r_ * 1.3f, c.y - r_ * 1.3f}, pal_.failure);
    }

    void build(const Order& o, const Outcome* out) {
        const ImVec2 c = v_.unit_point(o.unit);
        const bool done = !out || out->result == Result::Succeeds;
        const Power pw = o.power < kMaxPowers ? o.power : 0;
        if (done)
            v_.draw_unit(dl_, c, o.unit_type == UnitType::None ? UnitType::Army : o.unit_type, pw, out ? 1.0f : 0.55f);
        dl_->AddCircle(c, r_ * 1.9f, outline(), 28, w_ + 2.0f);
        dl_->AddCircle(c, r_ * 1.9f, done ? ink() : with_alpha(pal_.void_order, 0.8f), 28, w_);
        if (!done) cross(c, pal_.failure);
    }

    void dislodged(const Order& o) {
        const ImVec2 c = unit_at(o.unit);
        dl_->AddCircle(c, r_ * 1.55f, 0xFFFFFFFF, 24, 4.5f);
        dl_->AddCircle(c, r_ * 1.55f, pal_.dislodged, 24, 3.0f);
    }

    ImDrawList* dl_;
    const MapView& v_;
    const Map& map_;
    const Position& pos_;
    const Palette& pal_;
    float r_ = 10, w_ = 3;
    std::vector<Box> names_;  // where the provinces' names are drawn: marks keep off them
    Rgba colour_ = 0;
    bool faded_ = false;
};

}  // namespace

void draw_orders(ImDrawList* dl, const MapView& view, const Position& pos, std::span<const DrawnOrder> orders) {
    Artist a(dl, view, pos);
    // Supports and convoys under moves and holds, so arrows stay on top.
    for (int pass = 0; pass < 2; ++pass)
        for (const DrawnOrder& d : orders) {
            const bool under = d.order.kind == OrderKind::SupportHold || d.order.kind == OrderKind::SupportMove ||
                               d.order.kind == OrderKind::Convoy;
            if (under == (pass == 0)) a.draw(d, orders);
        }
}

}  // namespace dip
