// The standard game's rules: the turn's steps, which orders are legal, and the end of the game.
#include "rules.h"

#include <algorithm>

#include "adjustments.h"
#include "board_checks.h"
#include "legality.h"
#include "movement.h"
#include "order_options.h"
#include "retreats.h"

namespace dip {

Rules::Rules(const Map& map, RuleSettings settings) : map_(map), settings_(settings) {}

int Rules::victory_centres() const {
    if (settings_.victory_centres < 0) return map_.centre_count() + 1;  // no solo victory
    return settings_.victory_centres > 0 ? settings_.victory_centres : map_.victory_centres();
}

int Rules::turn_number(const Phase& phase) {
    return (phase.year - 1901) * 2 + (phase.season == Season::Spring ? 1 : 2);
}

int Rules::game_turn(const Phase& phase) const {
    const Phase first = map_.first_phase();  // a game that opens with adjustments moves first the next Spring
    const Phase first_move =
        first.season == Season::Winter ? Phase{Season::Spring, PhaseKind::Movement, first.year + 1} : first;
    return turn_number(phase) - turn_number(first_move) + 1;
}

// ---- Playing --------------------------------------------------------------------------------------------

void Rules::adjudicate(const Position& pos, std::span<const Order> orders, PhaseResult& out) const {
    DIP_ON_BOARD(on_board(pos, map_));
    for (const Order& o : orders) DIP_ON_BOARD(on_board(o, map_));
    adjudicate_phase(pos, orders, out);  // check, adjudicate, carry out
    if (pos.phase.kind == PhaseKind::Movement && out.next.has_dislodged())
        destroy_trapped_units(out);  // no retreat open: gone at once
    advance(pos.phase, out.next);    // centres change hands after Fall; move to the next phase
}

void Rules::adjudicate_phase(const Position& pos, std::span<const Order> orders, PhaseResult& out) const {
    switch (pos.phase.kind) {
        case PhaseKind::Movement: adjudicate_movement(map_, pos, orders, out); break;
        case PhaseKind::Retreats: adjudicate_retreats(map_, pos, orders, out); break;
        case PhaseKind::Adjustments: adjudicate_adjustments(map_, pos, orders, out); break;
    }
    // An order of a kind this game does not have (a variant's) was refused as of no phase here: say why.
    for (std::size_t i = 0; i < orders.size(); ++i)
        if (!is_standard_order(orders[i].kind) && out.results[i].outcome.reason == Reason::WrongPhase)
            out.results[i].outcome.reason = Reason::OtherVariantOrder;
}

void Rules::destroy_trapped_units(PhaseResult& out) const {
    Position& next = out.next;
    for (OrderResult& r : out.results) {  // the units dislodged, by their results
        if (r.outcome.dislodged_by == kNone) continue;
        const Province p = map_.province_of(r.order.unit);
        if (!next.dislodged[p].unit) continue;  // already destroyed, by an earlier result of the same unit
        if (!retreat_options(next, next.dislodged[p]).empty()) continue;
        next.dislodged[p] = {};
        for (OrderResult& same : out.results)
            if (same.outcome.dislodged_by != kNone && map_.province_of(same.order.unit) == p)
                same.outcome.destroyed = true;
    }
}

bool Rules::finished(const Position& pos) const {
    if (pos.winner != kNoPower) return true;
    // Past the last Fall: the next phase would be that year's Winter or a later year. Every game ends after
    // the Fall of kLastYear at the latest, the last year a position may have.
    const bool past_fall = pos.phase.season == Season::Winter;
    const int last_year = settings_.end_year > 0 ? std::min(settings_.end_year, kLastYear) : kLastYear;
    if (pos.phase.year > last_year || (pos.phase.year == last_year && past_fall)) return true;
    if (settings_.max_turns > 0) {
        // Every phase of turn n (movement, its retreats) precedes the end; Winter belongs to the Fall turn.
        const int turn = pos.phase.season == Season::Winter
                             ? game_turn({Season::Fall, PhaseKind::Movement, pos.phase.year})
                             : game_turn(pos.phase);
        if (turn > settings_.max_turns || (past_fall && turn >= settings_.max_turns)) return true;
    }
    return false;
}

std::string Rules::win_text(const Position& pos, Power winner) const {
    return map_.power(winner).name + " has won with " + std::to_string(pos.centre_count(winner)) + " supply centres";
}

void Rules::advance(Phase done, Position& next) const {
    if (done.kind == PhaseKind::Movement && next.has_dislodged()) {
        next.phase = {done.season, PhaseKind::Retreats, done.year};
        return;
    }
    next.contested.clear();
    next.dislodged = no_dislodged_units();
    if (done.season == Season::Spring) {
        next.phase = {Season::Fall, PhaseKind::Movement, done.year};
    } else if (done.season == Season::Fall) {
        end_of_fall(next);
        next.phase = adjustments_needed(next) ? Phase{Season::Winter, PhaseKind::Adjustments, done.year}
                                              : Phase{Season::Spring, PhaseKind::Movement, done.year + 1};
    } else {
        next.phase = {Season::Spring, PhaseKind::Movement, done.year + 1};
    }
    // Play stops in the last year a position may have: the game is over there (finished()), and nothing past it
    // would read back.
    if (next.phase.year > kLastYear) next.phase = {Season::Winter, PhaseKind::Adjustments, kLastYear};
}

void Rules::end_of_fall(Position& next) const {
    map_.centres().for_each([&](int p) {
        if (next.units[p]) next.owner[p] = next.units[p].power;
    });
    const std::array<int, kMaxPowers> centres = next.centre_counts();
    for (int pw = 0; pw < map_.power_count(); ++pw)
        if (centres[pw] >= victory_centres()) next.winner = static_cast<Power>(pw);
}

bool Rules::adjustments_needed(const Position& pos) const {
    const std::array<int, kMaxPowers> centres = pos.centre_counts(), units = pos.unit_counts();
    for (int pw = 0; pw < map_.power_count(); ++pw) {
        const int due = centres[pw] - units[pw];
        if (due < 0) return true;
        if (due == 0) continue;
        for (int p = 0; p < map_.province_count(); ++p)  // a build needs a vacant owned home centre (or any centre)
            if (pos.owner[p] == pw && map_.may_build_in(static_cast<Power>(pw), static_cast<Province>(p)) &&
                !pos.units[p])
                return true;
    }
    return false;
}

// ---- Legal orders ---------------------------------------------------------------------------------------

std::optional<Outcome> Rules::check(const Position& pos, const Order& o) const {
    if (!is_standard_order(o.kind)) return Outcome{Result::Illegal, Reason::OtherVariantOrder};
    std::optional<Reason> why;
    switch (pos.phase.kind) {
        case PhaseKind::Movement: why = check_movement_order(map_, pos, o); break;
        case PhaseKind::Retreats: why = check_retreat_order(map_, pos, o); break;
        case PhaseKind::Adjustments: why = check_adjustment_order(map_, pos, o); break;
    }
    if (!why) return std::nullopt;
    return Outcome{Result::Illegal, *why};
}

std::vector<Order> Rules::unit_orders(const Position& pos, Province province) const {
    std::vector<Order> out;
    switch (pos.phase.kind) {
        case PhaseKind::Movement: return movement_orders(map_, pos, province);
        case PhaseKind::Retreats: {
            const DislodgedUnit& d = pos.dislodged[province];
            if (!d.unit) break;
            retreat_options(pos, d).for_each([&](int l) { out.push_back(retreat_order(d.unit, static_cast<Loc>(l))); });
            out.push_back(unit_order(OrderKind::Disband, d.unit));
            break;
        }
        case PhaseKind::Adjustments: {
            if (const Unit& u = pos.units[province]) {
                if (adjustment_due(pos, u.power) < 0) out.push_back(unit_order(OrderKind::Remove, u));
                break;
            }
            const ProvinceInfo& info = map_.province(province);
            const Power owner = pos.owner[province];  // may build here if it is a home centre (or builds anywhere)
            if (owner == kNoPower || !map_.may_build_in(owner, province) || adjustment_due(pos, owner) <= 0) break;
            out.push_back(build_order(owner, UnitType::Army, province));
            if (info.kind != SpaceKind::Coast) break;
            if (info.coasts.empty()) out.push_back(build_order(owner, UnitType::Fleet, province));
            for (Loc c : info.coasts) out.push_back(build_order(owner, UnitType::Fleet, c));
            break;
        }
    }
    return out;
}

std::vector<Order> Rules::power_orders(const Position& pos, Power power) const {
    if (pos.phase.kind == PhaseKind::Adjustments && power < map_.power_count() && adjustment_due(pos, power) > 0)
        return {power_order(OrderKind::Waive, power)};
    return {};
}

SpaceSet Rules::retreat_options(const Position& after_moves, const DislodgedUnit& d) const {
    return dip::retreat_options(map_, after_moves, d);
}

Position Rules::position_for_moves(const Position& pos, std::span<const Order>) const { return pos; }

SpaceSet Rules::closed_to(const Position&, Power) const { return {}; }

int Rules::standing(const Position& pos, Power power) const { return pos.centre_count(power); }

std::string Rules::json_fields(const Position&) const { return ""; }

// ---- A variant's own state: none in the standard game ----------------------------------------------------

bool Rules::has_section(std::string_view, bool&) const { return false; }

std::string Rules::read_section(std::string_view name, Power, std::string_view, Position&) const {
    return "this game has no section " + std::string(name);
}

std::string Rules::write_sections(const Position&) const { return ""; }

std::optional<std::string> Rules::check_expectation(std::string_view, std::string_view, const Position&) const {
    return std::nullopt;
}

bool Rules::has_state(const Position&) const { return false; }

void Rules::pack_state(BitWriter&, const Position&, Packing) const {}

bool Rules::unpack_state(BitReader&, Position&, Packing, std::string& error) const {
    error = "a variant's state in a game that keeps none";
    return false;
}

}  // namespace dip
