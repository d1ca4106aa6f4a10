// Sandbox tools in the side panel.
#include "sandbox_panel.h"

#include "widgets.h"

namespace dip {

bool SandboxPanel::draw(const UiContext& ui, OrderEntry& entry) {
    const Map& map = ui.session.map();
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::TextDisabled("Sandbox");
    bool undone = false;
    ImGui::BeginDisabled(ui.session.game().history().empty());
    if (ui.controls.button("Undo the last phase")) {
        ui.session.undo();
        undone = true;
    }
    ImGui::EndDisabled();
    if (ui.session.can_redo()) {
        ImGui::SameLine();
        if (ui.controls.button("Redo")) {
            ui.session.redo();
            undone = true;
        }
    }
    ImGui::SameLine();
    if (ImGui::Checkbox("Edit the board", &editing_)) entry.cancel();
    if (!editing_) return undone;
    const struct {
        const char* label;
        EditTool tool;
    } tools[] = {{"Put an army", EditTool::Army},
                 {"Put a fleet", EditTool::Fleet},
                 {"Remove a unit", EditTool::RemoveUnit},
                 {"Give a centre", EditTool::GiveCentre}};
    for (const auto& t : tools) {
        if (t.tool != EditTool::Army) ImGui::SameLine();
        if (ImGui::RadioButton(t.label, tool_ == t.tool)) tool_ = t.tool;
    }
    if (tool_ != EditTool::RemoveUnit) {
        for (int pw = 0; pw < map.power_count(); ++pw) {
            if (pw) ImGui::SameLine();
            const Power p = static_cast<Power>(pw);
            ImGui::PushStyleColor(ImGuiCol_CheckMark, colour(ui.palette.power[pw]));
            if (ImGui::RadioButton(map.power(p).name.substr(0, 3).c_str(), power_ == p)) power_ = p;
            ImGui::PopStyleColor();
        }
    }
    ImGui::TextDisabled("Clicking a fleet again on Spain, St Petersburg or Bulgaria moves it to the other coast.");
    return undone;
}

}  // namespace dip
