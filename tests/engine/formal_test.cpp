// Formal Diplomacy (docs/RULES.md, "Formal Diplomacy"): one test per rule and per choice made there. Most are
// scenarios ("rules: formal", "=> result", "expect:"); the rest check reasons, the end of the game and the
// text, JSON and compact forms of Formal state and orders.
#include <catch2/catch.hpp>

#include "../support.h"
#include "formal/vocabulary.h"
#include "catalogue.h"
#include "compact.h"
#include "formal/rules.h"
#include "formal/legality.h"
#include "json.h"
#include "position_text.h"
#include "scenario_check.h"

using namespace dip;
using namespace dip::test;

namespace {

// The catalogue's Formal Diplomacy: its map (the standard board's provinces and powers, the same ids) reads
// and writes Formal's sections of the position format, and packs its state.
const FormalRules& formal_rules() {
    static const auto& rules = dynamic_cast<const FormalRules&>(*catalogue().find(Variant::Formal)->rules);
    return rules;
}
const Map& formal_map() { return formal_rules().map(); }

// One phase adjudicated, with everything needed to look at its outcomes.
struct Played {
    Position before;
    std::vector<Order> orders;
    PhaseResult out;
    const Outcome& outcome(std::size_t i) const { return out.results[i].outcome; }
    std::string code_of(std::size_t i) const { return std::string(code(outcome(i).reason)); }
    std::string words(std::size_t i) const { return describe(outcome(i), out.results[i].order, before, standard()); }
};

Played play(const std::string& text, const Rules& rules = formal_rules()) {
    const Expected<PositionText> r = read_position(text, rules);
    INFO(r.failure().text());
    REQUIRE(r.ok());
    Played p{r->position, {}, {}};
    for (const OrderLine& ol : r->orders) p.orders.push_back(ol.order);
    rules.adjudicate(p.before, p.orders, p.out);
    return p;
}

Order parsed(std::string_view text, Power pw, PhaseKind kind = PhaseKind::Movement) {
    const Expected<Order> p = parse_order(text, kind, standard());
    INFO(text << ": " << p.failure().message);
    REQUIRE(p.ok());
    Order o = *p;
    o.power = pw;
    return o;
}

}  // namespace

// ---- War --------------------------------------------------------------------------------------------------

TEST_CASE("[formal] declaring war costs a point, and the war is mutual", "[formal]") {
    check_scenario(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bur
  Germany: A Mun
orders:
  France: Declare War On Germany         => succeeds
expect:
  wars: France-Germany
  points: France -1
---
orders:
  Germany: A Mun - Bur                   => fails
  Germany: DWO France                    => illegal
expect:
  wars: France-Germany
  points: France -1
)");
}

TEST_CASE("[formal] two powers declaring war on each other in one turn both pay", "[formal]") {
    check_scenario(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bur
  Germany: A Mun
orders:
  France: DWO Germany                    => succeeds
  Germany: DWO France                    => succeeds
  Germany: DWO Germany                   => illegal
expect:
  wars: France-Germany
  points: France -1, Germany -1
)");
}

TEST_CASE("[formal] moving into a unit, a centre or a sphere of a power not at war is illegal, the unit holds",
          "[formal]") {
    const Played p = play(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bur, A Pic
  Germany: A Ruh, A Mun
  Italy: A Pie
centers:
  France: Par, Mar
  Germany: Mun
spheres:
  Germany: Bel
orders:
  Germany: A Ruh - Bur
  Italy: A Pie - Mar
  France: A Pic - Bel
  Germany: A Mun S A Ruh
)");
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(p.outcome(i).result == Result::Illegal);
        CHECK(p.code_of(i) == "not_at_war");
    }
    CHECK(p.words(0) == "illegal, ignored: not at war with France: moving into Burgundy is not allowed");
    CHECK(p.words(1) == "illegal, ignored: not at war with France: moving into Marseilles is not allowed");
    CHECK(p.words(2) == "illegal, ignored: not at war with Germany: moving into Belgium is not allowed");
    CHECK(p.outcome(3).reason == Reason::SupportGiven);  // the unit held, so its support to hold matched
    CHECK(p.out.next.units == p.before.units);
}

