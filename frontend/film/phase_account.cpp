#include "phase_account.h"

#include <algorithm>
#include <optional>
#include <set>
#include <utility>

#include "order.h"
#include "outcome.h"
#include "promises.h"
#include "text_util.h"

namespace dip {

namespace {

template <class T>
void add_once(std::vector<T>& list, const T& item) {
    if (std::find(list.begin(), list.end(), item) == list.end()) list.push_back(item);
}

using Rank = AccountKind;  // what a player looks for first: units thrown out, centres taken, stand-offs; the rest

class Teller {
public:
    Teller(const Position& before, const PhaseResult& result, const Map& map, Power viewer, Unordered unordered)
        : before_(before), result_(result), map_(map), viewer_(viewer), unordered_(unordered) {}

    PhaseAccount tell() {
        for (const OrderResult& r : result_.results) {
            const OrderKind kind = r.order.kind;
            if (!is_standard_order(kind)) tell_variant_order(r);
            else if (r.outcome.result == Result::Void || r.outcome.result == Result::Illegal) tell_nothing(r);
            else if (kind == OrderKind::Move) tell_move(r);
            else if (kind == OrderKind::SupportHold || kind == OrderKind::SupportMove || kind == OrderKind::Convoy)
                tell_help(r);
            else if (kind == OrderKind::Retreat || kind == OrderKind::Disband) tell_retreat(r);
            else if (kind != OrderKind::Hold) tell_adjustment(r);
            // A hold is news only when its unit is dislodged, which the move that dislodged it tells.
        }
        tell_stand_offs();
        if (unordered_ == Unordered::Told) tell_unordered();
        tell_retreats_bounced();
        tell_moves_and_adjustments();
        std::stable_sort(events_.begin(), events_.end(), [this](const AccountLine& a, const AccountLine& b) {
            return std::pair(closeness(a), a.kind) < std::pair(closeness(b), b.kind);
        });
        return PhaseAccount{std::move(events_), centres(), {}};
    }

private:
    Province province(Loc l) const { return l == kNone ? kNone : map_.loc(l).province; }
    std::string name(Province p) const { return p == kNone ? "an unknown place" : map_.province(p).name; }
    std::string power(Power p) const { return p < map_.power_count() ? map_.power(p).name : "a power"; }
    std::string unit_word(const Order& o) const {
        const UnitType t = with_board_types(o, before_, map_).unit_type;
        return t == UnitType::Army ? "army" : t == UnitType::Fleet ? "fleet" : "unit";
    }
    // "France's army in Burgundy"
    std::string unit(const OrderResult& r) const {
        return power(r.order.power) + "'s " + unit_word(r.order) + " in " + name(province(r.order.unit));
    }
    void add(Rank rank, std::string text, std::vector<UnitFate> units = {}, Province place = kNone) {
        events_.push_back(AccountLine{rank, std::move(text), std::move(units), place});
    }
    UnitFate stopped(const OrderResult* r) const { return {province(r->order.unit), Fate::Stopped}; }

    // How near a line comes to the viewer: 0 when it tells of the viewer's units or of a province the viewer held
    // or owned, 1 when it tells of a unit of a power that attacked the viewer, 2 otherwise (and always 0 without a
    // viewer, so the kinds alone order the lines).
    int closeness(const AccountLine& line) const {
        if (viewer_ == kNoPower) return 0;
        if (touches_viewer(line)) return 0;
        for (const UnitFate& u : line.units)
            if (before_.units[u.unit] && attackers().count(before_.units[u.unit].power)) return 1;
        return 2;
    }
    bool touches_viewer(const AccountLine& line) const {
        for (const UnitFate& u : line.units)
            if (before_.units[u.unit].power == viewer_) return true;
        if (line.power != kNoPower) return line.power == viewer_;
        return line.place != kNone && (before_.units[line.place].power == viewer_ ||
                                       (map_.province(line.place).centre && before_.owner[line.place] == viewer_));
    }
    // The powers whose units moved against a province the viewer held or owned.
    const std::set<Power>& attackers() const {
        if (!attackers_) {
            attackers_.emplace();
            for (const OrderResult& r : result_.results) {
                const Province to = province(r.order.dest);
                if (r.order.kind != OrderKind::Move || to == kNone || r.order.power == viewer_) continue;
                if (before_.units[to].power == viewer_ || (map_.province(to).centre && before_.owner[to] == viewer_))
                    attackers_->insert(r.order.power);
            }
        }
        return *attackers_;
    }

