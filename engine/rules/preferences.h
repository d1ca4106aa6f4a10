// Retreat and winter preferences: what a player may give with a movement phase's orders so that the retreat and
// adjustment phases after it need no orders of their own, as the postal hobby did. For each unit, the places it
// would retreat to if dislodged, best first (and whether to disband when none is open); and a winter list, the
// builds in the order wanted and the units to remove in the order given up. A phase is decided by them where
// they say what to do; the player is asked only where nothing given fits (docs/RULES.md, "Preferences").
#pragma once

#include <optional>
#include <vector>

#include "rules.h"

namespace dip {

// Where one unit goes if dislodged: the first of `to` that is open when the retreat phase comes; when none is,
// it disbands if `disband` says so, else its player is asked.
struct RetreatPreference {
    Province unit = kNone;  // the province the unit stands in when the orders are given
    std::vector<Loc> to;    // best first
    bool disband = false;   // nothing open: disband rather than be asked
    friend bool operator==(const RetreatPreference&, const RetreatPreference&) = default;
};

// The winter's orders decided in the fall: builds in the order wanted (as many as are allowed and legal when the
// winter comes, the rest waived), and the units to remove in the order given up (then the rulebook's own order,
// as for a power that orders no removal).
struct WinterList {
    std::vector<Order> builds;       // Build orders
    std::vector<Province> removals;  // the provinces of the units to remove
    friend bool operator==(const WinterList&, const WinterList&) = default;
};

struct Preferences {
    std::vector<RetreatPreference> retreats;
    std::optional<WinterList> winter;  // none: asked in the winter, as usual
    bool empty() const { return retreats.empty() && !winter; }
    friend bool operator==(const Preferences&, const Preferences&) = default;
};

// A power's orders in a retreat or adjustment phase as its preferences decide them: all of them (none at all when
// the power has nothing to decide), or nothing when they leave something open (a dislodged unit with no preference,
// or with none open and no disband; a build it could make, or a unit it must remove, and no winter list). Every
// order returned is legal in `pos`. Movement phases: nothing.
std::optional<std::vector<Order>> preferred_orders(const Rules& rules, const Position& pos, Power power,
                                                   const Preferences& preferences);

// ---- Preferences on the wire ------------------------------------------------------------------------------
// Preferences travel as orders of the phases they decide, so the orders codes and save strings pack them as they
// pack orders: each retreat preference as its unit's Retreat orders best first, then a Disband when it would
// rather disband than be asked; a winter list as a Waive (a list is given), then its builds in order, then a
// Remove for each unit given up, in order.
bool is_preference_order(OrderKind k);
std::vector<Order> preference_orders(const Preferences& preferences, Power power);
// The preferences such orders say (one power's: every order's power is taken as given). Orders of other kinds,
// and places off `map`, are passed over.
Preferences preferences_from_orders(const std::vector<Order>& orders, const Map& map);

// Whether a power has anything to decide in this retreat or adjustment phase: a dislodged unit with somewhere to
// go, a build it could make, or a unit to remove.
bool has_choice(const Rules& rules, const Position& pos, Power power);

}  // namespace dip
