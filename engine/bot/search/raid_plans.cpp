// An opponent's raids on our home centres (raid_plans.h).
#include "raid_plans.h"

#include <algorithm>

#include "bot/easy/sound_orders.h"

namespace dip::bot {

std::vector<std::vector<Order>> raid_plans(const Board& board, Power them, Power me, const std::vector<Order>& base,
                                           int most) {
    std::vector<std::vector<Order>> out;
    const Position& pos = board.pos;
    const Map& map = board.map;
    if (most <= 0 || pos.phase.kind != PhaseKind::Movement || pos.phase.season != Season::Fall) return out;
    std::vector<Province> homes, guarded;  // ours, empty first
    for (int c = 0; c < map.province_count(); ++c) {
        if (map.province(static_cast<Province>(c)).home != me || pos.owner[c] != me) continue;
        const Unit& u = pos.units[c];
        (u && u.power == me ? guarded : homes).push_back(static_cast<Province>(c));
    }
    homes.insert(homes.end(), guarded.begin(), guarded.end());
    for (Province home : homes) {
        for (std::size_t i = 0; i < base.size() && static_cast<int>(out.size()) < most; ++i) {
            const Order& o = base[i];
            if (!is_unit_order(o.kind) || o.unit == kNone) continue;
            if (o.kind == OrderKind::Move && map.province_of(o.dest) == home) continue;  // a raid already
            const Unit& u = pos.units[map.province_of(o.unit)];
            if (!u || u.power != them) continue;
            const Order raid = move_order(u, static_cast<Loc>(home));
            if (board.rules.check(pos, raid)) continue;  // not next to it, or not by this unit
            std::vector<Order> plan = base;
            plan[i] = raid;
            make_sound(board, plan);  // supports of the unit's old order follow it, or give way
            if (std::find(out.begin(), out.end(), plan) == out.end()) out.push_back(std::move(plan));
        }
    }
    return out;
}

}  // namespace dip::bot
