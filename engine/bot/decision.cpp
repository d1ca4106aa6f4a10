// A decision thought a step at a time (see decision.h).
#include "decision.h"

#include <algorithm>

#include "levels.h"

namespace dip::bot {

Decision::Decision(const Rules& rules, const Position& pos, Power power, Level level, std::uint64_t seed,
                   const Relations* relations, const Commitments* commitments) {
    const LevelInfo* info = find_level(level);
    if (!info || !info->search || power >= rules.map().power_count() || rules.finished(pos)) {
        orders_ = choose_orders(rules, pos, power, level, seed, relations, commitments);
        return;
    }
    if (commitments && !commitments->binds(power) && commitments->standing.empty()) commitments = nullptr;
    threshold_ = break_threshold(level);
    const Budget& budget = *info->search;
    steps_ = budget.iterations + budget.refinements + (budget.verify >= 2 ? budget.verify : 0);  // as Search counts
    search_ =
        std::make_unique<Search>(rules, pos, power, budget, decision_seed(pos, power, seed), relations, commitments);
}

bool Decision::step() { return search_ && search_->step(); }

int Decision::percent() const {
    if (done()) return 100;
    return std::clamp(100 * search_->steps_done() / std::max(1, steps_), 0, 99);
}

}  // namespace dip::bot
