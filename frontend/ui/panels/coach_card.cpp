#include "coach_card.h"

#include <string>

namespace dip {

namespace {

// "Click" as "Tap" on a touch screen.
std::string for_device(std::string_view text, bool touch) {
    std::string s(text);
    if (!touch) return s;
    for (const auto& [from, to] : {std::pair{"Click", "Tap"}, std::pair{"click", "tap"}})
        for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + 3)) s.replace(at, 5, to);
    return s;
}

void heading(const UiContext& ui, const std::string& text) {
    ImGui::PushFont(ui.fonts.bold);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopFont();
}

bool lesson_card(Coach& coach, const UiContext& ui, const Lesson& lesson) {
    const std::size_t i = coach.lesson_index(), count = lessons().size();
    heading(ui, "Lesson " + std::to_string(i + 1) + " of " + std::to_string(count) + ": " + std::string(lesson.title));
    const Coach::Verdict verdict = coach.verdict(ui.session);
    // Played: how it went comes first, where the eye is (on a phone the sheet shows only its top).
    if (verdict.met) {
        ImGui::TextColored(colour(ui.palette.success), "Done!");
        ImGui::SameLine();
        ImGui::TextWrapped("%s", verdict.text.c_str());
        const bool last = i + 1 >= count;
        const std::string next =
            last ? "Play a first game with hints" : "Next lesson: " + std::string(lessons()[i + 1].title);
        if (ui.controls.button(next.c_str(), {-1, 0}))
            coach.ask(last ? Coach::Ask::FirstGame : Coach::Ask::Lesson, i + 1);
    } else if (verdict.played) {
        error_text(ui.palette, "Not yet: " + verdict.text);
        if (ui.controls.button("Try again", {-1, 0})) coach.ask(Coach::Ask::Lesson, i);
    }
    if (!verdict.met) {
        if (!verdict.played) ImGui::TextWrapped("%s", std::string(lesson.rule).c_str());
        ImGui::Spacing();
        ImGui::PushFont(ui.fonts.bold);
        ImGui::TextWrapped("%s", std::string(lesson.task).c_str());
        ImGui::PopFont();
        ImGui::PushTextWrapPos(0);
        ImGui::TextDisabled("%s", for_device(lesson.how, ui.platform.touch_screen()).c_str());
        ImGui::PopTextWrapPos();
    } else if (ui.controls.button("Play it again", {-1, 0})) {
        coach.ask(Coach::Ask::Lesson, i);
    }
    if (ui.controls.button("Leave the lessons", {-1, 0})) coach.ask(Coach::Ask::Leave);
    return true;
}

bool hint_card(Coach& coach, const UiContext& ui, const CoachPlace& place) {
    const Map& map = ui.session.map();
    if (place.viewing_past) {
        if (place.shown < 0 || place.shown >= static_cast<int>(ui.session.game().history().size())) return false;
        const std::vector<std::string> why = Coach::surprises(ui.session.game().history()[place.shown], place.me, map);
        if (why.empty()) return false;
        heading(ui, "Coach: what went against you");
        for (const std::string& line : why) {
            ImGui::Bullet();
            ImGui::TextWrapped("%s", line.c_str());
        }
    } else if (place.may_order) {
        const std::optional<Coach::Hint> hint = coach.hint(ui.session, place.me);
        heading(ui, "Coach");
        if (!hint) {
            ImGui::TextWrapped("Every unit has its order. Press Adjudicate when you are happy with them.");
        } else {
            ImGui::TextWrapped("A useful order: %s. Why: %s", hint->text.c_str(), hint->why.c_str());
            if (ui.controls.button("Write this order for me", {-1, 0})) ui.session.set_order(hint->order);
        }
    } else {
        return false;
    }
    if (ui.controls.button("Hide the hints")) coach.set_hints(false);
    return true;
}

}  // namespace

void coach_card(Coach& coach, const UiContext& ui, const CoachPlace& place) {
    const Lesson* lesson = coach.lesson(ui.session);
    const bool drawn =
        lesson ? lesson_card(coach, ui, *lesson) : coach.hints_for(ui.session, place.me) && hint_card(coach, ui, place);
    if (drawn) ImGui::Separator();
}

}  // namespace dip
