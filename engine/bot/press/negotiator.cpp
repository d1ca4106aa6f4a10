// The computer players' press: judging deals by search, answering, proposing, keeping their word (negotiator.h).
#include "negotiator.h"

#include <algorithm>

#include "bot/easy/easy.h"
#include "bot/levels.h"
#include "bot/random.h"
#include "bot/search/search.h"

namespace dip::bot {

namespace {

// A deal's value to `me`: the mean score of its best orders that keep every commitment (those of the deals in
// force, and the deal's when given), from a search with the judging budget. Both sides of one judgement search
// from the same seed.
struct Judgement {
    double value = 0;
    std::vector<Order> orders;  // the best orders found
};

Judgement judge(const Rules& rules, const Position& pos, Power me, Level level, std::uint64_t seed,
                const Relations* relations, const Commitments& commitments) {
    Search search(rules, pos, me, judging_budget(level), seed, relations, &commitments);
    while (search.step()) {}
    return {search.best_mean(true), search.best_kept(1 << 30)};
}

// `me` makes no deal with `them`: an enemy (it harmed us lately), or a power that broke its word to us within the
// grudge's years, which outlast an attack's harm.
bool distrusts(const Relations* relations, Power me, Power them) {
    return relations && (relations->stance(me, them) == Stance::Enemy || relations->grudge(me, them) > 0);
}

// The first province our orders enter that the commitments close to us: what a deal would cost us.
Province needed_province(const std::vector<Order>& orders, const Commitments& c, Power me, const Position& pos,
                         const Map& map) {
    for (const Order& o : orders)
        if (breaks_keep_out(c, me, o, pos, map)) return map.province_of(o.dest);
    return kNone;
}

// Does the deal keep the other power out of a province where our units stand or our centres are?
bool guards_us(const Deal& deal, Power me, const Position& pos, const Map& map) {
    bool guards = false;
    deal_keep_out(deal, me, pos, map).for_each([&](int p) {
        const Unit& u = pos.units[p];
        guards = guards || (u && u.power == me) || (map.centres().contains(p) && pos.owner[p] == me);
    });
    return guards;
}

// Would `p` break a deal keeping an order it promised? A promised order is given before any other promise is kept.
bool promise_breaks_another(const Commitments& c, Power p, const Position& pos, const Map& map) {
    return std::any_of(c.must_give[p].begin(), c.must_give[p].end(),
                       [&](const Order& o) { return breaks_keep_out(c, p, o, pos, map); });
}

std::uint64_t press_seed(const Position& pos, Power me, std::uint64_t seed, std::uint64_t salt) {
    return mix_seed(decision_seed(pos, me, seed), 0x9e55'0000ULL + salt);
}

// Has `from` proposed a deal of this kind to `to` this phase, or had one turned down by `to` within the last year?
bool asked_lately(const Press& press, Power from, Power to, DealKind kind, const Phase& now) {
    for (std::size_t i = 0; i < press.size(); ++i) {
        const Message& m = press[i];
        if (m.kind != MessageKind::Propose || m.from != from || m.to != to || m.deal.kind != kind) continue;
        if (m.phase == now) return true;
        const int a = answer_of(press, static_cast<int>(i));
        const bool turned_down = a >= 0 && press[static_cast<std::size_t>(a)].kind == MessageKind::Reject;
        if (turned_down && now.year - m.phase.year <= 1) return true;
    }
    return false;
}

}  // namespace

Budget judging_budget(Level level) {
    const LevelInfo* info = find_level(level);
    if (!info || !info->search)
        return Budget{.own_candidates = 4,
                      .other_candidates = 2,
                      .opponents = 2,
                      .iterations = 8,
                      .refinements = 0,
                      .opening_book = 0};
    Budget b = *info->search;
    b.iterations = std::max(8, b.iterations / 2);
    b.refinements = 0;
    b.verify = 0;
    b.opening_book = 0;  // a deal in the first phase is judged by search, not by the book's one choice
    return b;
}

Message reply_to_proposal(const Rules& rules, const Position& pos, const Press& press, int index, Level level,
                          std::uint64_t seed, const Relations* relations) {
    const Message& m = press[static_cast<std::size_t>(index)];
    const Power me = m.to;
    const Map& map = rules.map();
    if (m.deal.kind == DealKind::Draw) {
        VoteProposal draw;
        for (Power p : m.deal.powers) draw.named[p] = true;
        return vote(rules, pos, me, draw) == Ballot::No
                   ? reply_of(press, index, MessageKind::Reject, ReplyReason::NotLocked)
                   : reply_of(press, index, MessageKind::Accept, ReplyReason::GoodForBoth);
    }
    if (distrusts(relations, me, m.from)) return reply_of(press, index, MessageKind::Reject, ReplyReason::NotTrusted);
    const Commitments without = commitments_of(press, pos, map);
    Commitments with = without;
    add_commitments(with, m, pos, map);
    // A deal that would make one of our promises break another is refused.
    if (promise_breaks_another(with, me, pos, map) && !promise_breaks_another(without, me, pos, map))
        return reply_of(press, index, MessageKind::Reject, ReplyReason::PromisedOtherwise);
    const std::uint64_t s = press_seed(pos, me, seed, static_cast<std::uint64_t>(index));
    const Judgement no = judge(rules, pos, me, level, s, relations, without);
    const Judgement yes = judge(rules, pos, me, level, s, relations, with);
    if (yes.value >= no.value)
        return reply_of(press, index, MessageKind::Accept,
                        guards_us(m.deal, me, pos, map) ? ReplyReason::KeepsMeSafe : ReplyReason::GoodForBoth);
    const Province needed = needed_province(no.orders, with, me, pos, map);
    return needed != kNone ? reply_of(press, index, MessageKind::Reject, ReplyReason::NeedProvince, needed)
                           : reply_of(press, index, MessageKind::Reject, ReplyReason::WorseForMe);
}

Message reply_to_question(const Rules& rules, const Position& pos, const Press& press, int index, Level level,
                          std::uint64_t seed, const Relations* relations) {
    const Message& q = press[static_cast<std::size_t>(index)];
    if (distrusts(relations, q.to, q.from)) return reply_of(press, index, MessageKind::Reject, ReplyReason::NotTrusted);
    const Map& map = rules.map();
    Message answer = reply_of(press, index, MessageKind::Answer);
    answer.deal.kind = DealKind::Orders;
    for (const Order& o : choose_orders_keeping(rules, pos, q.to, level, seed, relations, press)) {
        // A unit's order legal only beside a power order (Formal Diplomacy's moves after a declaration of war)
        // is left out: a promise names unit orders alone.
        if (!is_unit_order(o.kind) || o.unit >= map.loc_count() || rules.check(pos, o)) continue;
        if (q.asked == kNone || map.province_of(o.unit) == q.asked) answer.deal.orders.push_back(o);
    }
    if (answer.deal.orders.empty()) return reply_of(press, index, MessageKind::Reject, ReplyReason::Undecided);
    return answer;
}

std::vector<Message> bot_proposals(const Rules& rules, const Position& pos, const Press& press, Power me, Level level,
                                   std::uint64_t seed, const Relations* relations) {
    std::vector<Message> out;
    const Map& map = rules.map();
    if (pos.phase.kind != PhaseKind::Movement || me >= map.power_count() || pos.eliminated(me) || rules.finished(pos))
        return out;
    const Commitments base = commitments_of(press, pos, map);
    const std::uint64_t s = press_seed(pos, me, seed, 0xffff);
    const Judgement without = judge(rules, pos, me, level, s, relations, base);
    // Would the deal, with those proposed before it, make a promised order of either side break it? The other side
    // would refuse it ("I have promised otherwise"), or we would break it.
    const auto contradicts = [&](const Message& m) {
        Commitments before = base;
        for (const Message& earlier : out) add_commitments(before, earlier, pos, map);
        Commitments with = before;
        add_commitments(with, m, pos, map);
        for (Power p : {m.from, m.to})
            if (promise_breaks_another(with, p, pos, map) && !promise_breaks_another(before, p, pos, map)) return true;
        return false;
    };
    const auto pays = [&](const Message& m) {
        if (contradicts(m)) return false;
        Commitments with = base;
        add_commitments(with, m, pos, map);
        return judge(rules, pos, me, level, s, relations, with).value > without.value;
    };
    // Who stands next to us: a unit beside one of our units or centres.
    SpaceSet ours;
    for (int p = 0; p < map.province_count(); ++p)
        if ((pos.units[p] && pos.units[p].power == me) || (map.centres().contains(p) && pos.owner[p] == me))
            ours.insert(p);
    std::array<bool, kMaxPowers> neighbour{};
    ours.for_each([&](int p) {
        map.any_neighbours(static_cast<Province>(p)).for_each([&](int q) {
            const Unit& u = pos.units[q];
            if (u && u.power != me && u.power < map.power_count()) neighbour[u.power] = true;
        });
    });
    for (int q = 0; q < map.power_count(); ++q) {
        const Power them = static_cast<Power>(q);
        if (!neighbour[q] || distrusts(relations, me, them) || !deals_between(press, pos.phase, me, them).empty())
            continue;
        if (!asked_lately(press, me, them, DealKind::Peace, pos.phase)) {
            Message peace = proposal_of(me, them, pos.phase, DealKind::Peace);
            if (pays(peace)) {
                out.push_back(std::move(peace));
                continue;
            }
        }
        // The provinces both could move into, empty and no centre of either: a border to leave empty.
        Message dmz = proposal_of(me, them, pos.phase, DealKind::Dmz);
        std::vector<Province>& zone = dmz.deal.provinces;
        for (int p = 0; p < map.province_count() && zone.size() < 3; ++p) {
            if (pos.units[p] || (map.centres().contains(p) && (pos.owner[p] == me || pos.owner[p] == them))) continue;
            bool mine = false, theirs = false;
            map.any_neighbours(static_cast<Province>(p)).for_each([&](int n) {
                const Unit& u = pos.units[n];
                mine = mine || (u && u.power == me);
                theirs = theirs || (u && u.power == them);
            });
            if (mine && theirs) zone.push_back(static_cast<Province>(p));
        }
        if (zone.empty() || asked_lately(press, me, them, DealKind::Dmz, pos.phase)) continue;
        if (pays(dmz)) out.push_back(std::move(dmz));
    }
    // A support we need: a move of our best orders into a province a unit of a power at peace with us could support.
    // Neither the move nor the support may break a deal in force or one just proposed: a promised order is given
    // before any other promise is kept, so the request would break the other deal.
    Commitments proposed = base;
    for (const Message& m : out) add_commitments(proposed, m, pos, map);
    for (const Order& o : without.orders) {
        if (o.kind != OrderKind::Move || o.via_convoy || o.dest >= map.loc_count() || rules.check(pos, o)) continue;
        if (breaks_keep_out(proposed, me, o, pos, map)) continue;
        const Province to = map.province_of(o.dest);
        const Unit& there = pos.unit_at(to);
        if (there && there.power == me) continue;
        for (int p = 0; p < map.province_count(); ++p) {
            const Unit& u = pos.units[p];
            if (!u || u.power == me || u.power >= map.power_count() || (there && there.power == u.power)) continue;
            if (deals_between(press, pos.phase, me, u.power).empty()) continue;  // only a partner is asked
            if (std::any_of(out.begin(), out.end(), [&](const Message& m) { return m.to == u.power; })) continue;
            const Unit& mover = pos.unit_at(map.province_of(o.unit));
            const Order support = support_order(u, mover, o.dest);
            if (rules.check(pos, support) || breaks_keep_out(proposed, u.power, support, pos, map) ||
                asked_lately(press, me, u.power, DealKind::Orders, pos.phase))
                continue;
            Message ask = proposal_of(me, u.power, pos.phase, DealKind::Orders);
            ask.deal.orders = {o, support};
            if (pays(ask)) {
                out.push_back(std::move(ask));
                return out;  // one request a phase
            }
        }
    }
    return out;
}

std::vector<Message> bot_withdrawals(const Press& press, const Position& pos, Power me, const Relations* relations) {
    std::vector<Message> out;
    if (pos.phase.kind != PhaseKind::Movement) return out;
    for (const int d : deals_in_force(press, pos.phase)) {
        const Message& deal = press[static_cast<std::size_t>(d)];
        const bool standing = deal.kind == MessageKind::Propose && deal.deal.kind != DealKind::Orders;
        if (!standing || (deal.from != me && deal.to != me)) continue;
        const Power other = deal.from == me ? deal.to : deal.from;
        const bool withdrawn = std::any_of(press.begin(), press.end(), [&](const Message& m) {
            return m.kind == MessageKind::Withdraw && m.reply_to == d;
        });
        if (withdrawn || !distrusts(relations, me, other)) continue;
        Message w;
        w.from = me;
        w.to = other;
        w.phase = pos.phase;
        w.kind = MessageKind::Withdraw;
        w.reply_to = d;
        w.reason = ReplyReason::NotTrusted;
        out.push_back(w);
    }
    return out;
}

std::vector<Order> choose_orders_keeping(const Rules& rules, const Position& pos, Power power, Level level,
                                         std::uint64_t seed, const Relations* relations, const Press& press) {
    const Commitments c = commitments_of(press, pos, rules.map());
    return choose_orders(rules, pos, power, level, seed, relations, &c);
}

}  // namespace dip::bot
