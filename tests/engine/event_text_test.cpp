// The event as one string (engine/event/event_text.h): a fixed text of format 1 that must always read, exact round
// trips, and malformed or malicious strings each refused with a message saying what is wrong, never a crash.
#include <catch2/catch.hpp>

#include "event_text.h"
#include "round_draw.h"
#include "seeded_random.h"

using namespace dip;

namespace {

// An event of format 1 as written by write_event: kept as it is, so texts already shared keep opening.
const std::string kGolden =
    "dip-event 1\n"
    "name Golden Cup\n"
    "scoring c-diplo\n"
    "rounds 3\n"
    "counted 2\n"
    "board-size 7\n"
    "centres 34\n"
    "solo 18\n"
    "draw-rule dias\n"
    "seed 7\n"
    "player 1 Ann\n"
    "player 2 Bo\n"
    "player 3 Cy\n"
    "player 4 Di\n"
    "player 5 Ed\n"
    "player 6 Flo\n"
    "player 7 Gus\n"
    "round 1\n"
    "seed 99\n"
    "short-boards sit-out\n"
    "check-in 1 2 3 4 5 6 7\n"
    "board 3 1 4 7 5 2 6\n"
    "result draw Austria England France year 1907 centres 12 11 11 0 0 0 0 eliminated 0 0 0 1905 1906 1907 1904\n"
    "end\n";

// The golden text with one line replaced (the first that starts with `from`), or a line added before "end".
std::string with_line(std::string text, const std::string& from, const std::string& to) {
    if (from.empty()) return text.insert(text.size() - 4, to + "\n");
    const std::size_t at = text.find("\n" + from);
    REQUIRE(at != std::string::npos);
    const std::size_t end = text.find('\n', at + 1);
    return text.replace(at + 1, end - at - 1, to);
}

// A richer event: names that need care, every kind of end, all three short-board choices.
Event rich_event() {
    Event event;
    event.name = "Rich, \"quoted\" & long — event";
    event.settings.scoring = Scoring::SumOfSquares;
    event.settings.draw_rule = DrawRule::DINS;
    event.settings.seed = 18446744073709551615ULL;
    for (const char* name : {"Smith, John", "Ann \"The Hammer\" Lee", "Zoë Ångström", "O'Brien #1", "  x", "Eve", "Fay",
                             "Gil", "Hal", "Ivy"}) {
        const Expected<int> id = add_player(event, name);
        if (std::string(name) == "  x") {
            CHECK_FALSE(id.ok());  // spaces at either end are refused
            continue;
        }
        REQUIRE(id.ok());
    }
    REQUIRE(begin_round(event, {1, 2, 3, 4, 5, 6, 7, 8, 9}, ShortBoards::GameMaster, {}).ok());
    REQUIRE(draw_round(event, 0) == "");
    BoardResult solo;
    solo.centres = {18, 5, 4, 3, 2, 1, 1};
    solo.year = 1906;
    solo.end = {EndKind::Solo, 0, {}};
    REQUIRE(enter_result(event, 0, 0, solo) == "");
    BoardResult dins;
    dins.centres = {8, 7, 6, 5, 4, 4, 0};
    dins.units_only[6] = true;
    dins.year = 1907;
    dins.end.kind = EndKind::Draw;
    dins.end.in_draw[0] = dins.end.in_draw[1] = true;  // DINS: only the two named
    REQUIRE(enter_result(event, 0, 1, dins) == "");
    REQUIRE(begin_round(event, {2, 3, 4, 5, 6, 7, 8, 9}, ShortBoards::SitOut, {5}).ok());
    REQUIRE(draw_round(event, 1) == "");
    BoardResult conceded;
    conceded.centres = {15, 10, 9, 0, 0, 0, 0};
    conceded.eliminated_in = {0, 0, 0, 1905, 1906, 0, 1904};
    conceded.year = 1907;
    conceded.end = {EndKind::Concession, 0, {}};
    REQUIRE(enter_result(event, 1, 0, conceded) == "");
    REQUIRE(begin_round(event, {1, 2, 3, 4, 5, 6, 7, 8, 9}, ShortBoards::TwoBoards, {1, 2, 3, 4, 5}).ok());
    REQUIRE(draw_round(event, 2) == "");
    event.gm_tiebreak = {9, 1};
    REQUIRE(check_event(event) == "");
    return event;
}

}  // namespace

