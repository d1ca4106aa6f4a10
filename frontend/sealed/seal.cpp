#include "seal.h"

#include <algorithm>
#include <cstdio>

#include <nettle/sha2.h>

#include "compact.h"

namespace dip {

namespace {

void put(std::vector<std::uint8_t>& out, std::uint64_t v, int bytes) {
    for (int k = bytes - 1; k >= 0; --k) out.push_back(static_cast<std::uint8_t>(v >> (8 * k)));
}

// A tag naming what is hashed, with its 0: the tag ends where it should.
std::vector<std::uint8_t> tagged(const char* tag) {
    const std::string t(tag);
    std::vector<std::uint8_t> bytes(t.begin(), t.end());
    bytes.push_back(0);
    return bytes;
}

void put_phase(std::vector<std::uint8_t>& bytes, std::uint64_t game_id, Variant variant, std::uint32_t phase) {
    put(bytes, game_id, 8);
    put(bytes, static_cast<std::uint16_t>(variant), 2);
    put(bytes, phase, 4);
}

}  // namespace

Seal sha256(const std::vector<std::uint8_t>& bytes) {
    sha256_ctx ctx;
    sha256_init(&ctx);
    sha256_update(&ctx, bytes.size(), bytes.data());
    Seal out;
    sha256_digest(&ctx, out.size(), out.data());
    return out;
}

Fingerprint fingerprint(const Seal& seal) {
    Fingerprint f;
    std::copy_n(seal.begin(), f.size(), f.begin());
    return f;
}

Fingerprint fingerprint(const std::vector<std::uint8_t>& bytes) { return fingerprint(sha256(bytes)); }

Seal seal_orders(const Map& map, const SealFor& what, const std::vector<Order>& orders, const Salt& salt) {
    std::vector<std::uint8_t> bytes = tagged("diplomacy sealed orders 2");
    put_phase(bytes, what.game_id, what.variant, what.phase);
    put(bytes, what.power, 1);
    bytes.insert(bytes.end(), salt.begin(), salt.end());
    put(bytes, orders.size(), 2);
    for (const Order& o : orders) {
        BitWriter w;
        pack_orders(w, {o}, map);
        put(bytes, w.bytes().size(), 2);
        bytes.insert(bytes.end(), w.bytes().begin(), w.bytes().end());
    }
    return sha256(bytes);
}

Salt make_salt(std::uint64_t a, std::uint64_t b) {
    Salt s;
    for (int k = 0; k < 8; ++k) {
        s[k] = static_cast<std::uint8_t>(a >> (8 * k));
        s[8 + k] = static_cast<std::uint8_t>(b >> (8 * k));
    }
    return s;
}

std::uint64_t phase_chance(std::uint64_t game_id, Variant variant, std::uint32_t phase,
                           const std::map<Power, Salt>& counted_salts) {
    std::vector<std::uint8_t> bytes = tagged("diplomacy chance 2");
    put_phase(bytes, game_id, variant, phase);
    for (const auto& [power, salt] : counted_salts) {
        put(bytes, power, 1);
        bytes.insert(bytes.end(), salt.begin(), salt.end());
    }
    const Seal h = sha256(bytes);
    std::uint64_t seed = 0;
    for (int k = 0; k < 8; ++k) seed = (seed << 8) | h[k];
    return seed;
}

std::string short_text(const Fingerprint& f) {
    char text[16];
    std::snprintf(text, sizeof text, "%02X%02X-%02X%02X", f[0], f[1], f[2], f[3]);
    return text;
}

}  // namespace dip
