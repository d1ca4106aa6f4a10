// The sealed orders of a game played by link (docs/FAIR_PLAY.md), as one copy of the game knows them: for each
// phase, the seals the seats published in the first round and the openings of the second. No platform code: the
// side panel, the page's API and the native tests use it through GameKeeper.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "seal.h"

namespace dip {

using PowerSet = std::uint64_t;  // bit p: power p (kMaxPowers is 40)
constexpr PowerSet power_bit(Power p) { return PowerSet{1} << p; }
constexpr bool has_power(PowerSet s, Power p) { return (s >> p) & 1; }

// One seat's sealed orders in one phase. Its orders, once opened, are the session's orders for that power.
struct SeatSeal {
    Seal seal{};          // published in the first round
    bool opened = false;  // its opening (orders and salt) arrived and matched the seal
    Salt salt{};          // known once opened; for this copy's own seat, kept secret until then
    PowerSet saw = 0;     // opened: the seats whose seals its player held when opening (its own among them)
    friend bool operator==(const SeatSeal&, const SeatSeal&) = default;
};

// A phase's seals, by power.
using SealedRound = std::map<Power, SeatSeal>;

class SealedPlay {
public:
    // Sealed orders on (new games by link), and the deadline rule: a seat that has not sealed when the others
    // open is played as not having ordered (civil disorder's orders for that phase).
    bool on() const { return on_; }
    bool absent_rule() const { return absent_rule_; }
    void set(bool on, bool absent_rule) {
        on_ = on;
        absent_rule_ = absent_rule;
    }

    // The seals of the phase with `phase` phases played before it (empty when none).
    const SealedRound& round(std::uint32_t phase) const;
    const std::map<std::uint32_t, SealedRound>& rounds() const { return rounds_; }
    void set_round(std::uint32_t phase, SealedRound round) { rounds_[phase] = std::move(round); }
    // Forgets the secret salts of seats not opened (what a shared link leaves out) and rounds from `phase` on.
    void keep_public(std::uint32_t phase);

    // This copy seals its own seat's orders. "" or why not (sealed already).
    std::string seal_mine(std::uint32_t phase, Power me, const Seal& seal, const Salt& salt);
    // This copy opens its own seat: it records which seals it held. "" or why not.
    std::string open_mine(std::uint32_t phase, Power me);
    // A seat's seal. "" or why not: another seal for a seat that sealed already, or a seal arriving after this
    // copy opened its own orders (it can no longer count this phase).
    std::string take_seal(std::uint32_t phase, Power p, const Seal& seal, Power me, const std::string& name);
    // A seat's opening, whose seal `recomputed` was worked out from its orders and salt. "" or why not: no seal
    // held for it, or a seal it does not match.
    std::string take_opening(std::uint32_t phase, Power p, const Seal& recomputed, const Salt& salt, PowerSet saw,
                             const std::string& name);

    // The seats that sealed this phase, and those that opened.
    PowerSet sealed(std::uint32_t phase) const;
    PowerSet opened(std::uint32_t phase) const;
    // The seats every opening saw sealed: only these can count. All seats while nobody has opened.
    PowerSet agreed(std::uint32_t phase) const;

    friend bool operator==(const SealedPlay&, const SealedPlay&) = default;

private:
    bool on_ = false;
    bool absent_rule_ = false;
    std::map<std::uint32_t, SealedRound> rounds_;
};

// The phase's state for the players waiting on it, given the seats that must order (the people's seats with a
// decision; computer seats and seats in civil disorder give no seal).
struct SealedProgress {
    PowerSet must = 0;              // the seats that must order
    PowerSet missing = 0;           // of them, not sealed yet
    PowerSet to_open = 0;           // counting (sealed, seen so by every opening), not opened yet
    PowerSet left_out = 0;          // sealed too late or not at all, once someone opened: not ordering (deadline rule)
    bool may_open = false;          // this copy may open its own seat now
    bool may_play = false;          // every seat that counts has opened: any copy may adjudicate
    bool may_play_without = false;  // deadline rule: the phase may be played without the seats still to open
};
SealedProgress sealed_progress(const SealedPlay& play, std::uint32_t phase, PowerSet must, Power me);

}  // namespace dip
