// The windows around the map: top bar, side panel (orders, typed orders, results, sandbox tools), the
// coast and build questions, the hot-seat hand-over screen, and the new-game and text dialogs.
#include <algorithm>

#include "adjustments.h"
#include "app.h"
#include "position_text.h"

namespace dip {

namespace {

const char* kTick = "\xE2\x9C\x93";   // U+2713
const char* kCross = "\xE2\x9C\x97";  // U+2717
const char* kDash = "\xE2\x80\x93";   // U+2013

ImVec4 colour(Rgba c) { return ImGui::ColorConvertU32ToFloat4(c); }

std::string coast_name(Coast c) {
    switch (c) {
        case Coast::North: return "North coast";
        case Coast::South: return "South coast";
        case Coast::East: return "East coast";
        default: return "West coast";
    }
}

}  // namespace

// A small square in the power's colour, to go before its name.
void App::power_swatch(Power p) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float s = ImGui::GetTextLineHeight() * 0.8f;
    const float dy = (ImGui::GetTextLineHeight() - s) / 2;
    ImGui::GetWindowDrawList()->AddRectFilled({at.x, at.y + dy}, {at.x + s, at.y + dy + s}, view_.palette().power[p],
                                              2.0f);
    ImGui::Dummy({s + 4, ImGui::GetTextLineHeight()});
    ImGui::SameLine(0, 0);
}

// ---- Top bar --------------------------------------------------------------------------------------------

void App::top_bar() {
    const ImGuiIO& io = ImGui::GetIO();
    const Map& map = session_.map();
    const float height = top_bar_height();
    ImGui::SetNextWindowPos({0, 0});
    ImGui::SetNextWindowSize({io.DisplaySize.x, height});
    ImGui::PushStyleColor(ImGuiCol_WindowBg, colour(0xFF3A2E22));
    ImGui::PushStyleColor(ImGuiCol_Text, colour(0xFFF4EFE8));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {12, 8});
    ImGui::Begin("##top", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoBringToFrontOnFocus);
    ImGui::AlignTextToFramePadding();
    ImGui::PushFont(bold_font_);
    ImGui::TextUnformatted("Diplomacy");
    ImGui::SameLine(0, 20);
    ImGui::TextUnformatted(phase_text(session_.position().phase).c_str());
    ImGui::PopFont();
    ImGui::SameLine(0, 12);
    ImGui::TextDisabled("%s", session_.mode() == PlayMode::Sandbox   ? "Sandbox"
                              : session_.mode() == PlayMode::HotSeat ? "Hot seat"
                                                                     : "By link");
    if (narrow()) ImGui::NewLine();  // history and menus on a second row

    // History: step back and forth through every phase played.
    const int played = static_cast<int>(session_.game().history().size());
    if (!narrow()) ImGui::SameLine(0, 24);
    ImGui::BeginDisabled(played == 0 || viewing_ == 0);
    if (ImGui::ArrowButton("##back", ImGuiDir_Left)) key(Key::Previous);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Previous phase (left arrow key)");
    ImGui::SameLine();
    if (viewing_past()) ImGui::Text("Phase %d of %d", viewing_ + 1, played + 1);
    else ImGui::Text("Phase %d", played + 1);
    ImGui::SameLine();
    ImGui::BeginDisabled(!viewing_past());
    if (ImGui::ArrowButton("##forward", ImGuiDir_Right)) key(Key::Next);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Next phase (right arrow key)");

    ImGui::SameLine(0, 24);
    ImGui::PushStyleColor(ImGuiCol_Text, colour(0xFF1E1E1E));
    if (button("Games")) games_open_ = true;
    ImGui::SameLine();
    if (button("Game")) ImGui::OpenPopup("game_menu");
    ImGui::SameLine();
    if (button("View")) ImGui::OpenPopup("view_menu");
    ImGui::SameLine();
    if (button("Rules")) ImGui::OpenPopup("rules_menu");
    if (ImGui::BeginPopup("rules_menu")) {
        // The reading pages open in this tab: the game is saved first, and comes back with the page.
        const char* page = nullptr;
        if (menu_item("The rules guide")) page = "guide.html";
        if (menu_item("The DATC gallery")) page = "gallery.html";
        if (page) {
            autosave();
            platform_.go_to_page(page);
        }
        ImGui::EndPopup();
    }
    if (ImGui::BeginPopup("game_menu")) {
        if (menu_item("Games...")) games_open_ = true;
        if (menu_item("New game...")) new_game_open_ = true;
        if (menu_item("Scores and votes...")) scores_open_ = true;
        if (menu_item("Position as text...")) {
            dialog_text_ = write_position(session_.position(), map, session_.settings().rules);
            const std::string orders = session_.orders_text();
            if (!orders.empty()) {
                dialog_text_ += "orders:\n";
                for (std::size_t start = 0; start < orders.size();) {
                    const std::size_t nl = orders.find('\n', start);
                    dialog_text_ += "  " + orders.substr(start, nl - start) + "\n";
                    start = nl + 1;
                }
            }
            text_dialog_open_ = true;
        }
        if (menu_item("Embed this board...", session_.mode() == PlayMode::Sandbox)) embed_dialog_open_ = true;
        if (menu_item("Undo the last phase", session_.mode() == PlayMode::Sandbox && played > 0)) {
            session_.undo();
            session_changed();
        }
        ImGui::EndPopup();
    }
    if (ImGui::BeginPopup("view_menu")) {
        ImGui::MenuItem("Colour-blind colours", nullptr, &colour_blind_);
        ImGui::MenuItem("Full province names", nullptr, &full_names_);
        ImGui::MenuItem("Side panel", nullptr, &panel_open_);
        if (menu_item("Fit the map to the window")) view_.fit();
        ImGui::EndPopup();
    }
    ImGui::PopStyleColor();
    if (session_.over()) {
        ImGui::SameLine(0, 24);
        ImGui::PushFont(bold_font_);
        ImGui::TextUnformatted(session_.end_text().c_str());
        ImGui::PopFont();
    }
    ImGui::End();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
}

