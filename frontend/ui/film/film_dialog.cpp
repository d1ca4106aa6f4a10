#include "film_dialog.h"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "position_text.h"
#include "widgets.h"

namespace dip {

namespace {

// A phase of the range: its name between an earlier and a later arrow (named for tests), and a slider to go far.
void phase_chooser(const char* label, int& index, int lowest, int highest, const std::vector<PlayedPhase>& history,
                   ControlRecorder& controls) {
    ImGui::PushID(label);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    ImGui::SameLine(ImGui::CalcTextSize("From ").x + ImGui::GetStyle().ItemSpacing.x * 2);
    if (ImGui::ArrowButton("##earlier", ImGuiDir_Left)) index = std::max(lowest, index - 1);
    controls.name_last((std::string(label) + " earlier").c_str());
    ImGui::SameLine();
    if (ImGui::ArrowButton("##later", ImGuiDir_Right)) index = std::min(highest, index + 1);
    controls.name_last((std::string(label) + " later").c_str());
    ImGui::SameLine();
    // The slider shows the phase's name, not its number.
    std::string name = phase_text(history[static_cast<std::size_t>(index)].position.phase);
    ImGui::SetNextItemWidth(-1);
    if (lowest < highest) ImGui::SliderInt("##phase", &index, lowest, highest, name.c_str(), ImGuiSliderFlags_NoInput);
    else ImGui::TextUnformatted(name.c_str());
    ImGui::PopID();
}

}  // namespace

FilmDialog::Answer FilmDialog::draw(const UiContext& ui) {
    const std::vector<PlayedPhase>& history = ui.session.game().history();
    const bool can_record_video = ui.platform.can_record_video();
    Answer answer;
    if (!begin_dialog("Film of the game", open_, ui.controls, {.width = 460, .outside_closes = true})) return answer;
    const int played = static_cast<int>(history.size());
    if (played == 0) {
        ImGui::TextWrapped("No phase has been played yet: a film starts with the first results.");
        if (ui.controls.button("Close")) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
        return answer;
    }
    if (last_ < 0 || last_ >= played) last_ = played - 1;
    first_ = std::clamp(first_, 0, last_);
    ImGui::TextWrapped(
        "The phases from the first to the last chosen, each played on the map from its orders to their "
        "results.");
    ImGui::Spacing();
    phase_chooser("From", first_, 0, last_, history, ui.controls);
    phase_chooser("To", last_, first_, played - 1, history, ui.controls);
    ImGui::Spacing();
    answer.first = first_, answer.last = last_;
    // The buttons wrap on a narrow screen rather than run past the dialog's edge.
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    // Where the system has a share sheet (a phone), the film goes to it (App asks for that).
    const bool share = ui.platform.can_share();
    const char* gif = share ? "Share as GIF" : "Save as GIF";
    const char* video = share ? "Share as video" : "Save as video";
    if (ui.controls.button("Watch")) answer.choice = Choice::Watch;
    same_line_within(button_width(gif), right);
    if (ui.controls.button(gif)) answer.choice = Choice::SaveGif;
    same_line_within(button_width(video), right);
    ImGui::BeginDisabled(!can_record_video);
    if (ui.controls.button(video)) answer.choice = Choice::SaveVideo;
    ImGui::EndDisabled();
    if (!can_record_video && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("This browser cannot record a video of the page.");
    same_line_within(button_width("Close"), right);
    if (ui.controls.button("Close")) ImGui::CloseCurrentPopup();
    if (answer.choice != Choice::None) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return answer;
}

}  // namespace dip
