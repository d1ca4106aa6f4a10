// Press (engine/press): which messages may be sent (and every crafted one a cheat or a broken device could send
// refused with its reason), which deals bind and for how long, and each promise checked against the orders the
// adjudicator played, with the words the phase account shows.
#include "press.h"

#include <random>

#include "promises.h"
#include "support.h"

using namespace dip;
using namespace dip::test;

namespace {

const char* kBorder = R"(phase: Spring 1902 Movement
units:
  France: A Par, A Mar, F Bre, A Bur
  Germany: A Mun, A Ruh, F Kie
  England: F Lon
centres:
  France: Par, Mar, Bre
  Germany: Mun, Ber, Kie
  England: Lon
)";

// Sends `m` (it must be well formed) and gives its index.
int send(Press& press, const Message& m, const Position& pos) {
    INFO(message_text(press, m, standard()));
    REQUIRE(check_message(press, m, standard_rules(), pos).empty());
    press.push_back(m);
    return static_cast<int>(press.size()) - 1;
}

Order one_order(const std::string& text, const Position& pos) { return orders_from("  " + text, pos).at(0); }

// Plays `orders` in `pos` and checks the promises of `press`.
std::vector<PromiseCheck> played(const Press& press, const Position& pos, const std::string& orders) {
    PhaseResult r;
    standard_rules().adjudicate(pos, orders.empty() ? std::vector<Order>{} : orders_from(orders, pos), r);
    return check_promises(press, standard(), pos, r);
}

}  // namespace

TEST_CASE("[press] every kind of message reads in words, and a well-formed exchange is accepted") {
    const Position pos = position_from(kBorder);
    Press press;
    const int peace = send(press, proposal_of(kFrance, kGermany, pos.phase, DealKind::Peace), pos);
    CHECK(message_text(press, press[0], standard()) == "I propose peace between us.");
    Message dmz = proposal_of(kGermany, kFrance, pos.phase, DealKind::Dmz);
    dmz.deal.provinces = {province_named("Bur"), province_named("Bel")};
    dmz.reply_to = peace;  // a counter-proposal
    const int counter = send(press, dmz, pos);
    CHECK(message_text(press, press[1], standard()) ==
          "Instead, I propose that neither of us enters Burgundy and Belgium.");
    Message yes = reply_of(press, counter, MessageKind::Accept);
    yes.reason = ReplyReason::KeepsMeSafe;
    send(press, yes, pos);
    CHECK(message_text(press, press[2], standard()) == "I accept: it keeps my centres safe.");
    Message support = proposal_of(kFrance, kGermany, pos.phase, DealKind::Orders);
    support.deal.orders = {one_order("France: A Par - Bur", pos), one_order("Germany: A Mun S A Par - Bur", pos)};
    const int asked = send(press, support, pos);
    CHECK(message_text(press, press[3], standard()) ==
          "I propose I will order A Par - Bur, and you will order A Mun S A Par - Bur.");
    Message no = reply_of(press, asked, MessageKind::Reject);
    no.reason = ReplyReason::NeedProvince;
    no.province = province_named("Bur");
    send(press, no, pos);
    CHECK(message_text(press, press[4], standard()) == "No: I need Burgundy for my own units.");
    const int question = send(press, question_of(kEngland, kFrance, pos.phase, province_named("Bre")), pos);
    CHECK(message_text(press, press[5], standard()) == "Where will your unit in Brest move?");
    Message answer = reply_of(press, question, MessageKind::Answer);
    answer.deal.kind = DealKind::Orders;
    answer.deal.orders = {one_order("France: F Bre - Mao", pos)};
    send(press, answer, pos);
    CHECK(message_text(press, press[6], standard()) == "I will order F Bre - Mao.");
    Message alliance = proposal_of(kEngland, kFrance, pos.phase, DealKind::Alliance);
    alliance.deal.powers = {kGermany};
    send(press, alliance, pos);
    CHECK(message_text(press, press[7], standard()) == "I propose an alliance of us two against Germany.");
    Message draw = proposal_of(kEngland, kGermany, pos.phase, DealKind::Draw);
    draw.deal.powers = {kEngland, kFrance, kGermany};
    send(press, draw, pos);
    CHECK(message_text(press, press[8], standard()) == "I propose a draw between England, France and Germany.");
    // The deals in force: the accepted zone, and the answer's orders; the rejected support and the open ones bind
    // nothing.
    CHECK(deals_in_force(press, pos.phase) == std::vector<int>{counter, 6});
}

