// Properties of the rules' lists of legal orders, over thousands of positions from random games of every
// variant (the standard game, Formal Diplomacy, the other boards and setups), in all three phase kinds: every order a
// list offers is legal by the rules' check and by the adjudicator, every order random_orders makes is legal, and every
// legal order of a unit that a player could write is in its list.
#include <catch2/catch.hpp>

#include <map>

#include "../support.h"
#include "formal/rules.h"
#include "legality.h"

using namespace dip;
using namespace dip::test;

namespace {

// Positions of random games by these rules until there are at least `each` of every phase kind.
std::vector<Position> sample_positions(const Rules& rules, std::size_t each) {
    std::vector<Position> out;
    std::map<PhaseKind, std::size_t> count;
    for (std::uint64_t seed = 1;
         count[PhaseKind::Movement] < each || count[PhaseKind::Retreats] < each || count[PhaseKind::Adjustments] < each;
         ++seed) {
        for (const Position& pos : random_game_positions(rules, seed * 7919, 1912)) {
            if (count[pos.phase.kind] >= each) continue;
            ++count[pos.phase.kind];
            out.push_back(pos);
        }
    }
    return out;
}

// Adjudicates these orders together and fails for each that comes out illegal, naming it and why.
void require_all_legal(const Rules& rules, const Position& pos, const std::vector<Order>& orders, const char* what) {
    PhaseResult out;
    rules.adjudicate(pos, orders, out);
    for (std::size_t i = 0; i < orders.size(); ++i) {
        if (out.results[i].outcome.result != Result::Illegal) continue;
        const Map& map = rules.map();
        FAIL_CHECK(what << " " << map.power(orders[i].power).name << ": " << to_text(orders[i], map) << " in "
                        << phase_text(pos.phase)
                        << " is illegal: " << describe(out.results[i].outcome, orders[i], pos, map) << "\n"
                        << write_position(pos, rules, rules.settings()));
    }
}

// Every listed order, by the rules' check alone and then adjudicated: one order per unit (and one power order
// per power) in each round, so that no two of them conflict.
void check_lists(const Rules& rules, const Position& pos) {
    std::vector<std::vector<Order>> by_unit, by_power;
    std::size_t rounds = 0;
    for (int p = 0; p < rules.map().province_count(); ++p) {
        by_unit.push_back(rules.unit_orders(pos, static_cast<Province>(p)));
        rounds = std::max(rounds, by_unit.back().size());
    }
    for (int pw = 0; pw < rules.map().power_count(); ++pw) {
        by_power.push_back(rules.power_orders(pos, static_cast<Power>(pw)));
        rounds = std::max(rounds, by_power.back().size());
    }
    for (const auto& list : {by_unit, by_power})
        for (const std::vector<Order>& orders : list)
            for (const Order& o : orders)
                if (const std::optional<Outcome> why = rules.check(pos, o))
                    FAIL_CHECK("listed but refused by check: " << to_text(o, rules.map()) << ": "
                                                               << describe(*why, o, pos, rules.map()));
    // Units' orders apart from power orders: a Formal surrender in the same phase would end the wars a move needs.
    for (const auto& list : {by_unit, by_power})
        for (std::size_t round = 0; round < rounds; ++round) {
            std::vector<Order> batch;
            for (const std::vector<Order>& orders : list)
                if (!orders.empty()) batch.push_back(orders[round % orders.size()]);
            if (!batch.empty()) require_all_legal(rules, pos, batch, "listed:");
        }
}

}  // namespace

TEST_CASE("[Rules] every listed order and every random order is legal, in random positions of every variant") {
    const Variant variant = GENERATE(from_range(every_variant()));
    const Rules& rules = rules_of_variant(variant);
    const std::vector<Position> positions = sample_positions(rules, 500);
    INFO(variant_name(variant));
    REQUIRE(positions.size() == 1500);
    std::uint64_t seed = 99;
    int wars = 0;
    for (const Position& pos : positions) {
        check_lists(rules, pos);
        for (int round = 0; round < 3; ++round)
            require_all_legal(rules, pos, random_orders(rules, pos, seed), "random:");
        wars += formal_state(pos).at_war_with_anyone(0) || formal_state(pos).at_war_with_anyone(1);
    }
    // The Formal games declare wars, so moves between powers at war are among the positions checked.
    if (variant == Variant::Formal) CHECK(wars > 200);
}

TEST_CASE("[Rules] a unit's list holds every legal move, support and convoy a player could write") {
    // Every order of the movement and retreat kinds between every pair of spaces, for a sample of units, checked
    // alone: each legal one must be in the unit's list (a move or retreat written to a province is the one to
    // the coast it reaches; supports name provinces).
    const Variant variant = GENERATE(from_range(every_variant()));
    const Rules& rules = rules_of_variant(variant);
    INFO(variant_name(variant));
    const Map& map = rules.map();
    for (const Position& pos : sample_positions(rules, 40)) {
        if (pos.phase.kind == PhaseKind::Adjustments) continue;
        const bool retreats = pos.phase.kind == PhaseKind::Retreats;
        for (int p = 0; p < map.province_count(); p += 3) {
            const Unit& u = retreats ? pos.dislodged[p].unit : pos.units[p];
            if (!u) continue;
            std::vector<Order> listed = rules.unit_orders(pos, static_cast<Province>(p));
            const auto where = [&](Loc written) {
                const Destination d = step_destination(map, u.type, u.loc, written);
                return d.loc != kNone ? d.loc : map.province_of(written);
            };
            for (Order& o : listed)
                if (o.kind == OrderKind::Move || o.kind == OrderKind::Retreat) o.dest = where(o.dest);
            auto require_listed = [&](Order o) {
                if (rules.check(pos, o)) return;
                if (o.kind == OrderKind::Move || o.kind == OrderKind::Retreat) o.dest = where(o.dest);
                if (std::find(listed.begin(), listed.end(), o) == listed.end())
                    FAIL_CHECK("legal but not listed: " << to_text(o, map) << " in " << phase_text(pos.phase));
            };
            for (int l = 0; l < map.loc_count(); ++l) require_listed(retreats ? retreat_order(u, l) : move_order(u, l));
            if (retreats) continue;
            for (int q = 0; q < map.province_count(); ++q) {
                const Unit& other = pos.units[q];
                if (!other || q == p) continue;
                require_listed(support_order(u, other));
                for (int d = 0; d < map.province_count(); ++d) {
                    require_listed(support_order(u, other, static_cast<Loc>(d)));
                    if (other.type == UnitType::Army) require_listed(convoy_order(u, other, static_cast<Loc>(d)));
                }
            }
        }
    }
}
