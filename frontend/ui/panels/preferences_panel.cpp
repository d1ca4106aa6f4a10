// The editor of one power's retreat and winter preferences (preferences_panel.h).
#include "preferences_panel.h"

#include <algorithm>

#include "widgets.h"

namespace dip {

namespace {

std::string unit_text(const Unit& u, const Map& map) {
    return std::string(to_string(u.type)) + " " + map.loc(u.loc).abbr;
}

// Where a unit could retreat to from where it stands: the places next to it (which are open is known only then).
std::vector<Loc> retreat_places(const Map& map, const Unit& u) {
    std::vector<Loc> out;
    if (u.type == UnitType::Army)
        map.army_neighbours(map.province_of(u.loc)).for_each([&](int p) { out.push_back(static_cast<Loc>(p)); });
    else map.fleet_neighbours(u.loc).for_each([&](int l) { out.push_back(static_cast<Loc>(l)); });
    return out;
}

// The builds a winter list may name: each unit type in each place the power may build in (on a board where powers
// build anywhere, the centres it holds now).
std::vector<Order> build_choices(const Map& map, const Position& pos, Power power) {
    std::vector<Order> out;
    for (int p = 0; p < map.province_count(); ++p) {
        const Province province = static_cast<Province>(p);
        if (!map.may_build_in(power, province) || (map.builds_anywhere() && pos.owner[p] != power)) continue;
        const Loc own = static_cast<Loc>(p);
        if (map.can_stand(UnitType::Army, own)) out.push_back(build_order(power, UnitType::Army, own));
        const std::vector<Loc>& coasts = map.province(province).coasts;
        for (const Loc l : coasts.empty() ? std::vector<Loc>{own} : coasts)
            if (map.can_stand(UnitType::Fleet, l)) out.push_back(build_order(power, UnitType::Fleet, l));
    }
    return out;
}

// A list's entries as buttons that take them out ("Bur x"), each recorded as "<name> <n>: <entry>" for tests.
template <class Entry, class Words>
bool chips(ControlRecorder& controls, const std::string& name, std::vector<Entry>& list, Words words) {
    for (std::size_t i = 0; i < list.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        const std::string text = words(list[i]), label = std::to_string(i + 1) + ". " + text + "  x";
        same_line_if_room(label.c_str(), false);
        const bool out = controls.small_button(label.c_str());
        controls.name_last((name + " " + std::to_string(i + 1) + ": " + text).c_str());
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("Take this out of the list");
        ImGui::PopID();
        if (out) {
            list.erase(list.begin() + static_cast<std::ptrdiff_t>(i));
            return true;
        }
    }
    return false;
}

// A "+" button opening a menu of `choices` not in the list yet; the one chosen goes at the end.
template <class Entry, class Words>
bool add_menu(ControlRecorder& controls, const std::string& name, std::vector<Entry>& list,
              const std::vector<Entry>& choices, Words words) {
    same_line_if_room("+", false);
    if (controls.small_button("+")) ImGui::OpenPopup("add");
    controls.name_last(name.c_str());
    bool added = false;
    if (ImGui::BeginPopup("add")) {
        for (const Entry& c : choices) {
            if (std::find(list.begin(), list.end(), c) != list.end()) continue;
            if (controls.menu_item(words(c).c_str())) list.push_back(c), added = true;
        }
        ImGui::EndPopup();
    }
    return added;
}

}  // namespace

void preferences_editor(Session& session, ControlRecorder& controls, Power power) {
    const Map& map = session.map();
    const Position& pos = session.position();
    if (pos.phase.kind != PhaseKind::Movement) return;
    const bool open = ImGui::TreeNode("If dislodged, and the winter: decide now");
    controls.record("If dislodged, and the winter: decide now");
    if (!open) return;
    Preferences prefs = session.preferences(power);
    bool changed = false;
    ImGui::PushTextWrapPos();
    ImGui::TextDisabled("What you give here plays the retreats and winter after this phase without asking you.");
    ImGui::PopTextWrapPos();
    const auto place = [&](Loc l) { return map.loc(l).abbr; };
    for (int p = 0; p < map.province_count(); ++p) {
        const Unit& u = pos.units[p];
        if (!u || u.power != power) continue;
        ImGui::PushID(p);
        const std::string name = unit_text(u, map);
        auto it = std::find_if(prefs.retreats.begin(), prefs.retreats.end(),
                               [&](const RetreatPreference& r) { return r.unit == p; });
        RetreatPreference r = it != prefs.retreats.end() ? *it : RetreatPreference{static_cast<Province>(p), {}, false};
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted((name + ", if dislodged:").c_str());
        bool edited = chips(controls, name + " retreat", r.to, place);
        edited |= add_menu(controls, name + ": add a retreat", r.to, retreat_places(map, u),
                           [&](Loc l) { return "Retreat to " + place(l); });
        same_line_if_room("__ else disband", false);  // (the box is about as wide as two letters)
        edited |= controls.checkbox("else disband", r.disband);
        controls.name_last((name + ": else disband").c_str());
        if (edited) {
            if (it != prefs.retreats.end()) prefs.retreats.erase(it);
            if (!r.to.empty() || r.disband) prefs.retreats.push_back(r);
            changed = true;
        }
        ImGui::PopID();
    }
    if (pos.phase.season == Season::Fall) {
        bool winter = prefs.winter.has_value();
        if (controls.checkbox("Decide my winter now", winter)) {
            prefs.winter = winter ? std::optional<WinterList>(WinterList{}) : std::nullopt;
            changed = true;
        }
        if (prefs.winter) {
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted("Builds, best first:");
            const auto build_words = [&](const Order& o) { return to_text(o, map); };
            changed |= chips(controls, "Build", prefs.winter->builds, build_words);
            changed |=
                add_menu(controls, "Add a build", prefs.winter->builds, build_choices(map, pos, power), build_words);
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted("Remove first:");
            std::vector<Province> own;
            for (int p = 0; p < map.province_count(); ++p)
                if (pos.units[p] && pos.units[p].power == power) own.push_back(static_cast<Province>(p));
            const auto removal_words = [&](Province p) {
                return pos.units[p] ? "Remove " + unit_text(pos.units[p], map) : "Remove " + map.province(p).abbr;
            };
            changed |= chips(controls, "Removal", prefs.winter->removals, removal_words);
            changed |= add_menu(controls, "Add a removal", prefs.winter->removals, own, removal_words);
            ImGui::PushTextWrapPos();
            ImGui::TextDisabled("Builds past the list are waived; removals past it follow the rulebook.");
            ImGui::PopTextWrapPos();
        }
    }
    if (changed) session.set_preferences(power, std::move(prefs));
    ImGui::TreePop();
}

}  // namespace dip
