// Embed mode: the board at its step (a played phase through the film player), "try it", and the tooltip of each
// order's result.
#include "embed_view.h"

#include <algorithm>

#include "order_art.h"
#include "order_controls.h"
#include "position_text.h"

namespace dip {

void EmbedView::start(const std::string& board, const Options& options) {
    active_ = true;
    error_ = options.address_error.empty() ? board_.load(board) : options.address_error;
    if (error_.empty()) board_.go_to_kind(options.step);
    const Map& map = board_.session().map();  // the board's, once loaded (a variant's may differ)
    crop_.clear();
    for (const std::string& name : options.crop)
        if (const Loc l = map.find_loc(name); l != kNone) crop_.push_back(map.province_of(l));
    if (crop_.empty() && !options.region.empty()) crop_ = region_provinces(options.region, board_.session().map());
    if (crop_.empty() && error_.empty()) crop_ = board_.provinces_in_play();
}

void EmbedView::fit_crop(MapView& view) const {
    if (crop_.empty()) return;
    Point min, max;
    provinces_bounds(view.geometry(), crop_, min, max);
    view.fit_rect(min, max);
}

void EmbedView::frame(const UiContext& ui, OrderEntry& entry, MapView& view, MapInput& input, bool full_names) {
    Session& session = board_.session();
    const ImGuiIO& io = ImGui::GetIO();
    films_.film.set_reduced_motion(ui.platform.reduced_motion());
    films_.film.advance(io.DeltaTime);
    // While trying, a bar across the top holds the order being written; the map fits below it.
    const float bar = board_.trying() ? trying_bar_height_ : 0;
    const ImVec2 min{0, bar}, max = io.DisplaySize;
    view.set_area(min, max);
    if (!view.user_moved()) fit_crop(view);
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    if (!error_.empty()) {
        dl->AddRectFilled(min, max, view.palette().sea);
        ImGui::SetNextWindowPos({max.x / 2, max.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
        ImGui::SetNextWindowSize({std::min(420.0f, max.x - 20), 0});
        ImGui::Begin("##error", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings);
        ImGui::TextWrapped("This board could not be shown: %s", error_.c_str());
        ImGui::End();
        return;
    }
    // The step: a played phase as its film stands, drawn as the game draws it; or a position alone (before the
    // first phase's orders, after the last phase) or with the orders being written (trying).
    const EmbedStep step = board_.shown();
    const bool phase = step.kind == EmbedStep::Kind::Orders || step.kind == EmbedStep::Kind::Results;
    const Position& pos =
        step.kind == EmbedStep::Kind::After ? session.position() : session.game().history()[step.phase].position;
    std::vector<DrawnOrder> orders;
    BoardDecor decor;
    if (board_.trying()) {
        for (const Order& o : session.orders()) orders.push_back({o, nullptr});
        if (entry.step() != OrderEntry::Step::Idle) {
            decor.targets = entry.targets();
            decor.selected = entry.selected();
        }
    }
    decor.hovered = input.hovered();
    decor.full_names = full_names;
    dl->PushClipRect(min, max);
    if (phase) {
        orders = films_.orders(session);
        films_.draw(dl, view, session, decor);
    } else {
        view.draw_board(dl, pos, decor);
        view.draw_units(dl, pos, decor.selected);
        draw_orders(dl, view, pos, orders);
    }
    dl->PopClipRect();

    // While trying, the order being written and its buttons (support, convoy...) float over the board.
    if (board_.trying()) {
        ImGui::SetNextWindowPos({0, 0});
        ImGui::SetNextWindowSize({max.x, 0});
        ImGui::Begin("##trying", nullptr,
                     ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
        order_entry_controls(entry, session, ui.controls, ui.palette);
        trying_bar_height_ = ImGui::GetWindowHeight();
        ImGui::End();
    }
    order_entry_popups(entry, session, ui.controls);

    // Input: panning and zooming always; clicks give orders only while trying.
    const MapInput::Event event = input.update(view, min, max);
    if (board_.trying() && event.kind == MapInput::Event::Kind::Click) accept_order(session, entry.click(event.at));
    if (board_.trying() && event.kind == MapInput::Event::Kind::BackOut) entry.cancel();
    if (input.may_show_tooltip()) {
        // The tooltip tells the step's order and result of the unit under the mouse.
        const Map& map = session.map();
        const Province hovered = input.hovered();
        std::string text = map.province(hovered).name;
        for (const DrawnOrder& d : orders)
            if (d.order.unit != kNone && map.province_of(d.order.unit) == hovered) {
                text += "\n" + map.power(d.order.power).name + ": " + to_text(with_board_types(d.order, pos, map), map);
                if (d.outcome)
                    text += "\n  " + std::string(to_string(d.outcome->result)) + ": " +
                            describe(*d.outcome, d.order, pos, map);
            }
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22);
        ImGui::TextUnformatted(text.c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

}  // namespace dip