    // The units whose orders of this kind, for the unit in `from` moving to `to`, worked: ", with support from
    // Burgundy and Ruhr", " by convoy through the North Sea".
    std::vector<std::string> helpers(OrderKind kind, Province from, Province to) const {
        std::vector<std::string> names;
        for (const OrderResult& h : result_.results)
            if (h.order.kind == kind && h.outcome.result == Result::Succeeds && province(h.order.target) == from &&
                province(h.order.dest) == to)
                names.push_back(name(province(h.order.unit)));
        return names;
    }

    // The result that tells the story of the unit that stood in `p`: its owner's order for it (a legal one
    // first), or the hold it was given for want of one.
    const OrderResult* order_of_unit_in(Province p) const {
        const OrderResult* found = nullptr;
        for (const OrderResult& r : result_.results)
            if (before_.units[p] && is_unit_order(r.order.kind) && province(r.order.unit) == p &&
                r.order.power == before_.units[p].power && (!found || found->outcome.result == Result::Illegal))
                found = &r;
        return found;
    }
    // The move that went into `to`, if one did.
    const OrderResult* move_into(Province to) const {
        for (const OrderResult& r : result_.results)
            if (r.order.kind == OrderKind::Move && r.outcome.result == Result::Succeeds && province(r.order.dest) == to)
                return &r;
        return nullptr;
    }

    void tell_move(const OrderResult& r) {
        const Province from = province(r.order.unit), to = province(r.order.dest);
        const Outcome& out = r.outcome;
        if (out.result == Result::Fails) {
            if (out.reason == Reason::NoConvoy || out.reason == Reason::ConvoyDisrupted)
                add(Rank::Broken,
                    unit(r) + " is not carried to " + name(to) +
                        (out.reason == Reason::NoConvoy ? ": no fleet convoyed it." : ": its convoy was broken."),
                    {{from, Fate::Stopped}}, to);
            else stand_offs_.emplace_back(to, &r);
            return;
        }
        std::string how;
        if (const auto support = helpers(OrderKind::SupportMove, from, to); !support.empty())
            how += ", with support from " + listed(support);
        const auto fleets = helpers(OrderKind::Convoy, from, to);
        const std::string convoy = fleets.empty() ? "" : " by convoy through " + listed(fleets);
        const OrderResult* victim = order_of_unit_in(to);
        if (victim && victim->outcome.dislodged_by != from) victim = nullptr;
        const Power mover = r.order.power;
        if (victim && before_.units[to]) {
            const std::string loser = power(before_.units[to].power);
            add(Rank::Dislodged,
                unit(r) + " dislodges " + loser + " from " + name(to) + convoy + how + "; " +
                    (victim->outcome.destroyed
                         ? loser + "'s " + unit_word(victim->order) + " there is destroyed, with nowhere to retreat."
                         : loser + " must retreat."),
                {{from, Fate::Moved}, {to, Fate::Dislodged}}, to);
        } else if (map_.province(to).centre && result_.next.owner[to] == mover && before_.owner[to] != mover) {
            add(Rank::Taken, unit(r) + " takes " + name(to) + convoy + how + ".", {{from, Fate::Moved}}, to);
        } else if (map_.province(to).centre && before_.owner[to] != mover) {
            // Centres change hands only at the end of the year: say when this one will.
            const std::string when = before_.phase.season == Season::Spring ? "if it is still there after Fall"
                                     : result_.next.phase.kind == PhaseKind::Retreats ? "once the retreats are done"
                                                                                      : "if it keeps it";
            add(Rank::Entered, unit(r) + " moves into " + name(to) + convoy + how + ", a centre it takes " + when + ".",
                {{from, Fate::Moved}}, to);
        } else {
            moved_.push_back({mover, "from " + name(from) + " to " + name(to) + convoy, from});
        }
    }

