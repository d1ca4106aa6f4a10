// What the player is told when the browser keeps nothing: a full storage and a storage turned off each have
// their own message, on show where the player looks (the banner), told once and not at every change, and a
// word when saving works again.
#include <catch2/catch.hpp>

#include "fake_platform.h"
#include "game_keeper.h"

using namespace dip;
using namespace dip::test;

TEST_CASE("[GameKeeper] a storage turned off is told as such, on show, once") {
    FakePlatform platform;
    platform.store.disabled = true;
    Session s(standard_rules());
    GameKeeper keeper(s, standard_rules(), platform);
    keeper.start("");
    keeper.autosave();
    REQUIRE(keeper.notices().showing());
    CHECK(keeper.notice_is_error());
    CHECK_THAT(keeper.notice(), Catch::Contains("keeps nothing"));
    CHECK_THAT(keeper.notice(), !Catch::Contains("full"));
    const std::size_t told = keeper.notices().log().size();
    set_orders_text(s, "France: A Par - Bur\n");
    keeper.autosave();
    CHECK(keeper.notices().log().size() == told);
    CHECK_THAT(keeper.storage_error(), Catch::Contains("keeps nothing"));
}

TEST_CASE("[GameKeeper] a full storage is told on show, once, and saving again is told too") {
    FakePlatform platform;
    Session s(standard_rules());
    GameKeeper keeper(s, standard_rules(), platform);
    keeper.start("");
    keeper.autosave();
    REQUIRE_FALSE(keeper.notices().showing());
    platform.store.capacity = 10;
    set_orders_text(s, "France: A Par - Bur\n");
    keeper.autosave();
    REQUIRE(keeper.notices().showing());
    CHECK(keeper.notice_is_error());
    CHECK_THAT(keeper.notice(), Catch::Contains("storage is full"));
    const std::size_t told = keeper.notices().log().size();
    set_orders_text(s, "France: A Mar - Spa\n");
    keeper.autosave();
    CHECK(keeper.notices().log().size() == told);
    platform.store.capacity = 1 << 20;
    set_orders_text(s, "France: A Par - Pic\n");
    keeper.autosave();
    CHECK(keeper.storage_error() == "");
    CHECK_THAT(keeper.notice(), Catch::Contains("saved again"));
}