TEST_CASE("[formal] the rules close to a power the units, centres and spheres of powers not at war with it",
          "[formal]") {
    const Position pos = position_from(R"(rules: formal
phase: Spring 1901 Movement
wars: France-Italy
units:
  France: A Bur
  Germany: A Ruh
  Italy: A Pie
centers:
  France: Par
  Germany: Mun
  Italy: Ven
spheres:
  Germany: Bel
)");
    const SpaceSet closed = formal_rules().closed_to(pos, kFrance);
    for (const char* shut : {"Ruh", "Mun", "Bel"}) CHECK(closed.contains(province_named(shut)));
    for (const char* open : {"Pie", "Ven", "Par", "Bur", "Pic", "Hol"})
        CHECK_FALSE(closed.contains(province_named(open)));
    CHECK(standard_rules().closed_to(pos, kFrance).empty());  // the standard game closes nothing
}

TEST_CASE("[formal] powers stand by victory points, in the standard game by centres", "[formal]") {
    Position pos = start_position(standard());
    formal_state(pos).points[kItaly] = 4;
    CHECK(formal_rules().standing(pos, kItaly) == 4);
    CHECK(formal_rules().standing(pos, kRussia) == 0);
    CHECK(standard_rules().standing(pos, kRussia) == 4);
}

TEST_CASE("[formal] a unit about to leave still keeps out powers not at war", "[formal]") {
    check_scenario(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bur
  Germany: A Ruh
orders:
  France: A Bur - Gas                    => succeeds
  Germany: A Ruh - Bur                   => illegal
)");
}

TEST_CASE("[formal] a power may declare war and attack in the same turn", "[formal]") {
    check_scenario(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bur, A Tyr
  Germany: A Mun
centers:
  Germany: Mun
orders:
  France: DWO Ger                        => succeeds
  France: A Bur - Mun                    => succeeds
  France: A Tyr S A Bur - Mun            => succeeds
expect:
  dislodged: Germany A Mun
  points: France -1
)");
}

TEST_CASE("[formal] supporting another power's attack on a power one is not at war with is allowed", "[formal]") {
    check_scenario(R"(
rules: formal
phase: Spring 1901 Movement
units:
  England: A Bel
  France: A Bur
  Germany: A Ruh
wars: England-Germany
orders:
  England: A Bel - Ruh                   => succeeds
  France: A Bur S A Bel - Ruh            => succeeds
expect:
  dislodged: Germany A Ruh
)");
}

TEST_CASE("[formal] a convoyed move into a power not at war is illegal too", "[formal]") {
    check_scenario(R"(
rules: formal
phase: Spring 1901 Movement
units:
  England: A Lon, F Eng
centers:
  France: Bre
orders:
  England: A Lon - Bre via convoy        => illegal
  England: F Eng C A Lon - Bre           => void
expect:
  units: England: A Lon, F Eng
)");
}

TEST_CASE("[formal] a retreat into a centre or sphere of a power not at war is illegal", "[formal]") {
    check_scenario(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Par, A Mar
  Germany: A Bur
centers:
  France: Par, Mar
  Germany: Mun
  England: Bel
wars: France-Germany
orders:
  France: A Par - Bur                    => succeeds
  France: A Mar S A Par - Bur            => succeeds
expect:
  retreats: Germany A Bur: Gas, Mun, Pic, Ruh
---
orders:
  Germany: A Bur R Bel                   => illegal
expect:
  units: Germany: none
)");
}

