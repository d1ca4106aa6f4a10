// Counting the blunders of blunders.h over a game's movement phases.
#include "blunders.h"

namespace dip::bot {

namespace {

// The power's order for the unit in `p` among the phase's results (a hold when it gave none).
const Order* order_of(const PhaseResult& r, const Map& map, Power power, Province p) {
    for (const OrderResult& o : r.results)
        if (o.order.power == power && is_unit_order(o.order.kind) && o.order.unit != kNone &&
            map.province_of(o.order.unit) == p)
            return &o.order;
    return nullptr;
}

bool moves_to(const Order* o, const Map& map, Province to) {
    return o && o->kind == OrderKind::Move && o->dest != kNone && map.province_of(o->dest) == to;
}

// Home centres the power held in a Fall and lost to a neighbour's move while it could have covered them.
int uncovered_homes(const Rules& rules, const PlayedMovement& m, Power power) {
    const Map& map = rules.map();
    const Position& pos = m.before;
    if (pos.phase.season != Season::Fall) return 0;
    int count = 0;
    for (int c = 0; c < map.province_count(); ++c) {
        const Province centre = static_cast<Province>(c);
        if (map.province(centre).home != power || pos.owner[c] != power) continue;
        const Unit& taker = m.result.next.units[c];
        if (!taker || taker.power == power) continue;  // not taken
        bool from_next_door = false;                   // a move of the taker's, not by convoy
        for (const OrderResult& o : m.result.results)
            from_next_door |= o.order.kind == OrderKind::Move && o.order.power == taker.power &&
                              o.outcome.result == Result::Succeeds && map.province_of(o.order.dest) == centre &&
                              !o.order.via_convoy && map.any_neighbours(map.province_of(o.order.unit)).contains(centre);
        if (!from_next_door) continue;
        const Unit& own = pos.units[c];
        const bool was_in = own && own.power == power;
        const Order* given = was_in ? order_of(m.result, map, power, centre) : nullptr;
        if (was_in && !(given && given->kind == OrderKind::Move))
            continue;                      // it stood, and was driven out: not left open
        bool could = was_in, did = false;  // one of its units could have stayed or gone in; did one go?
        for (int p = 0; p < map.province_count(); ++p) {
            const Unit& u = pos.units[p];
            if (!u || u.power != power || p == c) continue;
            could |= !rules.check(pos, move_order(u, static_cast<Loc>(c)));
            did |= moves_to(order_of(m.result, map, power, static_cast<Province>(p)), map, centre);
        }
        count += could && !did;
    }
    return count;
}

// Moves of the power that bounced in `last` and are ordered again in `next`, by the same unit, unsupported by the
// power though another of its units could have supported them.
int unsupported_repeats(const Rules& rules, const PlayedMovement& last, const PlayedMovement& next, Power power) {
    const Map& map = rules.map();
    int count = 0;
    for (const OrderResult& before : last.result.results) {
        const Order& o = before.order;
        if (o.power != power || o.kind != OrderKind::Move || before.outcome.reason != Reason::Bounced) continue;
        const Province from = map.province_of(o.unit), to = map.province_of(o.dest);
        const Unit& mover = next.before.units[from];
        if (!mover || mover.power != power || !moves_to(order_of(next.result, map, power, from), map, to)) continue;
        bool supported = false, could = false;
        for (const OrderResult& s : next.result.results)
            supported |= s.order.power == power && s.order.kind == OrderKind::SupportMove && s.order.target != kNone &&
                         map.province_of(s.order.target) == from && s.order.dest != kNone &&
                         map.province_of(s.order.dest) == to;
        for (int p = 0; p < map.province_count() && !supported && !could; ++p) {
            const Unit& u = next.before.units[p];
            if (u && u.power == power && p != from) could = !rules.check(next.before, support_order(u, mover, o.dest));
        }
        count += !supported && could;
    }
    return count;
}

}  // namespace

Blunders count_blunders(const Rules& rules, const std::vector<PlayedMovement>& movements, Power power) {
    Blunders out;
    for (std::size_t i = 0; i < movements.size(); ++i) {
        out.uncovered_homes += uncovered_homes(rules, movements[i], power);
        if (i > 0) out.unsupported_repeats += unsupported_repeats(rules, movements[i - 1], movements[i], power);
    }
    return out;
}

}  // namespace dip::bot
