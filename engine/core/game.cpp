// Playing, replaying and rolling back phases.
#include "game.h"

namespace dip {

Game Game::replay(const Rules& rules, const Position& start, std::span<const std::vector<Order>> orders) {
    Game g(rules, start);
    for (const std::vector<Order>& phase : orders) g.play(phase);
    return g;
}

const PhaseResult& Game::play(std::vector<Order> orders) {
    PlayedPhase played{current(), std::move(orders), {}};
    rules_->adjudicate(played.position, played.orders, played.result);
    history_.push_back(std::move(played));
    return history_.back().result;
}

void Game::edit(const Position& edited) {
    PlayedPhase step{current(), {}, {}, true};
    step.result.next = edited;
    history_.push_back(std::move(step));
}

bool Game::undo() {
    if (history_.empty()) return false;
    history_.pop_back();
    return true;
}

}  // namespace dip
