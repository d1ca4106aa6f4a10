// The standings of an event (engine/event/standings.h, standings_table.h): the best N rounds, a tie decided by
// each tiebreaker in turn, two boards in one round, the game master's seats, Best Country, and the CSV. Boards are
// set by hand with their centres, ended by the time limit after 1907 and scored by C-Diplo (1 to play, 1 a centre,
// 38/14/7 for the first three), so every score below can be worked out on paper.
#include <catch2/catch.hpp>

#include <algorithm>

#include "standings.h"
#include "standings_table.h"

using namespace dip;

namespace {

constexpr int A = 1, B = 2;  // the two players each tie is about; the others fill the boards

// An event whose boards are written by hand. Players are named P1, P2, ...
class EventBuilder {
public:
    explicit EventBuilder(int players, int rounds = 3, int counted = 2) {
        event_.name = "Standings test";
        event_.settings.rounds = rounds;
        event_.settings.counted = counted;
        for (int i = 1; i <= players; ++i) REQUIRE(add_player(event_, std::string("P").append(std::to_string(i))).ok());
    }

    // A board in round `r` (0-based): who plays each power, and each power's centres at the end.
    EventBuilder& board(int r, std::array<int, 7> seats, std::array<int, 7> centres) {
        while (static_cast<int>(event_.rounds.size()) <= r) event_.rounds.emplace_back();
        Round& round = event_.rounds[r];
        Board b;
        b.seats.assign(seats.begin(), seats.end());
        BoardResult result;
        std::copy(centres.begin(), centres.end(), result.centres.begin());
        result.year = 1907;
        result.end.kind = EndKind::TimeLimit;
        b.result = result;
        round.boards.push_back(b);
        for (int id : seats)
            if (id != kGameMaster && !std::count(round.checked_in.begin(), round.checked_in.end(), id))
                round.checked_in.push_back(id);
        std::sort(round.checked_in.begin(), round.checked_in.end());
        return *this;
    }

    Event event() const {
        INFO(check_event(event_));
        REQUIRE(check_event(event_) == "");
        return event_;
    }

private:
    Event event_;
};

const Standing& of(const Standings& s, int id) {
    for (const Standing& st : s.players)
        if (st.player == id) return st;
    FAIL("no standing for player " << id);
    return s.players.front();
}

// The player's place in the standings' order, from 0.
int position(const Standings& s, int id) {
    for (std::size_t i = 0; i < s.players.size(); ++i)
        if (s.players[i].player == id) return static_cast<int>(i);
    return -1;
}

constexpr std::array<int, 7> kSpread{10, 8, 6, 4, 3, 2, 1};  // C-Diplo: 49, 23, 14, 5, 4, 3, 2

// A one-round event of players with these names (ids from 1), the first seven on one board that ended at the time
// limit with kSpread's centres; any more have played no game yet.
Event one_board_event(std::initializer_list<const char*> names) {
    Event event;
    event.settings.rounds = 1;
    event.settings.counted = 1;
    for (const char* name : names) REQUIRE(add_player(event, name).ok());
    Round round;
    round.checked_in = {1, 2, 3, 4, 5, 6, 7};
    Board board;
    board.seats = {1, 2, 3, 4, 5, 6, 7};
    BoardResult result;
    std::copy(kSpread.begin(), kSpread.end(), result.centres.begin());
    result.year = 1907;
    result.end.kind = EndKind::TimeLimit;
    board.result = result;
    round.boards = {board};
    event.rounds = {round};
    REQUIRE(check_event(event) == "");
    return event;
}

}  // namespace

