// Drawing the player's messages.
#include "notice_views.h"

#include <algorithm>

namespace dip {

void notice_banner(Notices& notices, ImVec2 min, ImVec2 max, float below, ControlRecorder& controls,
                   const Palette& palette) {
    const Notices::Entry* shown = notices.showing();
    if (!shown) return;
    const bool error = shown->kind == Notices::Kind::Error;
    const float width = std::min(560.0f, max.x - min.x - 20);
    ImGui::SetNextWindowPos({min.x + (max.x - min.x) / 2, min.y + 10 + below}, ImGuiCond_Always, {0.5f, 0});
    ImGui::SetNextWindowSize({width, 0});
    ImGui::PushStyleColor(ImGuiCol_WindowBg,
                          colour(error ? mix(palette.prompt, palette.failure, 0.12f) : palette.prompt));
    ImGui::PushStyleColor(ImGuiCol_Border, colour(error ? palette.failure : palette.bar));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2);
    ImGui::Begin("##notice", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
    ImGui::PushTextWrapPos(ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize("Dismiss").x - 28);
    ImGui::TextUnformatted(shown->text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::SameLine(ImGui::GetContentRegionMax().x - ImGui::CalcTextSize("Dismiss").x - 16);
    if (controls.button("Dismiss")) notices.dismiss();
    ImGui::End();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
}

void notice_log(const Notices& notices, const Palette& palette) {
    const std::vector<Notices::Entry>& log = notices.log();
    if (log.empty()) return;
    ImGui::Spacing();
    if (!ImGui::CollapsingHeader(("Messages (" + std::to_string(log.size()) + ")###messages").c_str())) return;
    for (auto it = log.rbegin(); it != log.rend(); ++it) {
        if (it->kind == Notices::Kind::Error) error_text(palette, it->text);
        else ImGui::TextWrapped("%s", it->text.c_str());
    }
}

}  // namespace dip
