// The games kept in storage: saving, listing, opening, renaming, copying, deleting with undo, importing,
// unreadable entries set aside, a full storage reported, listing from the lines kept with the games (entries
// of earlier releases given theirs once), and games of a newer release kept and listed.
#include <catch2/catch.hpp>

#include "fake_platform.h"
#include "catalogue.h"
#include "game_keeper.h"
#include "library.h"
#include "set_aside.h"
#include "stored_record.h"

using namespace dip;
using dip::test::MemoryStorage;

namespace {

Session named(const char* name, std::uint64_t id) {
    Session s(standard_rules());
    s.change_record().name = name;
    s.change_record().id = id;
    return s;
}

}  // namespace

TEST_CASE("[Library] games are saved, listed newest first, and opened again") {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    Session a = named("Alpha", 1), b = named("Beta", 2);
    set_orders_text(b, "France: A Par - Bur\n");
    b.adjudicate();
    REQUIRE(lib.save(lib.new_key("a"), a, 1000) == "");
    REQUIRE(lib.save(lib.new_key("b"), b, 2000) == "");
    const std::vector<GameLibrary::Entry> games = lib.list();
    REQUIRE(games.size() == 2);
    CHECK(games[0].name == "Beta");
    CHECK(games[0].phase == "Fall 1901 Movement");
    CHECK(games[1].name == "Alpha");
    Session opened(standard_rules());
    REQUIRE(lib.open(games[0].key, opened) == "");
    CHECK(opened.position() == b.position());
    CHECK(lib.last_opened() == games[0].key);
}

TEST_CASE("[Library] a game against the computer is listed as one, a hot-seat game of people as hot seat") {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    GameSettings versus;
    for (int p = 1; p < standard_rules().map().power_count(); ++p)
        versus.computers.set(static_cast<Power>(p), bot::Level::Easy);
    Session computer(standard_rules()), people(standard_rules());
    computer.new_game(PlayMode::HotSeat, versus);
    people.new_game(PlayMode::HotSeat);
    REQUIRE(lib.save(lib.new_key("c"), computer, 1000) == "");
    REQUIRE(lib.save(lib.new_key("p"), people, 2000) == "");
    const std::vector<GameLibrary::Entry> games = lib.list();
    REQUIRE(games.size() == 2);
    CHECK(mode_name(games[0].mode, games[0].against_computer) == "Hot seat");
    CHECK(mode_name(games[1].mode, games[1].against_computer) == "Against the computer");
    // The line read back from storage says so too.
    GameLibrary again(st, standard_rules());
    CHECK(again.list()[1].against_computer);
    CHECK(!again.list()[0].against_computer);
}

TEST_CASE("[Library] a game of a variant is listed with its variant and opens on its board") {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    Session am = named("Antiquity", 3);
    am.new_game(PlayMode::Sandbox, GameSettings{RuleSettings{catalogue().find("ancient-mediterranean")->number}});
    am.change_record().name = "Antiquity";
    REQUIRE(lib.save(lib.new_key("am"), am, 1000) == "");
    REQUIRE(lib.save(lib.new_key("std"), named("Classic", 4), 2000) == "");
    const std::vector<GameLibrary::Entry> games = lib.list();
    REQUIRE(games.size() == 2);
    CHECK(games[0].variant == "");  // the standard game
    CHECK(games[1].variant == "Ancient Mediterranean");
    CHECK(games[1].phase == "Spring 1 Movement");
    Session opened(standard_rules());
    REQUIRE(lib.open(games[1].key, opened) == "");
    CHECK(&opened.map() == &catalogue().find("ancient-mediterranean")->map);
    CHECK(opened.position() == am.position());
}

TEST_CASE("[Library] rename, copy, delete and undo the delete") {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    const std::string key = lib.new_key("x");
    lib.save(key, named("Old name", 5), 10);
    REQUIRE(lib.rename(key, "New name") == "");
    CHECK(lib.list()[0].name == "New name");
    REQUIRE(lib.duplicate(key, lib.new_key("y"), 6, 20) == "");
    REQUIRE(lib.list().size() == 2);
    CHECK(lib.list()[0].name == "New name (copy)");
    CHECK(lib.list()[0].id == 6);
    lib.remove(key);
    CHECK(lib.list().size() == 1);
    CHECK(lib.removed_name() == "New name");
    REQUIRE(lib.undo_remove());
    CHECK(lib.list().size() == 2);
}