TEST_CASE("[Event standings] the tournament score is the best two rounds, and one round is enough to be ranked",
          "[event]") {
    const Event event = EventBuilder(20)
                            .board(0, {A, 3, 4, 5, 6, 7, 8}, kSpread)        // A 49
                            .board(1, {9, A, 10, 11, 12, 13, 14}, kSpread)   // A 23
                            .board(2, {15, 16, A, 17, 18, 19, 20}, kSpread)  // A 14, not counted
                            .board(2, {B, 3, 4, 5, 6, 7, 8}, kSpread)        // B 49, a single round
                            .event();
    const Standings s = standings(event);
    const Standing& a = of(s, A);
    CHECK(a.round_scores == std::vector<std::optional<double>>{49.0, 23.0, 14.0});
    CHECK(a.counted == std::vector<int>{0, 1});
    CHECK(a.total == 72);
    CHECK(a.rank == 1);
    const Standing& b = of(s, B);
    CHECK(b.round_scores == std::vector<std::optional<double>>{std::nullopt, std::nullopt, 49.0});
    CHECK(b.total == 49);
    CHECK(b.rank > 0);
    CHECK(b.average_centres == 10);
    // The screen shows the round not counted in brackets.
    const TableRows rows = standings_rows(event, s);
    CHECK(rows[0] == std::vector<std::string>{"Rank", "Player", "Total", "Round 1", "Round 2", "Round 3", "Best game",
                                              "Average centres", "Centre differential", "Tie broken by"});
    CHECK(rows[1] == std::vector<std::string>{"1", "P1", "72", "49", "23", "(14)", "49", "8", "9.43", ""});
}

TEST_CASE("[Event standings] tiebreaker 1: the higher single game score", "[event]") {
    const Event event = EventBuilder(12)
                            .board(0, {A, B, 3, 4, 5, 6, 7}, {10, 9, 5, 4, 3, 2, 1})      // A 49, B 24
                            .board(1, {8, B, 9, 10, 11, A, 12}, {13, 12, 3, 2, 2, 1, 1})  // B 27, A 2
                            .event();
    const Standings s = standings(event);
    REQUIRE(of(s, A).total == of(s, B).total);  // 51 each
    CHECK(of(s, A).best_game == 49);
    CHECK(of(s, B).best_game == 27);
    CHECK(position(s, A) + 1 == position(s, B));
    CHECK(of(s, B).rank == of(s, A).rank + 1);
    CHECK(of(s, B).ranked_by == RankedBy::BestGame);
}

TEST_CASE("[Event standings] tiebreaker 2: the higher score in the game where the tied players met", "[event]") {
    const Event event = EventBuilder(19)
                            .board(0, {3, A, B, 4, 5, 6, 7}, kSpread)        // A 23, B 14: they met
                            .board(1, {8, 9, A, 10, 11, 12, 13}, kSpread)    // A 14
                            .board(1, {14, B, 15, 16, 17, 18, 19}, kSpread)  // B 23
                            .event();
    const Standings s = standings(event);
    REQUIRE(of(s, A).total == of(s, B).total);          // 37 each
    REQUIRE(of(s, A).best_game == of(s, B).best_game);  // 23 each
    CHECK(position(s, A) + 1 == position(s, B));
    CHECK(of(s, B).ranked_by == RankedBy::Met);
}

TEST_CASE("[Event standings] tiebreaker 3: the higher average centre count", "[event]") {
    const Event event = EventBuilder(16)
                            .board(0, {A, 3, 4, 5, 6, 7, 8}, kSpread)                      // A 49 (10)
                            .board(0, {B, 9, 10, 11, 12, 13, 14}, kSpread)                 // B 49 (10)
                            .board(1, {15, A, 3, 4, 5, 6, 7}, kSpread)                     // A 23 (8)
                            .board(1, {16, B, 9, 10, 11, 12, 13}, kSpread)                 // B 23 (8)
                            .board(2, {3, 4, 5, A, 6, 7, 8}, {10, 8, 6, 5, 3, 1, 1})       // A 6 (5), not counted
                            .board(2, {9, 10, 11, 12, B, 13, 14}, {10, 8, 6, 5, 2, 2, 1})  // B 3 (2), not counted
                            .event();
    const Standings s = standings(event);
    REQUIRE(of(s, A).total == of(s, B).total);  // 72 each
    REQUIRE(of(s, A).best_game == of(s, B).best_game);
    CHECK(of(s, A).average_centres == Approx(23.0 / 3));
    CHECK(of(s, B).average_centres == Approx(20.0 / 3));
    CHECK(position(s, A) + 1 == position(s, B));
    CHECK(of(s, B).ranked_by == RankedBy::AverageCentres);
}

