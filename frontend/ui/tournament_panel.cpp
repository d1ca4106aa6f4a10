// Tournament play in the page: the game settings chosen at creation, the score window (score table, centre
// chart, civil disorder) and the draw or concession vote, each power's ballot cast in secret.
#include <algorithm>
#include <cstdio>

#include "app.h"
#include "centre_chart.h"

namespace dip {

namespace {

const char* kScorings[] = {"C-Diplo", "Sum of squares", "Draw size"};

}  // namespace

// ---- Settings at creation -------------------------------------------------------------------------------

void App::settings_editor() {
    GameSettings& g = new_game_settings_;
    ImGui::TextUnformatted("Rules");
    int variant = static_cast<int>(g.rules.variant);
    ImGui::RadioButton("Standard", &variant, 0);
    ImGui::SameLine();
    ImGui::RadioButton("Formal Diplomacy", &variant, 1);
    g.rules.variant = static_cast<Variant>(variant);
    const bool formal = g.rules.variant == Variant::Formal;
    if (formal) {
        ImGui::TextDisabled("War must be declared; most victory points after the last turn win.");
        if (g.rules.max_turns == 0) g.rules.max_turns = 14;
    }

    ImGui::TextUnformatted("The game ends");
    bool solo = g.rules.victory_centres >= 0 && !formal;
    ImGui::BeginDisabled(formal);
    if (ImGui::Checkbox("at a solo victory (18 centres)", &solo)) g.rules.victory_centres = solo ? 0 : -1;
    ImGui::EndDisabled();
    bool by_year = g.rules.end_year > 0;
    if (ImGui::Checkbox("after the Fall of", &by_year)) g.rules.end_year = by_year ? 1907 : 0;
    if (by_year) {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
        ImGui::InputInt("##end_year", &g.rules.end_year);
        g.rules.end_year = std::clamp(g.rules.end_year, 1901, 2100);
    }
    bool by_turns = g.rules.max_turns > 0;
    if (ImGui::Checkbox("after a number of turns:", &by_turns)) g.rules.max_turns = by_turns ? 14 : 0;
    if (by_turns) {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
        ImGui::InputInt("##max_turns", &g.rules.max_turns);
        g.rules.max_turns = std::clamp(g.rules.max_turns, 1, 400);
        ImGui::SameLine();
        ImGui::TextDisabled("(Spring and Fall each a turn)");
    }
    if (!formal) {
        ImGui::TextUnformatted("Scoring");
        ImGui::SameLine();
        int scoring = static_cast<int>(g.scoring);
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
        ImGui::Combo("##scoring", &scoring, kScorings, 3);
        g.scoring = static_cast<Scoring>(scoring);
    }
}

// ---- The score window -----------------------------------------------------------------------------------

// Centre counts by year as lines, one per power, in the power's colour.
void App::centre_chart() {
    const Map& map = session_.map();
    const std::vector<CentreYear> years = centre_history(session_.game(), map);
    const float width = std::max(ImGui::GetContentRegionAvail().x, 200.0f), height = 180;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy({width, height + ImGui::GetTextLineHeight()});
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float left = at.x + ImGui::CalcTextSize("18").x + 8,
                right = at.x + width - ImGui::CalcTextSize("1907").x / 2 - 4;
    const float top = at.y + 4, bottom = at.y + height;
    int most = 18;
    for (const CentreYear& y : years)
        for (int p = 0; p < map.power_count(); ++p) most = std::max(most, y.centres[p]);
    auto x_of = [&](std::size_t i) {
        return years.size() < 2 ? (left + right) / 2
                                : left + (right - left) * static_cast<float>(i) / (years.size() - 1);
    };
    auto y_of = [&](int c) { return bottom - (bottom - top) * static_cast<float>(c) / most; };
    const ImU32 grid = ImGui::GetColorU32(ImGuiCol_Separator), label = ImGui::GetColorU32(ImGuiCol_TextDisabled);
    for (int c = 0; c <= most; c += 6) {
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
    for (int p = 0; p < map.power_count(); ++p) {
        const ImU32 c = view_.palette().power[p];
        for (std::size_t i = 0; i + 1 < years.size(); ++i)
            draw->AddLine({x_of(i), y_of(years[i].centres[p])}, {x_of(i + 1), y_of(years[i + 1].centres[p])}, c, 2.5f);
        for (std::size_t i = 0; i < years.size(); ++i)
            draw->AddCircleFilled({x_of(i), y_of(years[i].centres[p])}, 3, c);
    }
}

void App::scores_window() {
    if (!scores_open_) return;
    const Map& map = session_.map();
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Appearing, {0.5f, 0.5f});
    ImGui::SetNextWindowSize({std::min(520.0f, io.DisplaySize.x - 20), 0}, ImGuiCond_Appearing);
    if (!ImGui::Begin("Scores", &scores_open_, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse)) {
        ImGui::End();
        return;
    }
    const GameSettings& settings = session_.settings();
    const bool over = session_.over();
    ImGui::PushFont(bold_font_);
    ImGui::TextWrapped("%s", over ? session_.end_text().c_str() : "Provisional scores: as if the game ended now");
    ImGui::PopFont();
    if (settings.rules.variant == Variant::Formal)
        ImGui::TextDisabled("Formal Diplomacy: the most victory points after turn %d win", settings.rules.max_turns);
    else
        ImGui::TextDisabled("%s scoring%s", kScorings[static_cast<int>(settings.scoring)],
                            settings.rules.end_year > 0
                                ? (", the game ends after Fall " + std::to_string(settings.rules.end_year)).c_str()
                                : "");
    if (settings.rules.variant == Variant::Formal) formal_scores();
    else if (ImGui::BeginTable("scores", 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
        ImGui::TableSetupColumn("Place");
        ImGui::TableSetupColumn("Power", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("Centres");
        ImGui::TableSetupColumn("Points");
        ImGui::TableHeadersRow();
        for (const ScoreLine& line : session_.scores()) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            if (line.place > 0) ImGui::Text("%d", line.place);
            else ImGui::TextDisabled("%s", "-");
            ImGui::TableNextColumn();
            power_swatch(line.power);
            ImGui::TextUnformatted(map.power(line.power).name.c_str());
            if (session_.civil_disorder(line.power)) {
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
    centre_chart();

    if (!over) {
        ImGui::Separator();
        const std::string why =
            vote_allowed(session_.rules(), session_.position(), session_.votes_this_phase(), {VoteKind::Draw});
        ImGui::BeginDisabled(!why.empty() || viewing_past());
        if (button("Hold a vote...")) start_vote();
        ImGui::EndDisabled();
        if (!why.empty()) {
            ImGui::SameLine();
            ImGui::TextDisabled("%s", why.c_str());
        }
        if (!vote_result_.empty()) ImGui::TextWrapped("%s", vote_result_.c_str());
        if (ImGui::TreeNode("Civil disorder")) {
            ImGui::TextWrapped(
                "A power whose player has gone: its units hold, its dislodged units disband, and "
                "it removes units by the civil-disorder rule.");
            for (int p = 0; p < map.power_count(); ++p) {
                bool on = session_.civil_disorder(static_cast<Power>(p));
                if (p % 4) ImGui::SameLine();
                if (ImGui::Checkbox(map.power(static_cast<Power>(p)).name.c_str(), &on)) {
                    session_.set_civil_disorder(static_cast<Power>(p), on);
                    session_changed();
                }
            }
            ImGui::TreePop();
        }
    }
    ImGui::Separator();
    if (button("Close the scores")) scores_open_ = false;
    ImGui::End();
}

// ---- Votes ----------------------------------------------------------------------------------------------

void App::start_vote() {
    vote_open_ = true;
    vote_stage_ = 0;
    vote_voter_ = 0;
    vote_revealed_ = false;
    ballots_ = {};
    vote_result_.clear();
}

// The proposal first; then each voter in turn, in secret (the device is handed over, as in hot seat);
// then only whether it passed.
void App::vote_dialog() {
    if (!begin_dialog("Vote", vote_open_)) return;
    const Map& map = session_.map();
    const std::array<bool, kMaxPowers> entitled = voters(session_.position(), map);
    std::vector<Power> who;
    for (int p = 0; p < map.power_count(); ++p)
        if (entitled[p]) who.push_back(static_cast<Power>(p));

    if (vote_stage_ == 0) {
        ImGui::TextUnformatted("What is proposed?");
        ImGui::RadioButton("A draw among every surviving power", &vote_kind_, 0);
        ImGui::RadioButton("A concession to:", &vote_kind_, 1);
        for (Power p : who) {
            ImGui::SameLine();
            ImGui::RadioButton(map.power(p).name.substr(0, 3).c_str(), &vote_to_, p);
        }
        ImGui::TextDisabled("It must be unanimous. A power that abstains counts as voting yes.");
        const bool ready = vote_kind_ == 0 || (vote_to_ >= 0 && entitled[vote_to_]);
        ImGui::BeginDisabled(!ready);
        if (button("Start the vote", {-1, 0})) vote_stage_ = 1;
        ImGui::EndDisabled();
        if (button("Cancel", {-1, 0})) ImGui::CloseCurrentPopup();
    } else if (vote_stage_ == 1 && vote_voter_ < static_cast<int>(who.size())) {
        const Power p = who[vote_voter_];
        if (!vote_revealed_) {
            ImGui::Text("Hand the device to %s.", map.power(p).name.c_str());
            ImGui::TextDisabled("Each ballot is secret: only the result is shown.");
            if (button(("I am " + map.power(p).name + ": show my ballot").c_str(), {-1, 0})) vote_revealed_ = true;
        } else {
            ImGui::Text("%s, your vote:", map.power(p).name.c_str());
            const VoteProposal proposal = current_proposal();
            ImGui::TextWrapped("%s", proposal.kind == VoteKind::Draw
                                         ? "A draw among every surviving power."
                                         : ("Concede the game to " + map.power(proposal.to).name + ".").c_str());
            Ballot chosen = Ballot::Abstain;
            bool cast = false;
            if (button("Yes")) chosen = Ballot::Yes, cast = true;
            ImGui::SameLine();
            if (button("No")) chosen = Ballot::No, cast = true;
            ImGui::SameLine();
            if (button("Abstain")) chosen = Ballot::Abstain, cast = true;
            if (cast) {
                ballots_[p] = chosen;
                ++vote_voter_;
                vote_revealed_ = false;
            }
        }
    } else {
        VoteOutcome outcome;
        const std::string why = session_.hold_vote(current_proposal(), ballots_, outcome);
        vote_result_ = !why.empty()     ? why
                       : outcome.passed ? "The vote passed: " + describe(outcome.end, map) + "."
                                        : "The vote failed.";
        ballots_ = {};  // nothing of the ballots is kept
        session_changed();
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

VoteProposal App::current_proposal() const {
    if (vote_kind_ == 0) return {VoteKind::Draw, kNoPower};
    return {VoteKind::Concede, static_cast<Power>(vote_to_)};
}

}  // namespace dip
