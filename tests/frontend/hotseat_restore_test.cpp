// A hot-seat game brought back from a save string always has a way on: a turn past the last person (a damaged
// or crafted string: 255) starts the round of hand-overs again, and a turn just past it (saved while the
// computers thought, the people all done) waits for the computers, who then play the phase.
#include <catch2/catch.hpp>

#include "../support.h"
#include "save.h"
#include "table_policy.h"
#include "session.h"
#include "../read_into.h"

using namespace dip;
using namespace dip::test;

namespace {

// A save string's game with its hot-seat turn set, read back as the page would.
Session restored_with_turn(const Session& s, int turn) {
    GameRecord g = save_session(s, 1);
    g.seats.hotseat_turn = turn;
    GameRecord back;
    std::string error;
    REQUIRE(read_into(decode_game(encode_game(g)), back, error));
    Session out(standard_rules());
    REQUIRE(restore_session(back, out, error));
    return out;
}

}  // namespace

TEST_CASE("[Session] hot seat: a turn of 255 from a save string starts the hand-overs again") {
    Session s(standard_rules());
    s.new_game(PlayMode::HotSeat);
    std::array<bool, kMaxPowers> people{};
    people[kFrance] = people[kGermany] = true;
    s.change_record().seats.set_players(people);
    Session back = restored_with_turn(s, 255);
    REQUIRE(hotseat_power(back) == kFrance);  // someone is asked for orders
    back.hotseat_reveal();
    CHECK_FALSE(back.hotseat_done());
    CHECK(hotseat_power(back) == kGermany);
    CHECK(back.hotseat_done());  // and the phase is played
    CHECK(back.game().history().size() == 1);
}

TEST_CASE("[Session] hot seat: saved while the computers thought, it waits for them and plays on") {
    Session s(standard_rules());
    GameSettings settings;
    for (int p = 0; p < standard().power_count(); ++p)
        if (p != kFrance) settings.computers.set(static_cast<Power>(p), bot::Level::Easy);
    s.new_game(PlayMode::HotSeat, settings);
    std::array<bool, kMaxPowers> people{};
    people[kFrance] = true;
    s.change_record().seats.set_players(people);
    set_orders_text(s, "A Par - Bur", kFrance);
    CHECK_FALSE(s.hotseat_done());  // France is done; the computers have not thought yet
    REQUIRE(hotseat_power(s) == kNoPower);
    Session back = restored_with_turn(s, s.record().seats.hotseat_turn);
    CHECK(ready(back));  // the people are done: the computers think
    think_now(back);
    CHECK(back.play_if_ready());
    CHECK(back.game().history().size() == 1);
    CHECK(back.position().units[province_named("Bur")].power == kFrance);
}
