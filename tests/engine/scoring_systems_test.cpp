// Board results and the scoring systems of engine/rules/board_result.h: each system's worked examples (the same
// board through every system, as docs/RULES.md shows it), the examples its published definition gives, properties
// over many random boards, the director's checks of a typed result, and a result made from a position.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <random>

#include "../support.h"
#include "board_result.h"
#include "game_ends.h"

using namespace dip;
using namespace dip::ends;
using namespace dip::test;

namespace {

// A standard board's result after Fall 1907 with these centres (Austria ... Turkey).
BoardResult result(std::array<int, 7> centres, GameEnd end = kTimeLimit) {
    BoardResult r;
    std::copy(centres.begin(), centres.end(), r.centres.begin());
    r.year = 1907;
    r.end = end;
    return r;
}

// The board every system is worked through in docs/RULES.md: a time limit after 1907, England topping with 10,
// Italy and Turkey tied on 5, Austria fallen in 1904 and Germany in 1906.
BoardResult example(GameEnd end = kTimeLimit) {
    BoardResult r = result({0, 10, 8, 0, 5, 6, 5}, end);
    r.eliminated_in[kAustria] = 1904;
    r.eliminated_in[kGermany] = 1906;
    return r;
}

double points_of(const std::vector<ScoreLine>& table, Power pw) {
    for (const ScoreLine& l : table)
        if (l.power == pw) return l.points;
    FAIL("power missing from the table");
    return 0;
}

double total(const std::vector<ScoreLine>& table) {
    double sum = 0;
    for (const ScoreLine& l : table) sum += l.points;
    return sum;
}

// Each power's points in board order (Austria ... Turkey).
std::vector<double> by_power(const std::vector<ScoreLine>& table) {
    std::vector<double> out(table.size());
    for (const ScoreLine& l : table) out[l.power] = l.points;
    return out;
}

void check_points(const std::vector<ScoreLine>& table, std::array<double, 7> expected) {
    const std::vector<double> got = by_power(table);
    REQUIRE(got.size() == 7);
    for (int pw = 0; pw < 7; ++pw) {
        INFO(standard().power(static_cast<Power>(pw)).name);
        CHECK(got[pw] == Approx(expected[pw]).margin(1e-9));
    }
}

const std::array<Scoring, 7> kAllScorings{Scoring::CDiplo,  Scoring::SumOfSquares, Scoring::DrawSize,
                                          Scoring::Carnage, Scoring::OpenTribute,  Scoring::Tribute,
                                          Scoring::ManorCon};

}  // namespace

// ---- The systems' names and solo scores -----------------------------------------------------------------------

TEST_CASE("[Scoring] every system has its name and its solo score, new systems come after draw size", "[scoring]") {
    CHECK(to_string(Scoring::Carnage) == "Carnage");
    CHECK(to_string(Scoring::OpenTribute) == "OpenTribute");
    CHECK(to_string(Scoring::Tribute) == "Tribute");
    CHECK(to_string(Scoring::ManorCon) == "ManorCon");
    // Saves hold the system as a byte: the old values must never move.
    CHECK(static_cast<int>(Scoring::DrawSize) == 2);
    CHECK(static_cast<int>(Scoring::Carnage) == 3);
    CHECK(kLastScoring == Scoring::ManorCon);
    CHECK(solo_points(Scoring::CDiplo) == 100);
    CHECK(solo_points(Scoring::SumOfSquares) == 100);
    CHECK(solo_points(Scoring::DrawSize) == 100);
    CHECK(solo_points(Scoring::Carnage) == 28034);  // 7,000 + 6,000 + ... + 1,000 + 34
    CHECK(solo_points(Scoring::OpenTribute) == 340);
    CHECK(solo_points(Scoring::Tribute) == 100);
    CHECK(solo_points(Scoring::ManorCon) == 75);
}

// ---- The worked example of docs/RULES.md, through every system ------------------------------------------------