TEST_CASE("[Event standings] tiebreaker 4: the higher centre differential (own centres minus the board's average)",
          "[event]") {
    const Event event = EventBuilder(16)
                            .board(0, {A, 3, 4, 5, 6, 7, 8}, kSpread)                  // A 49, board of 34
                            .board(0, {B, 9, 10, 11, 12, 13, 14}, kSpread)             // B 49, board of 34
                            .board(1, {15, A, 3, 4, 5, 6, 7}, {10, 8, 6, 4, 3, 1, 0})  // A 23, board of 32
                            .board(1, {16, B, 9, 10, 11, 12, 13}, kSpread)             // B 23, board of 34
                            .event();
    const Standings s = standings(event);
    REQUIRE(of(s, A).total == of(s, B).total);
    REQUIRE(of(s, A).average_centres == of(s, B).average_centres);  // 9 each
    CHECK(of(s, A).centre_differential == Approx(60.0 / 7));        // (70 - 34 + 56 - 32) / 7
    CHECK(of(s, B).centre_differential == Approx(58.0 / 7));        // (70 - 34 + 56 - 34) / 7
    CHECK(position(s, A) + 1 == position(s, B));
    CHECK(of(s, B).ranked_by == RankedBy::CentreDifferential);
}

TEST_CASE("[Event standings] tiebreaker 5: the game master's decision, else still tied", "[event]") {
    EventBuilder builder(14);
    builder.board(0, {A, 3, 4, 5, 6, 7, 8}, kSpread).board(0, {B, 9, 10, 11, 12, 13, 14}, kSpread);
    Event event = builder.event();
    const Standings tied = standings(event);
    CHECK(of(tied, A).rank == 1);
    CHECK(of(tied, B).rank == 1);
    CHECK(of(tied, B).ranked_by == RankedBy::Tied);
    const TableRows rows = standings_rows(event, tied);
    CHECK(rows[1][0] == "1=");
    CHECK(rows[2][0] == "1=");
    CHECK(rows[3][0] == "3=");  // the two second places share too

    event.gm_tiebreak = {B};  // the game master puts B first
    REQUIRE(check_event(event) == "");
    const Standings decided = standings(event);
    CHECK(position(decided, B) + 1 == position(decided, A));
    CHECK(of(decided, B).rank == 1);
    CHECK(of(decided, A).rank == 2);
    CHECK(of(decided, A).ranked_by == RankedBy::GameMaster);
    CHECK(standings_rows(event, decided)[2][9] == "game master's decision");
}

TEST_CASE("[Event standings] two boards in one round: the better game counts for the round", "[event]") {
    const Event event = EventBuilder(13)
                            .board(0, {A, 2, 3, 4, 5, 6, 7}, kSpread)      // A's Austria: 49
                            .board(0, {8, 9, 10, 11, 12, 13, A}, kSpread)  // A's Turkey: 2
                            .event();
    const Standings s = standings(event);
    const Standing& a = of(s, A);
    REQUIRE(a.games.size() == 2);
    CHECK(a.games[0].counts_for_round);
    CHECK_FALSE(a.games[1].counts_for_round);
    CHECK(a.round_scores[0] == 49.0);
    CHECK(a.total == 49);
    CHECK(a.average_centres == 10);  // the lesser game is not averaged
    // It still counts for Best Country: A's Turkey ties P7's, so both are listed.
    CHECK(s.best_country[6].players == std::vector<int>{A, 7});
}

TEST_CASE("[Event standings] the game master's seats: scored for nobody, ranked last as NC, no Best Country",
          "[event]") {
    const Event event = EventBuilder(13)
                            .board(0, {1, 2, 3, 4, 5, 6, 7}, {3, 3, 3, 3, 3, 3, 16})                // Turkey 16: P7
                            .board(0, {8, 9, 10, 11, 12, 13, kGameMaster}, {2, 2, 2, 2, 2, 2, 17})  // NC Turkey 17
                            .event();
    const Standings s = standings(event);
    REQUIRE(s.game_master.size() == 1);
    CHECK(s.game_master[0].power == 6);
    CHECK(s.game_master[0].points == 1 + 17 + 38);
    CHECK(s.players.size() == 13);                            // the game master is nobody's standing
    CHECK(s.best_country[6].players == std::vector<int>{7});  // not the game master's better Turkey
    CHECK(s.best_country[6].points == 1 + 16 + 38);
    const TableRows rows = standings_rows(event, s);
    CHECK(rows.back()[0] == "NC");
    CHECK(rows.back()[1] == "Game master (Turkey, board 2)");
    CHECK(rows.back()[3] == "56");
}

