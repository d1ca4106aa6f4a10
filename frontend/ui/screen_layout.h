// Where the page's parts sit: the top bar (as many rows as it wrapped into), and the side panel, at the right on
// wide screens or, on narrow ones (a phone held upright), a sheet over the foot of the map that its handle raises
// and lowers. The map has the rest.
#pragma once

#include <imgui.h>

#include "controls.h"
#include "palette.h"

namespace dip {

class ScreenLayout {
public:
    // The panel's settings, from the View menu.
    struct Panel {
        bool open = true;   // the side panel is shown
        float width = 360;  // CSS pixels, on wide screens
    };

    static bool narrow() { return ImGui::GetIO().DisplaySize.x < 700; }
    float top_bar_height() const;
    void set_top_bar_rows(int rows) { top_bar_rows_ = rows; }
    // The panel's top-left corner (on a phone, the sheet's top edge, where it rests or is being dragged to).
    ImVec2 panel_min(const Panel& panel) const;
    // The sheet's handle (narrow screens): a tap raises it a step (lowers it from the top); a drag moves it, and
    // it rests at the nearest step.
    void sheet_handle(const Panel& panel, ControlRecorder& controls, const Palette& palette);

private:
    enum class Sheet { Lowered, Half, Raised };
    float sheet_top(Sheet s) const;  // where the sheet's top edge is at rest in each state

    int top_bar_rows_ = 1;  // rows the top bar wrapped into last frame
    Sheet sheet_ = Sheet::Half;
    bool sheet_moving_ = false;  // the sheet's handle is being dragged
    float sheet_grab_ = 0;       // where on the sheet the finger holds it (pixels below its top edge)
    float sheet_drag_top_ = 0;   // while dragged, where its top edge is
};

}  // namespace dip