TEST_CASE("[Library] an unreadable entry is set aside and reported, the others stay whole") {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    lib.save(lib.new_key("good"), named("Good", 1), 1);
    st.data["dip.game.bad"] = "this is not a save string";
    const std::vector<GameLibrary::Entry> games = lib.list();
    REQUIRE(games.size() == 1);
    CHECK(games[0].name == "Good");
    const std::vector<std::string> problems = lib.take_problems();
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems[0], Catch::Contains("set aside"));
    CHECK(st.data.count("dip.unreadable.bad") == 1);
    CHECK(st.data.count("dip.game.bad") == 0);
    CHECK(lib.take_problems().empty());
    Session s(standard_rules());
    CHECK_FALSE(lib.open("dip.game.bad", s) == "");
}

TEST_CASE("[Library] two records set aside are both kept, listed with why and when, and copied as stored") {
    // Before, both went to "dip.unreadable.<key>", and the second replaced the first.
    MemoryStorage st;
    std::int64_t now = 5000;
    GameLibrary lib(st, standard_rules(), 0, [&] { return now; });
    lib.save("dip.game.bad", named("First try", 1), 1);
    const std::string first = st.data["dip.game.bad"] + "garbage";  // a record whose save string is damaged
    st.data["dip.game.bad"] = first;
    Session s(standard_rules());
    CHECK_FALSE(lib.open("dip.game.bad", s).empty());  // its line reads: set aside when opened
    now = 9000;
    st.data["dip.game.bad"] = "this is not a save string";  // the same key damaged again
    st.data["dip.game.other"] = "nor this";
    CHECK(lib.list().empty());
    CHECK(lib.take_problems().size() == 3);
    CHECK(st.data.count("dip.game.bad") == 0);

    const std::vector<SetAsideRecord> aside = SetAside(st).list();
    REQUIRE(aside.size() == 3);
    CHECK(aside[2].key == "dip.unreadable.bad");  // the earliest, last
    CHECK(aside[2].at_ms == 5000);
    CHECK(aside[2].name == "First try");
    CHECK(aside[2].text == first);
    CHECK(aside[2].save_string() == read_record(first).game);
    CHECK_FALSE(aside[2].reason.empty());
    for (const SetAsideRecord& r : {aside[0], aside[1]}) {
        CHECK(r.at_ms == 9000);
        CHECK(r.name.empty());
        CHECK_FALSE(r.reason.empty());
    }
    CHECK(aside[0].key == "dip.unreadable.bad.2");
    CHECK(aside[0].text == "this is not a save string");
    CHECK(aside[0].save_string() == "this is not a save string");  // no header: the text is all there is
    CHECK(aside[1].key == "dip.unreadable.other");
}

TEST_CASE("[Library] a record set aside is deleted, and the delete undone, and an earlier release's is listed") {
    MemoryStorage st;
    st.data["dip.unreadable.old"] = "set aside by an earlier release";  // the text alone, no why or when
    GameLibrary lib(st, standard_rules());                              // no clock: when is not known
    st.data["dip.game.bad"] = "damaged";
    lib.list();
    SetAside shelf(st);
    std::vector<SetAsideRecord> aside = shelf.list();
    REQUIRE(aside.size() == 2);
    CHECK(aside[0].key == "dip.unreadable.bad");
    CHECK(aside[1].key == "dip.unreadable.old");
    CHECK(aside[1].reason.empty());
    CHECK(aside[1].at_ms == 0);
    CHECK(aside[1].text == "set aside by an earlier release");

    const std::uint64_t seen = SetAside::changes();
    shelf.remove("dip.unreadable.bad");
    CHECK(SetAside::changes() != seen);  // a window showing the list reads it again
    aside = shelf.list();
    REQUIRE(aside.size() == 1);
    CHECK(aside[0].key == "dip.unreadable.old");
    REQUIRE(shelf.can_undo_remove());
    REQUIRE(shelf.undo_remove());
    CHECK(shelf.list().size() == 2);
    CHECK_FALSE(shelf.can_undo_remove());
}

