// What adjudicating one phase produces: an outcome for every order, and the position that follows.
#pragma once

#include <vector>

#include "order.h"
#include "outcome.h"
#include "position.h"

namespace dip {

struct OrderResult {
    Order order;  // as given; for an implicit entry, the order the engine applied
    Outcome outcome;
    bool implicit = false;  // not ordered by a player: a unit without orders holds, a dislodged unit without
                            // orders disbands, an unused build is waived, civil disorder removes a unit
};

struct PhaseResult {
    std::vector<OrderResult> results;  // the given orders in their order, then the implicit entries
    Position next;                     // the position after this phase (its phase already advanced)
};

}  // namespace dip
