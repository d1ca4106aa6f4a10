// A whole tournament day, simulated: 23 players over three rounds, with sit-outs, a board the game master fills and
// a player on two boards; one board's result typed in by hand, one taken from a game the engine played to the end of
// 1907, the rest made up. The standings, the CSV and the event string are checked at the end.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>

#include "event_text.h"
#include "made_up_result.h"
#include "order_options.h"
#include "round_draw.h"
#include "seeded_random.h"
#include "standings.h"
#include "standings_table.h"

using namespace dip;

namespace {

// A game the engine plays to the end of 1907, every power's orders drawn at random among its legal ones from
// `seed`, and its result as the event scores it (the year each power fell taken from the game's history).
BoardResult played_game(std::uint64_t seed) {
    const Rules rules(standard_map(), RuleSettings{.end_year = 1907});
    Position pos = start_position(standard_map());
    std::array<int, kMaxPowers> fell{};
    PhaseResult out;
    while (!rules.finished(pos)) {
        const std::vector<Order> orders = random_orders(rules, pos, seed);
        rules.adjudicate(pos, orders, out);
        for (int pw = 0; pw < 7; ++pw)
            if (fell[pw] == 0 && out.next.eliminated(static_cast<Power>(pw))) fell[pw] = pos.phase.year;
        pos = out.next;
    }
    REQUIRE(pos.phase.year == 1907);
    BoardResult result = board_result(pos, standard_map(), game_end(rules, pos));
    for (int pw = 0; pw < 7; ++pw) result.eliminated_in[pw] = fell[pw];
    return result;
}

std::vector<int> ids(int from, int to) {
    std::vector<int> out(to - from + 1);
    std::iota(out.begin(), out.end(), from);
    return out;
}

// The round begin_round started, failing the test if it refused.
int round_begun(const Expected<int>& r) {
    INFO(r.failure().message);
    REQUIRE(r.ok());
    return *r;
}

}  // namespace

