// Scoring a position for every power: each power's strength, squared, shared out.
#include "evaluation.h"

#include "features.h"
#include "learned_weights.h"

namespace dip::bot {

namespace {

using Strengths = std::array<std::int64_t, kMaxPowers>;

// Quarter centres: a centre counts 4, a threatened one 2 less, one we can take unopposed 1 more.
constexpr std::int64_t kCentre = 4, kThreatened = 2, kOpening = 1;

Strengths hand_made(const Board& b) {
    Strengths strength{};
    b.map.centres().for_each([&](int c) {
        const Province p = static_cast<Province>(c);
        const Power holder = b.holder(p);
        if (holder != kNoPower && holder < b.powers) {
            strength[holder] += kCentre;
            if (b.competition(holder, p) > b.reach[holder][p]) strength[holder] -= kThreatened;
        }
        const Power best = b.top_power[p];
        if (best != kNoPower && best != holder && b.top_reach[p] > b.second_reach[p]) strength[best] += kOpening;
    });
    return strength;
}

}  // namespace

std::array<std::int64_t, kMaxPowers> expected_centres(const Board& b) {
    const std::array<Features, kMaxPowers> features = features_of(b);
    Strengths expected{};
    for (int q = 0; q < b.powers; ++q) {
        if (!in_game(b, static_cast<Power>(q))) continue;
        std::int64_t sum = 0;
        for (int i = 0; i < kFeatureCount; ++i) sum += std::int64_t{kLearnedWeights[i]} * features[q][i];
        expected[q] = std::max<std::int64_t>(sum, 0);
    }
    return expected;
}

Scores evaluate(const Rules& rules, const Position& pos, Judge judge) {
    Scores scores{};
    if (pos.winner != kNoPower && pos.winner < kMaxPowers) {
        scores[pos.winner] = kWholeGame;
        return scores;
    }
    const Board b(rules, pos);
    std::array<int, kMaxPowers> held{};
    b.map.centres().for_each([&](int c) {
        const Power holder = b.holder(static_cast<Province>(c));
        if (holder != kNoPower && holder < b.powers) ++held[holder];
    });
    for (int q = 0; q < b.powers; ++q)
        if (held[q] >= rules.victory_centres()) {
            scores[q] = kWholeGame;
            return scores;
        }
    const Strengths strength = judge == Judge::Learned ? expected_centres(b) : hand_made(b);
    // Squares of learned strengths (thousandths, up to tens of thousands) stay far inside 64 bits.
    std::int64_t total = 0;
    for (int q = 0; q < b.powers; ++q) total += strength[q] * strength[q];
    if (total == 0) return scores;
    for (int q = 0; q < b.powers; ++q) scores[q] = strength[q] * strength[q] * kWholeGame / total;
    return scores;
}

}  // namespace dip::bot
