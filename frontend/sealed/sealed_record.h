// Sealed orders (sealed_play.h) as a game record keeps them, bit-packed (engine/text/compact.h) into the record's own
// field. Records from before this version of sealed orders (version 5) keep their flags; what they held of rounds
// is dropped: their phases were played the earlier way, and the phase being played is sealed again.
#pragma once

#include <cstdint>
#include <string>

#include "compact.h"
#include "sealed_play.h"

namespace dip {

void pack_sealed(BitWriter& w, const SealedPlay& s, const Map& map);
// Reads what pack_sealed wrote for a game of `phases` phases played. False (with a reason) when the bits describe
// no state such a game can have.
bool unpack_sealed(BitReader& r, const Map& map, std::uint32_t phases, SealedPlay& out, std::string& why);
// A version-5 record's sealed orders: the flags, its phases counted as played the earlier way.
bool unpack_sealed_before_keys(BitReader& r, std::uint32_t phases, SealedPlay& out, std::string& why);

}  // namespace dip
