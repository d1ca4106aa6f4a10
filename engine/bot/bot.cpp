// The computer players' front door: each level's way to its orders (its row in levels.h).
#include "bot.h"

#include "bot/easy/easy.h"
#include "levels.h"
#include "random.h"
#include "bot/search/search.h"

namespace dip::bot {

std::uint64_t decision_seed(const Position& pos, Power power, std::uint64_t seed) {
    const Phase& ph = pos.phase;
    const std::uint64_t phase_id = static_cast<std::uint64_t>(ph.year) * 16 +
                                   static_cast<std::uint64_t>(ph.season) * 4 + static_cast<std::uint64_t>(ph.kind);
    return mix_seed(mix_seed(seed, phase_id), power);
}

std::int64_t break_threshold(Level level) {
    const LevelInfo* info = find_level(level);
    return info && info->break_gain >= 0 ? info->break_gain : std::int64_t{1} << 40;
}

std::vector<Order> choose_orders(const Rules& rules, const Position& pos, Power power, Level level, std::uint64_t seed,
                                 const Relations* relations, const Commitments* commitments) {
    const LevelInfo* info = find_level(level);
    if (!info) return {};
    if (commitments && !commitments->binds(power) && commitments->standing.empty()) commitments = nullptr;
    if (info->search)
        return search_orders(rules, pos, power, *info->search, seed, relations, commitments, break_threshold(level));
    if (power >= rules.map().power_count() || rules.finished(pos)) return {};
    Random rng(decision_seed(pos, power, seed));
    std::vector<Order> orders = easy_orders(Board(rules, pos, relations), power, rng);
    return commitments ? honour(*commitments, power, std::move(orders), pos, rules.map()) : orders;
}

}  // namespace dip::bot
