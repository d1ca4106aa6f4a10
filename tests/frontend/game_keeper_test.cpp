// Keeping the page's games, as a player meets it: a newer link of a game already here says where each copy
// stands, and after updating the page shows the results the player missed, from the first.
#include <catch2/catch.hpp>

#include "../support.h"
#include "fake_platform.h"
#include "game_keeper.h"

using namespace dip;
using namespace dip::test;

TEST_CASE("[GameKeeper] a newer link says where each copy stands, and shows the results missed from the first") {
    FakePlatform host_device, player_device;
    Session host(standard_rules()), player(standard_rules());
    GameKeeper host_keeper(host, standard_rules(), host_device), player_keeper(player, standard_rules(), player_device);
    host_keeper.new_game(PlayMode::ByLink, {}, kFrance);
    player_keeper.open_link(host_keeper.shared_link());
    CHECK(player_keeper.take_first_unseen_phase() == -1);  // nothing played yet: nothing to show
    player.change_record().seats.link_role(kGermany, false);
    player_keeper.autosave();

    // The host plays Spring and Fall; the player's copy is still at Spring 1901.
    set_orders_text(host, "France: A Par - Bur\nFrance: A Mar S A Par - Bur\nGermany: A Mun - Bur\n");
    host.adjudicate();
    host.adjudicate();
    const int played = static_cast<int>(host.game().history().size());
    REQUIRE(played >= 2);
    host_keeper.autosave();

    player_keeper.open_link(host_keeper.shared_link());
    REQUIRE(player_keeper.link_question());
    const GameKeeper::LinkQuestion& q = *player_keeper.link_question();
    CHECK(q.stored.phase == "Spring 1901 Movement");
    CHECK(q.stored.phases == 0);
    CHECK(q.linked.phases == played);
    CHECK(q.linked.phase == phase_text(host.position().phase));
    player_keeper.answer(GameKeeper::LinkAnswer::Update);
    CHECK(player.game().history().size() == host.game().history().size());
    CHECK(player.record().seats.me == kGermany);           // still the player's own copy
    CHECK(player_keeper.take_first_unseen_phase() == 0);   // Spring 1901's results come first
    CHECK(player_keeper.take_first_unseen_phase() == -1);  // taken once

    // A link of a game new here shows what happened last.
    FakePlatform third_device;
    Session third(standard_rules());
    GameKeeper third_keeper(third, standard_rules(), third_device);
    third_keeper.open_link(host_keeper.shared_link());
    CHECK(third_keeper.take_first_unseen_phase() == played - 1);
}

TEST_CASE("[GameKeeper] an older link than the copy here is said to be older") {
    FakePlatform host_device, player_device;
    Session host(standard_rules()), player(standard_rules());
    GameKeeper host_keeper(host, standard_rules(), host_device), player_keeper(player, standard_rules(), player_device);
    host_keeper.new_game(PlayMode::ByLink, {}, kFrance);
    const std::string old_link = host_keeper.shared_link();
    host.adjudicate();
    host_keeper.autosave();
    player_keeper.open_link(host_keeper.shared_link());
    player_keeper.open_link(old_link);
    REQUIRE(player_keeper.link_question());
    CHECK(player_keeper.link_question()->linked.phases < player_keeper.link_question()->stored.phases);
    player_keeper.answer(GameKeeper::LinkAnswer::KeepMine);
    CHECK(player.game().history().size() == 1);
    CHECK(player_keeper.take_first_unseen_phase() == 0);  // from opening the newer link first
}

TEST_CASE("[GameKeeper] a link is replayed once: a new game, a position, and an update of the copy open here") {
    FakePlatform host_device, player_device;
    Session host(standard_rules()), player(standard_rules());
    GameKeeper host_keeper(host, standard_rules(), host_device), player_keeper(player, standard_rules(), player_device);
    host_keeper.new_game(PlayMode::ByLink, {}, kFrance);
    host.adjudicate();
    host_keeper.autosave();

    std::uint64_t before = records_replayed();
    REQUIRE(player_keeper.open_link(host_keeper.shared_link()).empty());
    CHECK(records_replayed() - before == 1);
    CHECK(player.game().history().size() == 1);

    host.adjudicate();
    host_keeper.autosave();
    before = records_replayed();
    player_keeper.open_link(host_keeper.shared_link());
    REQUIRE(player_keeper.link_question());
    player_keeper.answer(GameKeeper::LinkAnswer::Update);  // the copy open here: its seat is read from the screen
    CHECK(records_replayed() - before == 1);
    CHECK(player.game().history().size() == 2);

    before = records_replayed();
    player_keeper.open_link(std::string(kPositionLinkKey) +
                            encode_position({host.position(), {}, host.settings().rules}));
    CHECK(records_replayed() - before == 1);
    CHECK(player.position().phase == host.position().phase);
}

TEST_CASE("[GameKeeper] an undo offered for one game is not offered once another game is open") {
    FakePlatform device;
    Session s(standard_rules());
    GameKeeper keeper(s, standard_rules(), device);
    keeper.new_sandbox();
    keeper.autosave();
    const std::string first = keeper.current_key();
    keeper.notices().tell("The text was loaded in place of the game.", Notices::Kind::News,
                          {{"Undo the load", [] {}, first}});
    keeper.new_sandbox();
    keeper.autosave();
    CHECK(keeper.notice().empty());
    keeper.notices().tell("The text was loaded in place of the game.", Notices::Kind::News,
                          {{"Undo the load", [] {}, keeper.current_key()}});
    REQUIRE(keeper.open(first).empty());
    CHECK(keeper.notice().empty());
}
