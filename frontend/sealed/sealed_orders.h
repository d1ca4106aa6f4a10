// The rounds of sealed orders for the open game (docs/FAIR_PLAY.md): joining a seat with a key of one's own, this
// copy's sealed, ready and opening codes, the codes pasted from the other players, where each seat stands, and
// getting the phase ready to play once every seat that counts has opened. Checking a link is sealed_link.h's. No
// drawing: the link panel and the page's API call these; the native tests too.
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
// civil disorder, which include the seats nobody plays).
PowerSet must_order(const Session& s);
// Where the phase stands (sealed_play.h), for this copy's seat.
SealedProgress progress(const Session& s);
// The seats a person may still join: played by people, and not pinned to a key.
PowerSet open_seats(const Session& s);

// Where every seat stands, a line each: "Opened: France.", "Sealed, not opened yet: Germany.", "Not sealed yet:
// England and Italy.", "Not ordering this phase: Turkey."; different seals seen for one seat; openings withheld.
std::vector<std::string> standing(const Session& s);
// How far this copy's own seat is in the phase: "none", "sealed", "ready" or "opened".
std::string mine_state(const Session& s);
// Each seat's key as people compare it in their chat: "France 3F2A-91C0" (pinned, or claimed this phase).
std::vector<std::string> keys(const Session& s);

// What a seat seals and opens in a movement phase: its orders, then its retreat and winter preferences
// (preference_orders), so that the phases after are decided by what every player committed to with the orders.
// In other phases, the orders alone. split_preferences() takes a movement phase's sequence apart again (by kind: no
// movement order is a preference's kind); an opening whose parts are not in that order is refused.
std::vector<Order> sealed_sequence(const std::vector<Order>& orders, const std::vector<Order>& preferences);
void split_preferences(std::vector<Order>& orders, std::vector<Order>& preferences);

// The fingerprint of the game's record that every copy shares at this phase (the phase being played left out):
// every code carries it, and a copy takes only codes of a record like its own.
Fingerprint record_fingerprint(const Session& s);

// This copy plays `power`, signing its codes with a new key made of four random numbers (the platform's
// random64()). The key is pinned to the seat when the phase it first seals in is played; `pin_now` pins it at once
// (the game's creator, whose seat every copy knows from the first link). "" or why not.
std::string join(Session& s, Power power, const std::array<std::uint64_t, 4>& random, bool pin_now = false);
// This copy gives up its seat, while it is not pinned to its key: two players claimed it. "" or why not.
std::string leave(Session& s);

// Seals this copy's orders with a fresh salt (two of the platform's random64()). From then on they cannot change.
// "" or why not (orders the game would not play as written, say).
std::string seal_mine(Session& s, std::uint64_t random_a, std::uint64_t random_b);
std::string sealed_code(const Session& s);  // "" until sealed
// Deadline rule: this copy is ready, listing the seals it holds; seals that come later do not count. "" or why not.
std::string ready_mine(Session& s);
std::string ready_code(const Session& s);  // "" until ready
// Opens this copy's seat. "" or why not (not every ready code or seal is in, say).
std::string open_mine(Session& s);
std::string opening_code(const Session& s);  // "" until opened

// Takes every code in `text` (any number, separated by spaces or line breaks; other words are skipped), seals
// first, then ready codes, then openings. Returns "" when each was taken, else why the first bad one was not;
// `taken` says what was. With `other_claim`, a seal from a second player claiming a seat not pinned yet replaces
// the first claim (SealedPlay::take_seal): the players chose it in their chat.
std::string take_codes(Session& s, std::string_view text, std::string& taken, bool other_claim = false);

// Gets the phase ready to play once progress().may_play: orders that do not count are dropped and who counts is
// settled, which draws the phase's chance for the computer seats. "" or why the phase cannot be played yet. Then
// the phase is played as any other (Session::set_ready, play_if_ready). With `without_unopened` (the deadline rule
// only), seats that were ready but have not opened do not order: a player who withholds does not stop the game, and
// the withheld opening is recorded (two in a row put the seat in civil disorder).
std::string prepare_play(Session& s, bool without_unopened = false);

}  // namespace dip::sealed