TEST_CASE("[Scoring] the worked example: a time limit with mixed counts, a tie and two eliminated powers",
          "[scoring]") {
    // A 0 (fell 1904), E 10, F 8, G 0 (fell 1906), I 5, R 6, T 5.
    SECTION("C-Diplo") { check_points(score_board(Scoring::CDiplo, example()), {1, 49, 23, 1, 6, 14, 6}); }
    SECTION("sum of squares: squares 100 + 64 + 36 + 25 + 25 = 250") {
        check_points(score_board(Scoring::SumOfSquares, example()), {0, 40, 25.6, 0, 10, 14.4, 10});
    }
    SECTION("draw size: five survivors") {
        check_points(score_board(Scoring::DrawSize, example()), {0, 20, 20, 0, 20, 20, 20});
    }
    SECTION("Carnage: Italy and Turkey share 4th and 5th; Germany fell later than Austria") {
        const auto table = score_board(Scoring::Carnage, example());
        check_points(table, {1000, 7010, 6008, 2000, 3505, 5006, 3505});
        CHECK(total(table) == 28034);
    }
    SECTION("OpenTribute: England takes 2 + 4 + 5 + 5 from the survivors and 10 from each eliminated power") {
        check_points(score_board(Scoring::OpenTribute, example()), {0, 100, 56, 0, 44, 48, 44});
    }
    SECTION("Tribute: five share 66 (13.2 each); England, 4 over 6, takes 4 from each of the other four") {
        const auto table = score_board(Scoring::Tribute, example());
        check_points(table, {0, 39.2, 17.2, 0, 14.2, 15.2, 14.2});
        CHECK(total(table) == Approx(100));
    }
    SECTION("ManorCon: P = 156, 112, 76, 61, 61 and 16 for each eliminated power; B = 498") {
        check_points(score_board(Scoring::ManorCon, example()),
                     {0.4, 15600.0 / 498, 11200.0 / 498, 0.6, 6100.0 / 498, 7600.0 / 498, 6100.0 / 498});
    }
}

TEST_CASE("[Scoring] a draw of every survivor (DIAS) scores exactly as the time limit, in every system", "[scoring]") {
    const GameEnd dias = draw_of({kEngland, kFrance, kItaly, kRussia, kTurkey});
    for (Scoring s : kAllScorings) {
        INFO(to_string(s));
        CHECK(score_board(s, example(dias)) == score_board(s, example()));
    }
}

TEST_CASE("[Scoring] a draw naming only some survivors (DINS)", "[scoring]") {
    const GameEnd dins = draw_of({kEngland, kFrance, kRussia});
    SECTION("systems by centres or rank ignore who is named") {
        for (Scoring s : {Scoring::CDiplo, Scoring::SumOfSquares, Scoring::Carnage, Scoring::ManorCon}) {
            INFO(to_string(s));
            CHECK(score_board(s, example(dins)) == score_board(s, example()));
        }
    }
    SECTION("draw size: only the named share") {
        const double third = 100.0 / 3;
        check_points(score_board(Scoring::DrawSize, example(dins)), {0, third, third, 0, 0, third, 0});
    }
    SECTION("Tribute: the named share 66 (22 each) and pay the topper 4 each; those left out score nothing") {
        check_points(score_board(Scoring::Tribute, example(dins)), {0, 40, 26, 0, 0, 24, 0});
    }
    SECTION("OpenTribute: those left out still pay their tribute, like eliminated powers, and keep nothing") {
        check_points(score_board(Scoring::OpenTribute, example(dins)), {0, 100, 56, 0, 0, 48, 0});
    }
}

