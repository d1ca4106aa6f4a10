// Tournament conventions (engine/rules/tournament.h): how games end, the page's score table in C-Diplo, sum of squares
// and draw size with worked examples (every system on a board result: scoring_systems_test.cpp), and draw and
// concession votes, DIAS and DINS, vetoes told or not. Positions are built from centre counts; each test names the
// rule it pins down.
#include <catch2/catch.hpp>

#include <numeric>

#include "../support.h"
#include "tournament.h"
#include "game_ends.h"

using namespace dip;
using namespace dip::ends;
using namespace dip::test;

namespace {

// A Fall 1905 movement position in which the powers own these many centres (in map order) and have no units.
Position board(std::array<int, 7> counts) {
    Position pos;
    pos.phase = {Season::Fall, PhaseKind::Movement, 1905};
    int pw = 0;
    standard().centres().for_each([&](int p) {
        while (pw < 7 && counts[pw] == 0) ++pw;
        if (pw == 7) return;
        pos.owner[p] = static_cast<Power>(pw);
        --counts[pw];
    });
    REQUIRE(std::accumulate(counts.begin(), counts.end(), 0) == 0);  // no more than 34 centres asked for
    return pos;
}

void add_army(Position& pos, Power pw, const char* abbr) {
    const Province p = standard().find_abbr(abbr);
    pos.units[p] = {UnitType::Army, pw, p};
}

const ScoreLine& line_of(const std::vector<ScoreLine>& table, Power pw) {
    for (const ScoreLine& l : table)
        if (l.power == pw) return l;
    FAIL("power missing from the table");
    return table.front();
}

double total(const std::vector<ScoreLine>& table) {
    double sum = 0;
    for (const ScoreLine& l : table) sum += l.points;
    return sum;
}

std::vector<Power> order_of(const std::vector<ScoreLine>& table) {
    std::vector<Power> out;
    for (const ScoreLine& l : table) out.push_back(l.power);
    return out;
}

std::array<Ballot, kMaxPowers> all(Ballot b) {
    std::array<Ballot, kMaxPowers> out{};
    out.fill(b);
    return out;
}

}  // namespace

// ---- Scoring ------------------------------------------------------------------------------------------------

TEST_CASE("[Tournament] scoring system names", "[tournament]") {
    CHECK(to_string(Scoring::CDiplo) == "C-Diplo");
    CHECK(to_string(Scoring::SumOfSquares) == "Sum of squares");
    CHECK(to_string(Scoring::DrawSize) == "Draw size");
}

TEST_CASE("[Tournament] C-Diplo without ties: 1 to play, 1 a centre, 38/14/7 for the first three places",
          "[tournament]") {
    const auto table = score_table(Scoring::CDiplo, board({10, 8, 6, 4, 3, 2, 1}), standard(), kTimeLimit);
    CHECK(order_of(table) == std::vector<Power>{kAustria, kEngland, kFrance, kGermany, kItaly, kRussia, kTurkey});
    CHECK(line_of(table, kAustria).points == 49);  // 1 + 10 + 38
    CHECK(line_of(table, kEngland).points == 23);  // 1 + 8 + 14
    CHECK(line_of(table, kFrance).points == 14);   // 1 + 6 + 7
    CHECK(line_of(table, kGermany).points == 5);   // 1 + 4
    CHECK(line_of(table, kTurkey).points == 2);
    for (int i = 0; i < 7; ++i) CHECK(table[i].place == i + 1);
    CHECK(line_of(table, kGermany).centres == 4);
    CHECK(total(table) == 100);  // 7 + 34 + 59
}

TEST_CASE("[Tournament] C-Diplo: two tied for first share 38 + 14, the next power is third", "[tournament]") {
    const auto table = score_table(Scoring::CDiplo, board({9, 9, 6, 4, 3, 2, 1}), standard(), kTimeLimit);
    CHECK(line_of(table, kAustria).points == 36);  // 1 + 9 + (38 + 14) / 2
    CHECK(line_of(table, kEngland).points == 36);
    CHECK(line_of(table, kAustria).place == 1);
    CHECK(line_of(table, kEngland).place == 1);
    CHECK(line_of(table, kFrance).points == 14);  // 1 + 6 + 7
    CHECK(line_of(table, kFrance).place == 3);
    CHECK(line_of(table, kGermany).place == 4);
    CHECK(total(table) == 100);
}

