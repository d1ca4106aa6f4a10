// Labelled controls that remember where they were drawn.
#include "controls.h"

namespace dip {

void ControlRecorder::record(const char* label) {
    drawing_.push_back({label, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
}

bool ControlRecorder::button(const char* label, ImVec2 size) {
    const bool pressed = ImGui::Button(label, size);
    record(label);
    return pressed;
}

bool ControlRecorder::small_button(const char* label) {
    const bool pressed = ImGui::SmallButton(label);
    record(label);
    return pressed;
}

bool ControlRecorder::menu_item(const char* label, bool enabled) {
    const bool chosen = ImGui::MenuItem(label, nullptr, false, enabled);
    record(label);
    return chosen;
}

bool ControlRecorder::find(const std::string& label, ImVec2& min, ImVec2& max) const {
    for (const Control& c : drawn_)
        if (c.label == label) {
            min = c.min;
            max = c.max;
            return true;
        }
    return false;
}

}  // namespace dip
