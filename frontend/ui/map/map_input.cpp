// Pointer input over a board: hover, wheel zoom, drag to pan, click and back-out; a press that became a
// two-finger pinch does neither.
#include "map_input.h"

#include <cmath>

namespace dip {

MapInput::Event MapInput::update(MapView& view, ImVec2 min, ImVec2 max) {
    const ImGuiIO& io = ImGui::GetIO();
    const ImVec2 m = io.MousePos;
    const bool over = !io.WantCaptureMouse && m.x >= min.x && m.x < max.x && m.y >= min.y && m.y < max.y;
    hovered_ = over ? view.province_at(m) : kNone;
    Event event;

    if (over && io.MouseWheel != 0) view.zoom_at(m, std::pow(1.15f, io.MouseWheel));
    if (over && (ImGui::IsMouseClicked(ImGuiMouseButton_Left) || ImGui::IsMouseClicked(ImGuiMouseButton_Right))) {
        pressing_ = true;
        dragging_ = false;
        pinched_ = false;
        press_at_ = m;
    }
    if (pressing_ && pinching_) pinched_ = true;
    if (pressing_ && (ImGui::IsMouseDown(ImGuiMouseButton_Left) || ImGui::IsMouseDown(ImGuiMouseButton_Right))) {
        const float dx = m.x - press_at_.x, dy = m.y - press_at_.y;
        if (!dragging_ && dx * dx + dy * dy > 36) dragging_ = true;  // moved more than 6 pixels: a pan
        if (dragging_ && !pinched_) view.pan(io.MouseDelta);
    }
    if (pressing_ && ImGui::IsMouseReleased(ImGuiMouseButton_Left)) {
        pressing_ = false;
        if (!dragging_ && !pinched_) event = {Event::Kind::Click, view.province_at(m), m};
    }
    if (pressing_ && ImGui::IsMouseReleased(ImGuiMouseButton_Right)) {
        pressing_ = false;
        if (!dragging_ && !pinched_) event = {Event::Kind::BackOut, kNone};
    }
    return event;
}

}  // namespace dip
