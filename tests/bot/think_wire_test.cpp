// Decisions asked of another program (the page's Web Worker): the request and the answer carry everything, so
// the orders that come back are exactly those thought on the spot, for both rule sets and every phase kind;
// a damaged message is refused with a reason, never a crash.
#include "bot/decision.h"
#include "bot/press/negotiator.h"
#include "bot/think_wire.h"
#include "bot_checks.h"
#include "../read_into.h"

using namespace dip;
using namespace dip::test;

namespace {

std::vector<Order> through_the_wire(const bot::ThinkRequest& request) {
    const std::string answer = bot::answer_think_request(bot::encode_think_request(request));
    std::vector<Order> orders;
    std::string error;
    REQUIRE(read_into(bot::decode_think_answer(answer, standard()), orders, error));
    return orders;
}

}  // namespace

TEST_CASE("[bot] a decision asked through the wire is the one made on the spot") {
    const Variant variant = GENERATE(Variant::Standard, Variant::Formal);
    const Rules& rules = rules_for(variant);
    int checked = 0;
    for (const Position& pos : random_positions(rules, 6, 31)) {
        const Power p = static_cast<Power>(checked % standard().power_count());
        const bot::Level level = checked % 5 == 0 ? bot::Level::Normal : bot::Level::Easy;
        bot::ThinkRequest request{rules.settings(), pos, p, level, 1000u + checked, {}, {}, {}, {}};
        // Every other decision with friends and foes: the request carries them, and the answer follows them.
        if (checked % 2) {
            REQUIRE(request.relations.set(p, static_cast<Power>((p + 1) % 7), bot::Relations::kMostHarm, 0));
            REQUIRE(request.relations.set(p, static_cast<Power>((p + 2) % 7), 0, bot::Relations::kMostTrust));
        }
        INFO(phase_text(pos.phase) << ", " << standard().power(p).name);
        CHECK(through_the_wire(request) == bot::choose_orders(rules, pos, p, level, request.seed, &request.relations));
        ++checked;
    }
    CHECK(checked >= 18);
}

TEST_CASE("[bot] a request keeps the rules' settings, the power, the level, a 64-bit seed and the relations") {
    bot::ThinkRequest request{RuleSettings{Variant::Formal, -1, 1912, 20},
                              start_position(standard()),
                              kTurkey,
                              bot::Level::Hard,
                              0xfedcba9876543210ull,
                              {},
                              {},
                              {},
                              {}};
    REQUIRE(request.relations.set(kTurkey, kRussia, bot::Relations::kMostHarm, 0));
    REQUIRE(request.relations.set(kRussia, kAustria, 3, bot::Relations::kMostTrust, bot::Relations::kGrudgePhases));
    const Province bur = province_named("Bur"), mun = province_named("Mun");
    REQUIRE(request.relations.set_bounce(mun, bur));  // Munich's move to Burgundy bounced last phase
    bot::ThinkRequest back;
    std::string error;
    REQUIRE(read_into(bot::decode_think_request(bot::encode_think_request(request)), back, error));
    CHECK(back.rules == request.rules);
    CHECK(back.position == request.position);
    CHECK(back.power == kTurkey);
    CHECK(back.level == bot::Level::Hard);
    CHECK(back.seed == request.seed);
    CHECK(back.relations == request.relations);
    CHECK(back.relations.bounced_into(mun) == bur);
    CHECK(back.relations.grudge(kRussia, kAustria) == bot::Relations::kGrudgePhases);
}

TEST_CASE("[bot] a damaged request or answer is refused with a reason") {
    const bot::ThinkRequest request{
        RuleSettings{}, start_position(standard()), kFrance, bot::Level::Easy, 7, {}, {}, {}, {}};
    const std::string good = bot::encode_think_request(request);
    bot::ThinkRequest back;
    std::string error;
    for (const std::string& bad : {std::string(""), std::string("zz"), good.substr(0, good.size() - 3),
                                   good.substr(0, 6), "ff" + good.substr(2), std::string(4000, 'f')}) {
        INFO(bad.substr(0, 40));
        error.clear();
        CHECK_FALSE(read_into(bot::decode_think_request(bad), back, error));
        CHECK_FALSE(error.empty());
        CHECK(bot::answer_think_request(bad).rfind("error: ", 0) == 0);
    }
    std::vector<Order> orders;
    CHECK_FALSE(read_into(bot::decode_think_answer("error: the worker failed", standard()), orders, error));
    CHECK(error == "the worker failed");
    CHECK_FALSE(read_into(bot::decode_think_answer("0g", standard()), orders, error));
}

TEST_CASE("[bot] a decision thought a step at a time tells its progress and ends as choose_orders does") {
    // Fall 1901: in the first Spring the book decides at once (openings.h).
    PhaseResult spring;
    standard_rules().adjudicate(start_position(standard()), {}, spring);
    const Position& start = spring.next;
    bot::Decision decision(standard_rules(), start, kGermany, bot::Level::Normal, 5);
    int last = decision.percent(), steps = 0;
    CHECK(last == 0);
    while (decision.step()) {
        CHECK(decision.percent() >= last);
        last = decision.percent();
        ++steps;
    }
    CHECK(steps > 5);
    CHECK(decision.percent() == 100);
    CHECK(decision.orders() == bot::choose_orders(standard_rules(), start, kGermany, bot::Level::Normal, 5));
    bot::Decision easy(standard_rules(), start, kGermany, bot::Level::Easy, 5);
    CHECK_FALSE(easy.step());
    CHECK(easy.orders() == bot::choose_orders(standard_rules(), start, kGermany, bot::Level::Easy, 5));
}

