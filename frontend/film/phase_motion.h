// A played phase as motion, for the map to animate: where each unit's token is over the phase's time (0, the
// position the orders were given in, to 1, the position that followed) and when each order's result shows.
// Moves run together; a move that fails goes part of the way and comes back; dislodged units are then pushed
// beside the unit that took their place, and destroyed ones fade; retreats, disbands, builds and removals move,
// fade out or fade in in their own phases. Plain data: frontend/ui/film/film_art.cpp turns spots into screen points.
#pragma once

#include <vector>

#include "map.h"
#include "phase_result.h"
#include "position.h"

namespace dip {

// Where a token is drawn: on a location, or beside it (a dislodged unit waiting for its retreat).
struct Spot {
    Loc loc = kNone;
    bool beside = false;
    friend bool operator==(const Spot&, const Spot&) = default;
};

// A token at one moment: `along` of the way from `from` to `to` (0: at `from`), with opacity `alpha`.
struct Pose {
    float t = 0;
    Spot from, to;
    float along = 0;
    float alpha = 1;
};

// One unit through the phase: its poses at increasing times, the first at 0 and the last at 1. Between two poses
// the token glides from one to the other.
struct UnitTrack {
    Unit unit;
    std::vector<Pose> poses;
};

struct PhaseMotion {
    std::vector<UnitTrack> tracks;
    // For each of the result's entries, the time its outcome shows; before it, the order is drawn as written.
    std::vector<float> outcome_at;
    // The times a step stops at, ascending, the last 1: the moments worth pausing on.
    std::vector<float> stops;
};

PhaseMotion phase_motion(const Position& before, const PhaseResult& result, const Map& map);

// Where a track's token is at time t: between the poses `a` and `b`, `blend` (eased, 0 to 1) of the way to `b`.
struct TokenAt {
    Pose a, b;
    float blend = 0;
    float alpha = 1;
};
TokenAt token_at(const UnitTrack& track, float t);

}  // namespace dip