TEST_CASE("[formal] a dislodged unit whose every retreat is forbidden is destroyed at once", "[formal]") {
    const Played p = play(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Par, A Mar, A Gas
  Germany: A Bur, A Ruh, A Mun
  England: A Pic
centers:
  England: Bel
wars: France-Germany
orders:
  France: A Par - Bur
  France: A Mar S A Par - Bur
)");
    CHECK(p.out.next.phase == Phase{Season::Fall, PhaseKind::Movement, 1901});  // no retreat phase
    CHECK_FALSE(p.out.next.has_dislodged());
    bool destroyed = false;
    for (const OrderResult& r : p.out.results)
        destroyed |= r.outcome.destroyed && r.order.unit == province_named("Bur");
    CHECK(destroyed);
}

// ---- Surrender --------------------------------------------------------------------------------------------

TEST_CASE("[formal] a surrender ends every war: each enemy gains a point, the surrenderer loses one", "[formal]") {
    check_scenario(R"(
rules: formal
phase: Spring 1902 Movement
units:
  France: A Par
  Germany: A Mun
  Italy: A Ven
wars: France-Germany, France-Italy, Germany-Italy
orders:
  France: Surrender                      => succeeds
expect:
  wars: Germany-Italy
  points: France -1, Germany 1, Italy 1
)");
}

TEST_CASE("[formal] surrenders and declarations take effect before the moves, surrenders first", "[formal]") {
    // France surrenders to Germany, then declares war on it again, and attacks in the same turn.
    check_scenario(R"(
rules: formal
phase: Spring 1902 Movement
units:
  France: A Bur
  Germany: A Ruh
wars: France-Germany
orders:
  France: Declare war on Germany         => succeeds
  France: Uncle!                         => succeeds
  France: A Bur - Ruh                    => fails
expect:
  wars: France-Germany
  points: France -2, Germany 1
)");
}

TEST_CASE("[formal] simultaneous surrenders each count", "[formal]") {
    check_scenario(R"(
rules: formal
phase: Spring 1902 Movement
units:
  France: A Par
  Germany: A Mun
wars: France-Germany
orders:
  France: SUR                            => succeeds
  Germany: Surrender                     => succeeds
expect:
  wars: none
  points:
)");
}

TEST_CASE("[formal] surrender is illegal while owning or occupying an enemy's home centre, or at peace", "[formal]") {
    SECTION("owning") {
        const Played p = play(R"(
rules: formal
phase: Spring 1902 Movement
units:
  France: A Bur
centers:
  France: Par, Mun
wars: France-Germany
orders:
  France: Surrender
)");
        CHECK(p.code_of(0) == "holds_enemy_home_centre");
        CHECK(p.words(0) ==
              "illegal, ignored: cannot surrender while holding Munich, a home centre of Germany, with which it is at "
              "war");
        CHECK(formal_state(p.out.next).at_war(power_named("France"), power_named("Germany")));
        CHECK(formal_state(p.out.next).points[power_named("France")] == 0);
    }
    SECTION("occupying") {
        const Played p = play(R"(
rules: formal
phase: Spring 1902 Movement
units:
  France: A Kie
wars: France-Germany
orders:
  France: Surrender
)");
        CHECK(p.code_of(0) == "holds_enemy_home_centre");
    }
    SECTION("a home centre of a power not at war does not matter") {
        const Played p = play(R"(
rules: formal
phase: Spring 1902 Movement
units:
  France: A Kie
wars: France-Italy
orders:
  France: Surrender
)");
        CHECK(p.code_of(0) == "surrendered");
    }
    SECTION("at war with nobody") {
        const Played p = play("rules: formal\nphase: Spring 1902 Movement\norders:\n  France: Surrender\n");
        CHECK(p.code_of(0) == "no_war_to_end");
    }
}

// ---- Spheres of influence ---------------------------------------------------------------------------------

