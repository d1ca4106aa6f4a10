// A played phase told in words, most important first, as a player would tell it: "Italy dislodges Austria from
// Trieste, with support from Venice; Austria must retreat", "Germany and Russia bounce in Sweden", then the moves
// that went as ordered, power by power, and last the orders that did nothing. At a table, where every power is to
// hand in, a power that gave no orders in a movement phase is told: "Austria handed in no orders: its units hold."
// Supply centres that changed hands
// are told apart, one line per power. The results panel, the history and the page's screen-reader region show it.
//
// Each line also says, as data, what it tells of which unit (moved, stopped, dislodged...), so that tests can hold
// every line to the adjudicator's results and find a unit whose fate is told twice or wrongly.
#pragma once

#include <string>
#include <vector>

#include "map.h"
#include "phase_result.h"
#include "position.h"
#include "press.h"

namespace dip {

// What a line is about, most important first.
enum class AccountKind { Dislodged, Taken, Entered, Bounced, Broken, Unordered, Retreat, Adjustment, Moved, Nothing };

// What a line says happened to one unit, named by the province it stood in before the phase.
enum class Fate { Moved, Stopped, Dislodged, Retreated, Disbanded, Removed };
struct UnitFate {
    Province unit;
    Fate fate;
};

struct AccountLine {
    AccountKind kind;
    std::string text;
    std::vector<UnitFate> units;  // the units whose fate this line tells
    Province place = kNone;       // the province moved into, fought over or taken
    Power power = kNoPower;       // the power a line is about as a whole (one that gave no orders)
};

struct PhaseAccount {
    std::vector<AccountLine> events;   // most important first (for the viewer, when one is given)
    std::vector<std::string> centres;  // one per power whose centres changed: "France gains Belgium (5 centres)."
    // With press: each promise of the deals in force, kept or broken (promises.h), broken first: "Germany promised
    // to keep out of Burgundy, and ordered A Mun - Bur."
    std::vector<std::string> promises;
};

// Whether a power with units that ordered none of them is told: at a table every power is to hand in; in a
// sandbox, or with powers nobody plays, leaving some unordered is the usual thing and not news.
enum class Unordered : bool { Unsaid, Told };

// The account of the phase played from `before` with these results. Provinces and powers are named in full, and
// only those the phase's orders, units and centres involve. With a `viewer`, the lines about that power's units
// and centres come first, then those about the powers that attacked it, then the rest.
// With `press`, the promises too: with a viewer, only those of its own deals (a deal is between its two powers).
PhaseAccount tell_phase(const Position& before, const PhaseResult& result, const Map& map, Power viewer = kNoPower,
                        Unordered unordered = Unordered::Unsaid, const Press* press = nullptr);

// The phase's promises (as tell_phase tells them to `viewer`) in a film's caption: "Promises: 3 kept, 1 broken
// (Germany: A Mun - Bur)". "" when none is told.
std::string promise_summary(const Position& before, const PhaseResult& result, const Map& map, Power viewer,
                            const Press& press);

// The sentences of the account's events, in order.
std::vector<std::string> event_texts(const PhaseAccount& account);

// The account in one paragraph: its events, then its centres, then its promises.
std::string to_text(const PhaseAccount& account);

}  // namespace dip
