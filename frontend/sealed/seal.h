// Sealed orders (docs/FAIR_PLAY.md): a commitment to one power's orders for one phase of one game, published
// before anyone's orders are seen and opened later with the orders and a secret salt; and the chance of a phase,
// drawn from the salts of the seats that counted, so that nobody can choose or foresee the computer players'
// orders. The hash is SHA-256 from Debian's nettle (natively the system library; on the web its portable C files,
// built by Emscripten), so every device computes the same at once, without waiting on the browser.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "catalogue.h"
#include "order.h"

namespace dip {

using Salt = std::array<std::uint8_t, 16>;  // secret until opened: without it the few possible orders could be tried
using Seal = std::array<std::uint8_t, 32>;  // SHA-256
// A short name for a longer thing (a seal, a list of seals, a game record): 16 bytes of its SHA-256, too many to
// find two things with the same fingerprint on purpose.
using Fingerprint = std::array<std::uint8_t, 16>;

// What a seal binds: one power's orders in one phase (phases played before them) of one game.
struct SealFor {
    std::uint64_t game_id = 0;
    Variant variant = Variant::Standard;
    std::uint32_t phase = 0;
    Power power = kNoPower;
};

// SHA-256 of bytes.
Seal sha256(const std::vector<std::uint8_t>& bytes);
Fingerprint fingerprint(const std::vector<std::uint8_t>& bytes);
Fingerprint fingerprint(const Seal& seal);  // its first 16 bytes: a seal is a hash already

// The seal of `orders` for `what` with `salt`: SHA-256 of a tag naming this protocol (version 2), the game,
// variant, phase and power, the salt, and the orders each packed alone (compact.h) in the sequence given. The
// sequence is sealed because it is what is played: a later build replaces nothing, but the first builds written
// are the ones that count (docs/RULES.md).
Seal seal_orders(const Map& map, const SealFor& what, const std::vector<Order>& orders, const Salt& salt);

// A salt from two random numbers (the platform's random64(): in the browser, Web Crypto's getRandomValues).
Salt make_salt(std::uint64_t a, std::uint64_t b);

// The chance of a phase of sealed orders, the computer players' seed: SHA-256 of the game, variant, phase and
// the salts of the seats that counted, in power order. Nobody knows it before every counted seat has opened, and
// no seat can choose it without knowing the others' salts first.
std::uint64_t phase_chance(std::uint64_t game_id, Variant variant, std::uint32_t phase,
                           const std::map<Power, Salt>& counted_salts);

// "3F2A-91C0": the first bytes of a fingerprint, for people to compare in their chat.
std::string short_text(const Fingerprint& f);

}  // namespace dip
