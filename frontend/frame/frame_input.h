// Which of the input events waiting at the start of a frame that frame reads. Dear ImGui 1.86 looks at what is
// down once a frame, so a key, button or finger that goes down and up within one frame would never be seen
// down: a quick click, tap or Ctrl+A on a slow frame would be lost. So a frame reads events up to the first
// release of something pressed in that same frame; that release and everything after it wait for the next
// frame, in order. Plain C++: the platform layer describes SDL's events with InputEvent.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace dip {

struct InputEvent {
    enum class Kind { Press, Release, Other } kind = Kind::Other;
    enum class Device { Mouse, Finger, Key } device = Device::Mouse;
    std::int64_t which = 0;  // the mouse button, the finger's id or the key's scancode
};

// How many of `events` (oldest first) a frame reads now; the rest wait for the next frame.
std::size_t events_for_this_frame(const std::vector<InputEvent>& events);

}  // namespace dip
