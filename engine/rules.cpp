// Phase sequencing and end-of-season effects of the standard game.
#include "rules.h"

#include "adjustments.h"
#include "formal.h"
#include "movement.h"
#include "retreats.h"

namespace dip {

StandardRules::StandardRules(const Map& map, RuleSettings settings) : map_(map), settings_(settings) {}

int StandardRules::victory_centres() const {
    if (settings_.victory_centres < 0) return map_.centre_count() + 1;  // no solo victory
    return settings_.victory_centres > 0 ? settings_.victory_centres : map_.victory_centres();
}

int StandardRules::turn_number(const Phase& phase) {
    return (phase.year - 1901) * 2 + (phase.season == Season::Spring ? 1 : 2);
}

bool StandardRules::finished(const Position& pos) const {
    if (pos.winner != kNoPower) return true;
    // Past the last Fall: the next phase would be that year's Winter or a later year.
    const bool past_fall = pos.phase.season == Season::Winter;
    if (settings_.end_year > 0 &&
        (pos.phase.year > settings_.end_year || (pos.phase.year == settings_.end_year && past_fall)))
        return true;
    if (settings_.max_turns > 0) {
        // Every phase of turn n (movement, its retreats) precedes the end; Winter belongs to the Fall turn.
        const int turn = pos.phase.season == Season::Winter
                             ? turn_number({Season::Fall, PhaseKind::Movement, pos.phase.year})
                             : turn_number(pos.phase);
        if (turn > settings_.max_turns || (past_fall && turn >= settings_.max_turns)) return true;
    }
    return false;
}

void StandardRules::adjudicate(const Position& pos, std::span<const Order> orders, PhaseResult& out) const {
    switch (pos.phase.kind) {  // adjudicate and carry out the orders
        case PhaseKind::Movement: adjudicate_movement(map_, pos, orders, out); break;
        case PhaseKind::Retreats: adjudicate_retreats(map_, pos, orders, out); break;
        case PhaseKind::Adjustments: adjudicate_adjustments(map_, pos, orders, out); break;
    }
    advance(pos.phase, out.next);  // centres change hands after Fall; move to the next phase
}

void StandardRules::advance(Phase done, Position& next) const {
    if (done.kind == PhaseKind::Movement && next.has_dislodged()) {
        next.phase = {done.season, PhaseKind::Retreats, done.year};
        return;
    }
    next.contested.clear();
    next.dislodged = {};
    if (done.season == Season::Spring) {
        next.phase = {Season::Fall, PhaseKind::Movement, done.year};
    } else if (done.season == Season::Fall) {
        end_of_fall(next);
        next.phase = adjustments_needed(next) ? Phase{Season::Winter, PhaseKind::Adjustments, done.year}
                                              : Phase{Season::Spring, PhaseKind::Movement, done.year + 1};
    } else {
        next.phase = {Season::Spring, PhaseKind::Movement, done.year + 1};
    }
}

void StandardRules::end_of_fall(Position& next) const {
    map_.centres().for_each([&](int p) {
        if (next.units[p]) next.owner[p] = next.units[p].power;
    });
    for (int pw = 0; pw < map_.power_count(); ++pw)
        if (next.centre_count(static_cast<Power>(pw)) >= victory_centres()) next.winner = static_cast<Power>(pw);
}

bool StandardRules::adjustments_needed(const Position& pos) const {
    for (int pw = 0; pw < map_.power_count(); ++pw) {
        const int due = adjustment_due(pos, static_cast<Power>(pw));
        if (due < 0) return true;
        if (due == 0) continue;
        for (int p = 0; p < map_.province_count(); ++p)  // a build needs a vacant owned home centre
            if (map_.province(p).home == pw && pos.owner[p] == pw && !pos.units[p]) return true;
    }
    return false;
}

std::unique_ptr<StandardRules> make_rules(const Map& map, const RuleSettings& settings) {
    if (settings.variant == Variant::Formal) return std::make_unique<FormalRules>(map, settings);
    return std::make_unique<StandardRules>(map, settings);
}

const StandardRules& standard_rules() {
    static const StandardRules rules(standard_map());
    return rules;
}

}  // namespace dip
