// The table's phase clock (frontend/table/phase_clock.h), driven by a fake clock: the WBC's times, the deadline
// that makes late powers hold, the grace minute, pauses, early play, retreats and builds, the round's call.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

#include "phase_clock.h"

using namespace dip;

namespace {

constexpr Millis kSec = 1000, kMin = 60 * kSec;
using Stage = PhaseClock::Stage;
using Alert = PhaseClock::Alert;
using Seat = PhaseClock::Seat;

std::array<bool, kMaxPowers> powers(std::initializer_list<int> which) {
    std::array<bool, kMaxPowers> out{};
    for (int p : which) out[p] = true;
    return out;
}

const Power kAustria = static_cast<Power>(0), kEngland = static_cast<Power>(1), kFrance = static_cast<Power>(2);

}  // namespace

TEST_CASE("[clock] a WBC movement phase: ten minutes of talk, two of writing, then the deadline") {
    PhaseClock clock(preset_times(ClockPreset::Wbc));
    const Millis t0 = 5'000;
    clock.start_phase(PhaseKind::Movement, powers({0, 1, 2}), t0);
    CHECK(clock.stage(t0) == Stage::Negotiation);
    CHECK(clock.left(t0) == 10 * kMin);
    CHECK(clock_text(clock.left(t0)) == "10:00");
    CHECK(clock.tick(t0).empty());
    CHECK(clock_text(clock.left(t0 + 1)) == "10:00");  // rounded up: 9:59.999 shows as 10:00
    CHECK(clock_text(clock.left(t0 + 10 * kMin - 500)) == "0:01");

    CHECK(clock.tick(t0 + 10 * kMin) == std::vector{Alert::WriteNow});
    CHECK(clock.stage(t0 + 10 * kMin) == Stage::Writing);
    CHECK(clock.left(t0 + 10 * kMin) == 2 * kMin);
    CHECK(clock.tick(t0 + 10 * kMin + kSec).empty());  // each alert once
    CHECK(clock.tick(t0 + 11 * kMin) == std::vector{Alert::OneMinute});
    CHECK(!clock.may_play(t0 + 11 * kMin));
    CHECK(clock.tick(t0 + 12 * kMin) == std::vector{Alert::TimeUp});
    CHECK(clock.stage(t0 + 12 * kMin) == Stage::TimeUp);
    CHECK(clock.left(t0 + 12 * kMin) == 0);
    CHECK(clock.may_play(t0 + 12 * kMin));
    CHECK(clock.tick(t0 + 20 * kMin).empty());
}

TEST_CASE("[clock] alerts skipped over by a late tick come together, in order") {
    PhaseClock clock;
    clock.start_phase(PhaseKind::Movement, powers({0}), 0);
    CHECK(clock.tick(13 * kMin) == std::vector{Alert::WriteNow, Alert::OneMinute, Alert::TimeUp});
}

TEST_CASE("[clock] at the deadline a power not handed in holds: late, and its orders refused") {
    PhaseClock clock;
    clock.start_phase(PhaseKind::Movement, powers({0, 1, 2}), 0);
    CHECK(clock.hand_in(kAustria, 3 * kMin) == "");  // during negotiation is fine
    CHECK(clock.hand_in(kEngland, 12 * kMin - 1) == "");
    CHECK(clock.seat(kFrance, 12 * kMin - 1) == Seat::Writing);
    CHECK(clock.hand_in(kFrance, 12 * kMin) == "Too late: the deadline has passed, so its units hold");
    CHECK(clock.seat(kFrance, 12 * kMin) == Seat::Late);
    CHECK(clock.seat(kAustria, 12 * kMin) == Seat::HandedIn);
    CHECK(clock.not_handed_in() == std::vector{kFrance});
    CHECK(clock.may_play(12 * kMin));
}

TEST_CASE("[clock] handing in again before the deadline replaces, a power with nothing to order cannot") {
    PhaseClock clock;
    clock.start_phase(PhaseKind::Movement, powers({0, 1}), 0);
    CHECK(clock.hand_in(kAustria, kMin) == "");
    CHECK(clock.hand_in(kAustria, 2 * kMin) == "");
    CHECK(clock.handed_in(kAustria));
    CHECK(clock.hand_in(kFrance, kMin) == "That power has no orders to give in this phase");
    CHECK(clock.hand_in(static_cast<Power>(kMaxPowers), kMin) != "");
    CHECK(clock.seat(kFrance, kMin) == Seat::Idle);
}

TEST_CASE("[clock] everyone handed in: the phase may be played early") {
    PhaseClock clock;
    clock.start_phase(PhaseKind::Movement, powers({0, 1}), 0);
    CHECK(clock.hand_in(kAustria, kMin) == "");
    CHECK(!clock.all_handed_in());
    CHECK(!clock.may_play(kMin));
    CHECK(clock.hand_in(kEngland, 2 * kMin) == "");
    CHECK(clock.all_handed_in());
    CHECK(clock.may_play(2 * kMin));
    CHECK(clock.not_handed_in().empty());
}

