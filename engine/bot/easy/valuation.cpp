// DumbBot's proximity values, step by step: attack and defence values of centres, spread nine times over the
// map, then weighed by season together with strength and competition.
#include "valuation.h"

#include <algorithm>
#include <vector>

namespace dip::bot {

namespace {

constexpr int kLayers = 10;  // prox_0 .. prox_9
constexpr std::array<std::int64_t, kLayers> kSpringWeights{100, 1000, 30, 10, 6, 5, 4, 3, 2, 1};
constexpr std::array<std::int64_t, kLayers> kFallWeights{1000, 100, 30, 10, 6, 5, 4, 3, 2, 1};
constexpr std::int64_t kStrengthWeight = 1000, kCompetitionWeight = 1000, kWinterDefenceWeight = 1000;

using Layer = std::array<std::int64_t, kMaxLocs>;

// Friend and foe (relations.h): how much a power's centres pull us and its threats call for guards, against
// DumbBot's own weight. An enemy's weigh three times as much: we turn on whoever attacked us, and guard against
// them first. A friend's weigh three quarters: we still take a friend's centre where it is the best on offer.
// Tried in the arena (docs/BOTS.md, "Friend and foe"): a quarter for friends and half as much again for enemies
// left more powers alive in 1910 than no stances at all; these weights left fewer.
std::int64_t stance_weight(const Board& b, Power me, Power them, std::int64_t value) {
    switch (b.stance(me, them)) {
        case Stance::Friend: return value * 3 / 4;
        case Stance::Enemy: return value * 3;
        case Stance::Neutral: return value;
    }
    return value;
}

// The largest size among other powers with a unit that could enter our centre p next move. Our change to
// DumbBot: only powers that could bring as many units there as we could count (no defence is needed where
// we are stronger), which frees units from guarding centres nobody can take.
std::int64_t defence_value(const Board& b, Power me, Province p) {
    std::int64_t most = 0;
    for (int q = 0; q < b.powers; ++q)
        if (q != me && b.reach[q][p] > 0 && b.reach[q][p] >= b.reach[me][p])
            most = std::max(most, stance_weight(b, me, static_cast<Power>(q), power_size(b.centres[q])));
    return most;
}

// A centre not ours: its owner's size, weighed by our stance toward the owner. Our change to DumbBot: a centre
// of a power down to three centres or fewer pulls three times as hard. DumbBot's size-based value makes the
// biggest power's centres the most wanted and a power on one or two centres the least, so weak powers lived on
// to 1910 where people finish them off (docs/BOTS.md, "Finishing off": powers alive in 1910 fell from 6.2 to 5.6).
constexpr int kWeakCentres = 3;
constexpr std::int64_t kWeakPull = 3;

std::int64_t attack_value(const Board& b, Power me, Province p) {
    const Power owner = b.pos.owner[p];
    const std::int64_t value = stance_weight(b, me, owner, b.owner_size(p));
    const bool weak = owner != kNoPower && owner < b.powers && b.centres[owner] <= kWeakCentres;
    return weak ? value * kWeakPull : value;
}

}  // namespace

Values destination_values(const Board& b, Power me, Season season) {
    const Map& map = b.map;
    const Graph& g = *b.graph;
    const bool fall = season == Season::Fall;
    const std::int64_t attack_weight = fall ? 600 : 700, defence_weight = fall ? 400 : 300;

    // prox_0 of each province: attack value for a centre not ours, defence value for ours.
    Layer defence{}, base{};
    map.centres().for_each([&](int c) {
        const Province p = static_cast<Province>(c);
        std::int64_t attack = 0;
        if (b.pos.owner[p] == me) defence[p] = defence_value(b, me, p);
        else if (b.may_enter(me, p)) attack = attack_value(b, me, p);
        base[p] = attack * attack_weight + defence[p] * defence_weight;
    });

    // Spreading: each layer is the place's own value plus its neighbours' (the best coast of each), over 5.
    // Only the weighted sum of the layers is kept.
    const auto& weights = season == Season::Spring ? kSpringWeights : kFallWeights;
    const std::size_t armies = g.army_locs.size(), fleets = g.fleet_locs.size();
    std::vector<std::int64_t> army(armies), fleet(fleets), army_sum(armies), fleet_sum(fleets), next;
    for (std::size_t i = 0; i < armies; ++i) army_sum[i] = weights[0] * (army[i] = base[g.army_locs[i]]);
    for (std::size_t i = 0; i < fleets; ++i) fleet_sum[i] = weights[0] * (fleet[i] = base[g.fleet_province[i]]);
    Layer best_fleet;  // by province: the largest fleet value among its locations
    for (int k = 1; k < kLayers; ++k) {
        best_fleet.fill(0);
        for (std::size_t i = 0; i < fleets; ++i)
            best_fleet[g.fleet_province[i]] = std::max(best_fleet[g.fleet_province[i]], fleet[i]);
        next.assign(armies, 0);
        for (std::size_t i = 0; i < armies; ++i) {
            std::int64_t sum = army[i];
            for (int e = g.army_first[i]; e < g.army_first[i + 1]; ++e) sum += army[g.army_next[e]];
            next[i] = sum / 5;
            army_sum[i] += weights[k] * next[i];
        }
        army.swap(next);
        next.assign(fleets, 0);
        for (std::size_t i = 0; i < fleets; ++i) {
            std::int64_t sum = fleet[i];
            for (int e = g.fleet_first[i]; e < g.fleet_first[i + 1]; ++e) sum += best_fleet[g.fleet_next[e]];
            next[i] = sum / 5;
            fleet_sum[i] += weights[k] * next[i];
        }
        fleet.swap(next);
    }

    // Strength and competition (moves), or the defence value (winter).
    Values v;
    auto finish = [&](std::int64_t sum, Loc l) {
        const Province p = map.province_of(l);
        if (season == Season::Winter) return sum + kWinterDefenceWeight * defence[p];
        return sum + kStrengthWeight * b.reach[me][p] - kCompetitionWeight * b.competition(me, p);
    };
    for (std::size_t i = 0; i < armies; ++i) v.army[g.army_locs[i]] = finish(army_sum[i], g.army_locs[i]);
    for (std::size_t i = 0; i < fleets; ++i) v.fleet[g.fleet_locs[i]] = finish(fleet_sum[i], g.fleet_locs[i]);
    return v;
}

}  // namespace dip::bot