TEST_CASE("[formal] a claim needs an unowned, unclaimed centre free of foreign units, with a unit in or next to it",
          "[formal]") {
    const Played p = play(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bur, A Pic, F Mao
  Germany: A Hol, A Kie
  England: F Nth
centers:
  France: Par
spheres:
  England: Den
orders:
  France: SOI Bur
  France: SOI Par
  Germany: SOI Den
  France: SOI Hol
  France: SOI Tun
  France: SOI Bel
  Germany: SOI Hol
)");
    CHECK(p.code_of(0) == "soi_not_centre");
    CHECK(p.code_of(1) == "soi_centre_owned");
    CHECK(p.code_of(2) == "soi_taken");
    CHECK(p.code_of(3) == "soi_occupied");
    CHECK(p.code_of(4) == "soi_no_unit_near");
    CHECK(p.code_of(5) == "sphere_claimed");
    CHECK(p.code_of(6) == "sphere_claimed");  // its own unit stands there
    for (std::size_t i = 0; i < 5; ++i) CHECK(p.outcome(i).result == Result::Illegal);
    CHECK(p.words(1) == "illegal, ignored: Paris is owned by France");
    CHECK(p.words(2) == "illegal, ignored: Denmark is already in the sphere of influence of England");
    CHECK(p.words(3) == "illegal, ignored: a unit of Germany is in Holland");
    CHECK(p.words(4) == "illegal, ignored: France has no unit in or next to Tunis");
    CHECK(p.words(5) == "sphere of influence over Belgium claimed with strength 1");
    CHECK(formal_state(p.out.next).sphere(province_named("Bel")) == power_named("France"));
    CHECK(formal_state(p.out.next).sphere(province_named("Hol")) == power_named("Germany"));
}

TEST_CASE("[formal] the strongest claim wins, supports add strength, named or the supporter's own power", "[formal]") {
    check_scenario(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bur, A Pic
  Germany: A Ruh, A Hol
  England: F Nth
orders:
  France: SOI Bel                        => succeeds
  France: A Pic S SOI Bel                => succeeds
  England: F Nth S France SOI Bel        => succeeds
  Germany: SOI Bel                       => fails
  Germany: A Hol S SOI Bel               => succeeds
  Germany: A Ruh S Italy SOI Bel         => void
expect:
  spheres: France: Bel
  spheres: Germany: none
)");
}

TEST_CASE("[formal] equal claims all fail", "[formal]") {
    const Played p = play(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bur
  Germany: A Ruh
orders:
  France: SOI Bel
  Germany: SOI Bel
)");
    CHECK(p.code_of(0) == "claim_bounced");
    CHECK(p.code_of(1) == "claim_bounced");
    CHECK(p.words(0) == "claim bounced: Germany also claimed Belgium (1 against 1)");
    CHECK(formal_state(p.out.next).sphere(province_named("Bel")) == kNoPower);
}

TEST_CASE("[formal] a support of a claim is cut by an attack on the supporter, not from the claimed province",
          "[formal]") {
    SECTION("cut by an attack from elsewhere: the claims tie") {
        check_scenario(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bur, A Pic
  Germany: A Ruh
  England: F Eng
wars: England-France
orders:
  France: SOI Bel                        => fails
  France: A Pic S SOI Bel                => fails
  Germany: SOI Bel                       => fails
  England: F Eng - Pic                   => fails
expect:
  spheres: France: none
)");
    }
    SECTION("cut by dislodging the supporter") {
        const Played p = play(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bur, A Pic
  Germany: A Ruh
  England: F Eng, A Bre
wars: England-France
orders:
  France: SOI Bel
  France: A Pic S SOI Bel
  Germany: SOI Bel
  England: F Eng - Pic
  England: A Bre S F Eng - Pic
)");
        CHECK(p.code_of(1) == "support_dislodged");
        CHECK(p.code_of(0) == "claim_bounced");
    }
    SECTION("not cut by an attack from the claimed province") {
        check_scenario(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bel
  Germany: A Ruh
wars: France-Germany
orders:
  France: SOI Bel                        => succeeds
  Germany: A Ruh S France SOI Bel        => succeeds
  France: A Bel - Ruh                    => fails
expect:
  spheres: France: Bel
)");
    }
}

