// The last year (kLastYear): every form that reads a year takes it and refuses the next, and play stops there,
// so whatever a game reaches is written and read back. Save strings are checked in tests/frontend/limits_test.
#include <catch2/catch.hpp>

#include "../support.h"
#include "catalogue.h"
#include "compact.h"
#include "position_text.h"

using namespace dip;
using namespace dip::test;

namespace {

// A variant's start, moved to the last year's Spring.
Position start_in_last_year(const Map& map) {
    Position pos = start_position(map);
    pos.phase = {Season::Spring, PhaseKind::Movement, kLastYear};
    return pos;
}

}  // namespace

TEST_CASE("[Last year] every variant's play stops after the Fall of the last year, and what it reaches reads back") {
    for (const auto& v : catalogue().variants()) {
        INFO("variant " << v->id);
        const std::unique_ptr<Rules> rules = make_rules({.variant = v->number});
        Position pos = start_in_last_year(v->map);
        PhaseResult out;
        for (int phase = 0; phase < 6 && !rules->finished(pos); ++phase) {  // nobody orders: civil disorder
            rules->adjudicate(pos, {}, out);
            pos = out.next;
            CHECK(pos.phase.year <= kLastYear);
        }
        CHECK(rules->finished(pos));
        CHECK(pos.phase == Phase{Season::Winter, PhaseKind::Adjustments, kLastYear});
        rules->adjudicate(pos, {}, out);  // a caller that plays on anyway stays in the last year
        CHECK(out.next.phase.year == kLastYear);
        CHECK(rules->finished(out.next));

        // The position format and the position code both carry it.
        const Expected<PositionText> text =
            read_position(write_position(pos, *rules, rules->settings()), dip::standard_rules());
        REQUIRE(text.ok());
        CHECK(text->position == pos);
        BitWriter w;
        pack_position(w, pos, *rules);
        BitReader r(w.bytes().data(), w.bytes().size());
        Position back;
        std::string error;
        CHECK(unpack_position(r, *rules, back, error));
        CHECK(back == pos);
    }
}

TEST_CASE("[Last year] an end year past the last is refused, and one at it ends the game there") {
    CHECK(settings_error({.end_year = kLastYear}).empty());
    CHECK_THAT(settings_error({.end_year = kLastYear + 1}), Catch::Contains(std::to_string(kLastYear)));
    const Rules rules(standard(), RuleSettings{.end_year = kLastYear});
    PhaseResult out;
    Position pos = start_in_last_year(standard());
    pos.phase.season = Season::Fall;
    rules.adjudicate(pos, {}, out);  // nobody adjusts: the phase after is still the last year's
    CHECK(out.next.phase == Phase{Season::Winter, PhaseKind::Adjustments, kLastYear});
    CHECK(rules.finished(out.next));
}

TEST_CASE("[Last year] the text reader takes the last year and names a later one") {
    const Expected<PositionText> last =
        read_position("phase: Fall " + std::to_string(kLastYear) + " Movement\n", standard_rules());
    CHECK(last.ok());
    for (const std::string phase : {"Spring 10000 Movement", "S10000M", "Winter 999999 Adjustments"}) {
        const Expected<PositionText> r = read_position("phase: " + phase + "\n", standard_rules());
        CHECK_FALSE(r.ok());
        CHECK_THAT(r.failure().text(),
                   Catch::Contains("past the last a game may reach (" + std::to_string(kLastYear) + ")"));
    }
    CHECK_FALSE(parse_phase("Spring 10000 Movement"));
}

TEST_CASE("[Last year] a board's first phase is in a year a position may have") {
    const std::string spaces = "Lon | coast | - | London | | |\n";
    CHECK(Map::parse("first-phase Spring " + std::to_string(kLastYear) + "\n" + spaces).first_phase().year ==
          kLastYear);
    for (const std::string year : {"10000", "-5", "x"})
        CHECK_THROWS_WITH(Map::parse("first-phase Spring " + year + "\n" + spaces), Catch::Contains("0 to 9999"));
}
