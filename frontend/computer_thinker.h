// Thinks up the computer seats' orders a slice at a time, so the page keeps drawing while Normal and Hard
// search (a search takes seconds; one of its iterations, milliseconds). Easy is quick and is thought whole.
// The orders are exactly dip::bot::choose_orders's: the slices change when the work is done, not what it finds.
// No clock here: the caller says how many iterations a slice may run.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "bot/search.h"
#include "session.h"

namespace dip {

class ComputerThinker {
public:
    // Works on the session's computer seats still without orders (when the session is ready()) for at most
    // `max_steps` search iterations, setting the orders of each seat whose thinking ends. True while some
    // computer seat is still thinking.
    bool think(Session& s, int max_steps);
    // The computer seats still thinking, in power order (empty when nothing is asked of them).
    std::vector<Power> thinking(const Session& s) const;
    // The power being thought for now and how far along (0 to 100), or kNoPower.
    Power current() const { return search_ ? power_ : kNoPower; }
    int percent() const;

private:
    void forget();

    std::shared_ptr<const Rules> rules_;   // kept alive for the search, which holds references
    std::unique_ptr<Position> position_;   // the position thought about (a copy: the session moves on)
    std::unique_ptr<bot::Search> search_;  // the search under way, if any
    Power power_ = kNoPower;               // whose orders it is looking for
    std::uint64_t game_ = 0;               // the game (its id) and phase (phases played) it belongs to
    std::size_t phase_ = 0;
    int iterations_ = 1;  // the search's budget of iterations, for the progress shown
};

}  // namespace dip
