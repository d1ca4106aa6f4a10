#include "order_sheet.h"

#include <algorithm>

namespace dip {

void OrderSheet::set(const Order& o, const Map& map) {
    if (o.kind == OrderKind::Waive) {
        if (o.power < map.power_count()) waives_[o.power].push_back(++writes_);
        return;
    }
    if (is_power_order(o.kind)) {  // Formal Diplomacy: a power's declaration, surrender or claim; once each
        if (o.power >= map.power_count()) return;
        std::erase_if(power_orders_, [&](const auto& w) { return w.second == o; });
        power_orders_.emplace_back(++writes_, o);
        return;
    }
    if (o.unit == kNone) return;
    const Province p = map.province_of(o.unit);
    order_at_[p] = o;
    has_order_[p] = true;
    written_at_[p] = ++writes_;
}

void OrderSheet::remove_waive(Power power) {
    if (power < kMaxPowers && !waives_[power].empty()) waives_[power].pop_back();
}

void OrderSheet::remove_power_order(const Order& o) {
    std::erase_if(power_orders_, [&](const auto& w) { return w.second == o; });
}

void OrderSheet::clear(Power power) {
    for (int p = 0; p < kMaxLocs; ++p)
        if (power == kNoPower || order_at_[p].power == power) has_order_[p] = false;
    for (int pw = 0; pw < kMaxPowers; ++pw)
        if (power == kNoPower || pw == power) waives_[pw].clear();
    std::erase_if(power_orders_, [&](const auto& w) { return power == kNoPower || w.second.power == power; });
}

std::vector<Order> OrderSheet::orders(const Map& map, Power power) const {
    std::vector<Order> out;
    for (int pw = 0; pw < map.power_count(); ++pw) {
        if (power != kNoPower && pw != power) continue;
        std::vector<std::pair<std::uint32_t, Order>> written;  // this power's orders, in the order written
        for (int p = 0; p < map.province_count(); ++p)
            if (has_order_[p] && order_at_[p].power == pw) written.emplace_back(written_at_[p], order_at_[p]);
        for (std::uint32_t when : waives_[pw])
            written.emplace_back(when, power_order(OrderKind::Waive, static_cast<Power>(pw)));
        for (const auto& [when, o] : power_orders_)
            if (o.power == pw) written.emplace_back(when, o);
        std::sort(written.begin(), written.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const auto& [when, o] : written) out.push_back(o);
    }
    return out;
}

}  // namespace dip
