// Every order a computer player gives is legal and the set is complete: over thousands of positions of random
// games and of Easy's own games, in all three phase kinds, in every variant (the standard rules, Formal
// Diplomacy, the other boards and setups); and
// in scripted positions where the right order is easy to get wrong (coasts, waives, shared retreats).
#include "bot_checks.h"

#include "formal/state.h"

using namespace dip;
using namespace dip::test;

namespace {

// Every power with something to order in `pos` gives its orders at `level`, each set checked.
int check_every_power(const Rules& rules, const Position& pos, bot::Level level, std::uint64_t seed) {
    int sets = 0;
    for (int pw = 0; pw < rules.map().power_count(); ++pw) {
        const std::vector<Order> orders = bot::choose_orders(rules, pos, static_cast<Power>(pw), level, seed);
        require_legal_and_complete(rules, pos, static_cast<Power>(pw), orders);
        sets += !orders.empty();
    }
    return sets;
}

}  // namespace

TEST_CASE("[bot] Easy's orders are legal and complete in random positions of every variant") {
    const Variant variant = GENERATE(from_range(every_variant()));
    const Rules& rules = rules_for(variant);
    INFO(variant_name(variant));
    const std::vector<Position> positions = random_positions(rules, 300, 1);
    REQUIRE(positions.size() == 900);
    int sets = 0;
    for (std::size_t i = 0; i < positions.size(); ++i)
        sets += check_every_power(rules, positions[i], bot::Level::Easy, i);
    CHECK(sets > 900);  // most positions give several powers something to order
}

TEST_CASE("[bot] Easy's orders are legal and complete in the positions of its own games") {
    const Variant variant = GENERATE(from_range(every_variant()));
    const Rules& rules = rules_for(variant);
    INFO(variant_name(variant));
    std::map<PhaseKind, int> kinds;
    int declarations = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed)
        for (const Position& pos : easy_game_positions(rules, seed, 1912)) {
            ++kinds[pos.phase.kind];
            check_every_power(rules, pos, bot::Level::Easy, seed + 1000);
            declarations += formal_state(pos).at_war_with_anyone(0) + formal_state(pos).at_war_with_anyone(5);
        }
    CHECK(kinds[PhaseKind::Movement] >= 12 * 8);  // a two-player game may end in a solo by 1907
    CHECK(kinds[PhaseKind::Retreats] > 0);
    CHECK(kinds[PhaseKind::Adjustments] > 20);
    if (variant == Variant::Formal) CHECK(declarations > 20);  // wars are declared, so attacks are checked too
}

TEST_CASE("[bot] Normal's and Hard's orders are legal and complete") {
    const Variant variant = GENERATE(from_range(every_variant()));
    const Rules& rules = rules_for(variant);
    INFO(variant_name(variant));
    const std::vector<Position> game = easy_game_positions(rules, 7, 1904);
    std::map<PhaseKind, int> kinds;
    for (std::size_t i = 0; i < game.size(); ++i) {
        if (i % 2 && game[i].phase.kind == PhaseKind::Movement) continue;  // every other movement phase
        ++kinds[game[i].phase.kind];
        check_every_power(rules, game[i], bot::Level::Normal, i);
    }
    CHECK(kinds[PhaseKind::Movement] > 0);
    CHECK(kinds[PhaseKind::Adjustments] > 0);
    check_every_power(rules, game[2], bot::Level::Hard, 1);
}

TEST_CASE("[bot] a fleet is built on a named coast, builds with no place are waived") {
    const Position pos = position_from(R"(phase: Winter 1901 Adjustments
units:
  Russia: A War, A Mos
centers:
  Russia: StP, Mos, War, Sev, Rum, Swe
)");
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        const std::vector<Order> orders = bot::choose_orders(standard_rules(), pos, kRussia, bot::Level::Easy, seed);
        require_legal_and_complete(standard_rules(), pos, kRussia, orders);
        int waives = 0;
        for (const Order& o : orders) {
            waives += o.kind == OrderKind::Waive;
            if (o.kind == OrderKind::Build && o.unit_type == UnitType::Fleet &&
                standard().province_of(o.unit) == province_named("StP"))
                CHECK(standard().coast_of(o.unit) != Coast::None);
        }
        CHECK(waives == 2);  // four builds due, two vacant home centres
    }
}

TEST_CASE("[bot] removals take the units due, each once") {
    const Position pos = position_from(R"(phase: Winter 1903 Adjustments
units:
  France: A Par, A Mar, F Bre, A Bur, A Gas
centers:
  France: Par, Mar, Bre
)");
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        const std::vector<Order> orders = bot::choose_orders(standard_rules(), pos, kFrance, bot::Level::Easy, seed);
        require_legal_and_complete(standard_rules(), pos, kFrance, orders);
        REQUIRE(orders.size() == 2);
        CHECK(orders[0].unit != orders[1].unit);
    }
}

TEST_CASE("[bot] two dislodged units never retreat into the same province") {
    // Both Austrian units can only go to Gal (or disband): one retreats there at most.
    const Position pos = position_from(R"(phase: Spring 1902 Retreats
units:
  Austria: A Tyr
  Russia: A Bud, A Vie, A Ukr, A Rum
  Italy: A Tri, A Ven
dislodged:
  Austria: A Bud <- Ser
  Austria: A Vie <- Boh
)");
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        const std::vector<Order> orders = bot::choose_orders(standard_rules(), pos, kAustria, bot::Level::Easy, seed);
        require_legal_and_complete(standard_rules(), pos, kAustria, orders);
        int into_galicia = 0;
        for (const Order& o : orders) into_galicia += o.kind == OrderKind::Retreat && o.dest == location_named("Gal");
        CHECK(into_galicia <= 1);
    }
}

TEST_CASE("[bot] Easy never supports its own unit to hold while that unit moves (seed 234 of its games)") {
    // Found by the arena: A Bre S A Pic while A Pic - Bur. The support now follows the move, or gives way.
    const Position pos = position_from(R"(phase: Spring 1906 Movement
units:
  Austria: A Bud, A Rom, A War
  England: F Bal, F Bel, F Eng, F Hol, F Mao
  France: A Bre, A Bur, A Mar, F Nap, A Pic, A Por
  Germany: A Par, F StP/nc, A Tyr
  Italy: A Apu, A Ser, A Tri, A Vie
  Russia: A Boh, F Den, A Kie, A Mos, A Ruh, A Sev
  Turkey: A Arm, A Bul, F Con, A Gre, F Rum, F Smy
centers:
  Austria: Bud, Rom, War
  England: Bel, Edi, Hol, Lon, Lvp
  France: Bre, Mar, Nap, Por, Spa, Tun
  Germany: Nwy, Par, StP, Swe
  Italy: Ser, Tri, Ven, Vie
  Russia: Ber, Den, Kie, Mos, Mun, Sev
  Turkey: Ank, Bul, Con, Gre, Rum, Smy
)");
    const std::vector<Order> orders = bot::choose_orders(standard_rules(), pos, kFrance, bot::Level::Easy, 234);
    require_legal_and_complete(standard_rules(), pos, kFrance, orders);
}
