// How a computer player votes (docs/BOTS.md, "Votes"): it accepts a draw unless it is well placed to win alone,
// and a concession only to itself or to a power about to win anyway. Formal Diplomacy has no solo: there the
// victory points decide who is well placed.
#include <algorithm>

#include "bot.h"

namespace dip::bot {

namespace {

constexpr int kSoloInSight = 6;          // within this many centres of a solo, the sole leader plays on
constexpr int kConcessionMargin = 3;     // concede to a power this close to a solo
constexpr int kPointsLeadToPlayOn = 1;   // Formal: a lead in points of at least this plays on
constexpr int kPointsLeadToConcede = 5;  // Formal: concede to a power this far ahead of everyone

bool formal_rules(const Rules& rules) { return rules.settings().variant == Variant::Formal; }

// By how much `p` leads every other power in `count` (negative when it does not lead alone).
template <class Count>
int lead_of(const Rules& rules, Power p, Count count) {
    int lead = 1 << 30;
    for (int q = 0; q < rules.map().power_count(); ++q)
        if (q != p) lead = std::min(lead, count(p) - count(static_cast<Power>(q)));
    return lead;
}

}  // namespace

Ballot vote(const Rules& rules, const Position& pos, Power me, const VoteProposal& proposal) {
    const int powers = rules.map().power_count();
    if (me >= powers) return Ballot::Abstain;
    auto centres = [&](Power p) { return pos.centre_count(p); };
    auto points = [&](Power p) { return static_cast<int>(pos.formal.points[p]); };
    const bool formal = formal_rules(rules);
    if (proposal.kind == VoteKind::Draw) {
        const bool playing_on =
            formal ? lead_of(rules, me, points) >= kPointsLeadToPlayOn
                   : lead_of(rules, me, centres) > 0 && centres(me) >= rules.victory_centres() - kSoloInSight;
        return playing_on ? Ballot::No : Ballot::Yes;
    }
    const Power to = proposal.to;
    if (to == me) return Ballot::Yes;
    if (to >= powers) return Ballot::No;
    const bool inevitable =
        formal ? lead_of(rules, to, points) >= kPointsLeadToConcede
               : centres(to) >= rules.victory_centres() - kConcessionMargin && lead_of(rules, to, centres) > 0;
    return inevitable ? Ballot::Yes : Ballot::No;
}

}  // namespace dip::bot