TEST_CASE("[clock] the grace minute: once per game, a minute past the deadline, granted by the game master") {
    PhaseClock clock;
    clock.start_phase(PhaseKind::Movement, powers({0, 1, 2}), 0);
    const Millis deadline = 12 * kMin;
    CHECK(clock.hand_in(kEngland, kMin) == "");
    CHECK(clock.grant_grace(kEngland, deadline) == "Its orders are in already");
    CHECK(clock.grant_grace(kAustria, deadline) == "");
    CHECK(clock.grace_used(kAustria));
    CHECK(clock.stage(deadline) == Stage::Grace);
    CHECK(clock.seat(kAustria, deadline + 30 * kSec) == Seat::InGrace);
    CHECK(clock.seat(kFrance, deadline + 30 * kSec) == Seat::Late);
    CHECK(clock.left(deadline + 30 * kSec) == 30 * kSec);
    CHECK(!clock.may_play(deadline + 30 * kSec));               // the table waits for the grace minute
    CHECK(clock.hand_in(kFrance, deadline + 30 * kSec) != "");  // France was granted nothing
    CHECK(clock.hand_in(kAustria, deadline + 59 * kSec) == "");
    CHECK(clock.stage(deadline + 59 * kSec) == Stage::TimeUp);
    CHECK(clock.may_play(deadline + 59 * kSec));

    // The next phase: Austria's minute is spent for the rest of the game.
    clock.start_phase(PhaseKind::Movement, powers({0, 1, 2}), 20 * kMin);
    CHECK(clock.grant_grace(kAustria, 32 * kMin) == "Its grace minute was used already in this game");
    CHECK(clock.hand_in(kAustria, 32 * kMin) != "");
}

TEST_CASE("[clock] a grace minute granted late runs from when it is granted, its end is alerted") {
    PhaseClock clock;
    clock.start_phase(PhaseKind::Movement, powers({0, 1}), 0);
    const Millis deadline = 12 * kMin;
    CHECK(clock.tick(deadline) == std::vector{Alert::WriteNow, Alert::OneMinute, Alert::TimeUp});
    CHECK(clock.grant_grace(kEngland, deadline + 20 * kSec) == "");
    CHECK(clock.left(deadline + 20 * kSec) == kMin);
    CHECK(clock.tick(deadline + 70 * kSec).empty());
    CHECK(clock.hand_in(kEngland, deadline + 79 * kSec) == "");
    CHECK(clock.tick(deadline + 79 * kSec) == std::vector{Alert::GraceOver});  // no one is left in grace

    PhaseClock other;
    other.start_phase(PhaseKind::Movement, powers({0}), 0);
    CHECK(other.grant_grace(kAustria, deadline) == "");
    CHECK(other.tick(deadline + kMin - 1) == std::vector{Alert::WriteNow, Alert::OneMinute, Alert::TimeUp});
    CHECK(other.tick(deadline + kMin) == std::vector{Alert::GraceOver});
    CHECK(other.seat(kAustria, deadline + kMin) == Seat::Late);
    CHECK(other.graces()[0]);
}

TEST_CASE("[clock] a pause stops the phase's time, grace included, the round's call does not wait") {
    PhaseClock clock;
    clock.start_round(0);
    clock.start_phase(PhaseKind::Movement, powers({0}), 0);
    clock.pause(5 * kMin);
    CHECK(clock.paused());
    CHECK(clock.left(5 * kMin) == 5 * kMin);
    CHECK(clock.left(50 * kMin) == 5 * kMin);
    CHECK(clock.tick(50 * kMin).empty());
    clock.resume(50 * kMin);
    CHECK(clock.stage(54 * kMin) == Stage::Negotiation);
    CHECK(clock.left(54 * kMin) == kMin);
    CHECK(clock.tick(55 * kMin) == std::vector{Alert::WriteNow});
    CHECK(clock.to_round_call(55 * kMin) == 4 * 60 * kMin - 55 * kMin);

    // A pause in a grace minute keeps the minute's rest.
    CHECK(clock.grant_grace(kAustria, 57 * kMin) == "");
    clock.pause(57 * kMin + 30 * kSec);
    clock.resume(70 * kMin);
    CHECK(clock.left(70 * kMin) == 30 * kSec);
    CHECK(clock.hand_in(kAustria, 70 * kMin + 29 * kSec) == "");
}

TEST_CASE("[clock] retreats take a minute and builds two, with no negotiation") {
    PhaseClock clock;
    clock.start_phase(PhaseKind::Retreats, powers({3}), 0);
    CHECK(clock.stage(0) == Stage::Writing);
    CHECK(clock.left(0) == kMin);
    CHECK(clock.tick(kMin) == std::vector{Alert::TimeUp});  // no one-minute warning in a one-minute phase
    clock.start_phase(PhaseKind::Adjustments, powers({3, 4}), 10 * kMin);
    CHECK(clock.left(10 * kMin) == 2 * kMin);
    CHECK(clock.tick(11 * kMin) == std::vector{Alert::OneMinute});
}

