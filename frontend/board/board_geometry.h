// The drawing of the board a variant is played on: its geometry (assets/boards/<board>/board.geo, compiled
// in), read the first time it is asked for and kept for the program's life.
#pragma once

#include <string>

#include "map_geometry.h"

namespace dip {

// The geometry of the board this map belongs to (a variant's map, catalogue.h); nullptr when the map is not
// a catalogue's or its board has no drawing that reads, with `error` saying why.
const MapGeometry* geometry_for(const Map& map, std::string* error = nullptr);

}  // namespace dip
