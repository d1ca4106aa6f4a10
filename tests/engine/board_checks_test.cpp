// The engine's own checks that what it is given lies on its board (board_checks.h): every position and order of
// random games on every variant passes, and each kind of index off the board is caught.
#include <catch2/catch.hpp>

#include "../support.h"
#include "board_checks.h"

using namespace dip;
using namespace dip::test;

TEST_CASE("[BoardChecks] every position and order of random games on every variant is on the board") {
    const Variant variant = GENERATE(from_range(every_variant()));
    INFO(variant_name(variant));
    const Rules& rules = rules_of_variant(variant);
    std::uint64_t seed = 5;
    for (const Position& pos : random_game_positions(rules, 4, 1904)) {
        CHECK(on_board(pos, rules.map()));
        for (const Order& o : random_orders(rules, pos, seed)) CHECK(on_board(o, rules.map()));
    }
}

TEST_CASE("[BoardChecks] an index off the board is caught") {
    const Map& map = standard();
    const Order move = move_order({UnitType::Army, kFrance, province_named("Par")}, province_named("Bur"));
    REQUIRE(on_board(move, map));
    Order bad = move;
    bad.unit = 200;  // as a crafted save string once carried to the adjudicator
    CHECK_FALSE(on_board(bad, map));
    bad = move;
    bad.dest = static_cast<Loc>(map.loc_count());
    CHECK_FALSE(on_board(bad, map));
    bad = move;
    bad.power = static_cast<Power>(map.power_count());
    CHECK_FALSE(on_board(bad, map));
    bad = move;
    bad.path_len = 1;
    bad.path[0] = static_cast<Province>(map.province_count());
    CHECK_FALSE(on_board(bad, map));

    const Position start = start_position(map);
    REQUIRE(on_board(start, map));
    Position wrong = start;
    wrong.units[province_named("Par")].loc = province_named("Bur");  // a unit filed under another province
    CHECK_FALSE(on_board(wrong, map));
    wrong = start;
    wrong.units[province_named("Par")].power = static_cast<Power>(map.power_count());
    CHECK_FALSE(on_board(wrong, map));
    wrong = start;
    wrong.owner[province_named("Par")] = static_cast<Power>(40);
    CHECK_FALSE(on_board(wrong, map));
    wrong = start;
    wrong.units[map.province_count()] = {UnitType::Army, kFrance, static_cast<Loc>(map.province_count())};
    CHECK_FALSE(on_board(wrong, map));
}
