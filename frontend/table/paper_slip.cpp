// Paper slips typed into the table (paper_slip.h).
#include "paper_slip.h"

#include "save.h"

namespace dip {

std::string hand_in_slip(GameKeeper& keeper, const Session& session, Power power, std::string_view text) {
    const Map& map = session.map();
    if (power >= map.power_count()) return "Choose whose slip it is.";
    OrdersCode code;
    code.game_id = session.record().id;
    code.phase = static_cast<std::uint32_t>(session.game().history().size());
    code.power = power;
    code.variant = session.settings().rules.variant;
    const std::vector<Failure> errors = read_orders_text(text, session.position().phase.kind, map, power, code.orders);
    if (!errors.empty()) return "Line " + std::to_string(errors.front().line) + ": " + errors.front().message + ".";
    if (code.orders.empty()) return "The slip has no orders.";
    return keeper.take_orders_code(encode_orders_code(code));
}

}  // namespace dip
