// The catalogue of variants: each variant's setup as docs/VARIANTS.md describes it (who plays, the start, the
// victory count, where builds go), the numbers save strings keep, and the rules each is played by.
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include "../support.h"
#include "catalogue.h"
#include "embedded_files.h"
#include "formal/rules.h"

using namespace dip;
using namespace dip::test;

namespace {

const VariantInfo& variant(std::string_view id) {
    const VariantInfo* v = catalogue().find(id);
    INFO("variant " << id);
    REQUIRE(v);
    return *v;
}

// "A Par", "F StP/sc", ... of one power in a position, sorted.
std::set<std::string> units_of(const Map& map, const Position& pos, std::string_view power) {
    std::set<std::string> out;
    for (const Unit& u : pos.units)
        if (u && map.power(u.power).name == power) out.insert(unit_text(u, map));
    return out;
}

std::vector<std::string> power_names(const Map& map) {
    std::vector<std::string> out;
    for (int p = 0; p < map.power_count(); ++p) out.push_back(map.power(static_cast<Power>(p)).name);
    return out;
}

}  // namespace

TEST_CASE("[catalogue] numbers and ids: the two that releases before the catalogue stored come first") {
    CHECK(catalogue().find(Variant::Standard)->id == "standard");
    CHECK(catalogue().find(Variant::Formal)->id == "formal");
    CHECK(&standard_map() == &catalogue().at(Variant::Standard).map);
    CHECK(&catalogue().at(static_cast<Variant>(999)) == catalogue().find(Variant::Standard));  // unknown: standard
    std::set<int> numbers;
    std::set<std::string> ids;
    for (const auto& v : catalogue().variants()) {
        INFO(v->id);
        CHECK(numbers.insert(static_cast<int>(v->number)).second);
        CHECK(ids.insert(v->id).second);
        CHECK_FALSE(v->name.empty());
        CHECK_FALSE(v->about.empty());
        CHECK(catalogue().find(v->id) == v.get());
        // The rules each variant's settings make are played on its own map, by its family's rules, and know
        // their variant, as its default rules do.
        const std::unique_ptr<Rules> rules = make_rules(RuleSettings{v->number, 0, 0, 0});
        CHECK(&rules->map() == &v->map);
        CHECK((dynamic_cast<const FormalRules*>(rules.get()) != nullptr) == (v->family == RuleFamily::Formal));
        CHECK(rules->variant() == v.get());
        CHECK(v->rules->variant() == v.get());
        CHECK(compiled_variant(*rules) == v.get());
        CHECK(rule_family(rules->settings()) == v->family);
    }
    CHECK(standard_rules().variant() == catalogue().find(Variant::Standard));
    CHECK(catalogue().find(Variant::Formal)->family == RuleFamily::Formal);
    const Rules by_hand(standard_map());  // rules made by hand know no variant: the standard game's behaviour
    CHECK(by_hand.variant() == nullptr);
    CHECK(compiled_variant(by_hand) == nullptr);
}

TEST_CASE("[catalogue] a second variant with Formal Diplomacy's rules gets its rules, family and sections") {
    std::map<std::string, std::string, std::less<>> files = {
        {"catalogue.txt", "0 standard\n1 formal\n40 formal-again\n"},
        {"variants/standard.variant", "name Standard\nboard standard\n"},
        {"variants/formal.variant", "name Formal\nboard standard\nrules formal\n"},
        {"variants/formal-again.variant", "name Formal again\nboard standard\nvictory 12\nrules formal\n"},
    };
    const Catalogue::FileReader read = [&](std::string_view path) -> std::optional<std::string> {
        if (const auto it = files.find(path); it != files.end()) return it->second;
        const std::optional<std::string_view> board = find_file(engine_assets(), path);  // the standard board
        return board ? std::optional<std::string>(*board) : std::nullopt;
    };
    const Catalogue c = Catalogue::load(read);
    const VariantInfo* again = c.find("formal-again");
    REQUIRE(again);
    CHECK(again->family == RuleFamily::Formal);
    const std::unique_ptr<Rules> rules = c.make_rules(RuleSettings{again->number, 0, 0, 10});
    CHECK(dynamic_cast<const FormalRules*>(rules.get()) != nullptr);
    CHECK(rules->variant() == again);
    CHECK(rules->settings().variant == again->number);  // its own number, kept in its save strings
    CHECK(rules->settings().victory_centres == -1);     // Formal Diplomacy has no solo
    CHECK(compiled_variant(*rules) == nullptr);         // not the program's catalogue: nothing kept for it
    // The position format reads and writes Formal's sections on its map, by its rules.
    const Expected<PositionText> r = read_position("phase: Spring 1901 Movement\nwars: France-Germany\n", *rules);
    INFO(r.failure().text());
    REQUIRE(r.ok());
    CHECK_THAT(write_position(r->position, *rules), Catch::Contains("wars: France-Germany"));
    CHECK_THAT(write_position(r->position, *again->rules), Catch::Contains("wars: France-Germany"));

    files["variants/formal-again.variant"] = "name Formal again\nboard standard\nrules chess\n";
    CHECK_THROWS_WITH(Catalogue::load(read), Catch::Contains("variants/formal-again.variant:3"));
}

