// A movement phase in four steps: check each order alone, give each unit the one order it carries out,
// match supports and convoys to what they support, resolve; then write the outcomes and the board.
#include "movement.h"

#include "convoy_routes.h"
#include "legality.h"
#include "resolver.h"

namespace dip {

namespace {

constexpr int kNoOrder = -1;

struct Checked {
    std::optional<Reason> illegal;  // why the order is ignored
    Loc dest = kNone;               // legal moves: the destination location
    bool needs_convoy = false;      // legal moves: cannot go over land
    int same_as = kNoOrder;         // a repeat of an identical earlier order for the same unit
};

class Movement {
public:
    Movement(const Map& map, const Position& pos, std::span<const Order> orders, PhaseResult& out)
        : map_(map), pos_(pos), orders_(orders), out_(out) {
        // The orders' checks: in place for a phase of ordinary size, else on the heap.
        if (orders.size() > few_.size()) many_.resize(orders.size());
        checked_ = orders.size() > few_.size() ? many_.data() : few_.data();
        board_.map = &map;
        board_.pos = &pos;
        order_of_.fill(kNoOrder);
        board_.support_into.fill(kNone);
        board_.head_to_head.fill(kNone);
    }

    void run() {
        check_orders();   // 1. each order on its own (DATC 4.E.1)
        assign_orders();  // 2. one order per unit; conflicting orders make the unit hold (DATC 4.D.3)
        choose_routes();  // 3. which moves go by convoy (DATC 4.A.3)
        match_orders();   // 4. supports and convoys that match what the other unit does
        Resolver resolver(board_);
        resolver.run();  // 5. settle every decision
        find_dislodgers(resolver);
        write_outcomes(resolver);
        write_next_position(resolver);
    }

private:
    void check_orders() {
        const SpaceSet fleets = fleets_at_sea(map_, pos_);
        for (std::size_t i = 0; i < orders_.size(); ++i)
            checked_[i].illegal =
                check_movement_order(map_, pos_, orders_[i], &checked_[i].dest, &checked_[i].needs_convoy, &fleets);
    }

    // The loops below run over sets of provinces (units_, assigned_, moving_), not over every province: a
    // rollout meets each position once, and data-dependent branches on all 75 provinces would cost most of its
    // time in mispredictions.
    void assign_orders() {
        SpaceSet conflict;
        for (int p = 0; p < map_.province_count(); ++p) units_.insert_if(p, pos_.units[p].type != UnitType::None);
        for (std::size_t i = 0; i < orders_.size(); ++i) {
            if (orders_[i].unit == kNone) continue;  // orders for no unit are illegal here
            const Province p = map_.province_of(orders_[i].unit);
            if (is_unit_order(orders_[i].kind) && pos_.units[p] && pos_.units[p].power == orders_[i].power)
                ordered_by_owner_.insert(p);
            if (checked_[i].illegal) continue;
            const int first = order_of_[p];
            if (first == kNoOrder) {
                order_of_[p] = static_cast<int>(i);
                assigned_.insert(p);
            } else if (same_order(orders_[first], orders_[i])) {
                checked_[i].same_as = first;
            } else {
                conflict.insert(p);
            }
        }
        if (!conflict.empty()) {
            for (std::size_t i = 0; i < orders_.size(); ++i)
                if (!checked_[i].illegal && conflict.contains(map_.province_of(orders_[i].unit)))
                    checked_[i].illegal = Reason::ConflictingOrders;
            conflict.for_each([&](int p) { order_of_[p] = kNoOrder; });
            assigned_ = assigned_.without(conflict);
        }
        units_.for_each([&](int p) { board_.action[p] = Action::Hold; });
    }

    // Two orders for one unit that say the same thing (types and spelled coasts aside).
    bool same_order(const Order& a, const Order& b) const {
        auto prov = [&](Loc l) { return l == kNone ? kNone : map_.province_of(l); };
        return a.kind == b.kind && prov(a.target) == prov(b.target) && a.dest == b.dest && a.via_convoy == b.via_convoy;
    }

    void choose_routes() {
        // Convoy orders given by a fleet for an army of its own power show the army's intent to go by convoy.
        std::array<Province, kMaxLocs> own_convoy_army, own_convoy_dest;
        int own_convoys = 0;
        assigned_.for_each([&](int f) {
            const int i = order_of_[f];
            moving_.insert_if(f, orders_[i].kind == OrderKind::Move);
            if (orders_[i].kind != OrderKind::Convoy) return;
            const Province army = map_.province_of(orders_[i].target);
            if (pos_.units[army].power != pos_.units[f].power) return;
            own_convoy_army[own_convoys] = army;
            own_convoy_dest[own_convoys++] = map_.province_of(orders_[i].dest);
        });
        moving_.for_each([&](int p) {
            const int i = order_of_[p];
            board_.action[p] = Action::Move;
            board_.dest_loc[p] = checked_[i].dest;
            board_.dest[p] = map_.province_of(checked_[i].dest);
            // Over land to an adjacent province, an army still takes a convoy that a fleet of its own power
            // orders (2023 rules; DATC 4.A.3, with no fallback to the land route).
            bool convoy = checked_[i].needs_convoy;
            for (int k = 0; k < own_convoys && !convoy; ++k)
                convoy = own_convoy_army[k] == p && own_convoy_dest[k] == board_.dest[p];
            board_.by_convoy[p] = convoy;
        });
        board_.active = moving_;
    }

