// A table's game run from this device, as at a tournament: the game is played by link with this device as its
// host and game master (it plays no power); the players write orders on their own phones and hand them in as
// orders codes. The desk keeps the phase clock (phase_clock.h) in step with the game: a new phase starts it, an
// orders code taken counts as handed in, a code after the deadline is refused, and at the deadline the phase is
// played with what is in (the rest hold). Its state is the table device's alone, kept in storage beside the game.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "library.h"
#include "phase_clock.h"
#include "session.h"

namespace dip {

// In a retreat phase, each unit that must retreat and where it may go, as the table names them before the clock
// runs: "Austria's army in Trieste: to Albania or Budapest, or disband".
std::vector<std::string> retreats_to_name(const Session& session);

class TableDesk {
public:
    explicit TableDesk(Storage& storage) : storage_(storage) {}

    // The game under `key` (already started, by link, hosted here with no power) becomes a table's game on the
    // clock `times`; its round starts now.
    void start(const std::string& key, ClockTimes times, const Session& session, Millis now);
    // The game under `key` is open: the desk is on if that game is a table's (read back from storage after a
    // reload), off otherwise.
    void open(const std::string& key);
    bool on() const { return !key_.empty(); }
    const std::string& key() const { return key_; }

    // Called every frame while on: a new phase (or a phase taken back) starts the clock again; the orders that
    // arrived count as handed in. Returns the alerts since the last call, for the screen and the tone.
    std::vector<PhaseClock::Alert> follow(const Session& session, Millis now);
    // The deadline passed with no grace minute running: the phase is to be played now (once).
    bool due(Millis now) const;

    // "" when `power`'s orders may be taken now, else why not (after its deadline: it holds).
    std::string may_hand_in(Power power, Millis now) const;

    // The game master's acts; each is saved at once.
    void pause(Millis now);
    void resume(Millis now);
    std::string grant_grace(Power power, Millis now);

    const PhaseClock& clock() const { return clock_; }

private:
    void save();
    Storage& storage_;
    std::string key_;     // the game's storage key; "" when this device runs no table
    std::string opened_;  // the key open() was last asked about
    PhaseClock clock_;
    std::size_t phase_ = ~std::size_t{0};  // the phases played when the clock last started
};

}  // namespace dip
