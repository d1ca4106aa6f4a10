// Labelled controls that remember where they were drawn.
#include "controls.h"

#include <algorithm>

#include "touch_layout.h"

namespace dip {

void ControlRecorder::record(const char* label) {
    const ImDrawList* dl = ImGui::GetWindowDrawList();  // its clip rectangle is what the window shows
    drawing_.push_back(
        {label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), dl->GetClipRectMin(), dl->GetClipRectMax()});
}

void ControlRecorder::record(const char* label, ImVec2 min, ImVec2 max) {
    const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();  // (on the title bar: the whole window)
    drawing_.push_back({label, min, max, at, {at.x + size.x, at.y + size.y}});
}

bool ControlRecorder::button(const char* label, ImVec2 size) {
    const bool pressed = ImGui::Button(label, size);
    record(label);
    return pressed;
}

bool ControlRecorder::small_button(const char* label) {
    const float finger =
        std::max(kTouchTarget, ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2);
    const bool pressed = touch_style() ? ImGui::Button(label, {finger, 0}) : ImGui::SmallButton(label);
    record(label);
    return pressed;
}

// A menu item is a line of text tall; a finger needs kTouchTarget (the item's own spacing is counted in).
bool ControlRecorder::menu_item(const char* label, bool enabled) {
    const bool chosen = touch_style() ? ImGui::Selectable(label, false, enabled ? 0 : ImGuiSelectableFlags_Disabled,
                                                          {0, kTouchTarget - ImGui::GetStyle().ItemSpacing.y})
                                      : ImGui::MenuItem(label, nullptr, false, enabled);
    record(label);
    return chosen;
}

bool ControlRecorder::menu_check(const char* label, bool& value) {
    const bool switched = touch_style() ? ImGui::Checkbox(label, &value) : ImGui::MenuItem(label, nullptr, &value);
    record(label);
    return switched;
}

bool ControlRecorder::checkbox(const char* label, bool& value) {
    const bool switched = ImGui::Checkbox(label, &value);
    record(label);
    return switched;
}

const ControlRecorder::Control* ControlRecorder::find(const std::string& label) const {
    for (const Control& c : drawn_)
        if (c.label == label) return &c;
    return nullptr;
}

std::vector<std::string> ControlRecorder::labels() const {
    std::vector<std::string> out;
    for (const Control& c : drawn_) out.push_back(c.label);
    return out;
}

}  // namespace dip
