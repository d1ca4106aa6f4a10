#include "seal.h"

#include <algorithm>

#include <nettle/sha2.h>

#include "compact.h"

namespace dip {

namespace {

// Each order packed alone, sorted: the canonical form of a list of orders.
std::vector<std::string> canonical(const Map& map, const std::vector<Order>& orders) {
    std::vector<std::string> out;
    for (const Order& o : orders) {
        BitWriter w;
        pack_orders(w, {o}, map);
        out.emplace_back(w.bytes().begin(), w.bytes().end());
    }
    std::sort(out.begin(), out.end());
    return out;
}

void put(std::vector<std::uint8_t>& out, std::uint64_t v, int bytes) {
    for (int k = bytes - 1; k >= 0; --k) out.push_back(static_cast<std::uint8_t>(v >> (8 * k)));
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

Seal seal_orders(const Map& map, const SealFor& what, const std::vector<Order>& orders, const Salt& salt) {
    static constexpr char kTag[] = "diplomacy sealed orders 1";
    std::vector<std::uint8_t> bytes(kTag, kTag + sizeof kTag);  // with its 0: the tag ends where it should
    put(bytes, what.game_id, 8);
    put(bytes, static_cast<std::uint16_t>(what.variant), 2);
    put(bytes, what.phase, 4);
    put(bytes, what.power, 1);
    bytes.insert(bytes.end(), salt.begin(), salt.end());
    const auto packed = canonical(map, orders);
    put(bytes, packed.size(), 2);
    for (const auto& o : packed) {
        put(bytes, o.size(), 2);
        bytes.insert(bytes.end(), o.begin(), o.end());
    }
    return sha256(bytes);
}

bool same_orders(const Map& map, const std::vector<Order>& a, const std::vector<Order>& b) {
    return a.size() == b.size() && canonical(map, a) == canonical(map, b);
}

Salt make_salt(std::uint64_t a, std::uint64_t b) {
    Salt s;
    for (int k = 0; k < 8; ++k) {
        s[k] = static_cast<std::uint8_t>(a >> (8 * k));
        s[8 + k] = static_cast<std::uint8_t>(b >> (8 * k));
    }
    return s;
}

}  // namespace dip
