#include "screen_layout.h"

#include <algorithm>
#include <cmath>

#include "widgets.h"

namespace dip {

float ScreenLayout::top_bar_height() const {
    return ImGui::GetFrameHeight() * top_bar_rows_ + ImGui::GetStyle().ItemSpacing.y * (top_bar_rows_ - 1) + 16;
}

// Lowered, only the handle shows; half way, the map keeps most of the screen; raised, a strip of map stays.
float ScreenLayout::sheet_top(Sheet s) const {
    const float bottom = ImGui::GetIO().DisplaySize.y, top = top_bar_height();
    switch (s) {
        case Sheet::Lowered: return bottom - (ImGui::GetFrameHeight() + ImGui::GetStyle().WindowPadding.y * 2);
        // The map keeps at least 60% of the screen (on a phone the map is the game; the sheet rises when needed).
        case Sheet::Half: return std::max(top + (bottom - top) * 0.45f, top + bottom * 0.6f + 1);
        case Sheet::Raised: return top + std::min(120.0f, (bottom - top) * 0.2f);
    }
    return bottom;
}

ImVec2 ScreenLayout::panel_min(const Panel& panel) const {
    const ImGuiIO& io = ImGui::GetIO();
    if (narrow() && !panel.open) return {0, io.DisplaySize.y};
    if (narrow())
        return {0, sheet_moving_ ? std::clamp(sheet_drag_top_, sheet_top(Sheet::Raised), sheet_top(Sheet::Lowered))
                                 : sheet_top(sheet_)};
    return {io.DisplaySize.x - (panel.open ? std::min(panel.width, io.DisplaySize.x * 0.4f) : 0), top_bar_height()};
}

void ScreenLayout::sheet_handle(const Panel& panel, ControlRecorder& controls, const Palette& palette) {
    const ImGuiIO& io = ImGui::GetIO();
    const char* label =
        sheet_ == Sheet::Raised ? "\xE2\x86\x93  Lower the panel###sheet" : "\xE2\x86\x91  Raise the panel###sheet";
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const bool tapped = ImGui::Button(label, {-1, 0});
    controls.name_last("Panel handle");
    const float top = panel_min(panel).y;
    if (ImGui::IsItemActivated()) {
        sheet_grab_ = io.MousePos.y - top;
        sheet_drag_top_ = top;
    }
    if (ImGui::IsItemActive() && (sheet_moving_ || ImGui::IsMouseDragging(ImGuiMouseButton_Left, 8))) {
        sheet_moving_ = true;
        sheet_drag_top_ = io.MousePos.y - sheet_grab_;
    }
    if (ImGui::IsItemDeactivated() && sheet_moving_) {
        sheet_moving_ = false;
        Sheet nearest = Sheet::Lowered;
        for (Sheet s : {Sheet::Half, Sheet::Raised})
            if (std::fabs(sheet_top(s) - sheet_drag_top_) < std::fabs(sheet_top(nearest) - sheet_drag_top_))
                nearest = s;
        sheet_ = nearest;
    } else if (tapped) {
        sheet_ = sheet_ == Sheet::Lowered ? Sheet::Half : sheet_ == Sheet::Half ? Sheet::Raised : Sheet::Lowered;
    }
    // A grip drawn on the handle, so that it reads as something to pull.
    const float w = ImGui::GetItemRectSize().x, cx = at.x + w / 2;
    ImGui::GetWindowDrawList()->AddRectFilled({cx - 20, at.y + 3}, {cx + 20, at.y + 7}, with_alpha(palette.ink, 0.35f),
                                              2.0f);
}

}  // namespace dip
