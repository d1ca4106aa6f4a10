// Embed mode: one board filling the canvas, at the step the page's buttons choose, with the order-entry
// clicks of "try it". The step buttons, the text for screen readers and the link to the full game are HTML
// around the canvas (web/embed.html), through the scripting API.
#include <algorithm>
#include <cmath>

#include "app.h"
#include "position_text.h"
#include "save.h"

namespace dip {

void App::start_embed(const std::string& board, const EmbedOptions& options) {
    embedding_ = true;
    panel_open_ = false;
    embed_error_ = embed_.load(board);
    if (embed_error_.empty()) embed_.go_to_kind(options.step);
    crop_ = options.crop;
    if (crop_.empty() && !options.region.empty()) crop_ = region_provinces(options.region, session_.map());
    if (crop_.empty() && embed_error_.empty()) crop_ = embed_.provinces_in_play();
    entry_.reset();
}

void App::fit_crop() {
    if (crop_.empty()) return;
    Point min, max;
    provinces_bounds(geo_, crop_, min, max);
    view_.fit_rect(min, max);
}

std::string App::embed_position_code() const {
    const auto& history = session_.game().history();
    SavedPosition p;
    if (history.empty() || embed_.trying()) {
        p = {session_.position(), session_.orders(), session_.settings().rules};
    } else {
        const EmbedStep& s = embed_.steps()[embed_.step()];
        p = s.kind == EmbedStep::Kind::After
                ? SavedPosition{session_.position(), {}, session_.settings().rules}
                : SavedPosition{history[s.phase].position, history[s.phase].orders, session_.settings().rules};
    }
    return encode_position(p, session_.map());
}

std::string App::embed_link() const {
    std::string base = platform_.page_url();
    base = base.substr(0, base.rfind('/') + 1);
    const SavedPosition p{session_.position(), session_.orders(), session_.settings().rules};
    return base + "embed.html#p=" + encode_position(p, session_.map());
}

std::string App::embed_snippet() const {
    return "<iframe src=\"" + embed_link() +
           "\" width=\"640\" height=\"480\" style=\"border:0\" loading=\"lazy\" "
           "title=\"Diplomacy board: " +
           phase_text(session_.position().phase) + "\"></iframe>";
}

void App::embed_frame() {
    const ImGuiIO& io = ImGui::GetIO();
    // While trying, a bar across the top holds the order being written; the map fits below it.
    const float bar = embed_.trying() ? trying_bar_height_ : 0;
    const ImVec2 min{0, bar}, max = io.DisplaySize;
    if (view_.user_moved() == false) {
        view_.set_area(min, max);
        fit_crop();
    } else {
        view_.set_area(min, max);
    }
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    if (!embed_error_.empty()) {
        dl->AddRectFilled(min, max, view_.palette().sea);
        ImGui::SetNextWindowPos({max.x / 2, max.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
        ImGui::SetNextWindowSize({std::min(420.0f, max.x - 20), 0});
        ImGui::Begin("##error", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings);
        ImGui::TextWrapped("This board could not be shown: %s", embed_error_.c_str());
        ImGui::End();
        return;
    }
    // The step's position and orders.
    const auto& history = session_.game().history();
    std::vector<DrawnOrder> orders;
    const Position* pos = &session_.position();
    BoardDecor decor;
    if (embed_.trying()) {
        for (const Order& o : session_.orders()) orders.push_back({o, nullptr});
        if (entry_.step() != OrderEntry::Step::Idle) {
            decor.targets = entry_.targets();
            decor.selected = entry_.selected();
        }
    } else {
        const EmbedStep& s = embed_.steps()[embed_.step()];
        if (s.kind != EmbedStep::Kind::After) {
            const PlayedPhase& played = history[s.phase];
            pos = &played.position;
            if (s.kind == EmbedStep::Kind::Orders)
                for (const Order& o : played.orders) orders.push_back({o, nullptr});
            if (s.kind == EmbedStep::Kind::Results)
                for (const OrderResult& r : played.result.results)
                    if (!r.implicit || r.outcome.dislodged_by != kNone) orders.push_back({r.order, &r.outcome});
        }
    }
    decor.hovered = hovered_;
    decor.full_names = full_names_;
    dl->PushClipRect(min, max);
    view_.draw_board(dl, *pos, decor);
    view_.draw_units(dl, *pos, decor.selected);
    draw_orders(dl, view_, *pos, orders);
    dl->PopClipRect();

    // While trying, the order being written and its buttons (support, convoy...) float over the board.
    if (embed_.trying()) {
        ImGui::SetNextWindowPos({0, 0});
        ImGui::SetNextWindowSize({max.x, 0});
        ImGui::Begin("##trying", nullptr,
                     ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
        entry_controls();
        trying_bar_height_ = ImGui::GetWindowHeight();
        ImGui::End();
        entry_popups();
    }

    // Input: panning and zooming always; clicks give orders only while trying.
    const ImVec2 m = io.MousePos;
    const bool over = !io.WantCaptureMouse && m.x >= 0 && m.y >= min.y && m.x < max.x && m.y < max.y;
    hovered_ = over ? view_.province_at(m) : kNone;
    if (over && io.MouseWheel != 0) view_.zoom_at(m, std::pow(1.15f, io.MouseWheel));
    if (over && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        pressing_ = true;
        dragging_ = false;
        press_at_ = m;
    }
    if (pressing_ && ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
        const float dx = m.x - press_at_.x, dy = m.y - press_at_.y;
        if (!dragging_ && dx * dx + dy * dy > 36) dragging_ = true;
        if (dragging_) view_.pan(io.MouseDelta);
    }
    if (pressing_ && ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
        pressing_ = false;
        if (!dragging_ && embed_.trying()) accept(entry_.click(view_.province_at(m)));
    }
    if (over && hovered_ != kNone && !dragging_) {
        // The tooltip tells the step's order and result of the unit under the mouse.
        const Map& map = session_.map();
        std::string text = map.province(hovered_).name;
        for (const DrawnOrder& d : orders)
            if (d.order.unit != kNone && map.province_of(d.order.unit) == hovered_) {
                text +=
                    "\n" + map.power(d.order.power).name + ": " + to_text(with_board_types(d.order, *pos, map), map);
                if (d.outcome)
                    text += "\n  " + std::string(to_string(d.outcome->result)) + ": " +
                            describe(*d.outcome, d.order, *pos, map);
            }
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22);
        ImGui::TextUnformatted(text.c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

}  // namespace dip
