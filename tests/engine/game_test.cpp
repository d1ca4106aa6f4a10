// Game flow: a scripted 1901 from the opening through Winter builds, skipped phases, victory, elimination,
// and replay determinism of whole random games.
#include <catch2/catch.hpp>

#include "../support.h"
#include "game.h"
#include "order_options.h"
#include "position_text.h"
#include "scenario_check.h"

using namespace dip;
using namespace dip::test;

TEST_CASE("[Game] 1901 from the opening through the Winter builds") {
    Game game(standard_rules(), start_position(standard()));
    game.play(orders_from(R"(
  Austria: A Vie - Gal
  Austria: A Bud - Ser
  Austria: F Tri - Alb
  England: F Lon - Nth
  England: F Edi - Nwg
  England: A Lvp - Yor
  France: F Bre - Mao
  France: A Par - Bur
  France: A Mar - Spa
  Germany: F Kie - Den
  Germany: A Ber - Kie
  Germany: A Mun - Ruh
  Italy: F Nap - Ion
  Italy: A Rom - Apu
  Italy: A Ven H
  Russia: F StP/sc - Bot
  Russia: A Mos - Ukr
  Russia: A War - Gal
  Russia: F Sev - Bla
  Turkey: F Ank - Bla
  Turkey: A Con - Bul
  Turkey: A Smy - Con
)",
                          game.current()));
    // Two stand-offs (Galicia, Black Sea), nobody dislodged: no retreat phase.
    CHECK(game.current().phase == Phase{Season::Fall, PhaseKind::Movement, 1901});
    CHECK(game.current().owner[standard().find_abbr("Bul")] == kNoPower);  // Spring occupation takes no centre

    game.play(orders_from(R"(
  Austria: F Alb - Gre
  Austria: A Ser S F Alb - Gre
  Austria: A Vie H
  England: F Nth C A Yor - Nwy
  England: A Yor - Nwy
  England: F Nwg S A Yor - Nwy
  France: A Bur - Bel
  France: A Spa H
  France: F Mao - Por
  Germany: F Den H
  Germany: A Kie - Hol
  Germany: A Ruh - Bel
  Italy: F Ion C A Apu - Tun
  Italy: A Apu - Tun
  Italy: A Ven H
  Russia: F Bot - Swe
  Russia: A Ukr - Rum
  Russia: F Sev S A Ukr - Rum
  Russia: A War - Gal
  Turkey: A Bul H
  Turkey: F Ank H
  Turkey: A Con H
)",
                          game.current()));
    const Position winter = game.current();  // a copy: play() may move the history
    REQUIRE(winter.phase == Phase{Season::Winter, PhaseKind::Adjustments, 1901});
    const int expected_centres[] = {5, 4, 5, 5, 4, 6, 4};  // Austria, England, France, Germany, Italy, Russia, Turkey
    for (int pw = 0; pw < 7; ++pw) {
        INFO(standard().power(static_cast<Power>(pw)).name);
        CHECK(winter.centre_count(static_cast<Power>(pw)) == expected_centres[pw]);
    }
    CHECK(winter.owner[standard().find_abbr("Bel")] == kNoPower);  // France and Germany bounced there

    const PhaseResult& builds = game.play(orders_from(R"(
  Austria: Build A Bud
  Austria: Build F Tri
  England: Build F Lon
  France: Build F Bre
  France: Build A Par
  Germany: Build A Ber
  Germany: Build F Kie
  Italy: Build F Nap
  Russia: Build F StP/nc
  Russia: Build A Mos
  Turkey: Build F Smy
)",
                                                      winter));
    for (const OrderResult& r : builds.results) {
        INFO(to_text(r.order, standard()));
        CHECK(r.outcome.result == Result::Succeeds);
    }
    const Position spring = game.current();
    CHECK(spring.phase == Phase{Season::Spring, PhaseKind::Movement, 1902});
    int units = 0;
    for (const Unit& u : spring.units) units += static_cast<bool>(u);
    CHECK(units == 33);
    CHECK(spring.units[standard().find_abbr("StP")].loc ==
          standard().coast_loc(standard().find_abbr("StP"), Coast::North));
    CHECK(spring.units[standard().find_abbr("Nwy")].power == standard().find_power("England"));
    CHECK(spring.units[standard().find_abbr("Tun")].power == standard().find_power("Italy"));
    CHECK(game.history().size() == 3);
    CHECK(game.undo());
    CHECK(game.current() == winter);
}

TEST_CASE("[Game] replaying the orders gives every position again, bit for bit") {
    std::uint64_t seed = 42;
    Game game(standard_rules(), start_position(standard()));
    std::vector<std::vector<Order>> orders;
    while (game.current().phase.year <= 1910 && !game.over()) {
        orders.push_back(random_orders(standard_rules(), game.current(), seed));
        game.play(orders.back());
    }
    REQUIRE(game.history().size() > 20);
    const Game again = Game::replay(standard_rules(), start_position(standard()), orders);
    REQUIRE(again.history().size() == game.history().size());
    for (std::size_t i = 0; i < game.history().size(); ++i) {
        INFO("phase " << i << ": " << phase_text(game.history()[i].position.phase));
        CHECK(again.history()[i].position == game.history()[i].position);
        CHECK(again.history()[i].result.next == game.history()[i].result.next);
        REQUIRE(again.history()[i].result.results.size() == game.history()[i].result.results.size());
        for (std::size_t k = 0; k < game.history()[i].result.results.size(); ++k)
            CHECK(again.history()[i].result.results[k].outcome == game.history()[i].result.results[k].outcome);
    }
    // The text of each position reads back to the same position, so games can travel as text too.
    for (const PlayedPhase& p : game.history()) {
        const Expected<PositionText> r = read_position(write_position(p.position, standard_rules()), standard_rules());
        REQUIRE(r.ok());
        CHECK(r->position == p.position);
    }
}

