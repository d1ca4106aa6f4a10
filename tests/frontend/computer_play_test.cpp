// Games against the computer: seats in the settings and save strings, the session playing the computer seats
// (legal orders, the same game twice, phases of computers alone played without asking), suggestions.
#include <catch2/catch.hpp>

#include "../support.h"
#include "bot/bot.h"
#include "computer_thinker.h"
#include "save.h"
#include "table_policy.h"
#include "session.h"
#include "../read_into.h"

using namespace dip;
using namespace dip::test;

namespace {

GameSettings against_the_computer(Power me, bot::Level level) {
    GameSettings g;
    for (int p = 0; p < standard().power_count(); ++p)
        if (p != me) g.computers.set(static_cast<Power>(p), level);
    return g;
}

// A hot-seat game of France (random legal orders) against six Easy computers, played until the end of
// `last_year` or the game's end; every phase is bounded, so a stuck session fails instead of looping.
Session play_france_against_easy(int last_year, std::uint64_t game_id) {
    Session s(standard_rules());
    s.new_game(PlayMode::HotSeat, against_the_computer(kFrance, bot::Level::Easy));
    std::array<bool, kMaxPowers> people{};
    people[kFrance] = true;
    s.change_record().seats.set_players(people);
    s.change_record().id = game_id;
    std::uint64_t seed = 11;
    for (int guard = 0; guard < 200 && !s.over() && s.position().phase.year <= last_year; ++guard) {
        if (hotseat_power(s) == kFrance) {
            for (const Order& o : random_orders(standard_rules(), s.position(), seed))
                if (o.power == kFrance) s.set_order(o);
            s.hotseat_done();
        } else {
            // France is done and waits for the computers, or only computers have decisions (played without
            // asking anyone).
            think_now(s);
            REQUIRE((s.play_if_ready() || s.autoplay(1) == 1));
        }
    }
    return s;
}

}  // namespace

TEST_CASE("[Computer] seats are part of the settings and of save strings") {
    ComputerSeats seats;
    seats.set(kAustria, bot::Level::Hard);
    seats.set(kTurkey, bot::Level::Easy);
    seats.set(kItaly, bot::Level::Normal);
    ComputerSeats copy = seats;
    CHECK(copy == seats);
    copy.set(kAustria, bot::Level::Normal);
    CHECK_FALSE(copy == seats);
    CHECK(seats.level(kItaly) == bot::Level::Normal);
    CHECK_FALSE(seats.computer(kFrance));
    seats.set(kItaly, std::nullopt);
    CHECK_FALSE(seats.computer(kItaly));

    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox, against_the_computer(kEngland, bot::Level::Normal));
    s.change_record().id = 77;
    GameRecord g;
    std::string error;
    REQUIRE(read_into(decode_game(encode_game(save_session(s, 1))), g, error));
    Session back(standard_rules());
    REQUIRE(restore_session(g, back, error));
    CHECK(back.settings().computers == s.settings().computers);
    CHECK_FALSE(back.settings().computers.computer(kEngland));
    CHECK(back.settings().computers.level(kRussia) == bot::Level::Normal);
}

TEST_CASE("[Computer] one person against six Easy computers: legal orders, the same game twice") {
    const Session a = play_france_against_easy(1903, 0xC0FFEE);
    const Session b = play_france_against_easy(1903, 0xC0FFEE);
    REQUIRE(a.position().phase.year == 1904);
    REQUIRE(a.game().history().size() == b.game().history().size());
    int computer_orders = 0;
    for (std::size_t i = 0; i < a.game().history().size(); ++i) {
        const PlayedPhase& p = a.game().history()[i];
        CHECK(p.orders == b.game().history()[i].orders);
        CHECK(p.result.next == b.game().history()[i].result.next);
        for (const Order& o : p.orders) {
            if (o.power == kFrance) continue;
            ++computer_orders;
            INFO(to_text(o, standard()));
            CHECK_FALSE(standard_rules().check(p.position, o).has_value());
        }
        // Every unit of a computer power has an order in a movement phase: none holds for want of one.
        if (p.position.phase.kind == PhaseKind::Movement)
            for (int q = 0; q < standard().province_count(); ++q) {
                const Unit& u = p.position.units[q];
                if (!u || u.power == kFrance) continue;
                CHECK(std::any_of(p.orders.begin(), p.orders.end(),
                                  [&](const Order& o) { return o.unit != kNone && o.unit == u.loc; }));
            }
    }
    CHECK(computer_orders > 100);
    // Another game (another id) is another game.
    const Session c = play_france_against_easy(1903, 0xBEEF);
    CHECK(c.position().units != a.position().units);
}

