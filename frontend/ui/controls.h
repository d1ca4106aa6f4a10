// The control recorder: ImGui's Button, SmallButton and MenuItem, each also noting where it was drawn under
// its label, so that the page's tests can press any control with the mouse alone (window.dip.controlRect).
// Only labelled controls go through it; it draws nothing of its own, but on a touch screen it makes small
// buttons and menu items as tall as a finger needs (touch_layout.h).
#pragma once

#include <string>
#include <vector>

#include <imgui.h>

namespace dip {

class ControlRecorder {
public:
    // Around each frame: the controls drawn in a frame are reported from the end of it until the next one ends.
    void begin_frame() { drawing_.clear(); }
    void end_frame() { drawn_.swap(drawing_); }

    bool button(const char* label, ImVec2 size = {0, 0});
    bool small_button(const char* label);
    bool menu_item(const char* label, bool enabled = true);
    // A menu item with a tick, switching `value`. True when switched.
    bool menu_check(const char* label, bool& value);
    // A check box switching `value`. True when switched.
    bool checkbox(const char* label, bool& value);
    // Notes the item ImGui drew last under `name` (a control without a label of its own, such as a handle).
    void name_last(const char* name) { record(name); }

    struct Control {
        std::string label;
        ImVec2 min, max;            // its corners on the screen, in CSS pixels
        ImVec2 view_min, view_max;  // the part of the screen its window shows (a scrolled panel or dialog)
    };
    // The control with this label drawn in the last frame; null when none was.
    const Control* find(const std::string& label) const;
    // The labels of every control drawn in the last frame, in drawing order.
    std::vector<std::string> labels() const;
    // Notes the item ImGui drew last under a label (a text box, so tests can click into it).
    void record(const char* label);
    // Notes a control ImGui drew itself (a dialog's ×) at these corners, seen wherever its window is.
    void record(const char* label, ImVec2 min, ImVec2 max);

private:
    std::vector<Control> drawing_;  // this frame's, so far
    std::vector<Control> drawn_;    // the last whole frame's
};

}  // namespace dip