TEST_CASE("[Scoring] a solo: the system's solo score to the winner, nothing to the others but ManorCon's years",
          "[scoring]") {
    // The Carnage solo example: Russia 18; Austria fell first (1903), Italy second (1905).
    BoardResult r = result({0, 3, 6, 4, 0, 18, 3}, solo(kRussia));
    r.eliminated_in[kAustria] = 1903;
    r.eliminated_in[kItaly] = 1905;
    for (Scoring s : kAllScorings) {
        INFO(to_string(s));
        const auto table = score_board(s, r);
        CHECK(table[0].power == kRussia);
        CHECK(table[0].points == solo_points(s));
        CHECK(table[0].place == 1);
        for (std::size_t i = 1; i < table.size(); ++i) CHECK(table[i].place > 1);
        if (s != Scoring::ManorCon) CHECK(total(table) == solo_points(s));
        else  // 0.1 a year played: survivors to the solo's year (1901 to 1907), the eliminated to their fall
            check_points(table, {0.3, 0.7, 0.7, 0.7, 0.5, 75, 0.7});
    }
}

TEST_CASE("[Scoring] a concession scores like a solo for the power conceded to, in every system", "[scoring]") {
    BoardResult conceded = result({2, 12, 4, 2, 3, 2, 9}, concession(kTurkey));
    for (Scoring s : kAllScorings) {
        INFO(to_string(s));
        const auto table = score_board(s, conceded);
        CHECK(table[0].power == kTurkey);
        CHECK(table[0].points == solo_points(s));
        CHECK(table[0].place == 1);
        CHECK(table[1].power == kEngland);  // then by centres
        CHECK(table[1].place == 2);
    }
}

// ---- Carnage --------------------------------------------------------------------------------------------------

TEST_CASE("[Scoring] Carnage: the published examples", "[scoring]") {
    SECTION("Russia tops; Italy fell after Austria") {
        BoardResult r = result({0, 3, 6, 4, 0, 14, 7});
        r.eliminated_in[kAustria] = 1904;
        r.eliminated_in[kItaly] = 1906;
        check_points(score_board(Scoring::Carnage, r), {1000, 3003, 5006, 4004, 2000, 7014, 6007});
    }
    SECTION("England and Russia tie for the top and share 7,000 + 6,000") {
        BoardResult r = result({1, 8, 7, 0, 4, 8, 6});
        r.eliminated_in[kGermany] = 1905;
        check_points(score_board(Scoring::Carnage, r), {2001, 6508, 5007, 1000, 3004, 6508, 4006});
    }
    SECTION("a tie for second and third shares (6,000 + 5,000) / 2") {
        const auto table = score_board(Scoring::Carnage, result({10, 6, 6, 4, 3, 3, 2}));
        CHECK(points_of(table, kEngland) == 5506);
        CHECK(points_of(table, kFrance) == 5506);
        CHECK(points_of(table, kItaly) == 2503);  // (3,000 + 2,000) / 2 + 3
        CHECK(points_of(table, kTurkey) == 1002);
    }
}

TEST_CASE("[Scoring] Carnage: eliminated powers rank by the year they fell, later first, equal years share",
          "[scoring]") {
    BoardResult r = result({0, 0, 0, 10, 12, 12, 0});
    r.eliminated_in[kAustria] = 1903;
    r.eliminated_in[kEngland] = 1905;
    r.eliminated_in[kFrance] = 1905;
    // Turkey's year is not known: it ranks last.
    const auto table = score_board(Scoring::Carnage, r);
    check_points(table, {2000, 3500, 3500, 5010, 6512, 6512, 1000});
    CHECK(total(table) == 28034);
    SECTION("a power with units but no centre is still in the game: above every eliminated power") {
        r.units_only[kTurkey] = true;
        check_points(score_board(Scoring::Carnage, r), {1000, 2500, 2500, 5010, 6512, 6512, 4000});
    }
}

// ---- OpenTribute ----------------------------------------------------------------------------------------------

TEST_CASE("[Scoring] OpenTribute: with every centre owned, a lone topper takes 10 a centre, others 34 + 4c - top",
          "[scoring]") {
    const auto table = score_board(Scoring::OpenTribute, result({12, 8, 6, 4, 2, 1, 1}));
    check_points(table, {120, 54, 46, 38, 30, 26, 26});
    CHECK(total(table) == 340);
}

