// The two rounds of sealed orders for the open game (docs/FAIR_PLAY.md): this copy's sealed and opening codes,
// the codes pasted from the other players, where each seat stands, getting the phase ready to play once every
// seat that counts has opened, and checking a link of the game against what this copy saw. No drawing: the
// link panel and the page's API call these; the native tests too.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "save.h"
#include "session.h"

namespace dip::sealed {

// "Italy and Germany", "Italy, Germany and Turkey".
std::string names(const Map& map, PowerSet set);

// The seats that must order in this phase: the people's seats with a decision (not computer seats, not seats in
// civil disorder).
PowerSet must_order(const Session& s);
// Where the phase stands (sealed_play.h), for this copy's seat.
SealedProgress progress(const Session& s);

// Where every seat stands, a line each kind: "Opened: France.", "Sealed, not opened yet: Germany.", "Not sealed yet:
// England and Italy.", "Not ordering this phase: Turkey." (left out by the deadline rule).
std::vector<std::string> standing(const Session& s);

// Seals this copy's orders with a fresh salt (two of the platform's random64(), Web Crypto in the browser).
// From then on they cannot change. "" or why not.
std::string seal_mine(Session& s, std::uint64_t random_a, std::uint64_t random_b);
// This copy's sealed code ("" until sealed), to send to every other player.
std::string sealed_code(const Session& s);
// Opens this copy's seat, recording the seals it holds now. "" or why not (not everyone has sealed, say).
std::string open_mine(Session& s);
// This copy's opening code ("" until opened): its orders and salt, to send once everyone has sealed.
std::string opening_code(const Session& s);

// Takes every sealed code and opening in `text` (any number, separated by spaces or line breaks; other words
// are skipped). Returns "" when each was taken, else why the first bad one was not; `taken` says what was.
std::string take_codes(Session& s, std::string_view text, std::string& taken);

// Gets the phase ready to play once progress().may_play: orders that do not count (seats left out by the
// deadline rule, or openings that came too late) are dropped. "" or why the phase cannot be played yet. Then
// the phase is played as any other (Session::set_ready, play_if_ready). With `without_unopened` (the deadline rule
// only), seats that sealed but have not opened do not order either: a player who withholds does not stop the game.
std::string prepare_play(Session& s, bool without_unopened = false);

// Checks a link of this game against this copy, before it is taken: the phases both have played must match;
// the phase this copy was playing must use its own orders unchanged (once opened) and, for every other seat,
// orders that match the seal this copy holds. `phase_names` names the link's phases ("Spring 1901").
// "" or what does not match, naming the seat.
std::string check_link(const SavedGame& mine, const SavedGame& linked, const std::vector<std::string>& phase_names);

}  // namespace dip::sealed