TEST_CASE("[press] crafted messages are refused, each with its reason, whoever sends them") {
    const Position pos = position_from(kBorder);
    const Rules& rules = standard_rules();
    Press press;
    const int peace = send(press, proposal_of(kFrance, kGermany, pos.phase, DealKind::Peace), pos);
    const auto refused = [&](Message m, const std::string& why) {
        INFO(why);
        CHECK(check_message(press, m, rules, pos) == why);
    };
    const Message base = proposal_of(kFrance, kGermany, pos.phase, DealKind::Peace);
    Message m = base;
    m.to = 40;
    refused(m, "a power not on this board");
    m = base;
    m.to = kFrance;
    refused(m, "a message to oneself");
    m = base;
    m.to = kRussia;  // no units, no centres: out of the game
    refused(m, "a power out of the game");
    m = base;
    m.phase.year = 1901;
    refused(m, "a message about another phase");
    m = base;
    m.kind = static_cast<MessageKind>(9);
    refused(m, "an unknown kind of message");
    m = base;
    m.deal.kind = static_cast<DealKind>(7);
    refused(m, "an unknown kind of deal");
    m = base;
    m.reason = static_cast<ReplyReason>(200);
    refused(m, "an unknown reason");
    m = base;
    m.deal.powers = {kEngland};
    refused(m, "this deal names no powers");
    m = base;
    m.reply_to = 5;
    refused(m, "a reply to no message");
    // Replies: only by the power asked, once, in the same conversation and phase.
    Message accept = reply_of(press, peace, MessageKind::Accept);
    Message forged = accept;
    forged.from = kFrance;
    forged.to = kGermany;
    refused(forged, "a reply to one's own message");
    forged = accept;
    forged.from = kEngland;
    refused(forged, "a reply to another conversation");
    forged = accept;
    forged.reply_to = -1;
    refused(forged, "a reply to no message");
    forged = accept;
    forged.kind = MessageKind::Answer;
    refused(forged, "an answer to no question");
    forged = accept;
    forged.deal.kind = DealKind::Dmz;
    refused(forged, "this message carries no deal");
    send(press, accept, pos);
    refused(accept, "a message already answered");
    // A withdrawal: from a standing deal in force, by either of its powers.
    Message withdraw = reply_of(press, peace, MessageKind::Withdraw);
    withdraw.from = kFrance;
    withdraw.to = kGermany;
    CHECK(check_message(press, withdraw, rules, pos).empty());
    Message orders = proposal_of(kFrance, kGermany, pos.phase, DealKind::Orders);
    orders.deal.orders = {one_order("France: A Par - Bur", pos)};
    const int promised = send(press, orders, pos);
    send(press, reply_of(press, promised, MessageKind::Accept), pos);
    withdraw.reply_to = promised;
    refused(withdraw, "a withdrawal from no standing deal");
    Message stranger = proposal_of(kEngland, kGermany, pos.phase, DealKind::Peace);
    const int other = send(press, stranger, pos);
    withdraw.reply_to = other;
    refused(withdraw, "a reply to another conversation");
    // Once withdrawn from, a deal stays in force through the phase, but may not be withdrawn from again.
    withdraw.reply_to = peace;
    send(press, withdraw, pos);
    refused(withdraw, "a deal already withdrawn from");
    withdraw.from = kGermany;
    withdraw.to = kFrance;
    refused(withdraw, "a deal already withdrawn from");

    // Deals naming what is not there, or what may not be promised.
    const auto deal = [&](DealKind kind) { return proposal_of(kFrance, kGermany, pos.phase, kind); };
    m = deal(DealKind::Dmz);
    refused(m, "a demilitarised zone with no provinces");
    m.deal.provinces = {200};
    refused(m, "a province not on this board");
    m.deal.provinces = {province_named("Bur"), province_named("Bur")};
    refused(m, "a province named twice");
    m = deal(DealKind::Alliance);
    refused(m, "an alliance against nobody");
    m.deal.powers = {kGermany};
    refused(m, "an alliance against one of its own members");
    m.deal.powers = {kRussia};
    refused(m, "an alliance against a power out of the game");
    m.deal.powers = {kEngland, kEngland};
    refused(m, "a power named twice");
    m.deal.powers = {77};
    refused(m, "a power not on this board");
    m = deal(DealKind::Draw);
    m.deal.powers = {kFrance, kEngland};
    refused(m, "a draw that leaves out one of the two powers talking");
    m.deal.powers = {kFrance, kGermany, kRussia};
    refused(m, "a draw with a power out of the game");
    m = deal(DealKind::Orders);
    refused(m, "a promise of no orders");
    m.deal.orders = {one_order("England: F Lon - Nth", pos)};
    refused(m, "an order of a power not in the conversation");
    m.deal.orders = {one_order("France: A Mun - Bur", pos)};  // Germany's unit, ordered as France's
    refused(m, "an order for a unit the power does not have");
    m.deal.orders = {one_order("France: A Par - Mun", pos)};
    refused(m, "an order that is not legal: A Par - Mun");
    m.deal.orders = {one_order("France: A Par - Bur", pos), one_order("France: A Par - Pic", pos)};
    refused(m, "two orders for one unit");
    m.deal.orders = {power_order(OrderKind::Waive, kFrance)};
    refused(m, "an order that is not a unit's");
    m.deal.orders = {one_order("France: A Par - Bur", pos)};
    m.deal.orders[0].unit = 250;
    refused(m, "an order that is not a unit's");
    m = deal(DealKind::Peace);
    m.deal.orders = {one_order("France: A Par - Bur", pos)};
    refused(m, "this deal names no orders");
    m.deal.orders.clear();
    m.deal.provinces = {province_named("Bur")};
    refused(m, "this deal names no provinces");

    // Questions and answers.
    Message ask = question_of(kFrance, kGermany, pos.phase, province_named("Par"));
    refused(ask, "a question about a unit the power does not have");
    ask.asked = province_named("Mun");
    ask.reply_to = peace;
    refused(ask, "a reply to nothing");
    ask.reply_to = -1;
    const int question = send(press, ask, pos);
    Message answer = reply_of(press, question, MessageKind::Answer);
    answer.deal.kind = DealKind::Orders;
    answer.deal.orders = {one_order("Germany: A Ruh - Bel", pos)};
    refused(answer, "an answer about another unit");
    answer.deal.orders = {one_order("France: A Par - Bur", pos)};
    refused(answer, "an answer gives the answerer's own orders");
    answer.deal = Deal{};
    refused(answer, "an answer gives orders");
    Message accept_question = reply_of(press, question, MessageKind::Accept);
    refused(accept_question, "a reply to no proposal");
    m = base;
    m.asked = province_named("Mun");
    refused(m, "only a question asks about a unit");

    // Another phase: nothing of this one may be answered there, and orders are promised only in movement.
    Position later = pos;
    later.phase = Phase{Season::Spring, PhaseKind::Retreats, 1902};
    Message late = reply_of(press, question, MessageKind::Answer);
    late.phase = later.phase;
    late.deal.kind = DealKind::Orders;
    late.deal.orders = {one_order("Germany: A Mun - Bur", pos)};
    CHECK(check_message(press, late, rules, later) == "a reply to another phase's message");
    Message retreat_orders = proposal_of(kFrance, kGermany, later.phase, DealKind::Orders);
    retreat_orders.deal.orders = {one_order("France: A Par - Bur", pos)};
    CHECK(check_message(press, retreat_orders, rules, later) == "orders are promised in movement phases");
}

