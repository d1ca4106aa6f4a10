// DumbBot's values with our changes (engine/bot/easy/valuation.cpp): here, that a weak power's centres pull
// harder than its size alone would say, so that computer players finish off a power on its last centres.
#include "bot/easy/valuation.h"

#include "bot_checks.h"

using namespace dip;
using namespace dip::test;

namespace {

// France's army beside Munich, Germany's one centre near France. Germany's other centres are far away in the
// east (Turkey holds those it does not), so only Germany's size changes what Munich is worth to France.
std::int64_t french_value_of_munich(int german_centres) {
    const std::vector<std::string> far{"Con", "Ank", "Smy", "Sev", "Mos"};
    std::string germany = "Mun", turkey = "Bul";
    for (int i = 0; i < static_cast<int>(far.size()); ++i) (i + 1 < german_centres ? germany : turkey) += ", " + far[i];
    const std::string text = R"(phase: Fall 1905 Movement
units:
  France: A Bur, A Par, F Bre
  Germany: A Mun
  Turkey: F Bla
centres:
  France: Par, Mar, Bre, Bel
  Germany: )" + germany +
                             "\n  Turkey: " + turkey + "\n";
    const Position pos = position_from(text);
    const bot::Board board(standard_rules(), pos);
    REQUIRE(board.centres[kGermany] == german_centres);
    return bot::destination_values(board, kFrance, Season::Fall).army[location_named("Mun")];
}

}  // namespace

TEST_CASE("[bot] a power down to three centres or fewer pulls its neighbours harder than its size alone would say") {
    std::vector<std::int64_t> value(7);
    for (int n = 1; n <= 6; ++n) value[n] = french_value_of_munich(n);
    // By size alone (x^2 + 4x + 16) Munich would be worth more to France with every centre Germany holds.
    CHECK(bot::power_size(3) < bot::power_size(4));
    CHECK(value[3] > value[4]);
    CHECK(value[1] > value[4]);
    CHECK(value[2] > value[1]);  // among the weak, size still counts
    CHECK(value[3] > value[2]);
    CHECK(value[5] > value[4]);  // from four centres on, size alone
    CHECK(value[6] > value[5]);
}
