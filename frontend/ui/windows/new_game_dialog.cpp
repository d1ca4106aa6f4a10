// The new-game dialog and its settings.
#include "new_game_dialog.h"

#include <algorithm>
#include <string>
#include <vector>

#include "board_geometry.h"
#include "bot/levels.h"
#include "widgets.h"

namespace dip {

namespace {

// Who may play a seat: "A person", "Nobody (holds)", then "Computer: " and each level's title, in the table's
// order (bot/levels.h); the level of choice kComputer + i is the table's i-th.
const std::vector<const char*>& seat_choices() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out{"A person", "Nobody (holds)"};
        for (const bot::LevelInfo& l : bot::levels()) out.push_back("Computer: " + std::string(l.title));
        return out;
    }();
    static const std::vector<const char*> choices = [] {
        std::vector<const char*> out;
        for (const std::string& n : names) out.push_back(n.c_str());
        return out;
    }();
    return choices;
}

// "Spring 1901", "Winter 1900", "Spring of year 1": when a variant's game starts.
std::string start_words(Phase p) {
    const std::string season(to_string(p.season));
    return p.year < 1000 ? season + " of year " + std::to_string(p.year) : season + " " + std::to_string(p.year);
}

}  // namespace

void NewGameDialog::choose(Variant v) {
    const VariantInfo& info = catalogue().at(v);
    if (settings_.rules.variant == info.number) return;
    settings_.rules.variant = info.number;
    settings_.rules.end_year = 0;  // a year of another board's calendar means nothing here
    seats_.fill(kPerson);
    link_people_.fill(false);
    versus_me_ = me_ = kNoPower;
}

// Every variant of the catalogue, the chosen one lit, then what makes it different and its board.
void NewGameDialog::variant_chooser(ControlRecorder& controls) {
    ImGui::TextUnformatted("Variant");
    bool first = true;
    for (const auto& v : catalogue().variants()) {
        same_line_if_room(v->name.c_str(), first);
        first = false;
        if (choice(controls, v->name, v->number == settings_.rules.variant)) choose(v->number);
    }
    const VariantInfo& v = catalogue().at(settings_.rules.variant);
    board_picture(v);
    // Beside the picture where there is room for a few words a line (under it on a phone held upright).
    if (ImGui::GetContentRegionAvail().x > ImGui::GetFontSize() * 22) ImGui::SameLine();
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(v.about.c_str());
    const int powers = v.map.power_count();
    ImGui::TextDisabled("%d powers, %d supply centres; starts in %s.", powers, v.map.centre_count(),
                        start_words(v.map.first_phase()).c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
}

// The variant's board as its game starts, drawn small beside its description.
void NewGameDialog::board_picture(const VariantInfo& v) {
    const MapGeometry* drawing = geometry_for(v);
    const float w = ImGui::GetFontSize() * 9, h = w * 0.86f;
    ImGui::Dummy({w, h});
    if (!drawing) return;
    if (!picture_) picture_.emplace(*drawing, v.map);
    else if (&picture_->map() != &v.map) picture_->set_board(*drawing, v.map);
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    picture_->set_palette(&palette_for(v.map, false));
    picture_->set_area(min, max);
    picture_->fit();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->PushClipRect(min, max, true);
    const Position start = start_position(v.map);
    picture_->draw_board(dl, start, {});
    picture_->draw_units(dl, start, kNone);
    dl->PopClipRect();
    dl->AddRect(min, max, ImGui::GetColorU32(ImGuiCol_Border));
}

void NewGameDialog::settings_editor() {
    GameSettings& g = settings_;
    const VariantInfo& variant = catalogue().at(g.rules.variant);
    const bool formal = variant.family == RuleFamily::Formal;
    if (formal && g.rules.max_turns == 0) g.rules.max_turns = 14;

    ImGui::TextUnformatted("The game ends");
    bool solo = g.rules.victory_centres >= 0 && !formal;
    ImGui::BeginDisabled(formal);
    const std::string solo_label = "at a solo victory (" + std::to_string(variant.map.victory_centres()) + " centres)";
    if (ImGui::Checkbox(solo_label.c_str(), &solo)) g.rules.victory_centres = solo ? 0 : -1;
    ImGui::EndDisabled();
    const int first_year = variant.map.first_phase().year;
    bool by_year = g.rules.end_year > 0;
    if (ImGui::Checkbox("after the Fall of", &by_year)) g.rules.end_year = by_year ? first_year + 6 : 0;
    if (by_year) {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
        ImGui::InputInt("##end_year", &g.rules.end_year);
        g.rules.end_year = std::clamp(g.rules.end_year, std::max(first_year, 1), first_year + 199);
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
        // Every system the engine scores (docs/RULES.md, "Scoring systems"), in its order.
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
        if (ImGui::BeginCombo("##scoring", std::string(to_string(g.scoring)).c_str())) {
            for (int i = 0; i <= static_cast<int>(kLastScoring); ++i) {
                const Scoring s = static_cast<Scoring>(i);
                if (ImGui::Selectable(std::string(to_string(s)).c_str(), s == g.scoring)) g.scoring = s;
            }
            ImGui::EndCombo();
        }
    }
}

// One person against computer players: the power (or one at random) and the level.
void NewGameDialog::against_the_computer(GameKeeper& keeper, const Map& map, ControlRecorder& controls) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(map.power_count() == 2
                               ? "Play against the computer: you play one power, the computer the other."
                               : "Play against the computer: you play one power, the computer the others.");
    ImGui::PopTextWrapPos();
    ImGui::TextDisabled("Your power:");
    if (choice(controls, "Random power", versus_me_ == kNoPower)) versus_me_ = kNoPower;
    for (int pw = 0; pw < map.power_count(); ++pw) {
        const Power p = static_cast<Power>(pw);
        same_line_if_room(map.power(p).name.c_str(), false);
        if (choice(controls, map.power(p).name, versus_me_ == p)) versus_me_ = p;
    }
    ImGui::TextDisabled("The computer plays:");
    for (const bot::LevelInfo& level : bot::levels()) {
        ImGui::SameLine();
        if (choice(controls, std::string(level.title), versus_level_ == level.level)) versus_level_ = level.level;
    }
    // In words, not a tooltip: a phone has no hover.
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", level_description(versus_level_).c_str());
    ImGui::PopTextWrapPos();
    if (controls.button("Play against the computer", {-1, 0})) {
        keeper.new_game_against_computer(versus_me_, versus_level_, settings_);
        ImGui::CloseCurrentPopup();
    }
}