    void match_orders() {
        assigned_.without(moving_).for_each([&](int p) {
            const Order& o = orders_[order_of_[p]];
            const Province x = o.target == kNone ? kNone : map_.province_of(o.target);
            if (o.kind == OrderKind::SupportHold && board_.action[x] != Action::Move) {
                board_.action[p] = Action::Support;
                board_.supporters[x].insert(p);
            } else if (o.kind == OrderKind::SupportMove && supports_the_move(o, x)) {
                board_.action[p] = Action::Support;
                board_.support_into[p] = map_.province_of(o.dest);
                board_.supporters[x].insert(p);
            } else if (o.kind == OrderKind::Convoy && board_.action[x] == Action::Move && board_.by_convoy[x] &&
                       board_.dest[x] == map_.province_of(o.dest)) {
                board_.action[p] = Action::Convoy;
                board_.convoyers[x].insert(p);
            }
            if (board_.action[p] != Action::Hold) board_.active.insert(p);
        });
        moving_.for_each([&](int p) {
            const Province d = board_.dest[p];
            board_.attackers[d].insert(p);
            if (board_.action[d] == Action::Move && board_.dest[d] == p && !board_.by_convoy[p] && !board_.by_convoy[d])
                board_.head_to_head[p] = d;
        });
    }

    // A support of a move matches when the unit moves there; a coast named in the support must be the one
    // the fleet moves to (DATC 4.B.4), while an omitted coast matches either.
    bool supports_the_move(const Order& o, Province x) const {
        if (board_.action[x] != Action::Move || board_.dest[x] != map_.province_of(o.dest)) return false;
        if (pos_.units[x].type != UnitType::Fleet || map_.coast_of(o.dest) == Coast::None) return true;
        return o.dest == board_.dest_loc[x];
    }

    // ---- outcomes --------------------------------------------------------------------------------------

    // Where each successful move arrives, and which units moved away.
    void find_dislodgers(Resolver& r) {
        arrival_.fill(kNone);
        moving_.for_each([&](int p) {
            if (!r.succeeded(static_cast<Province>(p))) return;
            moved_.insert(p);
            arrival_[board_.dest[p]] = static_cast<Province>(p);
        });
    }

    // The unit that dislodged the one in `p` (the move into it that succeeded while it stayed), or kNone.
    Province dislodger(Resolver&, Province p) const { return moved_.contains(p) ? kNone : arrival_[p]; }

    Outcome move_outcome(Resolver& r, Province p) const {
        if (r.succeeded(p)) return {Result::Succeeds, Reason::Moved};
        Outcome o{Result::Fails, Reason::Bounced};
        if (!r.path(p, true)) {
            SpaceSet all = board_.convoyers[p];
            o.reason = convoy_route_exists(map_, p, board_.dest[p], all) ? Reason::ConvoyDisrupted : Reason::NoConvoy;
            return o;
        }
        const int attack = r.attack_strength(p, true);
        const Province d = board_.dest[p];
        if (attack == 0) return {Result::Fails, Reason::OwnUnitInTheWay, d};
        o.strength = static_cast<std::uint8_t>(attack);
        auto stop = [&](Province who, int strength) {
            if (o.other != kNone || attack > strength) return;
            o.other = who;
            o.opposing = static_cast<std::uint8_t>(strength);
        };
        if (board_.head_to_head[p] != kNone) {
            stop(board_.head_to_head[p], r.defend_strength(board_.head_to_head[p], true));
            if (o.other != kNone) o.reason = Reason::HeadToHead;
        } else {
            stop(d, r.hold_strength(d, true));
        }
        board_.attackers[d].for_each([&](int a) {
            if (a != p) stop(static_cast<Province>(a), r.prevent_strength(static_cast<Province>(a), true));
        });
        return o;
    }

    Outcome support_outcome(Resolver& r, Province p) const {
        if (r.succeeded(p)) return {Result::Succeeds, Reason::SupportGiven};
        if (Province by = dislodger(r, p); by != kNone) return {Result::Fails, Reason::SupportDislodged, by};
        Outcome o{Result::Fails, Reason::SupportCut};
        board_.attackers[p].for_each([&](int a) {
            if (o.other == kNone && board_.power(static_cast<Province>(a)) != board_.power(p) &&
                a != board_.support_into[p])
                o.other = static_cast<Province>(a);
        });
        return o;
    }