TEST_CASE(
    "[press] a standing deal binds from its phase until a withdrawal's phase is over, promised orders only "
    "their phase, a draw or a rejected deal never") {
    const Position pos = position_from(kBorder);
    Press press;
    const int peace = send(press, proposal_of(kFrance, kGermany, pos.phase, DealKind::Peace), pos);
    send(press, reply_of(press, peace, MessageKind::Accept), pos);
    Message orders = proposal_of(kGermany, kFrance, pos.phase, DealKind::Orders);
    orders.deal.orders = {one_order("Germany: A Mun - Tyr", pos)};
    const int promised = send(press, orders, pos);
    send(press, reply_of(press, promised, MessageKind::Accept), pos);
    Message draw = proposal_of(kGermany, kFrance, pos.phase, DealKind::Draw);
    draw.deal.powers = {kFrance, kGermany};
    const int drawn = send(press, draw, pos);
    send(press, reply_of(press, drawn, MessageKind::Accept), pos);
    const int refused_zone = [&] {
        Message z = proposal_of(kEngland, kFrance, pos.phase, DealKind::Dmz);
        z.deal.provinces = {province_named("Eng")};
        return send(press, z, pos);
    }();
    send(press, reply_of(press, refused_zone, MessageKind::Reject), pos);
    const Phase spring{Season::Spring, PhaseKind::Movement, 1902}, fall{Season::Fall, PhaseKind::Movement, 1902},
        next_spring{Season::Spring, PhaseKind::Movement, 1903}, earlier{Season::Fall, PhaseKind::Movement, 1901};
    CHECK(deals_in_force(press, spring) == std::vector<int>{peace, promised});
    CHECK(deals_in_force(press, fall) == std::vector<int>{peace});
    CHECK(deals_in_force(press, earlier).empty());
    CHECK(deals_between(press, fall, kGermany, kFrance) == std::vector<int>{peace});
    CHECK(deals_between(press, fall, kEngland, kFrance).empty());
    // Germany withdraws in the fall: the peace binds through that phase, and no longer.
    Position in_fall = pos;
    in_fall.phase = fall;
    Message withdraw;
    withdraw.from = kGermany;
    withdraw.to = kFrance;
    withdraw.phase = fall;
    withdraw.kind = MessageKind::Withdraw;
    withdraw.reply_to = peace;
    send(press, withdraw, in_fall);
    CHECK(message_text(press, press.back(), standard()) == "I withdraw from our deal: peace between us.");
    Message why = press.back();  // a computer player says why it withdraws
    why.reason = ReplyReason::NotTrusted;
    CHECK(message_text(press, why, standard()) ==
          "I withdraw from our deal: peace between us; you have not kept faith with me.");
    CHECK(deals_in_force(press, fall) == std::vector<int>{peace});
    CHECK(deals_in_force(press, next_spring).empty());
}

