// Computer seats thought a slice at a time (the same orders as choose_orders: see search_orders).
#include "computer_thinker.h"

#include <algorithm>

namespace dip {

std::vector<Power> ComputerThinker::thinking(const Session& s) const {
    return s.ready() ? s.computers_to_think() : std::vector<Power>{};
}

int ComputerThinker::percent() const {
    if (!search_) return 0;
    return std::clamp(100 * search_->iterations_done() / std::max(1, iterations_), 0, 99);
}

void ComputerThinker::forget() {
    search_.reset();
    position_.reset();
    rules_.reset();
    power_ = kNoPower;
}

bool ComputerThinker::think(Session& s, int max_steps) {
    // Another game or phase than the one thought about: that thinking is no longer wanted.
    if (search_ && (s.id() != game_ || s.game().history().size() != phase_ || !s.ready())) forget();
    for (int steps = 0; steps < max_steps;) {
        const std::vector<Power> left = thinking(s);
        if (left.empty()) return false;
        if (!search_) {
            const Power p = left.front();
            const bot::Level level = s.computer_level(p).value_or(bot::Level::Easy);
            if (level == bot::Level::Easy) {  // milliseconds: thought whole
                s.set_computer_orders(p, s.computer_choice(p, level));
                ++steps;
                continue;
            }
            rules_ = s.shared_rules();
            position_ = std::make_unique<Position>(s.position());
            const bot::Budget budget = bot::budget_for(level);
            iterations_ = budget.iterations + budget.refinements;
            power_ = p;
            game_ = s.id();
            phase_ = s.game().history().size();
            if (rules_->finished(*position_)) {
                s.set_computer_orders(p, {});
                forget();
                continue;
            }
            search_ = std::make_unique<bot::Search>(*rules_, *position_, p, budget,
                                                    bot::decision_seed(*position_, p, s.computer_seed()));
            ++steps;
            continue;
        }
        if (search_->step()) {
            ++steps;
            continue;
        }
        s.set_computer_orders(power_, search_->best());  // the budget is spent: its choice
        forget();
    }
    return !thinking(s).empty();
}

}  // namespace dip
