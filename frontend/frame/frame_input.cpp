#include "frame_input.h"

namespace dip {

std::size_t events_for_this_frame(const std::vector<InputEvent>& events) {
    std::vector<const InputEvent*> pressed;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const InputEvent& e = events[i];
        if (e.kind == InputEvent::Kind::Release)
            for (const InputEvent* p : pressed)
                if (p->device == e.device && p->which == e.which) return i;
        if (e.kind == InputEvent::Kind::Press) pressed.push_back(&e);
    }
    return events.size();
}

}  // namespace dip
