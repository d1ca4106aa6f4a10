// Every save form a position and its orders can travel in: a position code (#p=), a game record (its start and
// the orders being written), an orders code per power (play by link), and a computer player's request and
// answer (the page's workers). Each must decode to exactly what was encoded. Shared by the property test
// (tests/frontend/round_trip_test.cpp) and the fuzzers (tests/fuzz/), so both hold every form to one standard.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "bot/think_wire.h"
#include "catalogue.h"
#include "save.h"
#include "read_into.h"

namespace dip::test {

// Orders as every save form keeps them: grouped by power, in the order given within each power (the order
// matters for adjustments only within a power).
inline std::vector<Order> by_power(std::vector<Order> orders) {
    std::stable_sort(orders.begin(), orders.end(), [](const Order& a, const Order& b) { return a.power < b.power; });
    return orders;
}

// "" when every form reads back the same; otherwise which form did not, and how.
inline std::string round_trip_error(const Position& pos, const std::vector<Order>& given, const RuleSettings& rules) {
    const std::vector<Order> orders = by_power(given);
    const Map& map = catalogue().at(rules.variant).map;
    std::string error;

    SavedPosition back;
    if (!read_into(decode_position(encode_position({pos, orders, rules})), back, error))
        return "position code: " + error;
    if (!(back.position == pos)) return "position code: another position";
    if (back.orders != orders) return "position code: other orders";
    if (back.rules != rules) return "position code: other rules";

    GameRecord g;
    g.start = pos;
    g.pending = orders;
    g.settings.rules = rules;
    GameRecord g_back;
    if (!read_into(decode_game(encode_game(g)), g_back, error)) return "game record: " + error;
    if (!(g_back.start == pos) || g_back.pending != orders) return "game record: another start or other orders";

    for (int p = 0; p < map.power_count(); ++p) {
        OrdersCode code{7, 3, static_cast<Power>(p), {}, rules.variant, {}};
        for (const Order& o : orders)
            if (o.power == p) code.orders.push_back(o);
        OrdersCode code_back;
        if (!read_into(decode_orders_code(encode_orders_code(code)), code_back, error)) return "orders code: " + error;
        if (code_back.orders != code.orders || code_back.power != code.power) return "orders code: other orders";

        std::vector<Order> answer;
        if (!read_into(bot::decode_think_answer(bot::encode_think_answer(code.orders, map), map), answer, error))
            return "computer's answer: " + error;
        if (answer != code.orders) return "computer's answer: other orders";
    }

    bot::ThinkRequest request{rules, pos, static_cast<Power>(map.power_count() - 1), bot::Level::Hard, 99, {}, {},
                              {},    {}};
    request.relations.set(0, request.power, bot::Relations::kMostHarm, bot::Relations::kMostTrust);
    bot::ThinkRequest request_back;
    if (!read_into(bot::decode_think_request(bot::encode_think_request(request)), request_back, error))
        return "computer's request: " + error;
    if (!(request_back.position == pos) || request_back.rules != rules || request_back.power != request.power)
        return "computer's request: another position";
    if (!(request_back.relations == request.relations)) return "computer's request: other relations";
    return "";
}

}  // namespace dip::test
