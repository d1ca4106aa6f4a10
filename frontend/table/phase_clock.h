// The table's phase clock, as at a face-to-face tournament: negotiation, then order writing, then the deadline;
// retreats and builds with their own times; pauses by the game master; one grace minute per player per game; the
// round's call time. A pure state machine: every call is given the time (milliseconds from any origin), so tests
// drive it with a fake clock and the page with the browser's. It knows nothing of orders but who handed in.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "types.h"

namespace dip {

using Millis = std::int64_t;

// Seconds for each part of a phase; 0 leaves that part untimed.
struct ClockTimes {
    int negotiation = 600;      // Spring and Fall: talking, before orders are written
    int writing = 120;          // Spring and Fall: writing orders, to the deadline
    int retreats = 60;          // writing retreats
    int builds = 120;           // writing builds and disbands
    int grace = 60;             // a player's one grace period per game
    int round_call = 4 * 3600;  // from the round's start to its call, which ends the game (0: none)
    friend bool operator==(const ClockTimes&, const ClockTimes&) = default;
};

enum class ClockPreset : std::uint8_t {
    Wbc,      // the World Boardgaming Championships': 10 + 2 minutes, 1 for retreats, 2 for builds
    Fifteen,  // 15-minute turns and 2 minutes to write
    Untimed,  // no clock: the game master plays each phase when the table is ready
};
ClockTimes preset_times(ClockPreset preset);
std::string_view to_string(ClockPreset preset);  // "WBC: 10 + 2 minutes", "15 + 2 minutes", "No clock"

// "12:05", "0:59", "3:47:12": minutes and seconds left (hours too, from one), rounded up: a clock never shows
// 0:00 while time is left.
std::string clock_text(Millis left);

class PhaseClock {
public:
    enum class Stage : std::uint8_t {
        Untimed,      // this phase has no clock: it is played when the game master says
        Negotiation,  // talking; orders may be handed in already
        Writing,      // writing orders, to the deadline
        Grace,        // past the deadline: powers granted their grace minute are still writing
        TimeUp,       // the deadline passed: the phase may be played; who did not hand in holds
    };
    // Moments the table hears and sees, each once, from tick().
    enum class Alert : std::uint8_t {
        WriteNow,   // negotiation is over: write your orders
        OneMinute,  // a minute to the deadline
        TimeUp,     // the deadline
        GraceOver,  // the last grace minute ran out
        RoundCall,  // the round's call time: the game ends
    };
    // One power at the table, as the screen shows it.
    enum class Seat : std::uint8_t { Idle, Writing, HandedIn, InGrace, Late };

    explicit PhaseClock(ClockTimes times = preset_times(ClockPreset::Wbc)) : times_(times) {}
    const ClockTimes& times() const { return times_; }

    // The round starts: its call time counts from now, pauses included (the room's schedule does not stop).
    void start_round(Millis now);
    // A new phase with its kind; `to_order`: the powers with a decision in it (the others idle). Nobody has handed
    // in; the grace minutes used so far stay used (one per game).
    void start_phase(PhaseKind kind, const std::array<bool, kMaxPowers>& to_order, Millis now);

    // The game master stops the clock (an emergency, a break everyone agreed to) and starts it again. A vote
    // does not stop it.
    void pause(Millis now);
    void resume(Millis now);
    bool paused() const { return paused_; }

    // The alerts passed since the last tick, in the order they happened.
    std::vector<Alert> tick(Millis now);

    Stage stage(Millis now) const;
    // Time left in the stage (negotiation, writing, or the longest grace still running); 0 when untimed or up.
    Millis left(Millis now) const;
    // Time left to the round's call (0 at or after it, or when it has none).
    Millis to_round_call(Millis now) const;
    bool round_called(Millis now) const;

    // A power hands in its orders: "" (taken, or replacing what it handed in before), else why not: it has
    // nothing to order, or its deadline (and its grace minute, if granted) has passed.
    std::string hand_in(Power power, Millis now);
    // The same answer without handing in (asked before a code is taken).
    std::string refusal(Power power, Millis now) const;
    bool handed_in(Power power) const { return handed_in_[power]; }
    // The game master grants a power its grace minute: until a minute past the later of the deadline and now.
    // "" or why not: used already in this game, handed in already, nothing to order, the phase untimed.
    std::string grant_grace(Power power, Millis now);
    bool grace_used(Power power) const { return grace_used_[power]; }
    Seat seat(Power power, Millis now) const;
    // Every power with orders to give has handed them in: the phase may be played early, if the table agrees.
    bool all_handed_in() const;
    // The phase may be played now: time is up, or untimed, or everyone has handed in (early, with the table's
    // agreement, which the game master confirms).
    bool may_play(Millis now) const;
    // The powers that hold for not handing in, once time is up.
    std::vector<Power> not_handed_in() const;

    const std::array<bool, kMaxPowers>& graces() const { return grace_used_; }

    // The whole clock as one line of numbers, and back (none for a line this did not write): a table's device
    // reloaded mid-phase takes up its clock where it was.
    std::string to_text() const;
    static std::optional<PhaseClock> from_text(std::string_view text);

private:
    Millis running(Millis now) const;  // time the clock has run in this phase (pauses left out)
    Millis deadline() const;           // of writing, in running time
    Millis power_deadline(Power power) const;

    ClockTimes times_;
    bool timed_ = false;                    // this phase has a deadline
    Millis negotiation_ = 0, writing_ = 0;  // this phase's parts, in milliseconds
    Millis phase_start_ = 0;                // when the phase started
    Millis paused_for_ = 0;                 // total pause in this phase before the current one
    bool paused_ = false;
    Millis paused_at_ = 0;
    Millis round_start_ = -1;  // -1: no round started
    std::array<bool, kMaxPowers> to_order_{};
    std::array<bool, kMaxPowers> handed_in_{};
    std::array<bool, kMaxPowers> grace_used_{};     // one per game
    std::array<Millis, kMaxPowers> grace_until_{};  // in running time; 0: no grace this phase
    std::array<bool, 5> alerted_{};                 // each Alert told once this phase (RoundCall once a round)
};

}  // namespace dip
