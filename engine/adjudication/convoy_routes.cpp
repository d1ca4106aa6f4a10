// Breadth-first search over sea provinces with bit sets, and a depth-first search for chordless routes.
#include "convoy_routes.h"

namespace dip {

bool convoy_route_exists(const Map& map, Province from, Province to, const SpaceSet& fleets) {
    if (from == to) return false;
    const SpaceSet& goal = map.sea_neighbours(to);
    SpaceSet reached;
    SpaceSet frontier = map.sea_neighbours(from) & fleets;
    while (!frontier.empty()) {
        if (frontier.intersects(goal)) return true;
        reached |= frontier;
        SpaceSet next;
        frontier.for_each([&](int f) { next |= map.sea_neighbours(static_cast<Province>(f)); });
        frontier = (next & fleets).without(reached);
    }
    return false;
}

namespace {

// Extends a chordless route whose last fleet is `last`; `forbidden` holds every province adjacent to an
// earlier member (or the start), which a chordless route may not use again.
bool extend(const Map& map, Province last, Province to, Province fleet, bool has_fleet, const SpaceSet& fleets,
            const SpaceSet& forbidden, const SpaceSet& used) {
    has_fleet = has_fleet || last == fleet;
    if (map.sea_neighbours(to).contains(last)) return has_fleet;  // a route must end at the first fleet touching `to`
    const SpaceSet options = (map.sea_neighbours(last) & fleets).without(forbidden).without(used);
    const SpaceSet now_forbidden = forbidden | map.sea_neighbours(last);
    bool found = false;
    options.for_each([&](int next) {
        if (found) return;
        SpaceSet u = used;
        u.insert(next);
        found = extend(map, static_cast<Province>(next), to, fleet, has_fleet, fleets, now_forbidden, u);
    });
    return found;
}

}  // namespace

bool fleet_needed_on_some_route(const Map& map, Province from, Province to, Province fleet, const SpaceSet& fleets) {
    if (from == to || !fleets.contains(fleet)) return false;
    const SpaceSet first = map.sea_neighbours(from) & fleets;
    bool found = false;
    first.for_each([&](int f) {
        if (found) return;
        SpaceSet used;
        used.insert(f);
        // Later members may not touch the start either: the route would then have a shortcut.
        found = extend(map, static_cast<Province>(f), to, fleet, false, fleets, map.sea_neighbours(from), used);
    });
    return found;
}

}  // namespace dip
