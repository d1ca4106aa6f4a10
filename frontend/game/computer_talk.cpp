// The computer seats' talk (computer_talk.h).
#include "computer_talk.h"

#include <algorithm>

#include "table_policy.h"

namespace dip {

bool computers_talk(const Session& s) {
    if (s.over() || by_link(s) || s.position().phase.kind != PhaseKind::Movement) return false;
    bool person = false, computer = false;
    for (int p = 0; p < s.map().power_count(); ++p) {
        const Power power = static_cast<Power>(p);
        if (s.position().eliminated(power)) continue;
        (s.settings().computers.computer(power) ? computer : person) = true;
    }
    return person && computer;
}

bot::Talkers talkers_of(const Session& s) {
    bot::Talkers t;
    for (int p = 0; p < s.map().power_count(); ++p) {
        const Power power = static_cast<Power>(p);
        if (s.position().eliminated(power) || !s.settings().computers.computer(power)) continue;
        t.computer[p] = s.settings().computers.level(power).value_or(bot::Level::Easy);
        t.speaks[p] = true;
    }
    return t;
}

bot::ThinkRequest talk_request(const Session& s) {
    bot::ThinkRequest r;
    r.rules = s.settings().rules;
    r.position = s.position();
    r.power = 0;  // (the round is no one power's: the wire wants one)
    r.seed = computer_seed(s);
    r.relations = computer_relations(s);
    r.deals = deals_now(s);
    r.task = bot::ThinkRequest::Task::Talk;
    r.talk.press = s.press();
    r.talk.talkers = talkers_of(s);
    return r;
}

namespace {

int take_round(Session& s, const Press& asked, const Press& talked) {
    if (talked.size() < asked.size() || !std::equal(asked.begin(), asked.end(), talked.begin())) return 0;
    // Where each of the round's messages went in the game's messages (-1: not taken): the game's own stay put,
    // as a game's messages are only ever added to.
    std::vector<int> place(talked.size(), -1);
    for (std::size_t i = 0; i < asked.size(); ++i) place[i] = static_cast<int>(i);
    int taken = 0;
    for (std::size_t i = asked.size(); i < talked.size(); ++i) {
        Message m = talked[i];
        if (!s.settings().computers.computer(m.from)) continue;  // a computer seat speaks for itself alone
        if (m.reply_to >= static_cast<int>(talked.size())) continue;
        if (m.reply_to >= 0 && (m.reply_to = place[static_cast<std::size_t>(m.reply_to)]) < 0) continue;
        const bool to_person = !s.settings().computers.computer(m.to);
        if (m.kind == MessageKind::Propose && to_person && ready(s)) continue;  // nobody will answer it now
        const Press& press = s.press();
        bool waiting = false;  // the same proposal, made already and not answered
        for (std::size_t k = 0; k < press.size() && !waiting && m.kind == MessageKind::Propose; ++k)
            waiting = press[k] == m && answer_of(press, static_cast<int>(k)) < 0;
        if (waiting || !s.record_message(m).empty()) continue;
        place[i] = static_cast<int>(s.press().size()) - 1;
        ++taken;
    }
    return taken;
}

}  // namespace

int take_talk(Session& s, const Press& asked, const Press& talked) {
    s.set_computers_talked();
    const int taken = take_round(s, asked, talked);
    s.send_held();  // what people said to the computer seats meanwhile, answered with the round's deals in force
    return taken;
}

int talk_now(Session& s) {
    if (!talk_due(s)) return 0;
    // Through the think request and its answer, as the page's workers think it: the same talk either way.
    const bot::ThinkRequest request = talk_request(s);
    const Expected<Press> talked =
        bot::decode_talk_answer(bot::answer_think_request(bot::encode_think_request(request)), s.map());
    return take_talk(s, request.talk.press, talked ? *talked : request.talk.press);
}

}  // namespace dip
