// The side panel's conversations (talk_panel.h).
#include "talk_panel.h"

#include <algorithm>
#include <utility>

#include "computer_talk.h"
#include "position_text.h"

namespace dip {

namespace {

std::vector<Power> alive_powers(const Session& s) {
    std::vector<Power> out;
    for (int p = 0; p < s.map().power_count(); ++p)
        if (!s.position().eliminated(static_cast<Power>(p))) out.push_back(static_cast<Power>(p));
    return out;
}

bool standing(DealKind k) { return k == DealKind::Peace || k == DealKind::Alliance || k == DealKind::Dmz; }

// Message `i` is a proposal or question to `speaker` made in `phase`, and has no answer yet.
bool waits_for_answer(const Press& press, std::size_t i, Power speaker, const Phase& phase) {
    const Message& m = press[i];
    return m.to == speaker && m.phase == phase && (m.kind == MessageKind::Propose || m.kind == MessageKind::Ask) &&
           answer_of(press, static_cast<int>(i)) < 0;
}

}  // namespace

// The powers with a proposal or question to the speaker this phase, not answered yet, in power order.
std::vector<Power> TalkPanel::waiting_for_answer(const Session& s) const {
    std::vector<Power> out;
    const Press& press = s.press();
    for (std::size_t i = 0; i < press.size(); ++i)
        if (waits_for_answer(press, i, as_, s.position().phase) &&
            std::find(out.begin(), out.end(), press[i].from) == out.end())
            out.push_back(press[i].from);
    std::sort(out.begin(), out.end());
    return out;
}

// A proposal that came since the last frame (a computer seat speaking first) is told where the player looks.
void TalkPanel::tell_new_proposals(const UiContext& ui, const std::vector<Power>& waiting) {
    const Press& press = ui.session.press();
    std::size_t owed = 0;
    for (const Message& m : press) owed += m.to == as_ && m.kind == MessageKind::Propose;
    // A proposal told of and since answered (here, or by a counter) is no longer news: the notice would ask for
    // what is done.
    const Notices::Entry* on_show = ui.keeper.notices().showing();
    if (on_show && on_show->serial == told_notice_ && told_proposal_ < press.size() &&
        answer_of(press, static_cast<int>(told_proposal_)) >= 0) {
        ui.keeper.notices().dismiss();
        on_show = nullptr;
    }
    // Not on a device people share: the messages' log stays for the next player to read (the panel's own line
    // says it, and goes with the hand-over). Nor over an error on show, which the player has still to read.
    const bool error_on_show = on_show && on_show->kind == Notices::Kind::Error;
    // Nor for a power the viewer only reads (a computer's, in the sandbox). The computer seats' talk comes in a
    // round, so the newest proposal to the speaker need not be the last message.
    if (owed > owed_ && owed_speaker_ == as_ && !waiting.empty() && !ui.policy().shared_device() && !error_on_show &&
        ui.policy().may_talk_as(as_)) {
        const auto last = std::find_if(press.rbegin(), press.rend(),
                                       [&](const Message& m) { return m.to == as_ && m.kind == MessageKind::Propose; });
        const int index = last == press.rend() ? -1 : static_cast<int>(press.rend() - last) - 1;
        if (index >= 0 && answer_of(press, index) < 0) {
            ui.keeper.tell(ui.session.map().power(last->from).name + " proposes: \"" +
                               message_text(press, *last, ui.session.map()) + "\" (Talk, in the panel)",
                           false);
            told_notice_ = ui.keeper.notices().log().back().serial;
            told_proposal_ = static_cast<std::size_t>(index);
        }
    }
    owed_ = owed;
    owed_speaker_ = as_;
}

std::string TalkPanel::tap(const Session& s, Province p) {
    error_ = draft_.tap(p, s.rules(), s.position());
    return error_;
}

void TalkPanel::draw(const UiContext& ui) {
    ImGui::PushID("talk");  // (its prompt boxes apart from the order entry's)
    talk(ui);
    ImGui::PopID();
}

void TalkPanel::talk(const UiContext& ui) {
    const Session& s = ui.session;
    // Another game or phase: a proposal half made is dropped.
    if (s.record().id != game_ || s.game().history().size() != phase_) {
        draft_.cancel();
        error_.clear();
        if (s.record().id != game_) owed_speaker_ = kNoPower;  // another game's proposals are not news
        game_ = s.record().id;
        phase_ = s.game().history().size();
        checked_messages_ = std::size_t(-1);
    }
    if (checked_messages_ != s.press().size()) {  // (a phase played changes the phase, a message the press)
        checks_ = game_promises(s.press(), s.game());
        checked_messages_ = s.press().size();
    }
    choose_speaker(ui);
    if (draft_.keep_only_for(as_)) error_.clear();  // another player at the device (or nobody, at a hand-over)
    if (as_ == kNoPower) return;
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::PushFont(ui.fonts.bold);
    ImGui::TextUnformatted(("Talk (" + s.map().power(as_).name + ")").c_str());
    ImGui::PopFont();
    const std::vector<Power> others = [&] {
        std::vector<Power> v = alive_powers(s);
        std::erase(v, as_);
        return v;
    }();
    if (others.empty()) return;
    if (std::find(others.begin(), others.end(), with_) == others.end()) with_ = others.front();
    const std::vector<Power> waiting = waiting_for_answer(s);
    tell_new_proposals(ui, waiting);
    // Always a line here: a proposal the computer seats' round brings comes at any moment, and the buttons under
    // it must not move as a hand aims at them.
    if (ui.policy().may_talk_as(as_)) {
        std::string names;
        for (Power p : waiting) names += (names.empty() ? "" : ", ") + s.map().power(p).name;
        ImGui::PushStyleColor(
            ImGuiCol_Text, waiting.empty() ? ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled) : colour(ui.palette.go));
        ImGui::PushFont(ui.fonts.bold);
        if (waiting.empty()) ImGui::TextUnformatted("Nothing waits for your answer.");
        else ImGui::TextWrapped("Waiting for your answer: %s.", names.c_str());
        ImGui::PopFont();
        ImGui::PopStyleColor();
    }
    bool first = true;
    for (Power p : others) {
        const std::string label = "With " + s.map().power(p).name;
        same_line_if_room(label.c_str(), first);
        first = false;
        // A conversation with a proposal or question waiting for an answer stands out.
        const bool owed = std::find(waiting.begin(), waiting.end(), p) != waiting.end();
        if (owed) {
            ImGui::PushStyleColor(ImGuiCol_Button, colour(ui.palette.go));
            ImGui::PushStyleColor(ImGuiCol_Text, colour(ui.palette.go_text));
        }
        const bool pressed = choice(ui.controls, label, p == with_);
        if (owed) ImGui::PopStyleColor(2);
        if (pressed && p != with_) {
            with_ = p;
            draft_.cancel();
            error_.clear();
        }
    }
    // The deals in force on top; the conversation's newest message right above the buttons that answer it and
    // make the next proposal (on a phone's sheet, what was just said stays in sight).
    const bool talks = ui.policy().may_talk_as(as_);
    if (talks) deals_in_force(ui);
    promise_record(ui);
    conversation(ui);
    if (!talks) return;
    answers_owed(ui);
    proposals(ui);
    if (!error_.empty()) error_text(ui.palette, error_);
    held(ui);  // under the buttons: its lines come and go as the round does, and must not move what a hand aims at
}

