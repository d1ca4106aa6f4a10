// Turning a played game into the learned evaluation's examples, and rows to text and back.
#include "fit_rows.h"

#include <charconv>

namespace dip::bot {

namespace {

// The position kFitYearsAhead years after `from`: the first movement phase of that year's season, or the game's
// end. None when the game stopped before it without a solo.
const Position* target_of(const MatchResult& match, const Phase& from) {
    const int year = from.year + kFitYearsAhead;
    for (const Position& p : match.movements)
        if (p.phase.year > year || (p.phase.year == year && p.phase.season >= from.season)) return &p;
    const Phase& last = match.final.phase;
    const bool reached = last.year > year || (last.year == year && last.season >= from.season);
    return reached || match.end == MatchEnd::Solo ? &match.final : nullptr;
}

}  // namespace

std::vector<FitRow> fit_rows(const Rules& rules, const MatchResult& match, int seed) {
    std::vector<FitRow> rows;
    for (const Position& pos : match.movements) {
        const Position* later = target_of(match, pos.phase);
        if (!later) break;
        const Board board(rules, pos);
        const std::array<Features, kMaxPowers> features = features_of(board);
        for (int q = 0; q < board.powers; ++q) {
            const Power power = static_cast<Power>(q);
            if (!in_game(board, power)) continue;
            rows.push_back({seed, pos.phase, power, features[q], later->centre_count(power)});
        }
    }
    return rows;
}

std::string to_text(const FitRow& row) {
    std::string s = std::to_string(row.seed) + ' ' + std::to_string(row.phase.year) + ' ' +
                    std::to_string(static_cast<int>(row.phase.season)) + ' ' + std::to_string(row.power);
    for (const std::int32_t f : row.features) s += ' ' + std::to_string(f);
    return s + ' ' + std::to_string(row.target);
}

std::optional<FitRow> fit_row_from_text(std::string_view line) {
    std::vector<int> numbers;
    const char* at = line.data();
    const char* const end = line.data() + line.size();
    while (at < end) {
        if (*at == ' ') {
            ++at;
            continue;
        }
        int n = 0;
        const auto [next, error] = std::from_chars(at, end, n);
        if (error != std::errc{} || (next < end && *next != ' ')) return std::nullopt;
        numbers.push_back(n);
        at = next;
    }
    if (numbers.size() != 5 + kFeatureCount) return std::nullopt;
    FitRow row;
    row.seed = numbers[0];
    row.phase.year = numbers[1];
    if (numbers[2] < 0 || numbers[2] > static_cast<int>(Season::Winter) || numbers[3] < 0 || numbers[3] >= kMaxPowers)
        return std::nullopt;
    row.phase.season = static_cast<Season>(numbers[2]);
    row.phase.kind = PhaseKind::Movement;
    row.power = static_cast<Power>(numbers[3]);
    for (int i = 0; i < kFeatureCount; ++i) row.features[i] = numbers[4 + i];
    row.target = numbers.back();
    return row;
}

}  // namespace dip::bot
