// The orders being written for the phase: one per unit (by the province it stands in, or was dislodged from), one
// build per province, waives counted per power, and Formal Diplomacy's power orders (declarations, surrenders,
// spheres), which name no unit and are kept once each. Every order is stamped with when it was written: where a
// power writes more builds or removals than it may make, the first written count (docs/RULES.md, DATC 4.D.4,
// 4.D.6). Session keeps one for the current phase; plain C++, tested through it.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "map.h"
#include "order.h"

namespace dip {

class OrderSheet {
public:
    // A new order for a unit (or a build in a province) replaces its old one.
    void set(const Order& o, const Map& map);
    void remove(Province where) { has_order_[where] = false; }
    void remove_waive(Power power);
    void remove_power_order(const Order& o);
    void clear(Power power = kNoPower);  // one power's orders, or everyone's
    const Order* at(Province where) const { return has_order_[where] ? &order_at_[where] : nullptr; }
    // By power, then in the order written.
    std::vector<Order> orders(const Map& map, Power power = kNoPower) const;
    int waives(Power power) const { return static_cast<int>(waives_[power].size()); }

private:
    std::array<Order, kMaxLocs> order_at_{};
    std::array<bool, kMaxLocs> has_order_{};
    std::array<std::uint32_t, kMaxLocs> written_at_{};
    std::array<std::vector<std::uint32_t>, kMaxPowers> waives_{};  // when each waive was written
    std::uint32_t writes_ = 0;
    std::vector<std::pair<std::uint32_t, Order>> power_orders_;  // Formal: power orders, when written
};

}  // namespace dip
