// The table of levels (engine/bot/levels.h): every lookup goes by it, every level in it goes through the think
// request and comes back as it went, a level added to it (here, by a test) goes everywhere the others do, and a
// level number it does not have is refused, never read as another level: no codec keeps a level in two bits.
#include <algorithm>
#include <set>

#include "bot/decision.h"
#include "bot/levels.h"
#include "bot/think_wire.h"
#include "bot_checks.h"
#include "../read_into.h"

using namespace dip;
using namespace dip::test;

namespace {

// A small search, so that a test level thinks quickly.
bot::Budget small_budget() {
    bot::Budget b;
    b.own_candidates = 4;
    b.other_candidates = 2;
    b.opponents = 1;
    b.iterations = 4;
    b.refinements = 2;
    b.max_rollouts = 40;
    return b;
}

// Fall 1901, after a Spring of holds: past the book, so a level that searches searches.
Position fall_1901() {
    PhaseResult spring;
    standard_rules().adjudicate(start_position(standard()), {}, spring);
    return spring.next;
}

// The request read back, or why not.
bool read_back(const bot::ThinkRequest& request, bot::ThinkRequest& back, std::string& error) {
    return read_into(bot::decode_think_request(bot::encode_think_request(request)), back, error);
}

}  // namespace

TEST_CASE("[bot] the table of levels: numbers, names and titles each once, and every lookup finds its row") {
    REQUIRE_FALSE(bot::levels().empty());
    std::set<int> numbers;
    std::set<std::string_view> names, titles;
    for (const bot::LevelInfo& l : bot::levels()) {
        INFO(l.name);
        CHECK(numbers.insert(static_cast<int>(l.level)).second);
        CHECK(names.insert(l.name).second);
        CHECK(titles.insert(l.title).second);
        CHECK(lower(l.name) == l.name);
        CHECK_FALSE(l.title.empty());
        CHECK_FALSE(l.description.empty());
        CHECK(bot::find_level(l.level) == &l);
        CHECK(bot::level_numbered(static_cast<std::uint32_t>(l.level)) == &l);
        CHECK(bot::to_string(l.level) == l.name);
        CHECK(bot::level_named(l.name) == l.level);
        CHECK(bot::level_named(std::string(l.title)) == l.level);  // any case
        CHECK(bot::level_names().find(l.name) != std::string::npos);
        if (l.search) CHECK(bot::budget_for(l.level).iterations == l.search->iterations);
    }
    CHECK(bot::levels().front().level == bot::Level::Easy);  // weakest first
    CHECK_FALSE(bot::levels().front().search.has_value());   // Easy: rules of thumb, at once
    CHECK(bot::find_level(bot::next_level()) == nullptr);
    CHECK(bot::level_numbered(256) == nullptr);
    CHECK(bot::to_string(bot::next_level()) == "unknown");
    CHECK_FALSE(bot::level_named("expert").has_value());
}

TEST_CASE("[bot] every level of the table goes through the think request and is thought as on the spot") {
    const Position start = start_position(standard());
    for (const bot::LevelInfo& l : bot::levels()) {
        INFO(l.name);
        bot::ThinkRequest request{RuleSettings{}, start, kGermany, l.level, 77, {}, {}, {}, {}};
        bot::ThinkRequest back;
        std::string error;
        REQUIRE(read_back(request, back, error));
        CHECK(back.level == l.level);
        // Spring 1901: every level decides at once (the book, or Easy), so each is cheap to think here.
        std::vector<Order> orders;
        REQUIRE(read_into(
            bot::decode_think_answer(bot::answer_think_request(bot::encode_think_request(request)), standard()), orders,
            error));
        CHECK(orders == bot::choose_orders(standard_rules(), start, kGermany, l.level, 77));
    }
}

TEST_CASE("[bot] a fourth level added to the table goes through the think request and thinks by its own budget") {
    const bot::Level fourth = bot::next_level();
    const Position fall = fall_1901();
    bot::ThinkRequest request{RuleSettings{}, fall, kFrance, fourth, 5, {}, {}, {}, {}};
    REQUIRE(request.relations.set(kFrance, kGermany, bot::Relations::kMostHarm, 0));
    const std::string text = bot::encode_think_request(request);
    {
        const bot::ExtraLevelForTests added(
            {fourth, "expert", "Expert", "A level of a later release.", small_budget()});
        REQUIRE(bot::find_level(fourth));
        CHECK(bot::levels().back().level == fourth);
        CHECK(bot::level_named("Expert") == fourth);
        CHECK(bot::to_string(fourth) == "expert");
        CHECK(bot::level_names().find("expert") != std::string::npos);

        bot::ThinkRequest back;
        std::string error;
        REQUIRE(read_into(bot::decode_think_request(text), back, error));
        CHECK(back.level == fourth);
        CHECK(bot::encode_think_request(back) == text);
        // The worker thinks it with the fourth level's budget: the orders choose_orders gives at that level, which
        // searches (a step at a time, as the page's Decision does).
        std::vector<Order> orders;
        REQUIRE(read_into(bot::decode_think_answer(bot::answer_think_request(text), standard()), orders, error));
        const std::vector<Order> expected =
            bot::choose_orders(standard_rules(), fall, kFrance, fourth, 5, &request.relations);
        CHECK(orders == expected);
        CHECK(orders == bot::search_orders(standard_rules(), fall, kFrance, small_budget(), 5, &request.relations));
        bot::Decision decision(standard_rules(), fall, kFrance, fourth, 5, &request.relations);
        int steps = 0;
        while (decision.step()) ++steps;
        CHECK(steps > 1);
        CHECK(decision.orders() == expected);
        // The arena names it too.
        CHECK(bot::seat_named("expert") == bot::Seat::computer(fourth));
        CHECK(bot::to_string(bot::Seat::computer(fourth)) == "expert");
    }
    // Without it (this version's table), the same request is refused, naming the level.
    bot::ThinkRequest back;
    std::string error;
    CHECK_FALSE(read_into(bot::decode_think_request(text), back, error));
    CHECK_THAT(error, Catch::Contains("level"));
    CHECK(bot::answer_think_request(text).rfind("error: ", 0) == 0);
    CHECK(bot::choose_orders(standard_rules(), fall, kFrance, fourth, 5).empty());
}

TEST_CASE("[bot] the think request never masks a level: past two bits it is carried exactly or refused") {
    const Position start = start_position(standard());
    for (const std::uint32_t number : {3u, 4u, 5u, 6u, 7u, 8u, 15u, 16u, 100u, 254u, 255u}) {
        if (bot::level_numbered(number)) continue;  // a level of the table
        INFO("level number " << number);
        const bot::Level level = static_cast<bot::Level>(number);
        const bot::ThinkRequest request{RuleSettings{}, start, kTurkey, level, 9, {}, {}, {}, {}};
        bot::ThinkRequest back;
        std::string error;
        // Not in the table: refused, never read as Easy, Normal or Hard.
        CHECK_FALSE(read_back(request, back, error));
        CHECK_THAT(error, Catch::Contains("level"));
        // In the table (added here): exactly the number sent.
        const bot::ExtraLevelForTests added({level, "extra", "Extra", "A level of a test.", std::nullopt});
        REQUIRE(read_back(request, back, error));
        CHECK(static_cast<std::uint32_t>(back.level) == number);
        CHECK(back.power == kTurkey);
        CHECK(back.seed == 9);
        CHECK(back.position == start);
    }
}
