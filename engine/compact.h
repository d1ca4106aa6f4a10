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

// A position. The 1901 starting position of `map` is written in one bit. Formal Diplomacy's state is written
// only when it is not all default (behind the season code 3), so other positions are written as before.
void pack_position(BitWriter& w, const Position& pos, const Map& map);
// Reads a position; false (with a reason) if the bits do not describe one that can exist on `map`.
bool unpack_position(BitReader& r, const Map& map, Position& pos, std::string& error);

// A list of orders, grouped by power (the order within a power is kept: it matters for adjustments).
void pack_orders(BitWriter& w, const std::vector<Order>& orders, const Map& map);
bool unpack_orders(BitReader& r, const Map& map, std::vector<Order>& orders, std::string& error);

}  // namespace dip
