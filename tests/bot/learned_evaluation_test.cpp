// The learned evaluation (engine/bot/search/evaluation.h): the features it reads (features.h), the examples it is
// fitted to (fit_rows.h), the fit (least_squares.h), and the scores it gives.
#include "bot/search/evaluation.h"
#include "bot/search/features.h"
#include "bot/training/fit_rows.h"
#include "bot/training/least_squares.h"
#include "bot/search/learned_weights.h"
#include "bot_checks.h"

using namespace dip;
using namespace dip::test;
using bot::Features;

namespace {

// France's Paris held by a German army, which with another threatens Brest; France's army in Burgundy
// threatens Munich; Italy is alone in the south.
const char* kParisTaken = R"(phase: Spring 1903 Movement
units:
  France: A Bur
  Germany: A Par, A Pic
  Italy: A Nap
centres:
  France: Par, Bre, Mar
  Germany: Mun, Ber, Kie
  Italy: Rom, Ven, Nap
)";

Features features(const Position& pos, Power power) {
    const bot::Board board(standard_rules(), pos);
    return bot::features_of(board)[power];
}

}  // namespace

TEST_CASE("[bot] features count what each power holds, risks and reaches") {
    const Position pos = position_from(kParisTaken);
    const Features france = features(pos, kFrance), germany = features(pos, kGermany), italy = features(pos, kItaly);
    CHECK(france[bot::kHeld] == 2);        // Brest, Marseilles: Paris is held by the German army in it
    CHECK(france[bot::kHomesLost] == 1);   // Paris
    CHECK(france[bot::kThreatened] == 1);  // Brest: two German armies can enter it, no French one
    CHECK(france[bot::kOpenings] == 1);    // Munich: Burgundy alone reaches it (Belgium is a tie, Paris lost)
    CHECK(france[bot::kInReach] == 3);     // Munich, Belgium, Paris
    CHECK(france[bot::kUnits] == 1);
    CHECK(france[bot::kFronts] == 1);       // Germany
    CHECK(germany[bot::kHeld] == 4);        // Paris, and its own three
    CHECK(germany[bot::kThreatened] == 1);  // Munich
    CHECK(germany[bot::kOpenings] == 1);    // Brest
    CHECK(germany[bot::kHomesLost] == 0);
    CHECK(italy[bot::kHeld] == 3);
    CHECK(italy[bot::kFronts] == 0);
    CHECK(features(pos, kAustria) == Features{});  // a power gone
    const bot::Board board(standard_rules(), pos);
    CHECK(bot::in_game(board, kItaly));
    CHECK_FALSE(bot::in_game(board, kAustria));
}

TEST_CASE("[bot] the learned judge scores every position as a share of the game") {
    for (const Position& pos : random_positions(standard_rules(), 10, 5)) {
        INFO(write_position(pos, standard_rules(), {}));
        const bot::Scores scores = bot::evaluate(standard_rules(), pos, bot::Judge::Learned);
        std::int64_t total = 0;
        for (int q = 0; q < standard().power_count(); ++q) {
            total += scores[q];
            if (pos.eliminated(static_cast<Power>(q))) CHECK(scores[q] == 0);
        }
        CHECK(total <= bot::kWholeGame);
        CHECK(total >= bot::kWholeGame - standard().power_count());  // shares are rounded down
    }
}

TEST_CASE("[bot] the learned judge is the fitted weights' sum, and a solo is the whole game") {
    const Position pos = position_from(kParisTaken);
    const bot::Board board(standard_rules(), pos);
    const std::array<std::int64_t, kMaxPowers> expected = bot::expected_centres(board);
    for (const Power p : {kFrance, kGermany, kItaly}) {
        std::int64_t sum = 0;
        for (int i = 0; i < bot::kFeatureCount; ++i) sum += std::int64_t{bot::kLearnedWeights[i]} * features(pos, p)[i];
        CHECK(expected[p] == std::max<std::int64_t>(sum, 0));
    }
    CHECK(expected[kAustria] == 0);
    Position won = pos;
    won.winner = kItaly;
    CHECK(bot::evaluate(standard_rules(), won, bot::Judge::Learned)[kItaly] == bot::kWholeGame);
}