TEST_CASE("[Scoring] OpenTribute: toppers sharing the top take 1/n² of the tribute each, the rest is lost",
          "[scoring]") {
    // Tribute paid: 4 + 6 + 8 + 9 + 9 = 36; two toppers take 36 / 4 = 9 each.
    const auto table = score_board(Scoring::OpenTribute, result({10, 10, 6, 4, 2, 1, 1}));
    check_points(table, {73, 73, 48, 40, 32, 28, 28});
    CHECK(total(table) == 340 - 18);
}

TEST_CASE("[Scoring] OpenTribute: unclaimed centres and an eliminated power", "[scoring]") {
    // 28 centres owned; Austria out. Tribute: 9 (Austria) + 3 + 4 + 5 + 6 + 8 = 35.
    const auto table = score_board(Scoring::OpenTribute, result({0, 9, 6, 5, 4, 3, 1}));
    check_points(table, {0, 34 + 27 + 35, 34 + 18 - 3, 34 + 15 - 4, 34 + 12 - 5, 34 + 9 - 6, 34 + 3 - 8});
}

// ---- Tribute --------------------------------------------------------------------------------------------------

TEST_CASE("[Scoring] Tribute: the published game, a five-way draw in 1905", "[scoring]") {
    // Windy City Weasels game 398: France 13, Russia 12, Germany 4, Italy 4, Turkey 1; Austria and England out.
    const auto table = score_board(Scoring::Tribute, result({0, 0, 13, 4, 4, 12, 1}));
    check_points(table, {0, 0, 54.2, 10.2, 10.2, 18.2, 7.2});
    CHECK(total(table) == Approx(100));
}

TEST_CASE("[Scoring] Tribute: the 66 shared by the draw's size, as published", "[scoring]") {
    // With nobody over 6 centres there is no tribute: each survivor has its centres and 66 / survivors.
    CHECK(points_of(score_board(Scoring::Tribute, result({5, 5, 5, 5, 5, 5, 4})), kAustria) == Approx(5 + 66.0 / 7));
    CHECK(points_of(score_board(Scoring::Tribute, result({6, 6, 6, 6, 0, 0, 0})), kAustria) == Approx(6 + 16.5));
}

TEST_CASE("[Scoring] Tribute: tied toppers split the tribute, no one pays more than its share", "[scoring]") {
    SECTION("two toppers on 9 share 3 from each of the five others") {
        const auto table = score_board(Scoring::Tribute, result({9, 9, 5, 4, 3, 2, 2}));
        const double share = 66.0 / 7;
        CHECK(points_of(table, kAustria) == Approx(9 + share + 3 * 5 / 2.0));
        CHECK(points_of(table, kEngland) == points_of(table, kAustria));
        CHECK(points_of(table, kFrance) == Approx(5 + share - 3));
        CHECK(total(table) == Approx(100));
    }
    SECTION("a topper on 17 of 7 survivors: the 11 over 6 is capped at each share, 66 / 7") {
        const auto table = score_board(Scoring::Tribute, result({17, 5, 4, 3, 2, 2, 1}));
        CHECK(points_of(table, kTurkey) == Approx(1));  // its centre, and its whole share paid
        CHECK(points_of(table, kAustria) == Approx(17 + 66.0 / 7 + 6 * 66.0 / 7));
    }
}

// ---- ManorCon -------------------------------------------------------------------------------------------------

TEST_CASE("[Scoring] ManorCon: survivors share 100 by S² + 4S + 16 when nobody is eliminated", "[scoring]") {
    // P: 10 -> 156, 6 -> 76, 5 -> 61, 4 -> 48, 4 -> 48, 3 -> 37, 2 -> 28; B = 454.
    const auto table = score_board(Scoring::ManorCon, result({10, 6, 5, 4, 4, 3, 2}));
    check_points(table,
                 {15600.0 / 454, 7600.0 / 454, 6100.0 / 454, 4800.0 / 454, 4800.0 / 454, 3700.0 / 454, 2800.0 / 454});
    CHECK(total(table) == Approx(100));
}