TEST_CASE("[press] promises are checked against the orders played, and the account says which were kept") {
    const Position pos = position_from(kBorder);
    const Map& map = standard();
    Press press;
    const int peace = send(press, proposal_of(kFrance, kGermany, pos.phase, DealKind::Peace), pos);
    send(press, reply_of(press, peace, MessageKind::Accept), pos);
    Message zone = proposal_of(kFrance, kEngland, pos.phase, DealKind::Dmz);
    zone.deal.provinces = {province_named("Eng"), province_named("Pic")};
    const int dmz = send(press, zone, pos);
    send(press, reply_of(press, dmz, MessageKind::Accept), pos);
    Message support = proposal_of(kFrance, kGermany, pos.phase, DealKind::Orders);
    support.deal.orders = {one_order("Germany: A Ruh - Bel", pos), one_order("France: A Bur S A Ruh - Bel", pos)};
    const int promised = send(press, support, pos);
    send(press, reply_of(press, promised, MessageKind::Accept), pos);

    SECTION("every promise kept") {
        const std::vector<PromiseCheck> checks = played(press, pos,
                                                        "  France: A Bur S A Ruh - Bel\n  Germany: A Ruh - Bel\n"
                                                        "  England: F Lon - Nth\n  France: F Bre - Mao");
        REQUIRE(checks.size() == 6);
        for (const PromiseCheck& c : checks) CHECK(c.kept);
        CHECK(promise_text(press, checks[0], map) == "France kept the peace with Germany.");
        CHECK(promise_text(press, checks[2], map) ==
              "France kept its promise to keep out of English Channel and Picardy.");
        CHECK(promise_text(press, checks[5], map) == "Germany kept its promise to order A Ruh - Bel.");
        const auto records = promise_records(checks);
        CHECK(records[kFrance].kept == 3);
        CHECK(records[kGermany].kept == 2);
        CHECK(records[kEngland].kept == 1);
    }
    SECTION("peace broken by an attack, a zone by entering it, orders by others given instead") {
        const std::vector<PromiseCheck> checks =
            played(press, pos,
                   "  Germany: A Mun - Bur\n  Germany: A Ruh - Hol\n  France: A Bur S A Ruh - Bel\n"
                   "  France: F Bre - Eng\n  England: F Lon - Eng");
        REQUIRE(checks.size() == 6);
        CHECK(promise_text(press, checks[0], map) == "France kept the peace with Germany.");
        CHECK(promise_text(press, checks[1], map) == "Germany promised peace with France, and ordered A Mun - Bur.");
        CHECK(promise_text(press, checks[2], map) ==
              "France promised to keep out of English Channel and Picardy, and ordered F Bre - Eng.");
        CHECK(promise_text(press, checks[3], map) ==
              "England promised to keep out of English Channel and Picardy, and ordered F Lon - Eng.");
        CHECK(promise_text(press, checks[4], map) == "France kept its promise to order A Bur S A Ruh - Bel.");
        CHECK(promise_text(press, checks[5], map) ==
              "Germany promised to order A Ruh - Bel, and did not order A Ruh - Bel.");
        CHECK(checks[5].missing);
        const auto records = promise_records(checks);
        CHECK(records[kFrance].kept == 2);
        CHECK(records[kFrance].broken == 1);
        CHECK(records[kGermany].broken == 2);
    }
    SECTION("a support or a convoy into a province promised breaks the promise too; a unit already there may stay") {
        const SpaceSet out = deal_keep_out(zone.deal, kFrance, pos, map);
        CHECK(enters(one_order("France: A Par S A Bur - Pic", pos), out, map));
        Order convoy = one_order("England: F Lon C A Bur - Pic", pos);
        CHECK(enters(convoy, out, map));
        CHECK_FALSE(enters(one_order("France: A Par - Gas", pos), out, map));
        // Peace closes the other's units and centres: Germany's Berlin, empty, as much as Munich.
        const SpaceSet peace_out = deal_keep_out(press[static_cast<std::size_t>(peace)].deal, kGermany, pos, map);
        CHECK(peace_out.contains(province_named("Ber")));
        CHECK(peace_out.contains(province_named("Ruh")));
        CHECK_FALSE(peace_out.contains(province_named("Hol")));
        CHECK(played(press, pos, "  France: A Bur H").at(0).kept);
    }
    SECTION("other phases check nothing") {
        Position retreats = pos;
        retreats.phase.kind = PhaseKind::Retreats;
        PhaseResult r;
        CHECK(check_promises(press, map, retreats, r).empty());
    }
}

