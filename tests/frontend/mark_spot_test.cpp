// A failed order's cross moves along its arrow off a province's name, and stays put where nothing is in the way.
#include <catch2/catch.hpp>

#include "mark_spot.h"

using namespace dip;

TEST_CASE("[marks] a cross keeps off the names along its arrow") {
    const Point a{0, 0}, b{100, 0};
    CHECK(mark_spot(a, b, 0.5f, 5, {}).x == 50);                // nothing in the way: where asked
    const std::vector<Box> name_in_middle = {{40, -6, 60, 6}};  // a name across the middle
    const Point moved = mark_spot(a, b, 0.5f, 5, name_in_middle);
    CHECK(moved.x == Approx(35));  // the nearest clear spot, before it
    CHECK_FALSE(overlap({moved.x - 5, -5, moved.x + 5, 5}, name_in_middle[0]));
    const std::vector<Box> everywhere = {{-10, -10, 110, 10}};  // nowhere clear: where asked
    CHECK(mark_spot(a, b, 0.5f, 5, everywhere).x == 50);
    const std::vector<Box> near_the_end = {{0, -6, 31, 6}, {40, -6, 60, 6}};
    CHECK(mark_spot(a, b, 0.5f, 5, near_the_end).x == Approx(65));  // the other side
}
