// The seeded draw of a round (engine/event/round_draw.h): the same seed and check-in give the same seats, nobody
// plays a power twice in an event, every player checked in is seated or sits out, and the three ways of handling
// a count that is not a multiple of seven. Properties are checked over many seeds.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>

#include "round_draw.h"
#include "seeded_random.h"

using namespace dip;

namespace {

Event event_of(int players, std::uint64_t seed) {
    Event event;
    event.name = "Draw test";
    event.settings.seed = seed;
    for (int i = 0; i < players; ++i) REQUIRE(add_player(event, "Player " + std::to_string(i + 1)).ok());
    return event;
}

std::vector<int> ids(int from, int to) {
    std::vector<int> out;
    for (int id = from; id <= to; ++id) out.push_back(id);
    return out;
}

// How many seats each player holds in a round, by id (kGameMaster's seats under 0).
std::map<int, int> seats_held(const Round& round) {
    std::map<int, int> out;
    for (const Board& board : round.boards)
        for (int id : board.seats) ++out[id];
    return out;
}

// Every property a drawn round must have.
void check_round(const Event& event, int r) {
    const Round& round = event.rounds[r];
    INFO("round " << r + 1);
    REQUIRE(check_event(event) == "");
    const std::map<int, int> held = seats_held(round);
    for (const Board& board : round.boards) REQUIRE(board.seats.size() == 7);  // boards full
    for (int id : round.checked_in) {
        const bool out = std::binary_search(round.sitting_out.begin(), round.sitting_out.end(), id);
        const int seats = held.count(id) ? held.at(id) : 0;
        CHECK((out ? seats == 0 : seats >= 1));
        if (round.short_boards != ShortBoards::TwoBoards) CHECK(seats <= 1);
    }
    if (round.short_boards != ShortBoards::GameMaster) CHECK(held.count(kGameMaster) == 0);
    // Nobody plays a power they played in an earlier round.
    const std::vector<std::uint32_t> before = powers_played(event, r);
    for (const Board& board : round.boards)
        for (int p = 0; p < 7; ++p) {
            const int i = player_index(event, board.seats[p]);
            if (i >= 0) CHECK((before[i] >> p & 1) == 0);
        }
}

}  // namespace

TEST_CASE("[Event draw] the random numbers are SplitMix64's, the same everywhere", "[event]") {
    SeededRandom random(0);
    CHECK(random.next() == 0xe220a8397b1dcdafULL);  // SplitMix64's published first output for seed 0
    CHECK(random.next() == 0x6e789e6aa1b965f4ULL);
    SeededRandom a(42), b(42);
    for (int i = 0; i < 100; ++i) CHECK(a.below(7) == b.below(7));
    SeededRandom c(7);
    std::array<int, 7> seen{};
    for (int i = 0; i < 7000; ++i) ++seen[c.below(7)];
    for (int n : seen) CHECK(n > 850);  // roughly uniform (1000 expected each)
}

TEST_CASE("[Event draw] a round's seed follows from the event's: every round differs, anyone can redo it", "[event]") {
    EventSettings s;
    s.seed = 2025;
    CHECK(round_seed(s, 0) != round_seed(s, 1));
    CHECK(round_seed(s, 1) == round_seed(s, 1));
    EventSettings t = s;
    t.seed = 2026;
    CHECK(round_seed(t, 0) != round_seed(s, 0));
}

TEST_CASE("[Event draw] over many seeds: no repeated power, everyone seated or out as chosen, same seed same draw",
          "[event]") {
    const ShortBoards choices[] = {ShortBoards::SitOut, ShortBoards::GameMaster, ShortBoards::TwoBoards};
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        INFO("seed " << seed);
        Event event = event_of(23, seed);
        // Three rounds: all 23 (2 over), 20 (6 over), 22 (1 over); the choice turns with the seed.
        const std::vector<std::vector<int>> check_ins = {ids(1, 23), ids(4, 23), ids(1, 22)};
        for (int r = 0; r < 3; ++r) {
            const ShortBoards choice = choices[(seed + r) % 3];
            std::vector<int> volunteers = choice == ShortBoards::TwoBoards ? ids(1, 16) : std::vector<int>{5, 17};
            std::erase_if(volunteers,
                          [&](int id) { return !std::binary_search(check_ins[r].begin(), check_ins[r].end(), id); });
            REQUIRE(begin_round(event, check_ins[r], choice, volunteers).ok());
            const DrawRequest request = draw_request(event, r);
            REQUIRE(draw_round(event, r) == "");
            check_round(event, r);
            // The same request gives the same draw; anyone holding the event can redo it.
            const Expected<Draw> again = make_draw(request);
            REQUIRE(again.ok());
            CHECK(again->boards == event.rounds[r].boards);
            CHECK(again->sitting_out == event.rounds[r].sitting_out);
            const int n = static_cast<int>(check_ins[r].size());
            if (choice == ShortBoards::SitOut) CHECK(event.rounds[r].sitting_out.size() == std::size_t(n % 7));
            if (choice == ShortBoards::GameMaster) CHECK(seats_held(event.rounds[r])[kGameMaster] == (7 - n % 7) % 7);
            if (choice == ShortBoards::TwoBoards) CHECK(again->two_boards.size() == std::size_t((7 - n % 7) % 7));
        }
    }
}

