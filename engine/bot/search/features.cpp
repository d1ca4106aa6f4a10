// Counting each power's features from the board's reach (board.h).
#include "features.h"

namespace dip::bot {

std::array<Features, kMaxPowers> features_of(const Board& b) {
    std::array<Features, kMaxPowers> f{};
    b.map.centres().for_each([&](int c) {
        const Province p = static_cast<Province>(c);
        const Power holder = b.holder(p);
        const Power home = b.map.province(p).home;
        if (holder != kNoPower && holder < b.powers) {
            ++f[holder][kHeld];
            if (b.competition(holder, p) > b.reach[holder][p]) ++f[holder][kThreatened];
            if (home != kNoPower && home < b.powers && home != holder) ++f[home][kHomesLost];
        }
        for (int q = 0; q < b.powers; ++q) {
            if (q == holder || b.reach[q][p] == 0) continue;
            ++f[q][kInReach];
            if (b.top_power[p] == q && b.top_reach[p] > b.second_reach[p]) ++f[q][kOpenings];
        }
    });
    // By power: the provinces its units stand on or could enter.
    std::array<SpaceSet, kMaxPowers> near{};
    for (int q = 0; q < b.powers; ++q)
        for (const Province at : b.units[q]) {
            near[q].insert(at);
            near[q] |= b.enters[at];
        }
    for (int q = 0; q < b.powers; ++q) {
        f[q][kUnits] = static_cast<std::int32_t>(b.units[q].size());
        for (int o = 0; o < b.powers; ++o) f[q][kFronts] += o != q && near[q].intersects(near[o]);
    }
    return f;
}

}  // namespace dip::bot
