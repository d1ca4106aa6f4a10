// Sealed orders (docs/FAIR_PLAY.md): a commitment to one power's orders for one phase of one game, published
// before anyone's orders are seen and opened later with the orders and a secret salt. The hash is SHA-256 from
// Debian's nettle (natively the system library; on the web its portable C files, built by Emscripten), so
// every device computes the same seal at once, without waiting on the browser.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "catalogue.h"
#include "order.h"

namespace dip {

using Salt = std::array<std::uint8_t, 16>;  // secret until opened: without it the few possible orders could be tried
using Seal = std::array<std::uint8_t, 32>;  // SHA-256

// What a seal binds: one power's orders in one phase (phases played before them) of one game.
struct SealFor {
    std::uint64_t game_id = 0;
    Variant variant = Variant::Standard;
    std::uint32_t phase = 0;
    Power power = kNoPower;
};

// SHA-256 of bytes.
Seal sha256(const std::vector<std::uint8_t>& bytes);

// The seal of `orders` for `what` with `salt`: SHA-256 of a tag naming this protocol, the game, variant, phase
// and power, the salt, and the orders each packed alone (compact.h) in sorted order, so that the same orders
// listed in another order give the same seal.
Seal seal_orders(const Map& map, const SealFor& what, const std::vector<Order>& orders, const Salt& salt);

// The same orders, whatever order they are listed in.
bool same_orders(const Map& map, const std::vector<Order>& a, const std::vector<Order>& b);

// A salt from two random numbers (the platform's random64(): in the browser, Web Crypto's getRandomValues).
Salt make_salt(std::uint64_t a, std::uint64_t b);

}  // namespace dip
