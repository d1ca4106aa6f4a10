// The event as one string, so it travels by link or file and another laptop opens it: a first line
// "dip-event 1" (the format's version), then one line per setting, player, round, board and result, then "end".
// Reading never trusts the text: a bad or malicious one is refused with a message, never a crash.
#pragma once

#include <string>
#include <string_view>

#include "event.h"
#include "failure.h"

namespace dip {

inline constexpr int kEventTextVersion = 1;
inline constexpr std::size_t kMaxEventText = 1 << 20;  // bytes: far above a 1000-player event's text

// The event as text (docs/TOURNAMENT.md, "The event as a string", shows one). read_event(write_event(e)) == e,
// and write_event(read_event(t)) == t for every text this function wrote.
std::string write_event(const Event& event);

// The event a text holds, checked whole (check_event), or the first thing wrong with its line number: not an
// event text, a version this reader does not know, an unknown or repeated line, a number out of bounds, a
// duplicate player, a seat naming a player not listed, a result the board cannot have, a text cut short.
Expected<Event> read_event(std::string_view text);

}  // namespace dip
