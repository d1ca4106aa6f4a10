// The director's event as a link (frontend/table/event_link.h): a whole day's event travels and reads back equal;
// what is not a tournament's link, a link cut short or changed, and a crafted one whose checksum holds but whose
// text is nonsense are each refused with a sentence, never a crash.
#include <catch2/catch.hpp>

#include "event_link.h"
#include "event_text.h"
#include "made_up_result.h"
#include "round_draw.h"
#include "save.h"
#include "save_format.h"

using namespace dip;

namespace {

// 23 players over three rounds (the draw's sit-outs), every board's centres shared out at random, nobody with 18.
Event day_of_23() {
    Event event;
    event.name = "A day of 23";
    event.settings.seed = 7;
    for (int i = 0; i < 23; ++i) REQUIRE(add_player(event, "Player " + std::to_string(i + 1)));
    std::vector<int> everyone;
    for (const Player& p : event.players) everyone.push_back(p.id);
    for (int round = 0; round < 3; ++round) {
        const Expected<int> begun = begin_round(event, everyone, ShortBoards::SitOut, {});
        REQUIRE(begun);
        REQUIRE(draw_round(event, *begun) == "");
        for (std::size_t board = 0; board < event.rounds.back().boards.size(); ++board) {
            const BoardResult result = test::made_up_result(round * 10 + board);
            REQUIRE(enter_result(event, *begun, static_cast<int>(board), result) == "");
        }
    }
    return event;
}

}  // namespace

TEST_CASE("[EventLink] a day's event travels by link and by text, and reads back equal") {
    const Event event = day_of_23();
    const std::string link = "https://example.org/" + std::string(kEventLinkKey) + encode_event(event);
    INFO("link of " << link.size() << " characters");
    CHECK(link.size() < 8000);  // within what browsers and chat apps keep of a link
    CHECK(is_event_link(link));
    const Expected<Event> back = decode_event(link);
    REQUIRE(back);
    CHECK(*back == event);
    CHECK(*decode_event(encode_event(event)) == event);               // the bare string
    CHECK(*decode_event("  " + write_event(event) + "\n") == event);  // the text, as copied
    CHECK(*decode_event("look: " + link + " (day one)") == event);    // a link inside a message
}

TEST_CASE("[EventLink] what is not a tournament's link is refused with its reason") {
    const Event event = day_of_23();
    const std::string string = encode_event(event);
    const auto refused = [](std::string_view text) {
        const Expected<Event> e = decode_event(text);
        CHECK(!e);
        return e ? std::string() : e.failure().message;
    };
    CHECK(refused("https://example.org/#e=") == "There is nothing to read: paste the whole string or link.");
    CHECK(refused("hello") == "This is not a Diplomacy save string or link from this site.");
    const std::string game = save_string_from_bytes({save_format::kMark, save_format::kGame, save_format::kMajor, 0});
    CHECK(refused("https://example.org/#e=" + game) == "This holds a game, not a tournament.");
    CHECK(refused(string.substr(0, string.size() / 2)).find("damaged") != std::string::npos);
    std::string changed = string;
    changed[changed.size() / 2] = changed[changed.size() / 2] == 'A' ? 'B' : 'A';
    CHECK(refused(changed).find("damaged") != std::string::npos);
    CHECK(!is_event_link("https://example.org/#g=" + string));
    // Pasted where a game is opened, the link says where it opens instead.
    const Expected<GameRecord> game_from_it = decode_game("https://example.org/#e=" + string);
    REQUIRE(!game_from_it);
    CHECK(game_from_it.failure().message ==
          "This holds a tournament, not a game. Open it with Game > Tournament director..., or open the link "
          "itself.");
}

TEST_CASE("[EventLink] a crafted link whose checksum holds is read as warily as a pasted text") {
    // A string of the tournament kind made by hand around texts the event reader must refuse.
    const auto crafted = [](const std::string& text) {
        std::vector<std::uint8_t> bytes{save_format::kMark, save_format::kEvent, save_format::kMajor};
        const std::string archive = save_format::archive_of(save_format::Bytes{{text.begin(), text.end()}});
        bytes.insert(bytes.end(), archive.begin(), archive.end());
        return save_string_from_bytes(bytes);
    };
    for (const std::string& text :
         {std::string(), std::string("dip-event 1\n"), std::string("dip-event 99\nend\n"),
          std::string("dip-event 1\nname x\nplayer 1 A\nplayer 1 A\nend\n"), std::string(4096, '\0')}) {
        const Expected<Event> e = decode_event(crafted(text));
        CHECK(!e);
    }
    // Bytes that are not even an archive, under a good checksum.
    const std::vector<std::uint8_t> junk{
        save_format::kMark, save_format::kEvent, save_format::kMajor, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F};
    CHECK(!decode_event(save_string_from_bytes(junk)));
    // The whole day's text, sent by hand, opens as the event it is.
    const Event event = day_of_23();
    CHECK(*decode_event(crafted(write_event(event))) == event);
}