TEST_CASE("[clock] presets and custom minutes") {
    CHECK(preset_times(ClockPreset::Wbc) == ClockTimes{600, 120, 60, 120, 60, 4 * 3600});
    CHECK(preset_times(ClockPreset::Fifteen).negotiation == 15 * 60);
    CHECK(preset_times(ClockPreset::Fifteen).writing == 2 * 60);
    CHECK(to_string(ClockPreset::Wbc) == "WBC: 10 + 2 minutes");

    PhaseClock untimed(preset_times(ClockPreset::Untimed));
    untimed.start_round(0);
    untimed.start_phase(PhaseKind::Movement, powers({0, 1}), 0);
    CHECK(untimed.stage(100 * kMin) == Stage::Untimed);
    CHECK(untimed.may_play(0));
    CHECK(untimed.hand_in(kAustria, 500 * kMin) == "");
    CHECK(untimed.grant_grace(kEngland, 0) == "This phase has no clock");
    CHECK(!untimed.round_called(100 * 60 * kMin));

    ClockTimes custom{.negotiation = 0, .writing = 5 * 60};  // straight to five minutes of writing
    PhaseClock quick(custom);
    quick.start_phase(PhaseKind::Movement, powers({0}), 0);
    CHECK(quick.stage(0) == Stage::Writing);
    CHECK(quick.tick(4 * kMin) == std::vector{Alert::OneMinute});
}

TEST_CASE("[clock] the round's call comes four hours after the round starts, once") {
    PhaseClock clock;
    clock.start_round(1000);
    clock.start_phase(PhaseKind::Movement, powers({0}), 1000);
    CHECK(!clock.round_called(1000 + 4 * 60 * kMin - 1));
    CHECK(clock_text(clock.to_round_call(1000)) == "4:00:00");
    CHECK(clock_text(clock.to_round_call(1000 + 13 * kMin)) == "3:47:00");
    const auto alerts = clock.tick(1000 + 4 * 60 * kMin);
    CHECK(alerts.back() == Alert::RoundCall);
    CHECK(clock.round_called(1000 + 4 * 60 * kMin));
    clock.start_phase(PhaseKind::Movement, powers({0}), 1000 + 4 * 60 * kMin + 1);
    const auto later = clock.tick(1000 + 5 * 60 * kMin);  // a new phase does not call the round again
    CHECK(std::find(later.begin(), later.end(), Alert::RoundCall) == later.end());
}

// Any sequence of the game master's and the players' acts: time never runs backwards on the screen, a power is
// handed in exactly when it says so, and a phase past its time may always be played.
TEST_CASE("[clock] property: random acts keep the clock consistent") {
    std::mt19937 rng(20261129);
    for (int game = 0; game < 300; ++game) {
        PhaseClock clock;
        Millis now = 0;
        clock.start_round(now);
        const auto to_order = powers({0, 1, 2, 3, 4, 5, 6});
        clock.start_phase(PhaseKind::Movement, to_order, now);
        Millis last_left = clock.left(now);
        Stage last_stage = clock.stage(now);
        for (int step = 0; step < 60; ++step) {
            now += std::uniform_int_distribution<Millis>(0, 40 * kSec)(rng);
            const Power p = static_cast<Power>(rng() % kMaxPowers);
            switch (rng() % 6) {
                case 0: clock.pause(now); break;
                case 1: clock.resume(now); break;
                case 2: {
                    // A power writing (or in its grace minute) may hand in; a late one may not. (Replacing what was
                    // handed in, until the power's own deadline, is the example tests'.)
                    const Seat seat = clock.seat(p, now);
                    const bool taken = clock.hand_in(p, now).empty();
                    if (seat == Seat::Writing || seat == Seat::InGrace) CHECK(taken);
                    if (seat == Seat::Late) CHECK(!taken);
                    break;
                }
                case 3: clock.grant_grace(p, now); break;
                default: clock.tick(now); break;
            }
            const Millis left = clock.left(now);
            const Stage stage = clock.stage(now);
            CHECK(left >= 0);
            if (stage == last_stage) CHECK(left <= last_left + 60 * kSec);  // only a grace minute adds time
            for (int pw = 0; pw < kMaxPowers; ++pw)
                CHECK((clock.seat(static_cast<Power>(pw), now) == Seat::HandedIn) ==
                      clock.handed_in(static_cast<Power>(pw)));
            if (stage == Stage::TimeUp) CHECK(clock.may_play(now));
            if (stage == Stage::Negotiation || stage == Stage::Writing || stage == Stage::Grace)
                CHECK(clock.may_play(now) == clock.all_handed_in());
            last_left = left;
            last_stage = stage;
        }
    }
}
