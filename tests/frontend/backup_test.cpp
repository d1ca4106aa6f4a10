// The backup file: every game comes back byte for byte on an empty device; merged into a device that has games,
// nothing is lost or added twice and later revisions win; a cut, changed or crafted file is refused whole, and a
// storage that fills up on the way is left as it was.
#include <catch2/catch.hpp>

#include "backup.h"
#include "catalogue.h"
#include "event_book.h"
#include "event_text.h"
#include "fake_platform.h"
#include "game_keeper.h"
#include "library.h"
#include "save_format.h"
#include "set_aside.h"

using namespace dip;
using dip::test::FakePlatform;
using dip::test::MemoryStorage;

namespace {

Session game(const char* name, std::uint64_t id, int phases, Variant variant = Variant::Standard) {
    GameSettings settings;
    settings.rules.variant = variant;
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox, settings);
    s.change_record().name = name;
    s.change_record().id = id;
    for (int i = 0; i < phases; ++i) s.adjudicate();
    return s;
}

// A device with three games (one of a variant, one with hand-made orders), a game set aside, a tournament and the
// one it replaced, and what a backup must leave out (the last game opened, lesson progress).
MemoryStorage full_device() {
    MemoryStorage st;
    GameLibrary lib(st, standard_rules());
    REQUIRE(lib.save("dip.game.a", game("Alpha", 1, 0), 1000) == "");
    REQUIRE(lib.save("dip.game.b", game("Beta", 2, 5), 2000) == "");
    Session c = game("Gamma", 3, 0, catalogue().find("fleet-rome")->number);
    set_orders_text(c, "Italy: F Rom - Tyn\n");
    c.adjudicate();
    REQUIRE(lib.save("dip.game.c", c, 3000) == "");
    REQUIRE(SetAside(st).put("dip.game.x", "garbled\nbytes \x01\xff", "it is damaged", 500) != "");
    Event ours, before;
    ours.name = "Club night";
    before.name = "Last week";
    REQUIRE(add_player(ours, "Ann"));
    st.data[EventBook::kKey] = write_event(ours);
    st.data[EventBook::kSetAside] = write_event(before);
    st.data[GameLibrary::kLastKey] = "dip.game.b";
    st.data["dip.lessons"] = "3";
    return st;
}

std::map<std::string, std::string> backed_up(const MemoryStorage& st) {
    std::map<std::string, std::string> out;
    for (const auto& [k, v] : st.data)
        if (backed_up_key(k)) out[k] = v;
    return out;
}

// The backup's text with its checksum made again, as a crafter would: the checks past the checksum must hold.
std::string resealed(std::string text) {
    const std::size_t end = text.rfind("end ");
    const std::string body = text.substr(0, end);
    const std::string count = text.substr(end + 4, text.find(' ', end + 4) - end - 4);
    char crc[9];
    std::snprintf(crc, sizeof crc, "%08x",
                  save_format::crc32(reinterpret_cast<const std::uint8_t*>(body.data()), body.size()));
    return body + "end " + count + " " + crc + "\n";
}

std::string entry(const std::string& key, const std::string& text) {
    return "entry " + key + " " + std::to_string(text.size()) + "\n" + text + "\n";
}

std::string backup_of(const std::vector<std::pair<std::string, std::string>>& entries) {
    std::string text = "Diplomacy backup 1\nmade 5\n";
    for (const auto& [k, v] : entries) text += entry(k, v);
    return resealed(text + "end " + std::to_string(entries.size()) + " 0\n");
}

}  // namespace

