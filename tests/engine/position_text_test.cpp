// The position format: reading the documented example, writing and reading back, and clear errors.
#include <catch2/catch.hpp>

#include "../support.h"
#include "position_text.h"
#include "text_util.h"

using namespace dip;
using namespace dip::test;

namespace {

const char* kExample = R"(# The example of docs/POSITION_FORMAT.md
phase: Fall 1901 Retreats
units:
  England: F Lon, F Edi, A Lvp
  Russia: F StP/sc, A Mos
dislodged:
  Russia: F Sev <- Bla
contested: Gal, Ukr
centers:
  England: Lon, Edi, Lvp, Nwy
orders:
  Russia: F Sev - Rum        => succeeds
  England: F Lon D
)";

std::string read_error(const std::string& text) {
    const Expected<PositionText> r = read_position(text, standard_rules());
    INFO(text);
    REQUIRE_FALSE(r.ok());
    return r.failure().text();
}

}  // namespace

TEST_CASE("[PositionText] reads every section of the documented example") {
    const Expected<PositionText> r = read_position(kExample, standard_rules());
    INFO(r.failure().text());
    REQUIRE(r.ok());
    const Position& pos = r->position;
    CHECK(pos.phase == Phase{Season::Fall, PhaseKind::Retreats, 1901});
    CHECK(pos.units[province_named("Lon")].type == UnitType::Fleet);
    CHECK(pos.units[province_named("Lon")].power == standard().find_power("England"));
    CHECK(pos.units[province_named("StP")].loc == standard().coast_loc(province_named("StP"), Coast::South));
    CHECK(pos.units[province_named("Mos")].type == UnitType::Army);
    CHECK(pos.dislodged[province_named("Sev")].unit.type == UnitType::Fleet);
    CHECK(pos.dislodged[province_named("Sev")].attacker_from == province_named("Bla"));
    CHECK_FALSE(pos.dislodged[province_named("Sev")].by_convoy);
    CHECK(pos.contested.contains(province_named("Gal")));
    CHECK(pos.contested.contains(province_named("Ukr")));
    CHECK(pos.contested.size() == 2);
    CHECK(pos.owner[province_named("Nwy")] == standard().find_power("England"));
    CHECK(pos.owner[province_named("Mos")] == kNoPower);  // listed centres replace the 1901 owners
    REQUIRE(r->orders.size() == 2);
    CHECK(r->orders[0].order.kind == OrderKind::Retreat);
    CHECK(r->orders[0].expected == Result::Succeeds);
    CHECK(r->orders[0].text == "F Sev - Rum");
    CHECK(r->orders[1].order.kind == OrderKind::Disband);
    CHECK_FALSE(r->orders[1].expected.has_value());
    CHECK(r->orders[1].line == 13);
}

TEST_CASE("[PositionText] centres default to the 1901 owners") {
    const Expected<PositionText> r = read_position("phase: Spring 1901 Movement\n", standard_rules());
    REQUIRE(r.ok());
    CHECK(r->position.owner[province_named("Mos")] == standard().find_power("Russia"));
    CHECK(r->position.owner[province_named("Bel")] == kNoPower);
}

TEST_CASE("[PositionText] phases in long and short forms") {
    CHECK(parse_phase("Spring 1901 Movement") == Phase{Season::Spring, PhaseKind::Movement, 1901});
    CHECK(parse_phase("fall 1905 retreats") == Phase{Season::Fall, PhaseKind::Retreats, 1905});
    CHECK(parse_phase("Autumn 1902 Movement") == Phase{Season::Fall, PhaseKind::Movement, 1902});
    CHECK(parse_phase("Winter 1910 Adjustments") == Phase{Season::Winter, PhaseKind::Adjustments, 1910});
    CHECK(parse_phase("S1901M") == Phase{Season::Spring, PhaseKind::Movement, 1901});
    CHECK(parse_phase("F1901R") == Phase{Season::Fall, PhaseKind::Retreats, 1901});
    CHECK(parse_phase("W1901A") == Phase{Season::Winter, PhaseKind::Adjustments, 1901});
    CHECK_FALSE(parse_phase("Winter 1901 Movement"));
    CHECK_FALSE(parse_phase("Spring 1901 Adjustments"));
    CHECK_FALSE(parse_phase("Summer 1901 Movement"));
    CHECK_FALSE(parse_phase("Spring nineteen Movement"));
    CHECK_FALSE(parse_phase(""));
    CHECK(phase_text({Season::Fall, PhaseKind::Retreats, 1903}) == "Fall 1903 Retreats");
}

TEST_CASE("[PositionText] writing then reading gives the same position") {
    const Expected<PositionText> first = read_position(kExample, standard_rules());
    REQUIRE(first.ok());
    const std::string written = write_position(first->position, standard_rules());
    const Expected<PositionText> again = read_position(written, standard_rules());
    INFO(written);
    REQUIRE(again.ok());
    CHECK(again->position == first->position);
    CHECK(write_position(again->position, standard_rules()) == written);

    // Nobody owning anything is written as an empty "centers:" section, not left out (which means 1901).
    const Expected<PositionText> none = read_position("phase: Spring 1901 Movement\ncenters:\n", standard_rules());
    REQUIRE(none.ok());
    const Expected<PositionText> none_again =
        read_position(write_position(none->position, standard_rules()), standard_rules());
    REQUIRE(none_again.ok());
    CHECK(none_again->position == none->position);

    Position start = start_position(standard());
    const Expected<PositionText> s = read_position(write_position(start, standard_rules()), standard_rules());
    REQUIRE(s.ok());
    CHECK(s->position == start);
}

