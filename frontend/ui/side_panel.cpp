// The side panel (what the player is doing, each power's orders, typed orders, sandbox tools, play by link, the
// conversations with the other powers, or a played phase's results, and the messages), its handle when it is a sheet on
// a phone, and the hot-seat hand-over screen.
#include <algorithm>
#include <cmath>

#include "adjustments.h"
#include "app.h"
#include "coach_card.h"
#include "notice_views.h"
#include "power_orders.h"
#include "preferences_panel.h"
#include "position_text.h"
#include "results_panel.h"
#include "sealed_orders.h"

namespace dip {

void App::side_panel(const UiContext& ui) {
    const ImVec2 min = panel_min(), max = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(min);
    ImGui::SetNextWindowSize({max.x - min.x, max.y - min.y});
    ImGui::Begin("##panel", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoBringToFrontOnFocus);
    if (narrow()) layout_.sheet_handle(panel(), controls_, palette());
    if (viewing_past() && phase_controls_in_sheet())
        played_phase_controls(ImGui::GetWindowPos().x + ImGui::GetWindowWidth() - 8);
    // The content scrolls under a fixed handle: by the wheel, the scrollbar, or (touch) a finger's drag.
    ImGui::BeginChild("##panel_content");
    // Another phase (played, or looked back at): the panel starts from its top again.
    const int shows = viewing_past() ? films_.film.shown() : 10000 + static_cast<int>(session_.game().history().size());
    if (shows != side_.shows) ImGui::SetScrollY(0);
    side_.shows = shows;
    // A table's game: its clock and who has handed in, on top, whatever phase the panel shows.
    if (table_.on() && table_panel_.draw(table_, ui, {platform_.now_ms(), platform_.now_ms() < table_flash_until_}))
        adjudicate();
    coach_card(coach_, ui,
               {viewing_past(), films_.film.shown(), policy().own_power(), may_order(policy().own_power())});
    if (viewing_past()) {
        const PlayedPhase& p = session_.game().history()[films_.film.shown()];
        if (p.edit) ImGui::TextWrapped("The board was edited here (sandbox).");
        else
            results_panel(session_.map(), p.result, p.position, policy().own_power(), unordered_told(),
                          policy().promises_told(), palette(), fonts_);
        side_.link.draw_past(ui, films_.film.shown());
    } else if (policy().must_choose_seat()) {
        // Opened from a link: which power the player plays comes first, where the eye is.
        side_.link.draw(ui);
    } else if (policy().hand_over() && !computers_.progress(session_, palette())) {
        // (or the people are done and the computers think)
        ImGui::TextWrapped("Orders are hidden until the next player is at the device.");
    } else if (table_.on() && !session_.over()) {
        // The table's device writes no orders: the clock above, and the box the phones' codes are pasted in.
        side_.link.draw(ui);
    } else {
        entry_panel();
        ImGui::Separator();
        orders_panel();
        if (const TablePolicy policy = this->policy();
            policy.sees_every_power() || policy.may_order(policy.own_power()))
            side_.typed.draw(ui, entry_);
        if (policy().may_edit_board()) side_.sandbox.draw(ui, entry_);
        if (policy().shows_link_panel()) side_.link.draw(ui);
        side_.talk.draw(ui);
    }
    notice_log(keeper_.notices(), palette());
    if (touch_style()) side_.scroll.update();
    ImGui::EndChild();
    ImGui::End();
}

// What the player is doing, in words, and the buttons for the next step.
void App::entry_panel() {
    const Map& map = session_.map();
    if (session_.over()) {
        ImGui::PushFont(fonts_.bold);
        ImGui::TextWrapped("%s.", end_text(session_).c_str());
        ImGui::PopFont();
        if (controls_.button("The final scores", {-1, 0})) windows_.scores.open();
        return;
    }
    if (computers_.progress(session_, palette())) return;  // the people are done; the computers think
    const TablePolicy policy = this->policy();
    if (const Power pw = policy.turn(); pw != kNoPower) {
        power_swatch(palette().power[pw]);
        ImGui::PushFont(fonts_.bold);
        ImGui::Text("%s, write your orders.", map.power(pw).name.c_str());
        ImGui::PopFont();
    }
    if (side_.sandbox.editing())
        prompt_box(palette(), "Editing the board: click provinces with the tool chosen below.");
    else order_entry_controls(entry_, session_, controls_, palette());
    ImGui::Spacing();
    if (!policy.may_play_phase()) return;  // by link, the host plays the phase
    // Sealed orders: any copy plays the phase, once every seat that counts has opened (the link panel says who).
    const bool sealed = session_.record().sealed.on();
    const bool blocked = sealed && !sealed::progress(session_).may_play;
    const std::string label =
        policy.shared_device() ? "Done: pass the device on" : "Adjudicate " + phase_text(session_.position().phase);
    ImGui::PushStyleColor(ImGuiCol_Button, colour(palette().go));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, colour(palette().go_hovered));
    ImGui::PushStyleColor(ImGuiCol_Text, colour(palette().go_text));
    // By link, the host is asked first when some players' orders have not come yet.
    std::string missing;
    if (policy.waits_for_orders_codes())
        for (Power pw : session_.powers_to_order())
            if (pw != session_.record().seats.me && !session_.record().seats.received[pw] &&
                !session_.settings().computers.computer(pw))
                missing += (missing.empty() ? "" : ", ") + map.power(pw).name;
    ImGui::BeginDisabled(blocked);
    const bool pressed = controls_.button(label.c_str(), {-1, ImGui::GetFrameHeight() * 1.3f});
    ImGui::EndDisabled();
    if (pressed) {
        if (sealed) {
            if (const std::string why = sealed::prepare_play(session_); why.empty()) adjudicate();
            else keeper_.tell(why);
        } else if (!missing.empty()) {
            ImGui::OpenPopup("Orders missing");
        } else if (policy.turn() == kNoPower) {
            adjudicate();
        } else if (!session_.hotseat_done()) {  // (when it played the phase, the page follows: results shown)
            entry_.reset();
        }
    }
    ImGui::PopStyleColor(3);
    // The deadline rule: a seat that sealed but does not open (withholds) does not stop the game.
    if (const SealedProgress p = sealed ? sealed::progress(session_) : SealedProgress{};
        blocked && p.may_play_without) {
        const std::string without = "Play without " + sealed::names(map, p.to_open);
        if (controls_.button(without.c_str(), {-1, 0})) {
            if (const std::string why = sealed::prepare_play(session_, true); why.empty()) adjudicate();
            else keeper_.tell(why);
        }
    }
    bool open = true;
    if (ImGui::BeginPopupModal("Orders missing", &open, ImGuiWindowFlags_AlwaysAutoResize)) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24);
        ImGui::TextWrapped(
            "No orders have come yet from %s. If you go on, their units hold, their dislodged units "
            "disband and their builds are waived.",
            missing.c_str());
        ImGui::PopTextWrapPos();
        if (controls_.button(("Adjudicate " + phase_text(session_.position().phase) + " anyway").c_str())) {
            adjudicate();
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (controls_.button("Wait for their orders")) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
}