// Hot seat: each power played by a person at this device, by nobody (it holds), or by the computer.
void NewGameDialog::hot_seat(GameKeeper& keeper, const Map& map, ControlRecorder& controls) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted("Hot seat: players share this device and order in turn. Who plays each power:");
    ImGui::PopTextWrapPos();
    std::array<bool, kMaxPowers> people{};
    GameSettings settings = settings_;
    for (int pw = 0; pw < map.power_count(); ++pw) {
        ImGui::PushID(pw);
        if (pw % 2) ImGui::SameLine(ImGui::GetContentRegionAvail().x * 0.5f + ImGui::GetStyle().WindowPadding.x);
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
        const std::vector<const char*>& seat_names = seat_choices();
        ImGui::Combo(map.power(static_cast<Power>(pw)).name.c_str(), &seats_[pw], seat_names.data(),
                     static_cast<int>(seat_names.size()));
        ImGui::PopID();
        people[pw] = seats_[pw] == kPerson;
        if (seats_[pw] >= kComputer)
            settings.computers.set(static_cast<Power>(pw),
                                   bot::levels()[static_cast<std::size_t>(seats_[pw] - kComputer)].level);
    }
    const bool anyone = std::any_of(people.begin(), people.begin() + map.power_count(), [](bool b) { return b; });
    ImGui::BeginDisabled(!anyone);
    if (controls.button("Start a hot-seat game", {-1, 0})) {
        keeper.new_hot_seat(people, settings);
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndDisabled();
}

// By link: sealed orders (or a host), the power the host plays and, sealed, the powers other people play: the rest
// hold (civil disorder) or are the computer's from the first link on, so the game never waits for them.
void NewGameDialog::by_link(GameKeeper& keeper, const Map& map, ControlRecorder& controls) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted("By link: players far apart send their orders as codes.");
    controls.checkbox("Sealed orders: no host to trust", link_play_.sealed);
    if (link_play_.sealed) {
        ImGui::TextDisabled(
            "Everyone seals their orders before anyone's are opened, and any player can play the "
            "phase.");
        controls.checkbox("Deadline: late seats do not order", link_play_.absent_rule);
        ImGui::TextDisabled(
            "A seat whose seal has not reached a player when they say they are ready, or that never opens, holds.");
    } else {
        ImGui::TextDisabled("You host: the players send you their orders, and you play each phase.");
    }
    ImGui::PopTextWrapPos();
    const auto short_name = [&](Power p) {
        return map.power_count() > 7 ? map.power(p).name : map.power(p).name.substr(0, 3);
    };
    ImGui::TextDisabled("The power you play yourself:");
    if (ImGui::RadioButton("None", me_ == kNoPower)) me_ = kNoPower;
    for (int pw = 0; pw < map.power_count(); ++pw) {
        const Power p = static_cast<Power>(pw);
        const std::string label = short_name(p);
        same_line_if_room(label.c_str(), false);
        ImGui::PushID(pw);
        if (ImGui::RadioButton(label.c_str(), me_ == p)) me_ = p;
        controls.name_last(("Host plays " + label).c_str());
        ImGui::PopID();
    }
    std::array<bool, kMaxPowers> people{};
    GameSettings settings = settings_;
    int count = 0;
    if (link_play_.sealed) {
        ImGui::TextDisabled("Played by other people (tick each):");
        for (int pw = 0; pw < map.power_count(); ++pw) {
            const Power p = static_cast<Power>(pw);
            const std::string label = short_name(p);
            if (pw % 4) same_line_if_room(label.c_str(), false);
            ImGui::PushID(1000 + pw);
            bool ticked = link_people_[pw] || p == me_;
            ImGui::BeginDisabled(p == me_);
            if (ImGui::Checkbox(label.c_str(), &ticked) && p != me_) link_people_[pw] = ticked;
            controls.name_last(("Person plays " + label).c_str());
            ImGui::EndDisabled();
            ImGui::PopID();
            people[pw] = ticked;
            count += ticked;
        }
        ImGui::AlignTextToFramePadding();
        ImGui::TextDisabled("The others:");
        ImGui::SameLine();
        // As wide as its longest choice, with the finger's larger padding on a phone.
        ImGui::SetNextItemWidth(ImGui::CalcTextSize("Computer: Normal").x + ImGui::GetFrameHeight() +
                                ImGui::GetStyle().FramePadding.x * 2);
        const std::vector<const char*>& others = seat_choices();  // hold, or the computer at a level
        ImGui::Combo("##others", &link_others_, others.data() + kNobody, static_cast<int>(others.size()) - kNobody);
        for (int pw = 0; pw < map.power_count(); ++pw)
            if (!people[pw] && link_others_ > 0)
                settings.computers.set(static_cast<Power>(pw),
                                       bot::levels()[static_cast<std::size_t>(link_others_ - 1)].level);
        if (count < 2) ImGui::TextDisabled("Tick at least two powers played by people.");
    }
    ImGui::BeginDisabled(link_play_.sealed && count < 2);
    if (controls.button("Start a game played by link", {-1, 0})) {
        keeper.new_by_link(people, me_, settings, link_play_);
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndDisabled();
}

