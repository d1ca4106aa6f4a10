// The same inputs give the same orders (what lets a game against the computer replay from its orders), and the
// seed is what varies them; levels have names; nothing is ordered where nothing is owed.
#include "bot_checks.h"

using namespace dip;
using namespace dip::test;

TEST_CASE("[bot] the same seed gives the same orders, at every level") {
    const bot::Level level = GENERATE(bot::Level::Easy, bot::Level::Normal);
    const std::vector<Position> game = easy_game_positions(standard_rules(), 3, 1903);
    for (std::size_t i = 0; i < game.size(); i += 3)
        for (int pw = 0; pw < standard().power_count(); ++pw) {
            const Power p = static_cast<Power>(pw);
            const std::vector<Order> first = bot::choose_orders(standard_rules(), game[i], p, level, 42);
            CHECK(bot::choose_orders(standard_rules(), game[i], p, level, 42) == first);
        }
}

TEST_CASE("[bot] different seeds give different orders where choices are close") {
    // In most movement phases of a game some power has options of near-equal value, which Easy mixes.
    int phases = 0, varied = 0;
    for (const Position& pos : easy_game_positions(standard_rules(), 4, 1906)) {
        if (pos.phase.kind != PhaseKind::Movement) continue;
        ++phases;
        bool differs = false;
        for (int pw = 0; pw < standard().power_count() && !differs; ++pw) {
            const auto first = bot::choose_orders(standard_rules(), pos, static_cast<Power>(pw), bot::Level::Easy, 0);
            for (std::uint64_t seed = 1; seed < 10 && !differs; ++seed)
                differs =
                    bot::choose_orders(standard_rules(), pos, static_cast<Power>(pw), bot::Level::Easy, seed) != first;
        }
        varied += differs;
    }
    CHECK(phases == 12);
    CHECK(varied * 10 >= phases * 8);
}

TEST_CASE("[bot] nothing is ordered where nothing is owed") {
    const Position start = start_position(standard());
    // No builds in a spring; no retreats when nobody was dislodged; nothing once the game is over.
    Position retreats = start;
    retreats.phase = {Season::Spring, PhaseKind::Retreats, 1901};
    CHECK(bot::choose_orders(standard_rules(), retreats, kFrance, bot::Level::Normal, 1).empty());
    Position won = start;
    won.winner = kFrance;
    CHECK(bot::choose_orders(standard_rules(), won, kFrance, bot::Level::Easy, 1).empty());
    CHECK(bot::choose_orders(standard_rules(), start, kNoPower, bot::Level::Easy, 1).empty());
    CHECK(bot::choose_orders(standard_rules(), start, 9, bot::Level::Hard, 1).empty());
}

TEST_CASE("[bot] levels are named") {
    for (bot::Level l : {bot::Level::Easy, bot::Level::Normal, bot::Level::Hard})
        CHECK(bot::level_named(bot::to_string(l)) == l);
    CHECK(bot::level_named("HARD") == bot::Level::Hard);
    CHECK_FALSE(bot::level_named("expert").has_value());
    CHECK(bot::seat_named("random") == bot::Seat::random());
    CHECK(bot::seat_named("Hard") == bot::Seat::computer(bot::Level::Hard));
    CHECK_FALSE(bot::seat_named("").has_value());
}
