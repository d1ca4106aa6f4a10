// Typed orders with their errors.
#include "typed_orders.h"

#include "widgets.h"

namespace dip {

namespace {

// The box's example: a move one of the power's units could make now (any power's in the sandbox), as typed.
std::string example_order(const Session& s, Power power, bool with_power) {
    const Map& map = s.map();
    for (int p = 0; p < map.province_count(); ++p) {
        const Unit& u = s.position().units[p];
        if (!u || (power != kNoPower && u.power != power)) continue;
        for (const Order& o : s.rules().unit_orders(s.position(), static_cast<Province>(p)))
            if (o.kind == OrderKind::Move) return (with_power ? map.power(u.power).name + ": " : "") + to_text(o, map);
    }
    return with_power ? "Power: order" : "";
}

}  // namespace

void TypedOrders::draw(const UiContext& ui, OrderEntry& entry) {
    const TablePolicy policy = ui.policy();
    Notices& notices = ui.keeper.notices();
    // One power's orders ("A Par - Bur"), or every power's ("France: A Par - Bur") in the sandbox.
    const bool single = !policy.sees_every_power();
    const Power power = policy.own_power();
    if (single && !policy.may_order(power)) return;
    ImGui::Spacing();
    ImGui::TextDisabled("Type orders, one per line:");
    text_box("##typed", text_, 4.5f);
    ui.controls.record("Typed orders box");
    if (text_.empty() && !ImGui::IsItemActive()) {
        const ImVec2 at = ImGui::GetItemRectMin();
        const std::string hint = example_order(ui.session, single ? power : kNoPower, !single);
        ImGui::GetWindowDrawList()->AddText({at.x + 6, at.y + 4}, ImGui::GetColorU32(ImGuiCol_TextDisabled),
                                            hint.c_str());
    }
    if (ui.controls.button("Add these orders")) {
        errors_ = set_orders_text(ui.session, text_, single ? power : kNoPower);
        if (errors_.empty()) text_.clear();
        else
            notices.tell(
                (errors_.size() == 1 ? "An order typed could not be read: line "
                                     : std::to_string(errors_.size()) + " orders typed could not be read. Line ") +
                    std::to_string(errors_[0].line) + ": " + errors_[0].message +
                    ". The other lines were added; what you typed is still in the box.",
                Notices::Kind::Error);
        entry.cancel();
    }
    for (const Failure& e : errors_) error_text(ui.palette, "Line " + std::to_string(e.line) + ": " + e.message);
}

}  // namespace dip