TEST_CASE("[PositionText] dislodged units attacked by convoy keep that fact") {
    const char* text = "phase: Spring 1901 Retreats\ndislodged:\n  Italy: A Mar <- Gas via convoy\n";
    const Expected<PositionText> r = read_position(text, standard_rules());
    REQUIRE(r.ok());
    CHECK(r->position.dislodged[province_named("Mar")].by_convoy);
    CHECK(r->position.dislodged[province_named("Mar")].attacker_from == province_named("Gas"));
    CHECK_THAT(write_position(r->position, standard_rules()), Catch::Contains("A Mar <- Gas via convoy"));
}

TEST_CASE("[PositionText] errors name the line and the problem") {
    CHECK_THAT(read_error("units:\n  England: F Lon\n"), Catch::Contains("no \"phase:\" line"));
    CHECK_THAT(read_error("phase: Spring 1901 Movement\nunitz:\n"),
               Catch::Contains("line 2: unknown section \"unitz\""));
    CHECK_THAT(read_error("phase: Spring 1901 Movement\nunits:\n  Engand: F Lon\n"),
               Catch::Contains("line 3: unknown power \"Engand\""));
    CHECK_THAT(read_error("phase: Spring 1901 Movement\nunits:\n  France: F Spa\n"),
               Catch::Contains("must name its coast"));
    CHECK_THAT(read_error("phase: Spring 1901 Movement\nunits:\n  France: A Mao\n"), Catch::Contains("cannot stand"));
    CHECK_THAT(read_error("phase: Spring 1901 Movement\nunits:\n  France: F Par\n"), Catch::Contains("cannot stand"));
    CHECK_THAT(read_error("phase: Spring 1901 Movement\nunits:\n  France: A Bre, F Bre\n"),
               Catch::Contains("two units"));
    CHECK_THAT(read_error("phase: Spring 1901 Movement\nunits:\n  France: Q Par\n"), Catch::Contains("\"A Space\""));
    CHECK_THAT(read_error("phase: Sprung 1901 Movement\n"), Catch::Contains("line 1"));
    CHECK_THAT(read_error("phase: Spring 1901 Movement\nphase: Fall 1901 Movement\n"), Catch::Contains("twice"));
    CHECK_THAT(read_error("phase: Spring 1901 Movement\ncenters:\n  France: Bur\n"),
               Catch::Contains("not a supply centre"));
    CHECK_THAT(read_error("phase: Spring 1901 Movement\norders:\n  France: A Par - Xyz\n"),
               Catch::Contains("line 3: unknown space \"Xyz\""));
    CHECK_THAT(read_error("phase: Spring 1901 Movement\norders:\n  A Par - Bur\n"), Catch::Contains("\"Power: ...\""));
    CHECK_THAT(read_error("phase: Spring 1901 Movement\norders:\n  France: A Par - Bur => maybe\n"),
               Catch::Contains("succeeds, fails"));
    CHECK_THAT(read_error("phase: Spring 1901 Movement\ndislodged:\n  France: A Par <- Bur\n"),
               Catch::Contains("retreat phase"));
    CHECK_THAT(read_error("phase: Spring 1901 Movement\n  France: A Par\n"), Catch::Contains("belong to a section"));
    CHECK_THAT(read_error("phase: Spring 1901 Movement\nunits: England: F Lon\n"), Catch::Contains("lines below"));
}

TEST_CASE("[PositionText] comments, blank lines, CRLF and any case are fine") {
    const char* text =
        "# a comment\r\n\r\nPHASE: spring 1901 movement   # trailing\r\nUnits:\r\n  england: f lon, a lvp\r\n";
    const Expected<PositionText> r = read_position(text, standard_rules());
    INFO(r.failure().text());
    REQUIRE(r.ok());
    CHECK(r->position.units[province_named("Lvp")].type == UnitType::Army);
}

TEST_CASE("[PositionText] an error names a control byte of the input, and never cuts a character in two") {
    // Before, the text quoted in a message carried the input's bytes as they were: an escape byte reached the
    // terminal of whoever read the message.
    const std::string escape = read_error("phase: Spring 1901 Movement\nunits:\n  France: A \x1b[31mPar\n");
    CHECK_THAT(escape, Catch::Contains("unknown space \"\\x1b[31mPar\""));
    CHECK(escape.find('\x1b') == std::string::npos);
    const std::string accents(70, 'a');
    const std::string cut = quote_short(accents.substr(0, 59) + "\xC3\xA9" + "xyz");  // é across the 60th byte
    CHECK(cut == "\"" + accents.substr(0, 59) + "...\"");
}
