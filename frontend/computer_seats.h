// Which powers of a game the computer plays, and at what level (docs/BOTS.md). Part of a game's settings, so
// it is saved with the game and travels in links; the orders themselves come from engine/bot/ (Session plays
// them). No drawing and no thinking here.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "bot/bot.h"

namespace dip {

struct ComputerSeats {
    std::array<std::uint8_t, kMaxPowers> seat{};  // 0: a person (or nobody); 1 + bot::Level: the computer

    bool any() const;
    std::optional<bot::Level> level(Power p) const;
    bool computer(Power p) const { return level(p).has_value(); }
    void set(Power p, std::optional<bot::Level> level);
    // Two bits a power (0 a person, 1 Easy, 2 Normal, 3 Hard), power 0 lowest (up to 16 powers): how save strings keep
    // them.
    std::uint32_t packed() const;
    static ComputerSeats unpacked(std::uint32_t bits);
    friend bool operator==(const ComputerSeats&, const ComputerSeats&) = default;
};

// "Easy", "Normal", "Hard": a level as players read it.
std::string level_title(bot::Level level);
// What a player can expect of a level: how it plays, how long it thinks, how strong it is (docs/BOTS.md).
std::string level_description(bot::Level level);

}  // namespace dip