TEST_CASE("[Event standings] Best Country: the best score with each power, ties listed, none without results",
          "[event]") {
    EventBuilder builder(14, 1, 1);
    builder.board(0, {1, 2, 3, 4, 5, 6, 7}, kSpread).board(0, {8, 9, 10, 11, 12, 13, 14}, {10, 8, 6, 4, 3, 2, 1});
    const Event event = builder.event();
    const Standings s = standings(event);
    REQUIRE(s.best_country.size() == 7);
    CHECK(s.best_country[0].players == std::vector<int>{1, 8});  // Austria: 49 twice
    CHECK(s.best_country[0].points == 49);
    CHECK(s.best_country[6].players == std::vector<int>{7, 14});
    const TableRows rows = best_country_rows(event, s);
    CHECK(rows[0] == std::vector<std::string>{"Power", "Score", "Players"});
    CHECK(rows[1] == std::vector<std::string>{"Austria", "49", "P1, P8"});

    const Standings none = standings(EventBuilder(3, 1, 1).event());
    for (const BestCountry& b : none.best_country) CHECK(b.players.empty());
    CHECK(best_country_rows(event, none)[3] == std::vector<std::string>{"France", "", ""});
}

TEST_CASE("[Event standings] the CSV: a header row, RFC 4180 quoting, CRLF line ends", "[event]") {
    const Event event = one_board_event({"Smith, John", "Ann \"The Hammer\" Lee", "Carl", "D", "E", "F", "G", "H"});
    CHECK(standings_csv(event, standings(event)) ==
          "Rank,Player,Total,Round 1,Best game,Average centres,Centre differential,Tie broken by,Rounds counted\r\n"
          "1,\"Smith, John\",49,49,49,10,5.14,,1\r\n"
          "2,\"Ann \"\"The Hammer\"\" Lee\",23,23,23,8,3.14,,1\r\n"
          "3,Carl,14,14,14,6,1.14,,1\r\n"
          "4,D,5,5,5,4,-0.86,,1\r\n"
          "5,E,4,4,4,3,-1.86,,1\r\n"
          "6,F,3,3,3,2,-2.86,,1\r\n"
          "7,G,2,2,2,1,-3.86,,1\r\n"
          ",H,,,,,,,\r\n");  // H has played no game yet: listed, not ranked
    CHECK(csv_field("a\nb") == "\"a\nb\"");
    CHECK(csv_field(" padded") == "\" padded\"");
    CHECK(csv_field("plain") == "plain");
    CHECK(format_points(17.0 + 1.0 / 3) == "17.33");
    CHECK(format_points(-0.001) == "0");
    CHECK(format_points(28034) == "28034");
}

TEST_CASE("[Event standings] the page to print: both tables, every name escaped, nothing loaded", "[event]") {
    Event event = one_board_event({"<script>alert(1)</script>", "Ann \"The Hammer\" Lee", "C", "D", "E", "F", "G"});
    event.name = "Club <night> & co";
    const std::string page = standings_page(event, standings(event));
    CHECK(page.find("<title>Club &lt;night&gt; &amp; co standings</title>") != std::string::npos);
    CHECK(page.find("<td>&lt;script&gt;alert(1)&lt;/script&gt;</td>") != std::string::npos);
    CHECK(page.find("<script") == std::string::npos);
    CHECK(page.find("&quot;The Hammer&quot;") != std::string::npos);
    CHECK(page.find("<th>Rank</th><th>Player</th><th>Total</th>") != std::string::npos);
    CHECK(page.find("<h2>Best Country</h2>") != std::string::npos);
    CHECK(page.find("<td>49</td>") != std::string::npos);  // the winner's C-Diplo score
    for (const char* outside : {"src=", "href=", "http"}) CHECK(page.find(outside) == std::string::npos);
}