TEST_CASE("[Scoring] ManorCon: an eliminated power counts 16 in B but scores 0.1 a year played", "[scoring]") {
    BoardResult r = result({0, 12, 10, 6, 3, 2, 1});
    r.eliminated_in[kAustria] = 1903;  // played 1901, 1902 and 1903
    // B = 16 + 208 + 156 + 76 + 37 + 28 + 21 = 542.
    const auto table = score_board(Scoring::ManorCon, r);
    CHECK(points_of(table, kAustria) == Approx(0.3));
    CHECK(points_of(table, kEngland) == Approx(20800.0 / 542));
    CHECK(total(table) == Approx(100 - 1600.0 / 542 + 0.3));
    SECTION("a year not known scores nothing") {
        r.eliminated_in[kAustria] = 0;
        CHECK(points_of(score_board(Scoring::ManorCon, r), kAustria) == 0);
    }
}

// ---- Properties over many boards ------------------------------------------------------------------------------

namespace {

// A random but possible board: up to 34 centres dealt unevenly to the seven powers; a power on 18 or more soloed;
// otherwise a time limit, a game still going, a DIAS draw or a DINS draw of some survivors. A power without
// centres sometimes still has units, else fell in a random year (sometimes not known).
BoardResult random_board(std::mt19937& rng) {
    BoardResult r;
    r.year = 1907;
    std::array<double, 7> weight{};
    for (double& w : weight) w = std::uniform_real_distribution<double>(0, 1)(rng);
    std::discrete_distribution<int> who(weight.begin(), weight.end());
    std::uniform_int_distribution<int> die(0, 5);
    // Every centre owned half the time (the totals some systems promise hold then), else anything from none.
    const int owned = die(rng) < 3 ? 34 : std::uniform_int_distribution<int>(0, 34)(rng);
    int dealt = 0;
    if (die(rng) == 0) {  // a sixth of the boards start from a power on 18 to 24: solos
        dealt = std::uniform_int_distribution<int>(18, 24)(rng);
        r.centres[std::uniform_int_distribution<int>(0, 6)(rng)] = dealt;
    }
    for (int i = dealt; i < owned; ++i) ++r.centres[who(rng)];
    for (int pw = 0; pw < 7; ++pw) {
        if (r.centres[pw] > 0) continue;
        if (die(rng) == 0) r.units_only[pw] = true;
        else if (die(rng) > 0) r.eliminated_in[pw] = std::uniform_int_distribution<int>(1902, 1907)(rng);
    }
    for (int pw = 0; pw < 7; ++pw)
        if (r.centres[pw] >= 18) r.end = solo(static_cast<Power>(pw));
    if (r.end.kind == EndKind::Solo) return r;
    switch (die(rng) % 4) {
        case 0: r.end = kTimeLimit; break;
        case 1: r.end = GameEnd{}; break;
        case 2: r.end = GameEnd{EndKind::Draw, kNoPower, draw_members(r)}; break;  // DIAS
        default:
            r.end = GameEnd{EndKind::Draw, kNoPower, {}};
            for (int pw = 0; pw < 7; ++pw) r.end.in_draw[pw] = survives(r, pw) && die(rng) < 3;
    }
    if (r.end.kind == EndKind::Draw &&
        std::find(r.end.in_draw.begin(), r.end.in_draw.end(), true) == r.end.in_draw.end())
        r.end = kTimeLimit;  // nobody to name (or nobody named): no draw after all
    return r;
}

int owned(const BoardResult& r) { return std::accumulate(r.centres.begin(), r.centres.begin() + 7, 0); }
int holders(const BoardResult& r) {
    return static_cast<int>(std::count_if(r.centres.begin(), r.centres.begin() + 7, [](int c) { return c > 0; }));
}
bool anyone_eliminated(const BoardResult& r) {
    for (int pw = 0; pw < 7; ++pw)
        if (!survives(r, pw)) return true;
    return false;
}
// A draw leaving out some survivor.
bool dins(const BoardResult& r) {
    BoardResult every_survivor = r;
    every_survivor.end = kTimeLimit;
    return r.end.kind == EndKind::Draw && r.end.in_draw != draw_members(every_survivor);
}

}  // namespace

