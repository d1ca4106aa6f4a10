// Buttons for the rules' power orders, grouped by kind, and for the computer's suggestion.
#include "power_orders.h"

#include <algorithm>

#include "formal/vocabulary.h"

namespace dip {

namespace {

// The words of a button or menu item that gives `o`.
std::string order_words(const Order& o, const Map& map) {
    const auto place = [&](Loc l) { return l == kNone ? std::string("?") : map.province(map.province_of(l)).name; };
    switch (o.kind) {
        case OrderKind::Waive: return "Waive a build";
        case formal::DeclareWar: return "Declare war on " + map.power(o.named_power).name;
        case formal::Surrender: return "Surrender";
        case formal::Soi: return "Claim " + place(o.dest);
        case formal::UndoSoi: return "Give up " + place(o.dest);
        default: return to_text(o, map);
    }
}

// A kind whose orders differ by what they name: offered as a menu under one button.
const char* menu_label(OrderKind k) {
    switch (k) {
        case formal::DeclareWar: return "Declare war...";
        case formal::Soi: return "Claim a sphere...";
        case formal::UndoSoi: return "Give up a sphere...";
        default: return nullptr;
    }
}

}  // namespace

void power_order_buttons(Session& session, ControlRecorder& controls, Power power) {
    const Map& map = session.map();
    bool first = true;
    // The computer's choice (Easy's: at once) as orders to keep or change, for a power a person plays.
    if (!session.settings().computers.computer(power) && !session.over()) {
        first = false;
        if (controls.small_button("Suggest orders")) {
            session.clear_orders(power);
            for (const Order& o : computer_choice(session, power, bot::Level::Easy)) session.set_order(o);
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("The computer's orders for this power: keep or change them");
    }
    std::vector<Order> options = session.rules().power_orders(session.position(), power);
    // A waive is a build not taken: none is offered once every build due is written.
    if (adjustments_left(session, power) == 0)
        std::erase_if(options, [](const Order& o) { return o.kind == OrderKind::Waive; });
    std::vector<OrderKind> kinds;
    for (const Order& o : options)
        if (std::find(kinds.begin(), kinds.end(), o.kind) == kinds.end()) kinds.push_back(o.kind);
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