TEST_CASE("[Library] a full storage is reported and the stored games are kept") {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    lib.save(lib.new_key("first"), named("First", 1), 1);
    st.capacity = st.data.begin()->second.size() + 40;  // room for nothing more
    Session big = named("A long game", 2);
    set_orders_text(big, "France: A Par - Bur\n");
    big.adjudicate();
    CHECK_THAT(lib.save(lib.new_key("second"), big, 2), Catch::Contains("storage is full"));
    REQUIRE(lib.list().size() == 1);
    CHECK(lib.list()[0].name == "First");
}

TEST_CASE("[Library] importing never overwrites, and finds other copies of the same game") {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    const std::string key = lib.new_key("mine");
    lib.save(key, named("Mine", 77), 1);
    GameRecord g = save_session(named("From a link", 77), 2);
    CHECK_FALSE(lib.import(g, key, 3) == "");  // that key is taken
    REQUIRE(lib.find_by_id(77, Variant::Standard).has_value());
    CHECK(lib.find_by_id(77, Variant::Standard)->name == "Mine");
    REQUIRE(lib.import(g, lib.new_key("link"), 3) == "");
    CHECK(lib.list().size() == 2);
    CHECK_FALSE(lib.find_by_id(78, Variant::Standard).has_value());
}

TEST_CASE("[Library] another copy of a game has its identity and its variant") {
    // A Build Anywhere link once offered to update a stored Ancient Mediterranean game of the same identity.
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    const Variant ancient = catalogue().find("ancient-mediterranean")->number;
    const Variant anywhere = catalogue().find("build-anywhere")->number;
    Session am(standard_rules());
    am.new_game(PlayMode::Sandbox, GameSettings{RuleSettings{ancient}});
    am.change_record().name = "Antiquity";
    am.change_record().id = 91;
    REQUIRE(lib.save(lib.new_key("am"), am, 1) == "");
    REQUIRE(lib.save(lib.new_key("std"), named("Classic", 92), 2) == "");
    REQUIRE(lib.find_by_id(91, ancient));
    CHECK(lib.find_by_id(91, ancient)->name == "Antiquity");
    CHECK_FALSE(lib.find_by_id(91, anywhere));
    CHECK_FALSE(lib.find_by_id(91, Variant::Standard));
    CHECK_FALSE(lib.find_by_id(92, anywhere));
    CHECK(lib.find_by_id(92, Variant::Standard));
}

TEST_CASE("[Library] the kept list is read from storage once, then follows every change without reading it") {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    const std::string a = lib.new_key("a"), b = lib.new_key("b");
    lib.save(a, named("Alpha", 1), 1000);
    lib.save(b, named("Beta", 2), 2000);
    REQUIRE(lib.games().size() == 2);
    // Drawn every frame: no more reads (each read means decoding and replaying a whole game).
    const int reads = st.reads;
    for (int frame = 0; frame < 100; ++frame) REQUIRE(lib.games().size() == 2);
    CHECK(st.reads == reads);

    // Each change shows in the kept list, which stays the same as a fresh read of the storage.
    auto same_as_stored = [&] {
        const std::vector<GameLibrary::Entry> kept = lib.games();
        const std::vector<GameLibrary::Entry> fresh = lib.list();
        REQUIRE(kept.size() == fresh.size());
        for (std::size_t i = 0; i < kept.size(); ++i) {
            CHECK(kept[i].key == fresh[i].key);
            CHECK(kept[i].name == fresh[i].name);
            CHECK(kept[i].phase == fresh[i].phase);
            CHECK(kept[i].saved_at == fresh[i].saved_at);
            CHECK(kept[i].id == fresh[i].id);
        }
    };
    Session alpha = named("Alpha", 1);
    alpha.adjudicate();
    const int before_save = st.reads;
    lib.save(a, alpha, 3000);  // an autosave: the list follows without reading anything but the game's stamp
    CHECK(st.reads == before_save + 1);
    CHECK(lib.games()[0].phase == "Fall 1901 Movement");
    same_as_stored();
    lib.rename(b, "Beta renamed");
    CHECK(lib.games()[1].name == "Beta renamed");
    same_as_stored();
    lib.duplicate(a, lib.new_key("c"), 3, 4000);
    CHECK(lib.games().size() == 3);
    same_as_stored();
    lib.remove(a);
    CHECK(lib.games().size() == 2);
    same_as_stored();
    lib.undo_remove();
    CHECK(lib.games().size() == 3);
    same_as_stored();
    lib.import(save_session(named("Imported", 9), 1), lib.new_key("d"), 5000);
    CHECK(lib.games()[0].name == "Imported");
    same_as_stored();
    const int settled = st.reads;
    for (int frame = 0; frame < 100; ++frame) lib.games();
    CHECK(st.reads == settled);
}

