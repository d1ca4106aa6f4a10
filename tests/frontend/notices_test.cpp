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

TEST_CASE("[Notices] an action bound to a game goes when another game opens, one bound to none stays") {
    Notices n;
    int undone = 0;
    n.tell("The text was loaded in place of the game.", Notices::Kind::News,
           {{"Undo the load", [&] { ++undone; }, "game-1"}});
    n.game_opened("game-1");  // the same game again: the undo still applies
    REQUIRE(n.showing());
    CHECK(n.showing()->actions.size() == 1);
    n.game_opened("game-2");  // another game: nothing left to offer, the message goes
    CHECK(n.showing() == nullptr);
    n.act(0);
    CHECK(undone == 0);

    n.tell("Saved.", Notices::Kind::News, {{"Open the newer copy", [] {}, ""}, {"Undo", [] {}, "game-2"}});
    n.game_opened("game-3");
    REQUIRE(n.showing());
    REQUIRE(n.showing()->actions.size() == 1);
    CHECK(n.showing()->actions[0].label == "Open the newer copy");
}

TEST_CASE("[Notices] news that asks nothing goes once the player moves on, errors and offers stay") {
    Notices n;
    n.tell("This game is saved again.", Notices::Kind::News);
    n.moved_on();
    CHECK(n.showing() == nullptr);
    CHECK(n.log().size() == 1);  // still in the log

    n.tell("That game could not be opened.", Notices::Kind::Error);
    n.moved_on();
    REQUIRE(n.showing());  // an error waits until it is dismissed
    n.tell("Saved in another tab.", Notices::Kind::News, {{"Open the newer copy", [] {}, ""}});
    n.moved_on();
    REQUIRE(n.showing());  // an offer waits for an answer
    CHECK(n.showing()->actions.size() == 1);
}
