// The new-game dialog and its settings.
#include "new_game_dialog.h"

#include <algorithm>

#include "widgets.h"

namespace dip {

namespace {

const char* kScorings[] = {"C-Diplo", "Sum of squares", "Draw size"};

}  // namespace

void NewGameDialog::settings_editor() {
    GameSettings& g = settings_;
    ImGui::TextUnformatted("Rules");
    if (ImGui::RadioButton("Standard", g.rules.variant == Variant::Standard)) g.rules.variant = Variant::Standard;
    ImGui::SameLine();
    if (ImGui::RadioButton("Formal Diplomacy", g.rules.variant == Variant::Formal)) g.rules.variant = Variant::Formal;
    const bool formal = g.rules.variant == Variant::Formal;
    if (formal) {
        ImGui::TextDisabled("War must be declared; most victory points after the last turn win.");
        if (g.rules.max_turns == 0) g.rules.max_turns = 14;
    }

    ImGui::TextUnformatted("The game ends");
    bool solo = g.rules.victory_centres >= 0 && !formal;
    ImGui::BeginDisabled(formal);
    if (ImGui::Checkbox("at a solo victory (18 centres)", &solo)) g.rules.victory_centres = solo ? 0 : -1;
    ImGui::EndDisabled();
    bool by_year = g.rules.end_year > 0;
    if (ImGui::Checkbox("after the Fall of", &by_year)) g.rules.end_year = by_year ? 1907 : 0;
    if (by_year) {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
        ImGui::InputInt("##end_year", &g.rules.end_year);
        g.rules.end_year = std::clamp(g.rules.end_year, 1901, 2100);
    }
    bool by_turns = g.rules.max_turns > 0;
    if (ImGui::Checkbox("after a number of turns:", &by_turns)) g.rules.max_turns = by_turns ? 14 : 0;
    if (by_turns) {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
        ImGui::InputInt("##max_turns", &g.rules.max_turns);
        g.rules.max_turns = std::clamp(g.rules.max_turns, 1, 400);
        ImGui::SameLine();
        ImGui::TextDisabled("(Spring and Fall each a turn)");
    }
    if (!formal) {
        ImGui::TextUnformatted("Scoring");
        ImGui::SameLine();
        int scoring = static_cast<int>(g.scoring);  // ImGui's combo box counts in ints
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
        ImGui::Combo("##scoring", &scoring, kScorings, 3);
        g.scoring = static_cast<Scoring>(scoring);
    }
}

void NewGameDialog::draw(GameKeeper& keeper, const Map& map, ControlRecorder& controls) {
    if (!begin_dialog("New game", open_)) return;
    settings_editor();
    ImGui::Separator();
    ImGui::TextUnformatted("Sandbox: you order every power and may edit the board.");
    if (controls.button("Start a sandbox game", {-1, 0})) {
        keeper.new_game(PlayMode::Sandbox, players_, kNoPower, settings_);
        ImGui::CloseCurrentPopup();
    }
    ImGui::Separator();
    ImGui::TextUnformatted("Hot seat: players share this device and order in turn.");
    ImGui::TextDisabled("Powers played by a person (the others hold and disband):");
    for (int pw = 0; pw < map.power_count(); ++pw) {
        if (pw % 4) ImGui::SameLine();
        ImGui::Checkbox(map.power(static_cast<Power>(pw)).name.c_str(), &players_[pw]);
    }
    const bool anyone = std::any_of(players_.begin(), players_.begin() + map.power_count(), [](bool b) { return b; });
    ImGui::BeginDisabled(!anyone);
    if (controls.button("Start a hot-seat game", {-1, 0})) {
        keeper.new_game(PlayMode::HotSeat, players_, kNoPower, settings_);
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndDisabled();
    ImGui::Separator();
    ImGui::TextUnformatted("By link: players far apart send their orders as codes; you host.");
    ImGui::TextDisabled("The power you play yourself:");
    if (ImGui::RadioButton("None", me_ == kNoPower)) me_ = kNoPower;
    for (int pw = 0; pw < map.power_count(); ++pw) {
        ImGui::SameLine();
        const Power p = static_cast<Power>(pw);
        if (ImGui::RadioButton(map.power(p).name.substr(0, 3).c_str(), me_ == p)) me_ = p;
    }
    if (controls.button("Start a game played by link", {-1, 0})) {
        keeper.new_game(PlayMode::ByLink, players_, me_, settings_);
        ImGui::CloseCurrentPopup();
    }
    if (controls.button("Cancel", {-1, 0})) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace dip
