// Order entry by clicking: each kind of order, coasts asked for, targets offered, and whose units one may
// order.
#include <catch2/catch.hpp>

#include "../support.h"
#include "order_entry.h"

using namespace dip;
using namespace dip::test;

namespace {

std::string text(const std::optional<Order>& o) {
    REQUIRE(o.has_value());
    return to_text(*o, standard());
}

}  // namespace

TEST_CASE("[OrderEntry] move: click a unit, then its destination") {
    Session s(standard_rules());
    OrderEntry e(s, [](Power) { return true; });
    CHECK(e.step() == OrderEntry::Step::Idle);
    CHECK(e.targets().contains(province_named("Par")));
    CHECK_FALSE(e.click(province_named("Par")));
    CHECK(e.step() == OrderEntry::Step::Unit);
    CHECK(e.selected() == province_named("Par"));
    CHECK_THAT(e.prompt(), Catch::Contains("the army in Paris"));
    CHECK(e.targets().contains(province_named("Bur")));
    CHECK_FALSE(e.targets().contains(province_named("Mun")));
    CHECK_FALSE(e.click(province_named("Ruh")));  // not a destination: nothing happens
    CHECK(e.selected() == province_named("Par"));
    CHECK(text(e.click(province_named("Bur"))) == "A Par - Bur");
    CHECK(e.step() == OrderEntry::Step::Idle);
}

TEST_CASE("[OrderEntry] hold: click the unit twice, or the Hold button") {
    Session s(standard_rules());
    OrderEntry e(s, [](Power) { return true; });
    e.click(province_named("Par"));
    CHECK(text(e.click(province_named("Par"))) == "A Par H");
    e.click(province_named("Bre"));
    REQUIRE(e.can_hold());
    CHECK(text(e.hold()) == "F Bre H");
}

TEST_CASE("[OrderEntry] clicking another own unit switches the selection") {
    Session s(standard_rules());
    OrderEntry e(s, [](Power) { return true; });
    e.click(province_named("Par"));
    e.click(province_named("Mun"));
    CHECK(e.selected() == province_named("Mun"));
}

TEST_CASE("[OrderEntry] support a move and support a hold") {
    Session s(standard_rules());
    OrderEntry e(s, [](Power) { return true; });
    e.click(province_named("Mar"));
    REQUIRE(e.can_support());
    e.support();
    CHECK(e.step() == OrderEntry::Step::SupportTarget);
    CHECK(e.targets().contains(province_named("Par")));
    e.click(province_named("Par"));
    CHECK(e.step() == OrderEntry::Step::SupportDest);
    CHECK(e.targets().contains(province_named("Bur")));
    CHECK_FALSE(e.targets().contains(province_named("Par")));  // Marseilles cannot reach Paris: no support to hold
    CHECK_THAT(e.prompt(), Catch::Contains("supports the army in Paris"));
    CHECK(text(e.click(province_named("Bur"))) == "A Mar S A Par - Bur");
    e.click(province_named("Mun"));
    e.support();
    e.click(province_named("Ber"));
    CHECK(text(e.click(province_named("Ber"))) == "A Mun S A Ber");
}

TEST_CASE("[OrderEntry] convoy: fleet, army, destination") {
    Session s(standard_rules());
    REQUIRE(s.load_position_text("phase: Spring 1901 Movement\nunits:\n  England: F Nth, A Lon\n") == "");
    OrderEntry e(s, [](Power) { return true; });
    e.click(province_named("Nth"));
    REQUIRE(e.can_convoy());
    e.convoy();
    CHECK(e.targets().contains(province_named("Lon")));
    e.click(province_named("Lon"));
    CHECK(e.targets().contains(province_named("Bel")));
    CHECK(e.targets().contains(province_named("Nwy")));
    CHECK(text(e.click(province_named("Bel"))) == "F Nth C A Lon - Bel");
    // The army's own move by convoy is offered too.
    e.click(province_named("Lon"));
    CHECK(e.targets().contains(province_named("Bel")));
    CHECK(text(e.click(province_named("Bel"))) == "A Lon - Bel");
}

TEST_CASE("[OrderEntry] by convoy to an adjacent province") {
    Session s(standard_rules());
    REQUIRE(s.load_position_text("phase: Spring 1901 Movement\nunits:\n  England: F Eng, A Bel\n") == "");
    OrderEntry e(s, [](Power) { return true; });
    e.click(province_named("Bel"));
    REQUIRE(e.can_go_by_convoy());
    e.toggle_via_convoy();
    CHECK(e.via_convoy());
    CHECK(e.targets().contains(province_named("Pic")));
    CHECK_FALSE(e.targets().contains(province_named("Ruh")));  // inland: no convoy goes there
    CHECK(text(e.click(province_named("Pic"))) == "A Bel - Pic via convoy");
}

