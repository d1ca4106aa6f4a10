// The click state machine of order entry, driven by the rules' lists of legal orders (Rules::unit_orders).
#include "order_entry.h"

namespace dip {

namespace {

std::string capital(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}

}  // namespace

OrderEntry::OrderEntry(const Session& session, std::function<bool(Power)> may_order)
    : session_(session), may_order_(std::move(may_order)) {}

// ---- What can be clicked --------------------------------------------------------------------------------

bool OrderEntry::orderable_unit(Province p) const {
    if (p == kNone || session_.over()) return false;
    const Position& s = pos();
    switch (s.phase.kind) {
        case PhaseKind::Movement: return s.units[p] && may_order_(s.units[p].power);
        case PhaseKind::Retreats: return s.dislodged[p].unit && may_order_(s.dislodged[p].unit.power);
        case PhaseKind::Adjustments: {  // a unit to remove, or a centre to build in, while any are left to write
            const std::vector<Order> options = session_.rules().unit_orders(s, p);
            if (options.empty() || !may_order_(options.front().power)) return false;
            return adjustments_left(session_, options.front().power) > 0 || session_.sheet().at(p) != nullptr;
        }
    }
    return false;
}

// The unit's legal orders, judged with what its power has written this phase (Formal Diplomacy: a war
// declared now opens moves into that power).
void OrderEntry::select(Province p) {
    note_.clear();
    selected_ = p;
    target_ = kNone;
    via_convoy_ = false;
    convoy_moves_.clear();
    step_ = Step::Unit;
    const Position& s = pos();
    const Unit& u = s.phase.kind == PhaseKind::Retreats ? s.dislodged[p].unit : s.units[p];
    moves_in_ = session_.rules().position_for_moves(s, session_.orders(u.power));
    options_ = session_.rules().unit_orders(moves_in_, p);
}

void OrderEntry::cancel() {
    note_.clear();
    step_ = Step::Idle;
    selected_ = target_ = kNone;
    via_convoy_ = false;
    options_.clear();
    convoy_moves_.clear();
}

std::optional<Order> OrderEntry::finish(const Order& o) {
    cancel();
    return o;
}

SpaceSet OrderEntry::targets() const {
    SpaceSet out;
    const auto prov = [&](Loc l) { return l == kNone ? kNone : map().province_of(l); };
    switch (step_) {
        case Step::Idle:
            for (int p = 0; p < map().province_count(); ++p)
                if (orderable_unit(static_cast<Province>(p))) out.insert(p);
            break;
        case Step::Unit:
            for (const Order& o : via_convoy_ ? convoy_moves_ : options_)
                if (o.kind == OrderKind::Move || o.kind == OrderKind::Retreat) out.insert(prov(o.dest));
            break;
        case Step::SupportTarget:
            for (const Order& o : options_)
                if (o.kind == OrderKind::SupportHold || o.kind == OrderKind::SupportMove) out.insert(prov(o.target));
            break;
        case Step::SupportDest:
            for (const Order& o : options_)
                if ((o.kind == OrderKind::SupportHold || o.kind == OrderKind::SupportMove) && prov(o.target) == target_)
                    out.insert(o.kind == OrderKind::SupportHold ? target_ : prov(o.dest));
            break;
        case Step::ConvoyArmy:
            for (const Order& o : options_)
                if (o.kind == OrderKind::Convoy) out.insert(prov(o.target));
            break;
        case Step::ConvoyDest:
            for (const Order& o : options_)
                if (o.kind == OrderKind::Convoy && prov(o.target) == target_) out.insert(prov(o.dest));
            break;
        case Step::Coast:
        case Step::Build: break;
    }
    return out;
}

// ---- Clicks ---------------------------------------------------------------------------------------------

std::optional<Order> OrderEntry::click(Province p) {
    const auto prov = [&](Loc l) { return l == kNone ? kNone : map().province_of(l); };
    note_.clear();
    switch (step_) {
        case Step::Idle:
        case Step::Coast:
        case Step::Build:
            if (!orderable_unit(p)) {
                const bool unfinished = step_ != Step::Idle;
                const std::string me = selected_ == kNone ? "" : unit_name(selected_);
                cancel();
                if (unfinished && (p == kNone || why_not_orderable(p).empty()))
                    note_ = "The order for " + me + " was left unfinished.";
                else note_ = why_not_orderable(p);
                return std::nullopt;
            }
            if (pos().phase.kind == PhaseKind::Adjustments) {
                const std::vector<Order> options = session_.rules().unit_orders(pos(), p);
                if (options.front().kind == OrderKind::Remove) return finish(options.front());
                cancel();
                selected_ = p;
                options_ = options;  // the builds
                step_ = Step::Build;
                return std::nullopt;
            }
            select(p);
            return std::nullopt;

        case Step::Unit: {
            if (p == selected_) return pos().phase.kind == PhaseKind::Movement ? hold() : std::nullopt;
            std::vector<Order> moves;
            for (const Order& o : via_convoy_ ? convoy_moves_ : options_)
                if ((o.kind == OrderKind::Move || o.kind == OrderKind::Retreat) && p != kNone && prov(o.dest) == p)
                    moves.push_back(o);
            if (moves.empty()) {
                if (orderable_unit(p)) {  // clicking another of one's units selects it instead
                    select(p);
                    return std::nullopt;
                }
                if (p == kNone)
                    return refuse("No province there: the order for " + unit_name(selected_) + " is cancelled.");
                const bool retreat = pos().phase.kind == PhaseKind::Retreats;
                const Unit& u = retreat ? pos().dislodged[selected_].unit : pos().units[selected_];
                const Order o = retreat ? retreat_order(u, loc_in(p)) : move_order(u, loc_in(p), via_convoy_);
                return refuse(capital(unit_name(selected_)) + (retreat ? " cannot retreat to " : " cannot move to ") +
                              map().province(p).name + (via_convoy_ ? " by convoy" : "") + why_not(o));
            }
            if (moves.size() > 1) {  // two coasts: ask
                pending_ = moves[0];
                step_ = Step::Coast;
                return std::nullopt;
            }
            return finish(moves[0]);
        }

        case Step::SupportTarget:
            for (const Order& o : options_)
                if ((o.kind == OrderKind::SupportHold || o.kind == OrderKind::SupportMove) && p != kNone &&
                    prov(o.target) == p) {
                    target_ = p;
                    step_ = Step::SupportDest;
                    return std::nullopt;
                }
            if (p == kNone) return refuse("No province there: the support is cancelled.");
            // (No order is made up for these: it would name a unit that is not there.)
            if (!pos().units[p]) return refuse("There is no unit in " + map().province(p).name + " to support.");
            if (p == selected_) return refuse(capital(unit_name(selected_)) + " cannot support itself.");
            return refuse(capital(unit_name(selected_)) + " cannot support " + unit_name(p) +
                          ": it can reach neither " + map().province(p).name +
                          " nor any province that unit could move to.");

        case Step::SupportDest: {
            for (const Order& o : options_) {
                if (prov(o.target) != target_) continue;
                if (o.kind == OrderKind::SupportHold && p == target_) return finish(o);
                if (o.kind == OrderKind::SupportMove && p != kNone && prov(o.dest) == p) return finish(o);
            }
            if (p == kNone) return refuse("No province there: the support is cancelled.");
            const Unit &me = pos().units[selected_], &them = pos().units[target_];
            if (p == target_)
                return refuse(capital(unit_name(selected_)) + " cannot support " + unit_name(target_) + " to hold" +
                              why_not(support_order(me, them, kNone)));
            return refuse(capital(unit_name(selected_)) + " cannot support " + unit_name(target_) + " into " +
                          map().province(p).name + why_not(support_order(me, them, loc_in(p))));
        }

        case Step::ConvoyArmy:
            for (const Order& o : options_)
                if (o.kind == OrderKind::Convoy && p != kNone && prov(o.target) == p) {
                    target_ = p;
                    step_ = Step::ConvoyDest;
                    return std::nullopt;
                }
            if (p == kNone) return refuse("No province there: the convoy is cancelled.");
            if (!pos().units[p] || pos().units[p].type != UnitType::Army)
                return refuse("There is no army in " + map().province(p).name + " to convoy.");
            return refuse(capital(unit_name(selected_)) + " lies on no convoy route " + unit_name(p) + " could take.");

        case Step::ConvoyDest:
            for (const Order& o : options_)
                if (o.kind == OrderKind::Convoy && prov(o.target) == target_ && p != kNone && prov(o.dest) == p)
                    return finish(o);
            if (p == kNone) return refuse("No province there: the convoy is cancelled.");
            return refuse(capital(unit_name(selected_)) + " cannot convoy " + unit_name(target_) + " to " +
                          map().province(p).name +
                          why_not(convoy_order(pos().units[selected_], pos().units[target_], loc_in(p))));
    }
    return std::nullopt;
}

std::optional<Order> OrderEntry::refuse(std::string why) {
    cancel();
    note_ = std::move(why);
    return std::nullopt;
}

// ": <the engine's reason>.", or "." when the engine has none to give.
std::string OrderEntry::why_not(const Order& o) const {
    const std::optional<Outcome> out = session_.rules().check(moves_in_, o);
    if (!out) return ".";
    const std::string reason = reason_text(*out, o, moves_in_, map());
    return reason.empty() ? "." : ": " + reason + ".";
}

std::string OrderEntry::why_not_orderable(Province p) const {
    if (p == kNone) return "";
    if (session_.over()) return "The game is over.";
    if (ready(session_)) return "Your orders are in: the phase is played once the computers finish.";
    const Position& s = pos();
    const std::string where = map().province(p).name;
    const auto whose = [&](const Unit& u) {
        return capital(unit_name(p)) + " is " + map().power(u.power).name + "'s: you do not order it.";
    };
    switch (s.phase.kind) {
        case PhaseKind::Movement:
            if (!s.units[p]) return "There is no unit in " + where + ".";
            return whose(s.units[p]);
        case PhaseKind::Retreats:
            if (!s.dislodged[p].unit) return "There is no dislodged unit in " + where + ": only those move now.";
            return whose(s.dislodged[p].unit);
        case PhaseKind::Adjustments: {
            const std::vector<Order> options = session_.rules().unit_orders(s, p);
            if (options.empty())
                return s.units[p] ? map().power(s.units[p].power).name + " has no removals due."
                                  : "Nothing can be built in " + where + ".";
            const Power pw = options.front().power;
            if (!may_order_(pw)) return where + " is " + map().power(pw).name + "'s: you do not order it.";
            return map().power(pw).name + " has written every build or removal due: undo one to change it.";
        }
    }
    return "";
}

Loc OrderEntry::loc_in(Province p) const { return static_cast<Loc>(p); }  // a province is its own main place

// ---- Buttons --------------------------------------------------------------------------------------------

bool OrderEntry::can_hold() const { return step_ == Step::Unit && pos().phase.kind == PhaseKind::Movement; }

bool OrderEntry::can_support() const {
    if (step_ != Step::Unit) return false;
    for (const Order& o : options_)
        if (o.kind == OrderKind::SupportHold || o.kind == OrderKind::SupportMove) return true;
    return false;
}

bool OrderEntry::can_convoy() const {
    if (step_ != Step::Unit) return false;
    for (const Order& o : options_)
        if (o.kind == OrderKind::Convoy) return true;
    return false;
}

bool OrderEntry::can_go_by_convoy() const {
    if (step_ != Step::Unit || pos().phase.kind != PhaseKind::Movement || pos().units[selected_].type != UnitType::Army)
        return false;
    return map().province(selected_).kind == SpaceKind::Coast;
}

std::optional<Order> OrderEntry::hold() {
    if (!can_hold()) return std::nullopt;
    for (const Order& o : options_)
        if (o.kind == OrderKind::Hold) return finish(o);
    return std::nullopt;
}

void OrderEntry::support() {
    if (can_support()) step_ = Step::SupportTarget;
}

void OrderEntry::convoy() {
    if (can_convoy()) step_ = Step::ConvoyArmy;
}

void OrderEntry::toggle_via_convoy() {
    if (!can_go_by_convoy()) return;
    via_convoy_ = !via_convoy_;
    convoy_moves_.clear();
    if (!via_convoy_) return;
    // Every coastal province a convoy could carry the army to through the fleets now at sea.
    const Unit& u = pos().units[selected_];
    for (int d = 0; d < map().province_count(); ++d) {
        if (d == selected_ || map().province(d).kind != SpaceKind::Coast) continue;
        const Order o = move_order(u, static_cast<Loc>(d), true);
        if (!session_.rules().check(moves_in_, o)) convoy_moves_.push_back(o);
    }
}

std::optional<Order> OrderEntry::disband() {
    if (step_ != Step::Unit || pos().phase.kind != PhaseKind::Retreats) return std::nullopt;
    for (const Order& o : options_)
        if (o.kind == OrderKind::Disband) return finish(o);
    return std::nullopt;
}

std::vector<Coast> OrderEntry::coast_choices() const {
    std::vector<Coast> out;
    if (step_ != Step::Coast) return out;
    const Province p = map().province_of(pending_.dest);
    for (const Order& o : options_)
        if (o.kind == pending_.kind && map().province_of(o.dest) == p) out.push_back(map().coast_of(o.dest));
    return out;
}

std::optional<Order> OrderEntry::choose_coast(Coast c) {
    if (step_ != Step::Coast) return std::nullopt;
    const Province p = map().province_of(pending_.dest);
    for (const Order& o : options_)
        if (o.kind == pending_.kind && map().province_of(o.dest) == p && map().coast_of(o.dest) == c) return finish(o);
    return std::nullopt;
}

std::vector<OrderEntry::BuildChoice> OrderEntry::build_choices() const {
    std::vector<BuildChoice> out;
    if (step_ != Step::Build) return out;
    for (const Order& o : options_)
        if (o.kind == OrderKind::Build) out.push_back({o.unit_type, map().coast_of(o.unit)});
    return out;
}

std::optional<Order> OrderEntry::build(UnitType type, Coast c) {
    if (step_ != Step::Build) return std::nullopt;
    for (const Order& o : options_)
        if (o.kind == OrderKind::Build && o.unit_type == type && map().coast_of(o.unit) == c) return finish(o);
    return std::nullopt;
}

// ---- Words ----------------------------------------------------------------------------------------------

std::string OrderEntry::unit_name(Province p) const {
    const Unit& u =
        pos().phase.kind == PhaseKind::Retreats && pos().dislodged[p].unit ? pos().dislodged[p].unit : pos().units[p];
    if (!u) return map().province(p).name;
    return std::string(u.type == UnitType::Army ? "the army in " : "the fleet in ") + map().province(p).name;
}

std::string OrderEntry::prompt() const {
    const PhaseKind kind = pos().phase.kind;
    const std::string me = selected_ == kNone ? "" : unit_name(selected_);
    switch (step_) {
        case Step::Idle:
            if (session_.over()) return "The game is over.";
            if (kind == PhaseKind::Retreats) return "Click a dislodged unit to order its retreat.";
            if (kind == PhaseKind::Adjustments)
                return session_.map().builds_anywhere()
                           ? "Click a vacant centre you own to build, or a unit to remove it."
                           : "Click a vacant home centre to build, or a unit to remove it.";
            return "Click a unit to give it an order.";
        case Step::Unit:
            if (kind == PhaseKind::Retreats) return "Retreating " + me + ": click where it goes, or Disband.";
            if (via_convoy_) return "Moving " + me + " by convoy: click its destination.";
            return "Ordering " + me + ": click a destination, click it again to hold, or choose Support or Convoy.";
        case Step::SupportTarget: return "Support from " + me + ": click the unit it supports.";
        case Step::SupportDest:
            return me + " supports " + unit_name(target_) +
                   ": click where that unit moves, or click it again to support it holding.";
        case Step::ConvoyArmy: return "Convoy by " + me + ": click the army it carries.";
        case Step::ConvoyDest: return me + " convoys " + unit_name(target_) + ": click where the army goes.";
        case Step::Coast:
            return "Moving " + me + " to " + map().province(map().province_of(pending_.dest)).name + ": which coast?";
        case Step::Build:
            if (build_choices().size() == 1)
                return "Building in " + map().province(selected_).name + ": an army (no fleet can be built inland).";
            return "Building in " + map().province(selected_).name + ": an army or a fleet?";
    }
    return "";
}

}  // namespace dip
