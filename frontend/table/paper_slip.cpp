// Paper slips typed into the table (paper_slip.h).
#include "paper_slip.h"

#include "order_parser.h"
#include "save.h"
#include "text_util.h"

namespace dip {

std::string hand_in_slip(GameKeeper& keeper, const Session& session, Power power, std::string_view text) {
    const Map& map = session.map();
    if (power >= map.power_count()) return "Choose whose slip it is.";
    OrdersCode code;
    code.game_id = session.record().id;
    code.phase = static_cast<std::uint32_t>(session.game().history().size());
    code.power = power;
    code.variant = session.settings().rules.variant;
    int line_no = 0;
    for (std::string_view raw : split_lines(text)) {
        ++line_no;
        std::string_view line = trim(strip_comment(raw));
        if (line.empty()) continue;
        const std::string where = "Line " + std::to_string(line_no) + ": ";
        if (const std::size_t colon = line.find(':'); colon != std::string_view::npos) {
            if (map.find_power(trim(line.substr(0, colon))) != power)
                return where + "this is " + map.power(power).name + "'s slip.";
            line = trim(line.substr(colon + 1));
        }
        const Expected<Order> order = parse_order(line, session.position().phase.kind, map);
        if (!order) return where + order.failure().message + ".";
        code.orders.push_back(*order);
        code.orders.back().power = power;
    }
    if (code.orders.empty()) return "The slip has no orders.";
    return keeper.take_orders_code(encode_orders_code(code));
}

}  // namespace dip
