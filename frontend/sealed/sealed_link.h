// Checking a link of a game played with sealed orders before a copy takes it (docs/FAIR_PLAY.md). The copy builds
// the record it expects, its own record and the link's one new phase checked against the seals it holds, and takes
// the link only when every other field is equal. The computer seats' orders of the new phase are thought again from
// the phase's chance and compared (ComputersCheck), which for Normal and Hard takes a while: a copy shows the link as
// being checked meanwhile. No platform code.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "computer_thinker.h"
#include "save.h"
#include "session.h"
#include "table_policy.h"

namespace dip::sealed {

struct LinkCheck {
    enum class Verdict : std::uint8_t {
        Refused,     // `why` says what does not match, naming the seat, the phase or the field
        NothingNew,  // the link is at this copy's phase or behind it
        Take,        // take `expected`, once the computer seats' orders are checked
    };
    Verdict verdict = Verdict::Refused;
    std::string why;
    GameRecord expected;  // the record to keep: the link's game with this copy's own seat, key and name
    // The new phase was played the earlier way (a game from before keys, on a copy that updated after it): there is
    // no chance of this version to think its computer seats again from.
    bool before_keys = false;
};

// `mine` is this copy's game as it stands (the open game, or a stored one replayed).
LinkCheck check_link(const Session& mine, const GameRecord& linked);

// The record every copy shared when `phases` phases of the game `g` were played: the link of that phase, which any
// copy can make for a player whose copy is further behind (links more than a phase ahead are refused).
GameRecord shared_record_at(const GameRecord& g, std::uint32_t phases);

// Thinks the computer seats' orders of the last phase of `expected` again, from that phase's chance, and compares
// them with the record's.
class ComputersCheck {
public:
    explicit ComputersCheck(const GameRecord& expected);
    bool done() const { return computers_to_think(session_).empty(); }
    // Thinks a slice (the page, each frame) or all at once (tests, and Easy seats, which are quick).
    void work(ComputerThinker& thinker) { thinker.work(session_); }
    void think_now() { dip::think_now(session_); }
    bool quick() const;  // every seat to think is of a level that does not search (Easy: levels.h)
    // Once done: "" or which seat's orders differ.
    std::string verdict() const;

private:
    Session session_;
    std::vector<Order> recorded_;  // the phase's orders in the record
};

}  // namespace dip::sealed