TEST_CASE("[Tournament] C-Diplo: three tied for second share 14 + 7 + 0", "[tournament]") {
    const auto table = score_table(Scoring::CDiplo, board({2, 6, 6, 6, 12, 1, 1}), standard(), kTimeLimit);
    CHECK(order_of(table) ==
          std::vector<Power>{kItaly, kEngland, kFrance, kGermany, kAustria, kRussia, kTurkey});  // ties in map order
    CHECK(line_of(table, kItaly).points == 51);                                                  // 1 + 12 + 38
    for (Power pw : {kEngland, kFrance, kGermany}) {
        CHECK(line_of(table, pw).points == Approx(1 + 6 + 7));  // (14 + 7 + 0) / 3 = 7
        CHECK(line_of(table, pw).place == 2);
    }
    CHECK(line_of(table, kAustria).points == 3);
    CHECK(line_of(table, kAustria).place == 5);
    CHECK(line_of(table, kRussia).place == 6);
    CHECK(line_of(table, kTurkey).place == 6);
    CHECK(total(table) == Approx(100));
}

TEST_CASE("[Tournament] C-Diplo: a tie across third place shares 7 + 0", "[tournament]") {
    const auto table = score_table(Scoring::CDiplo, board({12, 10, 6, 6, 0, 0, 0}), standard(), kTimeLimit);
    CHECK(line_of(table, kFrance).points == 10.5);  // 1 + 6 + (7 + 0) / 2
    CHECK(line_of(table, kGermany).points == 10.5);
    CHECK(total(table) == 100);
}

TEST_CASE("[Tournament] C-Diplo: an eliminated power scores 1 and no place bonus", "[tournament]") {
    // Only two powers own centres: nobody takes the 7 of third place.
    const Position pos = board({17, 17, 0, 0, 0, 0, 0});
    REQUIRE(pos.eliminated(kFrance));
    const auto table = score_table(Scoring::CDiplo, pos, standard(), kTimeLimit);
    CHECK(line_of(table, kAustria).points == 44);  // 1 + 17 + (38 + 14) / 2
    CHECK(line_of(table, kEngland).points == 44);
    for (Power pw : {kFrance, kGermany, kItaly, kRussia, kTurkey}) {
        CHECK(line_of(table, pw).points == 1);
        CHECK(line_of(table, pw).place == 3);
    }
    CHECK(total(table) == 93);  // 7 + 34 + 52
}

TEST_CASE("[Tournament] C-Diplo points add up: a point per power and per owned centre, and the bonuses given",
          "[tournament]") {
    const auto [counts, owned, bonuses] = GENERATE(table<std::array<int, 7>, int, double>({
        {{10, 8, 6, 4, 3, 2, 1}, 34, 59},
        {{5, 5, 5, 5, 5, 5, 4}, 34, 59},  // six tied for first
        {{3, 3, 3, 3, 3, 3, 4}, 22, 59},  // the opening position's counts
        {{16, 0, 0, 0, 0, 0, 1}, 17, 52},
        {{9, 0, 0, 0, 0, 0, 0}, 9, 38},
        {{0, 0, 0, 0, 0, 0, 0}, 0, 0},
    }));
    const auto table = score_table(Scoring::CDiplo, board(counts), standard(), kTimeLimit);
    CHECK(total(table) == Approx(7 + owned + bonuses));
}

TEST_CASE("[Tournament] C-Diplo ignores a draw: scored by centres alone", "[tournament]") {
    const Position pos = board({10, 8, 6, 4, 3, 2, 1});
    CHECK(score_table(Scoring::CDiplo, pos, standard(), draw_of({kAustria, kEngland})) ==
          score_table(Scoring::CDiplo, pos, standard(), kTimeLimit));
}

