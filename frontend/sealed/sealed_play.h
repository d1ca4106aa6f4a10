// The sealed orders of a game played by link (docs/FAIR_PLAY.md), as one copy of the game knows them: the key each
// seat signs its codes with, this copy's own secret key, and for each phase the seals, ready lists and openings the
// seats sent. Once a phase is played only what every copy agrees on is kept: which seats counted and the salts of
// those that opened (and their preferences). No platform code: sealed_orders.h drives it for the side panel, the page's
// API and the tests.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "seal.h"
#include "signature.h"

namespace dip {

using PowerSet = std::uint64_t;  // bit p: power p (kMaxPowers is 40)
constexpr PowerSet power_bit(Power p) { return PowerSet{1} << p; }
constexpr bool has_power(PowerSet s, Power p) { return (s >> p) & 1; }

// The seals a player held, each by its fingerprint: what a ready code lists, and what an opening was made with.
using SealList = std::map<Power, Fingerprint>;
Fingerprint fingerprint(const SealList& list);
// A public key as people compare it in their chat: "3F2A-91C0".
std::string key_text(const PublicKey& key);

// One seat's part in one phase, as this copy knows it.
struct SeatSeal {
    Seal seal{};          // from its sealed code
    PublicKey key{};      // the key its codes are signed with (its claim to the seat until the seat's key is pinned)
    bool ready = false;   // deadline rule: its ready code arrived, listing `held`
    SealList held;        //
    bool opened = false;  // its opening arrived and matched the seal
    Salt salt{};          // known once opened; for this copy's own seat, kept secret until then
    // A movement phase's retreat and winter preferences, sealed after the orders (preference_orders): known once
    // opened, kept once played (the phases after are decided by them on every copy); this copy's own, secret until
    // then.
    std::vector<Order> preferences;
    friend bool operator==(const SeatSeal&, const SeatSeal&) = default;
};

// One phase's seats. Once `settled`, who counts is fixed (`counted`) and the phase is played; once played, `seats`
// keeps only the counted seats that opened, with their salts: a counted seat that did not open withheld.
struct SealedRound {
    std::map<Power, SeatSeal> seats;
    bool settled = false;
    PowerSet counted = 0;
    friend bool operator==(const SealedRound&, const SealedRound&) = default;
};

class SealedPlay {
public:
    // Sealed orders on (new games by link), and the deadline rule: seats whose seals a player does not hold when they
    // say they are ready do not order (civil disorder's orders for that phase).
    bool on() const { return on_; }
    bool absent_rule() const { return absent_rule_; }
    void set(bool on, bool absent_rule) {
        on_ = on;
        absent_rule_ = absent_rule;
    }
    // Phases played before this version of sealed orders, in games started before it: none of them can be checked.
    std::uint32_t legacy_phases() const { return legacy_phases_; }
    void set_legacy_phases(std::uint32_t n) { legacy_phases_ = n; }

    // ---- Keys ---------------------------------------------------------------------------------------------
    // A seat's key, pinned by the first phase it counted in (the game's creator: when it made the game), and how many
    // phases were played when it was.
    const std::optional<PublicKey>& key(Power p) const { return keys_[p]; }
    std::uint32_t key_since(Power p) const { return key_since_[p]; }
    void pin(Power p, const PublicKey& k, std::uint32_t since = 0) {
        keys_[p] = k;
        key_since_[p] = since;
    }
    // This copy's own signing key, for the seat it plays: secret, never in a link.
    const std::optional<SecretKey>& my_key() const { return my_key_; }
    void set_my_key(std::optional<SecretKey> k) { my_key_ = k; }
    // The openings a seat withheld in a row; two put it in civil disorder.
    int missed(Power p) const { return missed_[p]; }
    void set_missed(Power p, int n) { missed_[p] = static_cast<std::uint8_t>(n); }

    // ---- Rounds -------------------------------------------------------------------------------------------
    // The seats of the phase with `phase` phases played before it (empty when none).
    const SealedRound& round(std::uint32_t phase) const;
    const std::map<std::uint32_t, SealedRound>& rounds() const { return rounds_; }
    void set_round(std::uint32_t phase, SealedRound round) { rounds_[phase] = std::move(round); }
    // What every copy of the game agrees on, for a link or a record's fingerprint: no round from `phase` on (the
    // phase being played) and no secret key.
    void keep_public(std::uint32_t phase);

