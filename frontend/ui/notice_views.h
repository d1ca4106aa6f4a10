// The player's messages on screen: the one on show as a banner over the map, where the eye is, until it is
// dismissed; and the log of every message at the foot of the side panel.
#pragma once

#include "controls.h"
#include "notices.h"
#include "widgets.h"

namespace dip {

// The banner, at the top of the map area [min, max], `below` pixels down (under another banner).
void notice_banner(Notices& notices, ImVec2 min, ImVec2 max, float below, ControlRecorder& controls,
                   const Palette& palette);
// A word about the last click on the map (why it did nothing), at the foot of the map area [min, max]: it goes
// with the next click, so it needs no button.
void click_hint(const std::string& text, ImVec2 min, ImVec2 max, const Palette& palette);
// The log, latest first, folded under a header when there is anything in it.
void notice_log(const Notices& notices, const Palette& palette);

}  // namespace dip
