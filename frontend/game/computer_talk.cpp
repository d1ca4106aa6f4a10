// The computer seats speaking first (computer_talk.h).
#include "computer_talk.h"

#include <algorithm>

#include "table_policy.h"

namespace dip {

std::vector<Power> computers_to_propose(const Session& s) {
    std::vector<Power> out;
    if (s.over() || by_link(s) || ready(s) || s.position().phase.kind != PhaseKind::Movement) return out;
    const Position& pos = s.position();
    bool person = false;
    for (int p = 0; p < s.map().power_count(); ++p)
        person |= !s.settings().computers.computer(static_cast<Power>(p)) && !pos.eliminated(static_cast<Power>(p));
    if (!person) return out;
    for (int p = 0; p < s.map().power_count(); ++p)
        if (s.settings().computers.computer(static_cast<Power>(p)) && !pos.eliminated(static_cast<Power>(p)))
            out.push_back(static_cast<Power>(p));
    return out;
}

bot::ThinkRequest proposals_request(const Session& s, Power p) {
    bot::ThinkRequest r{s.settings().rules,
                        s.position(),
                        p,
                        s.settings().computers.level(p).value_or(bot::Level::Easy),
                        computer_seed(s),
                        computer_relations(s),
                        deals_now(s),
                        bot::ThinkRequest::Task::Proposals,
                        s.press()};
    return r;
}

int take_proposals(Session& s, Power p, const Press& proposals) {
    int sent = 0;
    for (const Message& m : proposals) {
        if (m.from != p || m.kind != MessageKind::Propose || s.settings().computers.computer(m.to)) continue;
        const Press& press = s.press();
        bool waiting = false;  // the same proposal, made already and not answered
        for (std::size_t i = 0; i < press.size() && !waiting; ++i)
            waiting = press[i] == m && answer_of(press, static_cast<int>(i)) < 0;
        if (!waiting && s.send_message(m).empty()) ++sent;
    }
    return sent;
}

int propose_now(Session& s, Power p) {
    // Through the think request and its answer, as the page's workers think them: the same proposals either way.
    const std::string answer = bot::answer_think_request(bot::encode_think_request(proposals_request(s, p)));
    const Expected<Press> made = bot::decode_proposals_answer(answer, s.map());
    return made ? take_proposals(s, p, *made) : 0;
}

int propose_now(Session& s) {
    int sent = 0;
    for (Power p : computers_to_propose(s)) sent += propose_now(s, p);
    return sent;
}

}  // namespace dip