TEST_CASE("[Computer] the people's orders wait for the computers, and a game of computers alone is bounded") {
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox, against_the_computer(kFrance, bot::Level::Easy));
    s.change_record().id = 5;
    CHECK(people_to_order(s) == std::vector<Power>{kFrance});
    CHECK(computers_to_think(s).size() == 6);
    CHECK_FALSE(s.play_if_ready());  // nobody said they were done
    s.set_ready();
    const std::vector<Order> germany = computer_choice(s, kGermany, bot::Level::Easy);
    s.set_computer_orders(kGermany, germany);  // thought elsewhere (a worker)
    CHECK(s.orders(kGermany) == germany);
    CHECK(computers_to_think(s).size() == 5);
    think_now(s);
    CHECK(computers_to_think(s).empty());
    CHECK(s.play_if_ready());
    CHECK(s.game().history().size() == 1);
    CHECK_FALSE(ready(s));  // the next phase waits for France again

    Session alone(standard_rules());
    GameSettings all;
    for (int p = 0; p < standard().power_count(); ++p) all.computers.set(static_cast<Power>(p), bot::Level::Easy);
    alone.new_game(PlayMode::Sandbox, all);
    CHECK(alone.autoplay(3) == 0);  // nobody has thought yet
    CHECK(ready(alone));            // but the phase is ready to play once they have
    for (int i = 0; i < 3; ++i) {
        think_now(alone);
        CHECK(alone.autoplay(5) == 1);  // then one phase, as the next needs thinking again
    }
    CHECK(alone.game().history().size() == 3);
}

TEST_CASE("[Computer] a power in civil disorder handed to the computer is played again") {
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox);
    set_civil_disorder(s, kItaly, true);
    CHECK(computers_to_think(s).empty());
    s.set_computer(kItaly, bot::Level::Easy);
    CHECK_FALSE(s.record().tournament.civil_disorder[kItaly]);
    CHECK(computers_to_think(s) == std::vector<Power>{kItaly});
    s.adjudicate();  // a computer seat never just holds
    int italian_moves = 0;
    for (const Order& o : s.game().history().back().orders)
        italian_moves += o.power == kItaly && o.kind == OrderKind::Move;
    CHECK(italian_moves > 0);
}

TEST_CASE("[Computer] a suggestion for a person's own power is the computer's choice, to keep or change") {
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox);
    s.change_record().id = 9;
    const std::vector<Order> suggested = computer_choice(s, kFrance, bot::Level::Easy);
    CHECK(suggested.size() == 3);
    CHECK(suggested == computer_choice(s, kFrance, bot::Level::Easy));
    for (const Order& o : suggested) CHECK_FALSE(standard_rules().check(s.position(), o).has_value());
}

TEST_CASE("[Computer] thinking in slices gives the orders thought at once") {
    Session s(standard_rules());
    GameSettings g;
    g.computers.set(kGermany, bot::Level::Normal);
    g.computers.set(kItaly, bot::Level::Easy);
    s.new_game(PlayMode::Sandbox, g);
    s.change_record().id = 21;
    SliceThinker thinker;
    CHECK_FALSE(thinker.think(s, 5));  // no orders before the people are done (only the round of talk)
    s.set_ready();
    while (thinker.think(s, 3)) {}  // Spring 1901: the book opens at once (bot/openings.h)
    REQUIRE(s.play_if_ready());
    CHECK_FALSE(thinker.think(s, 5));  // the Fall's round of talk: its deals bind the orders thought after it
    const std::vector<Order> germany = computer_choice(s, kGermany, bot::Level::Normal);
    const std::vector<Order> italy = computer_choice(s, kItaly, bot::Level::Easy);
    s.set_ready();
    int slices = 0;
    while (thinker.think(s, 3)) ++slices;
    CHECK(slices > 5);  // Normal's search took several slices
    CHECK(s.orders(kGermany) == germany);
    CHECK(s.orders(kItaly) == italy);
    CHECK(s.play_if_ready());
}

TEST_CASE("[Computer] hot seat with two people and computers, by link only the host's copy plays them") {
    Session s(standard_rules());
    GameSettings g;
    g.computers.set(kEngland, bot::Level::Easy);
    g.computers.set(kGermany, bot::Level::Easy);
    s.new_game(PlayMode::HotSeat, g);
    std::array<bool, kMaxPowers> people{};
    people[kFrance] = people[kItaly] = people[kEngland] = true;  // England is the computer's all the same
    s.change_record().seats.set_players(people);
    CHECK(dip::people(s) == 2);
    CHECK_FALSE(hotseat_revealed(s));  // two people: orders are hidden at the hand-over
    CHECK(hotseat_power(s) == kFrance);
    CHECK_FALSE(s.hotseat_done());
    CHECK(hotseat_power(s) == kItaly);
    CHECK_FALSE(s.hotseat_done());  // the last person: the computers think now
    CHECK(ready(s));
    CHECK(computers_to_think(s) == std::vector<Power>{kEngland, kGermany});
    think_now(s);
    CHECK(s.play_if_ready());
    CHECK(s.position().phase.season == Season::Fall);

    Session player(standard_rules());
    player.new_game(PlayMode::ByLink, g);
    player.change_record().seats.link_role(kFrance, false);
    CHECK(computers_to_think(player).empty());  // a player's copy: the host's page plays the computers
    player.change_record().seats.link_role(kFrance, true);
    CHECK(computers_to_think(player).size() == 2);
}
