// Friend and foe without messages (engine/bot/relations.h): an attack makes an enemy of the attacker in the eyes
// of the attacked alone, for a few phases; peace kept beside a power, or a support given, makes a friend; and
// the stances shape what a computer player values and whom its search models first.
#include "bot/relations.h"

#include "bot/search/search.h"
#include "bot/easy/valuation.h"
#include "bot_checks.h"

using namespace dip;
using namespace dip::test;

namespace {

// A German army beside a French one, another beside France's empty centre of Marseilles; Italy far away.
const char* kNeighbours = R"(phase: Fall 1902 Movement
units:
  France: A Bur, A Par
  Germany: A Mun, A Pie
  Italy: A Nap
centres:
  France: Par, Mar, Bre
  Germany: Mun, Ber, Kie
  Italy: Rom, Ven, Nap
)";

// Orders written "Power: order", one a line (or none).
std::vector<Order> given(const std::string& orders, const Position& pos) {
    return orders.empty() ? std::vector<Order>{} : orders_from("  " + orders, pos);
}

// Adjudicates `orders` in `pos` and lets `r` see it.
void observe(bot::Relations& r, const Position& pos, const std::string& orders) {
    PhaseResult result;
    standard_rules().adjudicate(pos, given(orders, pos), result);
    r.observe(standard(), pos, result);
}

}  // namespace

TEST_CASE("[bot] an attack makes an enemy of the attacker, in the eyes of the attacked only, for a while") {
    const Position pos = position_from(kNeighbours);
    bot::Relations r;
    observe(r, pos, "Germany: A Mun - Bur");
    CHECK(r.stance(kFrance, kGermany) == bot::Stance::Enemy);
    CHECK(r.harm(kFrance, kGermany) == bot::Relations::kHarmPerAttack);
    CHECK(r.stance(kGermany, kFrance) == bot::Stance::Neutral);  // France did nothing to Germany
    CHECK(r.stance(kItaly, kGermany) == bot::Stance::Neutral);
    // The harm fades a quarter a phase: an enemy for two more peaceful phases, then no longer.
    observe(r, pos, "");
    CHECK(r.stance(kFrance, kGermany) == bot::Stance::Enemy);
    observe(r, pos, "");
    CHECK(r.stance(kFrance, kGermany) == bot::Stance::Enemy);
    observe(r, pos, "");
    CHECK(r.stance(kFrance, kGermany) == bot::Stance::Neutral);
    CHECK(r.trust(kFrance, kGermany) == 3);  // three phases beside France without an attack since
}

TEST_CASE("[bot] the moves that bounced in the last movement phase are kept until the next one") {
    const Position pos = position_from(kNeighbours);
    const Province bur = province_named("Bur"), mun = province_named("Mun"), pie = province_named("Pie");
    bot::Relations r;
    CHECK(r.bounced_into(mun) == kNone);
    observe(r, pos, "Germany: A Mun - Bur\n  Germany: A Pie - Mar");  // Burgundy holds; Marseilles is empty
    CHECK(r.bounced_into(mun) == bur);
    CHECK(r.bounced_into(pie) == kNone);
    // Another phase's moves replace them; a retreat or build phase says nothing.
    Position winter = pos;
    winter.phase.kind = PhaseKind::Adjustments;
    r.observe(standard(), winter, PhaseResult{});
    CHECK(r.bounced_into(mun) == bur);
    observe(r, pos, "Germany: A Mun - Tyr");
    CHECK(r.bounced_into(mun) == kNone);
    CHECK_FALSE(r.set_bounce(kNone, bur));
}

TEST_CASE("[bot] a move onto a power's empty centre is an attack, a move beside it is not") {
    const Position pos = position_from(kNeighbours);
    bot::Relations onto, supported, beside;
    observe(onto, pos, "Germany: A Pie - Mar");
    CHECK(onto.stance(kFrance, kGermany) == bot::Stance::Enemy);
    observe(supported, pos, "Germany: A Mun S A Bur - Mar");  // helping France's own army is no attack on France
    CHECK(supported.harm(kFrance, kGermany) == 0);
    observe(beside, pos, "Germany: A Pie - Tus");
    CHECK(beside.harm(kFrance, kGermany) == 0);
    CHECK(beside.harm(kItaly, kGermany) == 0);  // Tuscany is nobody's centre
}

