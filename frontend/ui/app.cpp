// The frame, the map area and its input; the panels are in panels.cpp.
#include "app.h"

#include <algorithm>
#include <cmath>

#include "position_text.h"

namespace dip {

extern const unsigned char kUiFont[];
extern const std::size_t kUiFont_size;
extern const unsigned char kUiFontBold[];
extern const std::size_t kUiFontBold_size;

App::App(const Rules& rules, const MapGeometry& geometry, PlatformServices& platform)
    : platform_(platform),
      library_(platform.storage(), rules),
      session_(rules),
      entry_(session_, [this](Power p) { return may_order(p); }),
      geo_(geometry),
      view_(geometry, rules.map()) {
    new_game_players_.fill(true);
}

void App::load_fonts(float ratio) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    ImFontConfig cfg;
    cfg.FontDataOwnedByAtlas = false;  // the bytes are static data
    cfg.OversampleH = 2;
    // Latin, dashes and quotes, arrows, the play triangles, tick and cross (the glyphs of the subset font).
    static const ImWchar ranges[] = {0x0020, 0x00FF, 0x2013, 0x2014, 0x2018, 0x201D, 0x2022,
                                     0x2022, 0x2026, 0x2026, 0x2190, 0x2193, 0x25B6, 0x25B6,
                                     0x25C0, 0x25C0, 0x2713, 0x2713, 0x2717, 0x2717, 0};
    auto add = [&](const unsigned char* data, std::size_t size, float px) {
        return io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(data), static_cast<int>(size), px * ratio,
                                              &cfg, ranges);
    };
    ui_font_ = add(kUiFont, kUiFont_size, 16.0f);
    bold_font_ = add(kUiFontBold, kUiFontBold_size, 16.0f);
    label_font_ = add(kUiFontBold, kUiFontBold_size, 22.0f);
    big_font_ = add(kUiFontBold, kUiFontBold_size, 26.0f);
    io.FontGlobalScale = 1.0f / ratio;  // baked at device pixels, shown at CSS pixels
    io.FontDefault = ui_font_;
    font_ratio_ = ratio;
    view_.set_fonts(label_font_, bold_font_);
}

void App::session_changed() {
    entry_.reset();
    viewing_ = -1;
    typed_errors_.clear();
}

void App::set_view(bool colour_blind, bool full_names, float zoom, Loc centre) {
    colour_blind_ = colour_blind;
    full_names_ = full_names;
    view_.fit();
    if (zoom > 1.0f) {
        const ImVec2 at = centre == kNone ? view_.unit_point(0) : view_.unit_point(centre);
        view_.zoom_at(at, zoom);
        const ImVec2 now = view_.unit_point(centre == kNone ? 0 : centre);
        const ImGuiIO& io = ImGui::GetIO();
        view_.pan({(io.DisplaySize.x - (panel_open_ && !narrow() ? panel_width_ : 0)) / 2 - now.x,
                   io.DisplaySize.y / 2 - now.y});
    }
}

bool App::may_order(Power p) const {
    if (viewing_past() || session_.over()) return false;
    switch (session_.mode()) {
        case PlayMode::Sandbox: return true;
        case PlayMode::HotSeat: return session_.hotseat_revealed() && session_.hotseat_power() == p;
        case PlayMode::ByLink: return p == session_.me();
    }
    return false;
}

const Position& App::shown_position() const {
    return viewing_past() ? session_.game().history()[viewing_].position : session_.position();
}

// The orders drawn on the map: a played phase's orders with their results; or the orders being written
// (in hot-seat play only the ones of the power at the device).
std::vector<DrawnOrder> App::shown_orders() const {
    std::vector<DrawnOrder> out;
    if (viewing_past()) {
        const PlayedPhase& played = session_.game().history()[viewing_];
        for (const OrderResult& r : played.result.results)
            if (!r.implicit || r.outcome.dislodged_by != kNone) out.push_back({r.order, &r.outcome});
        return out;
    }
    for (const Order& o : session_.orders()) {
        const bool shown = session_.mode() == PlayMode::Sandbox ||
                           (session_.mode() == PlayMode::HotSeat && session_.hotseat_revealed() &&
                            o.power == session_.hotseat_power()) ||
                           (session_.mode() == PlayMode::ByLink && o.power == session_.me());
        if (shown) out.push_back({o, nullptr});
    }
    return out;
}

void App::go_to(int index) {
    const int played = static_cast<int>(session_.game().history().size());
    viewing_ = index < 0 || index >= played ? -1 : index;
    entry_.cancel();
}

void App::adjudicate() {
    session_.adjudicate();
    show_last_results();
}

void App::show_last_results() {
    entry_.reset();
    typed_errors_.clear();
    viewing_ = static_cast<int>(session_.game().history().size()) - 1;  // show what happened
}

