// Orders drawn on the map: move arrows (convoyed moves along their fleets), support lines, convoy marks,
// hold rings, retreats, builds and removals; and after adjudication the same with their results: failed
// orders crossed out, void and illegal ones greyed, dislodged units ringed in red.
#pragma once

#include <span>

#include "map_view.h"
#include "outcome.h"

namespace dip {

struct DrawnOrder {
    Order order;
    const Outcome* outcome = nullptr;  // null while the order is being written
    bool ring_dislodged = true;        // ring its unit if dislodged (a film rings the token it moves aside)
};

// `pos` is the position the orders are given in.
void draw_orders(ImDrawList* dl, const MapView& view, const Position& pos, std::span<const DrawnOrder> orders);

}  // namespace dip