TEST_CASE("[Event draw] another seed gives another draw", "[event]") {
    DrawRequest request;
    request.players = ids(1, 21);
    request.played.assign(21, 0);
    request.seed = 1;
    const Expected<Draw> a = make_draw(request);
    request.seed = 2;
    const Expected<Draw> b = make_draw(request);
    REQUIRE((a.ok() && b.ok()));
    CHECK(a->boards != b->boards);
    CHECK(a->boards.size() == 3);
}

TEST_CASE("[Event draw] sit-outs: volunteers first, drawn among them, then at random among the others", "[event]") {
    DrawRequest request;
    request.players = ids(1, 17);  // 3 over two boards
    request.played.assign(17, 0);
    request.short_boards = ShortBoards::SitOut;
    std::set<int> sat_out;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        request.seed = seed;
        request.volunteers = {2, 4, 6, 8};  // more volunteers than needed: three of them
        const Expected<Draw> many = make_draw(request);
        REQUIRE(many.ok());
        REQUIRE(many->sitting_out.size() == 3);
        for (int id : many->sitting_out) CHECK((id % 2 == 0 && id <= 8));
        request.volunteers = {9};  // fewer: the volunteer, and two drawn among the rest
        const Expected<Draw> few = make_draw(request);
        REQUIRE(few.ok());
        REQUIRE(few->sitting_out.size() == 3);
        CHECK(std::count(few->sitting_out.begin(), few->sitting_out.end(), 9) == 1);
        sat_out.insert(few->sitting_out.begin(), few->sitting_out.end());
        CHECK(few->boards.size() == 2);
    }
    CHECK(sat_out.size() > 8);  // the others are drawn at random, not always the same
}

TEST_CASE("[Event draw] two boards: volunteers fill the last board, each on two different boards", "[event]") {
    DrawRequest request;
    request.players = ids(1, 12);  // 5 over one board: two players play twice
    request.played.assign(12, 0);
    request.short_boards = ShortBoards::TwoBoards;
    request.volunteers = {3, 7, 11};
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
        request.seed = seed;
        const Expected<Draw> draw = make_draw(request);
        REQUIRE(draw.ok());
        REQUIRE(draw->boards.size() == 2);
        REQUIRE(draw->two_boards.size() == 2);
        for (int id : draw->two_boards) {
            CHECK((id == 3 || id == 7 || id == 11));
            for (const Board& board : draw->boards) CHECK(std::count(board.seats.begin(), board.seats.end(), id) == 1);
        }
    }
    request.volunteers = {3};
    const Expected<Draw> short_of = make_draw(request);
    REQUIRE_FALSE(short_of.ok());
    CHECK(short_of.failure().message == "2 players must play two boards, but only 1 volunteered");
}

TEST_CASE("[Event draw] the game master fills the empty seats of the last board only", "[event]") {
    DrawRequest request;
    request.players = ids(1, 19);  // 5 over two boards: the game master takes 2 seats of the third
    request.played.assign(19, 0);
    request.short_boards = ShortBoards::GameMaster;
    std::set<int> nc_powers;
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
        request.seed = seed;
        const Expected<Draw> draw = make_draw(request);
        REQUIRE(draw.ok());
        REQUIRE(draw->boards.size() == 3);
        CHECK(draw->sitting_out.empty());
        for (int k = 0; k < 2; ++k)
            CHECK(std::count(draw->boards[k].seats.begin(), draw->boards[k].seats.end(), 0) == 0);
        const std::vector<int>& last = draw->boards[2].seats;
        CHECK(std::count(last.begin(), last.end(), kGameMaster) == 2);
        for (int p = 0; p < 7; ++p)
            if (last[p] == kGameMaster) nc_powers.insert(p);
    }
    CHECK(nc_powers.size() > 3);  // the game master's powers are drawn too
}

