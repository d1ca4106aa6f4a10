// One movement phase's talk among the computer players (talk_round.h).
#include "talk_round.h"

#include "negotiator.h"

namespace dip::bot {

TalkRound::TalkRound(const Rules& rules, const Position& pos, Press press, const Talkers& talkers, std::uint64_t seed,
                     const Relations* relations)
    : rules_(rules), pos_(pos), press_(std::move(press)), talkers_(talkers), seed_(seed), relations_(relations) {}

// A message goes in only if it may be sent next (press.h's check_message), as any message a person sends.
void TalkRound::say(const Message& m) {
    if (check_message(press_, m, rules_, pos_).empty()) press_.push_back(m);
}

bool TalkRound::step() {
    const int powers = rules_.map().power_count();
    while (next_ < powers && !talkers_.computer[next_]) ++next_;
    if (next_ >= powers) return false;
    const Power me = static_cast<Power>(next_++);
    // Every computer player withdraws from its deals with a power that broke faith; those that speak then propose.
    for (const Message& w : bot_withdrawals(press_, pos_, me, relations_)) say(w);
    if (!talkers_.speaks[me]) return next_ < powers;
    for (const Message& m : bot_proposals(rules_, pos_, press_, me, *talkers_.computer[me], seed_, relations_)) {
        const std::size_t before = press_.size();
        say(m);
        const std::optional<Level> answerer = talkers_.computer[m.to];
        if (press_.size() == before || !answerer) continue;
        say(reply_to_proposal(rules_, pos_, press_, static_cast<int>(before), *answerer, seed_, relations_));
    }
    return next_ < powers;
}

int TalkRound::percent() const { return next_ * 100 / rules_.map().power_count(); }

Press talk_round(const Rules& rules, const Position& pos, const Press& press, const Talkers& talkers,
                 std::uint64_t seed, const Relations* relations) {
    TalkRound round(rules, pos, press, talkers, seed, relations);
    while (round.step()) {}
    return round.press();
}

}  // namespace dip::bot