TEST_CASE("[Tournament] a solo: 100 to the winner, 0 to everyone else, in every system", "[tournament]") {
    Position pos = board({2, 2, 18, 5, 3, 2, 2});
    pos.winner = kFrance;
    for (Scoring s : {Scoring::CDiplo, Scoring::SumOfSquares, Scoring::DrawSize}) {
        INFO(to_string(s));
        const auto table = score_table(s, pos, standard(), solo(kFrance));
        CHECK(table[0].power == kFrance);
        CHECK(table[0].points == 100);
        CHECK(table[0].place == 1);
        CHECK(total(table) == 100);
        CHECK(table[1].power == kGermany);  // the others by centres
        CHECK(table[1].place == 2);
        // A position with a winner is a solo even when the caller passes no end.
        CHECK(score_table(s, pos, standard(), GameEnd{}) == table);
    }
}

TEST_CASE("[Tournament] a concession scores like a solo for the power conceded to, placed first", "[tournament]") {
    const Position pos = board({2, 12, 4, 2, 3, 2, 9});  // England leads, but the others concede to Turkey
    for (Scoring s : {Scoring::CDiplo, Scoring::SumOfSquares, Scoring::DrawSize}) {
        INFO(to_string(s));
        const auto table = score_table(s, pos, standard(), concession(kTurkey));
        CHECK(table[0].power == kTurkey);
        CHECK(table[0].points == 100);
        CHECK(table[0].place == 1);
        CHECK(table[1].power == kEngland);
        CHECK(table[1].points == 0);
        CHECK(table[1].place == 2);
        CHECK(line_of(table, kFrance).place == 3);
        CHECK(total(table) == 100);
    }
}

TEST_CASE("[Tournament] sum of squares: 100 times each square over the sum of squares", "[tournament]") {
    SECTION("no ties") {
        const auto table = score_table(Scoring::SumOfSquares, board({10, 8, 6, 4, 3, 2, 1}), standard(), kTimeLimit);
        // 100 + 64 + 36 + 16 + 9 + 4 + 1 = 230
        CHECK(order_of(table) == std::vector<Power>{kAustria, kEngland, kFrance, kGermany, kItaly, kRussia, kTurkey});
        CHECK(line_of(table, kAustria).points == Approx(10000.0 / 230));
        CHECK(line_of(table, kEngland).points == Approx(6400.0 / 230));
        CHECK(line_of(table, kTurkey).points == Approx(100.0 / 230));
        CHECK(total(table) == Approx(100));
    }
    SECTION("two tied, then three tied, and an eliminated power") {
        const auto table = score_table(Scoring::SumOfSquares, board({0, 9, 9, 4, 4, 4, 4}), standard(), kTimeLimit);
        // 81 + 81 + 4 * 16 = 226
        CHECK(line_of(table, kEngland).points == Approx(8100.0 / 226));
        CHECK(line_of(table, kFrance).points == line_of(table, kEngland).points);
        CHECK(line_of(table, kEngland).place == 1);
        CHECK(line_of(table, kFrance).place == 1);
        for (Power pw : {kGermany, kItaly, kRussia, kTurkey}) {
            CHECK(line_of(table, pw).points == Approx(1600.0 / 226));
            CHECK(line_of(table, pw).place == 3);
        }
        CHECK(line_of(table, kAustria).points == 0);
        CHECK(line_of(table, kAustria).place == 7);
        CHECK(order_of(table) == std::vector<Power>{kEngland, kFrance, kGermany, kItaly, kRussia, kTurkey, kAustria});
        CHECK(total(table) == Approx(100));
    }
}

TEST_CASE("[Tournament] draw size: a draw shares 100 equally among the powers in it", "[tournament]") {
    const Position pos = board({10, 8, 6, 4, 3, 2, 1});
    const auto table = score_table(Scoring::DrawSize, pos, standard(), draw_of({kEngland, kFrance, kRussia}));
    for (Power pw : {kEngland, kFrance, kRussia}) CHECK(line_of(table, pw).points == Approx(100.0 / 3));
    for (Power pw : {kAustria, kGermany, kItaly, kTurkey}) CHECK(line_of(table, pw).points == 0);
    CHECK(order_of(table) ==
          std::vector<Power>{kEngland, kFrance, kRussia, kAustria, kGermany, kItaly, kTurkey});  // then by centres
    CHECK(line_of(table, kAustria).place == 1);  // place is still by centres
    CHECK(total(table) == Approx(100));
}

