// The part of a board where a game is played: the provinces of its units and owned supply centres and their
// neighbours, as a rectangle of the board's drawing. A lesson of three units, or a game of two powers on a board
// drawn for seven, is framed where its play is, so that its units are large enough to tap; a game over most of
// the board is shown whole.
#pragma once

#include <optional>

#include "map_geometry.h"
#include "position.h"

namespace dip {

struct PlayRegion {
    Point min, max;  // board units
};

// The region, padded by a margin; none when it would cover most of the board (show it whole).
std::optional<PlayRegion> play_region(const Position& pos, const Map& map, const MapGeometry& geo);

}  // namespace dip
