// The rule choices of docs/RULES.md that the DATC cases do not already pin down, one test each.
// Each is a scenario in the position format; "=> result" and "expect:" lines are the assertions.
#include "scenario_check.h"

TEST_CASE("[Rules] no self-dislodgement, even with foreign support (2023 rules)") {
    check_scenario(R"(
phase: Spring 1901 Movement
units:
  Germany: A Ber, F Kie
  Russia: A Pru, A Sil
orders:
  Germany: F Kie - Ber                   => fails
  Russia: A Pru S F Kie - Ber            => succeeds
  Russia: A Sil S F Kie - Ber            => succeeds
expect:
  dislodged: none
)");
}

TEST_CASE("[Rules] an explicit convoy path is not binding (DATC 4.A.6)") {
    // The path names the English Channel, but the army goes by the North Sea, the route that exists.
    check_scenario(R"(
phase: Spring 1901 Movement
units:
  England: A Lon, F Nth
orders:
  England: A Lon - Eng - Bel            => succeeds
  England: F Nth C A Lon - Bel          => succeeds
expect:
  units: England: A Bel, F Nth
)");
}

TEST_CASE("[Rules] a missing or wrong unit type is ignored (DATC 4.C.1, 4.C.2)") {
    check_scenario(R"(
phase: Spring 1901 Movement
units:
  France: A Par, F Bre
orders:
  France: Par - Bur                      => succeeds
  France: A Bre - Mao                    => succeeds
expect:
  units: France: A Bur, F Mao
)");
}

TEST_CASE("[Rules] a build without a type: army inland, fleet on a named coast, else nothing (DATC 4.C.3)") {
    check_scenario(R"(
phase: Winter 1901 Adjustments
units:
  Russia: A Ukr
centers:
  Russia: Mos, StP, Sev, War
orders:
  Russia: Build Mos                      => succeeds
  Russia: Build StP/nc                   => succeeds
  Russia: Build Sev                      => illegal
expect:
  units: Russia: A Mos, F StP/nc, A Ukr
)");
}

TEST_CASE("[Rules] the nationality in a support is ignored, even when wrong (DATC 4.C.5, 4.C.6)") {
    check_scenario(R"(
phase: Spring 1901 Movement
units:
  Germany: A Ber, A Mun
  Russia: A Sil
orders:
  Germany: A Mun S French A Ber - Sil    => succeeds
  Germany: A Ber - Sil                   => succeeds
expect:
  dislodged: Russia A Sil
)");
}

TEST_CASE("[Rules] a unit given two different orders holds (DATC 4.D.3)") {
    check_scenario(R"(
phase: Spring 1901 Movement
units:
  France: A Par, A Pic
  Germany: A Bur
orders:
  France: A Par - Bre                    => illegal
  France: A Par - Gas                    => illegal
  France: A Pic S A Par                  => succeeds
  Germany: A Bur - Par                   => fails
expect:
  units: France: A Par, A Pic
)");
}

TEST_CASE("[Rules] the same order given twice counts once") {
    check_scenario(R"(
phase: Spring 1901 Movement
units:
  France: A Par
orders:
  France: A Par - Bur                    => succeeds
  France: A Paris -> Burgundy            => succeeds
expect:
  units: France: A Bur
)");
}

TEST_CASE("[Rules] an illegal order does not stand against a legal one (DATC 4.D.3, 4.E.1)") {
    check_scenario(R"(
phase: Spring 1901 Movement
units:
  Germany: F Kie, A Hol
  England: F Den, F Hel
orders:
  Germany: F Kie H                       => succeeds
  Germany: A Hol S F Kie                 => succeeds
  Germany: A Hol - Pic                   => illegal
  England: F Hel - Kie                   => fails
  England: F Den S F Hel - Kie           => succeeds
expect:
  dislodged: none
)");
}

TEST_CASE("[Rules] builds may be waived, and unused builds are waived (DATC 4.D.7)") {
    const dip::ScenarioReport r = check_scenario(R"(
phase: Winter 1901 Adjustments
units:
  France: A Bur
centers:
  France: Par, Bre, Mar
orders:
  France: Build A Par                    => succeeds
  France: Waive                          => succeeds
  France: Build F Bre                    => fails
expect:
  units: France: A Bur, A Par
)");
    // The third build was past the two allowed; no build remains to be waived.
    int implicit = 0;
    for (const dip::OrderResult& res : r.steps[0].result.results) implicit += res.implicit;
    CHECK(implicit == 0);
}

TEST_CASE("[Rules] civil disorder: fleets go before armies at equal distance, then by name (DATC 4.D.8)") {
    // Bohemia (an army), the Baltic Sea and the Gulf of Bothnia are all two moves from Warsaw: the fleets go,
    // the Baltic Sea first.
    check_scenario(R"(
phase: Winter 1901 Adjustments
units:
  Russia: A War, A Boh, F Bal, F Bot
centers:
  Russia: War, Mos
expect:
  units: Russia: A War, A Boh
)");
}

TEST_CASE("[Rules] a unit in civil disorder can be supported to hold (DATC 4.D.9)") {
    check_scenario(R"(
phase: Spring 1901 Movement
units:
  Austria: A Vie
  Italy: A Tyr
  Germany: A Boh, A Gal
orders:
  Italy: A Tyr S A Vie                   => succeeds
  Germany: A Boh - Vie                   => fails
  Germany: A Gal S A Boh - Vie           => succeeds
expect:
  dislodged: none
)");
}

TEST_CASE("[Rules] no implicit orders: a support does not make the supported unit move (DATC 4.E.3)") {
    check_scenario(R"(
phase: Spring 1901 Movement
units:
  Germany: A Mun, A Kie
orders:
  Germany: A Mun S A Kie - Ber           => void
expect:
  units: Germany: A Mun, A Kie
)");
}

TEST_CASE("[Rules] a fleet cannot be ordered via convoy") {
    check_scenario(R"(
phase: Spring 1901 Movement
units:
  England: F Lon
orders:
  England: F Lon - Nth via convoy        => illegal
expect:
  units: England: F Lon
)");
}

TEST_CASE("[Rules] supports, convoys and holds are illegal in a retreat phase, unordered units disband") {
    check_scenario(R"(
phase: Spring 1901 Retreats
units:
  Austria: A Ser, A Tri
dislodged:
  Austria: A Bud <- Vie
  Turkey: A Rum <- Ukr
orders:
  Austria: A Ser S A Bud - Gal           => illegal
  Austria: A Bud H                       => illegal
  Austria: A Tri - Tyr                   => illegal
expect:
  units: Austria: A Ser, A Tri
  units: Turkey: none
)");
}

TEST_CASE("[Rules] a retreat needs a coast where two are open, and must name a reachable one") {
    check_scenario(R"(
phase: Spring 1901 Retreats
units:
  England: F Nao
dislodged:
  France: F Mao <- Nao
  Italy: F Wes <- Tys
orders:
  France: F Mao R Spa                    => illegal
  Italy: F Wes R Spa                     => succeeds
expect:
  units: Italy: F Spa/sc
  units: France: none
)");
}

TEST_CASE("[Rules] orders for a power with no adjustment are illegal") {
    check_scenario(R"(
phase: Winter 1901 Adjustments
units:
  France: A Par
  Germany: A Mun, A Ber
centers:
  France: Par
  Germany: Mun
orders:
  France: Build A Mar                    => illegal
  France: Remove A Par                   => illegal
  Germany: Remove A Ber                  => succeeds
  Germany: Build A Kie                   => illegal
expect:
  units: France: A Par
  units: Germany: A Mun
)");
}
