// The computer players' front door: levels by name, and each level's way to its orders.
#include "bot.h"

#include "easy.h"
#include "random.h"
#include "search.h"

namespace dip::bot {

std::string_view to_string(Level level) {
    switch (level) {
        case Level::Easy: return "easy";
        case Level::Normal: return "normal";
        case Level::Hard: return "hard";
    }
    return "easy";
}

std::optional<Level> level_named(std::string_view name) {
    for (Level l : {Level::Easy, Level::Normal, Level::Hard})
        if (lower(name) == to_string(l)) return l;
    return std::nullopt;
}

std::uint64_t decision_seed(const Position& pos, Power power, std::uint64_t seed) {
    const Phase& ph = pos.phase;
    const std::uint64_t phase_id = static_cast<std::uint64_t>(ph.year) * 16 +
                                   static_cast<std::uint64_t>(ph.season) * 4 + static_cast<std::uint64_t>(ph.kind);
    return mix_seed(mix_seed(seed, phase_id), power);
}

std::vector<Order> choose_orders(const Rules& rules, const Position& pos, Power power, Level level, std::uint64_t seed,
                                 const Relations* relations) {
    if (level != Level::Easy) return search_orders(rules, pos, power, budget_for(level), seed, relations);
    if (power >= rules.map().power_count() || rules.finished(pos)) return {};
    Random rng(decision_seed(pos, power, seed));
    return easy_orders(Board(rules, pos, relations), power, rng);
}

}  // namespace dip::bot
