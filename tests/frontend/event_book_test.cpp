// The director's event kept in storage (frontend/table/event_book.h): it comes back after a reload; a damaged
// stored text is set aside, never lost, and told; a bad text from another device changes nothing; a full storage
// is told. And a board played on the page enters the event whole.
#include <catch2/catch.hpp>

#include "../support.h"
#include "event_book.h"
#include "event_text.h"
#include "fake_platform.h"
#include "round_draw.h"
#include "save.h"

using namespace dip;
using namespace dip::test;

TEST_CASE("[EventBook] the event comes back after a reload, players and all") {
    MemoryStorage storage;
    EventBook book(storage);
    CHECK(book.event() == nullptr);
    book.start("Club night", {.scoring = Scoring::Carnage, .seed = 42});
    REQUIRE(add_player(*book.event(), "Ann"));
    REQUIRE(add_player(*book.event(), "Bo"));
    CHECK(book.save() == "");

    EventBook again(storage);
    REQUIRE(again.event());
    CHECK(*again.event() == *book.event());
    CHECK(again.event()->settings.seed == 42);
    CHECK(again.problem() == "");
}

TEST_CASE("[EventBook] a damaged stored event is set aside and told, and a new one can start") {
    MemoryStorage storage;
    storage.set(EventBook::kKey, "dip-event 1\nname Cut short\nplayer 1 Ann\n");
    EventBook book(storage);
    CHECK(book.event() == nullptr);
    CHECK(book.problem().find("could not be read") != std::string::npos);
    CHECK(storage.get(EventBook::kSetAside) == "dip-event 1\nname Cut short\nplayer 1 Ann\n");
    CHECK(!storage.get(EventBook::kKey));
    book.start("Next try", {});
    CHECK(book.save() == "");
    CHECK(storage.get(EventBook::kSetAside) == "dip-event 1\nname Cut short\nplayer 1 Ann\n");  // still kept
}

TEST_CASE("[EventBook] another device's text opens the event, a bad one changes nothing") {
    MemoryStorage storage;
    EventBook book(storage);
    book.start("Ours", {});
    REQUIRE(add_player(*book.event(), "Ann"));
    REQUIRE(book.save() == "");
    const Event ours = *book.event();

    for (const std::string bad : {std::string("hello"), std::string("dip-event 9\nend\n"), std::string(2 << 20, 'x')})
        CHECK(book.open_text(bad).find("This is not a tournament this page can open") == 0);
    CHECK(*book.event() == ours);

    Event theirs{.name = "Theirs"};
    REQUIRE(add_player(theirs, "Cy"));
    CHECK(book.open_text(write_event(theirs)) == "");
    CHECK(book.event()->name == "Theirs");
    CHECK(storage.get(EventBook::kSetAside) == write_event(ours));  // the one it replaced is kept aside
}

TEST_CASE("[EventBook] a storage that keeps nothing is told") {
    MemoryStorage storage;
    storage.disabled = true;
    EventBook book(storage);
    book.start("Nowhere", {});
    CHECK(book.save().find("keeps nothing") != std::string::npos);
    storage.disabled = false;
    storage.capacity = 10;
    CHECK(book.save().find("full") != std::string::npos);
}

// A board played to the end of 1907 by seven Easy computers, saved as a string and read back on another device,
// enters the event whole: its centres, its time limit, and the year each power that is out fell.
TEST_CASE("[EventBook] a board played by computers to 1907, read from its save string, enters the event") {
    Session played(standard_rules());
    GameSettings all;
    all.rules.end_year = 1907;
    for (int p = 0; p < 7; ++p) all.computers.set(static_cast<Power>(p), bot::Level::Easy);
    played.new_game(PlayMode::Sandbox, all);
    for (int guard = 0; guard < 200 && !played.over(); ++guard) {
        think_now(played);
        REQUIRE(played.autoplay(1) == 1);
    }
    REQUIRE(played.over());
    CHECK(played.game().history().size() >= 14);  // seven years of Spring and Fall at least
    const std::string saved = encode_game(save_session(played, 0));

    Session read(standard_rules());
    const Expected<GameRecord> record = decode_game(saved);
    REQUIRE(record);
    std::string why;
    REQUIRE(read.restore(*record, why));
    const BoardResult result = board_result_of(read);
    CHECK(result.end.kind == EndKind::TimeLimit);
    CHECK(result.year == 1907);
    int total = 0;
    for (int p = 0; p < 7; ++p) {
        total += result.centres[p];
        CHECK(result.centres[p] == read.position().centre_count(static_cast<Power>(p)));
        const bool out = read.position().eliminated(static_cast<Power>(p));
        CHECK((result.eliminated_in[p] != 0) == out);
        if (out) CHECK((result.eliminated_in[p] >= 1901 && result.eliminated_in[p] <= 1907));
    }
    CHECK(total <= 34);

    Event event{.name = "Club night"};
    for (const char* name : {"Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"}) REQUIRE(add_player(event, name));
    const Expected<int> round = begin_round(event, {1, 2, 3, 4, 5, 6, 7}, ShortBoards::SitOut, {});
    REQUIRE(round);
    REQUIRE(draw_round(event, *round) == "");
    CHECK(enter_result(event, *round, 0, result) == "");
    CHECK(event.rounds[0].boards[0].result == result);
}

// Two tabs of one browser share one storage. A tab stores its change; the other, not yet told, does not store its
// own over it: its change is dropped, it says so, and it shows the first tab's event from then on.
TEST_CASE("[EventBook] two tabs: a change is never stored over another tab's, and each tab follows the other") {
    MemoryStorage storage;
    EventBook first(storage), second(storage);
    first.start("Club night", {});
    REQUIRE(first.save() == "");
    REQUIRE(second.event());
    CHECK(!first.stored_elsewhere());  // its own write is not news to it

    REQUIRE(add_player(*first.event(), "Ann"));
    REQUIRE(first.save() == "");
    REQUIRE(add_player(*second.event(), "Bo"));  // the second tab had not heard of Ann yet
    CHECK(second.save().find("Another tab changed the tournament just now") == 0);
    Event stored = *read_event(*storage.get(EventBook::kKey));
    CHECK(stored.players.size() == 1);
    CHECK(stored.players[0].name == "Ann");  // the first tab's change stands
    REQUIRE(second.event());
    CHECK(*second.event() == stored);  // the second tab now shows it, and makes its change again
    REQUIRE(add_player(*second.event(), "Bo"));
    CHECK(second.save() == "");

    // The storage event tells the first tab, which reads the event again when it next draws.
    CHECK(first.stored_elsewhere());
    REQUIRE(first.event()->players.size() == 2);
    CHECK(first.event()->players[1].name == "Bo");
    CHECK(!first.stored_elsewhere());
}

// Opening another device's event, or starting a new one, replaces the stored one on purpose: whatever another tab
// stored last is what is set aside, so nothing is lost.
TEST_CASE("[EventBook] an event opened in one tab sets aside the newest stored copy, whatever the tab saw") {
    MemoryStorage storage;
    EventBook first(storage), second(storage);
    first.start("Day one", {});
    REQUIRE(first.save() == "");
    REQUIRE(second.event());
    REQUIRE(add_player(*first.event(), "Ann"));
    REQUIRE(first.save() == "");
    Event other;
    other.name = "Day two";
    CHECK(second.open_text(write_event(other)) == "");
    CHECK(read_event(*storage.get(EventBook::kSetAside))->players.size() == 1);  // Day one with Ann, kept aside
    CHECK(read_event(*storage.get(EventBook::kKey))->name == "Day two");
}
