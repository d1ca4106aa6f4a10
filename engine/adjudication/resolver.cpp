// The decisions of DATC 5.B and the resolve function of DATC 5.E (with its "recursion_hits" and "uncertain"
// refinements), over the fixed-size tables of a MovementBoard. No allocation.
#include "resolver.h"

#include "convoy_routes.h"

namespace dip {

void Resolver::run() {
    b_.active.for_each([&](int p) { resolve(static_cast<Province>(p), true); });
}

// ---- resolve: settle one decision, detecting cycles ------------------------------------------------------

bool Resolver::resolve_open(Province p, bool optimistic) {
    if (in_cycle_[p]) {  // already known to sit in an unresolved cycle
        uncertain_ = true;
        return optimistic;
    }
    if (visited_[p]) {  // we came round to a decision under judgement: a cycle
        push_cycle(p);
        ++recursion_hits_;
        uncertain_ = true;
        return optimistic;
    }
    visited_[p] = true;
    const int old_cycle_len = cycle_len_;
    const int old_hits = recursion_hits_;
    const bool old_uncertain = uncertain_;
    uncertain_ = false;
    const bool best = adjudicate(p, true);
    // A decision that fails even optimistically, or rests only on settled ones, needs no second look.
    const bool worst = (uncertain_ && best) ? adjudicate(p, false) : best;
    visited_[p] = false;

    if (best == worst) {
        truncate_cycle(old_cycle_len);
        recursion_hits_ = old_hits;
        uncertain_ = old_uncertain;
        resolved_[p] = true;
        value_[p] = best;
        return best;
    }
    if (in_cycle_[p]) --recursion_hits_;
    if (recursion_hits_ == old_hits) {  // this decision is the oldest of the cycle: apply the backup rule
        backup_rule(old_cycle_len);
        truncate_cycle(old_cycle_len);
        uncertain_ = old_uncertain;
        return resolve(p, optimistic);
    }
    if (!in_cycle_[p]) push_cycle(p);  // part of a cycle started further up: let the caller settle it
    return optimistic;
}

void Resolver::push_cycle(Province p) {
    in_cycle_[p] = true;
    cycle_[cycle_len_++] = p;
}

void Resolver::truncate_cycle(int len) {
    while (cycle_len_ > len) in_cycle_[cycle_[--cycle_len_]] = false;
}

// A cycle with two or no consistent resolutions. With a convoy in it, it is a convoy paradox: the convoys
// fail (Szykman, DATC 4.A.2). Made of moves only, it is circular movement: all moves succeed (DATC 5.B.9).
void Resolver::backup_rule(int from) {
    bool has_convoy = false, only_moves = true;
    for (int i = from; i < cycle_len_; ++i) {
        has_convoy |= b_.action[cycle_[i]] == Action::Convoy;
        only_moves &= b_.action[cycle_[i]] == Action::Move;
    }
    for (int i = from; i < cycle_len_; ++i) {
        const Province p = cycle_[i];
        if (has_convoy) {
            if (b_.action[p] != Action::Convoy) continue;
            paradox_[p] = true;
            resolved_[p] = true;
            value_[p] = false;
        } else {
            resolved_[p] = true;
            value_[p] = only_moves;  // any other cycle (variants only): everything in it fails
        }
    }
}

// ---- adjudicate: the conditions of DATC 5.B --------------------------------------------------------------

bool Resolver::adjudicate(Province p, bool optimistic) {
    switch (b_.action[p]) {
        case Action::Move: return adjudicate_move(p, optimistic);
        case Action::Support: return adjudicate_support(p, optimistic);
        case Action::Convoy: return adjudicate_convoy(p, optimistic);
        default: return false;
    }
}

bool Resolver::adjudicate_move(Province p, bool optimistic) {
    // Optimistically: our strength at its highest against every opposing strength at its lowest.
    const int attack = attack_strength(p, optimistic);
    if (attack == 0) return false;
    if (const Province q = b_.head_to_head[p]; q != kNone) {
        if (attack <= defend_strength(q, !optimistic)) return false;
    } else if (attack <= hold_strength(b_.dest[p], !optimistic)) {
        return false;
    }
    bool beaten = false;
    b_.attackers[b_.dest[p]].for_each([&](int r) {
        if (!beaten && r != p) beaten = attack <= prevent_strength(static_cast<Province>(r), !optimistic);
    });
    return !beaten;
}

// A support is cut by a move from a foreign unit with a path, unless it comes from the province the support
// is directed into (even by convoy, DATC 4.A.4); and it always fails when its unit is dislodged.
bool Resolver::adjudicate_support(Province p, bool optimistic) {
    bool cut = false;
    b_.attackers[p].for_each([&](int a) {
        if (cut || b_.power(static_cast<Province>(a)) == b_.power(p)) return;
        if (a == b_.support_into[p]) {
            cut = resolve(static_cast<Province>(a), !optimistic);
        } else {
            cut = path(static_cast<Province>(a), !optimistic);
        }
    });
    return !cut;
}

// A convoy holds unless its fleet is dislodged.
bool Resolver::adjudicate_convoy(Province p, bool optimistic) {
    bool dislodged = false;
    b_.attackers[p].for_each([&](int a) {
        if (!dislodged) dislodged = resolve(static_cast<Province>(a), !optimistic);
    });
    return !dislodged;
}

// ---- strengths and paths ---------------------------------------------------------------------------------

int Resolver::count_supports(const SpaceSet& supporters, bool most, Power exclude) {
    int n = 0;
    supporters.for_each([&](int s) {
        if (b_.power(static_cast<Province>(s)) != exclude && resolve(static_cast<Province>(s), most)) ++n;
    });
    return n;
}

bool Resolver::convoy_path(Province p, bool most) {
    SpaceSet fleets;
    b_.convoyers[p].for_each([&](int f) {
        if (resolve(static_cast<Province>(f), most)) fleets.insert(f);
    });
    return convoy_route_exists(*b_.map, p, b_.dest[p], fleets);
}

int Resolver::attack_strength(Province p, bool most) {
    if (!path(p, most)) return 0;
    const Province d = b_.dest[p];
    const Unit& defender = b_.pos->units[d];
    const bool leaves = defender && b_.action[d] == Action::Move && b_.head_to_head[p] == kNone && resolve(d, most);
    if (!defender || leaves) return 1 + count_supports(b_.supporters[p], most);
    if (defender.power == b_.power(p)) return 0;                        // no self-dislodgement
    return 1 + count_supports(b_.supporters[p], most, defender.power);  // no help to dislodge one's own unit
}

int Resolver::defend_strength(Province p, bool most) { return 1 + count_supports(b_.supporters[p], most); }

int Resolver::prevent_strength(Province p, bool most) {
    if (!path(p, most)) return 0;
    // A unit that lost a head-to-head battle has no effect on the province its opponent came from.
    if (const Province q = b_.head_to_head[p]; q != kNone && resolve(q, !most)) return 0;
    return 1 + count_supports(b_.supporters[p], most);
}

int Resolver::hold_strength(Province area, bool most) {
    if (!b_.pos->units[area]) return 0;
    if (b_.action[area] == Action::Move) return resolve(area, !most) ? 0 : 1;
    return 1 + count_supports(b_.supporters[area], most);
}

}  // namespace dip