    // This copy seals its own seat's orders. "" or why not (sealed already).
    std::string seal_mine(std::uint32_t phase, Power me, const Seal& seal, const Salt& salt, const PublicKey& key,
                          std::vector<Order> preferences = {});
    // Deadline rule: this copy says it is ready, listing the seals it holds. "" or why not.
    std::string ready_mine(std::uint32_t phase, Power me);
    // This copy opens its own seat. "" or why not.
    std::string open_mine(std::uint32_t phase, Power me);
    // A seat's seal, signed by `key` (checked). "" or why not: a second claim to the seat, another seal for a seat
    // that sealed already, or (deadline rule) a seal arriving after this copy said it was ready. With
    // `other_claim`, a second claim to a seat not pinned yet replaces the first, while this copy is neither ready nor
    // opened: the players agreed in their chat which of the two plays it.
    std::string take_seal(std::uint32_t phase, Power p, const Seal& seal, const PublicKey& key, Power me,
                          const std::string& name, bool other_claim = false);
    // A seat's ready code, listing the seals it held. "" or why not.
    std::string take_ready(std::uint32_t phase, Power p, const SealList& held, Power me, const std::string& name);
    // A seat's opening, checked against its seal by the caller (sealed_orders.h): its salt is known now.
    void record_opening(std::uint32_t phase, Power p, const Salt& salt, std::vector<Order> preferences = {});
    // Who counts is fixed: the phase is played next, with the chance drawn from the counted seats' salts.
    void settle(std::uint32_t phase, PowerSet counted);

    // After the phase was played as settled: keeps only what every copy agrees on, pins the keys of the seats that
    // counted, and counts the openings withheld. Returns the seats that have now withheld twice in a row.
    PowerSet finish(std::uint32_t phase);
    // The chance of a settled phase: the computer players' seed (seal.h).
    std::uint64_t chance(std::uint64_t game_id, Variant variant, std::uint32_t phase) const;
    // Of a shared record (every round kept was played): as it stood when `phases` phases were played (the link made
    // then): later rounds gone, keys pinned later unpinned, withheld openings counted again; `civil_disorder` loses
    // the seats put in it later.
    SealedPlay as_of(std::uint32_t phases, std::array<bool, kMaxPowers>& civil_disorder) const;

    friend bool operator==(const SealedPlay&, const SealedPlay&) = default;

private:
    bool on_ = false;
    bool absent_rule_ = false;
    std::uint32_t legacy_phases_ = 0;
    std::array<std::optional<PublicKey>, kMaxPowers> keys_{};
    std::array<std::uint32_t, kMaxPowers> key_since_{};
    std::optional<SecretKey> my_key_;
    std::array<std::uint8_t, kMaxPowers> missed_{};
    std::map<std::uint32_t, SealedRound> rounds_;
};

// Where one phase stands for this copy, given the seats that must order (the people's seats with a decision:
// computer seats and seats in civil disorder give no seal) and this copy's seat.
struct SealedProgress {
    PowerSet must = 0;               // the seats that must order
    PowerSet sealed = 0;             // of them, those whose seals this copy holds
    PowerSet missing = 0;            // of them, not sealed yet (on this copy)
    PowerSet ready = 0;              // deadline rule: ready codes in
    PowerSet not_ready = 0;          // deadline rule: sealed, and not ready yet, where this copy waits for them
    PowerSet counted = 0;            // the seats that count, as far as this copy knows now
    PowerSet opened = 0;             // counted and opened
    PowerSet to_open = 0;            // counted, not opened yet
    PowerSet left_out = 0;           // deadline rule: not counted, once some player was ready
    bool may_ready = false;          // deadline rule: this copy may say it is ready now
    bool may_take_openings = false;  // every ready code (or seal) needed is in: openings may be read
    bool may_open = false;           // this copy may open its own seat now
    bool may_play = false;           // every seat that counts has opened: any copy may adjudicate
    bool may_play_without = false;   // deadline rule: the phase may be played without the seats still to open
};
SealedProgress sealed_progress(const SealedPlay& play, std::uint32_t phase, PowerSet must, Power me);

}  // namespace dip