    // Failed moves, by the province they went for.
    void tell_stand_offs() {
        std::vector<Province> places;
        for (const auto& [to, r] : stand_offs_) add_once(places, to);
        for (const Province to : places) {
            std::vector<const OrderResult*> movers;
            std::vector<std::string> powers;
            std::vector<UnitFate> all;
            for (const auto& [p, r] : stand_offs_)
                if (p == to) movers.push_back(r), add_once(powers, power(r->order.power)), all.push_back(stopped(r));
            const OrderResult* occupant = order_of_unit_in(to);
            const bool occupant_moved =
                occupant && occupant->order.kind == OrderKind::Move && occupant->outcome.result == Result::Succeeds;
            const bool stayed = before_.units[to] && !occupant_moved;
            const Power holder = before_.units[to].power;
            if (const OrderResult* winner = move_into(to)) {
                for (const OrderResult* m : movers)
                    add(Rank::Bounced,
                        unit(*m) + " fails to reach " + name(to) + ", where " + power(winner->order.power) +
                            " moves in.",
                        {stopped(m)}, to);
            } else if (stayed && occupant && occupant->outcome.dislodged_by == kNone) {
                // The holder's own units that tried to come in are told apart: a power does not hold against itself.
                std::vector<std::string> attackers, own;
                std::vector<UnitFate> attacking, own_units;
                for (const OrderResult* m : movers) {
                    const bool mine = m->order.power == holder;
                    (mine ? own_units : attacking).push_back(stopped(m));
                    if (mine) own.push_back(name(province(m->order.unit)));
                    else attackers.push_back(power(m->order.power) + " (from " + name(province(m->order.unit)) + ")");
                }
                if (!attackers.empty())
                    add(Rank::Bounced, power(holder) + " holds " + name(to) + " against " + listed(attackers) + ".",
                        attacking, to);
                if (own.size() >= 2 && attackers.empty())
                    add(Rank::Bounced, power(holder) + "'s units from " + listed(own) + " bounce in " + name(to) + ".",
                        own_units, to);
                else if (!own.empty())
                    add(Rank::Bounced,
                        power(holder) + "'s " + (own.size() == 1 ? "unit" : "units") + " from " + listed(own) +
                            " cannot move to " + name(to) + ": its own unit stays there.",
                        own_units, to);
            } else if (movers.size() == 1 && movers[0]->outcome.reason == Reason::HeadToHead) {
                // The unit in `to` came the other way. If it got through, it dislodged this one, which the
                // dislodgement tells; if not, the two bounced off each other, told once from either side.
                const Province from = province(movers[0]->order.unit);
                if (occupant_moved || std::find(head_to_head_.begin(), head_to_head_.end(), std::make_pair(to, from)) !=
                                          head_to_head_.end())
                    continue;
                head_to_head_.emplace_back(from, to);
                std::vector<UnitFate> both = all;
                if (occupant && occupant->order.kind == OrderKind::Move && province(occupant->order.dest) == from)
                    both.push_back(stopped(occupant));
                add(Rank::Bounced,
                    power(movers[0]->order.power) + " and " + power(holder) + " bounce between " + name(from) +
                        " and " + name(to) + ".",
                    both, to);
            } else if (movers.size() >= 2 && powers.size() == 1) {
                std::vector<std::string> froms;
                for (const OrderResult* m : movers) froms.push_back(name(province(m->order.unit)));
                add(Rank::Bounced, powers[0] + "'s units from " + listed(froms) + " bounce in " + name(to) + ".", all,
                    to);
            } else if (movers.size() >= 2) {
                add(Rank::Bounced, listed(powers) + " bounce in " + name(to) + ".", all, to);
            } else {
                add(Rank::Bounced, unit(*movers[0]) + " fails to move to " + name(to) + ".", all, to);
            }
        }
    }

    // Each power with units that gave none of them an order (at a table, it did not hand in by the deadline): its
    // units held by default. The line tells no unit's fate: a held unit's fate, if any, is told by what hit it.
    void tell_unordered() {
        if (before_.phase.kind != PhaseKind::Movement) return;
        std::vector<bool> ordered(map_.power_count());
        for (const OrderResult& r : result_.results)
            if (!r.implicit && r.order.power < map_.power_count()) ordered[r.order.power] = true;
        for (int pw = 0; pw < map_.power_count(); ++pw)
            if (before_.unit_count(static_cast<Power>(pw)) > 0 && !ordered[pw])
                events_.push_back(AccountLine{Rank::Unordered,
                                              power(static_cast<Power>(pw)) + " handed in no orders: its units hold.",
                                              {},
                                              kNone,
                                              static_cast<Power>(pw)});
    }

    // Supports and convoys: only what went wrong is news (a support given is told with the move it helped).
    void tell_help(const OrderResult& r) {
        const Outcome& out = r.outcome;
        if (out.reason == Reason::SupportCut)
            add(Rank::Broken, power(r.order.power) + "'s support from " + name(province(r.order.unit)) + " is cut by " +
                                  power(before_.units[out.other].power) + " (from " + name(out.other) + ").");
        if (out.reason == Reason::ConvoyParadox)
            add(Rank::Broken, unit(r) + " does not convoy: by the rule for convoy paradoxes it holds.");
        // Dislodged supporting or convoying units are told by the move that dislodged them.
    }