TEST_CASE("[formal] any move into the claimed province defeats every claim", "[formal]") {
    const Played p = play(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bur, A Pic
  England: F Nth
orders:
  France: SOI Bel
  France: A Pic S SOI Bel
  England: F Nth - Bel
)");
    CHECK(p.code_of(0) == "claim_moved_into");
    CHECK(p.words(0) == "claim failed: F Nth moved into Belgium");
    CHECK(formal_state(p.out.next).sphere(province_named("Bel")) == kNoPower);
}

TEST_CASE("[formal] a support of a claim must be able to move to the province, and be the power's own unit",
          "[formal]") {
    const Played p = play(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bur, A Par
  Germany: A Ruh
orders:
  France: SOI Bel
  France: A Par S SOI Bel
  France: A Ruh S SOI Bel
)");
    CHECK(p.code_of(1) == "support_cannot_reach");
    CHECK(p.code_of(2) == "not_your_unit");
}

TEST_CASE("[formal] a unit supporting a claim and given another order holds", "[formal]") {
    check_scenario(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bur, A Pic
orders:
  France: SOI Bel                        => succeeds
  France: A Pic S SOI Bel                => illegal
  France: A Pic - Bre                    => illegal
expect:
  units: France: A Bur, A Pic
)");
}

TEST_CASE("[formal] a foreign unit in a sphere takes it away and costs its holder a point, its own unit does not",
          "[formal]") {
    check_scenario(R"(
rules: formal
phase: Spring 1901 Movement
units:
  England: F Nth
  Germany: A Ruh
spheres:
  Germany: Bel, Hol
wars: England-Germany
orders:
  England: F Nth - Bel                   => succeeds
  Germany: A Ruh - Hol                   => succeeds
expect:
  spheres: Germany: Hol
  points: Germany -1
)");
}

TEST_CASE("[formal] a unit retreating into an enemy's sphere takes it away too", "[formal]") {
    check_scenario(R"(
rules: formal
phase: Spring 1901 Movement
units:
  England: F Hol
  Germany: A Ruh, A Kie
spheres:
  Germany: Bel
wars: England-Germany
orders:
  Germany: A Ruh - Hol                   => succeeds
  Germany: A Kie S A Ruh - Hol           => succeeds
---
orders:
  England: F Hol R Bel                   => succeeds
expect:
  spheres: Germany: none
  points: Germany -1
)");
}

TEST_CASE("[formal] a sphere stays when its holder comes to own the province", "[formal]") {
    check_scenario(R"(
rules: formal
phase: Fall 1901 Movement
units:
  Germany: A Ruh
spheres:
  Germany: Bel
orders:
  Germany: A Ruh - Bel                   => succeeds
expect:
  spheres: Germany: Bel
  points: Germany 1
)");
}

TEST_CASE("[formal] a sphere given up is free at once, and only its holder can give it up", "[formal]") {
    check_scenario(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Pic
  England: F Nth
spheres:
  Germany: Bel, Hol, Den
orders:
  Germany: Undo SOI in Bel               => succeeds
  Germany: Undo SOI Den                  => succeeds
  France: Undo SOI Hol                   => illegal
  France: A Pic - Bel                    => succeeds
  England: SOI Den                       => succeeds
expect:
  spheres: Germany: Hol
  spheres: England: Den
  points:
)");
}

// ---- Victory points and the end of the game ---------------------------------------------------------------