TEST_CASE("[Event draw] a draw that cannot avoid repeating a power is refused, with a reason", "[event]") {
    // Seven players, seven rounds: each has played every power but one, all the same one. Nobody can play.
    DrawRequest request;
    request.players = ids(1, 7);
    request.played.assign(7, 0x3f);  // Austria..Russia played: only Turkey left, for all seven
    const Expected<Draw> draw = make_draw(request);
    REQUIRE_FALSE(draw.ok());
    CHECK_THAT(draw.failure().message, Catch::Contains("nobody plays a power again"));

    // Each has one power left, all different: exactly one seating, and the draw finds it.
    for (int i = 0; i < 7; ++i) request.played[i] = 0x7f & ~(1u << i);
    const Expected<Draw> forced = make_draw(request);
    REQUIRE(forced.ok());
    for (int p = 0; p < 7; ++p) CHECK(forced->boards[0].seats[p] == p + 1);
}

TEST_CASE("[Event draw] bad requests are refused, not drawn", "[event]") {
    DrawRequest request;
    CHECK(make_draw(request).failure().message == "nobody is checked in");
    request.players = {1, 2, 3};
    request.played.assign(3, 0);
    CHECK(make_draw(request).failure().message == "3 players checked in: a board needs 7");
    request.short_boards = ShortBoards::GameMaster;
    CHECK(make_draw(request).ok());  // the game master fills four seats
    request.players = {3, 2, 1};
    CHECK_FALSE(make_draw(request).ok());
    request.players = {1, 2, 3};
    request.volunteers = {9};
    CHECK(make_draw(request).failure().message == "a volunteer is not checked in");
    request.board_size = 9;
    CHECK_FALSE(make_draw(request).ok());
}

TEST_CASE("[Event draw] a drawn round with a result keeps its draw", "[event]") {
    Event event = event_of(7, 5);
    REQUIRE(begin_round(event, ids(1, 7), ShortBoards::SitOut, {}).ok());
    REQUIRE(draw_round(event, 0) == "");
    BoardResult result;
    result.centres = {5, 5, 5, 5, 5, 5, 4};
    result.year = 1907;
    result.end.kind = EndKind::TimeLimit;
    REQUIRE(enter_result(event, 0, 0, result) == "");
    CHECK(draw_round(event, 0) == "a result has been entered for this round: its draw stands");
    CHECK(draw_round(event, 3) == "no such round");
}

TEST_CASE("[Event draw] the director may seat a round by hand, repeated powers are listed, bad seats refused",
          "[event]") {
    Event event = event_of(8, 9);
    REQUIRE(begin_round(event, ids(1, 8), ShortBoards::SitOut, {8}).ok());
    REQUIRE(draw_round(event, 0) == "");
    const int austria = event.rounds[0].boards[0].seats[0];
    REQUIRE(begin_round(event, ids(1, 8), ShortBoards::SitOut, {}).ok());
    CHECK(repeated_powers(event).empty());

    // Round 2 by hand: the same seats as round 1 (everyone repeats), player 8 playing and 1 sitting out instead.
    Board board = event.rounds[0].boards[0];
    const int out_of_round_1 = event.rounds[0].sitting_out[0];
    std::replace(board.seats.begin(), board.seats.end(), 1, out_of_round_1);
    REQUIRE(seat_by_hand(event, 1, {board}, {1}) == "");
    const std::vector<std::string> repeats = repeated_powers(event);
    CHECK(repeats.size() == 6);  // all but player 8, who sat out round 1 and holds player 1's seat
    if (austria != 1) CHECK(repeats[0] == "Player " + std::to_string(austria) + " plays Austria again in round 2");

    // Refused: a player left out, a seat for nobody known, a result already in.
    CHECK(seat_by_hand(event, 1, {board}, {}) == "round 2: player 1 is checked in but neither seated nor sitting out");
    Board unknown = board;
    unknown.seats[0] = 77;
    CHECK(seat_by_hand(event, 1, {unknown}, {1}) == "round 2: board 1: a seat names an unknown player 77");
    BoardResult result;
    result.centres = {5, 5, 5, 5, 5, 5, 4};
    result.year = 1907;
    result.end.kind = EndKind::TimeLimit;
    REQUIRE(enter_result(event, 1, 0, result) == "");
    CHECK(seat_by_hand(event, 1, {board}, {1}) == "a result has been entered for this round: its seats stand");
}