TEST_CASE("[bot] peace kept beside a power or a support of its unit makes a friend, and an attack ends it") {
    const Position pos = position_from(kNeighbours);
    bot::Relations r;
    observe(r, pos, "");
    observe(r, pos, "");
    CHECK(r.stance(kFrance, kGermany) == bot::Stance::Neutral);
    observe(r, pos, "");
    CHECK(r.stance(kFrance, kGermany) == bot::Stance::Friend);
    CHECK(r.stance(kGermany, kFrance) == bot::Stance::Friend);
    CHECK(r.trust(kFrance, kItaly) == 0);  // never beside France
    CHECK(r.stance(kFrance, kItaly) == bot::Stance::Neutral);
    observe(r, pos, "Germany: A Mun - Bur");
    CHECK(r.stance(kFrance, kGermany) == bot::Stance::Enemy);
    CHECK(r.trust(kFrance, kGermany) == 0);

    bot::Relations helped;
    observe(helped, pos, "Germany: A Mun S A Bur");
    CHECK(helped.stance(kFrance, kGermany) == bot::Stance::Friend);  // a support, and a phase of peace beside it
    CHECK(helped.stance(kGermany, kFrance) == bot::Stance::Neutral);
}

TEST_CASE("[bot] only a power's own units speak for it, and only movement phases are read") {
    const Position pos = position_from(kNeighbours);
    bot::Relations r;
    observe(r, pos, "Italy: A Mun - Bur");  // not Italy's army: an illegal order, ignored
    CHECK(r.harm(kFrance, kItaly) == 0);
    CHECK(r.harm(kFrance, kGermany) == 0);

    // A result whose order names no place (nothing the engine gives, but a game read from a link is not trusted).
    PhaseResult odd;
    Order nowhere = move_order(pos.units[province_named("Mun")], kNone);
    odd.results.push_back({nowhere, Outcome{}, false});
    odd.results.back().outcome.result = Result::Fails;
    r.observe(standard(), pos, odd);
    CHECK(r.harm(kFrance, kGermany) == 0);

    Position retreats = pos;
    retreats.phase.kind = PhaseKind::Retreats;
    bot::Relations none;
    PhaseResult result;
    result.next = pos;
    none.observe(standard(), retreats, result);
    CHECK(none == bot::Relations{});
}

TEST_CASE("[bot] a game's relations are what its movement phases say, in order") {
    const Position start = position_from(kNeighbours);
    Game game(standard_rules(), start);
    bot::Relations by_hand;
    for (const char* orders : {"Germany: A Mun - Bur", "", "France: A Bur - Mun"}) {
        const Position before = game.current();
        const PhaseResult& result = game.play(given(orders, before));
        by_hand.observe(standard(), before, result);
    }
    CHECK(bot::relations_of(game) == by_hand);
    CHECK_FALSE(by_hand == bot::Relations{});
}

TEST_CASE("[bot] a friend's centres pull less and an enemy's more") {
    const Position pos = position_from(kNeighbours);
    const auto value_of_munich = [&](int harm, int trust) {
        bot::Relations r;
        REQUIRE(r.set(kFrance, kGermany, harm, trust));
        const bot::Board board(standard_rules(), pos, &r);
        return bot::destination_values(board, kFrance, Season::Fall).army[location_named("Mun")];
    };
    const std::int64_t neutral = value_of_munich(0, 0), friendly = value_of_munich(0, 6),
                       hostile = value_of_munich(8, 0);
    CHECK(friendly < neutral);
    CHECK(neutral < hostile);
    // With no relations at all the values are DumbBot's own, exactly.
    const bot::Board plain(standard_rules(), pos);
    CHECK(bot::destination_values(plain, kFrance, Season::Fall).army[location_named("Mun")] == neutral);
    CHECK_FALSE(bot::Relations{}.set(kFrance, kGermany, bot::Relations::kMostHarm + 1, 0));
    CHECK_FALSE(bot::Relations{}.set(kFrance, kGermany, 0, 0, bot::Relations::kGrudgePhases + 1));
}

TEST_CASE("[bot] the search models its enemies before its nearer neighbours") {
    const Position pos = position_from(R"(phase: Fall 1902 Movement
units:
  France: A Bur, A Par, F Bre
  Germany: A Mun, A Ruh, A Bel
  Italy: A Pie
  England: F Eng
)");
    bot::Budget budget = bot::budget_for(bot::Level::Normal);
    budget.opponents = 1;
    bot::Search plain(standard_rules(), pos, kFrance, budget, 3);
    REQUIRE(plain.models() == 2);
    CHECK(plain.modelled_power(1) == kGermany);  // the most units near France
    bot::Relations r;
    REQUIRE(r.set(kFrance, kItaly, bot::Relations::kEnemyHarm, 0));
    bot::Search wary(standard_rules(), pos, kFrance, budget, 3, &r);
    REQUIRE(wary.models() == 2);
    CHECK(wary.modelled_power(1) == kItaly);
    budget.friend_and_foe = 0;  // the budget can turn it off (the arena's old Normal)
    bot::Search off(standard_rules(), pos, kFrance, budget, 3, &r);
    CHECK(off.modelled_power(1) == kGermany);
}
