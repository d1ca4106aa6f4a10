// Round trips as properties: every position the text reader accepts, with its orders, travels in every save
// form (tests/round_trips.h) and comes back the same. The positions: every phase of the DATC cases and of the
// variants' scenarios as written, and every phase of random games on every variant.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "../round_trips.h"
#include "../support.h"
#include "rules_text.h"
#include "scenario.h"
#include "../read_into.h"

using namespace dip;
using namespace dip::test;

namespace {

// Every scenario file in the folder: each phase as the text reader read it.
void check_scenarios(const char* folder, int at_least) {
    const int phases = for_each_scenario_step(folder, [](const ScenarioStep& step, const std::string& where) {
        std::vector<Order> orders;
        for (const OrderLine& ol : step.orders) orders.push_back(ol.order);
        INFO(where);
        CHECK(round_trip_error(step.before, orders, step.rules) == "");
    });
    CHECK(phases >= at_least);
}

}  // namespace

TEST_CASE("[RoundTrip] every phase of the DATC cases travels in every save form and comes back the same") {
    check_scenarios(DATC_DIR, 164);
}

TEST_CASE("[RoundTrip] every phase of the variants' scenarios travels in every save form and comes back the same") {
    check_scenarios(VARIANT_CASES_DIR, 30);
}

TEST_CASE("[RoundTrip] every phase of random games on every variant travels in every save form") {
    const Variant variant = GENERATE(from_range(every_variant()));
    INFO(variant_name(variant));
    const Rules& rules = rules_of_variant(variant);
    std::uint64_t seed = 12;
    for (const Position& pos : random_game_positions(rules, 11, 1905)) {
        INFO(write_position(pos, rules, rules.settings()));
        CHECK(round_trip_error(pos, random_orders(rules, pos, seed), rules.settings()) == "");
    }
}

TEST_CASE("[RoundTrip] settings beyond what a save form can carry are refused by every reader, not cut") {
    // Before, the text reader took any number and the save strings kept 8 or 16 bits of it: "max turns 70000"
    // came back as 4464, and victory centres of 200 were kept on a board of 34 centres.
    const Position start = start_position(standard());
    std::string error;
    CHECK_THAT(parse_rules("standard, max turns 70000").failure().message, Catch::Contains("at most 9999"));
    CHECK_THAT(parse_rules("standard, victory centres 35").failure().message, Catch::Contains("from 1 to 34"));
    const Expected<RuleSettings> r = parse_rules("standard, max turns 9999, end year 9999, victory centres 34");
    REQUIRE(r);
    CHECK(round_trip_error(start, {}, *r) == "");

    SavedPosition p{start, {}, RuleSettings{Variant::Standard, 200, 0, 0}};
    SavedPosition back;
    CHECK_FALSE(read_into(decode_position(encode_position(p)), back, error));
    CHECK_THAT(error, Catch::Contains("settings make no sense"));
    GameRecord g;
    g.start = start;
    g.settings.rules = p.rules;
    GameRecord g_back;
    CHECK_FALSE(read_into(decode_game(encode_game(g)), g_back, error));
    bot::ThinkRequest request{p.rules, start, kFrance, bot::Level::Easy, 1, {}, {}, {}, {}};
    bot::ThinkRequest request_back;
    CHECK_FALSE(read_into(bot::decode_think_request(bot::encode_think_request(request)), request_back, error));
}
