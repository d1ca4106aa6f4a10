// Plans that carry an army by sea: chains of the power's own fleets, the coasts beyond, every plan legal,
// complete and sound, and the search taking one when the sea is the only way to a centre.
#include "bot/search/convoy_plans.h"

#include "bot/easy/easy.h"
#include "bot_checks.h"

using namespace dip;
using namespace dip::test;

namespace {

bool has(const std::vector<Order>& orders, const std::string& text, const Map& map = standard()) {
    for (const Order& o : orders)
        if (to_text(o, map) == text) return true;
    return false;
}

std::vector<Order> easy_best(const Rules& rules, const Position& pos, Power me) {
    bot::Random rng(1);
    return bot::easy_orders(rules, pos, me, rng, bot::kGreedy);
}

}  // namespace

TEST_CASE("[convoys] chains of the power's fleets carry an army to centres it cannot walk to") {
    const Position pos = position_from(R"(phase: Fall 1901 Movement
units:
  England: A Yor, F Nth, F Ska
)");
    std::vector<Order> holds;  // the base set: every unit holds
    for (const char* at : {"Yor", "Nth", "Ska"})
        holds.push_back(unit_order(OrderKind::Hold, pos.units[province_named(at)]));
    const bot::Board board(standard_rules(), pos);
    const std::vector<std::vector<Order>> plans = bot::convoy_plans(board, kEngland, holds, 40);
    std::string all;
    for (const std::vector<Order>& plan : plans) all += orders_text(plan) + "--\n";
    INFO(all);
    for (const std::vector<Order>& plan : plans) require_legal_and_complete(standard_rules(), pos, kEngland, plan);
    auto offered = [&](const char* dest, bool both_fleets) {
        for (const std::vector<Order>& plan : plans)
            if (has(plan, std::string("A Yor - ") + dest + " via convoy") &&
                has(plan, std::string("F Nth C A Yor - ") + dest) == true &&
                has(plan, std::string("F Ska C A Yor - ") + dest) == both_fleets)
                return true;
        return false;
    };
    CHECK(offered("Nwy", false));  // the shortest chain: the North Sea alone
    CHECK(offered("Den", false));
    CHECK(offered("Bel", false));
    CHECK(offered("Swe", true));  // through the North Sea and the Skagerrak
    // And Holland; not Edinburgh (its own, and it can walk there), nor coasts that are not centres (Clyde,
    // Picardy...). The Skagerrak's fleet, idle, supports the landings it is next to: Norway and Denmark.
    auto supported = [&](const char* dest) {
        for (const std::vector<Order>& plan : plans)
            if (has(plan, std::string("A Yor - ") + dest + " via convoy") &&
                has(plan, std::string("F Ska S A Yor - ") + dest))
                return true;
        return false;
    };
    CHECK(supported("Nwy"));
    CHECK(supported("Den"));
    CHECK_FALSE(supported("Bel"));
    CHECK(plans.size() == 5 + 2);
}

TEST_CASE("[convoys] a unit that followed a fleet of the chain holds instead") {
    const Position pos = position_from(R"(phase: Fall 1901 Movement
units:
  England: A Yor, F Nth, F Lon
)");
    const bot::Board board(standard_rules(), pos);
    const std::vector<Order> base = {move_order(pos.units[province_named("Nth")], location_named("Nwy")),
                                     move_order(pos.units[province_named("Lon")], location_named("Nth")),
                                     unit_order(OrderKind::Hold, pos.units[province_named("Yor")])};
    const std::vector<std::vector<Order>> plans = bot::convoy_plans(board, kEngland, base, 40);
    bool denmark = false;
    for (const std::vector<Order>& plan : plans) {
        require_legal_and_complete(standard_rules(), pos, kEngland, plan);
        if (has(plan, "A Yor - Den via convoy")) denmark = has(plan, "F Lon H") && has(plan, "F Nth C A Yor - Den");
        CHECK_FALSE(has(plan, "A Yor - Nwy via convoy"));  // its fleet was going there
    }
    CHECK(denmark);
}

TEST_CASE("[convoys] every plan in the positions of Easy's games is legal, complete and sound, on every variant") {
    int plans_seen = 0;
    for (const auto& variant : catalogue().variants()) {
        const Rules& rules = rules_for(variant->number);
        for (const Position& pos : easy_game_positions(rules, 3, rules.map().first_phase().year + 5)) {
            if (pos.phase.kind != PhaseKind::Movement) continue;
            const bot::Board board(rules, pos);
            for (int pw = 0; pw < board.powers; ++pw) {
                const Power me = static_cast<Power>(pw);
                for (const std::vector<Order>& plan : bot::convoy_plans(board, me, easy_best(rules, pos, me), 4)) {
                    ++plans_seen;
                    require_legal_and_complete(rules, pos, me, plan);
                    CHECK(std::count_if(plan.begin(), plan.end(),
                                        [](const Order& o) { return o.kind == OrderKind::Convoy; }) >= 1);
                }
            }
        }
    }
    CHECK(plans_seen > 50);
}

TEST_CASE("[convoys] Normal carries an army over the sea to a centre only the sea reaches") {
    // Fall: England's army in Yorkshire, its fleet in the North Sea; Norway is empty and nobody else is near.
    const Position pos = position_from(R"(phase: Fall 1901 Movement
units:
  England: A Yor, F Nth
  Russia: A Mos
)");
    int convoyed = 0;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const std::vector<Order> orders = bot::choose_orders(standard_rules(), pos, kEngland, bot::Level::Normal, seed);
        require_legal_and_complete(standard_rules(), pos, kEngland, orders);
        convoyed += has(orders, "A Yor - Nwy via convoy") || has(orders, "A Yor - Bel via convoy") ||
                    has(orders, "A Yor - Den via convoy") || has(orders, "A Yor - Hol via convoy");
    }
    CHECK(convoyed >= 4);
}
