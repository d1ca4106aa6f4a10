// The opening book: the standard board's book reads whole, each opening is legal and complete, every level
// opens from it (Normal and Hard with variety), and it stays out where it does not fit.
#include "bot/easy/openings.h"
#include "bot/search/search.h"

#include <set>

#include "bot_checks.h"
#include "embedded_files.h"
#include "text_util.h"

using namespace dip;
using namespace dip::test;

namespace {

bool is_opening(const Rules& rules, const Position& pos, Power power, const std::vector<Order>& orders) {
    for (const bot::Opening* o : bot::openings_for(rules, pos, power))
        if (std::is_permutation(o->orders.begin(), o->orders.end(), orders.begin(), orders.end())) return true;
    return false;
}

}  // namespace

TEST_CASE("[openings] the standard board's book reads whole: several openings for every power, each legal") {
    const Rules& rules = standard_rules();
    const bot::OpeningBook& book = bot::opening_book(rules);
    INFO("errors: " << (book.errors.empty() ? "" : book.errors[0]));
    CHECK(book.errors.empty());
    // None left out: a line that does not fit the standard start is a mistake in the book.
    int lines = 0;
    for (std::string_view line : split_lines(*find_file(engine_assets(), "boards/standard/openings.txt")))
        lines += !trim(strip_comment(line)).empty();
    CHECK(static_cast<int>(book.openings.size()) == lines);
    const Position start = start_position(standard());
    for (int pw = 0; pw < standard().power_count(); ++pw) {
        const std::vector<const bot::Opening*> mine = bot::openings_for(rules, start, static_cast<Power>(pw));
        INFO(standard().power(static_cast<Power>(pw)).name);
        CHECK(mine.size() >= 3);
        std::set<std::string> names;
        for (const bot::Opening* o : mine) {
            CHECK(names.insert(o->name).second);
            require_legal_and_complete(rules, start, static_cast<Power>(pw), o->orders);
        }
    }
}

TEST_CASE("[openings] every level opens from the book, Normal and Hard with a variety of openings") {
    const Rules& rules = standard_rules();
    const Position start = start_position(standard());
    for (bot::Level level : {bot::Level::Easy, bot::Level::Normal, bot::Level::Hard})
        for (int pw = 0; pw < standard().power_count(); ++pw) {
            const Power power = static_cast<Power>(pw);
            std::set<std::string> chosen;
            for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                const std::vector<Order> orders = bot::choose_orders(rules, start, power, level, seed);
                INFO(to_string(level) << " " << standard().power(power).name << ":\n" << orders_text(orders));
                CHECK(is_opening(rules, start, power, orders));
                chosen.insert(orders_text(orders));
            }
            if (level != bot::Level::Easy) CHECK(chosen.size() >= 2);
        }
}

TEST_CASE("[openings] a search told to leave the book searches its first orders") {
    // The arena's way to play the search as it was before the book (budget key opening-book=0).
    const Position start = start_position(standard());
    bot::Budget budget = bot::budget_for(bot::Level::Normal);
    const bot::Search booked(standard_rules(), start, kItaly, budget, 4);
    CHECK(booked.candidates(0) == 1);  // the opening drawn, played without searching
    budget.opening_book = 0;
    const bot::Search searched(standard_rules(), start, kItaly, budget, 4);
    CHECK(searched.candidates(0) > 1);
    CHECK(searched.models() > 1);
}

TEST_CASE("[openings] the book is for the first movement phase of the units' own start only") {
    const Rules& standard_game = standard_rules();
    Position start = start_position(standard());
    Position fall = start;
    fall.phase.season = Season::Fall;
    CHECK(bot::openings_for(standard_game, fall, kAustria).empty());
    Position moved = start;
    std::swap(moved.units[province_named("Bud")], moved.units[province_named("Gal")]);
    moved.units[province_named("Gal")].loc = location_named("Gal");
    CHECK(bot::openings_for(standard_game, moved, kAustria).empty());
    CHECK_FALSE(bot::openings_for(standard_game, moved, kItaly).empty());

    // A variant of the whole board keeps the book; one that leaves powers out has none (Germany vs Italy).
    const Rules& fleet_rome = rules_for(catalogue().find("fleet-rome")->number);
    CHECK(bot::openings_for(fleet_rome, start_position(fleet_rome.map()), kFrance).size() ==
          bot::openings_for(standard_game, start, kFrance).size());
    const Rules& gvi = rules_for(catalogue().find("germany-italy")->number);
    CHECK(bot::openings_for(gvi, start_position(gvi.map()), gvi.map().find_power("Italy")).empty());
    // Formal Diplomacy's powers have orders of their own to add: they open by their own judgement.
    CHECK(bot::openings_for(rules_for(Variant::Formal), start, kFrance).empty());
}

TEST_CASE("[openings] a wrong line in a book is reported with its number and left out") {
    const bot::OpeningBook book = bot::read_openings(
        "# a comment\n"
        "Austria: Good: F Tri - Alb, A Vie - Bud, A Bud - Ser\n"
        "Austrai: Typo: F Tri - Alb, A Vie - Bud, A Bud - Ser\n"
        "Austria: Bad order: F Tri - Xyz, A Vie - Bud, A Bud - Ser\n"
        "Austria no name F Tri - Alb\n"
        "Austria: Short: F Tri - Alb, A Vie - Bud\n",
        standard_rules());
    REQUIRE(book.openings.size() == 1);
    CHECK(book.openings[0].name == "Good");
    REQUIRE(book.errors.size() == 3);
    CHECK(book.errors[0].rfind("line 3: unknown power", 0) == 0);
    CHECK(book.errors[1].rfind("line 4: Bad order: unknown space", 0) == 0);
    CHECK(book.errors[2].rfind("line 5:", 0) == 0);
}