TEST_CASE("[formal] after each Fall: +1 per centre owned outside home, -1 per own home centre owned by another",
          "[formal]") {
    const std::string position = R"(
rules: formal
phase: Fall 1901 Movement
units:
  France: A Bel, A Mun
  Germany: A Ruh
centers:
  France: Par, Mar, Bre
  Germany: Mun, Kie, Ber
wars: France-Germany
)";
    check_scenario(position + "expect:\n  points: France 2, Germany -1\n");
    std::string spring = position;
    spring.replace(spring.find("Fall"), 4, "Spring");
    check_scenario(spring + "expect:\n  points:\n");  // nothing is scored after Spring
}

TEST_CASE("[formal] the game ends after the turn limit, not at 18 centres, the most points win", "[formal]") {
    // France owns 18 centres after Fall 1901.
    const std::string board = R"(
phase: Fall 1901 Movement
units:
  France: A Bel
centers:
  France: Par, Mar, Bre, Spa, Por, Bel, Hol, Lon, Edi, Lvp, Mun, Kie, Ber, Den, Nwy, Swe, Tun, Rom
)";
    const std::string text = board + "points: Germany 3\n";
    const FormalRules four(formal_map(), RuleSettings{Variant::Formal, 0, 0, 4});
    const Played p = play(text, four);
    CHECK(p.out.next.winner == kNoPower);
    CHECK_FALSE(four.finished(p.out.next));
    CHECK(play(board, standard_rules()).out.next.winner == power_named("France"));  // the standard game: a solo

    const FormalRules two(formal_map(), RuleSettings{Variant::Formal, 18, 0, 2});
    const Played last = play(text, two);
    CHECK(two.finished(last.out.next));
    CHECK(formal_state(last.out.next).points[power_named("France")] == 15);
    CHECK(last.out.next.winner == power_named("France"));

    const Played tie = play("phase: Fall 1901 Movement\nunits:\n  France: A Bur\npoints: France 2, Italy 2\n", two);
    CHECK(two.finished(tie.out.next));
    CHECK(tie.out.next.winner == kNoPower);
    CHECK(points_leaders(standard(), tie.out.next) == std::vector<Power>{power_named("France"), power_named("Italy")});
}

TEST_CASE("[formal] make_rules gives Formal Diplomacy for its variant", "[formal]") {
    RuleSettings s;
    CHECK(dynamic_cast<const FormalRules*>(make_rules(s).get()) == nullptr);
    s.variant = Variant::Formal;
    const auto rules = make_rules(s);
    CHECK(dynamic_cast<const FormalRules*>(rules.get()) != nullptr);
    CHECK(rules->settings().victory_centres == -1);
}

// ---- Orders outside Formal Diplomacy and outside movement phases ------------------------------------------

TEST_CASE("[formal] the standard rules reject Formal orders: only in Formal Diplomacy", "[formal]") {
    const Played p = play(R"(
phase: Spring 1901 Movement
units:
  France: A Bur
  Germany: A Mun
orders:
  France: Declare War On Germany
  France: Surrender
  France: SOI Bel
  France: Undo SOI Bel
  France: A Bur S SOI Bel
)",
                          standard_rules());
    for (std::size_t i = 0; i < 5; ++i) {
        CHECK(p.outcome(i).result == Result::Illegal);
        CHECK(p.code_of(i) == "other_variant_order");
    }
    CHECK(p.words(0) == "illegal, ignored: only in Formal Diplomacy");
    CHECK(formal_state(p.out.next).is_default());

    const Played r =
        play("phase: Spring 1901 Retreats\ndislodged:\n  France: A Bur <- Mun\norders:\n  France: DWO Germany\n",
             standard_rules());
    CHECK(r.code_of(0) == "other_variant_order");
    const Played w = play("phase: Winter 1901 Adjustments\norders:\n  France: SOI Bel\n", standard_rules());
    CHECK(w.code_of(0) == "other_variant_order");
}

