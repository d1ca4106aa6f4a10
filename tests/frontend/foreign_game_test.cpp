// Games from other programs in the page: a saved game of the Python diplomacy package becomes a stored sandbox
// game, named after its file, that opens where the record and our rules last agree, with the report of where they
// part; a file that is none is refused with nothing changed; our games go out as that JSON and come back the same.
#include <catch2/catch.hpp>

#include "../support.h"
#include "fake_platform.h"
#include "foreign_game.h"
#include "game_keeper.h"
#include "save.h"

using namespace dip;
using dip::test::FakePlatform;

namespace {

// A file of the fixtures, whole; empty (and the test fails) when it is missing.
std::string fixture(const std::string& path) {
    const std::string text = dip::test::read_file(path);
    REQUIRE_FALSE(text.empty());
    return text;
}

std::string python_game(const char* name) { return fixture(std::string(PYTHON_GAMES_DIR) + "/" + name); }

}  // namespace

TEST_CASE("[Foreign] a game of the Python package opens as a stored sandbox game, every phase agreeing") {
    FakePlatform platform;
    Session s(standard_rules());
    GameKeeper keeper(s, standard_rules(), platform);
    keeper.start("");
    keeper.autosave();
    const std::size_t before = keeper.games().size();
    const Expected<ForeignGame> read =
        keeper.open_foreign_game(python_game("standard_2.json"), "C:\\games\\standard_2.json");
    REQUIRE(read);
    CHECK(read->agrees);
    CHECK(s.record().name == "standard_2");
    CHECK(s.record().mode == PlayMode::Sandbox);
    CHECK(s.game().history().size() == 33);  // 34 phases in the record: the last is the one to play
    CHECK_THAT(read->report, Catch::Contains("standard_2") && Catch::Contains("Python diplomacy package"));
    CHECK(keeper.games().size() == before + 1);
    // Stored: it opens again, the same game.
    Session again(standard_rules());
    GameLibrary library(platform.store, standard_rules());
    REQUIRE(library.open(keeper.current_key(), again) == "");
    CHECK(again.position() == s.position());
}

TEST_CASE("[Foreign] a record that parts from our rules opens where they last agree, and says where") {
    FakePlatform platform;
    Session s(standard_rules());
    GameKeeper keeper(s, standard_rules(), platform);
    keeper.start("");
    const Expected<ForeignGame> read = keeper.open_foreign_game(python_game("via_convoy_deviation.json"), "via.json");
    REQUIRE(read);
    CHECK_FALSE(read->agrees);
    CHECK_THAT(read->report, Catch::Contains("YOR"));
    CHECK(s.game().history().size() < 2);
}

TEST_CASE("[Foreign] a file that is no game, or a damaged one, changes nothing") {
    FakePlatform platform;
    Session s(standard_rules());
    GameKeeper keeper(s, standard_rules(), platform);
    keeper.start("");
    keeper.autosave();
    const auto stored = platform.store.data;
    const std::string good = python_game("standard_1.json");
    for (const std::string& bad :
         {std::string("hello"), std::string("{"), good.substr(0, good.size() / 2), std::string("{\"phases\": []}"),
          std::string(200000, '['), encode_game(save_session(s, 1))}) {
        CHECK_FALSE(keeper.open_foreign_game(bad, "bad.json"));
        CHECK(platform.store.data == stored);
    }
}

TEST_CASE("[Foreign] a game of ours goes out as the Python package's JSON and comes back the same") {
    FakePlatform platform;
    Session s(standard_rules());
    GameKeeper keeper(s, standard_rules(), platform);
    keeper.start("");
    set_orders_text(s, "France: A Par - Bur\nGermany: A Mun - Bur\nEngland: F Lon - Nth\n");
    s.adjudicate();
    s.adjudicate();
    s.change_record().name = "Club game 3";
    const Expected<std::string> json = keeper.game_for_other_programs();
    REQUIRE(json);
    CHECK(keeper.file_for_other_programs() == "Club-game-3.json");
    const Expected<ForeignGame> back = read_foreign_game(*json, "Club-game-3.json");
    REQUIRE(back);
    CHECK(back->agrees);
    const GameRecord ours = save_session(s, 1);
    REQUIRE(back->record.steps.size() == ours.steps.size());
    CHECK(back->record.start == ours.start);
    for (std::size_t i = 0; i < ours.steps.size(); ++i) CHECK(back->record.steps[i].orders == ours.steps[i].orders);
}

TEST_CASE("[Foreign] an archive of a judge's results mails opens as a game, every phase agreeing") {
    FakePlatform platform;
    Session s(standard_rules());
    GameKeeper keeper(s, standard_rules(), platform);
    keeper.start("");
    const Expected<ForeignGame> read =
        keeper.open_foreign_game(fixture(std::string(JUDGE_GAMES_DIR) + "/scripted_1902.txt"), "scripted_1902.txt");
    REQUIRE(read);
    CHECK(read->agrees);
    CHECK(read->format == "a judge's results mails");
    CHECK(s.record().name == "scripted_1902");
    CHECK(s.game().history().size() >= 7);
}
