// Drawing the player's messages.
#include "notice_views.h"

#include <algorithm>
#include <optional>

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
    if (shown->actions.empty()) {
        ImGui::PushTextWrapPos(ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize("Dismiss").x - 28);
        ImGui::TextUnformatted(shown->text.c_str());
        ImGui::PopTextWrapPos();
        ImGui::SameLine(ImGui::GetContentRegionMax().x - ImGui::CalcTextSize("Dismiss").x - 16);
        if (controls.button("Dismiss")) notices.dismiss();
    } else {
        // The ways on under the text, each a whole line on a narrow screen.
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(shown->text.c_str());
        ImGui::PopTextWrapPos();
        const float right = ImGui::GetWindowPos().x + ImGui::GetContentRegionMax().x;
        std::optional<std::size_t> pressed;
        bool dismissed = false;
        for (std::size_t i = 0; i < shown->actions.size(); ++i) {
            const char* label = shown->actions[i].label.c_str();
            if (i > 0) same_line_within(button_width(label), right);
            if (controls.button(label)) pressed = i;
        }
        same_line_within(button_width("Dismiss"), right);
        if (controls.button("Dismiss")) dismissed = true;
        if (pressed) notices.act(*pressed);  // (after drawing: it may change the message on show)
        else if (dismissed) notices.dismiss();
    }
    ImGui::End();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor(2);
}

void click_hint(const std::string& text, ImVec2 min, ImVec2 max, const Palette& palette) {
    if (text.empty()) return;
    const float width = std::min(560.0f, max.x - min.x - 20);
    ImGui::SetNextWindowPos({min.x + (max.x - min.x) / 2, max.y - 10}, ImGuiCond_Always, {0.5f, 1});
    ImGui::SetNextWindowSize({width, 0});
    ImGui::PushStyleColor(ImGuiCol_WindowBg, colour(mix(palette.prompt, palette.failure, 0.12f)));
    ImGui::PushStyleColor(ImGuiCol_Border, colour(palette.failure));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2);
    ImGui::Begin("##click hint", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoInputs |
                     ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
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
