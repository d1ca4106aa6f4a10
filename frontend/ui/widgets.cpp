// Shared ImGui pieces: error text, swatches, dialogs, text boxes, the prompt box.
#include "widgets.h"

#include <algorithm>

#include <imgui_internal.h>
#include <misc/cpp/imgui_stdlib.h>

#include "touch_layout.h"

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

Power power_buttons(const Map& map, const Palette& palette, ControlRecorder& controls,
                    const std::function<bool(Power)>& offered) {
    Power chosen = kNoPower;
    const float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
    const ImGuiStyle& style = ImGui::GetStyle();
    bool first = true;
    for (int i = 0; i < map.power_count(); ++i) {
        const Power pw = static_cast<Power>(i);
        if (!offered(pw)) continue;
        const std::string& name = map.power(pw).name;
        const float w = ImGui::CalcTextSize(name.c_str()).x + style.FramePadding.x * 2;
        if (!first) {
            ImGui::SameLine();
            if (ImGui::GetCursorScreenPos().x + w > right) ImGui::NewLine();  // this row is full
        }
        first = false;
        for (ImGuiCol c : {ImGuiCol_Button, ImGuiCol_ButtonHovered, ImGuiCol_ButtonActive})
            ImGui::PushStyleColor(c, colour(palette.power[pw]));
        ImGui::PushStyleColor(ImGuiCol_Text, colour(palette.power_text[pw]));
        if (controls.button(name.c_str())) chosen = pw;
        ImGui::PopStyleColor(4);
    }
    return chosen;
}

bool begin_dialog(const char* name, bool& open, ControlRecorder& controls, DialogShape shape) {
    if (open) {
        ImGui::OpenPopup(name);
        open = false;
    }
    const ImGuiIO& io = ImGui::GetIO();
    // Centred every frame, not only as it appears: a dialog whose content grows (a step of the welcome) stays on
    // the screen.
    ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
    const ImVec2 size = shape.size;
    const float width = shape.width;
    if (size.x > 0)
        ImGui::SetNextWindowSize(
            {std::min(size.x, io.DisplaySize.x - 20), size.y > 0 ? std::min(size.y, io.DisplaySize.y - 20) : 0},
            ImGuiCond_Appearing);
    else  // a dialog that fits its content still fits the screen (it scrolls)
        ImGui::SetNextWindowSizeConstraints(
            {std::min(width, io.DisplaySize.x - 20), 0},
            {width > 0 ? std::min(width, io.DisplaySize.x - 20) : io.DisplaySize.x - 20, io.DisplaySize.y - 20});
    // Not movable: a finger's drag over an empty part of a dialog scrolls it (DragScroll), it must not carry the
    // dialog off the screen.
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoMove | (size.x > 0 ? 0 : ImGuiWindowFlags_AlwaysAutoResize);
    bool keep = true;  // false once its × is pressed: ImGui then closes it
    if (!ImGui::BeginPopupModal(name, &keep, flags)) return false;
    // The ×, drawn by ImGui at the right of the title bar, a font size square.
    const ImRect title = ImGui::GetCurrentWindow()->TitleBarRect();
    const float x = title.Max.x - ImGui::GetStyle().FramePadding.x - ImGui::GetFontSize();
    const float y = title.Min.y + (title.GetHeight() - ImGui::GetFontSize()) / 2;
    controls.record("Close dialog", {x, y}, {x + ImGui::GetFontSize(), y + ImGui::GetFontSize()});
    const bool escape = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false) && !ImGui::IsAnyItemActive();
    // Over a modal dialog, nothing outside it is hovered (the menus and lists it opens are its own).
    const bool outside = shape.outside_closes && ImGui::IsMouseClicked(ImGuiMouseButton_Left) &&
                         !ImGui::GetCurrentContext()->HoveredWindow;
    if (escape || outside) ImGui::CloseCurrentPopup();
    static DragScroll finger;  // one dialog is open at a time
    if (touch_style()) finger.update();
    return true;
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

void same_line_within(float width, float right) {
    ImGui::SameLine();
    if (ImGui::GetCursorScreenPos().x + width > right) ImGui::NewLine();
}

float button_width(const char* label) {
    return ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
}

// A button that shows whether it is the one chosen (a radio button the page's tests can press by its label).
bool choice(ControlRecorder& controls, const std::string& label, bool chosen) {
    if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    const bool pressed = controls.small_button(label.c_str());
    if (chosen) ImGui::PopStyleColor();
    return pressed;
}

// Starts a row of buttons or continues it, on a new line when the next one would not fit.
void same_line_if_room(const char* label, bool first) {
    if (first) return;
    const float width = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
    const float right = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width;
    if (right <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) ImGui::SameLine();
}

}  // namespace dip