// What the speaker said to the chosen computer seat while the computer seats talk among themselves: it is held
// (Session::send_message) and sent when they finish, so that its answer keeps the deals they make. And what of it
// could not be sent then.
void TalkPanel::held(const UiContext& ui) {
    const Session& s = ui.session;
    const PhaseProgress& progress = s.progress();
    if (!progress.unsent_why.empty() && progress.unsent.from == as_ && progress.unsent.to == with_)
        error_text(ui.palette, "Not sent: \"" + message_text(s.press(), progress.unsent, s.map()) + "\" (" +
                                   progress.unsent_why + ").");
    const std::size_t before = std::exchange(held_, 0);
    if (!s.settings().computers.computer(with_) || !talk_due(s)) return;
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("The computer players are talking among themselves; %s will hear you when they finish.",
                       s.map().power(with_).name.c_str());
    for (const Message& m : progress.held)
        if (m.from == as_ && m.to == with_) {
            ImGui::TextWrapped("Waiting to be sent: \"%s\"", message_text(s.press(), m, s.map()).c_str());
            ++held_;
        }
    // What was just sent, and why nothing answers yet, in sight (a phone's sheet shows a few lines): the scroll
    // follows the person's own press, never the round's moment.
    if (held_ > before) ImGui::SetScrollHereY(1.0f);
    ImGui::PopStyleColor();
}

