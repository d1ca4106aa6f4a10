// The top bar: the phase, the history arrows, New game, and the Games, Game, View and Rules menus, in one row
// or wrapped into rows between whole pieces; on a phone, one row with the phase in short and a Menu button.
#include <algorithm>
#include <cstdio>

#include "app.h"
#include "catalogue.h"
#include "position_text.h"

namespace dip {

namespace {

// Places the top bar's pieces left to right, starting a new row when the next one would not fit: on a phone
// the bar wraps between pieces, never through one. Counts the rows, for the bar's height next frame.
class TopBarFlow {
public:
    explicit TopBarFlow(float width) : width_(width) {}
    // Before a piece `w` pixels wide that follows the last one `gap` pixels on.
    void next(float w, float gap) {
        if (x_ < 0) {
            x_ = w;  // the first piece
        } else if (x_ + gap + w <= width_) {
            ImGui::SameLine(0, gap);
            x_ += gap + w;
        } else {
            ++rows_;
            x_ = w;
        }
    }
    int rows() const { return rows_; }

private:
    float width_;
    float x_ = -1;  // where the row so far ends (-1: nothing placed)
    int rows_ = 1;
};

// A phase in few words, for a phone's bar: "Spring 1901 Moves", "Fall 1901 Retreats", "Winter 1901 Builds".
std::string short_phase_text(const Phase& phase) {
    const char* kind = phase.kind == PhaseKind::Movement   ? "Moves"
                       : phase.kind == PhaseKind::Retreats ? "Retreats"
                                                           : "Builds";
    return std::string(to_string(phase.season)) + " " + std::to_string(phase.year) + " " + kind;
}

}  // namespace

void App::top_bar() {
    const ImGuiIO& io = ImGui::GetIO();
    const Palette& pal = palette();
    const float height = top_bar_height();
    ImGui::SetNextWindowPos({0, 0});
    ImGui::SetNextWindowSize({io.DisplaySize.x, height});
    ImGui::PushStyleColor(ImGuiCol_WindowBg, colour(pal.bar));
    ImGui::PushStyleColor(ImGuiCol_Text, colour(pal.bar_text));
    ImGui::PushStyleColor(ImGuiCol_TextDisabled, ImVec4(0.66f, 0.71f, 0.75f, 1.0f));  // 6:1 on the dark bar
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {12, 8});
    ImGui::Begin("##top", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoBringToFrontOnFocus);
    TopBarFlow flow(ImGui::GetContentRegionAvail().x);
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    ImGui::PushFont(fonts_.bold);
    if (io.DisplaySize.x >= 900) {  // the name, where there is room for it
        flow.next(ImGui::CalcTextSize("Diplomacy").x, 0);
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted("Diplomacy");
    }
    // On a phone the bar is one row: the phase in short, the arrows and one Menu button for the rest (the map
    // gets the screen); the game's mode is said at the head of the menu.
    const bool compact = narrow();
    // The phase shown: a played one while the player looks back at it, else the one being written.
    const Phase shown =
        viewing_past() ? session_.game().history()[films_.film.shown()].position.phase : session_.position().phase;
    const std::string phase = compact ? short_phase_text(shown) : phase_text(shown);
    flow.next(ImGui::CalcTextSize(phase.c_str()).x, 20);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(phase.c_str());
    ImGui::PopFont();
    std::string mode = table_.on() ? "At a table" : mode_name(session_.record().mode, against_computer(session_));
    if (session_.settings().rules.variant != Variant::Standard)  // the variant played, before how it is played
        mode = catalogue().at(session_.settings().rules.variant).name + ", " + mode;
    if (coach_.lesson(session_)) mode = "A lesson";
    if (!compact) {
        flow.next(ImGui::CalcTextSize(mode.c_str()).x, 12);
        ImGui::AlignTextToFramePadding();
        ImGui::TextDisabled("%s", mode.c_str());
    }

    // History: step back and forth through every phase played (arrows and the count kept together).
    const int played = static_cast<int>(session_.game().history().size());
    char count[40];
    if (viewing_past()) std::snprintf(count, sizeof count, "Phase %d of %d", films_.film.shown() + 1, played + 1);
    else std::snprintf(count, sizeof count, "Phase %d", played + 1);
    // On a phone the count gives way, so that the arrows share the phase's row (a banner says what is shown).
    const bool show_count = io.DisplaySize.x >= 700;
    flow.next(ImGui::GetFrameHeight() * 2 + (show_count ? ImGui::CalcTextSize(count).x + spacing : 0) + spacing,
              compact ? 12 : 24);
    ImGui::BeginDisabled(played == 0 || films_.film.shown() == 0);
    if (ImGui::ArrowButton("##back", ImGuiDir_Left)) key(Key::Previous);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Previous phase (left arrow key)");
    if (show_count) {
        ImGui::SameLine();
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(count);
    }
    ImGui::SameLine();
    ImGui::BeginDisabled(!viewing_past());
    if (ImGui::ArrowButton("##forward", ImGuiDir_Right)) key(Key::Next);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Next phase (right arrow key)");

