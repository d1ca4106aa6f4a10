// Easy's retreat phase: each dislodged unit, in random order, draws a retreat from DumbBot's values (a disband
// only when nothing else is left), never two into one province.
#include "draw.h"
#include "easy.h"
#include "valuation.h"

namespace dip::bot {

std::vector<Order> easy_retreats(const Board& board, Power me, Random& rng, int sharpness) {
    const Map& map = board.map;
    std::vector<Province> dislodged;
    for (int p = 0; p < map.province_count(); ++p)
        if (board.pos.dislodged[p].unit && board.pos.dislodged[p].unit.power == me)
            dislodged.push_back(static_cast<Province>(p));
    if (dislodged.empty()) return {};
    rng.shuffle(dislodged);
    const Values values = destination_values(board, me, board.pos.phase.season);
    std::vector<Order> out;
    SpaceSet taken;  // provinces one of our retreats already goes to
    for (Province p : dislodged) {
        std::vector<Option> options;
        for (const Order& o : board.rules.unit_orders(board.pos, p)) {
            if (o.kind == OrderKind::Retreat && !taken.contains(map.province_of(o.dest)))
                options.push_back({values.of(o.unit_type, o.dest), o});
            else if (o.kind == OrderKind::Disband) options.push_back({-1, o});  // below every retreat worth making
        }
        if (options.empty()) continue;
        sort_best_first(options);
        if (options[0].order.kind == OrderKind::Disband)
            std::rotate(options.begin(), options.begin() + 1, options.end());
        const Order& chosen = options[draw_index(options, rng, sharpness)].order;
        if (chosen.kind == OrderKind::Retreat) taken.insert(map.province_of(chosen.dest));
        out.push_back(chosen);
    }
    return out;
}

}  // namespace dip::bot