    void tell_retreat(const OrderResult& r) {
        const Outcome& out = r.outcome;
        const Province from = province(r.order.unit);
        if (out.reason == Reason::Retreated)
            add(Rank::Retreat, unit(r) + " retreats to " + name(province(r.order.dest)) + ".",
                {{from, Fate::Retreated}}, province(r.order.dest));
        else if (out.reason == Reason::RetreatBounced) retreats_bounced_.emplace_back(province(r.order.dest), &r);
        else if (out.reason == Reason::NoRetreatOrder)
            add(Rank::Retreat, unit(r) + " is disbanded: no retreat was ordered.", {{from, Fate::Disbanded}});
        else
            add(Rank::Retreat, power(r.order.power) + " disbands its " + unit_word(r.order) + " in " + name(from) + ".",
                {{from, Fate::Disbanded}});
    }

    // Retreats to the same province: every one of them is disbanded.
    void tell_retreats_bounced() {
        std::vector<Province> places;
        for (const auto& [to, r] : retreats_bounced_) add_once(places, to);
        for (const Province to : places) {
            std::vector<std::string> units;
            std::vector<UnitFate> fates;
            for (const auto& [p, r] : retreats_bounced_)
                if (p == to) {
                    units.push_back(power(r->order.power) + "'s " + unit_word(r->order) + " from " +
                                    name(province(r->order.unit)));
                    fates.push_back({province(r->order.unit), Fate::Disbanded});
                }
            add(Rank::Retreat,
                listed(units) + " retreat to " + name(to) + ": " + (units.size() == 2 ? "both are" : "all are") +
                    " disbanded.",
                fates, to);
        }
    }

    void tell_adjustment(const OrderResult& r) {
        const Outcome& out = r.outcome;
        const Power pw = r.order.power;
        const std::string where = name(province(r.order.unit));
        if (out.reason == Reason::Built) {
            const std::string type = r.order.unit_type == UnitType::Fleet ? "a fleet" : "an army";
            built_.push_back({pw, type + " in " + where});
        } else if (out.reason == Reason::Removed) {
            removed_.push_back({pw, "its " + unit_word(r.order) + " in " + where, province(r.order.unit)});
        } else if (out.reason == Reason::CivilDisorder) {
            add(Rank::Adjustment, unit(r) + " is removed: " + power(pw) + " ordered no removal.",
                {{province(r.order.unit), Fate::Removed}});
        } else if (out.reason == Reason::Waived || out.reason == Reason::BuildNotUsed) {
            waived_.push_back({pw, std::string()});
        } else {
            tell_failed(r, Rank::Adjustment, "fails");
        }
    }

    // A variant's order (Formal Diplomacy's declarations and surrenders): its own words.
    void tell_variant_order(const OrderResult& r) {
        add(Rank::Adjustment, power(r.order.power) + ": " + to_text(r.order, map_) + ", " +
                                  describe(r.outcome, r.order, before_, map_) + ".");
    }

    void tell_nothing(const OrderResult& r) {
        if (!r.implicit) tell_failed(r, Rank::Nothing, "did nothing");
    }

    // "England's order F Lon - Mun (London) did nothing: a fleet cannot enter an inland province."
    void tell_failed(const OrderResult& r, Rank rank, const std::string& verb) {
        const Province at = province(r.order.unit);
        const std::string order = to_text(with_board_types(r.order, before_, map_), map_);
        add(rank, power(r.order.power) + "'s order " + order + (at == kNone ? "" : " (" + name(at) + ")") + " " + verb +
                      ": " + describe(r.outcome, r.order, before_, map_) + ".");
    }

    // Moves that went as ordered and took no centre, then builds, removals and waived builds: one sentence a power.
    void tell_moves_and_adjustments() {
        for (int pw = 0; pw < map_.power_count(); ++pw) {
            std::vector<UnitFate> fates;
            const auto of = [&](const std::vector<Item>& list, Fate fate = Fate::Moved) {
                std::vector<std::string> items;
                fates.clear();
                for (const Item& item : list)
                    if (item.power == pw) {
                        items.push_back(item.text);
                        if (item.unit != kNone) fates.push_back({item.unit, fate});
                    }
                return items;
            };
            const std::string who = power(static_cast<Power>(pw));
            if (const auto moves = of(moved_); !moves.empty())
                add(Rank::Moved, who + " moves " + listed(moves) + ".", fates);
            if (const auto builds = of(built_); !builds.empty())
                add(Rank::Adjustment, who + " builds " + listed(builds) + ".");
            if (const auto removals = of(removed_, Fate::Removed); !removals.empty())
                add(Rank::Adjustment, who + " removes " + listed(removals) + ".", fates);
            if (const std::size_t n = of(waived_).size())
                add(Rank::Adjustment,
                    who + " leaves " + std::to_string(n) + (n == 1 ? " build" : " builds") + " unused.");
        }
    }

