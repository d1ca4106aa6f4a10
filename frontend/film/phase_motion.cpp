#include "phase_motion.h"

#include <algorithm>

#include "order.h"
#include "outcome.h"

namespace dip {

namespace {

// The moments of a movement phase: orders show, then every move runs at once (a failed one turns back at the
// moment of contact, when cut supports break), results show, dislodged units are pushed out, destroyed ones fade.
constexpr float kMovesStart = 0.15f, kContact = 0.38f, kMovesEnd = 0.6f, kPushed = 0.8f, kFaded = 0.95f;
constexpr float kBounceReach = 0.4f;  // how far a failed move goes before it turns back
// Retreats and adjustments: one movement (a retreat, a fade in or out) between these.
constexpr float kActStart = 0.15f, kActEnd = 0.65f;

bool same_unit(const Unit& a, const Unit& b) { return a && b && a.type == b.type && a.power == b.power; }

class Choreographer {
public:
    Choreographer(const Position& before, const PhaseResult& result, const Map& map)
        : before_(before), next_(result.next), result_(result), map_(map) {}

    PhaseMotion make() {
        const int n = map_.province_count();
        claimed_.assign(static_cast<std::size_t>(n), false);
        claimed_beside_.assign(static_cast<std::size_t>(n), false);
        switch (before_.phase.kind) {
            case PhaseKind::Movement: movement(); break;
            case PhaseKind::Retreats: retreats(); break;
            case PhaseKind::Adjustments: adjustments(); break;
        }
        // Units the phase brought that no order accounts for (builds, or a variant's own doing) fade in.
        for (Province q = 0; q < n; ++q) {
            if (next_.units[q] && !claimed_[q]) appear(next_.units[q], {next_.units[q].loc, false});
            if (next_.dislodged[q].unit && !claimed_beside_[q])
                appear(next_.dislodged[q].unit, {next_.dislodged[q].unit.loc, true});
        }
        return std::move(motion_);
    }

private:
    Province province(Loc l) const { return l == kNone ? kNone : map_.loc(l).province; }

    // The result that tells what the unit in `p` did: its owner's order for it, a legal one first.
    const OrderResult* order_of(Province p, const Unit& u) const {
        const OrderResult* found = nullptr;
        for (const OrderResult& r : result_.results)
            if (is_unit_order(r.order.kind) && province(r.order.unit) == p && r.order.power == u.power &&
                (!found || found->outcome.result == Result::Illegal))
                found = &r;
        return found;
    }
    static bool fell_short(const OrderResult* r) {
        return r && r->order.kind == OrderKind::Move && r->outcome.result == Result::Fails;
    }

    void add(const Unit& u, std::vector<Pose> poses) { motion_.tracks.push_back({u, std::move(poses)}); }
    void appear(const Unit& u, Spot at) {
        add(u, {{0, at, at, 0, 0}, {kActStart, at, at, 0, 0}, {kActEnd, at, at, 0, 1}, {1, at, at, 0, 1}});
    }
    // The unit standing at `at` ends at `end` (claimed in the next position), or fades if `end` is none.
    static Pose still(float t, Spot at, float alpha = 1) { return {t, at, at, 0, alpha}; }

