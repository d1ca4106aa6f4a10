// The standard map as data: counts, symmetry, the notorious adjacencies, names and the starting position.
#include <catch2/catch.hpp>

#include "../support.h"
#include "map.h"
#include "position.h"

using namespace dip;
using namespace dip::test;

namespace {

bool army(const char* a, const char* b) {
    return standard().army_adjacent(standard().province_of(location_named(a)),
                                    standard().province_of(location_named(b)));
}
bool fleet(const char* a, const char* b) { return standard().fleet_adjacent(location_named(a), location_named(b)); }

Province named(std::initializer_list<std::string_view> words) {
    const std::vector<std::string_view> v(words);
    return standard().find_space(v, 0).loc;
}

}  // namespace

TEST_CASE("[Map] counts of spaces, kinds, centres and coasts") {
    int sea = 0, coast = 0, land = 0, impassable = 0, home = 0;
    for (int p = 0; p < standard().province_count(); ++p) {
        switch (standard().province(p).kind) {
            case SpaceKind::Sea: ++sea; break;
            case SpaceKind::Coast: ++coast; break;
            case SpaceKind::Land: ++land; break;
            case SpaceKind::Impassable: ++impassable; break;
        }
        home += standard().province(p).home != kNoPower;
    }
    CHECK(sea + coast + land == 75);
    CHECK(sea == 19);
    CHECK(coast == 42);
    CHECK(land == 14);
    CHECK(impassable == 1);  // Switzerland
    CHECK(standard().centre_count() == 34);
    CHECK(home == 22);
    CHECK(standard().victory_centres() == 18);
    CHECK(standard().loc_count() == standard().province_count() + 6);  // Spa, StP, Bul: two coasts each
    CHECK(standard().power_count() == 7);
}

TEST_CASE("[Map] the tests' names of the powers are the map's") {
    CHECK(power_named("Austria") == kAustria);
    CHECK(power_named("England") == kEngland);
    CHECK(power_named("France") == kFrance);
    CHECK(power_named("Germany") == kGermany);
    CHECK(power_named("Italy") == kItaly);
    CHECK(power_named("Russia") == kRussia);
    CHECK(power_named("Turkey") == kTurkey);
}

TEST_CASE("[Map] home centres per power") {
    const std::pair<const char*, int> expected[] = {{"Austria", 3}, {"England", 3}, {"France", 3}, {"Germany", 3},
                                                    {"Italy", 3},   {"Russia", 4},  {"Turkey", 3}};
    for (const auto& [name, count] : expected) {
        const Power pw = standard().find_power(name);
        REQUIRE(pw != kNoPower);
        int n = 0;
        for (int p = 0; p < standard().province_count(); ++p) n += standard().province(p).home == pw;
        CHECK(n == count);
    }
}

TEST_CASE("[Map] home countries contain their home centres and nothing else of another power") {
    int provinces = 0;
    for (int p = 0; p < standard().province_count(); ++p) {
        const ProvinceInfo& info = standard().province(p);
        if (info.home != kNoPower) CHECK(info.country == info.home);
        provinces += info.country != kNoPower;
    }
    CHECK(provinces == 5 * 6 + 7 + 5);  // five powers of six provinces, Russia seven, Turkey five
    CHECK(standard().province(standard().find_abbr("Bur")).country == standard().find_power("France"));
    CHECK(standard().province(standard().find_abbr("Bel")).country == kNoPower);
}

TEST_CASE("[Map] adjacency is symmetric for armies and fleets") {
    for (int a = 0; a < standard().province_count(); ++a)
        standard().army_neighbours(a).for_each([&](int b) {
            INFO(standard().province(a).abbr << " - " << standard().province(b).abbr);
            CHECK(standard().army_adjacent(static_cast<Province>(b), static_cast<Province>(a)));
        });
    for (int a = 0; a < standard().loc_count(); ++a)
        standard().fleet_neighbours(a).for_each([&](int b) {
            INFO(standard().loc(a).abbr << " - " << standard().loc(b).abbr);
            CHECK(standard().fleet_adjacent(static_cast<Loc>(b), static_cast<Loc>(a)));
        });
}

