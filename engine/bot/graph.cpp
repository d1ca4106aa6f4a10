// Numbering the places units stand on and listing their neighbours.
#include "graph.h"

#include <map>
#include <mutex>

#include "catalogue.h"

namespace dip::bot {

Graph::Graph(const Map& map) : fleet_provinces(static_cast<std::size_t>(map.loc_count())) {
    std::vector<int> army_index(static_cast<std::size_t>(map.loc_count()), -1);
    for (int l = 0; l < map.loc_count(); ++l) {
        const Loc loc = static_cast<Loc>(l);
        if (map.can_stand(UnitType::Army, loc)) {
            army_index[static_cast<std::size_t>(l)] = static_cast<int>(army_locs.size());
            army_locs.push_back(loc);
        }
        if (!map.can_stand(UnitType::Fleet, loc)) continue;
        fleet_locs.push_back(loc);
        fleet_province.push_back(map.province_of(loc));
        map.fleet_neighbours(loc).for_each(
            [&](int n) { fleet_provinces[static_cast<std::size_t>(l)].insert(map.province_of(static_cast<Loc>(n))); });
    }
    for (Loc l : army_locs) {
        army_first.push_back(static_cast<std::uint16_t>(army_next.size()));
        map.army_neighbours(l).for_each([&](int n) {
            if (army_index[static_cast<std::size_t>(n)] >= 0)
                army_next.push_back(static_cast<std::uint8_t>(army_index[static_cast<std::size_t>(n)]));
        });
    }
    army_first.push_back(static_cast<std::uint16_t>(army_next.size()));
    for (Loc l : fleet_locs) {
        fleet_first.push_back(static_cast<std::uint16_t>(fleet_next.size()));
        fleet_provinces[l].for_each([&](int p) { fleet_next.push_back(static_cast<Province>(p)); });
    }
    fleet_first.push_back(static_cast<std::uint16_t>(fleet_next.size()));
}

std::shared_ptr<const Graph> graph_of(const Rules& rules) {
    // One graph per variant of the compiled-in catalogue, made on first use and kept (those variants live as
    // long as the program); the arena's games ask from several threads. Other rules (a catalogue read at run
    // time, a map made by hand) get their own.
    static const std::shared_ptr<const Graph> standard = std::make_shared<const Graph>(standard_map());
    const VariantInfo* variant = compiled_variant(rules);
    if (variant == standard_rules().variant()) return standard;
    if (!variant) return std::make_shared<const Graph>(rules.map());
    static std::mutex guard;
    static std::map<Variant, std::shared_ptr<const Graph>> made;
    const std::lock_guard<std::mutex> lock(guard);
    std::shared_ptr<const Graph>& g = made[variant->number];
    if (!g) g = std::make_shared<const Graph>(variant->map);
    return g;
}

}  // namespace dip::bot