TEST_CASE(
    "[press] helping a partner's own unit into its own centre keeps the peace, helping anyone else in breaks it") {
    // Germany owns Belgium, empty; at peace with Germany, France asked to support A Ruh - Bel. Before 2026-12-01 the
    // support counted as entering Germany's centre: the peace was reported broken, and Germany withdrew from it.
    const Position pos = position_from(R"(phase: Spring 1902 Movement
units:
  France: A Par, A Bur
  Germany: A Mun, A Ruh
  England: F Nth
centres:
  France: Par, Mar, Bre
  Germany: Mun, Ber, Kie, Bel
  England: Lon
)");
    const Map& map = standard();
    Press press;
    const int peace = send(press, proposal_of(kFrance, kGermany, pos.phase, DealKind::Peace), pos);
    send(press, reply_of(press, peace, MessageKind::Accept), pos);
    Message support = proposal_of(kGermany, kFrance, pos.phase, DealKind::Orders);
    support.deal.orders = {one_order("Germany: A Ruh - Bel", pos), one_order("France: A Bur S A Ruh - Bel", pos)};
    const int promised = send(press, support, pos);
    send(press, reply_of(press, promised, MessageKind::Accept), pos);
    const Commitments c = commitments_of(press, pos, map);
    const Order helps_germany = one_order("France: A Bur S A Ruh - Bel", pos);
    const Order helps_england = one_order("France: A Bur S F Nth - Bel", pos);

    CHECK(c.keep_out[kFrance].contains(province_named("Bel")));
    CHECK_FALSE(breaks_keep_out(c, kFrance, helps_germany, pos, map));
    CHECK(breaks_keep_out(c, kFrance, helps_england, pos, map));
    CHECK(breaks_keep_out(c, kFrance, one_order("France: A Bur - Bel", pos), pos, map));
    CHECK(honours(c, kFrance, {helps_germany}, pos, map));
    CHECK(honour(c, kFrance, {helps_germany}, pos, map) == std::vector<Order>{helps_germany});
    CHECK(honour(c, kFrance, {helps_england}, pos, map) == std::vector<Order>{helps_germany});  // the promise
    Commitments peace_alone = c;
    peace_alone.must_give = {};
    CHECK(honour(peace_alone, kFrance, {helps_germany}, pos, map) == std::vector<Order>{helps_germany});
    CHECK(honour(peace_alone, kFrance, {helps_england}, pos, map) ==
          std::vector<Order>{one_order("France: A Bur H", pos)});

    for (const PromiseCheck& check : played(press, pos, "  France: A Bur S A Ruh - Bel\n  Germany: A Ruh - Bel"))
        CHECK(check.kept);
    const std::vector<PromiseCheck> proxy = played(press, pos, "  France: A Bur S F Nth - Bel\n  England: F Nth - Bel");
    REQUIRE(!proxy.empty());
    CHECK_FALSE(proxy[0].kept);  // France's peace: it helped England into Germany's centre
    CHECK(promise_text(press, proxy[0], map) == "France promised peace with Germany, and ordered A Bur S F Nth - Bel.");

    // A zone stays closed to every help, the partner's own unit's too.
    Message zone = proposal_of(kFrance, kGermany, pos.phase, DealKind::Dmz);
    zone.deal.provinces = {province_named("Bel")};
    Commitments zoned;
    add_commitments(zoned, zone, pos, map);
    CHECK(breaks_keep_out(zoned, kFrance, helps_germany, pos, map));
    CHECK_FALSE(helps_partner(zone.deal, kGermany, helps_germany, pos, map));
}

