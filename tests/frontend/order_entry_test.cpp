// Order entry by clicking: each kind of order, coasts asked for, targets offered, and whose units one may
// order.
#include <catch2/catch.hpp>

#include <tuple>

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
    CHECK_FALSE(e.click(province_named("Ruh")));  // not a destination: the step is cancelled, saying why
    CHECK(e.step() == OrderEntry::Step::Idle);
    CHECK(e.note() == "The army in Paris cannot move to Ruhr: Ruhr cannot be reached from Paris.");
    e.click(province_named("Par"));
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

// ---- A click that cannot be used is never lost without a word -----------------------------------------------

namespace {

// What the entry shows, to tell whether a click changed anything.
struct Seen {
    OrderEntry::Step step;
    Province selected, target;
    friend bool operator==(const Seen&, const Seen&) = default;
};
Seen seen(const OrderEntry& e) { return {e.step(), e.selected(), e.target()}; }

std::vector<Province> provinces_of(const SpaceSet& set) {
    std::vector<Province> out;
    set.for_each([&](int p) { out.push_back(static_cast<Province>(p)); });
    return out;
}

// Clicks `p` at the step `to_step` brings the entry to, and checks that the click made an order, moved the entry
// on, or cancelled the step and said why.
template <class ToStep>
void check_click(const Session& s, ToStep&& to_step, Province p, const std::string& where) {
    OrderEntry e(s, [](Power) { return true; });
    to_step(e);
    const Seen before = seen(e);
    const bool offered = p != kNone && e.targets().contains(p);
    const std::optional<Order> order = e.click(p);
    INFO(where << ", click on " << (p == kNone ? std::string("nothing") : s.map().province(p).name));
    if (before.step == OrderEntry::Step::Idle && p == kNone) return;  // nothing under way, nothing lost
    if (order || seen(e) != before) {
        if (!order && e.step() == OrderEntry::Step::Idle) CHECK_FALSE(e.note().empty());
        if (offered) CHECK(e.note().empty());
        return;
    }
    FAIL("the click changed nothing and said nothing");
}

}  // namespace

TEST_CASE("[OrderEntry] every click at every step of every order kind orders, moves on, or says why it cannot") {
    Session s(standard_rules());
    REQUIRE(s.load_position_text(R"(phase: Spring 1901 Movement
units:
  England: F Nth, A Yor, F Lon
  France: A Bur, A Par, F Bre
  Germany: A Mun, F Kie
)") == "");
    std::vector<Province> clicks{kNone};
    for (int p = 0; p < standard().province_count(); ++p) clicks.push_back(static_cast<Province>(p));
    for (const char* unit : {"Nth", "Yor", "Bur", "Bre"}) {  // a fleet at sea, on a coast; armies on and off it
        const Province u = province_named(unit);
        OrderEntry e(s, [](Power) { return true; });
        e.click(u);
        const bool supports = e.can_support(), convoys = e.can_convoy();
        for (const Province p : clicks) {
            check_click(
                s, [&](OrderEntry& f) { f.click(u); }, p, std::string(unit) + ", where to");
            if (supports)
                check_click(
                    s, [&](OrderEntry& f) { f.click(u), f.support(); }, p, std::string(unit) + ", support whom");
            if (convoys)
                check_click(
                    s, [&](OrderEntry& f) { f.click(u), f.convoy(); }, p, std::string(unit) + ", convoy whom");
        }
        // The click after choosing the unit a support or a convoy is for, for each unit it may be for.
        using Help = void (OrderEntry::*)();
        for (const auto& [help, word, can] :
             {std::tuple<Help, const char*, bool>{&OrderEntry::support, " supports ", supports},
              std::tuple<Help, const char*, bool>{&OrderEntry::convoy, " convoys ", convoys}}) {
            if (!can) continue;
            OrderEntry first(s, [](Power) { return true; });
            first.click(u);
            (first.*help)();
            for (const Province t : provinces_of(first.targets()))
                for (const Province p : clicks)
                    check_click(
                        s, [&, help = help](OrderEntry& f) { f.click(u), (f.*help)(), f.click(t); }, p,
                        std::string(unit) + word + standard().province(t).name);
        }
    }
}

TEST_CASE(
    "[OrderEntry] a support into a place the supporter cannot reach is refused with the reason, and the next "
    "click works") {
    Session s(standard_rules());
    OrderEntry e(s, [](Power) { return true; });
    e.click(province_named("Mar"));
    e.support();
    e.click(province_named("Par"));
    CHECK_FALSE(e.click(province_named("Pic")));
    CHECK(e.note() ==
          "The army in Marseilles cannot support the army in Paris into Picardy: it could not move to "
          "Picardy itself, so cannot support there.");
    CHECK(e.step() == OrderEntry::Step::Idle);
    CHECK_FALSE(e.click(province_named("Mun")));  // the next click selects another unit at once
    CHECK(e.selected() == province_named("Mun"));
    CHECK(e.note().empty());
}

TEST_CASE("[OrderEntry] a move the unit cannot make, and a unit one does not order, are refused with the reason") {
    Session s(standard_rules());
    OrderEntry e(s, [](Power p) { return p == kFrance; });
    e.click(province_named("Par"));
    CHECK_FALSE(e.click(province_named("Mun")));
    CHECK(e.note() == "The army in Paris cannot move to Munich: Munich cannot be reached from Paris.");
    CHECK(e.step() == OrderEntry::Step::Idle);
    CHECK_FALSE(e.click(province_named("Ber")));
    CHECK(e.note() == "The army in Berlin is Germany's: you do not order it.");
    CHECK_FALSE(e.click(province_named("Bur")));
    CHECK(e.note() == "There is no unit in Burgundy.");
    OrderEntry any(s, [](Power) { return true; });
    any.click(province_named("Kie"));
    CHECK_FALSE(any.click(province_named("Ruh")));
    CHECK(any.note() == "The fleet in Kiel cannot move to Ruhr: a fleet cannot enter an inland province.");
}
