#include "play_region.h"

#include <algorithm>
#include <array>

namespace dip {

namespace {

constexpr float kMargin = 0.04f;   // of the board's larger side, around the provinces in play
constexpr float kMostOfIt = 0.6f;  // a region with this share of the board's area or more: the whole board

}  // namespace

std::optional<PlayRegion> play_region(const Position& pos, const Map& map, const MapGeometry& geo) {
    // The powers in play: those with units. Their centres count, not those of powers out of the game.
    std::array<bool, kMaxPowers + 1> playing{};
    for (int p = 0; p < map.province_count(); ++p) {
        if (pos.units[p]) playing[pos.units[p].power] = true;
        if (pos.dislodged[p].unit) playing[pos.dislodged[p].unit.power] = true;
    }
    SpaceSet in_play;
    for (int p = 0; p < map.province_count(); ++p) {
        const bool unit = pos.units[p] || pos.dislodged[p].unit;
        const bool owned =
            map.province(static_cast<Province>(p)).centre && pos.owner[p] < kMaxPowers && playing[pos.owner[p]];
        if (!unit && !owned) continue;
        in_play.insert(p);
        in_play |= map.any_neighbours(static_cast<Province>(p));
    }
    if (in_play.empty()) return std::nullopt;
    PlayRegion r{{geo.width, geo.height}, {0, 0}};
    in_play.for_each([&](int p) {
        const int region = p < static_cast<int>(geo.region_of_province.size()) ? geo.region_of_province[p] : -1;
        if (region < 0) return;
        const GeoRegion& g = geo.regions[static_cast<std::size_t>(region)];
        r.min = {std::min(r.min.x, g.min.x), std::min(r.min.y, g.min.y)};
        r.max = {std::max(r.max.x, g.max.x), std::max(r.max.y, g.max.y)};
    });
    const float margin = kMargin * std::max(geo.width, geo.height);
    r.min = {std::max(0.0f, r.min.x - margin), std::max(0.0f, r.min.y - margin)};
    r.max = {std::min(geo.width, r.max.x + margin), std::min(geo.height, r.max.y + margin)};
    if (r.max.x <= r.min.x || r.max.y <= r.min.y) return std::nullopt;
    const float share = (r.max.x - r.min.x) * (r.max.y - r.min.y) / (geo.width * geo.height);
    if (share >= kMostOfIt) return std::nullopt;
    return r;
}

}  // namespace dip