TEST_CASE("[Tournament] draw size: a time limit is a draw of every surviving power", "[tournament]") {
    Position pos = board({14, 12, 8, 0, 0, 0, 0});
    add_army(pos, kGermany, "Mun");  // Germany has a unit but no centre: it survives and shares the draw
    const auto table = score_table(Scoring::DrawSize, pos, standard(), kTimeLimit);
    for (Power pw : {kAustria, kEngland, kFrance, kGermany}) CHECK(line_of(table, pw).points == 25);
    for (Power pw : {kItaly, kRussia, kTurkey}) CHECK(line_of(table, pw).points == 0);
    CHECK(line_of(table, kGermany).place == 4);
    CHECK(line_of(table, kItaly).place == 4);
}

TEST_CASE("[Tournament] the provisional table mid-game is scored as a time limit now", "[tournament]") {
    const Position pos = start_position(standard());  // Russia 4 centres, everyone else 3, 12 neutral
    const GameEnd now = game_end(standard_rules(), pos);
    REQUIRE(now.kind == EndKind::None);
    for (Scoring s : {Scoring::CDiplo, Scoring::SumOfSquares, Scoring::DrawSize}) {
        INFO(to_string(s));
        CHECK(score_table(s, pos, standard(), now) == score_table(s, pos, standard(), kTimeLimit));
    }
    const auto table = score_table(Scoring::CDiplo, pos, standard(), now);
    CHECK(order_of(table) == std::vector<Power>{kRussia, kAustria, kEngland, kFrance, kGermany, kItaly, kTurkey});
    CHECK(line_of(table, kRussia).points == 43);    // 1 + 4 + 38
    CHECK(line_of(table, kAustria).points == 7.5);  // 1 + 3 + (14 + 7 + 0 + 0 + 0 + 0) / 6
    CHECK(line_of(table, kTurkey).place == 2);
    CHECK(total(table) == 88);  // 7 + 22 + 59
    const auto draw = score_table(Scoring::DrawSize, pos, standard(), now);
    for (const ScoreLine& l : draw) CHECK(l.points == Approx(100.0 / 7));
}

// ---- How a game ends ----------------------------------------------------------------------------------------

TEST_CASE("[Tournament] game end: a solo, even at the time limit", "[tournament]") {
    const Rules rules(standard(), RuleSettings{.end_year = 1907});
    Position pos = board({2, 2, 18, 5, 3, 2, 2});
    pos.phase = {Season::Spring, PhaseKind::Movement, 1906};
    CHECK(game_end(rules, pos).kind == EndKind::None);
    pos.winner = kFrance;
    CHECK(game_end(rules, pos) == solo(kFrance));
    pos.phase = {Season::Winter, PhaseKind::Adjustments, 1907};
    CHECK(game_end(rules, pos) == solo(kFrance));
}

TEST_CASE("[Tournament] game end: the end year ends the game after its Fall and Fall retreats", "[tournament]") {
    const Rules rules(standard(), RuleSettings{.end_year = 1907});
    Position pos = start_position(standard());
    const auto at = [&](Season s, PhaseKind k, int year) {
        pos.phase = {s, k, year};
        return game_end(rules, pos);
    };
    CHECK(at(Season::Fall, PhaseKind::Movement, 1907).kind == EndKind::None);
    CHECK(at(Season::Fall, PhaseKind::Retreats, 1907).kind == EndKind::None);
    CHECK(at(Season::Winter, PhaseKind::Adjustments, 1907) == kTimeLimit);
    CHECK(at(Season::Spring, PhaseKind::Movement, 1908) == kTimeLimit);
    CHECK(game_end(standard_rules(), pos).kind == EndKind::None);  // no limit set
}

