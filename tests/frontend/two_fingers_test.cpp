// A pinch keeps what lay under the fingers under them: the pan and zoom it gives carry the fingers' old
// places to their new ones.
#include <catch2/catch.hpp>
#include <cmath>

#include "two_fingers.h"

using dip::TwoFingers;

namespace {

struct Point {
    float x, y;
};

// Where a screen point goes under a pinch: panned, then zoomed about the fingers' new midpoint.
Point carried(Point s, const TwoFingers::Pinch& p) {
    return {p.x + (s.x + p.dx - p.x) * p.factor, p.y + (s.y + p.dy - p.y) * p.factor};
}

}  // namespace

TEST_CASE("[TwoFingers] one finger makes no pinch") {
    TwoFingers t;
    t.down(1, 100, 100);
    CHECK_FALSE(t.pinching());
    CHECK_FALSE(t.move(1, 150, 120).has_value());
    CHECK_FALSE(t.move(7, 150, 120).has_value());  // a finger never seen
}

TEST_CASE("[TwoFingers] fingers spread along their line stay over the same points") {
    TwoFingers t;
    t.down(1, 100, 200);
    t.down(2, 140, 200);
    REQUIRE(t.pinching());
    const auto p = t.move(2, 260, 200);  // the gap goes from 40 to 160
    REQUIRE(p.has_value());
    CHECK(p->factor == Approx(4.0f));
    const Point a = carried({100, 200}, *p), b = carried({140, 200}, *p);
    CHECK(a.x == Approx(100.0f));  // the finger that stayed still
    CHECK(a.y == Approx(200.0f));
    CHECK(b.x == Approx(260.0f));  // the finger that moved
    CHECK(b.y == Approx(200.0f));
}

TEST_CASE("[TwoFingers] any two-finger move carries the midpoint and scales by the gap") {
    TwoFingers t;
    t.down(10, 50, 80);
    t.down(11, 90, 110);                // a gap of 50
    const auto p = t.move(10, 20, 40);  // moves on both axes: the gap grows to 99
    REQUIRE(p.has_value());
    const float gap = std::hypot(90.0f - 20.0f, 110.0f - 40.0f);
    CHECK(p->factor == Approx(gap / 50.0f));
    const Point mid = carried({70, 95}, *p);
    CHECK(mid.x == Approx(55.0f));
    CHECK(mid.y == Approx(75.0f));
    const Point a = carried({50, 80}, *p), b = carried({90, 110}, *p);
    CHECK(std::hypot(b.x - a.x, b.y - a.y) == Approx(gap));
}

TEST_CASE("[TwoFingers] a third finger stops the pinch until only two are left") {
    TwoFingers t;
    t.down(1, 0, 0);
    t.down(2, 100, 0);
    t.down(3, 50, 50);
    CHECK_FALSE(t.move(2, 120, 0).has_value());
    t.up(3);
    const auto p = t.move(2, 240, 0);  // from 120 (kept while three were down) to 240
    REQUIRE(p.has_value());
    CHECK(p->factor == Approx(2.0f));
    t.up(1);
    CHECK_FALSE(t.pinching());
    t.up(42);  // a finger never seen lifts: nothing happens
    CHECK_FALSE(t.move(2, 10, 0).has_value());
}

TEST_CASE("[TwoFingers] fingers on one spot give no scale") {
    TwoFingers t;
    t.down(1, 30, 30);
    t.down(2, 30, 30);
    const auto p = t.move(2, 30.5f, 30);
    REQUIRE(p.has_value());
    CHECK(p->factor == 1.0f);
}

TEST_CASE("[TwoFingers] cleared, no finger is left to pinch with") {
    TwoFingers t;
    t.down(1, 0, 0);
    t.down(2, 100, 0);
    t.clear();
    CHECK_FALSE(t.pinching());
    t.down(3, 50, 0);
    CHECK_FALSE(t.move(3, 60, 0).has_value());
}
