// Retreat and winter preferences (preferences.h): over every retreat and adjustment phase of random games on every
// variant, with random preferences, the orders they give are legal and exactly what the rules of preferences say;
// and where they leave something open the player is asked. Plus worked examples.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

#include "adjustments.h"
#include "preferences.h"
#include "support.h"

using namespace dip;
using namespace dip::test;

namespace {

// Random preferences for `power` in a retreat or adjustment phase: some units given lists (of open places and of
// closed ones), some not; a winter list or none, with legal and illegal builds.
Preferences random_preferences(const Rules& rules, const Position& pos, Power power, std::mt19937_64& rng) {
    const Map& map = rules.map();
    Preferences out;
    std::uniform_int_distribution<int> loc(0, map.loc_count() - 1), coin(0, 3);
    for (int p = 0; p < map.province_count(); ++p) {
        const Unit& u = pos.phase.kind == PhaseKind::Retreats ? pos.dislodged[p].unit : pos.units[p];
        if (!u || u.power != power || coin(rng) == 0) continue;  // a quarter of units without one
        RetreatPreference r{static_cast<Province>(p), {}, coin(rng) < 2};
        for (int n = coin(rng); n > 0; --n) r.to.push_back(static_cast<Loc>(loc(rng)));
        if (pos.phase.kind == PhaseKind::Retreats)
            for (const Order& o : rules.unit_orders(pos, static_cast<Province>(p)))
                if (o.kind == OrderKind::Retreat && coin(rng) == 0) r.to.push_back(o.dest);
        std::shuffle(r.to.begin(), r.to.end(), rng);
        out.retreats.push_back(r);
    }
    if (coin(rng) == 0) return out;
    WinterList& w = out.winter.emplace();
    for (int n = coin(rng) + coin(rng); n > 0; --n)
        w.builds.push_back(
            build_order(power, coin(rng) < 2 ? UnitType::Army : UnitType::Fleet, static_cast<Loc>(loc(rng))));
    for (int p = 0; p < map.province_count(); ++p) {
        for (const Order& o : rules.unit_orders(pos, static_cast<Province>(p)))
            if (o.kind == OrderKind::Build && o.power == power && coin(rng) < 2) w.builds.push_back(o);
        if (pos.units[p] && coin(rng) == 0) w.removals.push_back(static_cast<Province>(p));
    }
    std::shuffle(w.builds.begin(), w.builds.end(), rng);
    std::shuffle(w.removals.begin(), w.removals.end(), rng);
    return out;
}

// What the rules of preferences say for one retreat-phase unit: its order, or none when its player is asked.
std::optional<Order> expected_retreat(const Rules& rules, const Position& pos, const DislodgedUnit& d,
                                      const Preferences& prefs) {
    for (const RetreatPreference& r : prefs.retreats) {
        if (r.unit != rules.map().province_of(d.unit.loc)) continue;
        for (const Loc to : r.to) {
            const SpaceSet open = rules.retreat_options(pos, d);
            const Order o = retreat_order(d.unit, to);
            if (!rules.check(pos, o)) {
                CHECK(open.contains(to));  // a legal retreat is one the rules list
                return o;
            }
        }
        if (r.disband) return unit_order(OrderKind::Disband, d.unit);
        return std::nullopt;
    }
    return std::nullopt;
}

void check_phase(const Rules& rules, const Position& pos, Power power, const Preferences& prefs) {
    const std::optional<std::vector<Order>> got = preferred_orders(rules, pos, power, prefs);
    INFO(phase_text(pos.phase) << ", " << rules.map().power(power).name);
    if (got)
        for (const Order& o : *got) {
            CHECK(o.power == power);
            CHECK_FALSE(rules.check(pos, o));  // every order given is legal
        }
    if (!has_choice(rules, pos, power)) {
        REQUIRE(got);
        CHECK(got->empty());
        return;
    }
    if (pos.phase.kind == PhaseKind::Retreats) {
        bool asked = false;
        std::vector<Order> expected;
        for (int p = 0; p < rules.map().province_count(); ++p) {
            const DislodgedUnit& d = pos.dislodged[p];
            if (!d.unit || d.unit.power != power || rules.retreat_options(pos, d).empty()) continue;
            if (const std::optional<Order> o = expected_retreat(rules, pos, d, prefs)) expected.push_back(*o);
            else asked = true;
        }
        CHECK(got.has_value() == !asked);
        if (got) CHECK(*got == expected);
        return;
    }
    // Adjustments: with no winter list the player is asked; with one, builds in order up to the number owed and
    // removals in order, none twice.
    CHECK(got.has_value() == prefs.winter.has_value());
    if (!got) return;
    const int due = adjustment_due(pos, power);
    CHECK(static_cast<int>(got->size()) <= std::abs(due));
    std::size_t at = 0;  // each order comes from the list, in the list's order
    for (const Order& o : *got) {
        if (due > 0) {
            CHECK(o.kind == OrderKind::Build);
            auto it = std::find_if(prefs.winter->builds.begin() + static_cast<std::ptrdiff_t>(at),
                                   prefs.winter->builds.end(), [&](const Order& b) { return b.unit == o.unit; });
            REQUIRE(it != prefs.winter->builds.end());
            at = static_cast<std::size_t>(it - prefs.winter->builds.begin()) + 1;
        } else {
            CHECK(o.kind == OrderKind::Remove);
            const Province p = rules.map().province_of(o.unit);
            auto it = std::find(prefs.winter->removals.begin() + static_cast<std::ptrdiff_t>(at),
                                prefs.winter->removals.end(), p);
            REQUIRE(it != prefs.winter->removals.end());
            at = static_cast<std::size_t>(it - prefs.winter->removals.begin()) + 1;
        }
    }
    // As many as the list allows: fewer than owed only when no later entry was legal and new.
    if (due < 0) {
        int own = 0;
        std::vector<Province> seen;
        for (const Province p : prefs.winter->removals)
            if (pos.units[p] && pos.units[p].power == power && std::find(seen.begin(), seen.end(), p) == seen.end())
                seen.push_back(p), ++own;
        CHECK(static_cast<int>(got->size()) == std::min(own, -due));
    }
    // And the phase they make adjudicates with them all standing (none fails as one too many).
    PhaseResult r;
    rules.adjudicate(pos, *got, r);
    for (std::size_t i = 0; i < got->size(); ++i) CHECK(r.results[i].outcome.result == Result::Succeeds);
}

}  // namespace