TEST_CASE("[Map] units move only where they can stand") {
    for (int a = 0; a < standard().province_count(); ++a)
        standard().army_neighbours(a).for_each([&](int b) {
            CHECK(standard().can_stand(UnitType::Army, static_cast<Loc>(a)));
            CHECK(standard().can_stand(UnitType::Army, static_cast<Loc>(b)));
        });
    for (int a = 0; a < standard().loc_count(); ++a)
        standard().fleet_neighbours(a).for_each([&](int b) {
            INFO(standard().loc(a).abbr << " - " << standard().loc(b).abbr);
            CHECK(standard().can_stand(UnitType::Fleet, static_cast<Loc>(a)));
            CHECK(standard().can_stand(UnitType::Fleet, static_cast<Loc>(b)));
        });
}

TEST_CASE("[Map] Switzerland is impassable") {
    const Province swi = standard().find_abbr("Swi");
    REQUIRE(swi != kNone);
    CHECK(standard().province(swi).kind == SpaceKind::Impassable);
    CHECK(standard().army_neighbours(swi).empty());
    CHECK(standard().fleet_neighbours(swi).empty());
    CHECK_FALSE(army("Mar", "Swi"));
    CHECK_FALSE(army("Mun", "Swi"));
}

TEST_CASE("[Map] canals and straits: Kiel, Denmark, Sweden, Constantinople") {
    CHECK(fleet("Kie", "Den"));
    CHECK(fleet("Kie", "Bal"));
    CHECK(fleet("Kie", "Hel"));
    CHECK(fleet("Kie", "Hol"));
    CHECK(fleet("Kie", "Ber"));
    CHECK(army("Kie", "Den"));
    CHECK(fleet("Den", "Swe"));
    CHECK(army("Den", "Swe"));
    CHECK(fleet("Den", "Bal"));
    CHECK(fleet("Den", "Ska"));
    CHECK(fleet("Den", "Nth"));
    CHECK(fleet("Con", "Bla"));
    CHECK(fleet("Con", "Aeg"));
    CHECK(fleet("Con", "Bul/ec"));
    CHECK(fleet("Con", "Bul/sc"));
    CHECK(fleet("Con", "Ank"));
    CHECK(fleet("Con", "Smy"));
    CHECK(army("Con", "Ank"));
    CHECK_FALSE(fleet("Ank", "Smy"));  // Ankara's coast is the Black Sea's
}

TEST_CASE("[Map] split coasts: Spain, St Petersburg, Bulgaria") {
    CHECK(fleet("Bot", "StP/sc"));
    CHECK_FALSE(fleet("Bot", "StP/nc"));
    CHECK(fleet("Nwy", "StP/nc"));
    CHECK_FALSE(fleet("Nwy", "StP/sc"));
    CHECK(army("Nwy", "StP"));
    CHECK(fleet("Bar", "StP/nc"));
    CHECK(fleet("Fin", "StP/sc"));
    CHECK(fleet("Lvn", "StP/sc"));
    CHECK(fleet("Spa/nc", "Gas"));
    CHECK_FALSE(fleet("Spa/sc", "Gas"));
    CHECK(fleet("Spa/sc", "Mar"));
    CHECK_FALSE(fleet("Spa/nc", "Mar"));
    CHECK(fleet("Spa/nc", "Mao"));
    CHECK(fleet("Spa/sc", "Mao"));
    CHECK(fleet("Spa/sc", "Wes"));
    CHECK(fleet("Spa/sc", "Lyo"));
    CHECK_FALSE(fleet("Spa/nc", "Lyo"));
    CHECK(fleet("Por", "Spa/nc"));
    CHECK(fleet("Por", "Spa/sc"));
    CHECK(fleet("Bul/ec", "Bla"));
    CHECK_FALSE(fleet("Bul/sc", "Bla"));
    CHECK(fleet("Bul/ec", "Rum"));
    CHECK(fleet("Bul/sc", "Gre"));
    CHECK(fleet("Bul/sc", "Aeg"));
    CHECK_FALSE(fleet("Bul/ec", "Aeg"));
    CHECK(army("Bul", "Ser"));
    CHECK(army("Spa", "Gas"));
    // The province itself is not a place a fleet can stand when it has split coasts.
    CHECK_FALSE(standard().can_stand(UnitType::Fleet, location_named("Spa")));
    CHECK(standard().can_stand(UnitType::Fleet, location_named("Spa/nc")));
    CHECK_FALSE(standard().can_stand(UnitType::Army, location_named("Spa/nc")));
}

