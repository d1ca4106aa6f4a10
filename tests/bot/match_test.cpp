// Whole games between seats (the arena's games, short): they run to their end, every computer player's orders
// legal and complete on the way, and they end as asked (a last year, years without a change, a solo).
#include "bot_checks.h"

using namespace dip;
using namespace dip::test;

namespace {

// A Decide hook that checks each computer player's orders as they are given.
bot::Decide checking(const Rules& rules, int& checked) {
    return [&rules, &checked](bot::Seat seat, Power power, const Position& pos,
                              const std::function<std::vector<Order>()>& make) {
        std::vector<Order> orders = make();
        if (seat.kind == bot::Seat::Kind::Computer) {
            require_legal_and_complete(rules, pos, power, orders);
            ++checked;
        }
        return orders;
    };
}

}  // namespace

TEST_CASE("[bot] an arena game: Easy and Normal against random players, to the end of 1902") {
    bot::MatchSettings settings;
    settings.seats.fill(bot::Seat::random());
    settings.seats[kFrance] = bot::Seat::computer(bot::Level::Normal);
    settings.seats[kTurkey] = bot::Seat::computer(bot::Level::Easy);
    settings.seed = 11;
    settings.last_year = 1902;
    int checked = 0;
    const bot::MatchResult r = bot::play_match(standard_rules(), settings, checking(standard_rules(), checked));
    CHECK(r.end == bot::MatchEnd::LastYear);
    CHECK(r.final.phase.year == 1902);
    CHECK(r.final.phase.season == Season::Winter);
    CHECK(checked >= 2 * 5);  // two powers, at least four movement phases and a winter each
    CHECK(r.final.centre_count(kFrance) >= 4);
}

TEST_CASE("[bot] an arena game ends when no centre has changed hands for the years asked") {
    bot::MatchSettings settings;
    settings.seats.fill(bot::Seat::hold());
    settings.stalled_years = 2;
    const bot::MatchResult r = bot::play_match(standard_rules(), settings);
    CHECK(r.end == bot::MatchEnd::Stalled);
    CHECK(r.final.phase.year == 1903);
    CHECK(bot::sum_of_squares_score(standard(), r.final, kRussia) == Approx(16.0 / (6 * 9 + 16)));
}

TEST_CASE("[bot] Easy alone against players that hold wins alone") {
    bot::MatchSettings settings;
    settings.seats.fill(bot::Seat::hold());
    settings.seats[kGermany] = bot::Seat::computer(bot::Level::Easy);
    settings.seed = 2;
    settings.last_year = 1915;
    int checked = 0;
    const bot::MatchResult r = bot::play_match(standard_rules(), settings, checking(standard_rules(), checked));
    CHECK(r.end == bot::MatchEnd::Solo);
    CHECK(r.winner == kGermany);
    CHECK(bot::sum_of_squares_score(standard(), r.final, kGermany) == 1.0);
    CHECK(bot::sum_of_squares_score(standard(), r.final, kFrance) == 0.0);
}