TEST_CASE("[Scoring] properties over 3000 random boards in every system", "[scoring]") {
    std::mt19937 rng(20261129);
    int solos = 0, full_boards = 0, dins_draws = 0, with_eliminated = 0;  // what the boards covered
    for (int trial = 0; trial < 3000; ++trial) {
        const BoardResult r = random_board(rng);
        solos += r.end.kind == EndKind::Solo;
        full_boards += owned(r) == 34 && r.end.kind != EndKind::Solo;
        dins_draws += dins(r);
        with_eliminated += anyone_eliminated(r) && r.end.kind != EndKind::Solo;
        INFO("trial " << trial << ": centres " << r.centres[0] << " " << r.centres[1] << " " << r.centres[2] << " "
                      << r.centres[3] << " " << r.centres[4] << " " << r.centres[5] << " " << r.centres[6] << ", end "
                      << static_cast<int>(r.end.kind));
        REQUIRE(check(r, 34, 18) == "");  // every board made is one the director could enter
        const bool won = r.end.kind == EndKind::Solo;
        const std::array<bool, kMaxPowers> members = draw_members(r);
        for (Scoring s : kAllScorings) {
            INFO(to_string(s));
            const auto table = score_board(s, r);
            REQUIRE(table.size() == 7);
            for (std::size_t i = 0; i < table.size(); ++i) {
                CHECK(table[i].points >= 0);
                if (i > 0) CHECK(table[i - 1].points >= table[i].points);  // best first
            }
            const std::vector<double> points = by_power(table);
            if (won) {
                CHECK(points[r.end.winner] == solo_points(s));
                // The others nothing, but at ManorCon 0.1 a year played: survivors to the solo's year (1901 to 1907).
                for (int pw = 0; pw < 7; ++pw) {
                    if (pw == r.end.winner) continue;
                    const int last = survives(r, pw) ? 1907 : r.eliminated_in[pw];
                    const double years = last == 0 ? 0 : (last - 1900) / 10.0;
                    CHECK(points[pw] == Approx(s == Scoring::ManorCon ? years : 0));
                }
                continue;
            }
            // More centres never score less, between survivors that no draw leaves out.
            for (int a = 0; a < 7; ++a)
                for (int b = 0; b < 7; ++b)
                    if (survives(r, a) && survives(r, b) && members[a] && members[b] && r.centres[a] > r.centres[b])
                        CHECK(points[a] >= points[b] - 1e-9);
            // The fixed totals each system promises.
            if (s == Scoring::SumOfSquares && owned(r) > 0) CHECK(total(table) == Approx(100));
            if (s == Scoring::DrawSize && std::count(members.begin(), members.end(), true) > 0)
                CHECK(total(table) == Approx(100));
            if (s == Scoring::CDiplo && owned(r) == 34 && holders(r) >= 3) CHECK(total(table) == Approx(100));
            if (s == Scoring::ManorCon && !anyone_eliminated(r)) CHECK(total(table) == Approx(100));
            if (s == Scoring::Carnage) CHECK(total(table) == Approx(28000 + owned(r)));
            if (s == Scoring::Tribute && owned(r) == 34 && !dins(r)) CHECK(total(table) == Approx(100));
            if (s == Scoring::OpenTribute && owned(r) == 34 && !dins(r)) {
                // The published shortcut once every centre is owned, for a lone topper.
                const int top = *std::max_element(r.centres.begin(), r.centres.begin() + 7);
                if (std::count(r.centres.begin(), r.centres.begin() + 7, top) == 1)
                    for (int pw = 0; pw < 7; ++pw)
                        CHECK(points[pw] == Approx(r.centres[pw] == top ? 10.0 * top
                                                   : survives(r, pw)    ? 34 + 4 * r.centres[pw] - top
                                                                        : 0));
            }
        }
    }
    CHECK(solos > 100);
    CHECK(full_boards > 500);
    CHECK(dins_draws > 300);
    CHECK(with_eliminated > 500);
}