TEST_CASE("[Tournament] game end: the turn limit ends the game after that many movement turns", "[tournament]") {
    const Rules rules(standard(), RuleSettings{.max_turns = 3});  // Spring 1901, Fall 1901, Spring 1902
    Position pos = start_position(standard());
    const auto at = [&](Season s, PhaseKind k, int year) {
        pos.phase = {s, k, year};
        return game_end(rules, pos).kind;
    };
    CHECK(at(Season::Spring, PhaseKind::Movement, 1902) == EndKind::None);
    CHECK(at(Season::Spring, PhaseKind::Retreats, 1902) == EndKind::None);
    CHECK(at(Season::Fall, PhaseKind::Movement, 1902) == EndKind::TimeLimit);
}

TEST_CASE("[Tournament] describing how a game ended", "[tournament]") {
    CHECK(describe(solo(kFrance), standard()) == "France won alone");
    CHECK(describe(concession(kTurkey), standard()) == "Conceded to Turkey");
    CHECK(describe(draw_of({kRussia, kEngland, kFrance}), standard()) == "Draw: England, France, Russia");
    CHECK(describe(GameEnd{}, standard()) == "The game goes on");
    CHECK(describe(kTimeLimit, standard()) == "The time limit was reached");
    Position pos = start_position(standard());
    pos.phase = {Season::Winter, PhaseKind::Adjustments, 1907};
    CHECK(describe(kTimeLimit, standard(), pos) == "The time limit was reached after Fall 1907");
    pos.phase = {Season::Spring, PhaseKind::Movement, 1908};
    CHECK(describe(kTimeLimit, standard(), pos) == "The time limit was reached after Fall 1907");
    pos.phase = {Season::Fall, PhaseKind::Movement, 1902};
    CHECK(describe(kTimeLimit, standard(), pos) == "The time limit was reached after Spring 1902");
    CHECK(describe(solo(kFrance), standard(), pos) == "France won alone");
}

// ---- Votes --------------------------------------------------------------------------------------------------

TEST_CASE("[Tournament] voters are the powers owning a supply centre", "[tournament]") {
    Position pos = board({14, 12, 8, 0, 0, 0, 0});
    add_army(pos, kGermany, "Mun");
    const auto v = voters(pos, standard());
    CHECK(v[kAustria]);
    CHECK(v[kEngland]);
    CHECK(v[kFrance]);
    CHECK_FALSE(v[kGermany]);  // units but no centre
    CHECK_FALSE(v[kItaly]);
    CHECK_FALSE(v[kRussia]);
    CHECK_FALSE(v[kTurkey]);
}

TEST_CASE("[Tournament] a vote is unanimous: one No fails it", "[tournament]") {
    const Position pos = start_position(standard());
    const VoteProposal draw{VoteKind::Draw, kNoPower};
    CHECK(decide_vote(draw, all(Ballot::Yes), pos, standard()).passed);
    for (Power pw = 0; pw < 7; ++pw) {
        auto ballots = all(Ballot::Yes);
        ballots[pw] = Ballot::No;
        CHECK_FALSE(decide_vote(draw, ballots, pos, standard()).passed);
    }
}

TEST_CASE("[Tournament] a failed vote tells nothing but that it failed", "[tournament]") {
    const Position pos = start_position(standard());
    auto ballots = all(Ballot::Yes);
    ballots[kRussia] = Ballot::No;
    CHECK(decide_vote({VoteKind::Draw, kNoPower}, ballots, pos, standard()) == VoteOutcome{});
    CHECK(decide_vote({VoteKind::Concede, kTurkey}, ballots, pos, standard()) == VoteOutcome{});
}

TEST_CASE("[Tournament] an abstaining or absent power counts as yes", "[tournament]") {
    const Position pos = start_position(standard());
    CHECK(decide_vote({VoteKind::Draw, kNoPower}, all(Ballot::Abstain), pos, standard()).passed);
    std::array<Ballot, kMaxPowers> ballots{};  // nobody voted
    ballots[kEngland] = Ballot::Yes;
    ballots[kRussia] = Ballot::Abstain;
    CHECK(decide_vote({VoteKind::Concede, kEngland}, ballots, pos, standard()).passed);
}

