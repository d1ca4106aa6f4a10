// Gives the adjudicator an order on a location off the board, as a crafted save string once could. In a checked build
// (engine/core/checked.h) the engine must stop with "off the board" before it reads past a table; the CTest test
// "engine stops at an order off the board" expects exactly that message (asan preset).
#include "catalogue.h"
#include "order.h"

int main() {
    const dip::Rules& rules = dip::standard_rules();
    dip::Order o;
    o.kind = dip::OrderKind::Move;
    o.power = 2;
    o.unit = 200;  // beyond every board's locations (255 is "none", which the legality checks refuse)
    o.dest = rules.map().find_abbr("Bur");
    dip::PhaseResult out;
    rules.adjudicate(dip::start_position(rules.map()), std::vector<dip::Order>{o}, out);
    return 0;  // not reached in a checked build
}
