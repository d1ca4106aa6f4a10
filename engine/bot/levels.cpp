// The table of levels (see levels.h), and the lookups by number and by name.
#include "levels.h"

#include <vector>

namespace dip::bot {

namespace {

// Hard's budget, tuned against Normal in the arena (docs/BOTS.md): refinements help most, and its 96
// refinements, judged on the same rollouts, flatter the best of them most, so its best few are verified; its
// opponents are expected to guard their homes as Normal does.
constexpr Budget kHardBudget{.own_candidates = 32,
                             .other_candidates = 6,
                             .opponents = 4,
                             .iterations = 96,
                             .max_rollouts = 6000,
                             .refinements = 96,
                             .verify = 8,
                             .verify_samples = 2,
                             .opponent_care = 1};

const LevelInfo kLevels[] = {
    {Level::Easy, "easy", "Easy",
     "Easy moves each unit by rules of thumb: it heads for the nearest centres, supports now and then and never "
     "carries an army by sea. It answers at once. A first opponent.",
     std::nullopt, -1},
    {Level::Normal, "normal", "Normal",
     "Normal tries its plans against what its neighbours may do, then improves the best: it opens from the book, "
     "supports its attacks, carries armies by sea, remembers who attacked it and keeps its word. It thinks for a "
     "moment each phase, and beats Easy players soundly.",
     Budget{}, -1},  // a Normal that broke its word for a twentieth of a game scored less (docs/BOTS.md, "Press")
    {Level::Hard, "hard", "Hard",
     "Hard thinks the same way, wider and longer: more plans of its own, more of its neighbours' replies, four "
     "times the improvements and a second look at its best plans before it moves; it expects its neighbours to "
     "guard their homes. It takes up to a few seconds each phase, and outplays Normal players.",
     kHardBudget, kWholeGame / 33},
};

// The table as the program sees it: kLevels, and a test's extra level while it lives.
std::vector<LevelInfo>& table() {
    static std::vector<LevelInfo> rows(std::begin(kLevels), std::end(kLevels));
    return rows;
}

}  // namespace

std::span<const LevelInfo> levels() { return table(); }

const LevelInfo* find_level(Level level) {
    for (const LevelInfo& l : table())
        if (l.level == level) return &l;
    return nullptr;
}

const LevelInfo* level_numbered(std::uint32_t number) {
    for (const LevelInfo& l : table())
        if (static_cast<std::uint32_t>(l.level) == number) return &l;
    return nullptr;
}

std::string level_names() {
    std::string out;
    const std::span<const LevelInfo> all = levels();
    for (std::size_t i = 0; i < all.size(); ++i)
        out += std::string(i == 0 ? "" : i + 1 == all.size() ? " or " : ", ") + std::string(all[i].name);
    return out;
}

std::string_view to_string(Level level) {
    const LevelInfo* l = find_level(level);
    return l ? l->name : "unknown";
}

std::optional<Level> level_named(std::string_view name) {
    const std::string wanted = lower(name);
    for (const LevelInfo& l : table())
        if (wanted == l.name) return l.level;
    return std::nullopt;
}

ExtraLevelForTests::ExtraLevelForTests(const LevelInfo& level) {
    if (find_level(level.level)) return;
    table().push_back(level);
    added_ = true;
}

ExtraLevelForTests::~ExtraLevelForTests() {
    if (added_) table().pop_back();
}

}  // namespace dip::bot