TEST_CASE("[Map] army-only and fleet-only connections") {
    CHECK(army("Rom", "Ven"));
    CHECK_FALSE(fleet("Rom", "Ven"));  // DATC 6.A.9
    CHECK(army("Fin", "Nwy"));
    CHECK_FALSE(fleet("Fin", "Nwy"));
    CHECK(army("Arm", "Syr"));
    CHECK_FALSE(fleet("Arm", "Syr"));
    CHECK(army("Pie", "Ven"));
    CHECK_FALSE(fleet("Pie", "Ven"));
    CHECK(army("Tus", "Ven"));
    CHECK_FALSE(fleet("Tus", "Ven"));
    CHECK(army("Apu", "Rom"));
    CHECK_FALSE(fleet("Apu", "Rom"));
    CHECK(army("Lvp", "Edi"));
    CHECK_FALSE(fleet("Lvp", "Edi"));
    CHECK(army("Wal", "Yor"));
    CHECK_FALSE(fleet("Wal", "Yor"));
    CHECK(army("Ber", "Sil"));
    CHECK(army("Gal", "Rum"));
    CHECK(army("Ukr", "Rum"));
    CHECK_FALSE(army("Ukr", "Bul"));
}

TEST_CASE("[Map] the seas of the British Isles") {
    CHECK(fleet("Lvp", "Nao"));  // not disputed, but not obvious on some boards
    CHECK_FALSE(fleet("Cly", "Iri"));
    CHECK(fleet("Cly", "Nao"));
    CHECK(fleet("Cly", "Nwg"));
    CHECK(fleet("Lvp", "Iri"));
    CHECK(fleet("Wal", "Iri"));
    CHECK(fleet("Wal", "Eng"));
    CHECK(fleet("Lon", "Nth"));
    CHECK(fleet("Edi", "Nwg"));
    CHECK_FALSE(fleet("Yor", "Nwg"));
    CHECK(fleet("Iri", "Mao"));
    CHECK(fleet("Nao", "Nwg"));
    CHECK(fleet("Eng", "Bel"));
    CHECK(fleet("Nth", "Nwy"));
    CHECK(fleet("Nwy", "Ska"));
}

TEST_CASE("[Map] sea neighbours used by convoys") {
    CHECK(standard().sea_neighbours(standard().find_abbr("Spa")).contains(standard().find_abbr("Wes")));
    CHECK(standard().sea_neighbours(standard().find_abbr("Spa")).contains(standard().find_abbr("Mao")));
    CHECK_FALSE(standard().sea_neighbours(standard().find_abbr("Par")).contains(standard().find_abbr("Eng")));
}

TEST_CASE("[Map] names: abbreviations, full names and alternates") {
    CHECK(named({"nao"}) == standard().find_abbr("Nao"));
    CHECK(named({"nat"}) == standard().find_abbr("Nao"));
    CHECK(named({"north", "atlantic", "ocean"}) == standard().find_abbr("Nao"));
    CHECK(named({"nwg"}) == standard().find_abbr("Nwg"));
    CHECK(named({"norwegian", "sea"}) == standard().find_abbr("Nwg"));
    CHECK(named({"nth"}) == standard().find_abbr("Nth"));
    CHECK(named({"nwy"}) == standard().find_abbr("Nwy"));
    CHECK(named({"lyo"}) == standard().find_abbr("Lyo"));
    CHECK(named({"gol"}) == standard().find_abbr("Lyo"));
    CHECK(named({"gulf", "of", "lyon"}) == standard().find_abbr("Lyo"));
    CHECK(named({"mao"}) == standard().find_abbr("Mao"));
    CHECK(named({"mid"}) == standard().find_abbr("Mao"));
    CHECK(named({"mid", "-", "atlantic", "ocean"}) == standard().find_abbr("Mao"));
    CHECK(named({"eng"}) == standard().find_abbr("Eng"));
    CHECK(named({"ech"}) == standard().find_abbr("Eng"));
    CHECK(named({"tys"}) == standard().find_abbr("Tys"));
    CHECK(named({"tyh"}) == standard().find_abbr("Tys"));
    CHECK(named({"st", "petersburg"}) == standard().find_abbr("StP"));
    CHECK(named({"stp"}) == standard().find_abbr("StP"));
    CHECK(named({"mosc"}) == standard().find_abbr("Mos"));  // a unique prefix
}

