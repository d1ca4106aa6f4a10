// The drawing of the board a variant is played on: its geometry (assets/boards/<board>/board.geo, compiled
// in), read the first time it is asked for and kept for the program's life.
#pragma once

#include <string>

#include "catalogue.h"
#include "map_geometry.h"

namespace dip {

// The geometry of the board this variant is played on; nullptr when the variant is not the compiled-in
// catalogue's or its board has no drawing that reads, with `error` saying why.
const MapGeometry* geometry_for(const VariantInfo& variant, std::string* error = nullptr);
// The same for the variant these rules play (Rules::variant()); nullptr for rules made by hand.
const MapGeometry* geometry_for(const Rules& rules, std::string* error = nullptr);

}  // namespace dip
