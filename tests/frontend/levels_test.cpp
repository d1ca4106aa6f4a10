// Computer levels in save strings and links (engine/bot/levels.h, docs/SAVES.md): every level of the table comes
// back from a save string, a game's link and a sealed game's shared link as it went, and so does a level added to
// the table by a test (a later release's fourth level), whatever its number; a level this version's table does not
// have is refused as a newer version's, never read as a person or as another level. No level is cut to fit: a record
// is written at version 6 (a seat in two bits of its power's byte) while every level fits, else at version 7 (a
// varint a power).
#include <catch2/catch.hpp>

#include <algorithm>

#include "../support.h"
#include "bot/levels.h"
#include "bot/think_wire.h"
#include "fake_platform.h"
#include "game_keeper.h"
#include "library.h"
#include "save.h"
#include "sealed_devices.h"
#include "stored_record.h"
#include "../read_into.h"

using namespace dip;
using namespace dip::test;

namespace {

// A test's level that thinks as Easy does, at once.
bot::LevelInfo extra_level(bot::Level level) { return {level, "extra", "Extra", "A level of a test.", std::nullopt}; }

// France played by a person (hot seat), every other power by the computer at the given levels, in turn.
Session against(const std::vector<bot::Level>& levels) {
    GameSettings settings;
    std::size_t next = 0;
    for (int p = 0; p < standard().power_count(); ++p)
        if (p != kFrance) settings.computers.set(static_cast<Power>(p), levels[next++ % levels.size()]);
    Session s(standard_rules());
    s.new_game(PlayMode::HotSeat, settings);
    std::array<bool, kMaxPowers> people{};
    people[kFrance] = true;
    s.change_record().seats.set_players(people);
    s.change_record().id = 0x1E7E15;
    return s;
}

// The game's save string, read back and restored: its computer seats, and the string it saves to again.
ComputerSeats through_a_save_string(const Session& s, std::string& again) {
    const std::string text = encode_game(save_session(s, 1));
    GameRecord g;
    std::string error;
    INFO(text);
    REQUIRE(read_into(decode_game(text), g, error));
    Session back(standard_rules());
    REQUIRE(restore_session(g, back, error));
    again = encode_game(save_session(back, 1));
    CHECK(again == text);  // byte for byte
    return back.settings().computers;
}

// The game's link (GameKeeper::game_link) opened on another device: its computer seats there.
ComputerSeats through_a_link(const Session& s) {
    FakePlatform host_device, player_device;
    Session host(standard_rules()), player(standard_rules());
    GameKeeper host_keeper(host, standard_rules(), host_device), player_keeper(player, standard_rules(), player_device);
    std::array<bool, kMaxPowers> people{};
    people[kFrance] = true;
    host_keeper.new_game(PlayMode::HotSeat, people, kNoPower, s.settings());
    REQUIRE(player_keeper.open_link(host_keeper.game_link()) == "");
    return player.settings().computers;
}

// A sealed game by link of France and Germany, every other power the computer's at the given levels in turn: the
// seats on Germany's copy, which joined by the first shared link; one phase is played by both copies.
ComputerSeats through_a_sealed_link(const std::vector<bot::Level>& levels) {
    GameSettings settings;
    std::size_t next = 0;
    for (int p = 0; p < standard().power_count(); ++p)
        if (p != kFrance && p != kGermany)
            settings.computers.set(static_cast<Power>(p), levels[next++ % levels.size()]);
    Device a{1000}, b{2000};
    start({&a, &b}, {kFrance, kGermany}, settings, {true, false});
    CHECK(b.session.settings().computers == settings.computers);
    play_sealed_phase({&a, &b}, 40);  // each copy plays the computer seats itself: they agree
    REQUIRE(a.session.game().history().size() == 1);
    CHECK(b.session.game().history().size() == 1);
    CHECK(b.session.position() == a.session.position());
    return b.session.settings().computers;
}

}  // namespace

TEST_CASE("[Levels] every level of the table comes back from a save string, a link and a sealed game's link") {
    std::vector<bot::Level> all;
    for (const bot::LevelInfo& l : bot::levels()) all.push_back(l.level);
    for (const bot::LevelInfo& l : bot::levels()) {
        INFO(l.name);
        const Session s = against({l.level});
        std::string again;
        CHECK(through_a_save_string(s, again) == s.settings().computers);
        CHECK(through_a_link(s) == s.settings().computers);
        CHECK(through_a_link(s).level(kGermany) == l.level);
        // The page's request to its worker for a seat at this level.
        const bot::ThinkRequest request{s.settings().rules,
                                        s.position(),
                                        kGermany,
                                        *s.settings().computers.level(kGermany),
                                        computer_seed(s),
                                        bot::relations_of(s.game()),
                                        {},
                                        {},
                                        {}};
        bot::ThinkRequest back;
        std::string error;
        REQUIRE(read_into(bot::decode_think_request(bot::encode_think_request(request)), back, error));
        CHECK(back.level == l.level);
    }
    // Every level at once, a seat each.
    const Session mixed = against(all);
    std::string again;
    CHECK(through_a_save_string(mixed, again) == mixed.settings().computers);
    CHECK(through_a_link(mixed) == mixed.settings().computers);
    const ComputerSeats sealed = through_a_sealed_link(all);
    for (int p = 0, next = 0; p < standard().power_count(); ++p)
        if (p != kFrance && p != kGermany)
            CHECK(sealed.level(static_cast<Power>(p)) == all[static_cast<std::size_t>(next++) % all.size()]);
}