TEST_CASE("[Tournament] ballots of powers without centres are ignored", "[tournament]") {
    Position pos = board({14, 12, 8, 0, 0, 0, 0});
    add_army(pos, kGermany, "Mun");
    auto ballots = all(Ballot::Yes);
    ballots[kGermany] = Ballot::No;  // has a unit but no centre: no vote
    ballots[kTurkey] = Ballot::No;   // eliminated
    CHECK(decide_vote({VoteKind::Draw, kNoPower}, ballots, pos, standard()).passed);
    ballots[kFrance] = Ballot::No;  // a voter
    CHECK_FALSE(decide_vote({VoteKind::Draw, kNoPower}, ballots, pos, standard()).passed);
}

TEST_CASE("[Tournament] a passed draw includes exactly the surviving powers", "[tournament]") {
    Position pos = board({14, 12, 8, 0, 0, 0, 0});
    add_army(pos, kGermany, "Mun");  // survives without a centre
    const VoteOutcome out = decide_vote({VoteKind::Draw, kNoPower}, all(Ballot::Yes), pos, standard());
    REQUIRE(out.passed);
    CHECK(out.end == draw_of({kAustria, kEngland, kFrance, kGermany}));
    CHECK(describe(out.end, standard()) == "Draw: Austria, England, France, Germany");
}

TEST_CASE("[Tournament] a passed concession ends the game in favour of that power", "[tournament]") {
    const Position pos = board({2, 12, 4, 2, 3, 2, 9});
    const VoteOutcome out = decide_vote({VoteKind::Concede, kTurkey}, all(Ballot::Yes), pos, standard());
    REQUIRE(out.passed);
    CHECK(out.end == concession(kTurkey));
    // Never to a power without a centre.
    const Position few = board({14, 12, 8, 0, 0, 0, 0});
    CHECK_FALSE(decide_vote({VoteKind::Concede, kGermany}, all(Ballot::Yes), few, standard()).passed);
    CHECK_FALSE(decide_vote({VoteKind::Concede, kNoPower}, all(Ballot::Yes), few, standard()).passed);
}

TEST_CASE("[Tournament] votes only in movement phases, at most one per phase, never after the end", "[tournament]") {
    const Rules rules(standard(), RuleSettings{.end_year = 1907});
    const VoteProposal draw{VoteKind::Draw, kNoPower};
    Position pos = start_position(standard());
    pos.phase = {Season::Fall, PhaseKind::Movement, 1907};
    CHECK(vote_allowed(rules, pos, 0, draw).empty());
    CHECK(vote_allowed(rules, pos, 0, {VoteKind::Concede, kRussia}).empty());
    CHECK_FALSE(vote_allowed(rules, pos, 1, draw).empty());  // one already held this phase
    CHECK_FALSE(vote_allowed(rules, pos, 2, draw).empty());
    pos.phase = {Season::Fall, PhaseKind::Retreats, 1907};
    CHECK_FALSE(vote_allowed(rules, pos, 0, draw).empty());
    pos.phase = {Season::Winter, PhaseKind::Adjustments, 1906};
    CHECK_FALSE(vote_allowed(rules, pos, 0, draw).empty());
    pos.phase = {Season::Spring, PhaseKind::Movement, 1908};  // past the end year
    CHECK_FALSE(vote_allowed(rules, pos, 0, draw).empty());
    pos.phase = {Season::Spring, PhaseKind::Movement, 1903};
    CHECK(vote_allowed(rules, pos, 0, draw).empty());
    pos.winner = kRussia;  // a solo ended the game
    CHECK_FALSE(vote_allowed(rules, pos, 0, draw).empty());
}

TEST_CASE("[Tournament] a concession only to a power entitled to vote", "[tournament]") {
    Position pos = board({14, 12, 8, 0, 0, 0, 0});
    add_army(pos, kGermany, "Mun");
    pos.phase = {Season::Spring, PhaseKind::Movement, 1905};
    CHECK(vote_allowed(standard_rules(), pos, 0, {VoteKind::Concede, kFrance}).empty());
    CHECK_FALSE(vote_allowed(standard_rules(), pos, 0, {VoteKind::Concede, kGermany}).empty());
    CHECK_FALSE(vote_allowed(standard_rules(), pos, 0, {VoteKind::Concede, kTurkey}).empty());
    CHECK_FALSE(vote_allowed(standard_rules(), pos, 0, {VoteKind::Concede, kNoPower}).empty());
    CHECK(vote_allowed(standard_rules(), pos, 0, {VoteKind::Draw, kNoPower}).empty());
}

