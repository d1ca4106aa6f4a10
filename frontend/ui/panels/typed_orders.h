// The side panel's box of orders typed in standard notation, one per line, with each bad line's error shown
// under it. In hot-seat and by-link play only the orders of the power at the device may be typed.
#pragma once

#include <string>
#include <vector>

#include "notices.h"
#include "order_entry.h"
#include "ui_context.h"

namespace dip {

class TypedOrders {
public:
    void clear_errors() { errors_.clear(); }
    // Whose orders may be typed comes from the policy: the viewer's own power, or (the sandbox) anyone's, each line
    // saying whose. Orders added with bad lines are also told to the player in the keeper's notices (the banner
    // over the map), where the eye is.
    void draw(const UiContext& ui, OrderEntry& entry);

private:
    std::string text_;             // what is typed
    std::vector<Failure> errors_;  // the bad lines of the last orders added
};

}  // namespace dip