TEST_CASE("[Levels] a fourth level added to the table comes back from every save form, and is played") {
    const bot::Level fourth = bot::next_level();
    std::string text;
    {
        const bot::ExtraLevelForTests added({fourth, "expert", "Expert", "A later release's level.", std::nullopt});
        const Session s = against({fourth, bot::Level::Hard, bot::Level::Easy});
        REQUIRE(s.settings().computers.level(kAustria) == fourth);
        const ComputerSeats back = through_a_save_string(s, text);
        CHECK(back == s.settings().computers);
        CHECK(back.level(kAustria) == fourth);
        CHECK(through_a_link(s) == s.settings().computers);
        CHECK(level_title(fourth) == "Expert");
        // The session plays it: its orders are the level's own.
        Session played = against({fourth});
        think_now(played);
        const std::vector<Order> chosen =
            bot::choose_orders(standard_rules(), played.position(), kAustria, fourth, computer_seed(played));
        CHECK_FALSE(chosen.empty());
        const std::vector<Order> given = played.orders(kAustria);
        CHECK(std::is_permutation(given.begin(), given.end(), chosen.begin(), chosen.end()));
        // A sealed game's link, and a phase both copies play with it.
        const ComputerSeats sealed = through_a_sealed_link({fourth, bot::Level::Normal});
        CHECK(sealed.level(kAustria) == fourth);
        CHECK(sealed.level(kEngland) == bot::Level::Normal);
    }
    // This version's table has no such level: the same string is refused as a newer version's.
    GameRecord g;
    std::string error;
    CHECK_FALSE(read_into(decode_game(text), g, error));
    CHECK_THAT(error, Catch::Contains("newer version"));
    CHECK_THAT(error, Catch::Contains("level"));
}

TEST_CASE("[Levels] no save string masks a level: past two bits it comes back exactly, or is refused as newer") {
    for (const std::uint32_t number : {3u, 4u, 5u, 6u, 7u, 8u, 15u, 16u, 63u, 64u, 127u, 128u, 254u, 255u}) {
        if (bot::level_numbered(number)) continue;  // a level of the table
        INFO("level number " << number);
        const bot::Level level = static_cast<bot::Level>(number);
        GameRecord g = save_session(against({bot::Level::Easy}), 1);
        g.settings.computers.set(kGermany, level);
        g.settings.computers.set(kTurkey, level);
        const std::string text = encode_game(g);
        GameRecord back;
        std::string error;
        // Not in the table: a newer version's game. Never a person, never Easy, Normal or Hard.
        CHECK_FALSE(read_into(decode_game(text), back, error));
        CHECK_THAT(error, Catch::Contains("newer version"));
        // In the table (added here): exactly the level written, and the same string again.
        const bot::ExtraLevelForTests added(extra_level(level));
        REQUIRE(read_into(decode_game(text), back, error));
        CHECK(back.settings.computers.level(kGermany) == level);
        CHECK(back.settings.computers.level(kTurkey) == level);
        CHECK(back.settings.computers.level(kItaly) == bot::Level::Easy);
        CHECK_FALSE(back.settings.computers.computer(kFrance));
        CHECK(encode_game(back) == text);
        // A link of it too.
        REQUIRE(read_into(decode_game("https://example.org/#g=" + encode_game(shared_record(back))), back, error));
        CHECK(back.settings.computers.level(kGermany) == level);
    }
}