TEST_CASE("[Backup] every game, set-aside record and tournament comes back byte for byte on an empty device") {
    const MemoryStorage device = full_device();
    const std::string file = write_backup(device, 1764400000000);
    MemoryStorage fresh;
    const Restored r = restore_backup(fresh, file);
    REQUIRE(r.error == "");
    CHECK(r.added == 3);
    CHECK(r.updated == 0);
    CHECK(backed_up(fresh) == backed_up(device));
    CHECK(backed_up(fresh).size() == 6);
    CHECK(fresh.data.count("dip.lessons") == 0);  // only games and tournaments travel
    CHECK(fresh.data.count(GameLibrary::kLastKey) == 0);
    GameLibrary lib(fresh, standard_rules());
    CHECK(lib.list().size() == 3);
    Session opened(standard_rules());
    CHECK(lib.open("dip.game.c", opened) == "");
    CHECK(opened.record().name == "Gamma");
    CHECK(backup_file_name(1764400000000) == "diplomacy-backup-2025-11-29.txt");
}

TEST_CASE("[Backup] opening the same backup twice, or on the device it came from, changes nothing") {
    MemoryStorage device = full_device();
    const std::string file = write_backup(device, 7);
    const auto before = device.data;
    Restored r = restore_backup(device, file);
    REQUIRE(r.error == "");
    CHECK(r.unchanged == 3);
    CHECK(r.added + r.updated + r.both_kept == 0);
    CHECK(device.data == before);
    MemoryStorage other;
    REQUIRE(restore_backup(other, file).error == "");
    const auto once = other.data;
    CHECK(restore_backup(other, file).unchanged == 3);
    CHECK(other.data == once);
}

TEST_CASE("[Backup] a game stored without its line comes back once: the Games window's added line is no change") {
    // A backup holding a game from a release before stored lines: the Games window adds the line when it lists
    // the game, and opening the backup again must not take that for a game gone another way (once kept twice).
    MemoryStorage away;
    GameLibrary(away, standard_rules()).save("dip.game.old", game("Old", 9, 3), 10);
    StoredRecord r = read_record(away.data["dip.game.old"]);
    r.summary.reset();
    away.data["dip.game.old"] = write_record(r);
    const std::string file = write_backup(away, 1);
    MemoryStorage home;
    REQUIRE(restore_backup(home, file).error == "");
    REQUIRE(GameLibrary(home, standard_rules()).list().size() == 1);  // stores the game again, with its line
    REQUIRE(read_record(home.data["dip.game.old"]).summary.has_value());
    const auto once = home.data;
    const Restored again = restore_backup(home, file);
    REQUIRE(again.error == "");
    CHECK(again.unchanged == 1);
    CHECK(again.both_kept == 0);
    CHECK(home.data == once);
}

TEST_CASE("[Backup] merging keeps every game: later revisions win, a game gone two ways is kept twice") {
    MemoryStorage home;
    GameLibrary lib(home, standard_rules());
    REQUIRE(lib.save("dip.game.a", game("Ahead at home", 1, 1), 10) == "");
    REQUIRE(lib.save("dip.game.b", game("Ahead in the backup", 2, 1), 10) == "");
    REQUIRE(lib.save("dip.game.c", game("Split", 3, 1), 10) == "");
    MemoryStorage away = home;  // the backup is made from a copy; then each side plays on
    GameLibrary lib_away(away, standard_rules());
    REQUIRE(lib.save("dip.game.a", game("Ahead at home", 1, 2), 20) == "");
    REQUIRE(lib_away.save("dip.game.b", game("Ahead in the backup", 2, 3), 30) == "");
    Session c_home = game("Split", 3, 1), c_away = game("Split", 3, 1);
    set_orders_text(c_home, "England: F Lon - Nth\n");
    c_home.adjudicate();
    set_orders_text(c_away, "England: F Lon - Eng\n");
    c_away.adjudicate();
    REQUIRE(lib.save("dip.game.c", c_home, 40) == "");
    REQUIRE(lib_away.save("dip.game.c", c_away, 40) == "");
    REQUIRE(lib_away.save("dip.game.new", game("Only away", 4, 0), 50) == "");
    const std::string home_a = home.data["dip.game.a"];

    const Restored r = restore_backup(home, write_backup(away, 60));
    REQUIRE(r.error == "");
    CHECK(r.added == 1);
    CHECK(r.updated == 1);
    CHECK(r.unchanged == 1);
    CHECK(r.both_kept == 1);
    CHECK(r.updated_keys == std::vector<std::string>{"dip.game.b"});
    CHECK(home.data["dip.game.a"] == home_a);  // home's later revision kept
    CHECK(home.data["dip.game.b"] == away.data["dip.game.b"]);
    CHECK(home.data["dip.game.new"] == away.data["dip.game.new"]);
    lib.refresh();
    std::vector<std::string> names;
    for (const GameLibrary::Entry& e : lib.games()) names.push_back(e.name);
    std::sort(names.begin(), names.end());
    CHECK(names == std::vector<std::string>{"Ahead at home", "Ahead in the backup", "Only away", "Split",
                                            "Split (from the backup)"});
    Session split(standard_rules());
    REQUIRE(lib.open("dip.game.c-backup", split) == "");
    CHECK(split.position() == c_away.position());
    CHECK_THAT(r.summary(), Catch::Contains("1 game added") && Catch::Contains("separate ways"));
    // And once more: nothing new.
    const auto merged = home.data;
    const Restored again = restore_backup(home, write_backup(away, 70));
    CHECK(again.added + again.updated == 0);
    CHECK(home.data == merged);
}