// ---- Revealing vetoes and DINS draws --------------------------------------------------------------------------

TEST_CASE("[Tournament] an event may reveal how many vetoed a failed vote, never who", "[tournament]") {
    Position pos = board({14, 12, 8, 0, 0, 0, 0});
    add_army(pos, kGermany, "Mun");
    auto ballots = all(Ballot::Yes);
    ballots[kEngland] = Ballot::No;
    ballots[kFrance] = Ballot::No;
    ballots[kGermany] = Ballot::No;  // not a voter: not counted
    const VoteProposal draw{VoteKind::Draw, kNoPower};
    SECTION("by default nothing is revealed") { CHECK(decide_vote(draw, ballots, pos, standard()) == VoteOutcome{}); }
    SECTION("revealed: the number of No votes among the voters") {
        const VoteOutcome out = decide_vote(draw, ballots, pos, standard(), true);
        CHECK_FALSE(out.passed);
        CHECK(out.end == GameEnd{});
        CHECK(out.vetoes == 2);
    }
    SECTION("a passed vote reveals none") {
        const VoteOutcome out = decide_vote(draw, all(Ballot::Yes), pos, standard(), true);
        CHECK(out.passed);
        CHECK(out.vetoes == 0);
    }
    SECTION("a concession that cannot pass reveals nothing: it is not held") {
        CHECK(decide_vote({VoteKind::Concede, kTurkey}, ballots, pos, standard(), true) == VoteOutcome{});
    }
}

TEST_CASE("[Tournament] a DINS draw includes exactly the powers it names, naming none is DIAS", "[tournament]") {
    Position pos = board({14, 12, 8, 0, 0, 0, 0});
    add_army(pos, kGermany, "Mun");
    VoteProposal dins{VoteKind::Draw, kNoPower};
    dins.named[kAustria] = dins.named[kEngland] = true;
    const VoteOutcome out = decide_vote(dins, all(Ballot::Yes), pos, standard());
    REQUIRE(out.passed);
    CHECK(out.end == draw_of({kAustria, kEngland}));
    CHECK(describe(out.end, standard()) == "Draw: Austria, England");
    SECTION("a power left out still votes, and may veto") {
        auto ballots = all(Ballot::Yes);
        ballots[kFrance] = Ballot::No;
        CHECK_FALSE(decide_vote(dins, ballots, pos, standard()).passed);
    }
    SECTION("a power with units but no centre may be named") {
        dins.named[kGermany] = true;
        CHECK(decide_vote(dins, all(Ballot::Yes), pos, standard()).end == draw_of({kAustria, kEngland, kGermany}));
    }
    SECTION("naming none: every survivor, as before") {
        CHECK(decide_vote({VoteKind::Draw, kNoPower}, all(Ballot::Yes), pos, standard()).end ==
              draw_of({kAustria, kEngland, kFrance, kGermany}));
    }
}

TEST_CASE("[Tournament] a DINS draw may name only powers still in the game", "[tournament]") {
    Position pos = board({14, 12, 8, 0, 0, 0, 0});
    pos.phase = {Season::Spring, PhaseKind::Movement, 1905};
    VoteProposal dins{VoteKind::Draw, kNoPower};
    dins.named[kAustria] = true;
    CHECK(vote_allowed(standard_rules(), pos, 0, dins).empty());
    dins.named[kTurkey] = true;  // eliminated
    CHECK(vote_allowed(standard_rules(), pos, 0, dins) == "A draw can include only powers still in the game");
    CHECK(decide_vote(dins, all(Ballot::Yes), pos, standard(), true) == VoteOutcome{});
    dins.named[kTurkey] = false;
    dins.named[9] = true;  // no such power on the map
    CHECK_FALSE(vote_allowed(standard_rules(), pos, 0, dins).empty());
}
