// The director's event as a link, so an assistant's phone or the next day's laptop opens it from a message or the
// address bar: "#e=" and a save string (docs/SAVES.md) holding the event's text (event_text.h). The string's
// checksum catches a link cut short or changed; the text inside is read as warily as a pasted one.
#pragma once

#include <string>
#include <string_view>

#include "event.h"
#include "failure.h"

namespace dip {

inline constexpr std::string_view kEventLinkKey = "#e=";

// The save string of the event (without the page's address and "#e=").
std::string encode_event(const Event& event);

// The event in a link, its save string, or its text as "Copy the tournament as text" gives it: the event, or a
// sentence saying what is wrong (a game's link, a damaged string, a text that does not read).
Expected<Event> decode_event(std::string_view text);

// Whether a page's address carries an event ("...#e=..."), rather than a game or a position.
bool is_event_link(std::string_view link);

}  // namespace dip
