// The top bar: the phase, the history arrows, and the Games, Game, View and Rules menus.
#include "app.h"
#include "position_text.h"

namespace dip {

void App::top_bar() {
    const ImGuiIO& io = ImGui::GetIO();
    const Palette& pal = palette();
    const float height = top_bar_height();
    ImGui::SetNextWindowPos({0, 0});
    ImGui::SetNextWindowSize({io.DisplaySize.x, height});
    ImGui::PushStyleColor(ImGuiCol_WindowBg, colour(pal.bar));
    ImGui::PushStyleColor(ImGuiCol_Text, colour(pal.bar_text));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {12, 8});
    ImGui::Begin("##top", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoBringToFrontOnFocus);
    ImGui::AlignTextToFramePadding();
    ImGui::PushFont(fonts_.bold);
    ImGui::TextUnformatted("Diplomacy");
    ImGui::SameLine(0, 20);
    ImGui::TextUnformatted(phase_text(session_.position().phase).c_str());
    ImGui::PopFont();
    ImGui::SameLine(0, 12);
    ImGui::TextDisabled("%s", mode_name(session_.mode()).c_str());
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
    ImGui::PushStyleColor(ImGuiCol_Text, colour(pal.ink));
    if (controls_.button("Games")) games_window_.open();
    ImGui::SameLine();
    if (controls_.button("Game")) ImGui::OpenPopup("game_menu");
    ImGui::SameLine();
    if (controls_.button("View")) ImGui::OpenPopup("view_menu");
    ImGui::SameLine();
    if (controls_.button("Rules")) ImGui::OpenPopup("rules_menu");
    if (ImGui::BeginPopup("rules_menu")) {
        // The reading pages open in this tab: the game is saved first, and comes back with the page.
        const char* page = nullptr;
        if (controls_.menu_item("The rules guide")) page = "guide.html";
        if (controls_.menu_item("The DATC gallery")) page = "gallery.html";
        if (page) {
            keeper_.autosave();
            platform_.go_to_page(page);
        }
        ImGui::EndPopup();
    }
    if (ImGui::BeginPopup("game_menu")) {
        if (controls_.menu_item("Games...")) games_window_.open();
        if (controls_.menu_item("New game...")) new_game_.open();
        if (controls_.menu_item("Scores and votes...")) scores_.open();
        if (controls_.menu_item("Position as text...")) position_text_.open(session_);
        if (controls_.menu_item("Embed this board...", session_.mode() == PlayMode::Sandbox)) embed_code_.open();
        // Taking a phase back: in the sandbox, and for the host of a game by link before the next link is sent.
        const bool may_undo =
            session_.mode() == PlayMode::Sandbox || (session_.mode() == PlayMode::ByLink && session_.host());
        if (controls_.menu_item("Undo the last phase", may_undo && played > 0)) {
            session_.undo();
            session_changed();
        }
        if (controls_.menu_item("Redo the phase undone", may_undo && session_.can_redo())) {
            session_.redo();
            show_last_results();
        }
        ImGui::EndPopup();
    }
    if (ImGui::BeginPopup("view_menu")) {
        ImGui::MenuItem("Colour-blind colours", nullptr, &options_.colour_blind);
        ImGui::MenuItem("Full province names", nullptr, &options_.full_names);
        ImGui::MenuItem("Side panel", nullptr, &options_.panel_open);
        if (controls_.menu_item("Fit the map to the window")) view_.fit();
        ImGui::EndPopup();
    }
    ImGui::PopStyleColor();
    if (session_.over()) {
        ImGui::SameLine(0, 24);
        ImGui::PushFont(fonts_.bold);
        ImGui::TextUnformatted(session_.end_text().c_str());
        ImGui::PopFont();
    }
    ImGui::End();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
}

}  // namespace dip
