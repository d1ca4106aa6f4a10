// A player's orders on paper, typed into the table by the game master (the lenient reading of the house rules: the
// game master reads the handwriting, the page checks every order). The slip goes in as that player's orders code
// would: the same deadline, the same replacing, the same secrecy.
#pragma once

#include <string>
#include <string_view>

#include "game_keeper.h"

namespace dip {

// Hands in `text` (one order a line; "Power:" before one is allowed when it names `power`) as `power`'s orders at
// the table's game. "" when handed in, else why not: a line that does not read (with its number), a unit not the
// power's, or the table's refusal (too late, nothing to order).
std::string hand_in_slip(GameKeeper& keeper, const Session& session, Power power, std::string_view text);

}  // namespace dip