// At a table: the players hand in orders codes from their phones to this device, which runs the phase clock and
// plays no power (docs/TOURNAMENT.md).
void NewGameDialog::at_a_table(GameKeeper& keeper, ControlRecorder& controls) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(
        "At a table: this screen runs the phase clock; the players write their orders on their own phones and "
        "hand them in to it as codes.");
    ImGui::PopTextWrapPos();
    ImGui::TextDisabled("The clock:");
    for (const ClockPreset preset : {ClockPreset::Wbc, ClockPreset::Fifteen, ClockPreset::Untimed}) {
        const std::string label(to_string(preset));
        same_line_if_room(label.c_str(), false);
        if (choice(controls, label, !own_minutes_ && table_clock_ == preset)) {
            table_clock_ = preset;
            own_minutes_ = false;
        }
    }
    same_line_if_room("My own minutes", false);
    if (choice(controls, "My own minutes", own_minutes_)) own_minutes_ = true;
    if (own_minutes_) {
        // Spring and Fall as the game master likes; retreats, builds, the grace minute and the call as the WBC's.
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
        ImGui::InputInt("minutes to negotiate", &own_talk_);
        controls.record("Minutes to negotiate");
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
        ImGui::InputInt("minutes to write orders", &own_write_);
        controls.record("Minutes to write");
        own_talk_ = std::clamp(own_talk_, 0, 120);
        own_write_ = std::clamp(own_write_, 1, 30);
    }
    if (controls.button("Start a table game", {-1, 0})) {
        keeper.new_by_link({}, kNoPower, settings_, LinkPlay{});
        ClockTimes times = preset_times(own_minutes_ ? ClockPreset::Wbc : table_clock_);
        if (own_minutes_) {
            times.negotiation = own_talk_ * 60;
            times.writing = own_write_ * 60;
        }
        table_started_ = times;
        ImGui::CloseCurrentPopup();
    }
}

void NewGameDialog::draw(const UiContext& ui) {
    // A fixed width (the screen's, less a margin, on a phone): its rows of buttons and wrapped text are laid out
    // by the width, which an auto-sized dialog would change in turn, frame after frame.
    if (!begin_dialog("New game", open_, ui.controls, {.width = ImGui::GetFontSize() * 36})) return;
    const Map& map = catalogue().at(settings_.rules.variant).map;
    variant_chooser(ui.controls);
    ImGui::Separator();
    settings_editor();
    ImGui::Separator();
    against_the_computer(ui.keeper, map, ui.controls);
    ImGui::Separator();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted("Sandbox: you order every power and may edit the board.");
    ImGui::PopTextWrapPos();
    if (ui.controls.button("Start a sandbox game", {-1, 0})) {
        ui.keeper.new_sandbox(settings_);
        ImGui::CloseCurrentPopup();
    }
    ImGui::Separator();
    hot_seat(ui.keeper, map, ui.controls);
    ImGui::Separator();
    by_link(ui.keeper, map, ui.controls);
    ImGui::Separator();
    at_a_table(ui.keeper, ui.controls);
    if (ui.controls.button("Cancel", {-1, 0})) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace dip