TEST_CASE("[Game] retreat phase only when a dislodged unit can retreat") {
    // Dislodged with every neighbour occupied or forbidden: destroyed at once, straight on to Fall.
    check_scenario(R"(
phase: Spring 1901 Movement
units:
  Turkey: F Ank
  Russia: F Bla, F Con, A Arm, A Smy
orders:
  Russia: F Bla - Ank                   => succeeds
  Russia: F Con S F Bla - Ank           => succeeds
expect:
  dislodged: Turkey F Ank
  retreats: Turkey F Ank: none
)");
    const Position pos = position_from(R"(
phase: Spring 1901 Movement
units:
  Turkey: F Ank
  Russia: F Bla, F Con, A Arm, A Smy
)");
    PhaseResult out;
    standard_rules().adjudicate(pos, orders_from("  Russia: F Bla - Ank\n  Russia: F Con S F Bla - Ank\n", pos), out);
    CHECK(out.next.phase == Phase{Season::Fall, PhaseKind::Movement, 1901});
    CHECK_FALSE(out.next.has_dislodged());
    CHECK(out.results[0].outcome.result == Result::Succeeds);
    bool destroyed = false;
    for (const OrderResult& r : out.results)
        if (standard().province_of(r.order.unit) == standard().find_abbr("Ank")) destroyed = r.outcome.destroyed;
    CHECK(destroyed);
}

TEST_CASE("[Game] no winter when nobody can adjust") {
    // Fall ends with every power's units equal to its centres: straight to Spring.
    Position pos = start_position(standard());
    pos.phase = {Season::Fall, PhaseKind::Movement, 1901};
    PhaseResult out;
    standard_rules().adjudicate(pos, {}, out);
    CHECK(out.next.phase == Phase{Season::Spring, PhaseKind::Movement, 1902});
    // A build with no vacant home centre to put it on is no choice either.
    const Position full = position_from(R"(
phase: Fall 1901 Movement
units:
  Italy: A Rom, A Ven, F Nap
centers:
  Italy: Rom, Ven, Nap, Tun
)");
    standard_rules().adjudicate(full, {}, out);
    CHECK(out.next.phase == Phase{Season::Spring, PhaseKind::Movement, 1902});
    // But a removal always is.
    const Position over = position_from(R"(
phase: Fall 1901 Movement
units:
  Italy: A Rom, A Ven, F Ion
centers:
  Italy: Rom, Ven
)");
    standard_rules().adjudicate(over, {}, out);
    CHECK(out.next.phase == Phase{Season::Winter, PhaseKind::Adjustments, 1901});
}

TEST_CASE("[Game] centres change hands after Fall retreats, not after Spring") {
    const Position spring = position_from(R"(
phase: Spring 1901 Movement
units:
  Germany: A Mun
)");
    PhaseResult out;
    standard_rules().adjudicate(spring, orders_from("  Germany: A Mun - Bur\n", spring), out);
    PhaseResult fall;
    standard_rules().adjudicate(out.next, orders_from("  Germany: A Bur - Par\n", out.next), fall);
    CHECK(out.next.owner[standard().find_abbr("Par")] == standard().find_power("France"));
    CHECK(fall.next.owner[standard().find_abbr("Par")] == standard().find_power("Germany"));
    // A unit retreating onto a centre in Fall takes it too.
    const Position retreat = position_from(R"(
phase: Fall 1901 Retreats
dislodged:
  Germany: A Bur <- Mar
)");
    standard_rules().adjudicate(retreat, orders_from("  Germany: A Bur R Bel\n", retreat), fall);
    CHECK(fall.next.owner[standard().find_abbr("Bel")] == standard().find_power("Germany"));
}

TEST_CASE("[Game] a power with 18 centres after Fall wins") {
    const Position pos = position_from(R"(
phase: Fall 1905 Movement
units:
  Russia: A Bur
centers:
  Russia: Mos, StP, War, Sev, Ber, Kie, Vie, Bud, Tri, Rum, Bul, Ser, Gre, Con, Ank, Smy, Swe
)");
    PhaseResult out;
    standard_rules().adjudicate(pos, orders_from("  Russia: A Bur H\n", pos), out);
    CHECK(out.next.centre_count(standard().find_power("Russia")) == 17);
    CHECK(out.next.winner == kNoPower);
    standard_rules().adjudicate(pos, orders_from("  Russia: A Bur - Mun\n", pos), out);
    CHECK(out.next.centre_count(standard().find_power("Russia")) == 18);
    CHECK(out.next.winner == standard().find_power("Russia"));
    // Spring captures do not count.
    Position spring = pos;
    spring.phase = {Season::Spring, PhaseKind::Movement, 1906};
    standard_rules().adjudicate(spring, orders_from("  Russia: A Bur - Mun\n", spring), out);
    CHECK(out.next.winner == kNoPower);
}

TEST_CASE("[Game] a power without centres loses its units and is out") {
    check_scenario(R"(
phase: Winter 1901 Adjustments
units:
  Turkey: A Arm, F Eas
  Russia: A Sev
centers:
  Russia: Sev
expect:
  units: Turkey: none
  units: Russia: A Sev
)");
    const Position pos = position_from(R"(
phase: Winter 1901 Adjustments
units:
  Turkey: A Arm, F Eas
centers:
  Russia: Sev
)");
    PhaseResult out;
    standard_rules().adjudicate(pos, {}, out);
    CHECK(out.next.eliminated(standard().find_power("Turkey")));
    CHECK_FALSE(out.next.eliminated(standard().find_power("Russia")));
}