TEST_CASE("[Backup] a game stored here under another key is not added twice") {
    MemoryStorage home, away;
    GameLibrary(home, standard_rules()).save("dip.game.here", game("Shared", 5, 1), 10);
    away.data["dip.game.there"] = home.data["dip.game.here"];
    const Restored r = restore_backup(home, write_backup(away, 1));
    CHECK(r.unchanged == 1);
    CHECK(home.data.size() == 1);
}

TEST_CASE("[Backup] this device's tournament is never replaced by the backup's") {
    MemoryStorage home = full_device(), away;
    Event theirs;
    theirs.name = "Their club";
    REQUIRE(add_player(theirs, "Zed"));
    away.data[EventBook::kKey] = write_event(theirs);
    home.data.erase(EventBook::kSetAside);
    const std::string ours = home.data[EventBook::kKey];
    Restored r = restore_backup(home, write_backup(away, 1));
    REQUIRE(r.error == "");
    CHECK(home.data[EventBook::kKey] == ours);
    CHECK(home.data[EventBook::kSetAside] == write_event(theirs));  // kept where a replaced one goes
    // With that place taken by another, nothing is written over: the player is told.
    Event third;
    third.name = "Third";
    away.data[EventBook::kKey] = write_event(third);
    r = restore_backup(home, write_backup(away, 2));
    CHECK(home.data[EventBook::kSetAside] == write_event(theirs));
    CHECK_THAT(r.summary(), Catch::Contains("differs from this device's"));
}

