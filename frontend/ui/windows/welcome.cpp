// The welcome dialog.
#include "welcome.h"

#include <algorithm>

#include "catalogue.h"
#include "table_policy.h"

namespace dip {

namespace {

// A way to play: a button `width` wide (-1: the window's width) and what it is under it.
bool way(ControlRecorder& controls, float width, const char* label, const char* what) {
    ImGui::BeginGroup();
    const bool chosen = controls.button(label, {width, 0});
    ImGui::PushTextWrapPos(width > 0 ? ImGui::GetCursorPosX() + width : 0);
    ImGui::TextDisabled("%s", what);
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    ImGui::EndGroup();
    return chosen;
}

}  // namespace

Welcome::Choice Welcome::draw(const UiContext& ui) {
    const ImGuiIO& io = ImGui::GetIO();
    if (open_) step_ = Step::Ways;
    // A screen too short for the ways one under another (a phone on its side) has them two by two.
    const bool two_columns = io.DisplaySize.y < 560 && io.DisplaySize.x >= 600;
    if (!begin_dialog("Welcome", open_, ui.controls, {.width = two_columns ? 760.0f : 480.0f, .outside_closes = true}))
        return Choice::None;
    Choice choice = Choice::None;
    ImGui::PushTextWrapPos(0);
    ImGui::PushFont(ui.fonts.bold);
    ImGui::TextUnformatted("Diplomacy: seven powers, Europe in 1901.");
    ImGui::PopFont();
    if (step_ == Step::Ways) {
        ImGui::TextUnformatted(
            "Each spring and fall every power writes its orders in secret; all are carried out at once. "
            "How would you like to play?");
        ImGui::Spacing();
        // Each way a group, side by side in pairs when in two columns.
        const float column =
            two_columns ? (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2 : -1;
        int ways = 0;
        auto cell = [&] {
            if (two_columns && ways++ % 2 == 1) ImGui::SameLine();
        };
        // The lessons first, where a newcomer looks; a screen too short for their words has them beside the guide.
        const char* lessons = "New to Diplomacy? Learn it in 7 short lessons";
        if (!two_columns &&
            way(ui.controls, column, lessons,
                "Each lesson is one rule on the real board, with a goal; then a first game with hints.")) {
            choice = Choice::Lessons;
            ImGui::CloseCurrentPopup();
        }
        cell();
        if (way(ui.controls, column, "Play against the computer",
                "You play one power; the computer plays the six others (easy; harder levels under More choices)."))
            step_ = Step::ComputerPower;
        cell();
        if (way(ui.controls, column, "Try the sandbox",
                "You move every power: learn the moves or try out a plan, alone.")) {
            // The game the page opened with is a fresh sandbox: it is this one.
            if (!TablePolicy(ui.session).may_replace_game() || !ui.session.game().history().empty())
                ui.keeper.new_sandbox();
            ImGui::CloseCurrentPopup();
        }
        cell();
        if (way(ui.controls, column, "Play around this device",
                "Hot seat: friends take turns at this screen, and each one's orders stay hidden from the others.")) {
            step_ = Step::HotSeatPeople;
            people_.fill(false);
        }
        cell();
        if (way(ui.controls, column, "Play by link",
                "Friends far apart: you send them a link, and everyone's orders go round sealed, as codes.")) {
            step_ = Step::HostPower;
            people_.fill(false);
        }

        // The guide and the variants side by side in two columns, then the new-game dialog.
        if (two_columns) {
            if (ui.controls.button(lessons, {column, 0})) {
                choice = Choice::Lessons;
                ImGui::CloseCurrentPopup();
            }
            ImGui::SameLine();
        }
        if (ui.controls.button("Read the rules guide", {column, 0})) {
            ui.keeper.autosave();
            ui.platform.go_to_page("guide.html");
        }
        // The variants (two players on the same map, Chaos, the Ancient Mediterranean...), a step of their own.
        if (ui.controls.button("Play a variant...", {column, 0})) step_ = Step::Variants;
        if (two_columns) ImGui::SameLine();
        if (ui.controls.button("More choices (variant, scoring, level)...", {column, 0})) {
            variant_ = Variant::Standard;
            choice = Choice::MoreChoices;
            ImGui::CloseCurrentPopup();
        }
        if (ui.controls.button("Not now: look at the board", {column, 0})) ImGui::CloseCurrentPopup();
    } else if (step_ == Step::Variants) {
        if (ui.controls.button("< Back")) step_ = Step::Ways;
        ImGui::TextUnformatted("Which variant? The next step chooses how to play it.");
        ImGui::Spacing();
        for (const auto& v : catalogue().variants()) {
            if (v->number == Variant::Standard) continue;
            if (way(ui.controls, -1, v->name.c_str(), v->about.c_str())) {
                variant_ = v->number;
                choice = Choice::MoreChoices;
                ImGui::CloseCurrentPopup();
            }
        }
    } else if (step_ == Step::HotSeatPeople) {
        if (ui.controls.button("< Back")) step_ = Step::Ways;
        ImGui::TextUnformatted("Which powers do the people at this device play? Each writes in turn, unseen.");
        ImGui::Spacing();
        int count = 0;
        for (int p = 0; p < standard_map().power_count(); ++p) {
            ui.controls.checkbox(standard_map().power(static_cast<Power>(p)).name.c_str(), people_[p]);
            count += people_[p];
        }
        ImGui::Spacing();
        ImGui::BeginDisabled(count < 2);
        const bool computers = ui.controls.button("Start: the computer plays the others", {-1, 0});
        const bool hold = count < standard_map().power_count() &&
                          ui.controls.button("Start: the others hold (civil disorder)", {-1, 0});
        ImGui::EndDisabled();
        if (computers || hold) {
            GameSettings settings;
            for (int p = 0; p < standard_map().power_count(); ++p)
                if (!people_[p] && computers) settings.computers.set(static_cast<Power>(p), bot::Level::Easy);
            ui.keeper.new_hot_seat(people_, settings);
            ImGui::CloseCurrentPopup();
        }
        if (count < 2) ImGui::TextDisabled("Tick two powers or more (one person: Play against the computer).");
    } else if (step_ == Step::LinkPeople) {
        if (ui.controls.button("< Back")) step_ = Step::HostPower;
        // The seats nobody plays hold from the first link on: nobody waits for them.
        ImGui::TextUnformatted("Which powers do your friends play? The others hold (civil disorder).");
        ImGui::Spacing();
        int count = host_power_ != kNoPower;
        for (int p = 0; p < standard_map().power_count(); ++p) {
            const Power pw = static_cast<Power>(p);
            if (pw == host_power_) continue;
            ui.controls.checkbox(standard_map().power(pw).name.c_str(), people_[p]);
            count += people_[p];
        }
        ImGui::BeginDisabled(count < 2);
        if (ui.controls.button("Start the game")) {
            std::array<bool, kMaxPowers> people = people_;
            if (host_power_ != kNoPower) people[host_power_] = true;
            ui.keeper.new_by_link(people, host_power_, {}, LinkPlay{true, false});  // orders sealed
            ImGui::CloseCurrentPopup();
        }
        ImGui::EndDisabled();
        if (count < 2) ImGui::TextDisabled("Tick the powers of the friends you play with.");
    } else {
        if (ui.controls.button("< Back")) step_ = Step::Ways;
        const bool hosting = step_ == Step::HostPower;
        ImGui::TextUnformatted(hosting ? "You start the game. Which power do you play yourself?"
                                       : "Which power do you play? The computer plays the others.");
        ImGui::Spacing();
        // The ways to play here are the standard game's (a variant goes through the new-game dialog).
        const Palette& colours = &ui.session.map() == &standard_map() ? ui.palette : palette_for(standard_map(), false);
        const Power me = power_buttons(standard_map(), colours, ui.controls, [](Power) { return true; });
        const bool other = ui.controls.button(hosting ? "None: I only host" : "Any: choose for me");
        if (hosting && (me != kNoPower || other)) {
            host_power_ = me;
            step_ = Step::LinkPeople;
        } else if (me != kNoPower || other) {
            ui.keeper.new_game_against_computer(me, bot::Level::Easy);  // kNoPower: a power drawn at random
            ImGui::CloseCurrentPopup();
        }
    }
    ImGui::PopTextWrapPos();
    ImGui::EndPopup();
    return choice;
}

}  // namespace dip
