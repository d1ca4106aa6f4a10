// Which powers of a game the computer plays, and at what level (docs/BOTS.md). Part of a game's settings, so
// it is saved with the game and travels in links; the orders themselves come from engine/bot/ (Session plays
// them). No drawing and no thinking here. The levels, their titles and descriptions are engine/bot/levels.h's.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "bot/bot.h"

namespace dip {

struct ComputerSeats {
    std::array<std::optional<bot::Level>, kMaxPowers> seat{};  // none: a person (or nobody); else the computer

    bool any() const;
    // The level set, as it was set: save strings write it as it is, and their decoders refuse any level the
    // table of levels does not have (save.cpp), so a seat never turns into a person on its way.
    std::optional<bot::Level> level(Power p) const { return p < kMaxPowers ? seat[p] : std::nullopt; }
    bool computer(Power p) const { return level(p).has_value(); }
    void set(Power p, std::optional<bot::Level> level) {
        if (p < kMaxPowers) seat[p] = level;
    }
    friend bool operator==(const ComputerSeats&, const ComputerSeats&) = default;
};

// "Easy", "Normal", "Hard": a level as players read it (its title in the table; a level the table does not
// have: "Level " and its number).
std::string level_title(bot::Level level);
// What a player can expect of a level: how it plays, how long it thinks, how strong it is (docs/BOTS.md).
std::string level_description(bot::Level level);

}  // namespace dip
