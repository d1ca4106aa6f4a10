// Friend and foe (docs/BOTS.md, "Friend and foe"): what the moves played so far say of how each
// power has treated each other one. An attack (a move, or a support or convoy of a move, into a province where
// another power's unit stands or onto a centre it owns) is harm, remembered for a few phases; a support of another
// power's unit, and each movement phase a power stood next to another's units or centres without attacking, is
// trust, which an attack ends. With press (press.h), a promise broken is harm too and a promise kept trust, and a
// broken promise is also held apart for four years, longer than an attack's harm (a grudge): the computer players
// make no deal with a power they hold a grudge against, nor count it a friend (docs/BOTS.md, "Press", Remembering).
// They read a stance: an enemy has harmed us lately, a friend has kept the peace (or helped) long enough and neither
// harmed us nor broken its word to us. They also keep the moves that bounced in the last movement phase: a person
// repeats one only with a support (docs/BOTS.md, "Blunders"). Plain data, the same on every platform.
#pragma once

#include <array>
#include <cstdint>

#include "game.h"
#include "promises.h"

namespace dip::bot {

enum class Stance : std::uint8_t { Neutral, Friend, Enemy };

class Relations {
public:
    static constexpr int kHarmPerAttack = 4;  // an attack's weight; harm loses a quarter each movement phase
    static constexpr int kMostHarm = 12;
    static constexpr int kEnemyHarm = 2;  // harm at which a power is an enemy: for about three phases after it
    static constexpr int kMostTrust = 6;
    static constexpr int kFriendTrust = 3;  // trust at which a power that has not harmed us is a friend
    static constexpr int kTrustPerSupport = 2;
    static constexpr int kGrudgePhases = 8;  // movement phases a broken promise is remembered: four years

    // Reads one adjudicated movement phase: the orders given in `before` and what they did. Other phases say
    // nothing of friend or foe and are ignored.
    void observe(const Map& map, const Position& before, const PhaseResult& result);

    // Reads the promises checked after a movement phase (promises.h; observe the phase first): a broken promise
    // is harm to the power it was made to, as an attack is; a promise kept is trust.
    void observe_promises(const Press& press, const std::vector<PromiseCheck>& checks);

    // How `me` sees `them`.
    Stance stance(Power me, Power them) const;
    int harm(Power me, Power them) const { return harm_[me][them]; }    // harm `them` did to `me`
    int trust(Power me, Power them) const { return trust_[me][them]; }  // trust `me` has in `them`
    // Movement phases for which `me` still remembers that `them` broke its word to it; 0 when it does not.
    int grudge(Power me, Power them) const { return grudge_[me][them]; }
    bool operator==(const Relations&) const = default;

    // Where the unit in `from` tried to move in the last movement phase observed, and bounced; kNone if it did not.
    Province bounced_into(Province from) const { return from < kMaxLocs ? bounced_[from] : kNone; }

    // For the worker's wire (think_wire.h): each pair's harm, trust and grudge, and setting them back; a bounce,
    // and setting it back (values out of range are refused).
    bool set(Power me, Power them, int harm, int trust, int grudge = 0);
    bool set_bounce(Province from, Province into);

private:
    static constexpr std::array<Province, kMaxLocs> no_bounces() {
        std::array<Province, kMaxLocs> none{};
        none.fill(kNone);
        return none;
    }
    std::array<std::array<std::uint8_t, kMaxPowers>, kMaxPowers> harm_{}, trust_{}, grudge_{};
    std::array<Province, kMaxLocs> bounced_ = no_bounces();
};

// What every movement phase of a game's history says; with its press, the promises kept and broken there too.
Relations relations_of(const Game& game);
Relations relations_of(const Game& game, const Press& press);

}  // namespace dip::bot