TEST_CASE(
    "[press] keeping commitments: honour() changes only what breaks them, and what it gives keeps them and is "
    "legal, on random positions of every variant") {
    const Variant v = GENERATE(from_range(every_variant()));
    const Rules& rules = rules_of_variant(v);
    const Map& map = rules.map();
    INFO(variant_name(v));
    std::mt19937_64 rng(static_cast<std::uint64_t>(v) + 11);
    int changed = 0;
    for (const Position& pos : random_game_positions(rules, 3, 1904)) {
        if (pos.phase.kind != PhaseKind::Movement) continue;
        // A zone of a few provinces for every power, and for one power a promised order of each of its units.
        Commitments c;
        for (int p = 0; p < map.power_count(); ++p)
            for (int k = 0; k < 3; ++k)
                c.keep_out[p].insert(static_cast<int>(rng() % static_cast<unsigned>(map.province_count())));
        const Power promising = static_cast<Power>(rng() % static_cast<unsigned>(map.power_count()));
        for (int p = 0; p < map.province_count(); ++p) {
            const Unit& u = pos.units[p];
            if (!u || u.power != promising) continue;
            const std::vector<Order> options = rules.unit_orders(pos, static_cast<Province>(p));
            if (!options.empty()) c.must_give[promising].push_back(options[rng() % options.size()]);
        }
        std::uint64_t state = rng();
        const std::vector<Order> all = random_orders(rules, pos, state);
        for (int p = 0; p < map.power_count(); ++p) {
            std::vector<Order> mine;
            for (const Order& o : all)
                if (o.power == p) mine.push_back(o);
            const std::vector<Order> kept = honour(c, static_cast<Power>(p), mine, pos, map);
            INFO(map.power(static_cast<Power>(p)).name << " in " << phase_text(pos.phase));
            REQUIRE(kept.size() == mine.size());
            // Kept, unless two promises contradict (an order promised into a province promised to keep out of).
            const bool contradict = std::any_of(c.must_give[p].begin(), c.must_give[p].end(),
                                                [&](const Order& m) { return enters(m, c.keep_out[p], map); });
            if (!contradict) CHECK(honours(c, static_cast<Power>(p), kept, pos, map));
            for (std::size_t i = 0; i < kept.size(); ++i) {
                CHECK_FALSE(rules.check(pos, kept[i]));
                // Only an order that broke a promise is changed, or a support or convoy of the power's own unit
                // whose order was changed (it becomes a hold).
                if (!(kept[i] == mine[i])) {
                    ++changed;
                    const bool promised = std::any_of(c.must_give[p].begin(), c.must_give[p].end(),
                                                      [&](const Order& m) { return m == kept[i]; });
                    const bool helped_own =
                        (mine[i].kind == OrderKind::SupportHold || mine[i].kind == OrderKind::SupportMove ||
                         mine[i].kind == OrderKind::Convoy) &&
                        kept[i].kind == OrderKind::Hold && pos.unit_at(map.province_of(mine[i].target)).power == p;
                    CHECK((promised || enters(mine[i], c.keep_out[p], map) || helped_own));
                }
            }
        }
    }
    CHECK(changed > 0);
}
