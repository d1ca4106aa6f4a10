// Computer seats: levels per power, and their two-bit packing for save strings.
#include "computer_seats.h"

namespace dip {

bool ComputerSeats::any() const {
    for (std::uint8_t s : seat)
        if (s) return true;
    return false;
}

std::optional<bot::Level> ComputerSeats::level(Power p) const {
    if (p >= kMaxPowers || seat[p] == 0 || seat[p] > 3) return std::nullopt;
    return static_cast<bot::Level>(seat[p] - 1);
}

void ComputerSeats::set(Power p, std::optional<bot::Level> level) {
    if (p >= kMaxPowers) return;
    seat[p] = level ? static_cast<std::uint8_t>(static_cast<int>(*level) + 1) : 0;
}

std::uint32_t ComputerSeats::packed() const {
    std::uint32_t bits = 0;
    for (int p = 0; p < 16; ++p) bits |= (static_cast<std::uint32_t>(seat[p] & 3) << (2 * p));
    return bits;
}

ComputerSeats ComputerSeats::unpacked(std::uint32_t bits) {
    ComputerSeats s;
    for (int p = 0; p < 16; ++p) s.seat[p] = (bits >> (2 * p)) & 3;
    return s;
}

std::string level_title(bot::Level level) {
    switch (level) {
        case bot::Level::Easy: return "Easy";
        case bot::Level::Normal: return "Normal";
        case bot::Level::Hard: return "Hard";
    }
    return "Easy";
}

std::string level_description(bot::Level level) {
    switch (level) {
        case bot::Level::Easy:
            return "Easy moves each unit by rules of thumb: it heads for the nearest centres, supports now and then "
                   "and never carries an army by sea. It answers at once. A first opponent.";
        case bot::Level::Normal:
            return "Normal tries its plans against what its neighbours may do, then improves the best: it opens from "
                   "the book, supports its attacks, carries armies by sea and remembers who attacked it. It thinks "
                   "for a moment each phase, and beats Easy players soundly.";
        case bot::Level::Hard:
            return "Hard thinks the same way, wider and longer: more plans of its own, more of its neighbours' "
                   "replies, four times the improvements, and a second look at its best plans before it moves. It "
                   "takes up to a few seconds each phase, and outplays Normal players.";
    }
    return "";
}

}  // namespace dip
