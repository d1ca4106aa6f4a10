// Easy's movement phase: DumbBot's draw of a destination for each unit, taken in random order, with its rules
// for coordinating the power's own units, then idle units turned into supports. No convoys. Two additions of
// ours (docs/BOTS.md): attacks on a unit call for a supporter, and moves bound to fail are drawn again.
#include <array>

#include "draw.h"
#include "easy.h"
#include "legality.h"
#include "sound_orders.h"
#include "valuation.h"

namespace dip::bot {

namespace {

struct Plan {
    Province at = kNone;
    Unit unit;
    Order order;
    bool decided = false;
    bool deciding = false;  // being decided now, further up the chain of units waiting on each other
    SpaceSet banned;        // provinces a move of this unit was found to fail into
};

constexpr int kRepairRounds = 3;

class MovePlanner {
public:
    MovePlanner(const Board& board, Power me, Random& rng, int sharpness)
        : board_(board), map_(board.map), me_(me), rng_(rng), sharpness_(sharpness) {
        values_ = destination_values(board, me, board.pos.phase.season);
        plan_at_.fill(-1);
        mover_into_.fill(-1);
        for (Province p : board.units[me]) {
            plan_at_[p] = static_cast<int>(plans_.size());
            Plan plan;
            plan.at = p;
            plan.unit = board.pos.units[p];
            plan.order = unit_order(OrderKind::Hold, plan.unit);
            plans_.push_back(plan);
        }
        order_.resize(plans_.size());
        for (std::size_t i = 0; i < plans_.size(); ++i) order_[i] = static_cast<int>(i);
        rng_.shuffle(order_);
    }

    std::vector<Order> run() {
        for (int i : order_)
            if (!plans_[i].decided) decide(i);
        for (int round = 0; round < kRepairRounds && repair(); ++round) {}
        support_idle_units();
        std::vector<Order> out;
        for (const Plan& p : plans_) out.push_back(legal(p.order) ? p.order : unit_order(OrderKind::Hold, p.unit));
        return out;
    }

private:
    bool legal(const Order& o) const { return !board_.rules.check(board_.pos, o); }

    // Holding and every legal move to a neighbouring place, best first.
    std::vector<Option> options_of(const Plan& p) const {
        std::vector<Option> options{{values_.of(p.unit.type, p.unit.loc), p.order}};
        auto add = [&](int to) {
            if (p.banned.contains(map_.province_of(static_cast<Loc>(to)))) return;
            const Order move = move_order(p.unit, static_cast<Loc>(to));
            if (legal(move)) options.push_back({values_.of(p.unit.type, static_cast<Loc>(to)), move});
        };
        if (p.unit.type == UnitType::Army) map_.army_neighbours(p.at).for_each(add);
        else map_.fleet_neighbours(p.unit.loc).for_each(add);
        sort_best_first(options);
        return options;
    }

    // DumbBot's coordination: a unit of ours in the way is decided first; if it stays, we support it when
    // the place is contested, else look elsewhere; a unit of ours already going there gets our support.
    void decide(int i) {
        Plan& p = plans_[i];
        p.deciding = true;
        std::vector<Option> options = options_of(p);
        while (!p.decided) {
            const std::size_t k = draw_index(options, rng_, sharpness_);
            const Order o = options[k].order;
            if (o.kind == OrderKind::Hold) {
                settle(p, o);
                break;
            }
            const Province to = map_.province_of(o.dest);
            const int competition = board_.competition(me_, to);
            std::optional<Order> chosen = o;
            if (const int there = plan_at_[to]; there >= 0) {
                Plan& q = plans_[there];
                if (!q.decided && !q.deciding) decide(there);
                if (q.deciding) chosen.reset();  // it waits on us: a swap would bounce
                else if (q.order.kind != OrderKind::Move)
                    chosen = competition > 1 ? std::optional(support_order(p.unit, q.unit)) : std::nullopt;
            }
            if (chosen && chosen->kind == OrderKind::Move && mover_into_[to] >= 0) {
                const Plan& mover = plans_[mover_into_[to]];
                chosen = competition > 0 ? std::optional(support_order(p.unit, mover.unit, to)) : std::nullopt;
            }
            if (chosen && legal(*chosen)) {
                settle(p, *chosen);
                if (chosen->kind == OrderKind::Move) {
                    mover_into_[to] = i;
                    if (board_.pos.units[to] && board_.pos.units[to].power != me_) call_support(i, to);
                }
            } else {
                options.erase(options.begin() + static_cast<long>(k));
            }
        }
        p.deciding = false;
    }

