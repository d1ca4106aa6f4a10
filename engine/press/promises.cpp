// What deals bind, and the word of each power checked against the orders it gave (promises.h).
#include "promises.h"

#include <algorithm>

namespace dip {

namespace {

bool on_board(Loc l, const Map& map) { return l != kNone && l < map.loc_count(); }

// The unit an order is for, and its owner's other party in the deal.
Power other_party(const Message& deal, Power p) { return deal.from == p ? deal.to : deal.from; }

std::vector<Order> promised_orders(const Message& deal, Power p) {
    std::vector<Order> out;
    for (const Order& o : deal.deal.orders)
        if (o.power == p) out.push_back(o);
    return out;
}

}  // namespace

SpaceSet deal_keep_out(const Deal& deal, Power other, const Position& pos, const Map& map) {
    SpaceSet out;
    switch (deal.kind) {
        case DealKind::Peace:
        case DealKind::Alliance:
            for (int p = 0; p < map.province_count(); ++p) {
                const Unit& u = pos.units[p];
                if (u && u.power == other) out.insert(p);
                if (map.centres().contains(p) && pos.owner[p] == other) out.insert(p);
            }
            break;
        case DealKind::Dmz:
            for (Province p : deal.provinces)
                if (p < map.province_count()) out.insert(p);
            break;
        default: break;
    }
    return out;
}

void add_commitments(Commitments& c, const Message& d, const Position& pos, const Map& map) {
    for (Power p : {d.from, d.to}) {
        if (p >= map.power_count()) continue;
        c.keep_out[p] |= deal_keep_out(d.deal, other_party(d, p), pos, map);
        for (const Order& o : promised_orders(d, p)) c.must_give[p].push_back(o);
    }
    if (d.deal.kind == DealKind::Peace || d.deal.kind == DealKind::Alliance || d.deal.kind == DealKind::Dmz)
        c.standing.push_back({d.deal, d.from, d.to});
}

Commitments Commitments::later(const Position& pos, const Map& map) const {
    Commitments c;
    c.standing = standing;
    for (const Standing& s : standing)
        for (const auto& [p, other] : {std::pair{s.a, s.b}, std::pair{s.b, s.a}})
            if (p < map.power_count()) c.keep_out[p] |= deal_keep_out(s.deal, other, pos, map);
    return c;
}

Commitments commitments_of(const Press& press, const Position& pos, const Map& map) {
    Commitments c;
    if (pos.phase.kind != PhaseKind::Movement) return c;
    for (int i : deals_in_force(press, pos.phase)) add_commitments(c, press[static_cast<std::size_t>(i)], pos, map);
    return c;
}

bool enters(const Order& o, const SpaceSet& keep_out, const Map& map) {
    const bool moves = o.kind == OrderKind::Move || o.kind == OrderKind::SupportMove || o.kind == OrderKind::Convoy;
    return moves && on_board(o.dest, map) && keep_out.contains(map.province_of(o.dest));
}

bool helps_partner(const Deal& deal, Power other, const Order& o, const Position& pos, const Map& map) {
    const bool helps_move = o.kind == OrderKind::SupportMove || o.kind == OrderKind::Convoy;
    if (!helps_move || (deal.kind != DealKind::Peace && deal.kind != DealKind::Alliance) || !on_board(o.target, map))
        return false;
    const Unit& helped = pos.unit_at(map.province_of(o.target));
    return helped && helped.power == other;
}

bool breaks_keep_out(const Commitments& c, Power p, const Order& o, const Position& pos, const Map& map) {
    if (p >= kMaxPowers || !enters(o, c.keep_out[p], map)) return false;
    if (o.kind == OrderKind::Move) return true;
    const Province to = map.province_of(o.dest);
    bool closed_by_a_deal = false;
    for (const Commitments::Standing& s : c.standing) {
        if (s.a != p && s.b != p) continue;
        const Power other = s.a == p ? s.b : s.a;
        if (!deal_keep_out(s.deal, other, pos, map).contains(to)) continue;
        closed_by_a_deal = true;
        if (!helps_partner(s.deal, other, o, pos, map)) return true;
    }
    return !closed_by_a_deal;  // closed some other way (a hand-made Commitments): no help goes in
}

bool same_order(const Order& given, const Order& promised, const Position& pos, const Map& map) {
    if (given.kind != promised.kind || given.power != promised.power) return false;
    const auto province = [&](Loc l) { return on_board(l, map) ? map.province_of(l) : kNone; };
    if (province(given.unit) != province(promised.unit) || province(given.target) != province(promised.target))
        return false;
    // A destination's coast counts where the board has coasts; a fleet's order written without one is read as
    // the adjudicator reads it, so compare the board's types and the places.
    const Order a = with_board_types(given, pos, map), b = with_board_types(promised, pos, map);
    if (a.dest == b.dest) return true;
    return province(a.dest) == province(b.dest) &&
           (map.coast_of(a.dest) == Coast::None || map.coast_of(b.dest) == Coast::None);
}

namespace {

// One order of `p`'s changed to keep its commitments (see honour).
void honour_order(const Commitments& c, Power p, Order& o, const Position& pos, const Map& map) {
    if (!is_unit_order(o.kind) || !on_board(o.unit, map)) return;
    const Province at = map.province_of(o.unit);
    const auto promised = std::find_if(c.must_give[p].begin(), c.must_give[p].end(), [&](const Order& m) {
        return on_board(m.unit, map) && map.province_of(m.unit) == at;
    });
    if (promised != c.must_give[p].end()) o = *promised;
    else if (breaks_keep_out(c, p, o, pos, map)) o = unit_order(OrderKind::Hold, pos.unit_at(at));
}

// After moves were changed: a support or convoy of one of `p`'s own units that no longer matches that unit's order
// becomes a hold (it would do nothing, and a void order of one's own units is never given: docs/BOTS.md), unless
// it was promised.
void drop_unmatched_help(const Commitments& c, Power p, std::vector<Order>& orders, const Position& pos,
                         const Map& map) {
    const auto order_of = [&](Loc unit) -> const Order* {
        for (const Order& o : orders)
            if (is_unit_order(o.kind) && on_board(o.unit, map) && map.province_of(o.unit) == map.province_of(unit))
                return &o;
        return nullptr;
    };
    for (Order& o : orders) {
        const bool helps =
            o.kind == OrderKind::SupportHold || o.kind == OrderKind::SupportMove || o.kind == OrderKind::Convoy;
        if (o.power != p || !helps || !on_board(o.target, map) || !on_board(o.unit, map)) continue;
        if (std::find(c.must_give[p].begin(), c.must_give[p].end(), o) != c.must_give[p].end()) continue;  // promised
        const Unit& helped = pos.unit_at(map.province_of(o.target));
        if (!helped || helped.power != p) continue;
        const Order* theirs = order_of(o.target);
        const bool moves_there = theirs && theirs->kind == OrderKind::Move && on_board(theirs->dest, map) &&
                                 on_board(o.dest, map) && map.province_of(theirs->dest) == map.province_of(o.dest);
        const bool stays = !theirs || theirs->kind != OrderKind::Move;
        const bool matches = o.kind == OrderKind::SupportHold ? stays : moves_there;
        if (!matches) o = unit_order(OrderKind::Hold, pos.unit_at(map.province_of(o.unit)));
    }
}

}  // namespace

std::vector<Order> honour(const Commitments& c, Power p, std::vector<Order> orders, const Position& pos,
                          const Map& map) {
    if (!c.binds(p)) return orders;
    const std::vector<Order> given = orders;
    for (Order& o : orders) honour_order(c, p, o, pos, map);
    if (orders != given) drop_unmatched_help(c, p, orders, pos, map);
    return orders;
}

void honour_all(const Commitments& c, std::vector<Order>& orders, const Position& pos, const Map& map) {
    for (Order& o : orders)
        if (c.binds(o.power)) honour_order(c, o.power, o, pos, map);
}

bool honours(const Commitments& c, Power p, const std::vector<Order>& orders, const Position& pos, const Map& map) {
    if (!c.binds(p)) return true;
    for (const Order& o : orders)
        if (breaks_keep_out(c, p, o, pos, map)) return false;
    for (const Order& m : c.must_give[p])
        if (std::none_of(orders.begin(), orders.end(), [&](const Order& o) { return same_order(o, m, pos, map); }))
            return false;
    return true;
}

std::vector<PromiseCheck> check_promises(const Press& press, const Map& map, const Position& before,
                                         const PhaseResult& result) {
    std::vector<PromiseCheck> out;
    if (before.phase.kind != PhaseKind::Movement) return out;
    for (int i : deals_in_force(press, before.phase)) {
        const Message& d = press[static_cast<std::size_t>(i)];
        for (Power p : {d.from, d.to}) {
            if (p >= map.power_count() || before.eliminated(p)) continue;
            PromiseCheck check{i, p, true, {}, false};
            const SpaceSet keep_out = deal_keep_out(d.deal, other_party(d, p), before, map);
            for (const OrderResult& r : result.results) {
                const Order& o = r.order;
                if (o.power != p || !is_unit_order(o.kind) || !on_board(o.unit, map)) continue;
                const Unit& u = before.unit_at(map.province_of(o.unit));
                if (!u || u.power != p) continue;  // only a power's own units speak for it
                if (enters(o, keep_out, map) && !helps_partner(d.deal, other_party(d, p), o, before, map)) {
                    check = {i, p, false, o, false};
                    break;
                }
            }
            if (check.kept)
                for (const Order& m : promised_orders(d, p)) {
                    const bool given =
                        std::any_of(result.results.begin(), result.results.end(), [&](const OrderResult& r) {
                            return r.order.power == p && same_order(r.order, m, before, map);
                        });
                    if (!given) {
                        check = {i, p, false, m, true};
                        break;
                    }
                }
            if (d.deal.kind == DealKind::Orders && promised_orders(d, p).empty()) continue;  // nothing promised
            out.push_back(check);
        }
    }
    return out;
}

std::string promise_text(const Press& press, const PromiseCheck& check, const Map& map) {
    if (check.deal < 0 || check.deal >= static_cast<int>(press.size()) || check.power >= map.power_count()) return "";
    const Message& d = press[static_cast<std::size_t>(check.deal)];
    const std::string who = map.power(check.power).name;
    const Power other = other_party(d, check.power);
    const std::string them = other < map.power_count() ? map.power(other).name : "?";
    std::string promise;
    switch (d.deal.kind) {
        case DealKind::Peace:
        case DealKind::Alliance: promise = "peace with " + them; break;
        case DealKind::Dmz: {
            promise = "to keep out of ";
            for (std::size_t i = 0; i < d.deal.provinces.size(); ++i) {
                if (i > 0) promise += i + 1 == d.deal.provinces.size() ? " and " : ", ";
                if (d.deal.provinces[i] < map.province_count()) promise += map.province(d.deal.provinces[i]).name;
            }
            break;
        }
        case DealKind::Orders:
        case DealKind::Draw: {
            promise = "to order ";
            bool first = true;
            for (const Order& o : d.deal.orders)
                if (o.power == check.power) {
                    promise += (first ? "" : ", ") + to_text(o, map);
                    first = false;
                }
            break;
        }
    }
    if (check.kept) {
        if (d.deal.kind == DealKind::Peace || d.deal.kind == DealKind::Alliance)
            return who + " kept the peace with " + them + ".";
        return who + " kept its promise " + promise + ".";
    }
    if (check.missing) return who + " promised " + promise + ", and did not order " + to_text(check.breach, map) + ".";
    return who + " promised " + promise + ", and ordered " + to_text(check.breach, map) + ".";
}

std::array<PromiseRecord, kMaxPowers> promise_records(const std::vector<PromiseCheck>& checks) {
    std::array<PromiseRecord, kMaxPowers> out{};
    for (const PromiseCheck& c : checks)
        if (c.power < kMaxPowers) ++(c.kept ? out[c.power].kept : out[c.power].broken);
    return out;
}

std::vector<PromiseCheck> game_promises(const Press& press, const Game& game) {
    std::vector<PromiseCheck> out;
    if (press.empty()) return out;
    for (const PlayedPhase& phase : game.history()) {
        if (phase.edit) continue;
        const std::vector<PromiseCheck> checks =
            check_promises(press, game.rules().map(), phase.position, phase.result);
        out.insert(out.end(), checks.begin(), checks.end());
    }
    return out;
}

}  // namespace dip