TEST_CASE("[Preferences] on every variant, preferences give legal orders, as their rules say, or ask") {
    int phases = 0;
    for (const Variant v : every_variant()) {
        const Rules& rules = rules_of_variant(v);
        INFO(variant_name(v));
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            std::mt19937_64 rng(seed * 7919);
            for (const Position& pos : random_game_positions(rules, seed, 1906)) {
                if (pos.phase.kind == PhaseKind::Movement) continue;
                ++phases;
                for (int pw = 0; pw < rules.map().power_count(); ++pw) {
                    const Power power = static_cast<Power>(pw);
                    const Preferences prefs = random_preferences(rules, pos, power, rng);
                    check_phase(rules, pos, power, prefs);
                    check_phase(rules, pos, power, {});  // none given: asked wherever there is a choice
                    // On the wire as orders and back: the same preferences, but for a unit given no place and
                    // no disband, which says nothing (its player is asked either way).
                    Preferences said = prefs;
                    std::erase_if(said.retreats, [](const RetreatPreference& r) { return r.to.empty() && !r.disband; });
                    const std::vector<Order> wire = preference_orders(prefs, power);
                    CHECK(std::all_of(wire.begin(), wire.end(),
                                      [&](const Order& o) { return o.power == power && is_preference_order(o.kind); }));
                    CHECK(preferences_from_orders(wire, rules.map()) == said);
                }
            }
        }
    }
    CHECK(phases > 100);
}

TEST_CASE("[Preferences] a dislodged unit takes the first place open, or disbands, or its player is asked") {
    const Rules& rules = standard_rules();
    // Munich dislodged from Bohemia; Ruhr is taken by a French army; Kiel is open.
    const Position pos = position_from(
        "phase: Spring 1902 Retreats\n"
        "units:\n Germany: A Ber\n France: A Ruh\n Austria: A Mun\n"
        "dislodged:\n Germany: A Mun <- Boh\n");
    const Power germany = power_named("Germany");
    const Province mun = province_named("mun");
    const auto order_of = [&](std::vector<Loc> to, bool disband) {
        return preferred_orders(rules, pos, germany, Preferences{{{mun, std::move(to), disband}}, std::nullopt});
    };
    auto got = order_of({static_cast<Loc>(255), location_named("ruh"), location_named("boh"), location_named("kie"),
                         location_named("sil")},
                        false);
    REQUIRE(got);
    REQUIRE(got->size() == 1);
    CHECK(to_text((*got)[0], rules.map()) == "A Mun R Kie");
    got = order_of({location_named("ruh")}, true);
    REQUIRE(got);
    CHECK(to_text((*got)[0], rules.map()) == "A Mun D");
    CHECK_FALSE(order_of({location_named("ruh")}, false));   // nothing given fits: asked
    CHECK_FALSE(preferred_orders(rules, pos, germany, {}));  // nothing given: asked
    const auto none = preferred_orders(rules, pos, power_named("France"), {});
    REQUIRE(none);  // France has nothing to decide
    CHECK(none->empty());
}

