// A Formal Diplomacy movement phase, step by step:
//   1. start of the phase: surrenders, then declarations of war, then spheres of influence given up
//   2. check the other orders: moves into powers not at war, claims, supports of claims, conflicting orders
//   3. the standard movement adjudication, with forbidden or conflicting orders replaced by illegal ones
//   4. the outcomes of Formal orders written back in place
//   5. claims on spheres of influence, their supports and cuts
//   6. spheres occupied by foreign units are lost
// (FormalRules then destroys dislodged units with no allowed retreat and advances the phase.)
#include "formal/movement.h"

#include "formal/vocabulary.h"
#include "formal/legality.h"
#include "adjudication/legality.h"
#include "adjudication/movement.h"

namespace dip {

void lose_occupied_spheres(const Map& map, Position& next) {
    for (int p = 0; p < map.province_count(); ++p) {
        const Power holder = formal_state(next).sphere(p);
        if (holder == kNoPower || !next.units[p] || next.units[p].power == holder) continue;
        formal_state(next).set_sphere(p, kNoPower);
        --formal_state(next).points[holder];
    }
}

namespace {

constexpr int kNoOrder = -1;

// An order the standard adjudicator rejects (a move to its own province) so the unit holds, and the unit still
// counts as ordered by its power; the Formal outcome replaces the standard one afterwards.
Order held_in_place(Order o) {
    o.kind = OrderKind::Move;
    o.dest = o.unit;
    o.via_convoy = false;
    o.path_len = 0;
    return o;
}

class FormalMovement {
public:
    FormalMovement(const Map& map, const Position& pos, std::span<const Order> orders, PhaseResult& out)
        : map_(map),
          pos_(pos),
          orders_(orders),
          out_(out),
          during_(pos),
          standard_(orders.begin(), orders.end()),
          own_(orders.size()),
          same_as_(orders.size(), kNoOrder) {}

    void run() {
        find_repeats();
        start_of_phase();                                     // 1.
        check_orders();                                       // 2.
        adjudicate_movement(map_, during_, standard_, out_);  // 3.
        write_back();                                         // 4.
        resolve_claims();                                     // 5.
        lose_occupied_spheres(map_, out_.next);               // 6.
    }

    // Step 1 alone: the position moves are checked in.
    const Position& start_only() {
        find_repeats();
        start_of_phase();
        return during_;
    }

private:
    const Order& order(std::size_t i) const { return orders_[i]; }
    Province province(Loc l) const { return l == kNone ? kNone : map_.province_of(l); }

    // The same Formal order given twice counts once (DATC 4.D.3): later copies share the first one's outcome.
    void find_repeats() {
        for (std::size_t i = 0; i < orders_.size(); ++i) {
            if (is_standard_order(order(i).kind)) continue;
            for (std::size_t j = 0; j < i && same_as_[i] == kNoOrder; ++j) {
                const Order &a = order(j), &b = order(i);
                if (a.kind == b.kind && a.power == b.power && province(a.unit) == province(b.unit) &&
                    province(a.dest) == province(b.dest) &&
                    (a.kind == formal::SupportSoi ? claimant(a) == claimant(b) : a.named_power == b.named_power))
                    same_as_[i] = static_cast<int>(j);
            }
        }
    }

    // Surrenders are checked against the wars at the start and each counts (simultaneous ones too); then
    // declarations against the wars after surrenders; then spheres given up.
    void start_of_phase() {
        FormalState& f = formal_state(during_);
        for (std::size_t i = 0; i < orders_.size(); ++i) {
            if (order(i).kind != formal::Surrender || same_as_[i] != kNoOrder) continue;
            own_[i] = check_power_order(map_, pos_, order(i));
            if (own_[i]) continue;
            own_[i] = Outcome{Result::Succeeds, formal::Surrendered};
            const Power loser = order(i).power;
            --f.points[loser];
            for (int pw = 0; pw < map_.power_count(); ++pw)
                if (formal_state(pos_).at_war(loser, static_cast<Power>(pw))) ++f.points[pw];
        }
        for (std::size_t i = 0; i < orders_.size(); ++i)
            if (order(i).kind == formal::Surrender && own_[i] && own_[i]->result == Result::Succeeds)
                for (int pw = 0; pw < map_.power_count(); ++pw)
                    f.set_war(order(i).power, static_cast<Power>(pw), false);
        apply(formal::DeclareWar, [&](const Order& o) {
            f.set_war(o.power, o.named_power, true);
            --f.points[o.power];
            Outcome out{Result::Succeeds, formal::DeclaredWar};
            out.power = o.named_power;
            return out;
        });
        apply(formal::UndoSoi, [&](const Order& o) {
            f.set_sphere(province(o.dest), kNoPower);
            return Outcome{Result::Succeeds, formal::SphereUndone};
        });
    }

