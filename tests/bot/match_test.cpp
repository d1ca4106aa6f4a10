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

TEST_CASE("[bot] a power's nearest neighbour: the power whose home centres lie nearest its own") {
    const Map& map = standard();
    CHECK(bot::nearest_neighbour(map, kEngland) == kFrance);
    CHECK(bot::nearest_neighbour(map, kFrance) == kGermany);
    CHECK(bot::nearest_neighbour(map, kItaly) == kAustria);
    CHECK(bot::nearest_neighbour(map, kAustria) == kItaly);
    CHECK(bot::nearest_neighbour(map, kTurkey) == kRussia);
    for (int p = 0; p < map.power_count(); ++p) CHECK(bot::nearest_neighbour(map, static_cast<Power>(p)) != p);
}

namespace {

// A game of Easy players to 1906 where France, a scripted partner, offers Germany peace.
bot::MatchResult scripted_game(bool keeps, std::uint64_t seed) {
    bot::MatchSettings settings;
    settings.seats.fill(bot::Seat::computer(bot::Level::Easy));
    settings.seed = seed;
    settings.last_year = 1906;
    settings.keep_played = true;
    settings.scripted = bot::ScriptedPeace{kFrance, kGermany, keeps};
    return bot::play_match(standard_rules(), settings);
}

}  // namespace

TEST_CASE("[bot] a scripted partner offers peace while none binds, keeps it or not, and a betrayed power withdraws") {
    for (const bool keeps : {true, false}) {
        INFO((keeps ? "keeper" : "breaker"));
        const bot::MatchResult r = scripted_game(keeps, 3);
        int offers = 0, broken = 0, withdrawals = 0;
        for (std::size_t i = 0; i < r.press.size(); ++i) {
            const Message& m = r.press[i];
            if (m.kind == MessageKind::Propose) {
                ++offers;
                CHECK(m.from == kFrance);
                CHECK(m.to == kGermany);
                CHECK(m.deal.kind == DealKind::Peace);
                // Only when no peace binds the two: the deals in force before it are none.
                Press before(r.press.begin(), r.press.begin() + static_cast<std::ptrdiff_t>(i));
                CHECK(deals_between(before, m.phase, kFrance, kGermany).empty());
            }
            withdrawals += m.kind == MessageKind::Withdraw;
        }
        CHECK(offers > 0);
        for (const PromiseCheck& c : r.promises) {
            if (c.power == kFrance && !c.kept) ++broken;
            if (keeps) CHECK((c.power != kFrance || c.kept));
        }
        // The betrayer broke its word, and was answered by a withdrawal (the peace then ends).
        if (!keeps) {
            CHECK(broken > 0);
            CHECK(withdrawals > 0);
        }
    }
}