void TalkPanel::choose_speaker(const UiContext& ui) {
    const TablePolicy policy = ui.policy();
    if (!policy.sees_every_power()) {
        as_ = policy.own_power();
        return;
    }
    // The sandbox: any power a person plays may talk, and every power's conversations may be read (the computer
    // seats talk among themselves too); the player chooses whose.
    const Map& map = ui.session.map();
    const std::vector<Power> alive = alive_powers(ui.session);
    if (std::find(alive.begin(), alive.end(), as_) == alive.end()) {
        as_ = alive.empty() ? kNoPower : alive.front();
        for (Power p : alive)
            if (policy.may_talk_as(p)) {
                as_ = p;
                break;
            }
    }
    if (as_ == kNoPower) return;
    const bool all_talk = std::all_of(alive.begin(), alive.end(), [&](Power p) { return policy.may_talk_as(p); });
    ImGui::Spacing();
    ImGui::TextDisabled(all_talk ? "Speak as:" : "Speak as, or read:");
    bool first = true;
    for (Power p : alive) {
        const std::string label = (policy.may_talk_as(p) ? "As " : "Read ") + map.power(p).name;
        same_line_if_room(label.c_str(), first);
        first = false;
        if (choice(ui.controls, label, p == as_) && p != as_) {
            as_ = p;
            draft_.cancel();
        }
    }
}

// The messages between the two, oldest first, under the phase each was sent in.
void TalkPanel::conversation(const UiContext& ui) {
    const Session& s = ui.session;
    const Map& map = s.map();
    const auto pair = as_ < with_ ? std::pair{as_, with_} : std::pair{with_, as_};
    std::size_t count = 0;
    for (const Message& m : s.press()) count += conversation_of(m) == pair;
    // A message new since the last frame is scrolled to the top of the panel's view: the answer to what was just
    // sent shows, with the buttons under it (a phone's sheet shows only a few lines).
    const bool grew = count > said_ && said_with_ == pair;
    said_ = count;
    said_with_ = pair;
    bool any = false;
    Phase shown{};
    std::size_t at = 0;
    for (const Message& m : s.press()) {
        if (conversation_of(m) != pair) continue;
        if (grew && ++at == count) ImGui::SetScrollHereY(0.0f);
        if (!any || !(m.phase == shown)) {
            ImGui::TextDisabled("%s", phase_text(m.phase).c_str());
            shown = m.phase;
        }
        any = true;
        power_swatch(ui.palette.power[m.from]);
        ImGui::TextWrapped("%s: %s", map.power(m.from).name.c_str(), message_text(s.press(), m, map).c_str());
    }
    if (!any) ImGui::TextDisabled("Nothing said yet with %s.", map.power(with_).name.c_str());
}

