// The side panel's conversations (docs/PRESS.md): one with each other power, the chosen one's messages with their
// phases, the answers owed, the deals in force, and the proposal being made, built from buttons and taps on the
// map (proposal_draft.h). Who may talk as which power, and who sees which conversation, is the TablePolicy's:
// a hot-seat player sees only their own conversations, and nobody's while the device is being handed over.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

#include "promises.h"
#include "proposal_draft.h"
#include "ui_context.h"

namespace dip {

class TalkPanel {
public:
    void draw(const UiContext& ui);
    // While a proposal wants provinces or units, the map's taps come here instead of writing orders.
    // Only the player making it: at a hot-seat hand-over, or with the next player at the device, the last one's
    // half-made proposal takes no tap and shows nothing on the map (the panel drops it when it is next drawn).
    bool wants_taps(const TablePolicy& policy) const {
        return draft_.wants_taps() && policy.may_talk_as(draft_.from());
    }
    // A tap on the map's province `p`: "" or why it picked nothing (shown under the proposal too).
    std::string tap(const Session& s, Province p);
    // What the map marks for the proposal being made (ProposalDraft::marked and chosen).
    SpaceSet marked(const Map& map) const { return draft_.marked(map); }
    Province chosen() const { return draft_.chosen(); }

private:
    void talk(const UiContext& ui);
    // The speaker (the viewer's power; the sandbox chooses) and the conversation shown.
    void choose_speaker(const UiContext& ui);
    void conversation(const UiContext& ui);
    void answers_owed(const UiContext& ui);
    void held(const UiContext& ui);
    void deals_in_force(const UiContext& ui);
    void promise_record(const UiContext& ui);
    void proposals(const UiContext& ui);
    void draft_tools(const UiContext& ui);
    void send(const UiContext& ui, const Message& m);
    std::vector<Power> waiting_for_answer(const Session& s) const;
    void tell_new_proposals(const UiContext& ui, const std::vector<Power>& waiting);

    Power as_ = kNoPower, with_ = kNoPower;
    ProposalDraft draft_;
    std::string error_;     // why the last message could not be sent
    std::size_t owed_ = 0;  // proposals ever made to the speaker, as counted last frame
    Power owed_speaker_ = kNoPower;
    std::uint64_t told_notice_ = 0;  // the notice told of a proposal (its serial), taken away once it is answered
    std::size_t told_proposal_ = 0;  // (the proposal, by its place in the press)
    std::size_t said_ = 0;           // the messages of the conversation shown last frame
    std::pair<Power, Power> said_with_{kNoPower, kNoPower};  // (its two powers)
    std::size_t held_ = 0;  // messages of the conversation shown waiting for the round, as counted last frame
    std::vector<PromiseCheck> checks_;  // every promise checked so far (game_promises), for the records
    std::size_t checked_messages_ = 0;  // the messages they were checked with
    std::uint64_t game_ = 0;
    std::size_t phase_ = 0;  // the phase (phases played) the draft belongs to: another phase drops it
};

}  // namespace dip
