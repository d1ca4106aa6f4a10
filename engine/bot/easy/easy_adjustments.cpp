// Easy's adjustments: builds drawn from DumbBot's winter values over the vacant centres it may build in (one per
// province, builds it cannot place waived), or removals of the units worth least.
#include "adjustments.h"
#include "draw.h"
#include "easy.h"
#include "valuation.h"

namespace dip::bot {

namespace {

std::vector<Order> builds(const Board& board, Power me, int due, const Values& values, Random& rng, int sharpness) {
    const Map& map = board.map;
    std::vector<Option> options;
    for (int p = 0; p < map.province_count(); ++p)
        if (map.may_build_in(me, static_cast<Province>(p)))
            for (const Order& o : board.rules.unit_orders(board.pos, static_cast<Province>(p)))
                if (o.kind == OrderKind::Build && o.power == me) options.push_back({values.of(o.unit_type, o.unit), o});
    sort_best_first(options);
    std::vector<Order> out;
    for (; due > 0 && !options.empty(); --due) {
        const Order chosen = options[draw_index(options, rng, sharpness)].order;
        out.push_back(chosen);
        std::erase_if(options,
                      [&](const Option& o) { return map.province_of(o.order.unit) == map.province_of(chosen.unit); });
    }
    for (const Order& waive : board.rules.power_orders(board.pos, me))
        if (waive.kind == OrderKind::Waive)
            for (; due > 0; --due) out.push_back(waive);
    return out;
}

// Lowest value first: the draw steps to the next-lowest as DumbBot's draw steps to the next-best.
std::vector<Order> removals(const Board& board, Power me, int due, const Values& values, Random& rng, int sharpness) {
    std::vector<Option> options;
    for (Province p : board.units[me]) {
        const Unit& u = board.pos.units[p];
        options.push_back({values.of(u.type, u.loc), unit_order(OrderKind::Remove, u)});
    }
    sort_best_first(options);
    std::reverse(options.begin(), options.end());
    std::vector<Order> out;
    for (; due > 0 && !options.empty(); --due) {
        std::size_t i = 0;
        while (sharpness != kGreedy && i + 1 < options.size() &&
               step_on(options[i + 1].value, options[i].value, rng, sharpness))
            ++i;
        out.push_back(options[i].order);
        options.erase(options.begin() + static_cast<long>(i));
    }
    return out;
}

}  // namespace

std::vector<Order> easy_adjustments(const Board& board, Power me, Random& rng, int sharpness) {
    if (me >= board.powers) return {};
    const int due = adjustment_due(board.pos, me);
    if (due == 0) return {};
    const Values values = destination_values(board, me, Season::Winter);
    if (due > 0) return builds(board, me, due, values, rng, sharpness);
    return removals(board, me, -due, values, rng, sharpness);
}

}  // namespace dip::bot
