// An opponent's raids on our home centres (raid_plans.h): a Fall's plans that walk into a home of ours next to a
// unit of theirs, the empty ones first, every plan legal, complete and sound; none in Spring or when not asked for.
#include "bot/search/raid_plans.h"

#include "bot/search/search.h"
#include "bot_checks.h"

using namespace dip;
using namespace dip::test;

namespace {

Order one_order(const std::string& text, const Position& pos) { return orders_from("  " + text, pos).at(0); }

const char* kFall = R"(phase: Fall 1901 Movement
units:
  France: A Bur, A Ruh, F Hol
  Germany: A Ber, F Kie
centers:
  France: Bre, Mar, Par
  Germany: Ber, Kie, Mun
)";

// France's orders: Burgundy and Holland hold, Ruhr supports Burgundy's hold (a support the raids must keep sound).
std::vector<Order> french_base(const Position& pos) {
    return {one_order("France: A Bur H", pos), one_order("France: A Ruh S A Bur", pos),
            one_order("France: F Hol H", pos)};
}

std::vector<std::string> raids(const std::vector<std::vector<Order>>& plans, const Position& pos) {
    std::vector<std::string> out;
    for (const std::vector<Order>& plan : plans) {
        require_legal_and_complete(standard_rules(), pos, kFrance, plan);
        for (const Order& o : plan)
            if (o.kind == OrderKind::Move) out.push_back(to_text(o, standard()));
    }
    return out;
}

}  // namespace

TEST_CASE("[raids] a Fall's raids walk into our homes next to their units, the empty ones first") {
    const Position pos = position_from(kFall);
    const bot::Board board(standard_rules(), pos);
    const std::vector<Order> base = french_base(pos);
    // Munich is empty (first), then Kiel, held by a German fleet; Berlin has no French unit next to it.
    CHECK(raids(bot::raid_plans(board, kFrance, kGermany, base, 8), pos) ==
          std::vector<std::string>{"A Bur - Mun", "A Ruh - Mun", "A Ruh - Kie", "F Hol - Kie"});
    CHECK(raids(bot::raid_plans(board, kFrance, kGermany, base, 1), pos) == std::vector<std::string>{"A Bur - Mun"});
    // Ruhr's support of Burgundy's hold follows Burgundy into Munich when Burgundy leaves (the plan stays sound).
    const std::vector<Order> first = bot::raid_plans(board, kFrance, kGermany, base, 1).at(0);
    CHECK(orders_text(first).find("A Ruh S A Bur\n") == std::string::npos);
    INFO(orders_text(first));
    CHECK(orders_text(first).find("A Ruh S A Bur - Mun") != std::string::npos);
    CHECK(bot::raid_plans(board, kFrance, kGermany, base, 0).empty());
}

TEST_CASE("[raids] none in Spring, where a centre does not change hands, and none by default in the search") {
    std::string spring = kFall;
    spring.replace(spring.find("Fall"), 4, "Spring");
    const Position pos = position_from(spring);
    const bot::Board board(standard_rules(), pos);
    CHECK(bot::raid_plans(board, kFrance, kGermany, french_base(pos), 8).empty());
    CHECK(bot::Budget{}.raids == 0);
    CHECK(bot::budget_for(bot::Level::Normal).raids == 0);
    CHECK(bot::budget_for(bot::Level::Hard).raids == 0);
}