// ---- The director's checks ------------------------------------------------------------------------------------

TEST_CASE("[Scoring] check: a possible result passes", "[scoring]") {
    CHECK(check(example(), 34, 18) == "");
    CHECK(check(example(draw_of({kEngland, kFrance})), 34, 18) == "");
    CHECK(check(result({0, 3, 6, 4, 0, 18, 3}, solo(kRussia)), 34, 18) == "");
    CHECK(check(result({2, 12, 4, 2, 3, 2, 9}, concession(kTurkey)), 34, 18) == "");
    CHECK(check(result({0, 0, 0, 0, 0, 0, 0}, GameEnd{}), 34, 18) == "");
}

TEST_CASE("[Scoring] check: the board's size and the centre counts", "[scoring]") {
    BoardResult r = example();
    r.powers = 0;
    CHECK(check(r, 34, 18) == "a board has 1 to 40 powers, not 0");
    CHECK(check(result({10, 10, 8, 0, 5, 6, 5}), 34, 18) == "the centres add up to 44, more than the 34 on the board");
    CHECK(check(result({-1, 10, 8, 0, 5, 6, 5}), 34, 18) == "Austria's centre count is negative (-1)");
}

TEST_CASE("[Scoring] check: a solo or concession must name a power, and a solo must be one", "[scoring]") {
    CHECK(check(result({0, 3, 6, 4, 0, 18, 3}, solo(kNoPower)), 34, 18) == "the solo names no power of this board");
    CHECK(check(result({0, 3, 6, 4, 0, 18, 3}, solo(7)), 34, 18) == "the solo names no power of this board");
    CHECK(check(result({2, 12, 4, 2, 3, 2, 9}, concession(kNoPower)), 34, 18) ==
          "the concession names no power of this board");
    CHECK(check(result({0, 3, 6, 4, 0, 16, 3}, solo(kRussia)), 34, 18) ==
          "Russia is named the solo winner with 16 centres; a solo needs 18");
    CHECK(check(result({0, 3, 6, 12, 0, 12, 1}, solo(kRussia)), 34, 10) ==
          "Russia is named the solo winner, but Germany owns as many centres or more (12)");
    CHECK(check(result({0, 3, 6, 4, 0, 18, 3}), 34, 18) ==
          "Russia owns 18 centres, enough for a solo, but the result is not a solo");
    CHECK(check(result({0, 3, 6, 4, 0, 18, 3}, draw_of({kRussia, kFrance})), 34, 18) ==
          "Russia owns 18 centres, enough for a solo, but the result is not a solo");
    CHECK(check(result({0, 12, 4, 2, 3, 2, 9}, concession(kAustria)), 34, 18) ==
          "the game is conceded to Austria, which owns no centre");
    // No solo possible on this board: nothing to check against.
    CHECK(check(result({0, 3, 6, 4, 0, 18, 3}), 34, 0) == "");
}

TEST_CASE("[Scoring] check: a draw names someone, and only powers still in the game", "[scoring]") {
    CHECK(check(example(GameEnd{EndKind::Draw, kNoPower, {}}), 34, 18) == "the draw names no power");
    CHECK(check(example(draw_of({kEngland, kGermany})), 34, 18) ==
          "the draw names Germany, which has no centre and no unit left");
    BoardResult units = example(draw_of({kEngland, kGermany}));
    units.units_only[kGermany] = true;
    units.eliminated_in[kGermany] = 0;
    CHECK(check(units, 34, 18) == "");  // a power with units but no centre is still in the game
    BoardResult small = result({0, 10, 8, 0, 5, 6, 5}, draw_of({kEngland, kTurkey}));
    small.powers = 6;
    small.centres[kTurkey] = 0;
    CHECK(check(small, 34, 18) == "the draw names a power not on this board (Turkey)");
}

