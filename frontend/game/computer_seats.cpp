// Computer seats, and the levels' words for players (from the table of engine/bot/levels.h).
#include "computer_seats.h"

#include "bot/levels.h"

namespace dip {

bool ComputerSeats::any() const {
    for (const std::optional<bot::Level>& s : seat)
        if (s) return true;
    return false;
}

std::string level_title(bot::Level level) {
    const bot::LevelInfo* l = bot::find_level(level);
    return l ? std::string(l->title) : "Level " + std::to_string(static_cast<int>(level));
}

std::string level_description(bot::Level level) {
    const bot::LevelInfo* l = bot::find_level(level);
    return l ? std::string(l->description) : "";
}

}  // namespace dip
