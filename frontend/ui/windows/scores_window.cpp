// The score window and its centre chart.
#include "scores_window.h"

#include <algorithm>
#include <cstdio>

#include "centre_chart.h"
#include "variant_panels.h"

namespace dip {

namespace {

// Centre counts by year as lines, one per power, in the power's colour. While the map shows a played phase (a film
// of the game), the chart follows it: the years up to that phase solid, a line where it stands, the rest faint.
void centre_chart(const Session& session, const Palette& palette, std::size_t shown_phases) {
    const Map& map = session.map();
    const std::vector<CentreYear> years = centre_history(session.game(), map);
    const std::size_t solid = centre_history(session.game(), map, shown_phases).size();
    const bool following = shown_phases < session.game().history().size();
    const float width = std::max(ImGui::GetContentRegionAvail().x, 200.0f), height = 180;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy({width, height + ImGui::GetTextLineHeight()});
    ImDrawList* draw = ImGui::GetWindowDrawList();
    // Each line is named at its right end, in its colour: room is kept there for the longest name.
    float names = 0;
    for (int p = 0; p < map.power_count(); ++p)
        names = std::max(names, ImGui::CalcTextSize(map.power(static_cast<Power>(p)).name.c_str()).x);
    const float left = at.x + ImGui::CalcTextSize("18").x + 8,
                right = at.x + width - std::max(ImGui::CalcTextSize("1907").x / 2, names + 10) - 4;
    const float top = at.y + 4, bottom = at.y + height;
    // The scale follows the largest count reached (rounded up to a grid line), so the early years' lines stand apart
    // instead of lying squeezed at the foot of a scale that goes to a solo.
    int most = 6;
    for (const CentreYear& y : years)
        for (int p = 0; p < map.power_count(); ++p) most = std::max(most, y.centres[p]);
    const int step = most <= 12 ? 3 : 6;
    most = (most + step - 1) / step * step;
    auto x_of = [&](std::size_t i) {
        return years.size() < 2 ? (left + right) / 2
                                : left + (right - left) * static_cast<float>(i) / (years.size() - 1);
    };
    auto y_of = [&](int c) { return bottom - (bottom - top) * static_cast<float>(c) / most; };
    const ImU32 grid = ImGui::GetColorU32(ImGuiCol_Separator), label = ImGui::GetColorU32(ImGuiCol_TextDisabled);
    for (int c = 0; c <= most; c += step) {
        draw->AddLine({left, y_of(c)}, {right, y_of(c)}, grid);
        char text[8];
        std::snprintf(text, sizeof text, "%d", c);
        draw->AddText({at.x, y_of(c) - ImGui::GetTextLineHeight() / 2}, label, text);
    }
    const std::size_t every = std::max<std::size_t>(1, years.size() / 8);  // year labels that fit
    for (std::size_t i = 0; i < years.size(); i += every) {
        char text[16];
        std::snprintf(text, sizeof text, i == 0 ? "start" : "%d", years[i].year);
        draw->AddText({x_of(i) - ImGui::CalcTextSize(text).x / 2, bottom + 2}, label, text);
    }
    if (following && solid > 0)
        draw->AddLine({x_of(solid - 1), top}, {x_of(solid - 1), bottom}, ImGui::GetColorU32(ImGuiCol_Text), 1.5f);
    for (int p = 0; p < map.power_count(); ++p) {
        const ImU32 c = palette.power[p], faint = with_alpha(palette.power[p], 0.25f);
        for (std::size_t i = 0; i + 1 < years.size(); ++i)
            draw->AddLine({x_of(i), y_of(years[i].centres[p])}, {x_of(i + 1), y_of(years[i + 1].centres[p])},
                          i + 1 < solid ? c : faint, 2.5f);
        for (std::size_t i = 0; i < years.size(); ++i)
            draw->AddCircleFilled({x_of(i), y_of(years[i].centres[p])}, 3, i < solid ? c : faint);
    }
    // The names, beside the last year's points, pushed apart where counts are equal or close.
    if (years.empty()) return;
    const float line = ImGui::GetTextLineHeight();
    std::vector<std::pair<float, int>> tags;  // (y, power)
    for (int p = 0; p < map.power_count(); ++p) tags.emplace_back(y_of(years.back().centres[p]) - line / 2, p);
    std::sort(tags.begin(), tags.end());
    for (std::size_t i = 1; i < tags.size(); ++i) tags[i].first = std::max(tags[i].first, tags[i - 1].first + line);
    tags.back().first = std::min(tags.back().first, bottom - line / 2);  // (and kept above the years' labels)
    for (std::size_t i = tags.size() - 1; i-- > 0;) tags[i].first = std::min(tags[i].first, tags[i + 1].first - line);
    for (const auto& [y, p] : tags)
        draw->AddText({x_of(years.size() - 1) + 8, y}, palette.power[p], map.power(static_cast<Power>(p)).name.c_str());
}

}  // namespace

void ScoresWindow::follow(const Session& session) {
    if (session.over() && !was_over_) open_ = true;  // the final table, as soon as the game ends
    was_over_ = session.over();
}

bool ScoresWindow::draw(const UiContext& ui, VoteDialog& vote, bool present, std::size_t shown_phases) {
    const TablePolicy policy = ui.policy();
    if (!open_) return false;
    const Map& map = ui.session.map();
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Appearing, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({std::min(520.0f, io.DisplaySize.x - 20), 0}, ImGuiCond_Appearing);
    if (!ImGui::Begin("Scores", &open_, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse)) {
        ImGui::End();
        return false;
    }
    bool changed = false;
    const GameSettings& settings = ui.session.settings();
    const bool over = ui.session.over();
    ImGui::PushFont(ui.fonts.bold);
    ImGui::TextWrapped("%s", over ? end_text(ui.session).c_str() : "Provisional scores: as if the game ended now");
    ImGui::PopFont();
    const VariantPanels& variant = variant_panels(settings.rules);
    if (const std::string goal = variant.goal_line(settings); !goal.empty()) ImGui::TextDisabled("%s", goal.c_str());
    else
        ImGui::TextDisabled("%s scoring%s", std::string(to_string(settings.scoring)).c_str(),
                            settings.rules.end_year > 0
                                ? (", the game ends after Fall " + std::to_string(settings.rules.end_year)).c_str()
                                : "");
    // A variant's own standings, or else the scoring system's table.
    if (!variant.standings(ui.session, ui.palette) &&
        ImGui::BeginTable("scores", 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
        ImGui::TableSetupColumn("Place");
        ImGui::TableSetupColumn("Power", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("Centres");
        ImGui::TableSetupColumn("Points");
        ImGui::TableHeadersRow();
        for (const ScoreLine& line : scores(ui.session)) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            if (line.place > 0) ImGui::Text("%d", line.place);
            else ImGui::TextDisabled("%s", "-");
            ImGui::TableNextColumn();
            power_swatch(ui.palette.power[line.power]);
            ImGui::TextUnformatted(map.power(line.power).name.c_str());
            if (ui.session.record().tournament.civil_disorder[line.power]) {
                ImGui::SameLine();
                ImGui::TextDisabled("(civil disorder)");
            }
            ImGui::TableNextColumn();
            ImGui::Text("%d", line.centres);
            ImGui::TableNextColumn();
            ImGui::Text("%.2f", line.points);
        }
        ImGui::EndTable();
    }
    ImGui::Spacing();
    ImGui::TextUnformatted("Supply centres by year");
    centre_chart(ui.session, ui.palette, shown_phases);

    // Where this copy's record is not the game's (sealed orders; a player's copy by link), nothing here is one
    // copy's own switch. With sealed orders, civil disorder comes from withheld openings alike on every copy
    // (docs/FAIR_PLAY.md).
    if (!over && !policy.may_hold_vote()) {
        ImGui::Separator();
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextDisabled("%s", ui.session.record().sealed.on()
                                      ? "In a game of sealed orders a seat that withholds its opening twice in a row "
                                        "is in civil disorder, on every copy alike. Votes and handing a seat to the "
                                        "computer are not offered here: they would change one player's copy alone."
                                      : "Votes and civil disorder are decided on the host's copy, whose links carry "
                                        "them to every player.");
        ImGui::PopTextWrapPos();
    } else if (!over) {
        ImGui::Separator();
        const std::string why =
            vote_allowed(ui.session.rules(), ui.session.position(),
                         ui.session.record().tournament.votes_in(ui.session.game().history().size()), {VoteKind::Draw});
        ImGui::BeginDisabled(!why.empty() || !present);
        if (ui.controls.button("Hold a vote...")) vote.start();
        ImGui::EndDisabled();
        if (!why.empty()) {
            ImGui::SameLine();
            ImGui::TextDisabled("%s", why.c_str());
        }
        if (!vote.result().empty()) ImGui::TextWrapped("%s", vote.result().c_str());
        if (ImGui::TreeNode("Civil disorder")) {
            ImGui::TextWrapped(
                "A power whose player has gone: its units hold, its dislodged units disband, and "
                "it removes units by the civil-disorder rule.");
            for (int p = 0; p < map.power_count(); ++p) {
                bool on = ui.session.record().tournament.civil_disorder[static_cast<Power>(p)];
                if (p % 4) ImGui::SameLine();
                if (ImGui::Checkbox(map.power(static_cast<Power>(p)).name.c_str(), &on)) {
                    set_civil_disorder(ui.session, static_cast<Power>(p), on);
                    changed = true;
                }
            }
            for (int p = 0; p < map.power_count(); ++p)  // or the computer plays it instead of holding
                if (ui.session.record().tournament.civil_disorder[static_cast<Power>(p)] &&
                    ui.controls.small_button(
                        ("Hand " + map.power(static_cast<Power>(p)).name + " to the computer").c_str())) {
                    ui.session.set_computer(static_cast<Power>(p), bot::Level::Easy);
                    changed = true;
                }
            ImGui::TreePop();
        }
    }
    ImGui::Separator();
    if (ui.controls.button("Close the scores")) open_ = false;
    ImGui::End();
    return changed;
}

}  // namespace dip
