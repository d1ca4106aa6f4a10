// Scoring a position for every power: centres as they will probably stand, squared, shared out.
#include "evaluation.h"

namespace dip::bot {

namespace {

// Quarter centres: a centre counts 4, a threatened one 2 less, one we can take unopposed 1 more.
constexpr std::int64_t kCentre = 4, kThreatened = 2, kOpening = 1;

}  // namespace

Scores evaluate(const Rules& rules, const Position& pos) {
    Scores scores{};
    if (pos.winner != kNoPower && pos.winner < kMaxPowers) {
        scores[pos.winner] = kWholeGame;
        return scores;
    }
    const Board b(rules, pos);
    std::array<int, kMaxPowers> centres{};
    std::array<std::int64_t, kMaxPowers> strength{};
    b.map.centres().for_each([&](int c) {
        const Province p = static_cast<Province>(c);
        const Power holder = pos.units[p] ? pos.units[p].power : pos.owner[p];
        // The strongest reach into it, and whether one power alone has it.
        int best = 0, second = 0;
        Power best_power = kNoPower;
        for (int q = 0; q < b.powers; ++q) {
            const int r = b.reach[q][p];
            if (r > best) {
                second = best;
                best = r;
                best_power = static_cast<Power>(q);
            } else if (r > second) {
                second = r;
            }
        }
        if (holder != kNoPower && holder < b.powers) {
            ++centres[holder];
            strength[holder] += kCentre;
            if (best_power != holder && best > b.reach[holder][p]) strength[holder] -= kThreatened;
        }
        if (best_power != kNoPower && best_power != holder && best > second) strength[best_power] += kOpening;
    });
    for (int q = 0; q < b.powers; ++q)
        if (centres[q] >= rules.victory_centres()) {
            scores[q] = kWholeGame;
            return scores;
        }
    std::int64_t total = 0;
    for (int q = 0; q < b.powers; ++q) total += strength[q] * strength[q];
    if (total == 0) return scores;
    for (int q = 0; q < b.powers; ++q) scores[q] = strength[q] * strength[q] * kWholeGame / total;
    return scores;
}

}  // namespace dip::bot