TEST_CASE("[bot] a request carries the deals in force, and the answer keeps them as choose_orders does") {
    const Rules& rules = standard_rules();
    const Position pos = position_from(R"(phase: Fall 1901 Movement
units:
  France: A Pic, A Par, F Bre
  Germany: A Ruh, A Mun, F Kie
centres:
  France: Par, Mar, Bre
  Germany: Mun, Ber, Kie
)");
    Message zone;
    zone.from = kFrance;
    zone.to = kGermany;
    zone.phase = pos.phase;
    zone.deal.kind = DealKind::Dmz;
    zone.deal.provinces = {province_named("Bel"), province_named("Bur")};
    Message support = zone;
    support.deal = Deal{};
    support.deal.kind = DealKind::Orders;
    // In power order, as the wire groups them.
    support.deal.orders = orders_from("  France: A Par - Gas\n  Germany: A Mun - Tyr", pos);
    const bot::Level level = GENERATE(bot::Level::Easy, bot::Level::Normal);
    bot::ThinkRequest request{rules.settings(), pos, kGermany, level, 99, {}, {zone, support}, {}, {}};
    bot::ThinkRequest back;
    std::string error;
    REQUIRE(read_into(bot::decode_think_request(bot::encode_think_request(request)), back, error));
    CHECK(back.deals == request.deals);
    Commitments c;
    for (const Message& d : request.deals) add_commitments(c, d, pos, standard());
    const std::vector<Order> kept = through_the_wire(request);
    CHECK(kept == bot::choose_orders(rules, pos, kGermany, level, 99, &request.relations, &c));
    CHECK(honours(c, kGermany, kept, pos, standard()));

    // Deals a damaged or crafted request could carry are refused.
    const auto refused = [&](const Message& bad) {
        bot::ThinkRequest r = request;
        r.deals = {bad};
        error.clear();
        CHECK_FALSE(read_into(bot::decode_think_request(bot::encode_think_request(r)), back, error));
        CHECK(error == "a request out of range");
    };
    Message bad = zone;
    bad.to = kFrance;  // with itself
    refused(bad);
    bad = zone;
    bad.deal.kind = static_cast<DealKind>(7);
    refused(bad);
    bad = support;
    bad.deal.orders = orders_from("  England: F Lon - Nth", start_position(standard()));  // a third power's order
    refused(bad);
    bad = zone;
    bad.deal.provinces = {200};
    refused(bad);
}

TEST_CASE("[bot] a request for the talk comes back as the round among the computer players holds it") {
    const Rules& rules = standard_rules();
    const Position pos = position_from(R"(phase: Fall 1902 Movement
units:
  France: A Bur, A Pic, F Bre
  Germany: A Mun, A Ruh, F Kie
  England: F Nth, F Lon
centres:
  France: Par, Mar, Bre, Spa
  Germany: Mun, Ber, Kie, Hol
  England: Lon, Edi, Lvp
)");
    // Germany turned down France's peace this phase: France does not ask again within the year.
    Press press{proposal_of(kFrance, kGermany, pos.phase, DealKind::Peace)};
    press.push_back(reply_of(press, 0, MessageKind::Reject, ReplyReason::WorseForMe));
    const bot::Level level = GENERATE(bot::Level::Easy, bot::Level::Normal);
    // France and England are computers, Germany a person (it answers nothing in the round); France speaks.
    bot::ThinkRequest request{rules.settings(), pos, kFrance, level, 31, {}, {}, bot::ThinkRequest::Task::Talk,
                              {press, {}}};
    request.talk.talkers.computer[kFrance] = level;
    request.talk.talkers.computer[kEngland] = bot::Level::Easy;
    request.talk.talkers.speaks[kFrance] = true;
    bot::ThinkRequest back;
    std::string error;
    REQUIRE(read_into(bot::decode_think_request(bot::encode_think_request(request)), back, error));
    CHECK(back.task == bot::ThinkRequest::Task::Talk);
    CHECK(back.talk.press == press);
    CHECK(back.talk.talkers.computer == request.talk.talkers.computer);
    CHECK(back.talk.talkers.speaks == request.talk.talkers.speaks);
    const Expected<Press> talked =
        bot::decode_talk_answer(bot::answer_think_request(bot::encode_think_request(request)), standard());
    REQUIRE(talked.ok());
    CHECK(*talked == bot::talk_round(rules, pos, press, request.talk.talkers, 31, &request.relations));
    REQUIRE(talked->size() >= press.size());
    CHECK(std::equal(press.begin(), press.end(), talked->begin()));
    for (std::size_t i = press.size(); i < talked->size(); ++i) {
        const Message& m = (*talked)[i];
        CHECK((m.from == kFrance || (m.from == kEngland && m.kind != MessageKind::Propose)));
        CHECK_FALSE((m.to == kGermany && m.deal.kind == DealKind::Peace));
    }
    // An answer that is not one, or a worker's error, is refused.
    CHECK_FALSE(bot::decode_talk_answer("error: the worker failed", standard()).ok());
    CHECK_FALSE(bot::decode_talk_answer("zz", standard()).ok());
    // A talker of a level this version does not have is refused.
    bot::ThinkRequest no_level = request;
    no_level.talk.talkers.computer[kEngland] = static_cast<bot::Level>(77);
    CHECK_FALSE(bot::decode_think_request(bot::encode_think_request(no_level)).ok());
    // A request of a task this version does not have is refused.
    bot::ThinkRequest unknown = request;
    unknown.task = static_cast<bot::ThinkRequest::Task>(2);
    const Expected<bot::ThinkRequest> refused = bot::decode_think_request(bot::encode_think_request(unknown));
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.failure().message == "a request out of range");
}
