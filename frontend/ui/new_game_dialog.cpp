// The new-game dialog and its settings.
#include "new_game_dialog.h"

#include <algorithm>

#include "widgets.h"

namespace dip {

namespace {

const char* kScorings[] = {"C-Diplo", "Sum of squares", "Draw size"};
const char* kSeats[] = {"A person", "Nobody (holds)", "Computer: Easy", "Computer: Normal", "Computer: Hard"};
constexpr bot::Level kLevels[] = {bot::Level::Easy, bot::Level::Normal, bot::Level::Hard};

// A button that shows whether it is the one chosen (a radio button the page's tests can press by its label).
bool choice(ControlRecorder& controls, const std::string& label, bool chosen) {
    if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    const bool pressed = controls.small_button(label.c_str());
    if (chosen) ImGui::PopStyleColor();
    return pressed;
}

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

// One person against six computer players: the power (or one at random) and the level.
void NewGameDialog::against_the_computer(GameKeeper& keeper, const Map& map, ControlRecorder& controls) {
    ImGui::TextUnformatted("Play against the computer: you play one power, the computer the six others.");
    ImGui::TextDisabled("Your power:");
    if (choice(controls, "Random power", versus_me_ == kNoPower)) versus_me_ = kNoPower;
    for (int pw = 0; pw < map.power_count(); ++pw) {
        const Power p = static_cast<Power>(pw);
        if (pw != 3) ImGui::SameLine();
        if (choice(controls, map.power(p).name, versus_me_ == p)) versus_me_ = p;
    }
    ImGui::TextDisabled("The computer plays:");
    for (bot::Level level : kLevels) {
        ImGui::SameLine();
        if (choice(controls, level_title(level), versus_level_ == level)) versus_level_ = level;
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s",
                              level == bot::Level::Easy ? "Answers at once" : "Thinks for a few seconds each phase");
    }
    if (controls.button("Play against the computer", {-1, 0})) {
        keeper.new_game_against_computer(versus_me_, versus_level_, settings_);
        ImGui::CloseCurrentPopup();
    }
}

// Hot seat: each power played by a person at this device, by nobody (it holds), or by the computer.
void NewGameDialog::hot_seat(GameKeeper& keeper, const Map& map, ControlRecorder& controls) {
    ImGui::TextUnformatted("Hot seat: players share this device and order in turn. Who plays each power:");
    std::array<bool, kMaxPowers> people{};
    GameSettings settings = settings_;
    for (int pw = 0; pw < map.power_count(); ++pw) {
        ImGui::PushID(pw);
        if (pw % 2) ImGui::SameLine(ImGui::GetContentRegionAvail().x * 0.5f + ImGui::GetStyle().WindowPadding.x);
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
        ImGui::Combo(map.power(static_cast<Power>(pw)).name.c_str(), &seats_[pw], kSeats, 5);
        ImGui::PopID();
        people[pw] = seats_[pw] == kPerson;
        if (seats_[pw] >= kComputer) settings.computers.set(static_cast<Power>(pw), kLevels[seats_[pw] - kComputer]);
    }
    const bool anyone = std::any_of(people.begin(), people.begin() + map.power_count(), [](bool b) { return b; });
    ImGui::BeginDisabled(!anyone);
    if (controls.button("Start a hot-seat game", {-1, 0})) {
        keeper.new_game(PlayMode::HotSeat, people, kNoPower, settings);
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndDisabled();
}

void NewGameDialog::draw(GameKeeper& keeper, const Map& map, ControlRecorder& controls) {
    if (!begin_dialog("New game", open_)) return;
    settings_editor();
    ImGui::Separator();
    against_the_computer(keeper, map, controls);
    ImGui::Separator();
    ImGui::TextUnformatted("Sandbox: you order every power and may edit the board.");
    if (controls.button("Start a sandbox game", {-1, 0})) {
        keeper.new_game(PlayMode::Sandbox, {}, kNoPower, settings_);
        ImGui::CloseCurrentPopup();
    }
    ImGui::Separator();
    hot_seat(keeper, map, controls);
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
        keeper.new_game(PlayMode::ByLink, {}, me_, settings_);
        ImGui::CloseCurrentPopup();
    }
    if (controls.button("Cancel", {-1, 0})) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace dip
