// Helpers shared by the test programs: names on the standard map, positions and orders read from text, and
// random games. Each says in its name what it gives; each fails the test (REQUIRE) on text it cannot read.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <map>
#include <memory>

#include "catalogue.h"
#include "order_options.h"
#include "position_text.h"
#include "rules.h"
#include "scenario.h"

namespace dip::test {

// A whole file's bytes (a scenario, a golden save string), "" if it cannot be read.
inline std::string read_file(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

inline const Map& standard() { return standard_map(); }
// The standard map's powers, in its order (map_test checks them against the map's names).
inline constexpr Power kAustria = 0, kEngland = 1, kFrance = 2, kGermany = 3, kItaly = 4, kRussia = 5, kTurkey = 6;
inline Power power_named(std::string_view name) {
    const Power p = standard().find_power(name);
    INFO("power " << name);
    REQUIRE(p != kNoPower);
    return p;
}
// A province by its abbreviation ("StP").
inline Province province_named(std::string_view abbr) {
    const Province p = standard().find_abbr(abbr);
    INFO("province " << abbr);
    REQUIRE(p != kNone);
    return p;
}
// A location by name, maybe with a coast ("Spa/nc").
inline Loc location_named(std::string_view name) {
    std::string error;
    const Loc l = standard().find_loc(name, &error);
    INFO("location " << name << ": " << error);
    REQUIRE(l != kNone);
    return l;
}

// A whole position in the position format (docs/POSITION_FORMAT.md).
inline PositionText position_text_from(const std::string& text) {
    const Expected<PositionText> r = read_position(text, standard_rules());
    INFO(text << "\n" << r.failure().text());
    REQUIRE(r.ok());
    return *r;
}
inline Position position_from(const std::string& text) { return position_text_from(text).position; }

// Orders written "Power: order", one a line, given in `pos`.
inline std::vector<Order> orders_from(const std::string& text, const Position& pos) {
    const Expected<PositionText> r = read_position("orders:\n" + text, standard_rules(), false, &pos);
    INFO(text << "\n" << r.failure().text());
    REQUIRE(r.ok());
    std::vector<Order> out;
    for (const OrderLine& ol : r->orders) out.push_back(ol.order);
    return out;
}

// Every variant of the catalogue (for GENERATE(from_range(every_variant()))), and the rules of each with the
// default settings, made once.
inline std::vector<Variant> every_variant() {
    std::vector<Variant> out;
    for (const auto& v : catalogue().variants()) out.push_back(v->number);
    return out;
}
inline const Rules& rules_of_variant(Variant v) {
    static std::map<Variant, std::unique_ptr<Rules>> made;
    std::unique_ptr<Rules>& r = made[v];
    if (!r) r = make_rules(RuleSettings{v, 0, 0, 0});
    return *r;
}
// Every phase of every scenario file (*.txt) in `folder`, as the text reader read and the engine played it: calls
// `each(step, where)` with words that name the file and block, and returns how many phases there were.
template <class Each>
int for_each_scenario_step(const std::filesystem::path& folder, Each&& each) {
    int phases = 0;
    for (const auto& file : std::filesystem::directory_iterator(folder)) {
        if (file.path().extension() != ".txt") continue;
        const ScenarioReport report = run_scenario(read_file(file.path()), standard_rules());
        REQUIRE(report.error.empty());
        for (const ScenarioStep& step : report.steps) {
            each(step, file.path().filename().string() + ", block at line " + std::to_string(step.first_line));
            ++phases;
        }
    }
    return phases;
}
// The one phase of a scenario text played by the standard rules (the test stops if it does not read).
inline ScenarioStep only_step(const std::string& text) {
    const ScenarioReport report = run_scenario(text, standard_rules());
    INFO(report.error);
    REQUIRE(report.error.empty());
    REQUIRE(report.steps.size() == 1);
    return report.steps[0];
}
inline std::string variant_name(Variant v) { return catalogue().at(v).name; }

// Every position of a game by `rules` whose orders come from `orders_for(position)`, from its start until the
// end of `last_year` or the end of the game: the positions orders were given in, each phase kind included.
// Years count as on the standard board: on a board that starts in another year, as many years after its start.
template <class OrdersFor>
std::vector<Position> game_positions(const Rules& rules, int last_year, OrdersFor&& orders_for) {
    std::vector<Position> out;
    Position pos = start_position(rules.map());
    const int first = pos.phase.season == Season::Winter ? pos.phase.year + 1 : pos.phase.year;
    last_year += first - 1901;
    while (pos.phase.year <= last_year && !rules.finished(pos)) {
        out.push_back(pos);
        PhaseResult r;
        rules.adjudicate(pos, orders_for(pos), r);
        pos = r.next;
    }
    return out;
}

// The positions of a game of random legal orders (random_orders).
inline std::vector<Position> random_game_positions(const Rules& rules, std::uint64_t seed, int last_year) {
    return game_positions(rules, last_year, [&](const Position& pos) { return random_orders(rules, pos, seed); });
}

}  // namespace dip::test
