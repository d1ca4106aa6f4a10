// Formal Diplomacy (E. Sabatine, "Formal Diplomacy (rm91)"), as rules on top of the standard game: powers
// declare war and surrender, claim spheres of influence, and score victory points; only powers at war may
// attack each other; the game ends after a set number of turns and the most points win. Every choice where
// the variant's text is unclear is listed in docs/RULES.md, "Formal Diplomacy". The state lives in
// Position::formal; the legality checks the front end needs are in formal_legality.h.
#pragma once

#include <vector>

#include "rules.h"

namespace dip {

class FormalRules : public StandardRules {
public:
    // The settings' victory centres are ignored: there is no solo victory.
    FormalRules(const Map& map, RuleSettings settings);

    // Movement: see formal_movement.h. Retreats: the standard ones, except into powers not at war. Adjustments:
    // the standard ones. Formal orders outside a movement phase are illegal (wrong phase). When the game ends
    // (the turn limit), the power with the most points, if only one has that many, is the winner.
    void adjudicate(const Position& pos, std::span<const Order> orders, PhaseResult& out) const override;

protected:
    // Centres change hands as in the standard game; then each power scores +1 per centre it owns outside its
    // home centres and -1 per home centre of its own owned by another power.
    void end_of_fall(Position& next) const override;
};

// The powers with the most victory points (several on a tie), in power order.
std::vector<Power> points_leaders(const Map& map, const Position& pos);

}  // namespace dip