TEST_CASE("[Preferences] a winter list builds in order up to what is owed, and removes in order") {
    const Rules& rules = standard_rules();
    const Map& map = rules.map();
    // Russia owns six centres with four units: two builds; St Petersburg and Warsaw are vacant, Moscow is not.
    const Position pos = position_from(
        "phase: Winter 1901 Adjustments\n"
        "units:\n Russia: A Mos, F Swe, A Rum, F Bla\n Turkey: A Bul, F Ank, A Smy\n"
        "centres:\n Russia: Mos, StP, War, Sev, Swe, Rum\n Turkey: Ank, Con, Smy, Bul\n");
    const Power russia = power_named("Russia"), turkey = power_named("Turkey");
    WinterList w;
    w.builds = {build_order(russia, UnitType::Army, location_named("mos")),      // occupied: skipped
                build_order(russia, UnitType::Fleet, location_named("stp/nc")),  //
                build_order(russia, UnitType::Army, location_named("stp")),      // St Petersburg again: skipped
                build_order(russia, UnitType::Army, location_named("war")),      //
                build_order(russia, UnitType::Army, location_named("sev"))};     // one too many
    auto got = preferred_orders(rules, pos, russia, {{}, w});
    REQUIRE(got);
    REQUIRE(got->size() == 2);
    CHECK(to_text((*got)[0], map) == "Build F StP/nc");
    CHECK(to_text((*got)[1], map) == "Build A War");
    // Turkey has four centres, three units: one build owed, its list has none that is legal: waived.
    WinterList t;
    t.builds = {build_order(turkey, UnitType::Army, location_named("ank"))};
    got = preferred_orders(rules, pos, turkey, {{}, t});
    REQUIRE(got);
    CHECK(got->empty());
    // Removals: Russia with two centres too few removes the units in the order given up.
    const Position short_pos = position_from(
        "phase: Winter 1901 Adjustments\n"
        "units:\n Russia: A Mos, F Swe, A Rum, F Bla, A War, F Sev\n"
        "centres:\n Russia: Mos, StP, War, Sev\n");
    WinterList r;
    r.removals = {province_named("ank"), province_named("bla"), province_named("bla"), province_named("mos"),
                  province_named("swe")};
    got = preferred_orders(rules, short_pos, russia, {{}, r});
    REQUIRE(got);
    REQUIRE(got->size() == 2);
    CHECK(to_text((*got)[0], map) == "Remove F Bla");
    CHECK(to_text((*got)[1], map) == "Remove A Mos");
    CHECK_FALSE(preferred_orders(rules, short_pos, russia, {}));  // no winter list: asked
    // Places off the board, as a crafted code could send them, are passed over, never read.
    WinterList crafted;
    crafted.removals = {static_cast<Province>(kMaxLocs - 1), static_cast<Province>(255), province_named("swe")};
    crafted.builds = {build_order(russia, UnitType::Army, static_cast<Loc>(kMaxLocs - 1))};
    got = preferred_orders(rules, short_pos, russia, {{}, crafted});
    REQUIRE(got);
    REQUIRE(got->size() == 1);
    CHECK(to_text((*got)[0], map) == "Remove F Swe");
    got = preferred_orders(rules, pos, russia, {{}, crafted});
    REQUIRE(got);
    CHECK(got->empty());
}

TEST_CASE("[Preferences] read from orders, what is not a preference or not on the board is passed over") {
    const Map& map = standard_rules().map();
    const Power germany = power_named("Germany");
    Order off_board = retreat_order(Unit{UnitType::Army, germany, location_named("mun")}, static_cast<Loc>(200));
    Order off_unit = off_board;
    off_unit.unit = static_cast<Loc>(250);
    const std::vector<Order> orders = {
        move_order(Unit{UnitType::Army, germany, location_named("mun")}, location_named("bur")),  // a movement order
        off_board,
        off_unit,
        build_order(germany, UnitType::Army, location_named("kie")),  // before the Waive: no winter list yet
        retreat_order(Unit{UnitType::Army, germany, location_named("mun")}, location_named("kie")),
    };
    const Preferences got = preferences_from_orders(orders, map);
    REQUIRE(got.retreats.size() == 1);
    CHECK(got.retreats[0].unit == province_named("mun"));
    CHECK(got.retreats[0].to == std::vector<Loc>{location_named("kie")});
    CHECK_FALSE(got.winter);
}
