// Messages between powers: which may be sent, which deals bind, and how each reads (press.h).
#include "press.h"

#include <algorithm>

#include "position_text.h"

namespace dip {

namespace {

bool alive(const Position& pos, Power p) { return !pos.eliminated(p); }

template <class T>
bool has_duplicates(std::vector<T> v) {
    std::sort(v.begin(), v.end());
    return std::adjacent_find(v.begin(), v.end()) != v.end();
}

// Phases in the order played.
int phase_key(const Phase& p) { return p.year * 16 + static_cast<int>(p.season) * 4 + static_cast<int>(p.kind); }

bool is_proposal(const Message& m) { return m.kind == MessageKind::Propose; }

std::string check_deal(const Deal& d, Power from, Power to, const Rules& rules, const Position& pos) {
    const Map& map = rules.map();
    const auto on_board = [&](Power p) { return p < map.power_count(); };
    if (static_cast<int>(d.kind) >= kDealKinds) return "an unknown kind of deal";
    if (d.kind != DealKind::Alliance && d.kind != DealKind::Draw && !d.powers.empty())
        return "this deal names no powers";
    if (d.kind != DealKind::Dmz && !d.provinces.empty()) return "this deal names no provinces";
    if (d.kind != DealKind::Orders && !d.orders.empty()) return "this deal names no orders";
    for (Power p : d.powers)
        if (!on_board(p)) return "a power not on this board";
    if (has_duplicates(d.powers)) return "a power named twice";
    switch (d.kind) {
        case DealKind::Peace: return "";
        case DealKind::Alliance:
            if (d.powers.empty()) return "an alliance against nobody";
            for (Power p : d.powers) {
                if (p == from || p == to) return "an alliance against one of its own members";
                if (!alive(pos, p)) return "an alliance against a power out of the game";
            }
            return "";
        case DealKind::Draw:
            if (std::find(d.powers.begin(), d.powers.end(), from) == d.powers.end() ||
                std::find(d.powers.begin(), d.powers.end(), to) == d.powers.end())
                return "a draw that leaves out one of the two powers talking";
            for (Power p : d.powers)
                if (!alive(pos, p)) return "a draw with a power out of the game";
            return "";
        case DealKind::Dmz:
            if (d.provinces.empty()) return "a demilitarised zone with no provinces";
            for (Province p : d.provinces)
                if (p >= map.province_count() || map.kind(p) == SpaceKind::Impassable)
                    return "a province not on this board";
            if (has_duplicates(d.provinces)) return "a province named twice";
            return "";
        case DealKind::Orders: {
            if (d.orders.empty()) return "a promise of no orders";
            if (pos.phase.kind != PhaseKind::Movement) return "orders are promised in movement phases";
            std::vector<Province> units;
            for (const Order& o : d.orders) {
                if (o.power != from && o.power != to) return "an order of a power not in the conversation";
                if (!is_unit_order(o.kind) || !is_standard_order(o.kind) || o.unit >= map.loc_count())
                    return "an order that is not a unit's";
                const Unit& u = pos.unit_at(map.province_of(o.unit));
                if (!u || u.power != o.power) return "an order for a unit the power does not have";
                if (rules.check(pos, o)) return "an order that is not legal: " + to_text(o, map);
                units.push_back(map.province_of(o.unit));
            }
            if (has_duplicates(units)) return "two orders for one unit";
            return "";
        }
    }
    return "an unknown kind of deal";
}

}  // namespace

Message proposal_of(Power from, Power to, const Phase& phase, DealKind kind) {
    Message m;
    m.from = from;
    m.to = to;
    m.phase = phase;
    m.kind = MessageKind::Propose;
    m.deal.kind = kind;
    return m;
}

Message question_of(Power from, Power to, const Phase& phase, Province asked) {
    Message m = proposal_of(from, to, phase, DealKind::Peace);
    m.kind = MessageKind::Ask;
    m.asked = asked;
    return m;
}

Message reply_of(const Press& press, int to, MessageKind kind, ReplyReason reason, Province province) {
    const Message& asked = press[static_cast<std::size_t>(to)];
    Message m = proposal_of(asked.to, asked.from, asked.phase, DealKind::Peace);
    m.kind = kind;
    m.reply_to = to;
    m.reason = reason;
    m.province = province;
    return m;
}

int answer_of(const Press& press, int message) {
    for (std::size_t i = static_cast<std::size_t>(message) + 1; i < press.size(); ++i)
        if (press[i].reply_to == message && press[i].kind != MessageKind::Withdraw) return static_cast<int>(i);
    return -1;
}

std::string check_message(const Press& press, const Message& m, const Rules& rules, const Position& pos) {
    const Map& map = rules.map();
    if (m.from >= map.power_count() || m.to >= map.power_count()) return "a power not on this board";
    if (m.from == m.to) return "a message to oneself";
    if (!alive(pos, m.from) || !alive(pos, m.to)) return "a power out of the game";
    if (!(m.phase == pos.phase)) return "a message about another phase";
    if (rules.finished(pos)) return "the game is over";
    if (static_cast<int>(m.kind) >= kMessageKinds) return "an unknown kind of message";
    if (static_cast<int>(m.reason) >= kReplyReasons) return "an unknown reason";
    if (m.province != kNone && m.province >= map.province_count()) return "a province not on this board";
    const bool replies = m.kind != MessageKind::Ask && !(m.kind == MessageKind::Propose && m.reply_to < 0);
    if (!replies && m.reply_to != -1) return "a reply to nothing";
    if (m.kind != MessageKind::Ask && m.asked != kNone) return "only a question asks about a unit";
    const Message* answered = nullptr;
    if (replies) {
        if (m.reply_to < 0 || m.reply_to >= static_cast<int>(press.size())) return "a reply to no message";
        answered = &press[static_cast<std::size_t>(m.reply_to)];
        if (conversation_of(*answered) != conversation_of(m)) return "a reply to another conversation";
        if (m.kind == MessageKind::Withdraw) {
            if (!is_proposal(*answered) || answered->deal.kind == DealKind::Orders ||
                answered->deal.kind == DealKind::Draw)
                return "a withdrawal from no standing deal";
            const std::vector<int> now = deals_in_force(press, pos.phase);
            if (std::find(now.begin(), now.end(), m.reply_to) == now.end()) return "a deal not in force";
            for (const Message& w : press)
                if (w.kind == MessageKind::Withdraw && w.reply_to == m.reply_to) return "a deal already withdrawn from";
        } else {
            if (!(answered->phase == m.phase)) return "a reply to another phase's message";
            if (answered->to != m.from) return "a reply to one's own message";
            if (answer_of(press, m.reply_to) >= 0) return "a message already answered";
            const bool to_question = answered->kind == MessageKind::Ask;
            // A question is answered or declined; a proposal accepted, rejected or countered.
            if (to_question ? m.kind != MessageKind::Answer && m.kind != MessageKind::Reject
                            : m.kind == MessageKind::Answer || !is_proposal(*answered))
                return m.kind == MessageKind::Answer ? "an answer to no question" : "a reply to no proposal";
        }
    }
    switch (m.kind) {
        case MessageKind::Propose: return check_deal(m.deal, m.from, m.to, rules, pos);
        case MessageKind::Answer: {
            if (m.deal.kind != DealKind::Orders) return "an answer gives orders";
            for (const Order& o : m.deal.orders)
                if (o.power != m.from) return "an answer gives the answerer's own orders";
            if (answered->asked != kNone)
                for (const Order& o : m.deal.orders)
                    if (o.unit < map.loc_count() && map.province_of(o.unit) != answered->asked)
                        return "an answer about another unit";
            return check_deal(m.deal, m.from, m.to, rules, pos);
        }
        case MessageKind::Ask:
            if (pos.phase.kind != PhaseKind::Movement) return "questions are asked in movement phases";
            if (m.asked != kNone) {
                if (m.asked >= map.province_count()) return "a province not on this board";
                const Unit& u = pos.unit_at(m.asked);
                if (!u || u.power != m.to) return "a question about a unit the power does not have";
            }
            [[fallthrough]];
        default:
            if (!(m.deal == Deal{})) return "this message carries no deal";
            return "";
    }
}

std::vector<int> deals_in_force(const Press& press, const Phase& phase) {
    std::vector<int> out;
    for (std::size_t i = 0; i < press.size(); ++i) {
        const Message& m = press[i];
        const bool promise = m.kind == MessageKind::Answer || (m.kind == MessageKind::Accept && m.reply_to >= 0 &&
                                                               static_cast<std::size_t>(m.reply_to) < press.size());
        if (!promise) continue;
        const int deal = m.kind == MessageKind::Answer ? static_cast<int>(i) : m.reply_to;
        const Message& d = press[static_cast<std::size_t>(deal)];
        if (d.deal.kind == DealKind::Draw) continue;
        if (d.deal.kind == DealKind::Orders) {
            if (d.phase == phase) out.push_back(deal);
            continue;
        }
        // A standing deal: from its phase on, until a withdrawal's phase is over.
        const bool started = phase_key(d.phase) <= phase_key(phase);
        if (!started) continue;
        bool ended = false;
        for (std::size_t j = i + 1; j < press.size() && !ended; ++j) {
            const Message& w = press[j];
            if (w.kind != MessageKind::Withdraw || w.reply_to != deal) continue;
            ended = phase_key(w.phase) < phase_key(phase);
        }
        if (!ended) out.push_back(deal);
    }
    return out;
}

std::vector<int> deals_between(const Press& press, const Phase& phase, Power a, Power b) {
    std::vector<int> out;
    const std::pair pair = a < b ? std::pair{a, b} : std::pair{b, a};
    for (int d : deals_in_force(press, phase))
        if (conversation_of(press[static_cast<std::size_t>(d)]) == pair) out.push_back(d);
    return out;
}

// ---- In words ---------------------------------------------------------------------------------------------

namespace {

std::string list_text(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += i + 1 == items.size() ? " and " : ", ";
        out += items[i];
    }
    return out;
}

std::string powers_text(const std::vector<Power>& powers, const Map& map) {
    std::vector<std::string> names;
    for (Power p : powers) names.push_back(p < map.power_count() ? map.power(p).name : "?");
    return list_text(names);
}

std::string orders_of(const Deal& d, Power p, const Map& map) {
    std::vector<std::string> texts;
    for (const Order& o : d.orders)
        if (o.power == p) texts.push_back(to_text(o, map));
    return list_text(texts);
}

}  // namespace