TEST_CASE("[Scoring] check: years of elimination", "[scoring]") {
    BoardResult r = example();
    r.eliminated_in[kFrance] = 1905;
    CHECK(check(r, 34, 18) == "France owns 8 centres but is marked eliminated in 1905");
    r = example();
    r.units_only[kGermany] = true;
    CHECK(check(r, 34, 18) == "Germany is marked eliminated in 1906 but also as still having units");
    r = example();
    r.eliminated_in[kAustria] = 1899;
    CHECK(check(r, 34, 18) == "Austria is marked eliminated in 1899, before the game's first year, 1901");
    r.eliminated_in[kAustria] = -3;
    CHECK(check(r, 34, 18) == "Austria is marked eliminated in -3, before the game's first year, 1901");
    r.eliminated_in[kAustria] = 1908;
    CHECK(check(r, 34, 18) == "Austria is marked eliminated in 1908, after the game's last year, 1907");
    r.year = 0;  // the last year not known: any year from 1901 may be right
    CHECK(check(r, 34, 18) == "");
}

TEST_CASE("[Scoring] check: every problem is told, one a line", "[scoring]") {
    BoardResult r = result({-2, 10, 8, 0, 5, 6, 5}, GameEnd{EndKind::Draw, kNoPower, {}});
    r.eliminated_in[kFrance] = 1800;
    CHECK(check(r, 34, 18) ==
          "Austria's centre count is negative (-2)\n"
          "France owns 8 centres but is marked eliminated in 1800\n"
          "France is marked eliminated in 1800, before the game's first year, 1901\n"
          "the draw names no power");
}

// ---- A result made from a position ----------------------------------------------------------------------------

TEST_CASE("[Scoring] a position's result: its centres, powers with units only, the last year played", "[scoring]") {
    Position pos;
    pos.phase = {Season::Winter, PhaseKind::Adjustments, 1906};
    int dealt = 0;
    standard().centres().for_each([&](int p) {
        if (dealt < 14) pos.owner[p] = kEngland;
        else if (dealt < 20) pos.owner[p] = kFrance;
        ++dealt;
    });
    const Province mun = province_named("Mun");
    pos.units[mun] = {UnitType::Army, kGermany, mun};
    const BoardResult r = board_result(pos, standard(), kTimeLimit);
    CHECK(r.powers == 7);
    CHECK(r.centres[kEngland] == 14);
    CHECK(r.centres[kFrance] == 6);
    CHECK(r.units_only[kGermany]);
    CHECK_FALSE(r.units_only[kItaly]);
    CHECK(r.eliminated_in == std::array<int, kMaxPowers>{});  // a position does not know when powers fell
    CHECK(r.year == 1906);
    CHECK(r.end == kTimeLimit);
    CHECK(survives(r, kGermany));
    CHECK_FALSE(survives(r, kItaly));
    CHECK(check(r, 34, 18) == "");
    for (Scoring s : kAllScorings) CHECK(score_table(s, pos, standard(), kTimeLimit) == score_board(s, r));

    pos.phase = {Season::Spring, PhaseKind::Movement, 1907};
    CHECK(board_result(pos, standard(), kTimeLimit).year == 1906);  // nothing of 1907 played yet
    pos.phase = {Season::Fall, PhaseKind::Retreats, 1907};
    CHECK(board_result(pos, standard(), kTimeLimit).year == 1907);
    pos.winner = kEngland;  // a position with a winner is a solo, whatever end is passed
    CHECK(board_result(pos, standard(), GameEnd{}).end == solo(kEngland));
    CHECK(board_result(pos, standard(), kTimeLimit).end == solo(kEngland));
}
