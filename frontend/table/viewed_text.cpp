#include "viewed_text.h"

#include "position_text.h"

namespace dip {

std::string viewed_position_text(const Session& session, const TablePolicy& policy) {
    std::string text = write_position(session.position(), session.rules(), session.settings().rules);
    const std::string orders = policy.visible_orders_text();
    if (orders.empty()) return text;
    text += "orders:\n";
    for (std::size_t start = 0; start < orders.size();) {
        const std::size_t nl = orders.find('\n', start);
        text += "  " + orders.substr(start, nl - start) + "\n";
        start = nl == std::string::npos ? orders.size() : nl + 1;
    }
    return text;
}

std::string load_text(Session& session, const std::string& text) {
    const bool game = text.find("\n---") != std::string::npos;
    return game ? session.load_game_text(text) : session.load_position_text(text);
}

}  // namespace dip