std::string deal_text(const Deal& d, Power from, const Map& map) {
    switch (d.kind) {
        case DealKind::Peace: return "peace between us";
        case DealKind::Alliance: return "an alliance of us two against " + powers_text(d.powers, map);
        case DealKind::Dmz: {
            std::vector<std::string> names;
            for (Province p : d.provinces) names.push_back(p < map.province_count() ? map.province(p).name : "?");
            return "that neither of us enters " + list_text(names);
        }
        case DealKind::Orders: {
            const std::string mine = orders_of(d, from, map);
            std::string yours;
            for (const Order& o : d.orders)
                if (o.power != from) {
                    yours = orders_of(d, o.power, map);
                    break;
                }
            if (yours.empty()) return "I will order " + mine;
            if (mine.empty()) return "you will order " + yours;
            return "I will order " + mine + ", and you will order " + yours;
        }
        case DealKind::Draw: return "a draw between " + powers_text(d.powers, map);
    }
    return "?";
}

std::string reason_text(ReplyReason reason, Province province, const Map& map) {
    const std::string place = province < map.province_count() ? map.province(province).name : "that province";
    switch (reason) {
        case ReplyReason::None: return "";
        case ReplyReason::GoodForBoth: return "it helps us both";
        case ReplyReason::KeepsMeSafe: return "it keeps my centres safe";
        case ReplyReason::NeedProvince: return "I need " + place + " for my own units";
        case ReplyReason::WorseForMe: return "I do better without it";
        case ReplyReason::NotTrusted: return "you have not kept faith with me";
        case ReplyReason::Undecided: return "I have not decided yet";
        case ReplyReason::NotLocked: return "the game is still open";
        case ReplyReason::PromisedOtherwise: return "I have promised otherwise";
    }
    return "";
}

