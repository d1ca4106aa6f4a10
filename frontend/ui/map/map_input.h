// The pointer over a board, shared by the game's map and the embedded board: what is under the mouse, the
// wheel zooming around it, a press that moves panning the board, a press released in place being a click
// (left button) or a back-out (right button), and a two-finger pinch. It moves the view; what a click means
// is for the caller.
#pragma once

#include <imgui.h>

#include "map_view.h"

namespace dip {

class MapInput {
public:
    struct Event {
        enum class Kind { None, Click, BackOut } kind = Kind::None;
        Province at = kNone;  // a click's province (kNone: off the board)
        ImVec2 where{0, 0};   // and where it was, on the screen
    };

    // Reads this frame's pointer over the board's area [min, max): hover, zoom and pan act on `view` at
    // once; a click or a back-out is returned.
    Event update(MapView& view, ImVec2 min, ImVec2 max);
    // A two-finger pinch on a touch screen (TwoFingers): pan by `pan`, then zoom by `factor` about `centre`.
    void pinch(MapView& view, float factor, ImVec2 centre, ImVec2 pan) {
        view.pan(pan);
        view.zoom_at(centre, factor);
    }
    // Two fingers are down: the press under way is a pinch, neither a pan (the first finger also moves the
    // mouse) nor a tap.
    void set_pinching(bool on) { pinching_ = on; }

    // The province under the pointer, over the board and not hidden by a window (kNone otherwise).
    Province hovered() const { return hovered_; }
    // Worth a tooltip: over a province and not in the middle of a pan.
    bool may_show_tooltip() const { return hovered_ != kNone && !dragging_; }

private:
    bool pressing_ = false;  // a button went down over the board and is not yet released
    bool dragging_ = false;  // that press has moved more than a few pixels: a pan, not a click
    bool pinching_ = false;  // two fingers are down now
    bool pinched_ = false;   // that press became a pinch: it neither pans nor clicks
    ImVec2 press_at_{0, 0};  // where it went down
    Province hovered_ = kNone;
};

}  // namespace dip
