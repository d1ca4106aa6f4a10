// A game: its rules, its starting position and the orders of every phase played (and, in the sandbox, every
// hand edit of the position). Everything else (each position, each outcome) follows by replaying, bit for
// bit, which is what makes saved games and links small.
#pragma once

#include <span>
#include <vector>

#include "rules.h"

namespace dip {

// The most phases (played or edited) a game may hold. No real game comes near it (a standard game to 1950 has
// about 250), and every reader of a game (save strings, games written as text, scenarios) refuses more before
// replaying anything, so a crafted input costs a bounded time and memory. A game that reaches it ends there.
inline constexpr std::size_t kMaxPhases = 5000;

struct PlayedPhase {
    Position position;          // the position the orders were given in
    std::vector<Order> orders;  // the orders as given
    PhaseResult result;         // outcomes and the position that followed
    bool edit = false;          // a sandbox edit: result.next was set by hand, not adjudicated
};

class Game {
public:
    Game(const Rules& rules, Position start) : rules_(&rules), start_(start) {}
    // Replays a game from its start and the orders of each phase.
    static Game replay(const Rules& rules, const Position& start, std::span<const std::vector<Order>> orders);

    const Rules& rules() const { return *rules_; }
    const Position& start() const { return start_; }
    const Position& current() const { return history_.empty() ? start_ : history_.back().result.next; }
    const std::vector<PlayedPhase>& history() const { return history_; }
    bool over() const { return rules_->finished(current()); }

    // Adjudicates the current phase with these orders and moves on to the next phase.
    const PhaseResult& play(std::vector<Order> orders);
    // Replaces the current position by an edited one (sandbox), kept in the history like a phase.
    void edit(const Position& edited);
    // Takes back the last phase played or edit made (sandbox roll-back). Returns false at the start.
    bool undo();

private:
    const Rules* rules_;
    Position start_;
    std::vector<PlayedPhase> history_;
};

}  // namespace dip
