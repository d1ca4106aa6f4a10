// What a person counts against a set of orders (care.h): a home left open to a neighbour in a Fall, an attack on
// a standing unit left alone while a support was at hand; each with the near misses it must leave out.
#include "bot/search/care.h"

#include "bot/search/search.h"
#include "bot_checks.h"

using namespace dip;
using namespace dip::test;

namespace {

// Germany in `season` 1901: Munich's army beside Burgundy's French one and Ruhr's German one; Kiel's fleet; Berlin
// empty, with Silesia's Russian army next to it.
Position germany(const char* season) {
    return position_from(std::string("phase: ") + season + R"( 1901 Movement
units:
  France: A Bur
  Germany: A Mun, A Ruh, F Kie
  Russia: A Sil
centers:
  France: Bre, Mar, Par
  Germany: Ber, Kie, Mun
)");
}

int open(const Position& pos, const std::string& orders) {
    return bot::open_homes(bot::Board(standard_rules(), pos), kGermany, orders_from(orders, pos));
}

int lone(const Position& pos, const std::string& orders) {
    return bot::lone_attacks(bot::Board(standard_rules(), pos), kGermany, orders_from(orders, pos));
}

}  // namespace

TEST_CASE("[care] a home left empty in a Fall next to another power's unit") {
    const Position fall = germany("Fall");
    // Berlin (Silesia next door) and Munich (Burgundy and Silesia): Kiel is left too, but nobody else can reach it.
    CHECK(open(fall, "  Germany: A Mun - Tyr\n  Germany: A Ruh - Hol\n  Germany: F Kie - Den\n") == 2);
    CHECK(open(fall, "  Germany: A Mun - Ber\n  Germany: A Ruh - Mun\n  Germany: F Kie - Den\n") == 0);
    CHECK(open(fall, "  Germany: A Mun H\n  Germany: A Ruh H\n  Germany: F Kie - Ber\n") == 0);
    // In Spring a centre does not change hands.
    CHECK(open(germany("Spring"), "  Germany: A Mun - Tyr\n  Germany: A Ruh - Hol\n  Germany: F Kie - Den\n") == 0);
    // A home another power already stands in is not empty, not ours to leave: Munich is not counted, Berlin and
    // Kiel next to it are.
    const Position held = position_from(R"(phase: Fall 1901 Movement
units:
  France: A Mun
  Germany: A Ruh
centers:
  Germany: Ber, Kie, Mun
)");
    CHECK(bot::open_homes(bot::Board(standard_rules(), held), kGermany, orders_from("  Germany: A Ruh H\n", held)) ==
          2);
}

TEST_CASE("[care] with the threats given, only a home some other power walks into is open") {
    const Position fall = germany("Fall");
    const bot::Board board(standard_rules(), fall);
    const std::vector<Order> away =
        orders_from("  Germany: A Mun - Tyr\n  Germany: A Ruh - Hol\n  Germany: F Kie - Den\n", fall);
    SpaceSet threatened;
    CHECK(bot::open_homes(board, kGermany, away, &threatened) == 0);
    threatened.insert(province_named("Ber"));
    CHECK(bot::open_homes(board, kGermany, away, &threatened) == 1);
    // A threat on Kiel, which no other power's unit stands next to, still leaves Kiel out.
    threatened.insert(province_named("Kie"));
    CHECK(bot::open_homes(board, kGermany, away, &threatened) == 1);
}

TEST_CASE("[care] an attack on a standing unit with no support while one was at hand") {
    const Position pos = germany("Spring");
    CHECK(lone(pos, "  Germany: A Mun - Bur\n  Germany: A Ruh H\n  Germany: F Kie H\n") == 1);
    CHECK(lone(pos, "  Germany: A Mun - Bur\n  Germany: A Ruh S A Mun - Bur\n  Germany: F Kie H\n") == 0);
    // Ruhr's army, sent to Holland instead, could have supported; Kiel's fleet cannot reach Burgundy.
    CHECK(lone(pos, "  Germany: A Mun - Bur\n  Germany: A Ruh - Hol\n  Germany: F Kie H\n") == 1);
    // Not a unit one of ours moves in on: staying to support would stop that move.
    const Position armies = position_from(R"(phase: Spring 1901 Movement
units:
  France: A Bur
  Germany: A Mun, A Ruh, A Kie
)");
    CHECK(bot::lone_attacks(
              bot::Board(standard_rules(), armies), kGermany,
              orders_from("  Germany: A Mun - Bur\n  Germany: A Ruh - Hol\n  Germany: A Kie - Ruh\n", armies)) == 0);
    // A move into an empty province is no attack on a standing unit, unless the same move bounced last phase.
    const std::string to_holland = "  Germany: A Mun H\n  Germany: A Ruh - Hol\n  Germany: F Kie H\n";
    CHECK(lone(pos, to_holland) == 0);
    bot::Relations played;
    REQUIRE(played.set_bounce(province_named("Ruh"), province_named("Hol")));
    const bot::Board board(standard_rules(), pos);
    CHECK(bot::lone_attacks(board, kGermany, orders_from(to_holland, pos), &played) == 1);  // Kiel's fleet could
    CHECK(bot::lone_attacks(
              board, kGermany,
              orders_from("  Germany: A Mun H\n  Germany: A Ruh - Hol\n  Germany: F Kie S A Ruh - Hol\n", pos),
              &played) == 0);
    CHECK(bot::lone_attacks(board, kGermany,
                            orders_from("  Germany: A Mun H\n  Germany: A Ruh - Kie\n  Germany: F Kie - Hol\n", pos),
                            &played) == 0);  // another move
}

