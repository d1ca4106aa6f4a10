// Sizes for fingers: on a touch screen every control is at least 44 CSS pixels tall (Apple's and Google's
// minimum target), and a panel scrolls by dragging its content, as pages do on a phone. It adjusts ImGui's
// style and scrolls windows; where the panels go is App's (app.cpp).
#pragma once

#include <imgui.h>

namespace dip {

inline constexpr float kTouchTarget = 44;  // CSS pixels: the smallest control a finger hits surely

// Sets the style's padding for fingers (touch) or for a mouse; does nothing when already so.
void use_touch_style(bool touch);
bool touch_style();  // whether the style is the touch one

// Scrolls the current window by a one-finger drag that starts on it. A press that stays put (or moves less
// than a few pixels) is still a press of whatever is under it; once the finger moves, the press is taken
// back from the control, so that no button fires when the finger lifts. Call inside the window, after its
// content. Presses on its scrollbar are left to the scrollbar.
class DragScroll {
public:
    void update();
    bool dragging() const { return dragging_; }

private:
    bool pressing_ = false;  // the press began over this window
    bool dragging_ = false;  // and has moved: it scrolls
    float press_y_ = 0;      // where it began
    float scroll_y_ = 0;     // the window's scroll then
};

}  // namespace dip