TEST_CASE("[Event text] the format 1 text reads, and writes back byte for byte", "[event]") {
    const Expected<Event> event = read_event(kGolden);
    INFO(event.failure().text());
    REQUIRE(event.ok());
    CHECK(event->name == "Golden Cup");
    CHECK(event->settings.seed == 7);
    REQUIRE(event->players.size() == 7);
    CHECK(event->players[5].name == "Flo");
    REQUIRE(event->rounds.size() == 1);
    CHECK(event->rounds[0].seed == 99);
    CHECK(event->rounds[0].boards[0].seats == std::vector<int>{3, 1, 4, 7, 5, 2, 6});
    const BoardResult& r = *event->rounds[0].boards[0].result;
    CHECK(r.end.kind == EndKind::Draw);
    CHECK(r.centres[1] == 11);
    CHECK(r.eliminated_in[6] == 1904);
    CHECK(write_event(*event) == kGolden);
}

TEST_CASE("[Event text] round trips are exact: the event, and the text", "[event]") {
    const Event event = rich_event();
    const std::string text = write_event(event);
    const Expected<Event> back = read_event(text);
    INFO(text << back.failure().text());
    REQUIRE(back.ok());
    CHECK(*back == event);
    CHECK(write_event(*back) == text);
    // Another laptop redoes the draws from the text alone and finds the same seats.
    for (int r = 0; r < 3; ++r) {
        const Expected<Draw> redo = make_draw(draw_request(*back, r));
        REQUIRE(redo.ok());
        CHECK(redo->boards.size() == back->rounds[r].boards.size());
        for (std::size_t k = 0; k < redo->boards.size(); ++k)
            CHECK(redo->boards[k].seats == back->rounds[r].boards[k].seats);
    }
    // Lines ended by CRLF (a file through another system) read the same.
    std::string crlf;
    for (char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    const Expected<Event> from_crlf = read_event(crlf);
    REQUIRE(from_crlf.ok());
    CHECK(*from_crlf == event);
}

TEST_CASE("[Event text] malformed and malicious texts are refused, each with its reason", "[event]") {
    std::string board_of_many = "board";
    for (int i = 0; i < 100000; ++i) board_of_many += " 1";
    std::string many_players;
    for (int i = 8; i <= 1200; ++i) many_players += "player " + std::to_string(i) + " P" + std::to_string(i) + "\n";
    const std::string binary("dip-event 1\n\0\0\xff\xfe\n", 17);

    const std::vector<std::pair<std::string, std::string>> cases = {
        {"", "not an event text"},
        {"hello\n", "not an event text"},
        {std::string(kGolden).replace(0, 11, "dip-event 2"),
         "format 2; this page reads format 1 (written by a newer page?)"},
        {std::string(kGolden).replace(0, 11, "dip-event x"), "unreadable version"},
        {std::string(kGolden).replace(0, 11, "dip-event 0"), "format 0"},
        {with_line(kGolden, "player 7", "player 7 Gus\nplayer 7 Zed"), "line 18: player 7 is listed twice"},
        {with_line(kGolden, "player 7", "player 7 Gus\nplayer 8 Ann"), "already a player named \"Ann\""},
        {with_line(kGolden, "player 7", "player 7 Gus\nplayer 8 Bad\x01Name"), "control characters"},
        {with_line(kGolden, "player 7", "player 7 Gus\nplayer 8 " + std::string(200, 'n')), "at most 80 bytes"},
        {with_line(kGolden, "player 7", "player 7 Gus\nplayer 12345678901 Big"), "a player line is"},
        {with_line(kGolden, "player 7", "player 7 Gus\n" + many_players), "at most 1000 players"},
        {with_line(kGolden, "board 3", "board 3 1 4 7 5 2 99"), "a seat names player 99, not listed"},
        {with_line(kGolden, "board 3", "board 3 1 4 7 5 2"), "a board line names 7 seats"},
        {with_line(kGolden, "board 3", board_of_many), "a board line names 7 seats"},
        {with_line(kGolden, "board 3", "board 3 1 4 7 5 2 -6"), "a seat is a player id or NC"},
        {with_line(kGolden, "board 3", "board 3 1 4 7 5 2 2"), "player 2 holds two seats"},
        {with_line(kGolden, "check-in", "check-in 1 2 3 4 5 6 7 42"), "no player 42 is listed"},
        {with_line(kGolden, "check-in", "check-in 1 2 3 4 5 6"), "player 7 is seated but not checked in"},
        {with_line(kGolden, "rounds", "rounds 1000000"), "rounds takes a whole number from 1 to 20"},
        {with_line(kGolden, "counted", "counted 5"), "rounds counted must be 1 to the rounds planned (3), not 5"},
        {with_line(kGolden, "solo", "solo -5"), "solo takes a whole number"},
        {with_line(kGolden, "solo", "solo 40"), "a solo needs 1 to 34 centres, not 40"},
        {with_line(kGolden, "seed", "seed 99999999999999999999999"), "a seed is a whole number"},
        {with_line(kGolden, "scoring", "scoring fancy"), "scoring is one of c-diplo, sum-of-squares"},
        {with_line(kGolden, "name", "name Golden\x1b[2J"), "control character"},
        {with_line(kGolden, "round 1", "round 2"), "expected the line \"round 1\""},
        {with_line(kGolden, "end", "round 2\nround 3\nround 4\nend"), "round 4, but 3 rounds are planned"},
        {with_line(kGolden, "", "colour blue"), "unknown line \"colour blue\""},
        {with_line(kGolden, "", " player 9 Indented"), "a line begins with its keyword"},
        {with_line(kGolden, "", "solo 17"), "the setting solo comes before the players and rounds"},
        {with_line(kGolden, "scoring", "scoring c-diplo\nscoring tribute"), "the setting scoring is given twice"},
        {with_line(kGolden, "board 3", "result time year 1907 centres 5 5 5 5 5 5 4 eliminated 0 0 0 0 0 0 0"),
         "a result line follows its board's line"},
        {with_line(kGolden, "result", "result time year 1907 centres 20 11 9 0 0 0 0 eliminated 0 0 0 0 0 0 0"),
         "the centres add up to 40"},
        {with_line(kGolden, "result",
                   "result draw Austria England year 1907 centres 12 11 11 0 0 0 0 eliminated "
                   "0 0 0 0 0 0 0"),
         "draws include all survivors (DIAS), but France survives and is left out"},
        {with_line(kGolden, "result", "result solo Turkey year 1907 centres 12 11 11 0 0 0 0 eliminated 0 0 0 0 0 0 0"),
         "Turkey is named the solo winner with 0 centres"},
        {with_line(kGolden, "result", "result time year 1907 centres 12 11 11 0 0 0 0 eliminated 0 0 0 0 0 0"),
         "7 years of elimination"},
        {with_line(kGolden, "result", "result time year 1907 centres 12 11 11 0 0 0 0 eliminated 0 0 0 0 0 0 0 1"),
         "more words than a result has"},
        {with_line(kGolden, "result", "result sideways"), "a result begins with how the game ended"},
        {with_line(kGolden, "result", "result time year 12000 centres 1 1 1 1 1 1 1 eliminated 0 0 0 0 0 0 0"),
         "the last game year played"},
        {with_line(kGolden, "end", "nd"), "unknown line"},
        {kGolden.substr(0, kGolden.size() - 4), "the text is cut short: it has no end line"},
        {kGolden + "player 9 Late\n", "text after the end line"},
        {kGolden + std::string(kMaxEventText, '\n'), "an event text has at most 1048576 bytes"},
        {binary, "unknown line"},
    };
    for (const auto& [text, reason] : cases) {
        INFO("expected: " << reason << "\ntext begins: " << text.substr(0, 300));
        const Expected<Event> event = read_event(text);
        REQUIRE_FALSE(event.ok());
        CHECK_THAT(event.failure().text(), Catch::Contains(reason));
    }
}

TEST_CASE("[Event text] any cut or changed byte reads as an event or is refused, never a crash", "[event]") {
    const std::string text = write_event(rich_event());
    for (std::size_t n = 0; n + 1 < text.size(); ++n) {
        const Expected<Event> cut = read_event(text.substr(0, n));
        CHECK_FALSE(cut.ok());  // every prefix lacks the end line (all but the last newline)
    }
    CHECK(read_event(text.substr(0, text.size() - 1)).ok());
    SeededRandom random(1);
    for (int trial = 0; trial < 3000; ++trial) {
        std::string changed = text;
        for (int k = 0; k < 1 + trial % 3; ++k)
            changed[random.below(changed.size())] = static_cast<char>(random.below(256));
        const Expected<Event> event = read_event(changed);
        if (!event.ok()) continue;
        // Whatever reads is a sound event that writes and reads back the same.
        CHECK(check_event(*event) == "");
        const Expected<Event> again = read_event(write_event(*event));
        REQUIRE(again.ok());
        CHECK(*again == *event);
    }
}