// Each power's orders, editable; units still without orders are listed too.
void App::orders_panel() {
    const Map& map = session_.map();
    const Position& pos = session_.position();
    for (Power pw : session_.powers_to_order()) {
        if (!policy().sees_orders_of(pw)) continue;  // others' orders stay private
        ImGui::PushID(pw);
        power_swatch(palette().power[pw]);
        std::string head = map.power(pw).name;
        if (pos.phase.kind == PhaseKind::Adjustments) {  // what is due, counting down as orders are written
            const int due = adjustment_due(pos, pw), left = adjustments_left(session_, pw);
            const std::string kind = due > 0 ? "build" : "removal";
            const int all = due > 0 ? due : -due;
            head += "  (" + std::to_string(all) + " " + kind + (all == 1 ? "" : "s") +
                    (left == 0     ? ", all written)"
                     : left == all ? ")"
                                   : ", " + std::to_string(left) + " left)");
        }
        if (ImGui::CollapsingHeader((head + "###orders").c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
            const std::vector<Order> orders = session_.orders(pw);
            for (std::size_t i = 0; i < orders.size(); ++i) {
                ImGui::PushID(static_cast<int>(i));
                if (may_order(pw)) {  // (sealed orders stay as sealed)
                    if (controls_.small_button("x")) {
                        if (orders[i].kind == OrderKind::Waive) session_.remove_waive(pw);
                        else if (is_power_order(orders[i].kind)) session_.remove_power_order(orders[i]);
                        else session_.remove_order(map.province_of(orders[i].unit));
                    }
                    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Remove this order");
                    ImGui::SameLine();
                }
                ImGui::TextUnformatted(to_text(with_board_types(orders[i], pos, map), map).c_str());
                ImGui::PopID();
            }
            // Units with no order yet, on one line.
            std::string waiting;
            for (int p = 0; p < map.province_count() && pos.phase.kind != PhaseKind::Adjustments; ++p) {
                const Unit& u = pos.phase.kind == PhaseKind::Retreats ? pos.dislodged[p].unit : pos.units[p];
                if (!u || u.power != pw || session_.sheet().at(static_cast<Province>(p))) continue;
                waiting += (waiting.empty() ? "" : ", ") + std::string(to_string(u.type)) + " " + map.loc(u.loc).abbr;
            }
            if (!waiting.empty()) {
                ImGui::PushTextWrapPos();
                ImGui::TextDisabled(
                    "%s %s",
                    pos.phase.kind == PhaseKind::Retreats ? "No order yet (disbands):" : "No order yet (holds):",
                    waiting.c_str());
                ImGui::PopTextWrapPos();
            }
            if (may_order(pw)) power_order_buttons(session_, controls_, pw);
            if (may_order(pw) && policy().offers_preferences()) preferences_editor(session_, controls_, pw);
        }
        ImGui::PopID();
    }
}

// Hot seat: the hand-over screen, over a dimmed map, until the next player says who they are.
void App::hotseat_screen() {
    if (!policy().hand_over() || viewing_past() || session_.over()) return;
    const Power pw = hotseat_power(session_);
    if (pw == kNoPower) return;
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::GetBackgroundDrawList()->AddRectFilled({0, 0}, io.DisplaySize, palette().hidden);  // the map, not panels
    ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({std::min(460.0f, io.DisplaySize.x - 20), 0});
    // It comes to the front when it appears and stays above the panels, which never come to the front; menus
    // and windows opened meanwhile come above it (the menus work during the hand-over).
    ImGui::Begin("##handover", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
    const std::string name = session_.map().power(pw).name;
    ImGui::PushFont(fonts_.big);
    power_swatch(palette().power[pw]);
    // Wrapped: a long name ("St Petersburg", in Chaos) in the large font is wider than a phone.
    ImGui::TextWrapped("Pass the device to %s", name.c_str());
    controls_.record("Hand-over title");
    ImGui::PopFont();
    ImGui::TextWrapped(
        "%s writes orders for %s. The other players should look away: nobody sees another power's orders "
        "until everyone's are in.",
        name.c_str(), phase_text(session_.position().phase).c_str());
    ImGui::Spacing();
    if (controls_.button(("I am " + name + ": show my orders").c_str(), {-1, ImGui::GetFrameHeight() * 1.4f})) {
        session_.hotseat_reveal();
        entry_.reset();
    }
    ImGui::End();
}

}  // namespace dip
