// Decisions asked of another program (the page's Web Worker): the request and the answer carry everything, so
// the orders that come back are exactly those thought on the spot, for both rule sets and every phase kind;
// a damaged message is refused with a reason, never a crash.
#include "bot/decision.h"
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
        bot::ThinkRequest request{rules.settings(), pos, p, level, 1000u + checked, {}};
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
                              {}};
    REQUIRE(request.relations.set(kTurkey, kRussia, bot::Relations::kMostHarm, 0));
    REQUIRE(request.relations.set(kRussia, kAustria, 3, bot::Relations::kMostTrust));
    bot::ThinkRequest back;
    std::string error;
    REQUIRE(read_into(bot::decode_think_request(bot::encode_think_request(request)), back, error));
    CHECK(back.rules == request.rules);
    CHECK(back.position == request.position);
    CHECK(back.power == kTurkey);
    CHECK(back.level == bot::Level::Hard);
    CHECK(back.seed == request.seed);
    CHECK(back.relations == request.relations);
}

TEST_CASE("[bot] a damaged request or answer is refused with a reason") {
    const bot::ThinkRequest request{RuleSettings{}, start_position(standard()), kFrance, bot::Level::Easy, 7, {}};
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
