// The click state machine of order entry, driven by the rules' lists of legal orders (Rules::unit_orders).
#include "order_entry.h"

namespace dip {

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
    switch (step_) {
        case Step::Idle:
        case Step::Coast:
        case Step::Build:
            if (!orderable_unit(p)) {
                cancel();
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
                if (orderable_unit(p)) select(p);  // clicking another of one's units selects it instead
                return std::nullopt;
            }
            if (moves.size() > 1) {  // two coasts: ask
                pending_ = moves[0];
                step_ = Step::Coast;
                return std::nullopt;
            }
            return finish(moves[0]);
        }

        case Step::SupportTarget:
            if (p == kNone) return std::nullopt;
            for (const Order& o : options_)
                if ((o.kind == OrderKind::SupportHold || o.kind == OrderKind::SupportMove) && prov(o.target) == p) {
                    target_ = p;
                    step_ = Step::SupportDest;
                    break;
                }
            return std::nullopt;

        case Step::SupportDest:
            for (const Order& o : options_) {
                if (prov(o.target) != target_) continue;
                if (o.kind == OrderKind::SupportHold && p == target_) return finish(o);
                if (o.kind == OrderKind::SupportMove && p != kNone && prov(o.dest) == p) return finish(o);
            }
            return std::nullopt;

        case Step::ConvoyArmy:
            for (const Order& o : options_)
                if (o.kind == OrderKind::Convoy && p != kNone && prov(o.target) == p) {
                    target_ = p;
                    step_ = Step::ConvoyDest;
                    break;
                }
            return std::nullopt;

        case Step::ConvoyDest:
            for (const Order& o : options_)
                if (o.kind == OrderKind::Convoy && prov(o.target) == target_ && p != kNone && prov(o.dest) == p)
                    return finish(o);
            return std::nullopt;
    }
    return std::nullopt;
}

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