    void movement() {
        motion_.stops = {kContact, kMovesEnd, kPushed, 1};
        for (const OrderResult& r : result_.results) {
            const bool early = r.outcome.reason == Reason::SupportCut || fell_short(&r);
            motion_.outcome_at.push_back(early ? kContact : kMovesEnd);
        }
        for (Province p = 0; p < map_.province_count(); ++p) {
            const Unit& u = before_.units[p];
            if (!u) continue;
            const Spot start{u.loc, false};
            const OrderResult* r = order_of(p, u);
            std::vector<Pose> poses{still(0, start), still(kMovesStart, start)};
            if (r && r->order.kind == OrderKind::Move && r->outcome.result == Result::Succeeds) {
                const Province d = province(r->order.dest);
                if (same_unit(next_.units[d], u) && !claimed_[d]) {
                    claimed_[d] = true;
                    const Spot end{next_.units[d].loc, false};
                    poses.push_back({kMovesEnd, start, end, 1, 1});
                    poses.push_back(still(1, end));
                    add(u, std::move(poses));
                    continue;
                }
            }
            if (fell_short(r)) {
                const Spot toward{r->order.dest, false};
                poses.push_back({kContact, start, toward, kBounceReach, 1});
                poses.push_back(still(kMovesEnd, start));
            } else {
                poses.push_back(still(kMovesEnd, start));
            }
            const Spot beside{u.loc, true};
            if (same_unit(next_.dislodged[p].unit, u) && !claimed_beside_[p]) {
                claimed_beside_[p] = true;
                poses.push_back(still(kPushed, beside));
                poses.push_back(still(1, beside));
            } else if (same_unit(next_.units[p], u) && !claimed_[p]) {
                claimed_[p] = true;
                poses.push_back(still(1, {next_.units[p].loc, false}));
            } else if (r && r->outcome.dislodged_by != kNone) {  // dislodged with nowhere to go: destroyed
                poses.push_back(still(kPushed, beside));
                poses.push_back(still(kFaded, beside, 0));
                poses.push_back(still(1, beside, 0));
            } else {  // gone for a reason of the variant's own
                poses.push_back(still(kFaded, start, 0));
                poses.push_back(still(1, start, 0));
            }
            add(u, std::move(poses));
        }
    }

    // Dislodged units retreat or fade; the others stay.
    void retreats() {
        motion_.stops = {kActEnd, 1};
        motion_.outcome_at.assign(result_.results.size(), kActStart);
        for (Province p = 0; p < map_.province_count(); ++p) {
            if (const Unit& u = before_.units[p]) stay_or_fade(p, u);
            const Unit& d = before_.dislodged[p].unit;
            if (!d) continue;
            const Spot start{d.loc, true};
            const OrderResult* r = order_of(p, d);
            std::vector<Pose> poses{still(0, start), still(kActStart, start)};
            const Province to = r && r->order.kind == OrderKind::Retreat && r->outcome.result == Result::Succeeds
                                    ? province(r->order.dest)
                                    : kNone;
            if (to != kNone && same_unit(next_.units[to], d) && !claimed_[to]) {
                claimed_[to] = true;
                const Spot end{next_.units[to].loc, false};
                poses.push_back({kActEnd, start, end, 1, 1});
                poses.push_back(still(1, end));
            } else {
                poses.push_back(still(kActEnd, start, 0));
                poses.push_back(still(1, start, 0));
            }
            add(d, std::move(poses));
        }
    }

    // Removed units fade out; builds fade in (make()); the others stay.
    void adjustments() {
        motion_.stops = {kActEnd, 1};
        motion_.outcome_at.assign(result_.results.size(), kActStart);
        for (Province p = 0; p < map_.province_count(); ++p)
            if (const Unit& u = before_.units[p]) stay_or_fade(p, u);
    }

    void stay_or_fade(Province p, const Unit& u) {
        const Spot at{u.loc, false};
        if (same_unit(next_.units[p], u) && !claimed_[p]) {
            claimed_[p] = true;
            const Spot end{next_.units[p].loc, false};
            add(u, {still(0, at), still(1, end)});
        } else {
            add(u, {still(0, at), still(kActStart, at), still(kActEnd, at, 0), still(1, at, 0)});
        }
    }

    const Position& before_;
    const Position& next_;
    const PhaseResult& result_;
    const Map& map_;
    std::vector<bool> claimed_, claimed_beside_;  // places in the next position a track already ends at
    PhaseMotion motion_;
};

float eased(float f) { return f * f * (3 - 2 * f); }

}  // namespace

PhaseMotion phase_motion(const Position& before, const PhaseResult& result, const Map& map) {
    return Choreographer(before, result, map).make();
}

TokenAt token_at(const UnitTrack& track, float t) {
    const std::vector<Pose>& poses = track.poses;
    t = std::clamp(t, 0.0f, 1.0f);
    std::size_t i = 0;
    while (i + 2 < poses.size() && poses[i + 1].t <= t) ++i;
    const Pose& a = poses[i];
    const Pose& b = poses[std::min(i + 1, poses.size() - 1)];
    const float span = b.t - a.t;
    const float blend = span <= 0 ? 1.0f : eased(std::clamp((t - a.t) / span, 0.0f, 1.0f));
    return {a, b, blend, a.alpha + (b.alpha - a.alpha) * blend};
}

}  // namespace dip
