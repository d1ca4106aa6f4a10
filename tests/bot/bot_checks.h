// Checks shared by the computer players' tests: that one power's orders are legal when adjudicated and make a
// complete set for the phase, and positions to check them in (random games, games of Easy against itself).
#pragma once

#include <map>

#include "../support.h"
#include "adjustments.h"
#include "bot/bot.h"
#include "bot/training/match.h"
#include "formal/rules.h"

namespace dip::test {

inline const Rules& rules_for(Variant v) { return rules_of_variant(v); }

// Positions of random games by these rules until there are at least `each` of every phase kind.
inline std::vector<Position> random_positions(const Rules& rules, std::size_t each, std::uint64_t first_seed) {
    std::vector<Position> out;
    std::map<PhaseKind, std::size_t> count;
    for (std::uint64_t seed = first_seed;
         count[PhaseKind::Movement] < each || count[PhaseKind::Retreats] < each || count[PhaseKind::Adjustments] < each;
         ++seed)
        for (const Position& pos : random_game_positions(rules, seed * 7919, 1912)) {
            if (count[pos.phase.kind] >= each) continue;
            ++count[pos.phase.kind];
            out.push_back(pos);
        }
    return out;
}

// Every position of a game of Easy against itself by these rules, until the end of `last_year`.
inline std::vector<Position> easy_game_positions(const Rules& rules, std::uint64_t seed, int last_year) {
    return game_positions(rules, last_year, [&](const Position& pos) {
        std::vector<Order> orders;
        for (int pw = 0; pw < rules.map().power_count(); ++pw) {
            const std::vector<Order> mine =
                bot::choose_orders(rules, pos, static_cast<Power>(pw), bot::Level::Easy, seed);
            orders.insert(orders.end(), mine.begin(), mine.end());
        }
        return orders;
    });
}

inline std::string orders_text(const std::vector<Order>& orders, const Map& map = standard()) {
    std::string s;
    for (const Order& o : orders) s += "  " + map.power(o.power).name + ": " + to_text(o, map) + "\n";
    return s;
}

// One power's orders, adjudicated alone: all of that power, none illegal, no support or convoy of its own
// units left void (docs/BOTS.md, "Sound orders"), and a complete set for the phase:
// each unit ordered once (movement), each dislodged unit retreated or disbanded, the builds or removals due.
inline void require_legal_and_complete(const Rules& rules, const Position& pos, Power power,
                                       const std::vector<Order>& orders) {
    const Map& map = rules.map();
    INFO(map.power(power).name << " in " << phase_text(pos.phase) << ":\n"
                               << orders_text(orders, map) << write_position(pos, rules, rules.settings()));
    PhaseResult out;
    rules.adjudicate(pos, orders, out);
    for (std::size_t i = 0; i < orders.size(); ++i) {
        REQUIRE(orders[i].power == power);
        if (out.results[i].outcome.result == Result::Illegal)
            FAIL("illegal: " << to_text(orders[i], map) << ": "
                             << describe(out.results[i].outcome, orders[i], pos, map));
        // Sound orders: no support or convoy of one of its own units that the unit's order leaves void.
        const Reason why = out.results[i].outcome.reason;
        const Unit& target = orders[i].target == kNone ? Unit{} : pos.units[map.province_of(orders[i].target)];
        if ((why == Reason::SupportNotMatched || why == Reason::ConvoyNotMatched) && target.power == power)
            FAIL("void: " << to_text(orders[i], map) << ": " << describe(out.results[i].outcome, orders[i], pos, map));
    }
    std::array<int, kMaxLocs> ordered{};
    int builds = 0, removals = 0;
    for (const Order& o : orders) {
        if (o.unit != kNone && is_unit_order(o.kind)) ++ordered[map.province_of(o.unit)];
        builds += o.kind == OrderKind::Build || o.kind == OrderKind::Waive;
        removals += o.kind == OrderKind::Remove;
    }
    for (int p = 0; p < map.province_count(); ++p) {
        const bool movement = pos.phase.kind == PhaseKind::Movement, retreats = pos.phase.kind == PhaseKind::Retreats;
        const Unit& u = retreats ? pos.dislodged[p].unit : pos.units[p];
        const bool owes = (movement || retreats) && u && u.power == power;
        INFO("the unit in " << map.province(p).abbr);
        if (movement || retreats) CHECK(ordered[p] == (owes ? 1 : 0));
    }
    if (pos.phase.kind == PhaseKind::Adjustments) {
        const int due = adjustment_due(pos, power);
        CHECK(builds == std::max(due, 0));
        CHECK(removals == std::max(-due, 0));
    }
}

}  // namespace dip::test
