// The standard map as data: counts, symmetry, the notorious adjacencies, names and the starting position.
#include <catch2/catch.hpp>

#include "map.h"
#include "position.h"

using namespace dip;

namespace {

const Map& M() { return standard_map(); }

Loc loc(const char* abbr) {
    std::string s(abbr);
    const std::size_t slash = s.find('/');
    const Province p = M().find_abbr(s.substr(0, slash));
    REQUIRE(p != kNone);
    if (slash == std::string::npos) return p;
    const std::string c = s.substr(slash + 1);
    const Coast coast = c == "nc" ? Coast::North : c == "sc" ? Coast::South : Coast::East;
    const Loc l = M().coast_loc(p, coast);
    REQUIRE(l != kNone);
    return l;
}

bool army(const char* a, const char* b) { return M().army_adjacent(M().province_of(loc(a)), M().province_of(loc(b))); }
bool fleet(const char* a, const char* b) { return M().fleet_adjacent(loc(a), loc(b)); }

Province named(std::initializer_list<std::string_view> words) {
    const std::vector<std::string_view> v(words);
    return M().find_space(v, 0).loc;
}

}  // namespace

TEST_CASE("[Map] counts of spaces, kinds, centres and coasts") {
    int sea = 0, coast = 0, land = 0, impassable = 0, home = 0;
    for (int p = 0; p < M().province_count(); ++p) {
        switch (M().province(p).kind) {
            case SpaceKind::Sea: ++sea; break;
            case SpaceKind::Coast: ++coast; break;
            case SpaceKind::Land: ++land; break;
            case SpaceKind::Impassable: ++impassable; break;
        }
        home += M().province(p).home != kNoPower;
    }
    CHECK(sea + coast + land == 75);
    CHECK(sea == 19);
    CHECK(coast == 42);
    CHECK(land == 14);
    CHECK(impassable == 1);  // Switzerland
    CHECK(M().centre_count() == 34);
    CHECK(home == 22);
    CHECK(M().victory_centres() == 18);
    CHECK(M().loc_count() == M().province_count() + 6);  // Spa, StP, Bul: two coasts each
    CHECK(M().power_count() == 7);
}

TEST_CASE("[Map] home centres per power") {
    const std::pair<const char*, int> expected[] = {{"Austria", 3}, {"England", 3}, {"France", 3}, {"Germany", 3},
                                                    {"Italy", 3},   {"Russia", 4},  {"Turkey", 3}};
    for (const auto& [name, count] : expected) {
        const Power pw = M().find_power(name);
        REQUIRE(pw != kNoPower);
        int n = 0;
        for (int p = 0; p < M().province_count(); ++p) n += M().province(p).home == pw;
        CHECK(n == count);
    }
}

TEST_CASE("[Map] home countries contain their home centres and nothing else of another power") {
    int provinces = 0;
    for (int p = 0; p < M().province_count(); ++p) {
        const ProvinceInfo& info = M().province(p);
        if (info.home != kNoPower) CHECK(info.country == info.home);
        provinces += info.country != kNoPower;
    }
    CHECK(provinces == 5 * 6 + 7 + 5);  // five powers of six provinces, Russia seven, Turkey five
    CHECK(M().province(M().find_abbr("Bur")).country == M().find_power("France"));
    CHECK(M().province(M().find_abbr("Bel")).country == kNoPower);
}

TEST_CASE("[Map] adjacency is symmetric for armies and fleets") {
    for (int a = 0; a < M().province_count(); ++a)
        M().army_neighbours(a).for_each([&](int b) {
            INFO(M().province(a).abbr << " - " << M().province(b).abbr);
            CHECK(M().army_adjacent(static_cast<Province>(b), static_cast<Province>(a)));
        });
    for (int a = 0; a < M().loc_count(); ++a)
        M().fleet_neighbours(a).for_each([&](int b) {
            INFO(M().loc(a).abbr << " - " << M().loc(b).abbr);
            CHECK(M().fleet_adjacent(static_cast<Loc>(b), static_cast<Loc>(a)));
        });
}

TEST_CASE("[Map] units move only where they can stand") {
    for (int a = 0; a < M().province_count(); ++a)
        M().army_neighbours(a).for_each([&](int b) {
            CHECK(M().can_stand(UnitType::Army, static_cast<Loc>(a)));
            CHECK(M().can_stand(UnitType::Army, static_cast<Loc>(b)));
        });
    for (int a = 0; a < M().loc_count(); ++a)
        M().fleet_neighbours(a).for_each([&](int b) {
            INFO(M().loc(a).abbr << " - " << M().loc(b).abbr);
            CHECK(M().can_stand(UnitType::Fleet, static_cast<Loc>(a)));
            CHECK(M().can_stand(UnitType::Fleet, static_cast<Loc>(b)));
        });
}

TEST_CASE("[Map] Switzerland is impassable") {
    const Province swi = M().find_abbr("Swi");
    REQUIRE(swi != kNone);
    CHECK(M().province(swi).kind == SpaceKind::Impassable);
    CHECK(M().army_neighbours(swi).empty());
    CHECK(M().fleet_neighbours(swi).empty());
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
    CHECK_FALSE(M().can_stand(UnitType::Fleet, loc("Spa")));
    CHECK(M().can_stand(UnitType::Fleet, loc("Spa/nc")));
    CHECK_FALSE(M().can_stand(UnitType::Army, loc("Spa/nc")));
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
    CHECK(M().sea_neighbours(M().find_abbr("Spa")).contains(M().find_abbr("Wes")));
    CHECK(M().sea_neighbours(M().find_abbr("Spa")).contains(M().find_abbr("Mao")));
    CHECK_FALSE(M().sea_neighbours(M().find_abbr("Par")).contains(M().find_abbr("Eng")));
}