std::string message_text(const Press& press, const Message& m, const Map& map) {
    const std::string reason = reason_text(m.reason, m.province, map);
    switch (m.kind) {
        case MessageKind::Propose:
            return std::string(m.reply_to >= 0 ? "Instead, I propose " : "I propose ") +
                   deal_text(m.deal, m.from, map) + ".";
        case MessageKind::Accept: return reason.empty() ? "I accept." : "I accept: " + reason + ".";
        case MessageKind::Reject: return reason.empty() ? "No." : "No: " + reason + ".";
        case MessageKind::Ask: {
            if (m.asked >= map.province_count()) return "Where will your units move?";
            const std::string name = map.province(m.asked).name;
            return "Where will your unit in " + name + " move?";
        }
        case MessageKind::Answer: return "I will order " + orders_of(m.deal, m.from, map) + ".";
        case MessageKind::Withdraw: {
            if (m.reply_to < 0 || m.reply_to >= static_cast<int>(press.size())) return "I withdraw from our deal.";
            const Message& d = press[static_cast<std::size_t>(m.reply_to)];
            return "I withdraw from our deal: " + deal_text(d.deal, d.from == m.from ? m.from : d.from, map) +
                   (reason.empty() ? "" : "; " + reason) + ".";
        }
    }
    return "?";
}

}  // namespace dip
