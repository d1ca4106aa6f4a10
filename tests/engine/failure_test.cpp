// Failure and Expected: the one form every decoder and parser reports a problem in.
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "failure.h"

using namespace dip;

TEST_CASE("[core] a failure's text names its line when it has one") {
    CHECK(Failure{"unknown space \"Xyz\""}.text() == "unknown space \"Xyz\"");
    CHECK(Failure{"unknown space \"Xyz\"", 7}.text() == "line 7: unknown space \"Xyz\"");
    const Failure f{"no such order", 0, 2, 5};
    CHECK(f.text() == "no such order");
    CHECK(f.begin == 2);
    CHECK(f.end == 5);
}

TEST_CASE("[core] Expected holds a value or a failure") {
    SECTION("a value") {
        Expected<std::string> e = std::string("A Par - Bur");
        REQUIRE(e);
        CHECK(e.ok());
        CHECK(*e == "A Par - Bur");
        CHECK(e->size() == 11);
        CHECK(e.failure().message.empty());
    }
    SECTION("a failure") {
        const Expected<int> e = Failure{"bad code", 3};
        CHECK_FALSE(e);
        CHECK(e.failure().text() == "line 3: bad code");
    }
    SECTION("a value that only moves") {
        Expected<std::unique_ptr<int>> e = std::make_unique<int>(4);
        REQUIRE(e);
        const std::unique_ptr<int> p = std::move(e).value();
        CHECK(*p == 4);
    }
}