    Outcome outcome_of(Resolver& r, std::size_t i) const {
        const Order& o = orders_[i];
        if (checked_[i].illegal) return {Result::Illegal, *checked_[i].illegal};
        const Province p = map_.province_of(o.unit);
        switch (o.kind) {
            case OrderKind::Move: return move_outcome(r, p);
            case OrderKind::SupportHold:
            case OrderKind::SupportMove:
                if (board_.action[p] != Action::Support)
                    return {Result::Void, Reason::SupportNotMatched, map_.province_of(o.target)};
                return support_outcome(r, p);
            case OrderKind::Convoy:
                if (board_.action[p] != Action::Convoy)
                    return {Result::Void, Reason::ConvoyNotMatched, map_.province_of(o.target)};
                if (r.paradox(p)) return {Result::Fails, Reason::ConvoyParadox};
                if (!r.succeeded(p)) return {Result::Fails, Reason::ConvoyFleetDislodged, dislodger(r, p)};
                return {Result::Succeeds, Reason::Convoyed};
            default: {
                if (Province by = dislodger(r, p); by != kNone) return {Result::Fails, Reason::Dislodged, by};
                return {Result::Succeeds, Reason::Held};
            }
        }
    }

    void write_outcomes(Resolver& r) {
        out_.results.clear();
        out_.results.reserve(orders_.size() + units_.size());
        for (std::size_t i = 0; i < orders_.size(); ++i) {
            Outcome o = checked_[i].same_as != kNoOrder ? out_.results[checked_[i].same_as].outcome : outcome_of(r, i);
            const Province p = orders_[i].unit == kNone ? kNone : map_.province_of(orders_[i].unit);
            if (p != kNone && (!checked_[i].illegal || pos_.units[p].power == orders_[i].power))
                o.dislodged_by = dislodger(r, p);
            out_.results.push_back({orders_[i], o, false});
        }
        // Units without a legal order hold. A unit whose own power gave it only illegal orders: those results
        // already tell its story.
        units_.without(ordered_by_owner_).for_each([&](int p) {
            const Order hold = unit_order(OrderKind::Hold, pos_.units[p]);
            Outcome o{Result::Succeeds, Reason::Unordered};
            if (Province by = dislodger(r, static_cast<Province>(p)); by != kNone)
                o = {Result::Fails, Reason::Dislodged, by};
            o.dislodged_by = dislodger(r, static_cast<Province>(p));
            out_.results.push_back({hold, o, true});
        });
    }

    void write_next_position(Resolver& r) {
        Position& next = out_.next;
        next = pos_;
        next.dislodged = no_dislodged_units();
        next.contested.clear();
        moved_.for_each([&](int p) { next.units[p] = {}; });  // moved units leave, dislodged units are lifted off
        units_.without(moved_).for_each([&](int p) {
            const Province by = arrival_[p];
            if (by == kNone) return;
            next.dislodged[p] = {pos_.units[p], by, board_.by_convoy[by]};
            next.units[p] = {};
        });
        moved_.for_each([&](int p) {
            Unit u = pos_.units[p];
            u.loc = board_.dest_loc[p];
            next.units[board_.dest[p]] = u;
        });
        // A province is contested when it stays empty after a move into it was stopped by another's strength.
        moving_.without(moved_).for_each([&](int a) {
            const Province d = board_.dest[a];
            if (!next.units[d] && r.prevent_strength(static_cast<Province>(a), true) > 0) next.contested.insert(d);
        });
    }

    const Map& map_;
    const Position& pos_;
    std::span<const Order> orders_;
    PhaseResult& out_;
    std::array<Checked, 48> few_{};
    std::vector<Checked> many_;
    Checked* checked_ = nullptr;              // one per order
    std::array<int, kMaxLocs> order_of_{};    // by province: the index of the order the unit carries out
    SpaceSet units_;                          // provinces with a unit
    SpaceSet ordered_by_owner_;               // units whose power gave them some order
    SpaceSet assigned_;                       // units with a legal order to carry out (order_of_)
    SpaceSet moving_;                         // units ordered to move (legally)
    SpaceSet moved_;                          // units whose move succeeded
    std::array<Province, kMaxLocs> arrival_;  // by province: the unit whose move into it succeeded, or kNone
    MovementBoard board_;
};

}  // namespace

void adjudicate_movement(const Map& map, const Position& pos, std::span<const Order> orders, PhaseResult& out) {
    Movement(map, pos, orders, out).run();
}

}  // namespace dip
