// The versions of what decides how a game goes on: the adjudicator (with the rules it applies) and the computer
// players. Copies of a game played by link must play every phase alike, bit for bit, so the codes and links of
// sealed play carry both and a copy refuses those of another version (docs/FAIR_PLAY.md). Raise a number with any
// change that makes a phase play differently; tests/bot/versions_test.cpp fails until the number is raised.
#pragma once

#include <cstdint>
#include <string>

namespace dip {

inline constexpr std::uint16_t kRulesVersion = 1;  // the adjudicator: what orders do
inline constexpr std::uint16_t kBotsVersion = 4;   // the computer players: which orders they give

// Both in one number, as codes carry it.
struct PlayVersion {
    std::uint16_t rules = kRulesVersion;
    std::uint16_t bots = kBotsVersion;
    std::uint32_t packed() const { return (static_cast<std::uint32_t>(rules) << 16) | bots; }
    static PlayVersion unpacked(std::uint32_t v) {
        return {static_cast<std::uint16_t>(v >> 16), static_cast<std::uint16_t>(v & 0xFFFF)};
    }
    friend bool operator==(const PlayVersion&, const PlayVersion&) = default;
};

// "rules 1, computer players 3".
inline std::string to_text(const PlayVersion& v) {
    return "rules " + std::to_string(v.rules) + ", computer players " + std::to_string(v.bots);
}

// Something made by the version `theirs` cannot be taken here: why, and who updates. `what` is "This code", say.
inline std::string other_version_text(const std::string& what, const PlayVersion& theirs) {
    const PlayVersion ours;
    const bool newer = theirs.rules > ours.rules || (theirs.rules == ours.rules && theirs.bots > ours.bots);
    return what + " was made by " + (newer ? "a newer" : "an older") + " version of the game (" + to_text(theirs) +
           "; yours: " + to_text(ours) + "). Every player must play the same version: " +
           (newer ? "reload the page to update yours." : "ask its sender to reload their page to update theirs.");
}

}  // namespace dip
