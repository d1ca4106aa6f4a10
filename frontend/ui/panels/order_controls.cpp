// Writing orders by clicking: prompt, buttons and the coast and build questions.
#include "order_controls.h"

#include "widgets.h"

namespace dip {

namespace {

std::string coast_name(Coast c) {
    switch (c) {
        case Coast::North: return "North coast";
        case Coast::South: return "South coast";
        case Coast::East: return "East coast";
        default: return "West coast";
    }
}

}  // namespace

void order_entry_controls(OrderEntry& entry, Session& session, ControlRecorder& controls, const Palette& palette) {
    if (!entry.note().empty()) error_text(palette, entry.note());
    prompt_box(palette, entry.prompt());
    // Buttons flow onto the next line when the panel is narrow.
    bool first = true;
    auto action_button = [&](const char* label, bool enabled) {
        const float w = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
        if (!first) {
            ImGui::SameLine();
            if (ImGui::GetContentRegionAvail().x < w) ImGui::NewLine();
        }
        first = false;
        ImGui::BeginDisabled(!enabled);
        const bool pressed = controls.button(label);
        ImGui::EndDisabled();
        return pressed;
    };
    if (session.position().phase.kind == PhaseKind::Movement) {
        if (action_button("Hold (H)", entry.can_hold())) accept_order(session, entry.hold());
        if (action_button("Support (S)", entry.can_support())) entry.support();
        if (action_button("Convoy (C)", entry.can_convoy())) entry.convoy();
    }
    if (session.position().phase.kind == PhaseKind::Retreats &&
        action_button("Disband", entry.step() == OrderEntry::Step::Unit))
        accept_order(session, entry.disband());
    if (action_button("Cancel (Esc)", entry.step() != OrderEntry::Step::Idle)) entry.cancel();
    if (entry.can_go_by_convoy()) {
        bool via = entry.via_convoy();
        if (ImGui::Checkbox("Move by convoy", &via)) entry.toggle_via_convoy();
    }
}

void order_entry_popups(OrderEntry& entry, Session& session, ControlRecorder& controls) {
    if (entry.step() == OrderEntry::Step::Coast && !ImGui::IsPopupOpen("coast")) ImGui::OpenPopup("coast");
    if (ImGui::BeginPopup("coast")) {
        ImGui::TextUnformatted(entry.prompt().c_str());
        for (Coast c : entry.coast_choices())
            if (controls.button(coast_name(c).c_str())) {
                accept_order(session, entry.choose_coast(c));
                ImGui::CloseCurrentPopup();
            }
        if (controls.button("Cancel")) {
            entry.cancel();
            ImGui::CloseCurrentPopup();
        }
        if (entry.step() != OrderEntry::Step::Coast) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    } else if (entry.step() == OrderEntry::Step::Coast) {
        entry.cancel();  // the popup was dismissed by clicking elsewhere
    }

    if (entry.step() == OrderEntry::Step::Build && !ImGui::IsPopupOpen("build")) ImGui::OpenPopup("build");
    if (ImGui::BeginPopup("build")) {
        ImGui::TextUnformatted(entry.prompt().c_str());
        for (const OrderEntry::BuildChoice& b : entry.build_choices()) {
            const std::string label = b.type == UnitType::Army ? "Army"
                                      : b.coast == Coast::None ? "Fleet"
                                                               : "Fleet, " + coast_name(b.coast);
            if (controls.button(label.c_str())) {
                accept_order(session, entry.build(b.type, b.coast));
                ImGui::CloseCurrentPopup();
            }
        }
        if (controls.button("Cancel")) {
            entry.cancel();
            ImGui::CloseCurrentPopup();
        }
        if (entry.step() != OrderEntry::Step::Build) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    } else if (entry.step() == OrderEntry::Step::Build) {
        entry.cancel();
    }
}

}  // namespace dip
