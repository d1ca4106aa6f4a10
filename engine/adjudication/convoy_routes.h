// Convoy routes on the map: is there a chain of fleets from one coast to another, and can a given fleet be
// part of a route where it is needed. Pure graph search over sea provinces; knows nothing of orders.
#pragma once

#include "map.h"

namespace dip {

// Is there a chain of sea provinces from `fleets` leading from province `from` to province `to`?
bool convoy_route_exists(const Map& map, Province from, Province to, const SpaceSet& fleets);

// Is `fleet` necessary in at least one convoy route from `from` to `to` through `fleets`: is there a route
// that fails without it? Such routes are exactly the chordless ones through it (DATC 6.G.19: a convoy by a
// fleet that no route needs is illegal).
bool fleet_needed_on_some_route(const Map& map, Province from, Province to, Province fleet, const SpaceSet& fleets);

}  // namespace dip
