// The touch style and the drag that scrolls a panel.
#include "touch_layout.h"

#include <cmath>

#include <imgui_internal.h>  // ClearActiveID: a drag takes the press back from the button under the finger

namespace dip {

namespace {
bool g_touch = false;
}

void use_touch_style(bool touch) {
    if (touch == g_touch) return;
    g_touch = touch;
    ImGuiStyle& s = ImGui::GetStyle();
    // The frame's height is the font's (16 px) and twice this padding: 44 px for a finger, 26 px for a mouse.
    s.FramePadding.y = touch ? (kTouchTarget - 16) / 2 : 5;
    s.ItemSpacing.y = touch ? 8 : 6;
    s.ScrollbarSize = touch ? 10 : 14;  // on a phone the scrollbar shows where one is; the finger scrolls
    s.GrabMinSize = touch ? 24 : 10;
    s.TouchExtraPadding = touch ? ImVec2{2, 2} : ImVec2{0, 0};
}

bool touch_style() { return g_touch; }

void DragScroll::update() {
    const ImGuiIO& io = ImGui::GetIO();
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) &&
        ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows | ImGuiHoveredFlags_AllowWhenBlockedByActiveItem)) {
        const float scrollbar_x = ImGui::GetWindowPos().x + ImGui::GetWindowWidth() - ImGui::GetStyle().ScrollbarSize;
        pressing_ = io.MousePos.x < scrollbar_x || ImGui::GetScrollMaxY() <= 0;
        dragging_ = false;
        press_y_ = io.MousePos.y;
        scroll_y_ = ImGui::GetScrollY();
    }
    if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
        pressing_ = dragging_ = false;
        return;
    }
    if (!pressing_) return;
    const float dy = io.MousePos.y - press_y_;
    if (!dragging_ && std::fabs(dy) > 8) {
        dragging_ = true;
        ImGui::ClearActiveID();  // the button under the finger is not pressed after all
    }
    if (dragging_) ImGui::SetScrollY(scroll_y_ - dy);
}

}  // namespace dip
