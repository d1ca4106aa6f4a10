// Sealed orders (sealed_play.h) as a game record keeps them, bit-packed (engine/text/compact.h) into the record's own
// field. Records from before this version of sealed orders (version 5) keep their flags; what they held of rounds
// is dropped: their phases were played the earlier way, and the phase being played is sealed again.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "compact.h"
#include "sealed_play.h"

namespace dip {

void pack_sealed(BitWriter& w, const SealedPlay& s, const Map& map);
// Reads what pack_sealed wrote for a game of `phases` phases played. False (with a reason) when the bits describe
// no state such a game can have.
bool unpack_sealed(BitReader& r, const Map& map, std::uint32_t phases, SealedPlay& out, std::string& why);
// The preferences the rounds' seats sealed with their orders (SeatSeal::preferences), as version 8 of a game record
// keeps them in a field of their own: for each seat that has some, its round's phase, its power and the orders.
// Nothing at all when no seat has any (a record then is written as before). The reader puts them on seats the
// rounds already hold, and refuses any other seat, an order that is not a preference, or another power's.
std::vector<std::uint8_t> pack_sealed_preferences(const SealedPlay& s, const Map& map);
bool unpack_sealed_preferences(const std::vector<std::uint8_t>& bytes, const Map& map, SealedPlay& s, std::string& why);
// A version-5 record's sealed orders: the flags, its phases counted as played the earlier way.
bool unpack_sealed_before_keys(BitReader& r, std::uint32_t phases, SealedPlay& out, std::string& why);

}  // namespace dip