TEST_CASE("[Map] names: abbreviations, full names and alternates") {
    CHECK(named({"nao"}) == M().find_abbr("Nao"));
    CHECK(named({"nat"}) == M().find_abbr("Nao"));
    CHECK(named({"north", "atlantic", "ocean"}) == M().find_abbr("Nao"));
    CHECK(named({"nwg"}) == M().find_abbr("Nwg"));
    CHECK(named({"norwegian", "sea"}) == M().find_abbr("Nwg"));
    CHECK(named({"nth"}) == M().find_abbr("Nth"));
    CHECK(named({"nwy"}) == M().find_abbr("Nwy"));
    CHECK(named({"lyo"}) == M().find_abbr("Lyo"));
    CHECK(named({"gol"}) == M().find_abbr("Lyo"));
    CHECK(named({"gulf", "of", "lyon"}) == M().find_abbr("Lyo"));
    CHECK(named({"mao"}) == M().find_abbr("Mao"));
    CHECK(named({"mid"}) == M().find_abbr("Mao"));
    CHECK(named({"mid", "-", "atlantic", "ocean"}) == M().find_abbr("Mao"));
    CHECK(named({"eng"}) == M().find_abbr("Eng"));
    CHECK(named({"ech"}) == M().find_abbr("Eng"));
    CHECK(named({"tys"}) == M().find_abbr("Tys"));
    CHECK(named({"tyh"}) == M().find_abbr("Tys"));
    CHECK(named({"st", "petersburg"}) == M().find_abbr("StP"));
    CHECK(named({"stp"}) == M().find_abbr("StP"));
    CHECK(named({"mosc"}) == M().find_abbr("Mos"));  // a unique prefix
}

TEST_CASE("[Map] find_loc: a space named in text, with its coast in any notation") {
    CHECK(M().find_loc("Par") == loc("Par"));
    CHECK(M().find_loc("  st. petersburg ") == loc("StP"));
    CHECK(M().find_loc("StP/sc") == loc("StP/sc"));
    CHECK(M().find_loc("Spain (north coast)") == loc("Spa/nc"));
    CHECK(M().find_loc("Spa nc") == loc("Spa/nc"));
    CHECK(M().find_loc("Bulgaria east coast") == loc("Bul/ec"));
    CHECK(M().find_loc("Mid-Atlantic Ocean") == loc("Mao"));
    CHECK(M().find_loc("Par/nc") == loc("Par"));  // a coast the province does not have is ignored (DATC 4.B.6)
    std::string error;
    CHECK(M().find_loc("Xyz", &error) == kNone);
    CHECK(error == "unknown space \"Xyz\"");
    CHECK(M().find_loc("Nor", &error) == kNone);
    CHECK_THAT(error, Catch::Contains("could be several spaces"));
    CHECK(M().find_loc("Spa/xx", &error) == kNone);
    CHECK_THAT(error, Catch::Contains("unknown coast"));
    CHECK(M().find_loc("Par Bur", &error) == kNone);
    CHECK_THAT(error, Catch::Contains("unexpected \"Bur\""));
    CHECK(M().find_loc("", &error) == kNone);
    CHECK(M().find_loc(std::string(100000, 'q'), &error) == kNone);
    CHECK(error.size() < 100);
}

TEST_CASE("[Map] ambiguous names list every candidate") {
    const std::vector<std::string_view> nor = {"nor"};
    const NameLookup n = M().find_space(nor, 0);
    CHECK(n.loc == kNone);
    auto has = [&](const NameLookup& l, const char* abbr) {
        return std::find(l.candidates.begin(), l.candidates.end(), M().find_abbr(abbr)) != l.candidates.end();
    };
    CHECK(has(n, "Nwy"));
    CHECK(has(n, "Nwg"));
    CHECK(has(n, "Nth"));
    CHECK(has(n, "Nao"));
    CHECK(has(n, "Naf"));
    const std::vector<std::string_view> liv = {"liv"};
    const NameLookup l = M().find_space(liv, 0);
    CHECK(l.loc == kNone);
    CHECK(l.candidates.size() == 2);
    CHECK(has(l, "Lvp"));
    CHECK(has(l, "Lvn"));
}

TEST_CASE("[Map] the 1901 starting position") {
    const Position start = start_position(M());
    int units = 0, fleets = 0;
    for (const Unit& u : start.units) {
        units += static_cast<bool>(u);
        fleets += u.type == UnitType::Fleet;
    }
    CHECK(units == 22);
    CHECK(fleets == 9);
    const Province stp = M().find_abbr("StP");
    CHECK(start.units[stp].type == UnitType::Fleet);
    CHECK(M().coast_of(start.units[stp].loc) == Coast::South);
    for (int p = 0; p < M().province_count(); ++p) {
        const ProvinceInfo& info = M().province(p);
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
    CHECK_THROWS_WITH(Map::parse("power England English\nLon | coast | England | London | | Nowhere |\n"),
                      Catch::Contains("unknown space"));
}
