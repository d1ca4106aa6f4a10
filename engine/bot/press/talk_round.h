// One movement phase's talk among the computer players, held the same way in the arena and in the page
// (docs/BOTS.md, "Press"): in power order each computer player withdraws from its deals with a power that broke
// faith with it (bot_withdrawals), and each seat that speaks makes its proposals (bot_proposals), each reading
// everything said before it; a proposal made to a computer player is answered at once by that player
// (reply_to_proposal). A proposal to anyone else (a person, a stand-in) waits for its answer outside the round.
// Deterministic from the seed, as every decision of the computer players is.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "bot/bot.h"
#include "press.h"

namespace dip::bot {

// Who takes part: the level of each computer player (none for a person or a stand-in), and the seats that speak.
struct Talkers {
    std::array<std::optional<Level>, kMaxPowers> computer{};
    std::array<bool, kMaxPowers> speaks{};
};

// The round a seat at a time (the page's own thread thinks it a slice at a time). Rules, position and relations
// are held by reference: they must outlive the round.
class TalkRound {
public:
    TalkRound(const Rules& rules, const Position& pos, Press press, const Talkers& talkers, std::uint64_t seed,
              const Relations* relations = nullptr);
    TalkRound(const Rules&, Position&&, Press, const Talkers&, std::uint64_t, const Relations* = nullptr) = delete;
    // The next computer seat's withdrawals, and when it speaks its proposals and the answers they get. False once
    // every seat has had its turn.
    bool step();
    // How far along the round is (0 to 100).
    int percent() const;
    // The game's messages with the round's after them.
    const Press& press() const { return press_; }

private:
    void say(const Message& m);

    const Rules& rules_;
    const Position& pos_;
    Press press_;
    Talkers talkers_;
    std::uint64_t seed_;
    const Relations* relations_;
    int next_ = 0;  // the next power that may speak
};

// The whole round at once: the game's messages with the round's after them.
Press talk_round(const Rules& rules, const Position& pos, const Press& press, const Talkers& talkers,
                 std::uint64_t seed, const Relations* relations = nullptr);

}  // namespace dip::bot