TEST_CASE("[formal] Formal orders are given in movement phases only", "[formal]") {
    const Played r = play(
        "rules: formal\nphase: Spring 1901 Retreats\ndislodged:\n  France: A Bur <- Mun\norders:\n  France: DWO "
        "Germany\n");
    CHECK(r.code_of(0) == "wrong_phase");
    CHECK(formal_state(r.out.next).is_default());
    const Played w = play("rules: formal\nphase: Winter 1901 Adjustments\norders:\n  France: Surrender\n");
    CHECK(w.code_of(0) == "wrong_phase");
}

TEST_CASE("[formal] the same order given twice counts once", "[formal]") {
    check_scenario(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bur
orders:
  France: Declare War On Germany         => succeeds
  France: DWO Germany                    => succeeds
  France: DWO Italy                      => succeeds
expect:
  wars: France-Germany, France-Italy
  points: France -2
)");
}

// ---- Notation, position text, JSON and compact forms ------------------------------------------------------

TEST_CASE("[formal] every Formal order is read in its notations and written back canonically", "[formal]") {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"Declare War On Germany", "Declare War On Germany"},
        {"declare war germany", "Declare War On Germany"},
        {"DWO Ger", "Declare War On Germany"},
        {"dwo german", "Declare War On Germany"},
        {"Surrender", "Surrender"},
        {"SUR", "Surrender"},
        {"Uncle!", "Surrender"},
        {"SOI Bel", "SOI Bel"},
        {"soi belgium", "SOI Bel"},
        {"SOI Spa/nc", "SOI Spa"},
        {"Undo SOI in Bel", "Undo SOI Bel"},
        {"undo soi Bel", "Undo SOI Bel"},
        {"A Bur S SOI Bel", "A Bur S SOI Bel"},
        {"A Bur S France SOI Bel", "A Bur S France SOI Bel"},
        {"Bur supports French SOI Bel", "A Bur S France SOI Bel"},
    };
    for (const auto& [text, canonical] : cases) {
        INFO(text);
        Order o = parsed(text, power_named("France"));
        if (o.kind == formal::SupportSoi) o.unit_type = UnitType::Army;
        CHECK(to_text(o, standard()) == canonical);
        CHECK(parsed(to_text(o, standard()), power_named("France")) == o);
    }
    CHECK(parsed("DWO Ger", power_named("France")).named_power == power_named("Germany"));
    CHECK(parsed("A Bur S SOI Bel", power_named("France")).named_power == kNoPower);
    CHECK_FALSE(parse_order("DWO Xyz", PhaseKind::Movement, standard()).ok());
    CHECK_FALSE(parse_order("Undo Bel", PhaseKind::Movement, standard()).ok());
    CHECK_FALSE(is_unit_order(formal::DeclareWar));
    CHECK(is_unit_order(formal::SupportSoi));
}

TEST_CASE("[formal] the rules line and Formal state round trip through the position text", "[formal]") {
    const std::string text = R"(rules: formal, max turns 20
phase: Fall 1903 Movement
units:
  France: A Bur
centers:
  France: Par
wars: Austria-Russia, France-Germany
spheres:
  France: Bel, Hol
  Italy: Tun
points: England 3, France -2
)";
    const Expected<PositionText> r = read_position(text, standard_rules());
    INFO(r.failure().text());
    REQUIRE(r.ok());
    CHECK(r->has_rules);
    CHECK(r->rules == RuleSettings{Variant::Formal, 0, 0, 20});
    const FormalState& f = formal_state(r->position);
    CHECK(f.at_war(power_named("Germany"), power_named("France")));
    CHECK(f.at_war(power_named("Russia"), power_named("Austria")));
    CHECK_FALSE(f.at_war(power_named("France"), power_named("Russia")));
    CHECK(f.sphere(province_named("Tun")) == power_named("Italy"));
    CHECK(f.points[power_named("France")] == -2);
    CHECK(write_position(r->position, formal_rules(), r->rules) == text);

    // Standard positions are written exactly as before: no rules line, no Formal sections.
    const std::string start = write_position(start_position(standard()), standard_rules());
    CHECK(start.find("rules:") == std::string::npos);
    CHECK(start.find("wars:") == std::string::npos);
    CHECK(start.find("points:") == std::string::npos);

    CHECK_THAT(read_position("rules: chess\nphase: S1901M\n", standard_rules()).failure().text(),
               Catch::Contains("line 1: expected rules"));
    CHECK_THAT(read_position("rules: formal\nphase: S1901M\nwars: France-France\n", standard_rules()).failure().text(),
               Catch::Contains("at war with itself"));
    CHECK_THAT(
        read_position("rules: formal\nphase: S1901M\nspheres:\n  France: Bur\n", standard_rules()).failure().text(),
        Catch::Contains("not a supply centre"));
    CHECK_THAT(read_position("rules: formal\nphase: S1901M\npoints: France two\n", standard_rules()).failure().text(),
               Catch::Contains("expected points"));
    // Formal Diplomacy's sections belong to it: in the standard game they are no sections at all.
    CHECK_THAT(read_position("phase: S1901M\nwars: France-Germany\n", standard_rules()).failure().text(),
               Catch::Contains("unknown section \"wars\""));
}

