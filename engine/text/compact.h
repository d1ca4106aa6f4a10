// Compact binary forms of positions and order lists, packed bit by bit, for save strings and links.
// Decoding never replays a game: it reads exactly what was written, so old saves keep reading the same
// however the adjudicator changes. Bad bytes give an error, never a crash.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "order.h"
#include "position.h"

namespace dip {

class Rules;

// Bits written least significant first, into bytes.
class BitWriter {
public:
    void bits(std::uint32_t value, int count);
    void varint(std::uint32_t value);  // 4 bits at a time, with a continuation bit
    const std::vector<std::uint8_t>& bytes() const { return bytes_; }

private:
    std::vector<std::uint8_t> bytes_;
    int used_ = 8;  // bits used in the last byte
};

class BitReader {
public:
    BitReader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    // Each returns 0 once the data runs out, and sets overrun().
    std::uint32_t bits(int count);
    std::uint32_t varint();
    bool overrun() const { return overrun_; }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;  // in bits
    bool overrun_ = false;
};

// What changed in the packing between releases. Strings written before the catalogue of variants (the
// standard board alone: a power in 3 bits, a year as year - 1901 + 1000) are read with kPackingV1; since then
// a power takes 6 bits (up to 63 powers: Chaos has 34) and a year is signed (Ancient Mediterranean starts in
// year 1, Chaos in 1900): kPackingV2. kPacking (the third) writes an order's kind past 14 as the code 15 and a
// varint of the rest, so any number of kinds fit; kinds 0 to 14 are written in 4 bits as before, and code 15
// appears in no earlier string (no vocabulary had that kind), so strings of kPackingV2 read the same with it.
struct Packing {
    int power_bits = 6;
    bool signed_years = true;
    bool long_kinds = true;  // a kind code of 15 is followed by a varint (kind - 15)
};
inline constexpr Packing kPackingV1{3, false, false}, kPackingV2{6, true, false}, kPacking{6, true, true};

// Signed numbers as varints: 0, -1, 1, -2, ... as 0, 1, 2, 3, ...
std::uint32_t zigzag(int v);
int unzigzag(std::uint32_t z);

// A power in the bits `packing` gives it (all ones: none); reading it, a power of `map` (or none when
// `none_ok`) or false. For the packing of a variant's own state (Rules::pack_state).
void pack_power(BitWriter& w, Power p, Packing packing);
bool unpack_power(BitReader& r, const Map& map, Power& out, bool none_ok, Packing packing);

// An order's kind: 4 bits, or (with long_kinds) the code 15 and a varint for a kind past 14. Reading gives false
// for a kind past OrderKind's range.
void pack_order_kind(BitWriter& w, OrderKind kind, Packing packing);
bool unpack_order_kind(BitReader& r, OrderKind& kind, Packing packing);

// A position on the map of `rules`. The starting position of the map is written in one bit. A variant's own
// state (Formal Diplomacy's: Rules::has_state) is written only when it is not all default (behind the season
// code 3), so other positions are written as before.
void pack_position(BitWriter& w, const Position& pos, const Rules& rules, Packing packing = kPacking);
// Reads a position; false (with a reason) if the bits do not describe one that can exist on the map of
// `rules`: every location, province, power and phase is checked against the map before it is stored.
bool unpack_position(BitReader& r, const Rules& rules, Position& pos, std::string& error, Packing packing = kPacking);

// A list of orders, grouped by power (the order within a power is kept: it matters for adjustments).
void pack_orders(BitWriter& w, const std::vector<Order>& orders, const Map& map, Packing packing = kPacking);
// Reads orders; each names locations and powers of `map`, and every location its kind of order needs (a
// move's unit and destination, a support's target...): an order the engine could not index is refused.
bool unpack_orders(BitReader& r, const Map& map, std::vector<Order>& orders, std::string& error,
                   Packing packing = kPacking);

}  // namespace dip