// Proposals and questions the other power made this phase, not answered yet.
void TalkPanel::answers_owed(const UiContext& ui) {
    Session& s = ui.session;
    const Press& press = s.press();
    for (std::size_t i = 0; i < press.size(); ++i) {
        const Message& m = press[i];
        const int at = static_cast<int>(i);
        if (m.from != with_ || !waits_for_answer(press, i, as_, s.position().phase)) continue;
        ImGui::PushID(at);
        if (m.kind == MessageKind::Propose) {
            if (ui.controls.small_button("Accept")) send(ui, reply_of(press, at, MessageKind::Accept));
            ImGui::SameLine();
            if (ui.controls.small_button("Reject")) send(ui, reply_of(press, at, MessageKind::Reject));
            ImGui::SameLine();
            if (ui.controls.small_button("Counter")) {  // a copy of their deal to change, sent as the answer
                draft_.counter(press, at);
                error_.clear();
            }
        } else if (ui.controls.small_button("Answer with my orders")) {
            // The orders written so far for the unit asked about (or for every unit): a promise.
            Message answer = reply_of(press, at, MessageKind::Answer);
            answer.deal.kind = DealKind::Orders;
            for (const Order& o : s.orders(as_))
                if (is_unit_order(o.kind) && (m.asked == kNone || s.map().province_of(o.unit) == m.asked))
                    answer.deal.orders.push_back(o);
            if (answer.deal.orders.empty()) error_ = "Write the order first: the answer promises it.";
            else send(ui, answer);
        }
        ImGui::PopID();
    }
}

// The deals that bind the two now, each withdrawn by a button (peace, an alliance, a zone).
void TalkPanel::deals_in_force(const UiContext& ui) {
    Session& s = ui.session;
    const Map& map = s.map();
    for (int d : deals_between(s.press(), s.position().phase, as_, with_)) {
        const Message& deal = s.press()[static_cast<std::size_t>(d)];
        ImGui::PushID(d);
        const std::string text = deal_text(deal.deal, deal.from, map);
        ImGui::TextWrapped("Agreed%s%s.", text.rfind("that ", 0) == 0 ? " " : ": ", text.c_str());
        if (deal.kind == MessageKind::Propose && standing(deal.deal.kind) && ui.controls.small_button("Withdraw")) {
            Message m = proposal_of(as_, with_, s.position().phase, DealKind::Peace);
            m.kind = MessageKind::Withdraw;
            m.reply_to = d;
            send(ui, m);
        }
        ImGui::PopID();
    }
}

// How well each of the two kept its promises to the other, over the game so far.
void TalkPanel::promise_record(const UiContext& ui) {
    const Press& press = ui.session.press();
    std::array<PromiseRecord, 2> record{};
    for (const PromiseCheck& c : checks_) {
        const Message& deal = press[static_cast<std::size_t>(c.deal)];
        if (conversation_of(deal) != conversation_of(Message{.from = as_, .to = with_})) continue;
        PromiseRecord& r = record[c.power == as_ ? 0 : 1];
        ++(c.kept ? r.kept : r.broken);
    }
    if (record[0].kept + record[0].broken + record[1].kept + record[1].broken == 0) return;
    const Map& map = ui.session.map();
    const auto part = [&](Power p, const PromiseRecord& r) {
        return map.power(p).name + " " + std::to_string(r.kept) + " of " + std::to_string(r.kept + r.broken);
    };
    ImGui::TextWrapped("Promises kept so far: %s, %s.", part(with_, record[1]).c_str(), part(as_, record[0]).c_str());
}

