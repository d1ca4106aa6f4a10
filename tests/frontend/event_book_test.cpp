// The director's event kept in storage (frontend/table/event_book.h): it comes back after a reload; a damaged
// stored text is set aside, never lost, and told; a bad text from another device changes nothing; a full storage
// is told.
#include <catch2/catch.hpp>

#include "event_book.h"
#include "event_text.h"
#include "fake_platform.h"

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
