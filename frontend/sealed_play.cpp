#include "sealed_play.h"

namespace dip {

const SealedRound& SealedPlay::round(std::uint32_t phase) const {
    static const SealedRound kEmpty;
    const auto it = rounds_.find(phase);
    return it == rounds_.end() ? kEmpty : it->second;
}

void SealedPlay::keep_public(std::uint32_t phase) {
    rounds_.erase(rounds_.lower_bound(phase), rounds_.end());
    for (auto& [number, round] : rounds_)
        for (auto& [power, seat] : round)
            if (!seat.opened) seat.salt = {};
}

std::string SealedPlay::seal_mine(std::uint32_t phase, Power me, const Seal& seal, const Salt& salt) {
    SealedRound& r = rounds_[phase];
    if (r.count(me)) return "Your orders are sealed already.";
    r[me] = SeatSeal{seal, false, salt, 0};
    return "";
}

std::string SealedPlay::open_mine(std::uint32_t phase, Power me) {
    const auto round = rounds_.find(phase);
    if (round == rounds_.end() || !round->second.count(me)) return "Seal your orders first.";
    SeatSeal& mine = round->second[me];
    if (!mine.opened) {
        mine.opened = true;
        mine.saw = sealed(phase);
    }
    return "";
}

std::string SealedPlay::take_seal(std::uint32_t phase, Power p, const Seal& seal, Power me, const std::string& name) {
    SealedRound& r = rounds_[phase];
    if (const auto it = r.find(p); it != r.end())
        return it->second.seal == seal ? "" : name + " has sealed other orders already: a seal cannot be changed.";
    if (me != kNoPower && r.count(me) && r[me].opened)
        return name + "'s seal came after you opened your orders: " + name + " does not order this phase.";
    r[p] = SeatSeal{seal, false, {}, 0};
    return "";
}

std::string SealedPlay::take_opening(std::uint32_t phase, Power p, const Seal& recomputed, const Salt& salt,
                                     PowerSet saw, const std::string& name) {
    SealedRound& r = rounds_[phase];
    const auto it = r.find(p);
    if (it == r.end()) return "There is no seal from " + name + " yet: take " + name + "'s sealed code first.";
    if (it->second.seal != recomputed)
        return name + "'s opening does not match the seal " + name + " sent: these are not the orders sealed.";
    if (!has_power(saw, p)) return name + "'s opening is damaged: it does not count its own seal.";
    it->second.opened = true;
    it->second.salt = salt;
    it->second.saw = saw;
    return "";
}

PowerSet SealedPlay::sealed(std::uint32_t phase) const {
    PowerSet out = 0;
    for (const auto& [p, seat] : round(phase)) out |= power_bit(p);
    return out;
}

PowerSet SealedPlay::opened(std::uint32_t phase) const {
    PowerSet out = 0;
    for (const auto& [p, seat] : round(phase))
        if (seat.opened) out |= power_bit(p);
    return out;
}

PowerSet SealedPlay::agreed(std::uint32_t phase) const {
    PowerSet out = ~PowerSet{0};
    for (const auto& [p, seat] : round(phase))
        if (seat.opened) out &= seat.saw;
    return out;
}

SealedProgress sealed_progress(const SealedPlay& play, std::uint32_t phase, PowerSet must, Power me) {
    SealedProgress s;
    s.must = must;
    const PowerSet sealed = play.sealed(phase), opened = play.opened(phase), agreed = play.agreed(phase);
    s.missing = must & ~sealed;
    // Once someone opened, the seats every opening saw sealed count (whether or not their seals reached this copy
    // yet), and only they.
    if (opened) s.left_out = must & ~agreed;
    s.to_open = (opened ? must & agreed : must & sealed) & ~opened;
    const bool mine_must = me != kNoPower && has_power(must, me);
    s.may_open = mine_must && has_power(sealed, me) && !has_power(opened, me) && has_power(agreed, me) &&
                 (play.absent_rule() || s.missing == 0);
    // Without the deadline rule every seat must seal and open; with it, seats left out do not hold the phase up.
    s.may_play = (opened || must == 0) && s.to_open == 0 && (play.absent_rule() || (s.missing | s.left_out) == 0);
    s.may_play_without = play.absent_rule() && opened && s.to_open;
    return s;
}

}  // namespace dip