TEST_CASE("[bot] the least-squares fit finds the weights that made the targets") {
    std::vector<std::vector<double>> xs = {{1, 0, 1}, {0, 1, 1}, {2, 1, 1}, {3, 5, 1}, {1, 4, 1}};
    std::vector<double> ys;
    for (const auto& x : xs) ys.push_back(2 * x[0] - 3 * x[1] + 0.5 * x[2]);
    const auto w = bot::least_squares(xs, ys, 0);
    REQUIRE(w);
    CHECK((*w)[0] == Approx(2));
    CHECK((*w)[1] == Approx(-3));
    CHECK((*w)[2] == Approx(0.5));
    // A ridge pulls the weights toward zero.
    const auto tame = bot::least_squares(xs, ys, 100);
    REQUIRE(tame);
    CHECK(std::abs((*tame)[1]) < 3);
    // A feature always zero cannot be fitted without a ridge; nothing at all never can.
    CHECK_FALSE(bot::least_squares({{1, 0}, {2, 0}}, {1, 2}, 0));
    CHECK(bot::least_squares({{1, 0}, {2, 0}}, {1, 2}, 1));
    CHECK_FALSE(bot::least_squares({}, {}, 1));
    CHECK_FALSE(bot::least_squares({{1, 0}, {2}}, {1, 2}, 1));
}

TEST_CASE("[bot] a played game gives examples whose target is the centres owned three years on") {
    bot::MatchSettings settings;
    settings.seats.fill(bot::Seat::computer(bot::Level::Easy));
    settings.seed = 3;
    settings.last_year = 1905;
    settings.keep_movements = true;
    bot::MatchResult match = bot::play_match(standard_rules(), settings);
    REQUIRE(match.movements.size() == 10);  // Spring and Fall of five years
    const std::vector<bot::FitRow> rows = bot::fit_rows(standard_rules(), match, 3);
    // Spring 1901 to Fall 1902 have a target; Spring 1903's would be Spring 1906, after the game's end.
    REQUIRE(rows.size() == 4 * 7);
    for (const bot::FitRow& row : rows) {
        const bool fall = row.phase.season == Season::Fall;
        const Position& later = match.movements[static_cast<std::size_t>(2 * (row.phase.year + 3 - 1901) + fall)];
        CHECK(row.target == later.centre_count(row.power));
        CHECK(row.seed == 3);
        const std::optional<bot::FitRow> back = bot::fit_row_from_text(bot::to_text(row));
        REQUIRE(back);
        CHECK(back->features == row.features);
        CHECK(back->target == row.target);
        CHECK(back->phase == row.phase);
        CHECK(back->power == row.power);
    }
    CHECK(rows.front().features[bot::kHeld] == 3);  // Austria in Spring 1901
    // A solo is every earlier phase's target.
    match.end = bot::MatchEnd::Solo;
    std::size_t alive = 0;
    for (const Position& pos : match.movements)
        for (int q = 0; q < 7; ++q) alive += !pos.eliminated(static_cast<Power>(q));
    CHECK(bot::fit_rows(standard_rules(), match, 3).size() == alive);
}

TEST_CASE("[bot] an example's text is read back only when whole") {
    CHECK(bot::fit_row_from_text("3 1901 0 2 3 0 1 2 3 0 2 4"));
    CHECK_FALSE(bot::fit_row_from_text("3 1901 0 2 3 0 1 2 3 0 2"));      // a number short
    CHECK_FALSE(bot::fit_row_from_text("3 1901 0 2 3 0 1 2 3 0 2 4 5"));  // one too many
    CHECK_FALSE(bot::fit_row_from_text("3 1901 7 2 3 0 1 2 3 0 2 4"));    // no such season
    CHECK_FALSE(bot::fit_row_from_text("3 1901 0 99 3 0 1 2 3 0 2 4"));   // no such power
    CHECK_FALSE(bot::fit_row_from_text("3 1901 0 2 3x 0 1 2 3 0 2 4"));
    CHECK_FALSE(bot::fit_row_from_text(""));
}