TEST_CASE("[Library] a stored game is replaced only by a game that replays and is stored") {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    const std::string key = lib.new_key("mine");
    Session mine = named("Mine", 7);
    mine.adjudicate();
    lib.save(key, mine, 1);
    const std::string stored = st.data[key];

    GameRecord bad = save_session(named("Mine, later", 7), 2);
    bad.tournament.vote_phase = 5;  // a vote in a phase the game has not reached
    CHECK_THAT(lib.replace(bad, key, 3), Catch::Contains("vote record"));
    CHECK(st.data[key] == stored);

    GameRecord good = save_session(named("Mine, later", 7), 2);
    st.capacity = 10;  // no room for anything
    CHECK_THAT(lib.replace(good, key, 3), Catch::Contains("storage is full"));
    CHECK(st.data[key] == stored);

    st.capacity = 1 << 20;
    REQUIRE(lib.replace(good, key, 3) == "");
    CHECK(lib.games().size() == 1);
    CHECK(lib.games()[0].name == "Mine, later");
}

namespace {

// A save string as a newer release would write it: its format's major version one more than this release's, or its
// game record's class version one more than the newest this release reads, 9 (save.cpp's layout: mark, kind, major,
// then cereal's endianness byte and the record's class version).
std::string from_newer_release(const std::string& ours, bool major) {
    std::vector<std::uint8_t> bytes = save_string_bytes(ours);
    bytes.resize(bytes.size() - 4);  // its checksum, made again
    if (major) bytes[2] += 1;
    else bytes[4] = 10;
    return save_string_from_bytes(bytes);
}

}  // namespace

TEST_CASE("[Library] the list is read from the line kept with each game, without decoding or replaying it") {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    Session s = named("Long game", 8);
    s.adjudicate();
    s.adjudicate();
    const std::string key = lib.new_key("long");
    REQUIRE(lib.save(key, s, 5000) == "");
    // The save string after the line is damaged: a list that decoded it would set the game aside.
    std::string& stored = st.data[key];
    const std::size_t body = stored.find("\n\n");
    REQUIRE(body != std::string::npos);
    stored = stored.substr(0, body + 2) + "not a save string";
    const std::vector<GameLibrary::Entry> games = lib.list();
    REQUIRE(games.size() == 1);
    CHECK(games[0].name == "Long game");
    CHECK(games[0].phase == "Spring 1902 Movement");
    CHECK(games[0].phases == 2);
    CHECK(games[0].saved_at == 5000);
    CHECK(games[0].id == 8);
    CHECK(lib.take_problems().empty());
    // Opening it finds the damage: set aside and told, as before.
    Session opened(standard_rules());
    CHECK_FALSE(lib.open(key, opened) == "");
    CHECK(st.data.count(key) == 0);
    CHECK(lib.take_problems().size() == 1);
}

