// The player's messages: the latest on show until dismissed or replaced, every one kept in the log.
#include <catch2/catch.hpp>

#include "notices.h"

using namespace dip;

TEST_CASE("[Notices] the latest message is on show until dismissed, the log keeps them all") {
    Notices n;
    CHECK(n.showing() == nullptr);
    n.tell("Opened the game from the link.", Notices::Kind::News);
    REQUIRE(n.showing());
    CHECK(n.showing()->text == "Opened the game from the link.");
    n.tell("This could not be opened.", Notices::Kind::Error);
    CHECK(n.showing()->kind == Notices::Kind::Error);
    n.dismiss();
    CHECK(n.showing() == nullptr);
    REQUIRE(n.log().size() == 2);
    CHECK(n.log()[0].text == "Opened the game from the link.");
    CHECK(n.log()[1].serial == 2);
    n.tell("", Notices::Kind::News);  // nothing to say: nothing on show, nothing logged
    CHECK(n.log().size() == 2);
}

TEST_CASE("[Notices] the log lets the oldest messages go") {
    Notices n;
    for (int i = 0; i < 100; ++i) n.tell("message " + std::to_string(i), Notices::Kind::News);
    CHECK(n.log().size() == Notices::kMaxLog);
    CHECK(n.log().back().text == "message 99");
    CHECK(n.log().front().text == "message " + std::to_string(100 - Notices::kMaxLog));
}
