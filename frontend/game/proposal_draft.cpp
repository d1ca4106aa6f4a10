// A proposal being made, before it is sent (proposal_draft.h).
#include "proposal_draft.h"

#include <algorithm>

#include "position_text.h"

namespace dip {

namespace {

ProposalDraft::Kind kind_of(DealKind k) {
    using K = ProposalDraft::Kind;
    switch (k) {
        case DealKind::Peace: return K::Peace;
        case DealKind::Alliance: return K::Alliance;
        case DealKind::Dmz: return K::Dmz;
        case DealKind::Orders: return K::Orders;
        case DealKind::Draw: return K::Draw;
    }
    return K::None;
}

}  // namespace

void ProposalDraft::start(Kind kind, Power from, Power to, const Position& pos, int powers) {
    const int counter = from == from_ && to == to_ && kind != Kind::Ask ? reply_to_ : -1;
    cancel();
    reply_to_ = counter;
    kind_ = kind;
    from_ = from;
    to_ = to;
    deal_.kind = kind == Kind::Alliance ? DealKind::Alliance
                 : kind == Kind::Dmz    ? DealKind::Dmz
                 : kind == Kind::Orders ? DealKind::Orders
                 : kind == Kind::Draw   ? DealKind::Draw
                                        : DealKind::Peace;
    if (kind == Kind::Draw)
        for (int p = 0; p < powers; ++p)
            if (!pos.eliminated(static_cast<Power>(p))) deal_.powers.push_back(static_cast<Power>(p));
}

bool ProposalDraft::keep_only_for(Power speaker) {
    if ((!open() && reply_to_ < 0) || from_ == speaker) return false;
    cancel();
    return true;
}

void ProposalDraft::counter(const Press& press, int at) {
    cancel();
    if (at < 0 || static_cast<std::size_t>(at) >= press.size()) return;
    const Message& m = press[static_cast<std::size_t>(at)];
    if (m.kind != MessageKind::Propose) return;
    from_ = m.to;
    to_ = m.from;
    reply_to_ = at;
    if (m.deal.kind == DealKind::Peace) return;  // nothing to change: the player chooses what to propose instead
    kind_ = kind_of(m.deal.kind);
    deal_ = m.deal;
}

SpaceSet ProposalDraft::marked(const Map& map) const {
    SpaceSet out;
    if (kind_ == Kind::Dmz)
        for (Province p : deal_.provinces) out.insert(p);
    if (kind_ == Kind::Orders)
        for (const Order& o : deal_.orders) out.insert(map.province_of(o.unit));
    return out;
}

std::string ProposalDraft::tap(Province p, const Rules& rules, const Position& pos) {
    const Map& map = rules.map();
    if (p == kNone || p >= map.province_count()) return "";
    switch (kind_) {
        case Kind::Dmz: {
            if (map.kind(p) == SpaceKind::Impassable) return map.province(p).name + " cannot be entered by anyone.";
            auto& in = deal_.provinces;
            if (const auto it = std::find(in.begin(), in.end(), p); it != in.end()) in.erase(it);
            else in.push_back(p);
            return "";
        }
        case Kind::Orders: {
            const Unit& u = pos.unit_at(p);
            if (!u || (u.power != from_ && u.power != to_))
                return "Tap a unit of " + map.power(from_).name + " or " + map.power(to_).name + ".";
            unit_ = p;
            return "";
        }
        case Kind::Ask: {
            const Unit& u = pos.unit_at(p);
            if (!u || u.power != to_) return "Tap one of " + map.power(to_).name + "'s units.";
            asked_ = p;
            return "";
        }
        default: return "";
    }
}

void ProposalDraft::switch_power(Power p) {
    auto& in = deal_.powers;
    if (const auto it = std::find(in.begin(), in.end(), p); it != in.end()) in.erase(it);
    else in.push_back(p);
}

bool ProposalDraft::names(Power p) const {
    return std::find(deal_.powers.begin(), deal_.powers.end(), p) != deal_.powers.end();
}

std::vector<Order> ProposalDraft::unit_choices(const Rules& rules, const Position& pos) const {
    if (kind_ != Kind::Orders || unit_ == kNone) return {};
    // A deal's orders are the standard ones (holds, moves, supports, convoys), not a variant's own.
    std::vector<Order> out = rules.unit_orders(pos, unit_);
    std::erase_if(out, [](const Order& o) { return !is_standard_order(o.kind); });
    return out;
}

void ProposalDraft::give(const Order& o, const Map& map) {
    auto& orders = deal_.orders;
    std::erase_if(orders, [&](const Order& given) { return map.province_of(given.unit) == map.province_of(o.unit); });
    orders.push_back(o);
    unit_ = kNone;
}

void ProposalDraft::take_back(std::size_t i) {
    if (i < deal_.orders.size()) deal_.orders.erase(deal_.orders.begin() + static_cast<std::ptrdiff_t>(i));
}

std::string ProposalDraft::prompt(const Map& map) const {
    const std::string them = to_ == kNoPower ? "" : map.power(to_).name;
    switch (kind_) {
        case Kind::Alliance: return "Choose the powers the alliance is against.";
        case Kind::Dmz: return "Tap the provinces neither of you may enter; tap one again to take it out.";
        case Kind::Orders:
            return unit_ == kNone ? "Tap a unit of yours or of " + them + ", then choose its order."
                                  : "Choose the order of the unit in " + map.province(unit_).name + ".";
        case Kind::Draw: return "Choose the powers that share the draw.";
        case Kind::Ask: return "Tap the unit of " + them + " you ask about, or ask about every unit.";
        case Kind::Peace:
        case Kind::None: return "";
    }
    return "";
}

Message ProposalDraft::message(const Phase& phase) const {
    if (kind_ == Kind::Ask) return question_of(from_, to_, phase, asked_);
    Message m = proposal_of(from_, to_, phase, deal_.kind);
    m.deal = deal_;
    m.reply_to = reply_to_;
    return m;
}

}  // namespace dip