    std::vector<std::string> centres() const {
        std::vector<std::string> lines;
        const Position& after = result_.next;
        for (int i = 0; i < map_.power_count(); ++i) {
            const auto pw = static_cast<Power>(i);
            std::vector<std::string> gains, losses;
            for (int p = 0; p < map_.province_count(); ++p) {
                if (!map_.province(static_cast<Province>(p)).centre || before_.owner[p] == after.owner[p]) continue;
                if (after.owner[p] == pw) gains.push_back(name(static_cast<Province>(p)));
                if (before_.owner[p] == pw) losses.push_back(name(static_cast<Province>(p)));
            }
            const bool out = after.eliminated(pw) && !before_.eliminated(pw);
            if (gains.empty() && losses.empty() && !out) continue;
            std::string line = power(pw);
            if (!gains.empty()) line += " gains " + listed(gains);
            if (!losses.empty()) line += std::string(gains.empty() ? "" : ",") + " loses " + listed(losses);
            const int count = after.centre_count(pw);
            if (out) line += (gains.empty() && losses.empty() ? "" : ", and") + std::string(" is out of the game.");
            else line += " (" + std::to_string(count) + (count == 1 ? " centre)." : " centres).");
            lines.push_back(line);
        }
        if (after.winner != kNoPower && before_.winner == kNoPower) lines.push_back(power(after.winner) + " wins.");
        return lines;
    }

    const Position& before_;
    const PhaseResult& result_;
    const Map& map_;
    const Power viewer_;
    const Unordered unordered_;
    mutable std::optional<std::set<Power>> attackers_;
    std::vector<AccountLine> events_;
    std::vector<std::pair<Province, const OrderResult*>> stand_offs_, retreats_bounced_;
    std::vector<std::pair<Province, Province>> head_to_head_;
    // Moves, builds, removals and waived builds, told one sentence a power.
    struct Item {
        Power power;
        std::string text;
        Province unit = kNone;  // the unit moved or removed
    };
    std::vector<Item> moved_, built_, removed_, waived_;
};

}  // namespace

PhaseAccount tell_phase(const Position& before, const PhaseResult& result, const Map& map, Power viewer,
                        Unordered unordered, const Press* press) {
    PhaseAccount account = Teller(before, result, map, viewer, unordered).tell();
    if (!press || press->empty()) return account;
    std::vector<std::string> kept;
    for (const PromiseCheck& c : check_promises(*press, map, before, result)) {
        const Message& deal = (*press)[static_cast<std::size_t>(c.deal)];
        if (viewer != kNoPower && deal.from != viewer && deal.to != viewer) continue;  // another pair's secret
        (c.kept ? kept : account.promises).push_back(promise_text(*press, c, map));
    }
    account.promises.insert(account.promises.end(), kept.begin(), kept.end());
    return account;
}

std::string promise_summary(const Position& before, const PhaseResult& result, const Map& map, Power viewer,
                            const Press& press) {
    int kept = 0, broken = 0;
    std::string breaches;
    for (const PromiseCheck& c : check_promises(press, map, before, result)) {
        const Message& deal = press[static_cast<std::size_t>(c.deal)];
        if (viewer != kNoPower && deal.from != viewer && deal.to != viewer) continue;  // another pair's secret
        if (c.kept) {
            ++kept;
            continue;
        }
        ++broken;
        breaches += (breaches.empty() ? "" : "; ") + map.power(c.power).name + ": " + (c.missing ? "no " : "") +
                    to_text(c.breach, map);
    }
    if (kept + broken == 0) return "";
    std::string text = "Promises: " + std::to_string(kept) + " kept";
    if (broken) text += ", " + std::to_string(broken) + " broken (" + breaches + ")";
    return text;
}

std::vector<std::string> event_texts(const PhaseAccount& account) {
    std::vector<std::string> texts;
    for (const AccountLine& line : account.events) texts.push_back(line.text);
    return texts;
}

std::string to_text(const PhaseAccount& account) {
    std::string text;
    for (const std::string& s : event_texts(account)) text += (text.empty() ? "" : " ") + s;
    for (const std::string& s : account.centres) text += (text.empty() ? "" : " ") + s;
    for (const std::string& s : account.promises) text += (text.empty() ? "" : " ") + s;
    return text;
}

}  // namespace dip