TEST_CASE("[Library] a game stored by an earlier release is listed, and stored again with its line once") {
    MemoryStorage st;
    Session s = named("From release 1", 9);
    set_orders_text(s, "France: A Par - Bur\n");
    s.adjudicate();
    const std::string bare = encode_game(save_session(s, 700));
    st.data["dip.game.old"] = bare;  // as earlier releases stored games: the save string alone
    GameLibrary lib(st, standard_rules());
    std::vector<GameLibrary::Entry> games = lib.list();
    REQUIRE(games.size() == 1);
    CHECK(games[0].name == "From release 1");
    CHECK(games[0].phase == "Fall 1901 Movement");
    CHECK(games[0].saved_at == 700);
    const StoredRecord r = read_record(st.data["dip.game.old"]);
    REQUIRE(r.summary);
    CHECK(r.game == bare);            // the game itself unchanged
    CHECK(r.stamp == RecordStamp{});  // and no tab takes it for a newer copy
    st.data["dip.game.old"] = write_record({r.stamp, r.summary, "damaged since"});
    games = lib.list();  // from its line now: no replay
    REQUIRE(games.size() == 1);
    CHECK(games[0].name == "From release 1");
    Session opened(standard_rules());
    CHECK_FALSE(lib.open("dip.game.old", opened) == "");
}

TEST_CASE("[Library] a game from a newer release is kept, listed as such, and never opened or written over") {
    const bool major = GENERATE(true, false);
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    const std::string newer = from_newer_release(encode_game(save_session(named("Future", 42), 1)), major);
    CHECK(GameLibrary::from_newer_release(newer));
    CHECK_FALSE(GameLibrary::from_newer_release(encode_game(save_session(named("Now", 1), 1))));
    st.data["dip.game.future"] = newer;  // stored bare
    st.data["dip.game.future2"] = write_record(
        {{3, 7}, GameSummary{"Future with a line", PlayMode::HotSeat, "Fall 1950 Movement", 900, 43, 98, ""}, newer});
    lib.save(lib.new_key("now"), named("Now", 1), 100);
    const std::map<std::string, std::string> before = st.data;
    std::vector<GameLibrary::Entry> games = lib.list();
    REQUIRE(games.size() == 3);
    CHECK(games[0].name == "Future with a line");
    CHECK(games[0].newer);
    CHECK(games[0].phase == "Fall 1950 Movement");
    CHECK(games[2].newer);
    CHECK_FALSE(games[1].newer);
    const std::vector<std::string> told = lib.take_problems();
    REQUIRE(told.size() == 2);
    CHECK_THAT(told[0], Catch::Contains("newer release"));
    lib.list();
    CHECK(lib.take_problems().empty());  // told once
    Session s(standard_rules());
    CHECK_THAT(lib.open("dip.game.future", s), Catch::Contains("newer release"));
    CHECK_FALSE(lib.find_by_id(42, Variant::Standard));  // a link of the same game never replaces it
    CHECK(st.data == before);                            // nothing moved aside, rewritten or deleted
}

TEST_CASE("[Library] a storage that keeps nothing is told apart from a full one") {
    MemoryStorage st;
    st.disabled = true;
    GameLibrary lib(st, standard_rules());
    const std::string why = lib.save(lib.new_key("a"), named("A", 1), 1);
    CHECK_THAT(why, Catch::Contains("keeps nothing"));
    CHECK_THAT(why, !Catch::Contains("full"));
}

TEST_CASE("[Library] a record's line survives names with line breaks, and a newer release's fields") {
    StoredRecord r{
        {12, 34},
        GameSummary{"Two\nlines \\ and a back\\slash", PlayMode::ByLink, "Fall 1901 Retreats", 5, 6, 7, "Fleet Rome"},
        "SAVE"};
    std::string text = write_record(r);
    StoredRecord back = read_record(text);
    CHECK(back.stamp == r.stamp);
    REQUIRE(back.summary);
    CHECK(back.summary->name == r.summary->name);
    CHECK(back.summary->variant == "Fleet Rome");
    CHECK(back.game == "SAVE");
    text.insert(text.find("name "), "colour blue\n");  // a field this release does not know
    CHECK(read_record(text).summary->phase == "Fall 1901 Retreats");
    CHECK(read_record("SAVE").game == "SAVE");  // a bare save string
}
