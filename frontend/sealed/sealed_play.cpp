#include "sealed_play.h"

namespace dip {

Fingerprint fingerprint(const SealList& list) {
    std::vector<std::uint8_t> bytes;
    for (const auto& [power, print] : list) {
        bytes.push_back(power);
        bytes.insert(bytes.end(), print.begin(), print.end());
    }
    return fingerprint(bytes);
}

std::string key_text(const PublicKey& key) {
    return short_text(fingerprint(std::vector<std::uint8_t>(key.begin(), key.end())));
}

const SealedRound& SealedPlay::round(std::uint32_t phase) const {
    static const SealedRound kEmpty;
    const auto it = rounds_.find(phase);
    return it == rounds_.end() ? kEmpty : it->second;
}

void SealedPlay::keep_public(std::uint32_t phase) {
    rounds_.erase(rounds_.lower_bound(phase), rounds_.end());
    my_key_.reset();
}

std::string SealedPlay::seal_mine(std::uint32_t phase, Power me, const Seal& seal, const Salt& salt,
                                  const PublicKey& key, std::vector<Order> preferences) {
    SealedRound& r = rounds_[phase];
    if (r.seats.count(me)) return "Your orders are sealed already.";
    SeatSeal& mine = r.seats[me];
    mine.seal = seal;
    mine.key = key;
    mine.salt = salt;
    mine.preferences = std::move(preferences);
    return "";
}

std::string SealedPlay::ready_mine(std::uint32_t phase, Power me) {
    SealedRound& r = rounds_[phase];
    const auto mine = r.seats.find(me);
    if (mine == r.seats.end()) return "Seal your orders first.";
    if (mine->second.ready) return "";
    SealList held;
    for (const auto& [p, seat] : r.seats) held[p] = fingerprint(seat.seal);
    mine->second.ready = true;
    mine->second.held = std::move(held);
    return "";
}

std::string SealedPlay::open_mine(std::uint32_t phase, Power me) {
    SealedRound& r = rounds_[phase];
    const auto mine = r.seats.find(me);
    if (mine == r.seats.end()) return "Seal your orders first.";
    mine->second.opened = true;
    return "";
}

std::string SealedPlay::take_seal(std::uint32_t phase, Power p, const Seal& seal, const PublicKey& key, Power me,
                                  const std::string& name, bool other_claim) {
    SealedRound& r = rounds_[phase];
    auto it = r.seats.find(p);
    const auto mine = r.seats.find(me);
    const bool mine_sent_on = mine != r.seats.end() && (mine->second.ready || mine->second.opened);
    if (other_claim && it != r.seats.end() && it->second.key != key && p != me && !keys_[p] && !mine_sent_on &&
        !it->second.opened) {
        r.seats.erase(it);  // the claim the players did not keep
        it = r.seats.end();
    }
    if (keys_[p] && *keys_[p] != key)
        return "This sealed code was not signed by " + name + "'s player: " + name + " plays with key " +
               key_text(*keys_[p]) + ", and this code's key is " + key_text(key) + ".";
    // A copy knows its own seat's codes: any other is someone else's claim to it.
    if (p == me && (it == r.seats.end() || it->second.seal != seal || it->second.key != key))
        return "This sealed code is for your own seat (" + name +
               "), but it was not made on this device: someone else "
               "claims " +
               name + " (key " + key_text(key) + "). Compare your keys in your chat.";
    if (it != r.seats.end()) {
        if (it->second.key != key)
            return "A second player claims " + name + ": you hold " + name + "'s seal from key " +
                   key_text(it->second.key) + ", and this one is from key " + key_text(key) +
                   ". Agree in your chat who plays " + name + ": the other chooses another power.";
        return it->second.seal == seal ? "" : name + " has sealed other orders already: a seal cannot be changed.";
    }
    if (absent_rule_ && mine != r.seats.end() && mine->second.ready)
        return name + "'s seal came after you said you were ready: " + name + " does not order this phase.";
    SeatSeal& seat = r.seats[p];
    seat.seal = seal;
    seat.key = key;
    return "";
}

std::string SealedPlay::take_ready(std::uint32_t phase, Power p, const SealList& held, Power me,
                                   const std::string& name) {
    SealedRound& r = rounds_[phase];
    const auto it = r.seats.find(p);
    if (it == r.seats.end()) return "There is no seal from " + name + " yet: take " + name + "'s sealed code first.";
    SeatSeal& seat = it->second;
    if (seat.ready)
        return seat.held == held ? ""
                                 : name + " sent two different ready codes for this phase: only the first one counts.";
    if (p == me) return "This ready code is for your own seat (" + name + "), but it was not made on this device.";
    // (Its own seal listed with another fingerprint than the seal held here is taken: the seat sent different seals
    // to different players, and it does not count; standing() says so.)
    if (!held.count(p)) return name + "'s ready code does not list " + name + "'s own seal: it is damaged.";
    if (me != kNoPower)
        if (const auto mine = r.seats.find(me); mine != r.seats.end() && mine->second.opened)
            return name +
                   "'s ready code came after you opened your orders: it can no longer change who orders "
                   "this phase.";
    seat.ready = true;
    seat.held = held;
    return "";
}

void SealedPlay::record_opening(std::uint32_t phase, Power p, const Salt& salt, std::vector<Order> preferences) {
    SeatSeal& seat = rounds_[phase].seats[p];
    seat.opened = true;
    seat.salt = salt;
    seat.preferences = std::move(preferences);
}

void SealedPlay::settle(std::uint32_t phase, PowerSet counted) {
    SealedRound& r = rounds_[phase];
    r.settled = true;
    r.counted = counted;
}

PowerSet SealedPlay::finish(std::uint32_t phase) {
    SealedRound& r = rounds_[phase];
    SealedRound kept;
    kept.settled = true;
    kept.counted = r.counted;
    PowerSet twice = 0;
    for (int q = 0; q < kMaxPowers; ++q) {
        const Power p = static_cast<Power>(q);
        if (!has_power(r.counted, p)) continue;
        const auto it = r.seats.find(p);
        if (it != r.seats.end() && !keys_[p]) pin(p, it->second.key, phase + 1);  // its claim, now every copy's
        if (it != r.seats.end() && it->second.opened) {
            kept.seats[p].opened = true;
            kept.seats[p].salt = it->second.salt;
            kept.seats[p].preferences = it->second.preferences;
            missed_[p] = 0;
        } else if (missed_[p] < 2 && ++missed_[p] == 2) {
            twice |= power_bit(p);
        }
    }
    r = std::move(kept);
    return twice;
}

std::uint64_t SealedPlay::chance(std::uint64_t game_id, Variant variant, std::uint32_t phase) const {
    const SealedRound& r = round(phase);
    std::map<Power, Salt> salts;
    for (const auto& [p, seat] : r.seats)
        if (seat.opened && has_power(r.counted, p)) salts[p] = seat.salt;
    return phase_chance(game_id, variant, phase, salts);
}

SealedPlay SealedPlay::as_of(std::uint32_t phases, std::array<bool, kMaxPowers>& civil_disorder) const {
    SealedPlay out = *this;
    out.my_key_.reset();
    out.rounds_.erase(out.rounds_.lower_bound(phases), out.rounds_.end());
    for (int p = 0; p < kMaxPowers; ++p)
        if (keys_[p] && key_since_[p] > phases) {
            out.keys_[p].reset();
            out.key_since_[p] = 0;
        }
    // The withheld openings of the played phases again, from the first, as finish() counted them.
    std::array<std::uint8_t, kMaxPowers> missed{};
    bool then = false;
    for (const auto& [phase, r] : rounds_) {
        if (phase >= phases && !then) out.missed_ = missed, then = true;
        for (int q = 0; q < kMaxPowers; ++q) {
            const Power p = static_cast<Power>(q);
            if (!has_power(r.counted, p)) continue;
            const auto it = r.seats.find(p);
            if (it != r.seats.end() && it->second.opened) missed[q] = 0;
            else if (missed[q] < 2 && ++missed[q] == 2 && phase >= phases) civil_disorder[q] = false;
        }
    }
    if (!then) out.missed_ = missed;
    return out;
}

namespace {

// Deadline rule: the seats every ready code lists with the seal this copy holds for them. None while nobody is ready.
PowerSet counted_by_ready(const SealedRound& r, PowerSet must) {
    PowerSet out = must;
    bool anyone = false;
    for (const auto& [q, ready] : r.seats) {
        if (!ready.ready) continue;
        anyone = true;
        for (int k = 0; k < kMaxPowers; ++k) {
            const Power p = static_cast<Power>(k);
            if (!has_power(out, p)) continue;
            const auto held = r.seats.find(p);
            const auto listed = ready.held.find(p);
            if (held == r.seats.end() || listed == ready.held.end() || listed->second != fingerprint(held->second.seal))
                out &= ~power_bit(p);
        }
    }
    return anyone ? out : 0;
}

}  // namespace

SealedProgress sealed_progress(const SealedPlay& play, std::uint32_t phase, PowerSet must, Power me) {
    SealedProgress s;
    s.must = must;
    const SealedRound& r = play.round(phase);
    PowerSet opened = 0;
    for (const auto& [p, seat] : r.seats) {
        if (!has_power(must, p)) continue;
        s.sealed |= power_bit(p);
        if (seat.ready) s.ready |= power_bit(p);
        if (seat.opened) opened |= power_bit(p);
    }
    s.missing = must & ~s.sealed;
    const bool mine_must = me != kNoPower && has_power(must, me);
    const auto mine_at = r.seats.find(me);
    const SeatSeal* mine = mine_must && mine_at != r.seats.end() ? &mine_at->second : nullptr;
    if (r.settled) s.counted = r.counted;
    else if (!play.absent_rule()) s.counted = must;
    else s.counted = counted_by_ready(r, must);
    s.opened = s.counted & opened;
    s.to_open = s.counted & ~opened;
    if (play.absent_rule()) {
        // Openings come after the ready codes: of this copy's own seat, and of every seat whose seal it holds.
        s.not_ready = s.sealed & ~s.ready;
        if (s.ready) s.left_out = must & ~s.counted;
        s.may_ready = mine && !mine->ready;
        s.may_take_openings = (!mine_must || (mine && mine->ready)) && s.not_ready == 0 && s.ready != 0;
        s.may_play = must == 0 || r.settled || (s.may_take_openings && s.to_open == 0);
        const bool mine_done = !mine || !has_power(s.counted, me) || mine->opened;
        s.may_play_without = !r.settled && s.may_take_openings && s.opened && s.to_open && mine_done;
    } else {
        s.may_take_openings = s.missing == 0;
        s.may_play = r.settled || s.to_open == 0;
    }
    s.may_open = mine && !mine->opened && has_power(s.counted, me) && s.may_take_openings && !r.settled;
    return s;
}

}  // namespace dip
