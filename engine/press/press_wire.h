// A game's press bit-packed (compact.h), for save strings: every message in the order sent. Reading checks the
// shape of each message (kinds known, powers and provinces on the board, replies to earlier messages); whether it
// could have been sent where it stands is check_press's, given the game it belongs to.
#pragma once

#include <string>

#include "compact.h"
#include "press.h"

namespace dip {

void pack_press(BitWriter& w, const Press& press, const Map& map);
// False, with why, for bytes that are not a press of this map.
bool unpack_press(BitReader& r, const Map& map, Press& press, std::string& error);

// Whether every message of `press` could have been sent where it stands: `positions` are the game's positions in
// the order played (its history's, then the current one); each message must be well formed (check_message) in the
// last of them whose phase is its own, with the messages before it sent. "" or the first reason it could not.
std::string check_press(const Press& press, const Rules& rules, const std::vector<Position>& positions);
// How many of the first messages could have been sent so (all of them when check_press finds nothing).
std::size_t messages_that_fit(const Press& press, const Rules& rules, const std::vector<Position>& positions,
                              std::string* why = nullptr);

}  // namespace dip