TEST_CASE("[Backup] a cut, changed, foreign or crafted file is refused whole and changes nothing") {
    MemoryStorage device = full_device();
    const std::string file = write_backup(device, 9);
    MemoryStorage target;
    GameLibrary(target, standard_rules()).save("dip.game.mine", game("Mine", 77, 1), 1);
    const auto before = target.data;
    const Session sample = game("Sample", 8, 1);
    const std::string good_game = write_record({{1, 1}, std::nullopt, encode_game(save_session(sample, 1))});
    std::string changed = file;
    changed[file.size() / 2] ^= 1;
    const std::vector<std::pair<const char*, std::string>> bad = {
        {"empty", ""},
        {"not a backup", "Hello\n"},
        {"a save string", encode_game(save_session(sample, 1))},
        {"cut", file.substr(0, file.size() - 20)},
        {"cut in an entry", file.substr(0, file.size() / 2)},
        {"one byte changed", changed},
        {"trailing bytes", file + "x"},
        {"newer", "Diplomacy backup 2\nmade 1\nend 0 00000000\n"},
        {"another key", backup_of({{"dip.last", "dip.game.mine"}})},
        {"a key outside the game", backup_of({{"other.thing", "x"}})},
        {"a key with a space", backup_of({{"dip.game.a b", good_game}})},
        {"one key twice", backup_of({{"dip.game.z", good_game}, {"dip.game.z", good_game}})},
        {"a game that does not decode", backup_of({{"dip.game.z", "garbage"}})},
        {"a game whose save string is damaged", backup_of({{"dip.game.z", good_game.substr(0, good_game.size() - 3)}})},
        {"a tournament that does not read", backup_of({{EventBook::kKey, "nonsense"}})},
        {"a length past the end", resealed("Diplomacy backup 1\nmade 5\nentry dip.game.z 99999\nab\nend 1 0\n")},
        {"a negative length", resealed("Diplomacy backup 1\nmade 5\nentry dip.game.z -2\nab\nend 1 0\n")},
        {"a huge length", resealed("Diplomacy backup 1\nmade 5\nentry dip.game.z 99999999999999999999\n\nend 1 0\n")},
        {"a wrong count", resealed(file.substr(0, file.rfind("end ")) + "end 17 0\n")},
        {"no made line", resealed("Diplomacy backup 1\nend 0 0\n")},
    };
    for (const auto& [what, text] : bad) {
        INFO(what);
        const Restored r = restore_backup(target, text);
        CHECK_FALSE(r.error.empty());
        CHECK_THAT(r.error, Catch::EndsWith("Nothing was changed."));
        CHECK(target.data == before);
    }
    // A good game beside a damaged one: none is taken.
    const Restored r = restore_backup(target, backup_of({{"dip.game.ok", good_game}, {"dip.game.bad", "junk"}}));
    CHECK_THAT(r.error, Catch::Contains("cannot be read"));
    CHECK(target.data == before);
}

TEST_CASE("[Backup] a storage that fills up on the way is left exactly as it was") {
    MemoryStorage device = full_device();
    const std::string file = write_backup(device, 9);
    MemoryStorage target;
    GameLibrary(target, standard_rules()).save("dip.game.mine", game("Mine", 77, 1), 1);
    std::size_t used = 0;
    for (const auto& [k, v] : target.data) used += k.size() + v.size();
    target.capacity = used + device.data.at("dip.game.a").size() + 40;  // room for one game, not three
    const auto before = target.data;
    const Restored r = restore_backup(target, file);
    CHECK_THAT(r.error, Catch::Contains("too full"));
    CHECK(target.data == before);
    target.disabled = true;
    CHECK_THAT(restore_backup(target, file).error, Catch::Contains("keeps nothing"));
    CHECK(target.data == before);
}

TEST_CASE("[Backup] a game from a newer release travels as it is") {
    MemoryStorage device;
    std::vector<std::uint8_t> bytes = save_string_bytes(encode_game(save_session(game("Future", 9, 0), 1)));
    bytes.resize(bytes.size() - 4);
    bytes[2] += 1;  // the format's major version: a newer release's
    device.data["dip.game.future"] = save_string_from_bytes(bytes);
    MemoryStorage fresh;
    REQUIRE(restore_backup(fresh, write_backup(device, 1)).error == "");
    CHECK(fresh.data == device.data);
}

TEST_CASE("[Backup] the open game follows a later copy from a backup, and the browser is asked to keep games once") {
    FakePlatform phone, laptop;
    Session on_phone(standard_rules()), on_laptop(standard_rules());
    GameKeeper keeper(on_phone, standard_rules(), phone);
    keeper.start("");
    keeper.autosave();
    CHECK(phone.asked_to_keep == 1);  // after the first game is saved
    set_orders_text(on_phone, "France: A Par - Bur\n");
    keeper.autosave();
    CHECK(phone.asked_to_keep == 1);  // once
    laptop.store = phone.store;       // the laptop had a copy; it plays a phase on
    GameKeeper other(on_laptop, standard_rules(), laptop);
    other.start("");
    REQUIRE(other.current_key() == keeper.current_key());
    on_laptop.adjudicate();
    other.autosave();
    int told = 0;
    phone.listen_to_storage([&](const std::string& key) { told += key.empty(); });
    const Restored r = keeper.open_backup(other.backup_text());
    REQUIRE(r.error == "");
    CHECK(r.updated == 1);
    CHECK(on_phone.position() == on_laptop.position());
    CHECK(told == 1);  // the director's event and the list are read again
    CHECK_FALSE(keeper.behind());
    CHECK_THAT(keeper.backup_name(), Catch::StartsWith("diplomacy-backup-"));
}