TEST_CASE("[Event draw] the director swaps two players' places, one swap at a time, and a bad swap changes nothing",
          "[event]") {
    Event event = event_of(8, 9);
    REQUIRE(begin_round(event, ids(1, 8), ShortBoards::SitOut, {}).ok());
    REQUIRE(draw_round(event, 0) == "");
    const Round drawn = event.rounds[0];
    const int austria = drawn.boards[0].seats[0], turkey = drawn.boards[0].seats[6], out = drawn.sitting_out[0];

    REQUIRE(swap_seats(event, 0, {0, 0}, {0, 6}) == "");  // Austria and Turkey change places
    CHECK(event.rounds[0].boards[0].seats[0] == turkey);
    CHECK(event.rounds[0].boards[0].seats[6] == austria);
    REQUIRE(swap_seats(event, 0, {0, 0}, {-1, 0}) == "");  // the one sitting out takes Austria
    CHECK(event.rounds[0].boards[0].seats[0] == out);
    CHECK(event.rounds[0].sitting_out == std::vector<int>{turkey});
    CHECK(check_event(event) == "");

    // Refused, and nothing changes: a place that is not there, a round that is not there.
    const Event before = event;
    CHECK(swap_seats(event, 0, {0, 7}, {0, 0}) == "no such seat");
    CHECK(swap_seats(event, 0, {1, 0}, {0, 0}) == "no such seat");
    CHECK(swap_seats(event, 0, {-1, 1}, {0, 0}) == "no such seat");
    CHECK(swap_seats(event, 2, {0, 0}, {0, 1}) == "no such round");
    CHECK(event == before);

    // Every seating is reachable by swaps: undoing both gives the draw back.
    REQUIRE(swap_seats(event, 0, {0, 0}, {-1, 0}) == "");
    REQUIRE(swap_seats(event, 0, {0, 0}, {0, 6}) == "");
    CHECK(event.rounds[0] == drawn);

    // Once a result is in, the seats stand.
    BoardResult result;
    result.centres = {5, 5, 5, 5, 5, 5, 4};
    result.year = 1907;
    result.end.kind = EndKind::TimeLimit;
    REQUIRE(enter_result(event, 0, 0, result) == "");
    CHECK(swap_seats(event, 0, {0, 0}, {0, 6}) == "a result has been entered for this round: its seats stand");
}

TEST_CASE("[Event draw] a swap that would give a player two seats on one board is refused", "[event]") {
    Event event = event_of(13, 5);
    // 13 players and two boards: volunteer 1 plays both.
    REQUIRE(begin_round(event, ids(1, 13), ShortBoards::TwoBoards, {1}).ok());
    REQUIRE(draw_round(event, 0) == "");
    const Round& r = event.rounds[0];
    REQUIRE(r.boards.size() == 2);
    // Player 1 is on both boards; bring their seat on board 2 onto board 1.
    int on_first = -1, on_second = -1;
    for (int p = 0; p < 7; ++p) {
        if (r.boards[0].seats[p] == 1) on_first = p;
        if (r.boards[1].seats[p] == 1) on_second = p;
    }
    REQUIRE(on_first >= 0);
    REQUIRE(on_second >= 0);
    const int other = on_first == 0 ? 1 : 0;
    const Event before = event;
    CHECK(swap_seats(event, 0, {0, other}, {1, on_second}) == "round 1: board 1: player 1 holds two seats");
    CHECK(event == before);
}

TEST_CASE(
    "[Event draw] when nobody-plays-twice cannot be met, the draw says so, and a draw letting powers repeat "
    "is made on request",
    "[event]") {
    // Seven players on one board for eight rounds: after seven, everyone has played every power.
    Event event = event_of(7, 3);
    event.settings.rounds = 8;
    event.settings.counted = 2;
    for (int round = 0; round < 7; ++round) {
        REQUIRE(begin_round(event, ids(1, 7), ShortBoards::SitOut, {}).ok());
        REQUIRE(draw_round(event, round) == "");
    }
    CHECK(repeated_powers(event).empty());
    REQUIRE(begin_round(event, ids(1, 7), ShortBoards::SitOut, {}).ok());
    CHECK(draw_round(event, 7).find("no draw was found in which nobody plays a power again") == 0);
    CHECK(event.rounds[7].boards.empty());
    REQUIRE(draw_round(event, 7, true) == "");
    CHECK(event.rounds[7].boards.size() == 1);
    CHECK(repeated_powers(event).size() == 7);  // every seat repeats, and says so
    CHECK(check_event(event) == "");
    // The same request draws the same seats again: anyone can redo it.
    Event again = event;
    REQUIRE(draw_round(again, 7, true) == "");
    CHECK(again == event);
}