    // Checks every order of one kind against the state before any of them, then carries out the legal ones.
    template <class Effect>
    void apply(OrderKind kind, Effect&& effect) {
        const Position before = during_;
        for (std::size_t i = 0; i < orders_.size(); ++i)
            if (order(i).kind == kind && same_as_[i] == kNoOrder) own_[i] = check_power_order(map_, before, order(i));
        for (std::size_t i = 0; i < orders_.size(); ++i)
            if (order(i).kind == kind && same_as_[i] == kNoOrder && !own_[i]) own_[i] = effect(order(i));
    }

    void check_orders() {
        std::array<int, kMaxLocs> support_of;  // by province: a legal claim support of the unit there
        std::array<bool, kMaxLocs> conflict{}, other_order{};
        support_of.fill(kNoOrder);
        for (std::size_t i = 0; i < orders_.size(); ++i) {
            const Order& o = order(i);
            if (o.kind == formal::Soi && same_as_[i] == kNoOrder) {
                own_[i] = check_power_order(map_, during_, o);
                if (!own_[i]) claims_.push_back(static_cast<int>(i));
            }
            if (o.kind == formal::SupportSoi && same_as_[i] == kNoOrder) {
                own_[i] = check_claim_support(map_, during_, o);
                if (own_[i]) continue;
                const Province p = province(o.unit);
                if (support_of[p] != kNoOrder) conflict[p] = true;  // two different claim supports
                support_of[p] = static_cast<int>(i);
            }
            if (!is_standard_order(o.kind)) continue;
            Loc dest = kNone;
            if (check_movement_order(map_, during_, o, &dest)) continue;
            if (o.kind == OrderKind::Move) {
                const Power blocker = not_at_war_blocker(map_, during_, o.power, province(dest));
                if (blocker != kNoPower) {
                    own_[i] = Outcome{Result::Illegal, formal::NotAtWar};
                    own_[i]->power = blocker;
                    standard_[i] = held_in_place(o);
                    continue;
                }
            }
            other_order[province(o.unit)] = true;
        }
        // A unit supporting a claim and given another legal order holds (DATC 4.D.3).
        for (std::size_t i = 0; i < orders_.size(); ++i) {
            const Order& o = order(i);
            if (o.unit == kNone || (o.kind != formal::SupportSoi && !is_standard_order(o.kind)) || own_[i] ||
                same_as_[i] != kNoOrder)
                continue;
            const Province p = province(o.unit);
            if (support_of[p] == kNoOrder || !(conflict[p] || other_order[p])) continue;
            if (o.kind == formal::SupportSoi || !check_movement_order(map_, during_, o)) {
                own_[i] = Outcome{Result::Illegal, Reason::ConflictingOrders};
                if (o.kind != formal::SupportSoi) standard_[i] = held_in_place(o);
            }
        }
    }

    void write_back() {
        for (std::size_t i = 0; i < orders_.size(); ++i) {
            OrderResult& r = out_.results[i];
            r.order = order(i);
            const int first = same_as_[i] != kNoOrder ? same_as_[i] : static_cast<int>(i);
            if (!own_[first]) continue;
            const Province by = r.outcome.dislodged_by;
            const bool destroyed = r.outcome.destroyed;
            r.outcome = *own_[first];
            r.outcome.dislodged_by = by;
            r.outcome.destroyed = destroyed;
        }
    }

    // ---- claims ----------------------------------------------------------------------------------------

    // The unit (by its province before the moves) that moved into `x` this phase, or kNone.
    Province moved_into(Province x) const {
        for (std::size_t i = 0; i < orders_.size(); ++i) {
            const OrderResult& r = out_.results[i];
            if (r.order.kind == OrderKind::Move && r.outcome.result == Result::Succeeds && province(r.order.dest) == x)
                return province(r.order.unit);
        }
        return kNone;
    }

