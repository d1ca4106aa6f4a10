// One computer player's decision, thought a step at a time: Easy in a single step, Normal and Hard one
// iteration of their search a step. A page thinks it in slices between frames, a Web Worker in one go while
// telling its progress; either way the orders are exactly choose_orders's.
#pragma once

#include <memory>
#include <vector>

#include "bot.h"
#include "bot/search/search.h"

namespace dip::bot {

class Decision {
public:
    // `rules` and `pos` must outlive the decision; `relations` and `commitments` are copied. `seed` is the game's,
    // as for choose_orders.
    Decision(const Rules& rules, const Position& pos, Power power, Level level, std::uint64_t seed,
             const Relations* relations = nullptr, const Commitments* commitments = nullptr);

    // Thinks one step further; false (and nothing done) once decided.
    bool step();
    bool done() const { return !search_ || search_->done(); }
    // How far along, 0 to 100.
    int percent() const;
    // The orders decided (call once done()).
    std::vector<Order> orders() const { return search_ ? search_->best_kept(threshold_) : orders_; }

private:
    std::unique_ptr<Search> search_;  // Normal and Hard: the search under way
    std::vector<Order> orders_;       // Easy, and positions with nothing to decide: the orders, decided at once
    int steps_ = 1;                   // the search's budget of steps, for percent()
    std::int64_t threshold_ = 0;      // the level's break_threshold, for a search bound by deals
};

}  // namespace dip::bot
