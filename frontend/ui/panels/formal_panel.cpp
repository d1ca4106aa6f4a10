// Formal Diplomacy in the score window: victory points, who is at war with whom (a matrix), and the spheres
// of influence.
#include "formal_panel.h"

#include <algorithm>
#include <numeric>

#include "formal/rules.h"
#include "widgets.h"

namespace dip {

namespace {

std::string abbreviation(const Map& map, Power p) { return map.power(p).name.substr(0, 3); }

}  // namespace

std::string FormalPanels::goal_line(const GameSettings& settings) const {
    return "Formal Diplomacy: the most victory points after turn " + std::to_string(settings.rules.max_turns) + " win";
}

bool FormalPanels::standings(const Session& session, const Palette& palette) const {
    const Map& map = session.map();
    const Position& pos = session.position();
    std::vector<Power> order(map.power_count());
    std::iota(order.begin(), order.end(), Power{0});
    std::stable_sort(order.begin(), order.end(), [&](Power a, Power b) {
        if (formal_state(pos).points[a] != formal_state(pos).points[b])
            return formal_state(pos).points[a] > formal_state(pos).points[b];
        return pos.centre_count(a) > pos.centre_count(b);
    });
    if (ImGui::BeginTable("points", 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
        ImGui::TableSetupColumn("Power", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("Victory points");
        ImGui::TableSetupColumn("Centres");
        ImGui::TableSetupColumn("Spheres");
        ImGui::TableHeadersRow();
        for (Power p : order) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            power_swatch(palette.power[p]);
            ImGui::TextUnformatted(map.power(p).name.c_str());
            ImGui::TableNextColumn();
            ImGui::Text("%d", formal_state(pos).points[p]);
            ImGui::TableNextColumn();
            ImGui::Text("%d", pos.centre_count(p));
            ImGui::TableNextColumn();
            std::string spheres;
            for (int q = 0; q < map.province_count(); ++q)
                if (formal_state(pos).sphere(q) == p) spheres += (spheres.empty() ? "" : " ") + map.province(q).abbr;
            ImGui::TextUnformatted(spheres.empty() ? "-" : spheres.c_str());
        }
        ImGui::EndTable();
    }

    // The war matrix: a cell is marked where the row's power is at war with the column's.
    ImGui::Spacing();
    ImGui::TextUnformatted("At war");
    const int n = map.power_count();
    if (ImGui::BeginTable("wars", n + 1, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedSame)) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        for (int c = 0; c < n; ++c) {
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(abbreviation(map, static_cast<Power>(c)).c_str());
        }
        for (int r = 0; r < n; ++r) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(abbreviation(map, static_cast<Power>(r)).c_str());
            for (int c = 0; c < n; ++c) {
                ImGui::TableNextColumn();
                if (r == c) continue;
                if (formal_state(pos).at_war(static_cast<Power>(r), static_cast<Power>(c))) {
                    ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, palette.failure & 0x80FFFFFF);
                    ImGui::TextUnformatted("war");
                } else {
                    ImGui::TextDisabled("%s", "peace");
                }
            }
        }
        ImGui::EndTable();
    }
    ImGui::PushTextWrapPos();
    ImGui::TextDisabled(
        "Orders: \"Declare War On Germany\", \"Surrender\", \"SOI Bel\", \"Undo SOI Bel\", \"A Bur S SOI Bel\".");
    ImGui::PopTextWrapPos();
    return true;
}

}  // namespace dip