    // A foreign unit's move against the supporter, not from the claimed province, cuts the support.
    Province cut_by(Province supporter, Province x) const {
        for (std::size_t i = 0; i < orders_.size(); ++i) {
            const OrderResult& r = out_.results[i];
            if (r.order.kind != OrderKind::Move || r.outcome.result == Result::Illegal ||
                r.outcome.reason == Reason::NoConvoy || r.outcome.reason == Reason::ConvoyDisrupted ||
                province(r.order.dest) != supporter)
                continue;
            const Province from = province(r.order.unit);
            if (from != x && pos_.units[from].power != pos_.units[supporter].power) return from;
        }
        return kNone;
    }

    int claim_of(Power pw, Province x) const {
        for (int c : claims_)
            if (order(c).power == pw && province(order(c).dest) == x) return c;
        return kNoOrder;
    }

    void resolve_claims() {
        std::vector<int> strength(orders_.size(), 1);
        for (std::size_t i = 0; i < orders_.size(); ++i) {
            const Order& o = order(i);
            if (o.kind != formal::SupportSoi || same_as_[i] != kNoOrder || own_[i]) continue;
            const Province x = province(o.dest), self = province(o.unit);
            const int claim = claim_of(claimant(o), x);
            Outcome& out = out_.results[i].outcome;
            if (claim == kNoOrder) {
                out.result = Result::Void, out.reason = formal::ClaimNotMatched, out.power = claimant(o);
            } else if (out.dislodged_by != kNone) {
                out.result = Result::Fails, out.reason = Reason::SupportDislodged, out.other = out.dislodged_by;
            } else if (const Province by = cut_by(self, x); by != kNone) {
                out.result = Result::Fails, out.reason = Reason::SupportCut, out.other = by;
            } else {
                out.result = Result::Succeeds, out.reason = formal::SphereSupportGiven;
                ++strength[claim];
            }
        }
        for (int c : claims_) {
            const Province x = province(order(c).dest);
            Outcome& out = out_.results[c].outcome;
            out.strength = static_cast<std::uint8_t>(strength[c]);
            if (const Province mover = moved_into(x); mover != kNone) {
                out.result = Result::Fails, out.reason = formal::ClaimMovedInto, out.other = mover;
                continue;
            }
            int rival = kNoOrder;  // the strongest other claim on x
            for (int d : claims_)
                if (d != c && province(order(d).dest) == x && (rival == kNoOrder || strength[d] > strength[rival]))
                    rival = d;
            if (rival == kNoOrder || strength[rival] < strength[c]) {
                out.result = Result::Succeeds, out.reason = formal::SphereClaimed;
                formal_state(out_.next).set_sphere(x, order(c).power);
            } else {
                out.result = Result::Fails, out.reason = formal::ClaimBounced, out.power = order(rival).power;
                out.opposing = static_cast<std::uint8_t>(strength[rival]);
            }
        }
        for (std::size_t i = 0; i < orders_.size(); ++i)  // repeated orders share the first one's outcome
            if (same_as_[i] != kNoOrder) out_.results[i].outcome = out_.results[same_as_[i]].outcome;
    }

    const Map& map_;
    const Position& pos_;
    std::span<const Order> orders_;
    PhaseResult& out_;
    Position during_;                          // the position once the start-of-phase orders took effect
    std::vector<Order> standard_;              // the orders the standard adjudicator sees
    std::vector<std::optional<Outcome>> own_;  // outcomes decided here (illegal ones, power orders)
    std::vector<int> same_as_;                 // a repeat of an earlier identical Formal order
    std::vector<int> claims_;                  // legal claims (first copies), in the order given
};

}  // namespace

void adjudicate_formal_movement(const Map& map, const Position& pos, std::span<const Order> orders, PhaseResult& out) {
    FormalMovement(map, pos, orders, out).run();
}

Position formal_start_of_phase(const Map& map, const Position& pos, std::span<const Order> orders) {
    PhaseResult unused;
    return FormalMovement(map, pos, orders, unused).start_only();
}

}  // namespace dip