TEST_CASE("[catalogue] the standard game and its variants on the standard board") {
    const Map& standard = variant("standard").map;
    CHECK(standard.power_count() == 7);
    CHECK(standard.victory_centres() == 18);
    CHECK(standard.first_phase() == Phase{Season::Spring, PhaseKind::Movement, 1901});
    CHECK_FALSE(standard.builds_anywhere());

    const Map& fleet_rome = variant("fleet-rome").map;
    CHECK(units_of(fleet_rome, start_position(fleet_rome), "Italy") ==
          std::set<std::string>{"F Nap", "F Rom", "A Ven"});
    CHECK(units_of(fleet_rome, start_position(fleet_rome), "France") ==
          units_of(standard, start_position(standard), "France"));

    CHECK(variant("build-anywhere").map.builds_anywhere());
    {  // where builds go anywhere, a build is refused only where there is no supply centre
        const Map& ba = variant("build-anywhere").map;
        const Order bur = build_order(power_named("France"), UnitType::Army, province_named("Bur"));
        const Outcome refused{Result::Illegal, Reason::NotHomeCentre};
        CHECK(describe(refused, bur, start_position(ba), ba) == "Burgundy is not a supply centre");
        CHECK(describe(refused, bur, start_position(standard), standard) == "Burgundy is not a home centre of France");
    }
    CHECK(variant("build-anywhere").map.may_build_in(power_named("France"), province_named("Bel")));
    CHECK_FALSE(standard.may_build_in(power_named("France"), province_named("Bel")));
}

TEST_CASE("[catalogue] the two-player games: two powers, the others' centres neutral and empty, 18 to win") {
    struct Case {
        const char* id;
        std::vector<std::string> powers;
    };
    for (const Case& c : {Case{"france-austria", {"Austria", "France"}}, Case{"germany-italy", {"Germany", "Italy"}},
                          Case{"england-turkey", {"England", "Turkey"}}}) {
        INFO(c.id);
        const Map& map = variant(c.id).map;
        CHECK(power_names(map) == c.powers);
        CHECK(map.victory_centres() == 18);
        CHECK(map.centre_count() == 34);
        const Position start = start_position(map);
        int units = 0, owned = 0;
        for (const Unit& u : start.units) units += static_cast<bool>(u);
        for (int p = 0; p < map.province_count(); ++p) owned += start.owner[p] != kNoPower;
        CHECK(units == 6);
        CHECK(owned == 6);
        for (int p = 0; p < map.province_count(); ++p)
            if (map.province(static_cast<Province>(p)).home != kNoPower)
                CHECK(start.owner[p] == map.province(static_cast<Province>(p)).home);
    }
    // England's fleets start at sea (vDiplomacy's England vs Turkey); its home centres are still its own.
    const Map& evt = variant("england-turkey").map;
    CHECK(units_of(evt, start_position(evt), "England") == std::set<std::string>{"F Eng", "A Lon", "F Nth"});
    CHECK(start_position(evt).owner[evt.find_abbr("Edi")] == evt.find_power("England"));
    // Rome was Italy's: in France vs Austria it is a neutral centre, home to nobody.
    const Map& fva = variant("france-austria").map;
    CHECK(fva.province(fva.find_abbr("Rom")).centre);
    CHECK(fva.province(fva.find_abbr("Rom")).home == kNoPower);
    CHECK(fva.find_power("Italy") == kNoPower);
}

TEST_CASE("[catalogue] Chaos: a power for every centre, no units, builds anywhere from Winter 1900") {
    const Map& chaos = variant("chaos").map;
    CHECK(chaos.power_count() == 34);
    CHECK(chaos.victory_centres() == 18);
    CHECK(chaos.builds_anywhere());
    CHECK(chaos.unordered_builds_army());
    const Position start = start_position(chaos);
    CHECK(start.phase == Phase{Season::Winter, PhaseKind::Adjustments, 1900});
    CHECK(start.occupied().empty());
    for (int p = 0; p < chaos.power_count(); ++p) CHECK(start.centre_count(static_cast<Power>(p)) == 1);
    CHECK(chaos.find_power("St Petersburg") == chaos.find_power("StP"));
    CHECK(chaos.find_power("StPetersburg") != kNoPower);

    // Nobody orders anything: every power builds an army in its centre, and Spring 1901 follows.
    const std::unique_ptr<Rules> rules = make_rules(RuleSettings{variant("chaos").number, 0, 0, 0});
    PhaseResult r;
    rules->adjudicate(start, {}, r);
    CHECK(r.next.phase == Phase{Season::Spring, PhaseKind::Movement, 1901});
    int armies = 0;
    for (const Unit& u : r.next.units) armies += u.type == UnitType::Army;
    CHECK(armies == 34);
    // Its turns count from Spring 1901: a limit of one turn ends the game after Fall 1901.
    const std::unique_ptr<Rules> one_turn = make_rules(RuleSettings{variant("chaos").number, 0, 0, 1});
    CHECK(one_turn->game_turn(r.next.phase) == 1);
    CHECK_FALSE(one_turn->finished(r.next));
}