TEST_CASE("[OrderEntry] a fleet moving to Spain is asked which coast") {
    Session s(standard_rules());
    REQUIRE(s.load_position_text("phase: Spring 1901 Movement\nunits:\n  France: F Mao, F Gas\n") == "");
    OrderEntry e(s, [](Power) { return true; });
    e.click(province_named("Mao"));
    CHECK_FALSE(e.click(province_named("Spa")));
    CHECK(e.step() == OrderEntry::Step::Coast);
    CHECK(e.coast_choices() == std::vector<Coast>{Coast::North, Coast::South});
    CHECK_THAT(e.prompt(), Catch::Contains("which coast"));
    CHECK(text(e.choose_coast(Coast::South)) == "F Mao - Spa/sc");
    // From Gascony only the north coast is reachable: no question.
    e.click(province_named("Gas"));
    CHECK(text(e.click(province_named("Spa"))) == "F Gas - Spa/nc");
}

TEST_CASE("[OrderEntry] retreats: click the dislodged unit, then where it goes, or disband") {
    Session s(standard_rules());
    REQUIRE(s.load_position_text(
                "phase: Spring 1901 Retreats\nunits:\n  Austria: A Vie\ndislodged:\n  Italy: A Vie <- Tri\n") == "");
    OrderEntry e(s, [](Power) { return true; });
    CHECK(e.targets().contains(province_named("Vie")));
    e.click(province_named("Vie"));
    CHECK(e.targets().contains(province_named("Tyr")));
    CHECK_FALSE(e.targets().contains(province_named("Tri")));  // the attacker came from there
    CHECK(text(e.click(province_named("Tyr"))) == "A Vie R Tyr");
    e.click(province_named("Vie"));
    CHECK(text(e.disband()) == "A Vie D");
}

TEST_CASE("[OrderEntry] adjustments: build on a vacant home centre, remove a unit") {
    Session s(standard_rules());
    REQUIRE(s.load_position_text("phase: Winter 1901 Adjustments\nunits:\n  Russia: A Ukr\n  Turkey: A Arm, A Syr\n"
                                 "centers:\n  Russia: Mos, StP\n  Turkey: Ank\n") == "");
    OrderEntry e(s, [](Power) { return true; });
    CHECK(e.targets().contains(province_named("StP")));
    CHECK(e.targets().contains(province_named("Arm")));
    CHECK_FALSE(e.targets().contains(province_named("Ukr")));  // Russia builds, it does not remove
    e.click(province_named("StP"));
    CHECK(e.step() == OrderEntry::Step::Build);
    CHECK(e.build_choices().size() == 3);  // army, fleet nc, fleet sc
    CHECK(text(e.build(UnitType::Fleet, Coast::North)) == "Build F StP/nc");
    CHECK(text(e.click(province_named("Syr"))) == "Remove A Syr");
}

TEST_CASE("[OrderEntry] adjustments count down: once every build due is written, no other centre is offered") {
    Session s(standard_rules());
    REQUIRE(s.load_position_text("phase: Winter 1901 Adjustments\nunits:\n  Austria: A Tri\n"
                                 "centers:\n  Austria: Vie, Bud, Tri\n") == "");
    OrderEntry e(s, [](Power) { return true; });
    CHECK(adjustments_left(s, kAustria) == 2);
    CHECK(e.targets().contains(province_named("Vie")));
    e.click(province_named("Vie"));
    CHECK_THAT(e.prompt(), Catch::Contains("an army (no fleet can be built inland)"));
    REQUIRE(e.build_choices().size() == 1);  // Vienna is inland: an army only
    s.set_order(*e.build(UnitType::Army));
    CHECK(adjustments_left(s, kAustria) == 1);
    s.set_order(power_order(OrderKind::Waive, kAustria));
    CHECK(adjustments_left(s, kAustria) == 0);
    CHECK_FALSE(e.targets().contains(province_named("Bud")));  // nothing left to build
    CHECK(e.targets().contains(province_named("Vie")));        // the build written may still be changed
    s.remove_waive(kAustria);
    CHECK(e.targets().contains(province_named("Bud")));
}

TEST_CASE("[OrderEntry] in hot seat only one's own units can be ordered") {
    Session s(standard_rules());
    OrderEntry e(s, [&](Power p) { return p == power_named("France"); });
    CHECK_FALSE(e.targets().contains(province_named("Mun")));
    e.click(province_named("Mun"));
    CHECK(e.step() == OrderEntry::Step::Idle);
    e.click(province_named("Par"));
    CHECK(e.step() == OrderEntry::Step::Unit);
    e.cancel();
    CHECK(e.step() == OrderEntry::Step::Idle);
}