TEST_CASE("[care] Normal and Hard count both against their candidates") {
    for (const bot::Level level : {bot::Level::Normal, bot::Level::Hard}) {
        CHECK(bot::budget_for(level).open_home_cost > 0);
        CHECK(bot::budget_for(level).lone_attack_cost > 0);
    }
}

TEST_CASE("[care] the search weighs our homes by the others' threats, and the opponents' care when told") {
    // Over a game's Fall movement phases: with threats, each of our candidates costs at most what it did without,
    // and sometimes less (a home no other power's candidate walks into); the opponents' candidates cost nothing
    // unless the budget gives them care, and then some cost something.
    const std::vector<Position> game = easy_game_positions(standard_rules(), 5, 1905);
    int less = 0, opponents_charged = 0, falls = 0;
    for (const Position& pos : game) {
        if (pos.phase.kind != PhaseKind::Movement || pos.phase.season != Season::Fall) continue;
        for (const Power me : {kGermany, kAustria, kFrance}) {
            bot::Budget budget = bot::budget_for(bot::Level::Normal);
            const bot::Search any(standard_rules(), pos, me, budget, 7);
            budget.open_home_threat = 1;
            budget.opponent_care = 1;
            const bot::Search threats(standard_rules(), pos, me, budget, 7);
            if (any.models() < 2) continue;
            ++falls;
            REQUIRE(threats.candidates(0) == any.candidates(0));
            for (int c = 0; c < any.candidates(0); ++c) {
                CHECK(threats.care(0, c) <= any.care(0, c));
                less += threats.care(0, c) < any.care(0, c);
            }
            for (int m = 1; m < any.models(); ++m)
                for (int c = 0; c < any.candidates(m); ++c) {
                    CHECK(any.care(m, c) == 0);
                    opponents_charged += threats.care(m, c) > 0;
                }
        }
    }
    REQUIRE(falls >= 6);
    CHECK(less > 0);
    CHECK(opponents_charged > 0);
}

TEST_CASE("[care] a threatened home can cost more than one merely next to another power's unit") {
    // Our candidates' cost with both (25 for any open home, 25 more for a threatened one) is the sum of the two
    // costs apart; and somewhere in the game's Falls a home is threatened, so the threat adds something.
    const std::vector<Position> game = easy_game_positions(standard_rules(), 5, 1905);
    int more = 0, falls = 0;
    for (const Position& pos : game) {
        if (pos.phase.kind != PhaseKind::Movement || pos.phase.season != Season::Fall) continue;
        for (const Power me : {kGermany, kAustria, kFrance}) {
            bot::Budget any = bot::budget_for(bot::Level::Normal);
            any.open_home_cost = 25;
            bot::Budget threat_only = any;
            threat_only.open_home_threat = 1;
            threat_only.lone_attack_cost = 0;
            bot::Budget both = any;
            both.threatened_home_cost = 25;
            const bot::Search a(standard_rules(), pos, me, any, 7), t(standard_rules(), pos, me, threat_only, 7),
                b(standard_rules(), pos, me, both, 7);
            if (a.models() < 2) continue;
            ++falls;
            REQUIRE(b.candidates(0) == a.candidates(0));
            REQUIRE(t.candidates(0) == a.candidates(0));
            for (int c = 0; c < a.candidates(0); ++c) {
                CHECK(b.care(0, c) == a.care(0, c) + t.care(0, c));
                more += b.care(0, c) > a.care(0, c);
            }
        }
    }
    REQUIRE(falls >= 6);
    CHECK(more > 0);
}
