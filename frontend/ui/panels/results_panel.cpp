// A phase's results: what happened, told in words (phase_account.h), then every order power by power.
#include "results_panel.h"

#include "phase_account.h"
#include "position_text.h"

namespace dip {

namespace {

const char* kTick = "\xE2\x9C\x93";   // U+2713
const char* kCross = "\xE2\x9C\x97";  // U+2717
const char* kDash = "\xE2\x80\x93";   // U+2013

}  // namespace

void results_panel(const Map& map, const PhaseResult& r, const Position& before, Power viewer, Unordered unordered,
                   const Press* press, const Palette& pal, const Fonts& fonts) {
    ImGui::PushFont(fonts.bold);
    ImGui::TextUnformatted(("Results of " + phase_text(before.phase)).c_str());
    ImGui::PopFont();
    const PhaseAccount account = tell_phase(before, r, map, viewer, unordered, press);
    std::vector<std::string> lines = event_texts(account);
    lines.insert(lines.end(), account.centres.begin(), account.centres.end());
    for (const std::string& line : lines) {
        ImGui::Bullet();
        ImGui::TextWrapped("%s", line.c_str());
    }
    if (account.events.empty() && account.centres.empty()) ImGui::TextWrapped("Every unit held.");
    if (!account.promises.empty()) {
        ImGui::Spacing();
        ImGui::TextDisabled("Promises:");
        for (const std::string& line : account.promises) {
            ImGui::Bullet();
            ImGui::TextWrapped("%s", line.c_str());
        }
    }
    ImGui::Spacing();
    ImGui::TextDisabled("Every order:");
    std::vector<int> powers;  // the viewer's first
    if (viewer < map.power_count()) powers.push_back(viewer);
    for (int pw = 0; pw < map.power_count(); ++pw)
        if (pw != viewer) powers.push_back(pw);
    for (const int pw : powers) {
        bool any = false;
        for (const OrderResult& o : r.results) any |= o.order.power == pw;
        if (!any) continue;
        ImGui::PushID(pw);
        power_swatch(pal.power[pw]);
        if (ImGui::CollapsingHeader(map.power(static_cast<Power>(pw)).name.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
            std::string held;  // units that held without orders and came to no harm: one line
            for (const OrderResult& o : r.results) {
                if (o.order.power != pw) continue;
                if (o.implicit && o.outcome.reason == Reason::Unordered) {
                    held += (held.empty() ? "" : ", ") + std::string(to_string(o.order.unit_type)) + " " +
                            map.loc(o.order.unit).abbr;
                    continue;
                }
                const Result res = o.outcome.result;
                const char* mark = res == Result::Succeeds ? kTick : res == Result::Fails ? kCross : kDash;
                const Rgba c = res == Result::Succeeds ? pal.success
                               : res == Result::Fails  ? pal.failure
                                                       : pal.void_order;
                ImGui::TextColored(colour(c), "%s", mark);
                ImGui::SameLine();
                const std::string text = o.order.kind == OrderKind::Waive && o.implicit
                                             ? "Build"
                                             : to_text(with_board_types(o.order, before, map), map);
                if (o.implicit) ImGui::TextDisabled("%s", text.c_str());
                else ImGui::TextUnformatted(text.c_str());
                if (res == Result::Succeeds && !o.implicit && o.outcome.dislodged_by == kNone)
                    continue;  // the tick says it
                ImGui::Indent(ImGui::GetFontSize() * 1.2f);
                ImGui::PushStyleColor(ImGuiCol_Text, colour(mix(pal.ink, c, 0.35f)));
                ImGui::TextWrapped("%s", describe(o.outcome, o.order, before, map).c_str());
                ImGui::PopStyleColor();
                ImGui::Unindent(ImGui::GetFontSize() * 1.2f);
            }
            if (!held.empty()) {
                ImGui::PushTextWrapPos();
                ImGui::TextDisabled("Held without orders: %s", held.c_str());
                ImGui::PopTextWrapPos();
            }
        }
        ImGui::PopID();
    }
}

}  // namespace dip
