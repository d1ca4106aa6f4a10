// Buttons for the rules' power orders, grouped by kind.
#include "power_orders.h"

#include <algorithm>

namespace dip {

namespace {

// The words of a button or menu item that gives `o`.
std::string order_words(const Order& o, const Map& map) {
    const auto place = [&](Loc l) { return l == kNone ? std::string("?") : map.province(map.province_of(l)).name; };
    switch (o.kind) {
        case OrderKind::Waive: return "Waive a build";
        case OrderKind::DeclareWar: return "Declare war on " + map.power(o.named_power).name;
        case OrderKind::Surrender: return "Surrender";
        case OrderKind::Soi: return "Claim " + place(o.dest);
        case OrderKind::UndoSoi: return "Give up " + place(o.dest);
        default: return to_text(o, map);
    }
}

// A kind whose orders differ by what they name: offered as a menu under one button.
const char* menu_label(OrderKind k) {
    switch (k) {
        case OrderKind::DeclareWar: return "Declare war...";
        case OrderKind::Soi: return "Claim a sphere...";
        case OrderKind::UndoSoi: return "Give up a sphere...";
        default: return nullptr;
    }
}

}  // namespace

void power_order_buttons(Session& session, ControlRecorder& controls, Power power) {
    const Map& map = session.map();
    std::vector<Order> options = session.rules().power_orders(session.position(), power);
    // A waive is a build not taken: none is offered once every build due is written.
    if (session.adjustments_left(power) == 0)
        std::erase_if(options, [](const Order& o) { return o.kind == OrderKind::Waive; });
    std::vector<OrderKind> kinds;
    for (const Order& o : options)
        if (std::find(kinds.begin(), kinds.end(), o.kind) == kinds.end()) kinds.push_back(o.kind);
    bool first = true;
    for (OrderKind kind : kinds) {
        if (!first) ImGui::SameLine();
        first = false;
        ImGui::PushID(static_cast<int>(kind));
        if (const char* label = menu_label(kind)) {
            if (controls.small_button(label)) ImGui::OpenPopup("choices");
            if (ImGui::BeginPopup("choices")) {
                for (const Order& o : options)
                    if (o.kind == kind && controls.menu_item(order_words(o, map).c_str())) session.set_order(o);
                ImGui::EndPopup();
            }
        } else {
            for (const Order& o : options)
                if (o.kind == kind && controls.small_button(order_words(o, map).c_str())) session.set_order(o);
        }
        ImGui::PopID();
    }
}

}  // namespace dip
