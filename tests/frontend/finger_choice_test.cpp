// A tap between units drawn close together asks which one; a tap on or near one unit is clear.
#include <catch2/catch.hpp>

#include "finger_choice.h"

using namespace dip;

TEST_CASE("[finger] a tap halfway between two close units asks, a tap on one does not") {
    const std::vector<std::pair<Province, Point>> units = {{1, {100, 100}}, {2, {120, 100}}, {3, {200, 100}}};
    CHECK(finger_choices(units, {110, 100}) == std::vector<Province>{1, 2});  // halfway: either
    CHECK(finger_choices(units, {112, 101}) == std::vector<Province>{2, 1});  // nearer the second, not clearly
    CHECK(finger_choices(units, {100, 100}).empty());                         // on the first
    CHECK(finger_choices(units, {104, 100}).empty());                         // 4 px against 16: clear
    CHECK(finger_choices(units, {200, 110}).empty());                         // one unit within reach
    CHECK(finger_choices(units, {160, 160}).empty());                         // none within reach
}