// Arrows step through the history; Escape backs out; H, S and C give hold, support and convoy.
void App::key(Key k) {
    const int played = static_cast<int>(session_.game().history().size());
    switch (k) {
        case Key::Previous:
            if (played > 0) go_to(viewing_past() ? std::max(0, viewing_ - 1) : played - 1);
            break;
        case Key::Next:
            if (viewing_past()) go_to(viewing_ + 1);
            break;
        case Key::Cancel: entry_.cancel(); break;
        case Key::Hold: accept(entry_.hold()); break;
        case Key::Support: entry_.support(); break;
        case Key::Convoy: entry_.convoy(); break;
    }
}

bool App::button(const char* label, ImVec2 size) {
    const bool pressed = ImGui::Button(label, size);
    controls_.push_back({label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
    return pressed;
}

bool App::small_button(const char* label) {
    const bool pressed = ImGui::SmallButton(label);
    controls_.push_back({label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
    return pressed;
}

bool App::menu_item(const char* label, bool enabled) {
    const bool chosen = ImGui::MenuItem(label, nullptr, false, enabled);
    controls_.push_back({label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
    return chosen;
}

bool App::control_rect(const std::string& label, ImVec2& min, ImVec2& max) const {
    for (const Control& c : last_controls_)
        if (c.label == label) {
            min = c.min;
            max = c.max;
            return true;
        }
    return false;
}

void App::accept(const std::optional<Order>& o) {
    if (o) session_.set_order(*o);
}

// ---- The frame ------------------------------------------------------------------------------------------

void App::frame() {
    view_.set_palette(colour_blind_ ? &colour_blind_palette() : &standard_palette());
    if (embedding_) {
        controls_.clear();
        embed_frame();
        entry_popups();
        last_controls_.swap(controls_);
        return;
    }

    // In hot-seat play, a phase where nobody playing has a choice plays itself.
    if (session_.mode() == PlayMode::HotSeat && !viewing_past() && !session_.over() &&
        session_.hotseat_power() == kNoPower)
        adjudicate();

    controls_.clear();
    autosave();
    top_bar();
    if (panel_open_) side_panel();
    map_area();
    entry_popups();
    hotseat_screens();
    new_game_dialog();
    if (session_.over() && !was_over_) scores_open_ = true;  // the final table, as soon as the game ends
    was_over_ = session_.over();
    scores_window();
    vote_dialog();
    position_text_dialog();
    embed_code_dialog();
    games_window();
    link_dialog();
    last_controls_.swap(controls_);
}

ImVec2 App::panel_min() const {
    const ImGuiIO& io = ImGui::GetIO();
    if (narrow()) return {0, io.DisplaySize.y * (panel_open_ ? 0.56f : 1.0f)};
    return {io.DisplaySize.x - (panel_open_ ? std::min(panel_width_, io.DisplaySize.x * 0.4f) : 0), top_bar_height()};
}

ImVec2 App::panel_max() const { return ImGui::GetIO().DisplaySize; }

void App::map_area() {
    const ImGuiIO& io = ImGui::GetIO();
    const ImVec2 min{0, top_bar_height()};
    const ImVec2 max = narrow() ? ImVec2{io.DisplaySize.x, panel_min().y} : ImVec2{panel_min().x, io.DisplaySize.y};
    view_.set_area(min, max);

    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    dl->PushClipRect(min, max);
    const bool hiding = session_.mode() == PlayMode::HotSeat && !viewing_past() && !session_.hotseat_revealed();
    BoardDecor decor;
    if (!viewing_past() && !hiding &&
        entry_.step() != OrderEntry::Step::Idle) {  // idle: nothing lit, the board reads clean
        decor.targets = entry_.targets();
        decor.selected = entry_.selected();
    }
    decor.hovered = hovered_;
    decor.full_names = full_names_;
    const Position& pos = shown_position();
    view_.draw_board(dl, pos, decor);
    view_.draw_units(dl, pos, decor.selected);
    if (!hiding) {
        const std::vector<DrawnOrder> orders = shown_orders();
        draw_orders(dl, view_, pos, orders);
    }
    dl->PopClipRect();

    if (viewing_past()) {  // a banner over the map: what is shown, and the way back
        const PlayedPhase& played = session_.game().history()[viewing_];
        ImGui::SetNextWindowPos({min.x + (max.x - min.x) / 2, min.y + 10}, ImGuiCond_Always, {0.5f, 0});
        ImGui::SetNextWindowBgAlpha(0.92f);
        ImGui::Begin("##viewing", nullptr,
                     ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                         ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                         ImGuiWindowFlags_NoNav);
        ImGui::PushFont(bold_font_);
        ImGui::TextUnformatted(
            ((played.edit ? "Board edited in " : "Results of ") + phase_text(played.position.phase) + ".").c_str());
        ImGui::PopFont();
        ImGui::SameLine();
        if (ImGui::ArrowButton("##prev", ImGuiDir_Left) && viewing_ > 0) go_to(viewing_ - 1);
        ImGui::SameLine();
        if (ImGui::ArrowButton("##next", ImGuiDir_Right)) go_to(viewing_ + 1);
        ImGui::SameLine();
        const bool last = viewing_ + 1 == static_cast<int>(session_.game().history().size());
        if (button(last ? ("Continue to " + phase_text(session_.position().phase)).c_str() : "Back to the game"))
            go_to(-1);
        ImGui::End();
    }
    handle_map_input(min, max);
}

void App::handle_map_input(ImVec2 min, ImVec2 max) {
    const ImGuiIO& io = ImGui::GetIO();
    const ImVec2 m = io.MousePos;
    const bool over_map = !io.WantCaptureMouse && m.x >= min.x && m.x < max.x && m.y >= min.y && m.y < max.y;
    hovered_ = over_map ? view_.province_at(m) : kNone;

    if (over_map && io.MouseWheel != 0) view_.zoom_at(m, std::pow(1.15f, io.MouseWheel));
    if (over_map && (ImGui::IsMouseClicked(ImGuiMouseButton_Left) || ImGui::IsMouseClicked(ImGuiMouseButton_Right))) {
        pressing_ = true;
        dragging_ = false;
        press_at_ = m;
    }
    if (pressing_ && (ImGui::IsMouseDown(ImGuiMouseButton_Left) || ImGui::IsMouseDown(ImGuiMouseButton_Right))) {
        const float dx = m.x - press_at_.x, dy = m.y - press_at_.y;
        if (!dragging_ && dx * dx + dy * dy > 36) dragging_ = true;  // moved more than 6 pixels: a pan
        if (dragging_) view_.pan(io.MouseDelta);
    }
    if (pressing_ && ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
        pressing_ = false;
        if (!dragging_) map_click(view_.province_at(m));
    }
    if (pressing_ && ImGui::IsMouseReleased(ImGuiMouseButton_Right)) {
        pressing_ = false;
        if (!dragging_) entry_.cancel();  // a right click backs out of a half-made order
    }
    if (over_map && hovered_ != kNone && !dragging_) hover_tooltip(hovered_);
}

void App::map_click(Province p) {
    if (viewing_past()) return;
    if (editing_ && session_.mode() == PlayMode::Sandbox) {
        edit_click(p);
        return;
    }
    accept(entry_.click(p));
}

// Sandbox editing: put a unit of the chosen power, take one away, or give a centre to the chosen power.
void App::edit_click(Province p) {
    if (p == kNone) return;
    Position pos = session_.position();
    const Map& map = session_.map();
    const Power pw = static_cast<Power>(edit_power_);
    switch (edit_tool_) {
        case 0:
        case 1: {
            const UnitType t = edit_tool_ == 0 ? UnitType::Army : UnitType::Fleet;
            Loc l = p;
            if (t == UnitType::Fleet && map.has_coasts(p)) l = map.province(p).coasts[0];
            if (!map.can_stand(t, l)) {
                notice_ = std::string(t == UnitType::Army ? "An army" : "A fleet") + " cannot stand in " +
                          map.province(p).name + ".";
                return;
            }
            // A fleet clicked again on a province with two coasts moves to the other coast.
            if (t == UnitType::Fleet && map.has_coasts(p) && pos.units[p].type == UnitType::Fleet &&
                pos.units[p].loc == l)
                l = map.province(p).coasts[1];
            pos.units[p] = {t, pw, l};
            break;
        }
        case 2:
            pos.units[p] = {};
            pos.dislodged[p] = {};
            break;
        case 3:
            if (!map.province(p).centre) {
                notice_ = map.province(p).name + " is not a supply centre.";
                return;
            }
            pos.owner[p] = pos.owner[p] == pw ? kNoPower : pw;
            break;
    }
    notice_.clear();
    session_.edit_position(pos);
    entry_.reset();
}

void App::hover_tooltip(Province p) {
    const Position& pos = shown_position();
    const Map& map = session_.map();
    std::string text = map.province(p).name;
    if (map.province(p).centre) {
        text += pos.owner[p] == kNoPower ? "  (neutral centre)" : "  (centre of " + map.power(pos.owner[p]).name + ")";
    }
    // Orders in hot-seat and by-link play stay private to their power until the phase is played.
    const Power mine = session_.mode() == PlayMode::HotSeat ? session_.hotseat_power() : session_.me();
    const bool hiding = session_.mode() != PlayMode::Sandbox && !viewing_past();
    if (viewing_past()) {
        for (const OrderResult& r : session_.game().history()[viewing_].result.results)
            if (r.order.unit != kNone && map.province_of(r.order.unit) == p && r.order.kind != OrderKind::Build)
                text += "\n" + map.power(r.order.power).name + ": " +
                        to_text(with_board_types(r.order, pos, map), map) + "\n  " +
                        std::string(to_string(r.outcome.result)) + ": " + describe(r.outcome, r.order, pos, map);
    } else if (const Order* o = session_.order_at(p); o && (!hiding || o->power == mine)) {
        text += "\nOrder: " + to_text(with_board_types(*o, pos, map), map);
    }
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

}  // namespace dip