// The buttons that start a proposal or a question, and the one being made.
void TalkPanel::proposals(const UiContext& ui) {
    const Session& s = ui.session;
    using K = ProposalDraft::Kind;
    const struct {
        const char* label;
        K kind;
    } starts[] = {{"Propose peace", K::Peace},   {"Propose an alliance", K::Alliance}, {"Propose a zone", K::Dmz},
                  {"Propose orders", K::Orders}, {"Propose a draw", K::Draw},          {"Ask a question", K::Ask}};
    if (const int at = draft_.countering(); at >= 0 && static_cast<std::size_t>(at) < s.press().size()) {
        const Message& theirs = s.press()[static_cast<std::size_t>(at)];
        ImGui::TextWrapped("Instead of %s's proposal, you propose:", s.map().power(theirs.from).name.c_str());
        if (!draft_.open() && ui.controls.small_button("Cancel")) draft_.cancel();
    }
    bool first = true;
    for (const auto& start : starts) {
        if (start.kind == K::Orders && s.position().phase.kind != PhaseKind::Movement) continue;
        same_line_if_room(start.label, first);
        first = false;
        if (!choice(ui.controls, start.label, draft_.kind() == start.kind)) continue;
        error_.clear();
        draft_.start(start.kind, as_, with_, s.position(), s.map().power_count());
        if (start.kind == K::Peace) {  // nothing to choose: sent at once
            send(ui, draft_.message(s.position().phase));
            draft_.cancel();
        }
    }
    if (draft_.open()) draft_tools(ui);
}

void TalkPanel::draft_tools(const UiContext& ui) {
    const Session& s = ui.session;
    const Map& map = s.map();
    using K = ProposalDraft::Kind;
    prompt_box(ui.palette, draft_.prompt(map));
    switch (draft_.kind()) {
        case K::Alliance:
        case K::Draw: {
            bool first = true;
            for (Power p : alive_powers(s)) {
                const bool speaker = p == as_ || p == with_;
                if (draft_.kind() == K::Alliance && speaker) continue;
                if (draft_.kind() == K::Draw && speaker) continue;  // (always in the draw)
                const std::string label = (draft_.names(p) ? "- " : "+ ") + map.power(p).name;
                same_line_if_room(label.c_str(), first);
                first = false;
                if (choice(ui.controls, label, draft_.names(p))) draft_.switch_power(p);
            }
            break;
        }
        case K::Dmz: {
            std::string names;
            for (Province p : draft_.deal().provinces) names += (names.empty() ? "" : ", ") + map.province(p).name;
            ImGui::TextWrapped("Zone: %s", names.empty() ? "no province yet" : names.c_str());
            break;
        }
        case K::Orders: {
            const std::vector<Order>& given = draft_.deal().orders;
            for (std::size_t i = 0; i < given.size(); ++i) {
                ImGui::PushID(static_cast<int>(i));
                if (ui.controls.small_button("x")) draft_.take_back(i);
                ImGui::SameLine();
                ImGui::TextUnformatted(to_text(with_board_types(given[i], s.position(), map), map).c_str());
                ImGui::PopID();
            }
            bool first = true;
            for (const Order& o : draft_.unit_choices(s.rules(), s.position())) {
                const std::string label = to_text(with_board_types(o, s.position(), map), map);
                same_line_if_room(label.c_str(), first);
                first = false;
                if (ui.controls.small_button(label.c_str())) draft_.give(o, map);
            }
            break;
        }
        case K::Ask: {
            const Province a = draft_.asked();
            ImGui::TextWrapped("About: %s", a == kNone ? "every unit" : map.province(a).name.c_str());
            break;
        }
        case K::Peace:
        case K::None: break;
    }
    if (ui.controls.button("Send")) send(ui, draft_.message(s.position().phase));
    ImGui::SameLine();
    if (ui.controls.button("Cancel")) {
        draft_.cancel();
        error_.clear();
    }
}

void TalkPanel::send(const UiContext& ui, const Message& m) {
    if (!ui.policy().may_talk_as(m.from)) {  // (the panel offers nothing else; a stale draft must not either)
        draft_.cancel();
        return;
    }
    error_ = ui.session.send_message(m);
    if (error_.empty()) draft_.cancel();  // (the game is saved with its messages at the end of the frame)
    else error_ = "Not sent: " + error_ + ".";
}

}  // namespace dip
