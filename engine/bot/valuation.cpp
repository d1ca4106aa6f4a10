// DumbBot's proximity values, step by step: attack and defence values of centres, spread nine times over the
// map, then weighed by season together with strength and competition.
#include "valuation.h"

#include <algorithm>

namespace dip::bot {

namespace {

constexpr int kLayers = 10;  // prox_0 .. prox_9
constexpr std::array<std::int64_t, kLayers> kSpringWeights{100, 1000, 30, 10, 6, 5, 4, 3, 2, 1};
constexpr std::array<std::int64_t, kLayers> kFallWeights{1000, 100, 30, 10, 6, 5, 4, 3, 2, 1};
constexpr std::int64_t kStrengthWeight = 1000, kCompetitionWeight = 1000, kWinterDefenceWeight = 1000;

using Layer = std::array<std::int64_t, kMaxLocs>;

// The largest size among other powers with a unit that could enter our centre p next move. Our change to
// DumbBot: only powers that could bring as many units there as we could count (no defence is needed where
// we are stronger), which frees units from guarding centres nobody can take.
std::int64_t defence_value(const Board& b, Power me, Province p) {
    std::int64_t most = 0;
    for (int q = 0; q < b.powers; ++q)
        if (q != me && b.reach[q][p] > 0 && b.reach[q][p] >= b.reach[me][p])
            most = std::max(most, power_size(b.centres[q]));
    return most;
}

}  // namespace

Values destination_values(const Board& b, Power me, Season season) {
    const Map& map = b.map;
    const bool fall = season == Season::Fall;
    const std::int64_t attack_weight = fall ? 600 : 700, defence_weight = fall ? 400 : 300;

    // prox_0 of each province: attack value for a centre not ours, defence value for ours.
    Layer attack{}, defence{}, base{};
    map.centres().for_each([&](int c) {
        const Province p = static_cast<Province>(c);
        if (b.pos.owner[p] == me) defence[p] = defence_value(b, me, p);
        else if (b.may_enter(me, p)) attack[p] = b.owner_size(p);
        base[p] = attack[p] * attack_weight + defence[p] * defence_weight;
    });

    // Spreading: each layer is the place's own value plus its neighbours' (the best coast of each), over 5.
    std::array<Layer, kLayers> army{}, fleet{};
    for (Loc l : b.army_locs) army[0][l] = base[map.province_of(l)];
    for (Loc l : b.fleet_locs) fleet[0][l] = base[map.province_of(l)];
    Layer best_fleet{};  // by province: the largest fleet value among its locations
    for (int k = 1; k < kLayers; ++k) {
        best_fleet.fill(0);
        for (Loc l : b.fleet_locs) {
            const Province p = map.province_of(l);
            best_fleet[p] = std::max(best_fleet[p], fleet[k - 1][l]);
        }
        for (Loc l : b.army_locs) {
            std::int64_t sum = army[k - 1][l];
            map.army_neighbours(l).for_each([&](int q) { sum += army[k - 1][q]; });
            army[k][l] = sum / 5;
        }
        for (Loc l : b.fleet_locs) {
            std::int64_t sum = fleet[k - 1][l];
            b.fleet_provinces[l].for_each([&](int q) { sum += best_fleet[q]; });
            fleet[k][l] = sum / 5;
        }
    }

    // Weighing the layers, with strength and competition (moves) or the defence value (winter).
    const auto& weights = season == Season::Spring ? kSpringWeights : kFallWeights;
    Values v;
    auto weigh = [&](const std::array<Layer, kLayers>& layers, Loc l) {
        const Province p = map.province_of(l);
        std::int64_t sum = 0;
        for (int k = 0; k < kLayers; ++k) sum += weights[k] * layers[k][l];
        if (season == Season::Winter) return sum + kWinterDefenceWeight * defence[p];
        return sum + kStrengthWeight * b.reach[me][p] - kCompetitionWeight * b.competition(me, p);
    };
    for (Loc l : b.army_locs) v.army[l] = weigh(army, l);
    for (Loc l : b.fleet_locs) v.fleet[l] = weigh(fleet, l);
    return v;
}

}  // namespace dip::bot
