// Sandbox editing of the board: units put where they can stand, fleets moved between two coasts, units
// removed, centres given and taken back; each edit kept in the game's history.
#include <catch2/catch.hpp>

#include "../support.h"
#include "board_editor.h"

using namespace dip;
using namespace dip::test;

TEST_CASE("[Board editor] units go where they can stand, and each edit is part of the game") {
    Session s(standard_rules());
    CHECK(edit_board(s, province_named("Ruh"), EditTool::Army, kFrance) == "");
    CHECK(s.position().units[province_named("Ruh")].power == kFrance);
    CHECK(s.position().units[province_named("Ruh")].type == UnitType::Army);
    CHECK(s.game().history().size() == 1);
    CHECK(s.game().history()[0].edit);

    const Position before = s.position();
    CHECK(edit_board(s, province_named("Nth"), EditTool::Army, kFrance) == "An army cannot stand in North Sea.");
    CHECK(edit_board(s, province_named("Mun"), EditTool::Fleet, kFrance) == "A fleet cannot stand in Munich.");
    CHECK(s.position() == before);
    CHECK(s.game().history().size() == 1);

    CHECK(edit_board(s, province_named("Par"), EditTool::RemoveUnit, kFrance) == "");
    CHECK_FALSE(s.position().units[province_named("Par")]);
}

TEST_CASE("[Board editor] a fleet put again on Spain moves to its other coast") {
    Session s(standard_rules());
    REQUIRE(edit_board(s, province_named("Spa"), EditTool::Fleet, kItaly) == "");
    const Loc first = s.position().units[province_named("Spa")].loc;
    REQUIRE(edit_board(s, province_named("Spa"), EditTool::Fleet, kItaly) == "");
    const Loc second = s.position().units[province_named("Spa")].loc;
    CHECK(first != second);
    CHECK(standard().province_of(first) == province_named("Spa"));
    CHECK(standard().province_of(second) == province_named("Spa"));
}

TEST_CASE("[Board editor] a centre is given to a power, and given again it becomes neutral") {
    Session s(standard_rules());
    REQUIRE(edit_board(s, province_named("Bel"), EditTool::GiveCentre, kEngland) == "");
    CHECK(s.position().owner[province_named("Bel")] == kEngland);
    REQUIRE(edit_board(s, province_named("Bel"), EditTool::GiveCentre, kEngland) == "");
    CHECK(s.position().owner[province_named("Bel")] == kNoPower);
    CHECK(edit_board(s, province_named("Bur"), EditTool::GiveCentre, kEngland) == "Burgundy is not a supply centre.");
}
