// The computer players' levels in one table (docs/BOTS.md, "Levels"): for each, its number (what save strings,
// links and the think request carry), its name ("easy": the command line, the page's API, the arena), its title
// and description for players, and how it thinks (Easy's rules of thumb, or a search with its budget).
// Every list, menu, codec and name lookup goes by this table: a level is valid if and only if it is here, so a
// new level is a new row (and a new enumerator of bot::Level, numbered after the last; numbers are never reused)
// and nothing else.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "bot.h"
#include "bot/search/search.h"

namespace dip::bot {

struct LevelInfo {
    Level level = Level::Easy;     // its number, written by every codec as it is (never masked)
    std::string_view name;         // "easy": lower case, one word
    std::string_view title;        // "Easy": as players read it
    std::string_view description;  // what a player can expect of it: how it plays, how long it thinks, how strong
    std::optional<Budget> search;  // how it thinks: none, Easy's rules of thumb (at once); else a search
                                   // (search.h) with this budget
    // When it breaks its word (docs/BOTS.md, "Press"): a promise is broken only when breaking it scores more than
    // this (kWholeGame parts) above keeping it; -1: never broken.
    std::int64_t break_gain = -1;
};

// Every level, weakest first: the order menus and lists show them in.
std::span<const LevelInfo> levels();
// A level's row, or nullptr when the table has none (a newer version's level, or a damaged number).
const LevelInfo* find_level(Level level);
const LevelInfo* level_numbered(std::uint32_t number);  // the same, for a number as read (any width)
// "easy, normal or hard": the levels' names, for messages and usage lines.
std::string level_names();

// The number after the table's last: the level a later release would add (today, the fourth).
inline Level next_level() {
    int most = -1;
    for (const LevelInfo& l : levels()) most = std::max(most, static_cast<int>(l.level));
    return static_cast<Level>(most + 1);
}

// Tests only: a level added at the end of the table while this lives (one at a time), so that a test can show
// that every codec, list and lookup takes any level the table has, whatever its length and numbers. A row
// whose number is already in the table is not added.
class ExtraLevelForTests {
public:
    explicit ExtraLevelForTests(const LevelInfo& level);
    ~ExtraLevelForTests();
    ExtraLevelForTests(const ExtraLevelForTests&) = delete;
    ExtraLevelForTests& operator=(const ExtraLevelForTests&) = delete;

private:
    bool added_ = false;
};

}  // namespace dip::bot
