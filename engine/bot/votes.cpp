// How a computer player votes (docs/BOTS.md, "Votes"): it accepts a draw unless it is well placed to win alone
// or the draw leaves it out,
// and a concession only to itself or to a power about to win anyway. Powers are ranked by the rules' standing
// (centres; in Formal Diplomacy victory points); where nobody can win alone by centres, a lead decides.
#include <algorithm>

#include "bot.h"

namespace dip::bot {

namespace {

constexpr int kSoloInSight = 6;       // within this many centres of a solo, the sole leader plays on
constexpr int kConcessionMargin = 3;  // concede to a power this close to a solo
constexpr int kLeadToPlayOn = 1;      // no solo to be had: a sole leader by this much plays on
constexpr int kLeadToConcede = 5;     // no solo to be had: concede to a power this far ahead of everyone

// By how much `p` leads every other power in standing (negative when it does not lead alone).
int lead_of(const Rules& rules, const Position& pos, Power p) {
    int lead = 1 << 30;
    for (int q = 0; q < rules.map().power_count(); ++q)
        if (q != p) lead = std::min(lead, rules.standing(pos, p) - rules.standing(pos, static_cast<Power>(q)));
    return lead;
}

}  // namespace

Ballot vote(const Rules& rules, const Position& pos, Power me, const VoteProposal& proposal) {
    const int powers = rules.map().power_count();
    if (me >= powers) return Ballot::Abstain;
    const bool solo = rules.victory_centres() <= rules.map().centre_count();  // a power can win alone
    const int victory = rules.victory_centres();
    if (proposal.kind == VoteKind::Draw) {
        // A draw that names its powers (DINS) and leaves this one out gives it nothing: it vetoes.
        const bool names_some = std::any_of(proposal.named.begin(), proposal.named.end(), [](bool b) { return b; });
        if (names_some && !proposal.named[me]) return Ballot::No;
        const bool playing_on = solo ? lead_of(rules, pos, me) > 0 && rules.standing(pos, me) >= victory - kSoloInSight
                                     : lead_of(rules, pos, me) >= kLeadToPlayOn;
        return playing_on ? Ballot::No : Ballot::Yes;
    }
    const Power to = proposal.to;
    if (to == me) return Ballot::Yes;
    if (to >= powers) return Ballot::No;
    const bool inevitable = solo ? rules.standing(pos, to) >= victory - kConcessionMargin && lead_of(rules, pos, to) > 0
                                 : lead_of(rules, pos, to) >= kLeadToConcede;
    return inevitable ? Ballot::Yes : Ballot::No;
}

}  // namespace dip::bot