// ---- Side panel -----------------------------------------------------------------------------------------

void App::side_panel() {
    const ImVec2 min = panel_min(), max = panel_max();
    ImGui::SetNextWindowPos(min);
    ImGui::SetNextWindowSize({max.x - min.x, max.y - min.y});
    ImGui::Begin("##panel", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
    if (viewing_past()) {
        const PlayedPhase& p = session_.game().history()[viewing_];
        if (p.edit) ImGui::TextWrapped("The board was edited here (sandbox).");
        else results_panel(p.result, p.position);
    } else if (session_.mode() == PlayMode::HotSeat && !session_.hotseat_revealed()) {
        ImGui::TextWrapped("Orders are hidden until the next player is at the device.");
    } else {
        entry_panel();
        ImGui::Separator();
        orders_panel();
        typed_orders_panel();
        if (session_.mode() == PlayMode::Sandbox) sandbox_panel();
        if (session_.mode() == PlayMode::ByLink) link_panel();
    }
    if (!storage_error_.empty()) {
        ImGui::Spacing();
        ImGui::PushStyleColor(ImGuiCol_Text, colour(view_.palette().failure));
        ImGui::TextWrapped("%s", storage_error_.c_str());
        ImGui::PopStyleColor();
    }
    if (!notice_.empty()) {
        ImGui::Spacing();
        ImGui::PushStyleColor(ImGuiCol_Text, notice_is_error_ ? colour(view_.palette().failure)
                                                              : ImGui::GetStyleColorVec4(ImGuiCol_Text));
        ImGui::TextWrapped("%s", notice_.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::End();
}

// What the player is doing, in words, and the buttons for the next step.
void App::entry_panel() {
    const Map& map = session_.map();
    if (session_.over()) {
        ImGui::PushFont(bold_font_);
        ImGui::TextWrapped("%s.", session_.end_text().c_str());
        ImGui::PopFont();
        if (button("The final scores", {-1, 0})) scores_open_ = true;
        return;
    }
    if (session_.mode() == PlayMode::HotSeat) {
        const Power pw = session_.hotseat_power();
        power_swatch(pw);
        ImGui::PushFont(bold_font_);
        ImGui::Text("%s, write your orders.", map.power(pw).name.c_str());
        ImGui::PopFont();
    }
    if (editing_) {
        prompt_box("Editing the board: click provinces with the tool chosen below.");
    } else {
        entry_controls();
    }
    ImGui::Spacing();
    const PlayMode mode = session_.mode();
    if (mode == PlayMode::ByLink && !session_.host()) return;  // the host plays the phase
    const std::string label =
        mode == PlayMode::HotSeat ? "Done: pass the device on" : "Adjudicate " + phase_text(session_.position().phase);
    ImGui::PushStyleColor(ImGuiCol_Button, colour(0xFF3E8E2E));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, colour(0xFF4FA63B));
    ImGui::PushStyleColor(ImGuiCol_Text, colour(0xFFFFFFFF));
    if (button(label.c_str(), {-1, ImGui::GetFrameHeight() * 1.3f})) {
        if (mode != PlayMode::HotSeat) {
            adjudicate();
        } else if (session_.hotseat_done()) {
            entry_.reset();
            viewing_ = static_cast<int>(session_.game().history().size()) - 1;
        } else {
            entry_.reset();
        }
    }
    ImGui::PopStyleColor(3);
}

// Where the order being written stands, and the buttons that go with clicking: hold, support, convoy...
void App::entry_controls() {
    prompt_box(entry_.prompt());
    // Buttons flow onto the next line when the panel is narrow.
    bool first = true;
    auto action_button = [&](const char* label, bool enabled) {
        const float w = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
        if (!first) {
            ImGui::SameLine();
            if (ImGui::GetContentRegionAvail().x < w) ImGui::NewLine();
        }
        first = false;
        ImGui::BeginDisabled(!enabled);
        const bool pressed = this->button(label);
        ImGui::EndDisabled();
        return pressed;
    };
    if (session_.position().phase.kind == PhaseKind::Movement) {
        if (action_button("Hold (H)", entry_.can_hold())) accept(entry_.hold());
        if (action_button("Support (S)", entry_.can_support())) entry_.support();
        if (action_button("Convoy (C)", entry_.can_convoy())) entry_.convoy();
    }
    if (session_.position().phase.kind == PhaseKind::Retreats &&
        action_button("Disband", entry_.step() == OrderEntry::Step::Unit))
        accept(entry_.disband());
    if (action_button("Cancel (Esc)", entry_.step() != OrderEntry::Step::Idle)) entry_.cancel();
    if (entry_.can_go_by_convoy()) {
        bool via = entry_.via_convoy();
        if (ImGui::Checkbox("Move by convoy", &via)) entry_.toggle_via_convoy();
    }
}

void App::prompt_box(const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_ChildBg, colour(0xFFE9F6FF));
    ImGui::BeginChild("##prompt", {0, ImGui::GetTextLineHeightWithSpacing() * 3.2f}, true);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::EndChild();
    ImGui::PopStyleColor();
}

// Each power's orders, editable; units still without orders are listed too.
void App::orders_panel() {
    const Map& map = session_.map();
    const Position& pos = session_.position();
    for (Power pw : session_.powers_to_order()) {
        if (!may_order(pw) && session_.mode() != PlayMode::Sandbox) continue;  // others' orders stay private
        ImGui::PushID(pw);
        power_swatch(pw);
        std::string head = map.power(pw).name;
        if (pos.phase.kind == PhaseKind::Adjustments) {
            const int due = adjustment_due(pos, pw);
            head += due > 0 ? "  (" + std::to_string(due) + (due == 1 ? " build)" : " builds)")
                            : "  (" + std::to_string(-due) + (due == -1 ? " removal)" : " removals)");
        }
        if (ImGui::CollapsingHeader(head.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
            const std::vector<Order> orders = session_.orders(pw);
            for (std::size_t i = 0; i < orders.size(); ++i) {
                ImGui::PushID(static_cast<int>(i));
                if (ImGui::SmallButton("x")) {
                    if (orders[i].kind == OrderKind::Waive) session_.remove_waive(pw);
                    else if (is_power_order(orders[i].kind)) session_.remove_power_order(orders[i]);
                    else session_.remove_order(map.province_of(orders[i].unit));
                }
                if (ImGui::IsItemHovered()) ImGui::SetTooltip("Remove this order");
                ImGui::SameLine();
                ImGui::TextUnformatted(to_text(with_board_types(orders[i], pos, map), map).c_str());
                ImGui::PopID();
            }
            // Units with no order yet, on one line.
            std::string waiting;
            for (int p = 0; p < map.province_count() && pos.phase.kind != PhaseKind::Adjustments; ++p) {
                const Unit& u = pos.phase.kind == PhaseKind::Retreats ? pos.dislodged[p].unit : pos.units[p];
                if (!u || u.power != pw || session_.order_at(static_cast<Province>(p))) continue;
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
            if (session_.settings().rules.variant == Variant::Formal && pos.phase.kind == PhaseKind::Movement)
                formal_order_buttons(pw);
            if (pos.phase.kind == PhaseKind::Adjustments && adjustment_due(pos, pw) > 0 &&
                ImGui::SmallButton("Waive a build")) {
                Order w;
                w.kind = OrderKind::Waive;
                w.power = pw;
                session_.set_order(w);
            }
        }
        ImGui::PopID();
    }
}

// Orders typed in standard notation, one per line, with the errors shown beside them.
void App::typed_orders_panel() {
    ImGui::Spacing();
    ImGui::TextDisabled("Type orders, one per line:");
    const bool single = session_.mode() != PlayMode::Sandbox;
    const Power mine = session_.mode() == PlayMode::HotSeat ? session_.hotseat_power() : session_.me();
    if (single && mine == kNoPower) return;
    const char* hint = single ? "A Par - Bur" : "France: A Par - Bur";
    std::vector<char> buf(typed_.begin(), typed_.end());
    buf.resize(typed_.size() + 4096, '\0');
    if (ImGui::InputTextMultiline("##typed", buf.data(), buf.size(), {-1, ImGui::GetTextLineHeight() * 4.5f}))
        typed_ = buf.data();
    if (typed_.empty() && !ImGui::IsItemActive()) {
        const ImVec2 at = ImGui::GetItemRectMin();
        ImGui::GetWindowDrawList()->AddText({at.x + 6, at.y + 4}, ImGui::GetColorU32(ImGuiCol_TextDisabled), hint);
    }
    if (button("Add these orders")) {
        typed_errors_ = session_.set_orders_text(typed_, single ? mine : kNoPower);
        if (typed_errors_.empty()) typed_.clear();
        entry_.cancel();
    }
    for (const TextError& e : typed_errors_) {
        ImGui::PushStyleColor(ImGuiCol_Text, colour(view_.palette().failure));
        ImGui::TextWrapped("Line %d: %s", e.line, e.message.c_str());
        ImGui::PopStyleColor();
    }
}

void App::results_panel(const PhaseResult& r, const Position& before) {
    const Map& map = session_.map();
    const Palette& pal = view_.palette();
    ImGui::PushFont(bold_font_);
    ImGui::TextUnformatted(("Results of " + phase_text(before.phase)).c_str());
    ImGui::PopFont();
    for (int pw = 0; pw < map.power_count(); ++pw) {
        bool any = false;
        for (const OrderResult& o : r.results) any |= o.order.power == pw;
        if (!any) continue;
        ImGui::PushID(pw);
        power_swatch(static_cast<Power>(pw));
        if (ImGui::CollapsingHeader(map.power(static_cast<Power>(pw)).name.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
            std::string held;  // units that held without orders and came to no harm: one line
            for (const OrderResult& o : r.results) {
                if (o.order.power != pw) continue;
                if (o.implicit && o.outcome.reason == Reason::Unordered) {
                    held += (held.empty() ? "" : ", ") + std::string(to_string(o.order.unit_type)) + " " +
                            map.loc(o.order.unit).abbr;
                    continue;
                }
                const Result res = o.outcome.result;
                const char* mark = res == Result::Succeeds ? kTick : res == Result::Fails ? kCross : kDash;
                const Rgba c = res == Result::Succeeds ? pal.success
                               : res == Result::Fails  ? pal.failure
                                                       : pal.void_order;
                ImGui::TextColored(colour(c), "%s", mark);
                ImGui::SameLine();
                const std::string text = o.order.kind == OrderKind::Waive && o.implicit
                                             ? "Build"
                                             : to_text(with_board_types(o.order, before, map), map);
                if (o.implicit) ImGui::TextDisabled("%s", text.c_str());
                else ImGui::TextUnformatted(text.c_str());
                ImGui::Indent(ImGui::GetFontSize() * 1.2f);
                ImGui::PushStyleColor(ImGuiCol_Text, colour(mix(0xFF1E1E1E, c, 0.35f)));
                ImGui::TextWrapped("%s", describe(o.outcome, o.order, before, map).c_str());
                ImGui::PopStyleColor();
                ImGui::Unindent(ImGui::GetFontSize() * 1.2f);
            }
            if (!held.empty()) {
                ImGui::PushTextWrapPos();
                ImGui::TextDisabled("Held without orders: %s", held.c_str());
                ImGui::PopTextWrapPos();
            }
        }
        ImGui::PopID();
    }
}

// Sandbox tools: roll back a phase, edit the board.
void App::sandbox_panel() {
    const Map& map = session_.map();
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::TextDisabled("Sandbox");
    ImGui::BeginDisabled(session_.game().history().empty());
    if (button("Undo the last phase")) {
        session_.undo();
        session_changed();
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Checkbox("Edit the board", &editing_)) entry_.cancel();
    if (!editing_) return;
    const char* tools[] = {"Put an army", "Put a fleet", "Remove a unit", "Give a centre"};
    for (int i = 0; i < 4; ++i) {
        if (i) ImGui::SameLine();
        ImGui::RadioButton(tools[i], &edit_tool_, i);
    }
    if (edit_tool_ != 2) {
        for (int pw = 0; pw < map.power_count(); ++pw) {
            if (pw) ImGui::SameLine();
            ImGui::PushStyleColor(ImGuiCol_CheckMark, colour(view_.palette().power[pw]));
            ImGui::RadioButton(map.power(static_cast<Power>(pw)).name.substr(0, 3).c_str(), &edit_power_, pw);
            ImGui::PopStyleColor();
        }
    }
    ImGui::TextDisabled("Clicking a fleet again on Spain, St Petersburg or Bulgaria moves it to the other coast.");
}

// ---- Popups: which coast, what to build -----------------------------------------------------------------

void App::entry_popups() {
    if (entry_.step() == OrderEntry::Step::Coast && !ImGui::IsPopupOpen("coast")) ImGui::OpenPopup("coast");
    if (ImGui::BeginPopup("coast")) {
        ImGui::TextUnformatted(entry_.prompt().c_str());
        for (Coast c : entry_.coast_choices())
            if (button(coast_name(c).c_str())) {
                accept(entry_.choose_coast(c));
                ImGui::CloseCurrentPopup();
            }
        if (button("Cancel")) {
            entry_.cancel();
            ImGui::CloseCurrentPopup();
        }
        if (entry_.step() != OrderEntry::Step::Coast) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    } else if (entry_.step() == OrderEntry::Step::Coast) {
        entry_.cancel();  // the popup was dismissed by clicking elsewhere
    }

    if (entry_.step() == OrderEntry::Step::Build && !ImGui::IsPopupOpen("build")) ImGui::OpenPopup("build");
    if (ImGui::BeginPopup("build")) {
        ImGui::TextUnformatted(entry_.prompt().c_str());
        for (const OrderEntry::BuildChoice& b : entry_.build_choices()) {
            const std::string label = b.type == UnitType::Army ? "Army"
                                      : b.coast == Coast::None ? "Fleet"
                                                               : "Fleet, " + coast_name(b.coast);
            if (button(label.c_str())) {
                accept(entry_.build(b.type, b.coast));
                ImGui::CloseCurrentPopup();
            }
        }
        if (button("Cancel")) {
            entry_.cancel();
            ImGui::CloseCurrentPopup();
        }
        if (entry_.step() != OrderEntry::Step::Build) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    } else if (entry_.step() == OrderEntry::Step::Build) {
        entry_.cancel();
    }
}

// ---- Hot seat: the hand-over screen ---------------------------------------------------------------------

void App::hotseat_screens() {
    if (session_.mode() != PlayMode::HotSeat || viewing_past() || session_.over() || session_.hotseat_revealed())
        return;
    const Power pw = session_.hotseat_power();
    if (pw == kNoPower) return;
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::GetBackgroundDrawList()->AddRectFilled({0, 0}, io.DisplaySize, 0xC8302418);  // dims the map, not the panels
    ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({std::min(460.0f, io.DisplaySize.x - 20), 0});
    ImGui::SetNextWindowFocus();  // above the panels, every frame
    ImGui::Begin("##handover", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
    const std::string name = session_.map().power(pw).name;
    ImGui::PushFont(big_font_);
    power_swatch(pw);
    ImGui::TextUnformatted(("Pass the device to " + name).c_str());
    ImGui::PopFont();
    ImGui::TextWrapped(
        "%s writes orders for %s. The other players should look away: nobody sees another power's orders "
        "until everyone's are in.",
        name.c_str(), phase_text(session_.position().phase).c_str());
    ImGui::Spacing();
    if (button(("I am " + name + ": show my orders").c_str(), {-1, ImGui::GetFrameHeight() * 1.4f})) {
        session_.hotseat_reveal();
        entry_.reset();
    }
    ImGui::End();
}

// ---- Dialogs --------------------------------------------------------------------------------------------

// Opens a modal dialog when asked (`open` is then reset), centred; `size` caps its size (0: fit the content).
bool App::begin_dialog(const char* name, bool& open, ImVec2 size) {
    if (open) {
        ImGui::OpenPopup(name);
        open = false;
    }
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Appearing, {0.5f, 0.5f});
    if (size.x > 0)
        ImGui::SetNextWindowSize(
            {std::min(size.x, io.DisplaySize.x - 20), size.y > 0 ? std::min(size.y, io.DisplaySize.y - 20) : 0},
            ImGuiCond_Appearing);
    return ImGui::BeginPopupModal(name, nullptr, size.x > 0 ? 0 : ImGuiWindowFlags_AlwaysAutoResize);
}

void App::new_game_dialog() {
    if (!begin_dialog("New game", new_game_open_)) return;
    const Map& map = session_.map();
    settings_editor();
    ImGui::Separator();
    ImGui::TextUnformatted("Sandbox: you order every power and may edit the board.");
    if (button("Start a sandbox game", {-1, 0})) {
        start_new_game(PlayMode::Sandbox, new_game_players_, kNoPower, new_game_settings_);
        ImGui::CloseCurrentPopup();
    }
    ImGui::Separator();
    ImGui::TextUnformatted("Hot seat: players share this device and order in turn.");
    ImGui::TextDisabled("Powers played by a person (the others hold and disband):");
    for (int pw = 0; pw < map.power_count(); ++pw) {
        if (pw % 4) ImGui::SameLine();
        ImGui::Checkbox(map.power(static_cast<Power>(pw)).name.c_str(), &new_game_players_[pw]);
    }
    const bool anyone =
        std::any_of(new_game_players_.begin(), new_game_players_.begin() + map.power_count(), [](bool b) { return b; });
    ImGui::BeginDisabled(!anyone);
    if (button("Start a hot-seat game", {-1, 0})) {
        start_new_game(PlayMode::HotSeat, new_game_players_, kNoPower, new_game_settings_);
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndDisabled();
    ImGui::Separator();
    ImGui::TextUnformatted("By link: players far apart send their orders as codes; you host.");
    ImGui::TextDisabled("The power you play yourself:");
    ImGui::RadioButton("None", &new_game_me_, -1);
    for (int pw = 0; pw < map.power_count(); ++pw) {
        ImGui::SameLine();
        ImGui::RadioButton(map.power(static_cast<Power>(pw)).name.substr(0, 3).c_str(), &new_game_me_, pw);
    }
    if (button("Start a game played by link", {-1, 0})) {
        start_new_game(PlayMode::ByLink, new_game_players_,
                       new_game_me_ < 0 ? kNoPower : static_cast<Power>(new_game_me_), new_game_settings_);
        ImGui::CloseCurrentPopup();
    }
    if (button("Cancel", {-1, 0})) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

// The snippet a documentation author pastes into a page to show this board, live.
void App::embed_code_dialog() {
    if (!begin_dialog("Embed this board", embed_dialog_open_, {640, 0})) return;
    ImGui::TextWrapped(
        "Paste this into a web page to show the position and the orders written so far as a live board: "
        "readers step from the orders to the results, with each order's reason, and can try orders of their own.");
    std::string snippet = embed_snippet(), link = embed_link();
    std::vector<char> buf(snippet.begin(), snippet.end());
    buf.push_back('\0');
    ImGui::InputTextMultiline("##snippet", buf.data(), buf.size(), {-1, ImGui::GetTextLineHeight() * 4},
                              ImGuiInputTextFlags_ReadOnly);
    if (button("Copy the embed code")) platform_.copy_text(snippet);
    ImGui::SameLine();
    if (button("Copy the plain link")) platform_.copy_text(link);
    ImGui::SameLine();
    if (button("Close")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

void App::position_text_dialog() {
    if (!begin_dialog("Position as text", text_dialog_open_, {640, 560})) return;
    ImGui::TextWrapped(
        "The position and the orders written so far, in the position format. Edit the text and load it, or "
        "paste a position or a whole game (phases separated by lines \"---\").");
    std::vector<char> buf(dialog_text_.begin(), dialog_text_.end());
    buf.resize(dialog_text_.size() + 16384, '\0');
    if (ImGui::InputTextMultiline("##position", buf.data(), buf.size(),
                                  {-1, -ImGui::GetFrameHeightWithSpacing() * 2.2f}))
        dialog_text_ = buf.data();
    std::string& error = dialog_error_;
    if (!error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, colour(view_.palette().failure));
        ImGui::TextWrapped("%s", error.c_str());
        ImGui::PopStyleColor();
    }
    if (button("Load")) {
        const bool game = dialog_text_.find("\n---") != std::string::npos;
        error = game ? session_.load_game_text(dialog_text_) : session_.load_position_text(dialog_text_);
        if (error.empty()) {
            session_changed();
            ImGui::CloseCurrentPopup();
        }
    }
    ImGui::SameLine();
    if (button("Copy")) ImGui::SetClipboardText(dialog_text_.c_str());
    ImGui::SameLine();
    if (button("Close")) {
        error.clear();
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

}  // namespace dip