TEST_CASE("[formal] JSON lists wars, spheres and points, and the power a reason names", "[formal]") {
    const Played p = play(R"(
rules: formal
phase: Spring 1901 Movement
units:
  France: A Bur
orders:
  France: DWO Germany
  France: SOI Bel
)");
    const std::string json = phase_result_json(p.before, p.out, formal_rules());
    CHECK_THAT(json, Catch::Contains("\"code\": \"declared_war\", \"implicit\": false, \"other_power\": \"Germany\""));
    CHECK_THAT(json, Catch::Contains("\"code\": \"sphere_claimed\", \"implicit\": false, \"strength\": 1"));
    CHECK_THAT(json, Catch::Contains("\"wars\": [[\"France\", \"Germany\"]]"));
    CHECK_THAT(json, Catch::Contains("\"France\": [\"bel\"]"));
    CHECK_THAT(json, Catch::Contains("\"points\": {\"Austria\": 0, \"England\": 0, \"France\": -1,"));
    CHECK(position_json(start_position(standard()), standard_rules()).find("wars") == std::string::npos);
}

TEST_CASE("[formal] compact positions and orders keep Formal state, standard ones are unchanged", "[formal]") {
    Position pos = start_position(standard());
    pos.phase = {Season::Fall, PhaseKind::Movement, 1902};
    BitWriter plain;
    pack_position(plain, pos, formal_rules());
    formal_state(pos).set_war(power_named("France"), power_named("Germany"), true);
    formal_state(pos).set_sphere(province_named("Bel"), power_named("France"));
    formal_state(pos).points[power_named("Germany")] = -3;
    formal_state(pos).points[power_named("Turkey")] = 200;
    BitWriter w;
    pack_position(w, pos, formal_rules());
    CHECK(w.bytes().size() > plain.bytes().size());

    BitReader r(w.bytes().data(), w.bytes().size());
    Position back;
    std::string error;
    REQUIRE(unpack_position(r, formal_rules(), back, error));
    CHECK(back == pos);

    std::vector<Order> orders = {
        parsed("DWO Germany", power_named("France")),     parsed("Surrender", power_named("France")),
        parsed("SOI Bel", power_named("France")),         parsed("Undo SOI Hol", power_named("Germany")),
        parsed("A Bur S SOI Bel", power_named("France")), parsed("A Ruh S France SOI Bel", power_named("Germany"))};
    BitWriter ow;
    pack_orders(ow, orders, standard());
    BitReader orr(ow.bytes().data(), ow.bytes().size());
    std::vector<Order> again;
    REQUIRE(unpack_orders(orr, standard(), again, error));
    std::vector<Order> grouped = {orders[0], orders[1], orders[2], orders[4], orders[3], orders[5]};  // by power
    CHECK(again == grouped);
}