TEST_CASE("[Backup] an open game with a change not stored is not replaced by the backup's copy") {
    FakePlatform phone, laptop;
    Session on_phone(standard_rules()), on_laptop(standard_rules());
    GameKeeper keeper(on_phone, standard_rules(), phone);
    keeper.start("");
    keeper.autosave();
    laptop.store = phone.store;
    GameKeeper other(on_laptop, standard_rules(), laptop);
    other.start("");
    on_laptop.adjudicate();
    other.autosave();
    phone.store.disabled = true;  // the phone's change cannot be stored
    set_orders_text(on_phone, "France: A Par - Bur\n");
    keeper.autosave();
    phone.store.disabled = false;
    const Position mine = on_phone.position();
    REQUIRE(keeper.open_backup(other.backup_text()).error == "");
    CHECK(on_phone.position() == mine);  // kept on screen, and the player asked what now
    CHECK(keeper.behind());
}

TEST_CASE("[Backup] a crafted line is made true: a game is listed as what it is, whatever the file says") {
    MemoryStorage away, home;
    GameLibrary(away, standard_rules()).save("dip.game.x", game("Real", 5, 2), 10);
    StoredRecord r = read_record(away.data["dip.game.x"]);
    const GameSummary truth = *r.summary;
    r.summary->name = "Harmless";
    r.summary->phase = "Fall 1950 Movement";
    r.summary->phases = 99;
    away.data["dip.game.x"] = write_record(r);
    REQUIRE(restore_backup(home, write_backup(away, 1)).error == "");
    CHECK(read_record(home.data["dip.game.x"]).summary == truth);
    GameLibrary lib(home, standard_rules());
    REQUIRE(lib.games().size() == 1);
    CHECK(lib.games()[0].name == "Real");
    CHECK(lib.games()[0].phases == 2);
    // An impossible stamp (no device counts that many writes) is refused.
    r.summary = truth;
    r.stamp.revision = ~std::uint64_t{0};
    away.data["dip.game.x"] = write_record(r);
    MemoryStorage other;
    CHECK_THAT(restore_backup(other, write_backup(away, 2)).error, Catch::Contains("impossible"));
    CHECK(other.data.empty());
}

TEST_CASE("[Backup] a game of sealed orders is never replaced by a backup's later copy: both are kept") {
    // A cheat crafts a backup holding the victim's sealed game with a phase more (and a higher revision): the
    // victim's copy stays as it was; the backup's is kept beside it, named as from the backup.
    MemoryStorage victim, crafted;
    Session s(standard_rules());
    s.new_game(PlayMode::ByLink);
    s.change_record().id = 31;
    s.change_record().sealed.set(true, false);
    GameLibrary lib(victim, standard_rules());
    REQUIRE(lib.save("dip.game.sealed", s, 10) == "");
    const std::string mine = victim.data["dip.game.sealed"];
    crafted = victim;
    set_orders_text(s, "Germany: A Mun - Bur\n");
    s.adjudicate();
    REQUIRE(GameLibrary(crafted, standard_rules()).save("dip.game.sealed", s, 20) == "");
    const Restored r = restore_backup(victim, write_backup(crafted, 3));
    REQUIRE(r.error == "");
    CHECK(r.updated == 0);
    CHECK(r.both_kept == 1);
    CHECK(victim.data["dip.game.sealed"] == mine);
    CHECK(victim.data.count("dip.game.sealed-backup") == 1);
    // Its own older backup, opened on a device that played on, changes nothing.
    MemoryStorage later = crafted;
    const Restored back = restore_backup(later, write_backup(victim, 4));
    CHECK(back.unchanged >= 1);
    CHECK(later.data["dip.game.sealed"] == crafted.data["dip.game.sealed"]);
}
