// The draw or concession vote, held at one device: the proposal first; then each voter in turn, in secret
// (the device is handed over, as in hot seat; computer players vote by their rule, unseen); then only whether
// it passed. Nothing of the ballots is kept.
#pragma once

#include <array>
#include <string>

#include "ui_context.h"

namespace dip {

class VoteDialog {
public:
    // Opens the dialog at the proposal, with no ballots cast.
    void start();
    // What the last vote came to ("" before any).
    const std::string& result() const { return result_; }
    // Draws the dialog while it is open. True when a vote was held (the session changed).
    bool draw(const UiContext& ui);

private:
    enum class Stage { Proposal, Ballots };
    VoteProposal proposal() const { return {kind_, kind_ == VoteKind::Draw ? kNoPower : to_}; }

    bool open_ = false;  // asked to open (begin_dialog resets it)
    Stage stage_ = Stage::Proposal;
    VoteKind kind_ = VoteKind::Draw;            // what is proposed
    Power to_ = kNoPower;                       // a concession: to this power
    int voter_ = 0;                             // whose ballot is next, as an index among the voters
    bool revealed_ = false;                     // that voter has the device and sees the ballot
    std::array<Ballot, kMaxPowers> ballots_{};  // cast so far
    std::string result_;                        // what the last vote came to
};

}  // namespace dip