    // Our addition to DumbBot: a move that fails even if every other power's unit stays where it is (into a
    // unit it cannot dislodge, or behind a unit of ours that cannot leave) is drawn again without that
    // destination, and so are the supports it was given. True when anything was drawn again.
    bool repair() {
        std::vector<Order> orders;
        for (const Plan& p : plans_) orders.push_back(p.order);
        PhaseResult out;
        board_.rules.adjudicate(board_.pos, orders, out);
        std::vector<int> redo;
        for (std::size_t i = 0; i < plans_.size(); ++i)
            if (orders[i].kind == OrderKind::Move && out.results[i].outcome.result == Result::Fails)
                redo.push_back(static_cast<int>(i));
        if (redo.empty()) return false;
        for (int i : redo) {
            const Province to = map_.province_of(plans_[i].order.dest);
            for (Plan& q : plans_)
                if (q.order.kind == OrderKind::SupportMove && map_.province_of(q.order.target) == plans_[i].at) undo(q);
            if (mover_into_[to] == i) mover_into_[to] = -1;
            plans_[i].banned.insert(to);
            undo(plans_[i]);
        }
        for (int i : order_)
            if (!plans_[i].decided) decide(i);
        return true;
    }

    void undo(Plan& p) {
        p.order = unit_order(OrderKind::Hold, p.unit);
        p.decided = false;
    }

    // Our addition to DumbBot: an attack on a foreign unit calls for a supporter, the first undecided unit of
    // ours (in the random order) that can reach the place and has no free centre to take itself.
    void call_support(int mover, Province to) {
        for (int j : order_) {
            Plan& q = plans_[j];
            if (q.decided || q.deciding || q.at == to || !can_support_into(map_, q.unit.type, q.unit.loc, to)) continue;
            const std::vector<Option> options = options_of(q);
            const Order& best = options.front().order;
            if (best.kind == OrderKind::Move && free_centre(map_.province_of(best.dest))) continue;
            const Order s = support_order(q.unit, plans_[mover].unit, to);
            if (!legal(s)) continue;
            settle(q, s);
            return;
        }
    }

    // A centre not ours with no unit in it: a move there takes it.
    bool free_centre(Province p) const {
        return map_.province(p).centre && board_.pos.owner[p] != me_ && !board_.pos.units[p];
    }

    void settle(Plan& p, const Order& o) {
        p.order = o;
        p.decided = true;
    }

    // The last pass: a unit left holding supports a move of ours into a contested place it can reach (the most
    // contested first), else a contested neighbour of ours that stays.
    void support_idle_units() {
        for (int i : order_) {
            Plan& p = plans_[i];
            if (p.order.kind != OrderKind::Hold) continue;
            std::optional<Order> best;
            int best_need = 0;
            for (const Plan& q : plans_) {
                if (q.at == p.at || q.order.kind == OrderKind::SupportMove) continue;
                const bool moving = q.order.kind == OrderKind::Move;
                const Province to = moving ? map_.province_of(q.order.dest) : q.at;
                if (to == p.at || !can_support_into(map_, p.unit.type, p.unit.loc, to)) continue;
                // Moves count double: a support there can take a centre, a support of a hold only keeps one.
                const int need = board_.competition(me_, to) * (moving ? 2 : 1);
                if (need <= best_need) continue;
                const Order s = moving ? support_order(p.unit, q.unit, to) : support_order(p.unit, q.unit);
                if (!legal(s)) continue;
                best = s;
                best_need = need;
            }
            if (best) p.order = *best;
        }
    }

    const Board& board_;
    const Map& map_;
    Power me_;
    Random& rng_;
    int sharpness_;  // of the draw (draw.h)
    Values values_;
    std::vector<Plan> plans_;               // one per unit of the power, in province order
    std::vector<int> order_;                // the random order units are taken in
    std::array<int, kMaxLocs> plan_at_;     // by province: the plan of our unit there, or -1
    std::array<int, kMaxLocs> mover_into_;  // by province: the plan of our unit moving there, or -1
};

}  // namespace

std::vector<Order> easy_moves(const Board& board, Power me, Random& rng, int sharpness) {
    if (me >= board.powers) return {};
    std::vector<Order> out = MovePlanner(board, me, rng, sharpness).run();
    make_sound(board, out);  // rarely, a support outlives the move it was for (an order found illegal at the end)
    return out;
}

}  // namespace dip::bot
