// The map as the computer players walk it: the places armies and fleets can stand, numbered compactly, with
// their neighbours in flat lists, so the valuation's nine spreading passes run over plain arrays. Built once
// once per variant of the compiled-in catalogue (any other rules' map: once per use). No positions here.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "map.h"
#include "rules.h"

namespace dip::bot {

struct Graph {
    explicit Graph(const Map& map);

    std::vector<Loc> army_locs;              // army nodes: the provinces armies can stand on
    std::vector<std::uint16_t> army_first;   // node i's neighbours are army_next[army_first[i]..army_first[i+1])
    std::vector<std::uint8_t> army_next;     // army node indices
    std::vector<Loc> fleet_locs;             // fleet nodes: seas, coasts (one per coast of a split province)
    std::vector<Province> fleet_province;    // by fleet node: its province
    std::vector<std::uint16_t> fleet_first;  // node i's provinces are fleet_next[fleet_first[i]..fleet_first[i+1])
    std::vector<Province> fleet_next;        // the provinces a fleet there could move into
    std::vector<SpaceSet> fleet_provinces;   // by location: the same provinces, as a set
};

// The graph of the map of these rules (a variant of the compiled-in catalogue's is built once and shared).
std::shared_ptr<const Graph> graph_of(const Rules& rules);

}  // namespace dip::bot