TEST_CASE("[Levels] a record is written at version 6 while every level fits its seat byte, else at version 7") {
    // Easy, Normal and Hard fit the two bits versions 4 to 6 keep a seat in: the record is written as release 6
    // wrote it (its pages open it, and sealed codes fingerprint it alike).
    const std::string every_level = encode_game(save_session(against({bot::Level::Easy, bot::Level::Hard}), 1));
    CHECK(save_string_bytes(every_level)[4] == 6);  // the game record's class version, after cereal's first byte

    // A level past them: version 7, each power's seat number a varint after the versions (0 a person, 1 + the
    // level's number), and the seat bytes without it.
    const bot::Level fourth = bot::next_level();
    const std::uint32_t turkey = 199;  // two bytes as a varint
    REQUIRE_FALSE(bot::level_numbered(turkey));
    GameRecord g = save_session(against({bot::Level::Easy}), 1);
    g.settings.computers = ComputerSeats{};
    g.settings.computers.set(kGermany, fourth);
    g.settings.computers.set(kTurkey, static_cast<bot::Level>(turkey));
    std::vector<std::uint8_t> bytes = save_string_bytes(encode_game(g));
    bytes.resize(bytes.size() - 4);  // its checksum, made again below
    CHECK(bytes[4] == 7);
    const std::vector<std::uint8_t> levels = {0, 0, 0,    static_cast<std::uint8_t>(1 + static_cast<int>(fourth)),
                                              0, 0, 0xC8, 0x01};  // 1 + 199 = 200: 0x48 and the next bit, then 1
    std::vector<std::uint8_t> tail(bytes.end() - static_cast<std::ptrdiff_t>(levels.size()), bytes.end());
    CHECK(tail == levels);
    CHECK(bytes[bytes.size() - levels.size() - 1] == levels.size());  // their count
    // Before them: the versions (four bytes), the sealed orders (none: their count), and the seven seat bytes,
    // Germany's without a seat in bits 4 and 5.
    const std::size_t seats = bytes.size() - levels.size() - 1 - 4 - 1 - 7;
    REQUIRE(bytes[seats - 1] == 7);
    CHECK(bytes[seats + kGermany] >> 4 == 0);
    GameRecord back;
    std::string error;
    {
        const bot::ExtraLevelForTests added(extra_level(fourth));
        const bot::ExtraLevelForTests added_too(extra_level(static_cast<bot::Level>(turkey)));
        REQUIRE(read_into(decode_game(save_string_from_bytes(bytes)), back, error));
        CHECK(back.settings.computers == g.settings.computers);

        // A version-7 seat byte with a bit above its four flags is damage, not a level.
        std::vector<std::uint8_t> damaged = bytes;
        damaged[seats + kGermany] |= 1 << 4;
        CHECK_FALSE(read_into(decode_game(save_string_from_bytes(damaged)), back, error));
        CHECK_THAT(error, Catch::Contains("damaged"));
        // So is a level list of another length than the powers.
        damaged = bytes;
        damaged.pop_back();  // Turkey's seat number, its two bytes
        damaged.pop_back();
        damaged[bytes.size() - levels.size() - 1] -= 2;  // their count
        CHECK_FALSE(read_into(decode_game(save_string_from_bytes(damaged)), back, error));
        CHECK_THAT(error, Catch::Contains("damaged"));
    }
    // Without them (this version's table): refused as a newer version's game.
    CHECK_FALSE(read_into(decode_game(save_string_from_bytes(bytes)), back, error));
    CHECK_THAT(error, Catch::Contains("newer version"));
    // A version-7 record whose levels all fit reads as well, and is written at version 6 again.
    g.settings.computers.set(kTurkey, std::nullopt);
    bytes = save_string_bytes(encode_game(g));
    bytes.resize(bytes.size() - 4);
    REQUIRE(bytes[4] == 7);
    REQUIRE(bytes[bytes.size() - 7 + kGermany] == 1 + static_cast<int>(fourth));
    bytes[bytes.size() - 7 + kGermany] = 1 + static_cast<std::uint8_t>(bot::Level::Hard);
    REQUIRE(read_into(decode_game(save_string_from_bytes(bytes)), back, error));
    CHECK(back.settings.computers.level(kGermany) == bot::Level::Hard);
    CHECK_FALSE(back.settings.computers.computer(kTurkey));
    CHECK(save_string_bytes(encode_game(back))[4] == 6);
}

TEST_CASE("[Levels] a stored game of a fourth level opens while the table has it, and is a newer release's without") {
    const bot::Level fourth = bot::next_level();
    MemoryStorage st;
    std::string key;
    {
        const bot::ExtraLevelForTests added(extra_level(fourth));
        GameLibrary lib(st, standard_rules());
        Session s = against({fourth, bot::Level::Normal});
        s.change_record().name = "Fourth";
        key = lib.new_key("fourth");
        REQUIRE(lib.save(key, s, 100) == "");
        const std::string stored = read_record(st.data[key]).game;
        CHECK(save_string_bytes(stored)[4] == 7);
        CHECK_FALSE(GameLibrary::from_newer_release(stored));
        const std::vector<GameLibrary::Entry> games = lib.list();
        REQUIRE(games.size() == 1);
        CHECK_FALSE(games[0].newer);
        Session opened(standard_rules());
        CHECK(lib.open(key, opened) == "");
        CHECK(opened.settings().computers == s.settings().computers);
    }
    // Without it (this version's table): a newer release's game, listed as such, kept as it is, never set aside.
    GameLibrary lib(st, standard_rules());
    const std::map<std::string, std::string> before = st.data;
    CHECK(GameLibrary::from_newer_release(read_record(st.data[key]).game));
    const std::vector<GameLibrary::Entry> games = lib.list();
    REQUIRE(games.size() == 1);
    CHECK(games[0].newer);
    CHECK(games[0].name == "Fourth");
    Session opened(standard_rules());
    CHECK_THAT(lib.open(key, opened), Catch::Contains("newer release"));
    CHECK(st.data == before);
    CHECK(lib.take_problems().size() <= 1);  // at most told that it is a newer release's
}
