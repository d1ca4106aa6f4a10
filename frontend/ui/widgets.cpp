// Shared ImGui pieces: error text, swatches, dialogs, text boxes, the prompt box.
#include "widgets.h"

#include <algorithm>

#include <misc/cpp/imgui_stdlib.h>

namespace dip {

void error_text(const Palette& palette, const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, colour(palette.failure));
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

void power_swatch(Rgba power_colour) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float s = ImGui::GetTextLineHeight() * 0.8f;
    const float dy = (ImGui::GetTextLineHeight() - s) / 2;
    ImGui::GetWindowDrawList()->AddRectFilled({at.x, at.y + dy}, {at.x + s, at.y + dy + s}, power_colour, 2.0f);
    ImGui::Dummy({s + 4, ImGui::GetTextLineHeight()});
    ImGui::SameLine(0, 0);
}

bool begin_dialog(const char* name, bool& open, ImVec2 size) {
    if (open) {
        ImGui::OpenPopup(name);
        open = false;
    }
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Appearing, {0.5f, 0.5f});
    if (size.x > 0)
        ImGui::SetNextWindowSize(
            {std::min(size.x, io.DisplaySize.x - 20), size.y > 0 ? std::min(size.y, io.DisplaySize.y - 20) : 0},
            ImGuiCond_Appearing);
    return ImGui::BeginPopupModal(name, nullptr, size.x > 0 ? 0 : ImGuiWindowFlags_AlwaysAutoResize);
}

bool text_box(const char* id, std::string& text, float lines, ImGuiInputTextFlags flags) {
    return ImGui::InputTextMultiline(id, &text, {-1, ImGui::GetTextLineHeight() * lines}, flags);
}

void prompt_box(const Palette& palette, const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_ChildBg, colour(palette.prompt));
    ImGui::BeginChild("##prompt", {0, ImGui::GetTextLineHeightWithSpacing() * 3.2f}, true);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::EndChild();
    ImGui::PopStyleColor();
}

}  // namespace dip
