// Typed orders with their errors.
#include "typed_orders.h"

#include "widgets.h"

namespace dip {

void TypedOrders::draw(Session& session, Power power, OrderEntry& entry, Notices& notices, ControlRecorder& controls,
                       const Palette& palette) {
    ImGui::Spacing();
    ImGui::TextDisabled("Type orders, one per line:");
    const bool single = session.mode() != PlayMode::Sandbox;
    if (single && power == kNoPower) return;
    const char* hint = single ? "A Par - Bur" : "France: A Par - Bur";
    text_box("##typed", text_, 4.5f);
    controls.record("Typed orders box");
    if (text_.empty() && !ImGui::IsItemActive()) {
        const ImVec2 at = ImGui::GetItemRectMin();
        ImGui::GetWindowDrawList()->AddText({at.x + 6, at.y + 4}, ImGui::GetColorU32(ImGuiCol_TextDisabled), hint);
    }
    if (controls.button("Add these orders")) {
        errors_ = session.set_orders_text(text_, single ? power : kNoPower);
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
    for (const TextError& e : errors_) error_text(palette, "Line " + std::to_string(e.line) + ": " + e.message);
}

}  // namespace dip
