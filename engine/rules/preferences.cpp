// Retreat and winter preferences turned into a phase's orders (preferences.h).
#include "preferences.h"

#include <algorithm>

#include "adjustments.h"

namespace dip {

namespace {

bool legal(const Rules& rules, const Position& pos, const Order& o) { return !rules.check(pos, o); }

// The power's dislodged units: each retreats by its preference, or the preferences leave it open.
std::optional<std::vector<Order>> retreat_orders(const Rules& rules, const Position& pos, Power power,
                                                 const Preferences& preferences) {
    std::vector<Order> out;
    for (int p = 0; p < rules.map().province_count(); ++p) {
        const DislodgedUnit& d = pos.dislodged[p];
        // (one with nowhere to go has no choice: it disbands whatever is said)
        if (!d.unit || d.unit.power != power || rules.retreat_options(pos, d).empty()) continue;
        const auto said = std::find_if(preferences.retreats.begin(), preferences.retreats.end(),
                                       [&](const RetreatPreference& r) { return r.unit == p; });
        if (said == preferences.retreats.end()) return std::nullopt;
        const auto open = std::find_if(said->to.begin(), said->to.end(), [&](Loc to) {
            return to < rules.map().loc_count() && legal(rules, pos, retreat_order(d.unit, to));
        });
        if (open != said->to.end()) out.push_back(retreat_order(d.unit, *open));
        else if (said->disband) out.push_back(unit_order(OrderKind::Disband, d.unit));
        else return std::nullopt;
    }
    return out;
}

// Builds in the order wanted, as many as are owed and legal (each province once); the rest are waived.
std::vector<Order> builds(const Rules& rules, const Position& pos, const WinterList& winter, Power power, int owed) {
    std::vector<Order> out;
    std::vector<Province> used;
    for (Order b : winter.builds) {
        if (static_cast<int>(out.size()) == owed) break;
        if (b.kind != OrderKind::Build || b.unit >= rules.map().loc_count()) continue;  // (as a player may send)
        b.power = power;
        const Province where = rules.map().province_of(b.unit);
        if (std::find(used.begin(), used.end(), where) != used.end() || !legal(rules, pos, b)) continue;
        used.push_back(where);
        out.push_back(b);
    }
    return out;
}

// Removals in the order given up, of the power's own units, as many as are owed; the rulebook's order removes any
// still owed (the engine's, for a power that orders too few).
std::vector<Order> removals(const Map& map, const Position& pos, const WinterList& winter, Power power, int owed) {
    std::vector<Order> out;
    std::vector<Province> used;
    for (const Province p : winter.removals) {
        if (static_cast<int>(out.size()) == owed) break;
        if (p >= map.province_count()) continue;  // (as a player may send: never read off the board)
        const Unit& u = pos.units[p];
        if (!u || u.power != power || std::find(used.begin(), used.end(), p) != used.end()) continue;
        used.push_back(p);
        out.push_back(unit_order(OrderKind::Remove, u));
    }
    return out;
}

}  // namespace

bool has_choice(const Rules& rules, const Position& pos, Power power) {
    if (pos.phase.kind == PhaseKind::Movement) return false;
    for (int p = 0; p < rules.map().province_count(); ++p)
        for (const Order& o : rules.unit_orders(pos, static_cast<Province>(p)))
            if (o.power == power && o.kind != OrderKind::Disband) return true;  // (a disband alone is no choice)
    return false;
}

std::optional<std::vector<Order>> preferred_orders(const Rules& rules, const Position& pos, Power power,
                                                   const Preferences& preferences) {
    switch (pos.phase.kind) {
        case PhaseKind::Movement: return std::nullopt;
        case PhaseKind::Retreats: return retreat_orders(rules, pos, power, preferences);
        case PhaseKind::Adjustments: break;
    }
    if (!has_choice(rules, pos, power)) return std::vector<Order>{};
    if (!preferences.winter) return std::nullopt;
    const int due = adjustment_due(pos, power);
    return due > 0 ? builds(rules, pos, *preferences.winter, power, due)
                   : removals(rules.map(), pos, *preferences.winter, power, -due);
}

// ---- On the wire ----------------------------------------------------------------------------------------

bool is_preference_order(OrderKind k) {
    return k == OrderKind::Retreat || k == OrderKind::Disband || k == OrderKind::Build || k == OrderKind::Remove ||
           k == OrderKind::Waive;
}

std::vector<Order> preference_orders(const Preferences& preferences, Power power) {
    std::vector<Order> out;
    auto order = [&](OrderKind kind, Loc unit, Loc dest = kNone) {
        Order o = power_order(kind, power, kNoPower, dest);
        o.unit = unit;
        return o;
    };
    for (const RetreatPreference& r : preferences.retreats) {
        const Loc unit = static_cast<Loc>(r.unit);  // a province's own location has its number
        for (const Loc to : r.to) out.push_back(order(OrderKind::Retreat, unit, to));
        if (r.disband) out.push_back(order(OrderKind::Disband, unit));
    }
    if (preferences.winter) {
        out.push_back(order(OrderKind::Waive, kNone));
        for (Order b : preferences.winter->builds) {
            b.power = power;
            out.push_back(b);
        }
        for (const Province p : preferences.winter->removals)
            out.push_back(order(OrderKind::Remove, static_cast<Loc>(p)));
    }
    return out;
}

Preferences preferences_from_orders(const std::vector<Order>& orders, const Map& map) {
    Preferences out;
    auto retreat_of = [&](Province unit) -> RetreatPreference& {
        for (RetreatPreference& r : out.retreats)
            if (r.unit == unit) return r;
        out.retreats.push_back({unit, {}, false});
        return out.retreats.back();
    };
    for (const Order& o : orders) {
        if (!is_preference_order(o.kind)) continue;
        if (o.kind == OrderKind::Waive) {
            if (!out.winter) out.winter = WinterList{};
            continue;
        }
        if (o.unit >= map.loc_count()) continue;
        const Province unit = map.province_of(o.unit);
        switch (o.kind) {
            case OrderKind::Retreat:
                if (o.dest < map.loc_count()) retreat_of(unit).to.push_back(o.dest);
                break;
            case OrderKind::Disband: retreat_of(unit).disband = true; break;
            case OrderKind::Build:
                if (out.winter) out.winter->builds.push_back(o);
                break;
            case OrderKind::Remove:
                if (out.winter) out.winter->removals.push_back(unit);
                break;
            default: break;
        }
    }
    return out;
}

}  // namespace dip