TEST_CASE("[Map] find_loc: a space named in text, with its coast in any notation") {
    const Map& m = standard();
    CHECK(m.find_loc("Par") == province_named("Par"));
    CHECK(m.find_loc("  st. petersburg ") == province_named("StP"));
    CHECK(m.find_loc("StP/sc") == m.coast_loc(province_named("StP"), Coast::South));
    CHECK(m.find_loc("Spain (north coast)") == m.coast_loc(province_named("Spa"), Coast::North));
    CHECK(m.find_loc("Spa nc") == m.coast_loc(province_named("Spa"), Coast::North));
    CHECK(m.find_loc("Bulgaria east coast") == m.coast_loc(province_named("Bul"), Coast::East));
    CHECK(m.find_loc("Mid-Atlantic Ocean") == province_named("Mao"));
    CHECK(m.find_loc("Par/nc") == province_named("Par"));  // a coast the province lacks is ignored (DATC 4.B.6)
    std::string error;
    CHECK(standard().find_loc("Xyz", &error) == kNone);
    CHECK(error == "unknown space \"Xyz\"");
    CHECK(standard().find_loc("Nor", &error) == kNone);
    CHECK_THAT(error, Catch::Contains("could be several spaces"));
    CHECK(standard().find_loc("Spa/xx", &error) == kNone);
    CHECK_THAT(error, Catch::Contains("unknown coast"));
    CHECK(standard().find_loc("Par Bur", &error) == kNone);
    CHECK_THAT(error, Catch::Contains("unexpected \"Bur\""));
    CHECK(standard().find_loc("", &error) == kNone);
    CHECK(standard().find_loc(std::string(100000, 'q'), &error) == kNone);
    CHECK(error.size() < 100);
}

TEST_CASE("[Map] ambiguous names list every candidate") {
    const std::vector<std::string_view> nor = {"nor"};
    const NameLookup n = standard().find_space(nor, 0);
    CHECK(n.loc == kNone);
    auto has = [&](const NameLookup& l, const char* abbr) {
        return std::find(l.candidates.begin(), l.candidates.end(), standard().find_abbr(abbr)) != l.candidates.end();
    };
    CHECK(has(n, "Nwy"));
    CHECK(has(n, "Nwg"));
    CHECK(has(n, "Nth"));
    CHECK(has(n, "Nao"));
    CHECK(has(n, "Naf"));
    const std::vector<std::string_view> liv = {"liv"};
    const NameLookup l = standard().find_space(liv, 0);
    CHECK(l.loc == kNone);
    CHECK(l.candidates.size() == 2);
    CHECK(has(l, "Lvp"));
    CHECK(has(l, "Lvn"));
}

TEST_CASE("[Map] the 1901 starting position") {
    const Position start = start_position(standard());
    int units = 0, fleets = 0;
    for (const Unit& u : start.units) {
        units += static_cast<bool>(u);
        fleets += u.type == UnitType::Fleet;
    }
    CHECK(units == 22);
    CHECK(fleets == 9);
    const Province stp = standard().find_abbr("StP");
    CHECK(start.units[stp].type == UnitType::Fleet);
    CHECK(standard().coast_of(start.units[stp].loc) == Coast::South);
    for (int p = 0; p < standard().province_count(); ++p) {
        const ProvinceInfo& info = standard().province(p);
        CHECK(start.owner[p] == info.home);
        if (info.home != kNoPower) {
            CHECK(start.units[p]);  // every home centre starts occupied by its power
            CHECK(start.units[p].power == info.home);
        }
    }
    CHECK(start.phase == Phase{Season::Spring, PhaseKind::Movement, 1901});
}

TEST_CASE("[Map] malformed map text is reported with its line") {
    CHECK_THROWS_WITH(Map::parse("Xyz | sea | - | Somewhere\n"), Catch::Contains("line 1"));
    // Its front door gives the same reason as a Failure.
    const Expected<Map> bad = Map::read("Xyz | sea | - | Somewhere\n");
    REQUIRE_FALSE(bad);
    CHECK_THAT(bad.failure().message, Catch::Contains("line 1"));
    CHECK_THROWS_WITH(Map::parse("power England English\nLon | coast | England | London | | Nowhere |\n"),
                      Catch::Contains("unknown space"));
}