    ImGui::PushStyleColor(ImGuiCol_Text, colour(pal.ink));
    const char* menus[] = {"New game", "Games", "Game", "View", "Rules"};
    // What each of them does: a window, or a menu of its own.
    const auto choose = [&](std::string_view m) {
        if (m == "New game") windows_.new_game.open(session_.settings().rules.variant);
        else if (m == "Games") windows_.games.open();
        else ImGui::OpenPopup(m == "Game" ? "game_menu" : m == "View" ? "view_menu" : "rules_menu");
    };
    if (compact) {
        flow.next(button_width("Menu"), 12);
        if (controls_.button("Menu")) ImGui::OpenPopup("compact_menu");
        const char* chosen = nullptr;
        if (ImGui::BeginPopup("compact_menu")) {
            if (close_menus_) ImGui::CloseCurrentPopup();
            ImGui::TextDisabled("%s", mode.c_str());
            for (const char* m : menus)
                if (controls_.menu_item(m)) chosen = m;
            ImGui::EndPopup();
        }
        if (chosen) choose(chosen);
    } else {
        float menus_width = 0;
        for (const char* m : menus) menus_width += button_width(m) + spacing;
        // The menu buttons stay together unless even a row of their own is too narrow for them.
        const bool together = menus_width - spacing <= ImGui::GetContentRegionAvail().x;
        float gap = 24;
        for (const char* m : menus) {
            if (together && gap == 24) flow.next(menus_width - spacing, gap);
            else if (!together) flow.next(button_width(m), gap);
            else ImGui::SameLine();
            gap = spacing;
            const bool pressed = controls_.button(m);
            // A click on another menu while one is open: ImGui spends it closing the open one, so the button never
            // sees it. Its going down over the button opens this menu too.
            const bool through = menu_was_open_ && ImGui::IsMouseClicked(ImGuiMouseButton_Left) &&
                                 ImGui::IsMouseHoveringRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), false);
            if (pressed || through) choose(m);
        }
    }
    if (ImGui::BeginPopup("rules_menu")) {
        if (close_menus_) ImGui::CloseCurrentPopup();
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
        if (close_menus_) ImGui::CloseCurrentPopup();
        if (controls_.menu_item("Games...")) windows_.games.open();
        if (controls_.menu_item("New game...")) windows_.new_game.open(session_.settings().rules.variant);
        if (controls_.menu_item("Ways to play...")) windows_.welcome.open();
        if (controls_.menu_item("Lessons: learn to play")) start_lessons();
        if (controls_.menu_item("Scores and votes...")) windows_.scores.open();
        if (controls_.menu_item("Tournament director...")) windows_.event.open();
        if (controls_.menu_item("Position as text...")) windows_.position_text.open(session_, policy());
        // Where the system has a share sheet (a phone), pictures go to it: to a chat, or saved to the photos.
        const bool share = platform_.can_share();
        if (controls_.menu_item(share ? "Share the board as a picture" : "Save the board as a picture")) {
            if (share) platform_.share_next_file();
            board_image_.ask();
        }
        // The phase shown played as a moving picture (GIF), from its orders to their results; or a range of phases.
        const bool saving = film_take().has_value();
        const bool film = viewing_past() && !session_.game().history()[films_.film.shown()].edit;
        if (controls_.menu_item(share ? "Share this phase as a moving picture" : "Save this phase as a moving picture",
                                film && !saving)) {
            if (share) platform_.share_next_file();
            const CaptionPromises promises = film_promises();
            films_.gif.ask(film_reel(session_.record().name, session_.game().history(), films_.film.shown(),
                                     films_.film.shown(), "gif", &promises));
        }
        if (controls_.menu_item("Film of the game...", played > 0 && !saving)) windows_.film.open();
        // The embed code shows the orders written: only where every power's orders may be seen.
        if (controls_.menu_item("Embed this board...", policy().sees_every_power())) windows_.embed_code.open();
        const bool may_undo = policy().may_undo();
        if (controls_.menu_item("Undo the last phase", may_undo && played > 0)) session_.undo();
        if (controls_.menu_item("Redo the phase undone", may_undo && session_.can_redo())) session_.redo();
        ImGui::EndPopup();
    }
    if (ImGui::BeginPopup("view_menu")) {
        if (close_menus_) ImGui::CloseCurrentPopup();
        controls_.menu_check("Colour-blind colours", options_.colour_blind);
        controls_.menu_check("Full province names", options_.full_names);
        controls_.menu_check("Side panel", options_.panel_open);
        if (bool hints = coach_.hints_on(); controls_.menu_check("Hints against the computer", hints))
            coach_.set_hints(hints);
        if (controls_.menu_item("Fit the map to the window")) view_.fit();
        ImGui::EndPopup();
    }
    ImGui::PopStyleColor();
    menu_was_open_ =
        ImGui::IsPopupOpen("game_menu") || ImGui::IsPopupOpen("view_menu") || ImGui::IsPopupOpen("rules_menu");
    if (session_.over()) {
        ImGui::PushFont(fonts_.bold);
        const std::string end = end_text(session_);
        flow.next(std::min(ImGui::CalcTextSize(end.c_str()).x, ImGui::GetContentRegionAvail().x), 24);
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(end.c_str());
        ImGui::PopFont();
    }
    layout_.set_top_bar_rows(flow.rows());
    ImGui::End();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(3);
}

}  // namespace dip
