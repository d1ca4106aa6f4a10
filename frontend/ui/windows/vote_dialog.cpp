// Votes at one device, each ballot in secret.
#include "vote_dialog.h"

#include "bot/bot.h"
#include "widgets.h"

namespace dip {

void VoteDialog::start() {
    open_ = true;
    stage_ = Stage::Proposal;
    voter_ = 0;
    revealed_ = false;
    ballots_ = {};
    result_.clear();
}

bool VoteDialog::draw(const UiContext& ui) {
    const TablePolicy policy = ui.policy();
    if (!begin_dialog("Vote", open_, ui.controls)) return false;
    const Map& map = ui.session.map();
    const std::array<bool, kMaxPowers> entitled = voters(ui.session.position(), map);
    std::vector<Power> who;
    for (int p = 0; p < map.power_count(); ++p)
        if (entitled[p]) who.push_back(static_cast<Power>(p));

    bool held = false;
    if (stage_ == Stage::Ballots) {
        // Computer players vote by their rule (docs/BOTS.md, "Votes"), at once and unseen.
        while (voter_ < static_cast<int>(who.size()) && ui.session.settings().computers.computer(who[voter_])) {
            const Power p = who[voter_++];
            ballots_[p] = bot::vote(ui.session.rules(), ui.session.position(), p, proposal());
        }
        // One person at the device against the computer: nobody to hand it to.
        if (!policy.secret_ballots()) revealed_ = true;
    }
    if (stage_ == Stage::Proposal) {
        ImGui::TextUnformatted("What is proposed?");
        if (ImGui::RadioButton("A draw among every surviving power", kind_ == VoteKind::Draw)) kind_ = VoteKind::Draw;
        if (ImGui::RadioButton("A concession to:", kind_ == VoteKind::Concede)) kind_ = VoteKind::Concede;
        for (Power p : who) {
            ImGui::SameLine();
            if (ImGui::RadioButton(map.power(p).name.substr(0, 3).c_str(), to_ == p)) to_ = p;
        }
        ImGui::TextDisabled("It must be unanimous. A power that abstains counts as voting yes.");
        ImGui::TextDisabled("If it passes, the game ends at once.");
        const bool ready = kind_ == VoteKind::Draw || (to_ != kNoPower && entitled[to_]);
        ImGui::BeginDisabled(!ready);
        if (ui.controls.button("Start the vote", {-1, 0})) stage_ = Stage::Ballots;
        ImGui::EndDisabled();
        if (ui.controls.button("Cancel", {-1, 0})) ImGui::CloseCurrentPopup();
    } else if (voter_ < static_cast<int>(who.size())) {
        const Power p = who[voter_];
        if (!revealed_) {
            ImGui::Text("Hand the device to %s.", map.power(p).name.c_str());
            ImGui::TextDisabled("Each ballot is secret: only the result is shown.");
            if (ui.controls.button(("I am " + map.power(p).name + ": show my ballot").c_str(), {-1, 0}))
                revealed_ = true;
        } else {
            ImGui::Text("%s, your vote:", map.power(p).name.c_str());
            ImGui::TextWrapped("%s", kind_ == VoteKind::Draw
                                         ? "A draw among every surviving power."
                                         : ("Concede the game to " + map.power(to_).name + ".").c_str());
            // What a yes does, said on the ballot itself: a passed vote ends the game at once.
            error_text(ui.palette, "If every ballot is yes (or abstains), the game ends at once.");
            Ballot chosen = Ballot::Abstain;
            bool cast = false;
            if (ui.controls.button("Yes")) chosen = Ballot::Yes, cast = true;
            ImGui::SameLine();
            if (ui.controls.button("No")) chosen = Ballot::No, cast = true;
            ImGui::SameLine();
            if (ui.controls.button("Abstain")) chosen = Ballot::Abstain, cast = true;
            if (cast) {
                ballots_[p] = chosen;
                ++voter_;
                revealed_ = false;
            }
        }
    } else {  // every ballot is in: the count
        VoteOutcome outcome;
        const std::string why = hold_vote(ui.session, proposal(), ballots_, outcome);
        result_ = !why.empty()     ? why
                  : outcome.passed ? "The vote passed: " + describe(outcome.end, map) + "."
                                   : "The vote failed.";
        ballots_ = {};  // nothing of the ballots is kept
        held = true;
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
    return held;
}

}  // namespace dip