TEST_CASE("[Event day] 23 players, three rounds: draws, results, standings, CSV and the event string", "[event]") {
    Event event;
    event.name = "World Boardgaming Championships, Diplomacy (simulated)";
    event.settings.seed = 20250728;
    for (int i = 1; i <= 23; ++i) {
        const std::string name = i == 13 ? "Smith, Jo" : "Player " + std::to_string(i);
        const Expected<int> id = add_player(event, name);
        REQUIRE(id.ok());
        CHECK(*id == i);
    }
    CHECK_FALSE(add_player(event, "Player 4").ok());  // a name already taken

    // Round 1: all 23 check in, 2 over three boards: two volunteers sit out.
    REQUIRE(round_begun(begin_round(event, ids(1, 23), ShortBoards::SitOut, {11, 4})) == 0);
    REQUIRE(draw_round(event, 0) == "");
    CHECK(event.rounds[0].sitting_out == std::vector<int>{4, 11});
    REQUIRE(event.rounds[0].boards.size() == 3);

    // Board 1 is the engine's game; board 2 is typed in by hand (a first attempt with a slip is refused).
    const BoardResult engine_game = played_game(1907);
    REQUIRE(enter_result(event, 0, 0, engine_game) == "");
    BoardResult typed;
    typed.centres = {9, 8, 7, 5, 2, 2, 1};
    typed.year = 1907;
    typed.end.kind = EndKind::Draw;
    for (int pw = 0; pw < 7; ++pw) typed.end.in_draw[pw] = true;
    BoardResult slip = typed;
    slip.centres[6] = 2;  // 35 centres
    CHECK_THAT(enter_result(event, 0, 1, slip), Catch::Contains("add up to 35"));
    slip = typed;
    slip.end.in_draw[6] = false;  // a DIAS draw must include Turkey, which survives
    CHECK(enter_result(event, 0, 1, slip) == "draws include all survivors (DIAS), but Turkey survives and is left out");
    REQUIRE(enter_result(event, 0, 1, typed) == "");
    REQUIRE(enter_result(event, 0, 2, test::made_up_result(3)) == "");

    // Round 2: 20 check in (three have gone home), 6 over two boards: the game master fills the third board.
    REQUIRE(round_begun(begin_round(event, ids(1, 20), ShortBoards::GameMaster, {})) == 1);
    REQUIRE(draw_round(event, 1) == "");
    REQUIRE(event.rounds[1].boards.size() == 3);
    CHECK(std::count(event.rounds[1].boards[2].seats.begin(), event.rounds[1].boards[2].seats.end(), kGameMaster) == 1);
    for (int k = 0; k < 3; ++k) REQUIRE(enter_result(event, 1, k, test::made_up_result(10 + k)) == "");

    // Round 3: 20 check in (the three are back, three others leave), 6 over: one volunteer plays two boards.
    REQUIRE(round_begun(begin_round(event, ids(4, 23), ShortBoards::TwoBoards, {6, 9})) == 2);
    REQUIRE(draw_round(event, 2) == "");
    REQUIRE(event.rounds[2].boards.size() == 3);
    for (int k = 0; k < 3; ++k) REQUIRE(enter_result(event, 2, k, test::made_up_result(20 + k)) == "");
    CHECK_FALSE(begin_round(event, ids(1, 7), ShortBoards::SitOut, {}).ok());  // three rounds were planned
    REQUIRE(check_event(event) == "");

    // Nobody played a power twice, and anyone can redo every draw from the event.
    for (int r = 0; r < 3; ++r) {
        const std::vector<std::uint32_t> before = powers_played(event, r);
        for (const Board& board : event.rounds[r].boards)
            for (int p = 0; p < 7; ++p)
                if (board.seats[p] != kGameMaster) CHECK((before[player_index(event, board.seats[p])] >> p & 1) == 0);
        const Expected<Draw> redo = make_draw(draw_request(event, r));
        REQUIRE(redo.ok());
        for (std::size_t k = 0; k < redo->boards.size(); ++k)
            CHECK(redo->boards[k].seats == event.rounds[r].boards[k].seats);
    }

    const Standings s = standings(event);
    // Every player played at least one round, so every one is ranked; the table is in order.
    REQUIRE(s.players.size() == 23);
    for (std::size_t i = 0; i < s.players.size(); ++i) {
        const Standing& st = s.players[i];
        INFO("player " << st.player);
        CHECK(st.rank > 0);
        if (i > 0) {
            CHECK(st.total <= s.players[i - 1].total + 1e-9);
            CHECK(st.rank >= s.players[i - 1].rank);
        }
        // The total is the best two rounds.
        std::vector<double> rounds;
        for (const std::optional<double>& r : st.round_scores)
            if (r) rounds.push_back(*r);
        std::sort(rounds.rbegin(), rounds.rend());
        double best_two = 0;
        for (std::size_t k = 0; k < rounds.size() && k < 2; ++k) best_two += rounds[k];
        CHECK(st.total == Approx(best_two));
    }
    // The engine's board: a real game to the end of 1907, and each of its seven players has it, scored by C-Diplo.
    CHECK(engine_game.end.kind == EndKind::TimeLimit);
    CHECK(engine_game.year == 1907);
    const std::vector<ScoreLine> lines = score_board(Scoring::CDiplo, engine_game);
    for (const ScoreLine& line : lines) {
        const int id = event.rounds[0].boards[0].seats[line.power];
        for (const Standing& st : s.players)
            if (st.player == id) {
                REQUIRE(!st.games.empty());
                CHECK(st.games[0].power == line.power);
                CHECK(st.games[0].centres == line.centres);
                CHECK(st.games[0].points == line.points);
            }
    }
    // The game master's seat: one, ranked after everyone, never a Best Country.
    REQUIRE(s.game_master.size() == 1);
    for (const BestCountry& b : s.best_country) {
        CHECK_FALSE(b.players.empty());
        for (int id : b.players) CHECK(id != kGameMaster);
    }
    // The two-board player of round 3 has two games that round, one counting.
    int doubles = 0;
    for (const Standing& st : s.players) {
        const auto in_round_3 =
            std::count_if(st.games.begin(), st.games.end(), [](const PlayedGame& g) { return g.round == 2; });
        if (in_round_3 == 2) ++doubles;
    }
    CHECK(doubles == 1);

    // The CSV: a header, 23 players, the game master's seat.
    const std::string csv = standings_csv(event, s);
    CHECK(std::count(csv.begin(), csv.end(), '\n') == 25);
    CHECK(csv.find("\"Smith, Jo\"") != std::string::npos);
    CHECK(csv.find("\r\nNC,\"Game master (") != std::string::npos);  // its name holds a comma: quoted

    // The event string: another laptop opens it and finds the same event and the same standings.
    const std::string text = write_event(event);
    CHECK(text.size() < 4000);
    const Expected<Event> back = read_event(text);
    INFO(back.failure().text());
    REQUIRE(back.ok());
    CHECK(*back == event);
    CHECK(write_event(*back) == text);
    CHECK(standings(*back) == s);
}
