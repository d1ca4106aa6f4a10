// Sandbox tools in the side panel.
#include "sandbox_panel.h"

#include "widgets.h"

namespace dip {

bool SandboxPanel::draw(Session& session, OrderEntry& entry, ControlRecorder& controls, const Palette& palette) {
    const Map& map = session.map();
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::TextDisabled("Sandbox");
    bool undone = false;
    ImGui::BeginDisabled(session.game().history().empty());
    if (controls.button("Undo the last phase")) {
        session.undo();
        undone = true;
    }
    ImGui::EndDisabled();
    if (session.can_redo()) {
        ImGui::SameLine();
        if (controls.button("Redo")) {
            session.redo();
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
            ImGui::PushStyleColor(ImGuiCol_CheckMark, colour(palette.power[pw]));
            if (ImGui::RadioButton(map.power(p).name.substr(0, 3).c_str(), power_ == p)) power_ = p;
            ImGui::PopStyleColor();
        }
    }
    ImGui::TextDisabled("Clicking a fleet again on Spain, St Petersburg or Bulgaria moves it to the other coast.");
    return undone;
}

}  // namespace dip
