// Resolves every decision of a movement phase: does each move succeed, is each support cut, does each
// convoy hold. Kruijswijk's partial-information algorithm (DATC 5.B and 5.E): every decision is judged
// optimistically and pessimistically; when both agree it is settled, and undecidable cycles get the backup
// rule (circular movement succeeds; in a convoy paradox the convoys fail, the Szykman rule, DATC 4.A.2).
#pragma once

#include "movement_board.h"

namespace dip {

class Resolver {
public:
    explicit Resolver(const MovementBoard& board) : b_(board) {}

    // Settles every decision. Afterwards succeeded() and the strength functions give final values.
    void run();

    bool succeeded(Province p) const { return value_[p]; }
    bool paradox(Province p) const { return paradox_[p]; }  // a convoy that failed by the Szykman rule

    // Strengths (DATC 5.B). `most` asks for the highest value still possible, else the lowest.
    int attack_strength(Province p, bool most);
    int defend_strength(Province p, bool most);
    int prevent_strength(Province p, bool most);
    int hold_strength(Province area, bool most);
    bool path(Province p, bool most) { return !b_.by_convoy[p] || convoy_path(p, most); }

private:
    bool resolve(Province p, bool optimistic) { return resolved_[p] ? value_[p] : resolve_open(p, optimistic); }
    bool resolve_open(Province p, bool optimistic);
    bool convoy_path(Province p, bool most);
    bool adjudicate(Province p, bool optimistic);
    bool adjudicate_move(Province p, bool optimistic);
    bool adjudicate_support(Province p, bool optimistic);
    bool adjudicate_convoy(Province p, bool optimistic);
    int count_supports(const SpaceSet& supporters, bool most, Power exclude = kNoPower);
    void backup_rule(int from);
    void push_cycle(Province p);
    void truncate_cycle(int len);

    const MovementBoard& b_;
    std::array<bool, kMaxLocs> resolved_{}, value_{}, visited_{}, in_cycle_{}, paradox_{};
    std::array<Province, kMaxLocs> cycle_{};
    int cycle_len_ = 0;
    int recursion_hits_ = 0;
    bool uncertain_ = false;
};

}  // namespace dip
