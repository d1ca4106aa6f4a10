// Two tabs of one browser on one game: a tab never writes over a copy another tab saved since it read it; a
// tab with nothing unsaved follows the other's copy when told of it (the storage event); one with a change
// the other tab's copy does not have asks the player, who may open the newer copy or keep this tab's as a
// new game. Nothing is lost either way.
#include <catch2/catch.hpp>

#include "../support.h"
#include "fake_platform.h"
#include "game_keeper.h"
#include "library.h"

using namespace dip;
using namespace dip::test;

namespace {

const char* kSpring1901 = "France: A Par - Bur\nGermany: A Mun - Ruh\n";

// One browser: tab A's storage is the browser's; tab B reads and writes the same.
struct TwoTabs {
    FakePlatform platform_a, platform_b;
    Session a{standard_rules()}, b{standard_rules()};
    GameKeeper keeper_a{a, standard_rules(), platform_a};
    // (B's platform shares A's storage, and draws its own random numbers, before B's keeper is made)
    GameKeeper keeper_b{b, standard_rules(),
                        (platform_b.shared = &platform_a.store, platform_b.next_random = 0xB0B, platform_b)};

    TwoTabs() {
        keeper_a.start("");
        keeper_a.autosave();
        keeper_b.start("");  // the game played last: the same one
        REQUIRE(keeper_b.current_key() == keeper_a.current_key());
    }
    int stored_phases() {
        Session s(standard_rules());
        GameLibrary lib(platform_a.store, standard_rules());
        REQUIRE(lib.open(keeper_a.current_key(), s) == "");
        return static_cast<int>(s.game().history().size());
    }
    // Tab A plays two phases; its saves reach B's storage event only when delivered.
    void a_plays_two_phases() {
        set_orders_text(a, kSpring1901);
        a.adjudicate();
        keeper_a.autosave();
        a.adjudicate();
        keeper_a.autosave();
        REQUIRE(stored_phases() == 2);
    }
};

}  // namespace

TEST_CASE("[Tabs] a tab behind never writes over the newer copy, and can open it") {
    TwoTabs t;
    t.a_plays_two_phases();
    // B, still at Spring 1901 (the storage event not yet come), writes an order.
    set_orders_text(t.b, "France: A Par - Pic\n");
    t.keeper_b.autosave();
    CHECK(t.stored_phases() == 2);  // A's two phases are kept
    CHECK(t.keeper_b.behind());
    REQUIRE(t.keeper_b.notices().showing());
    CHECK_THAT(t.keeper_b.notice(), Catch::Contains("saved in another tab"));
    CHECK_THAT(t.keeper_b.notice(), Catch::Contains("Spring 1902 Movement"));  // where the other copy is
    REQUIRE(t.keeper_b.notices().showing()->actions.size() == 2);
    CHECK(t.keeper_b.notices().showing()->actions[0].label == "Open the newer copy");
    // More changes write nothing either, and say it once.
    const std::size_t told = t.keeper_b.notices().log().size();
    set_orders_text(t.b, "France: A Par - Gas\n");
    t.keeper_b.autosave();
    t.platform_b.storage_event(t.keeper_a.current_key());  // the event comes late
    CHECK(t.stored_phases() == 2);
    CHECK(t.keeper_b.notices().log().size() == told);

    t.keeper_b.notices().act(0);  // "Open the newer copy"
    CHECK(t.b.game().history().size() == 2);
    CHECK_FALSE(t.keeper_b.behind());
    // And B writes again from there, which A learns of in turn.
    set_orders_text(t.b, "France: A Bur - Bel\n");
    t.keeper_b.autosave();
    CHECK_FALSE(t.keeper_b.behind());
    t.platform_a.storage_event(t.keeper_a.current_key());
    CHECK(t.a.orders(kFrance).size() == 1);
}

TEST_CASE("[Tabs] a tab with nothing unsaved follows the newer copy when told of it") {
    TwoTabs t;
    t.a_plays_two_phases();
    t.platform_b.storage_event(t.keeper_a.current_key());
    CHECK(t.b.game().history().size() == 2);
    CHECK_FALSE(t.keeper_b.behind());
    CHECK_THAT(t.keeper_b.notice(), Catch::Contains("played on in another tab"));
    CHECK_FALSE(t.keeper_b.notice_is_error());
    // Its own write is no echo: A, told of B's change, has its copy already.
    t.platform_a.storage_event(t.keeper_a.current_key());
    CHECK(t.keeper_a.notice() == "");
    // Events about other keys, the whole storage or the last game played change nothing open.
    t.platform_b.storage_event("");
    t.platform_b.storage_event(GameLibrary::kLastKey);
    CHECK(t.b.game().history().size() == 2);
}

TEST_CASE("[Tabs] keeping this tab's game as a new game loses neither copy") {
    TwoTabs t;
    t.a_plays_two_phases();
    set_orders_text(t.b, "France: A Par - Pic\n");
    t.keeper_b.autosave();
    REQUIRE(t.keeper_b.behind());
    t.keeper_b.notices().act(1);  // "Keep this tab's as a new game"
    CHECK_FALSE(t.keeper_b.behind());
    CHECK(t.keeper_b.current_key() != t.keeper_a.current_key());
    CHECK(t.stored_phases() == 2);
    t.keeper_b.refresh_games();
    REQUIRE(t.keeper_b.games().size() == 2);
    Session mine(standard_rules());
    GameLibrary lib(t.platform_a.store, standard_rules());
    REQUIRE(lib.open(t.keeper_b.current_key(), mine) == "");
    CHECK(mine.game().history().empty());
    CHECK(mine.orders(kFrance).size() == 1);
    CHECK_THAT(mine.record().name, Catch::Contains("(this tab)"));
    CHECK(mine.record().id != t.a.record().id);
}

TEST_CASE("[Tabs] a game deleted in another tab stays open here and is stored again with its next change") {
    TwoTabs t;
    t.keeper_a.remove(t.keeper_a.current_key());
    t.platform_b.storage_event(t.keeper_b.current_key());
    set_orders_text(t.b, "France: A Par - Pic\n");
    t.keeper_b.autosave();
    CHECK_FALSE(t.keeper_b.behind());
    CHECK(t.platform_a.store.data.count(t.keeper_b.current_key()) == 1);
}
