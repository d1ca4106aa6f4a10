#include "repaint_gate.h"

#include <cstring>

namespace dip {

namespace {

// A 64-bit mixer (the finaliser of SplitMix64): every input bit moves about half the output bits.
std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebull;
    x ^= x >> 31;
    return x;
}

}  // namespace

void FrameFingerprint::add(const void* bytes, std::size_t size) {
    // Eight bytes at a time (a frame's vertices are hundreds of kilobytes), the tail padded with zeros; the
    // length is mixed in at the end, so padding cannot make two inputs alike.
    const auto* p = static_cast<const unsigned char*>(bytes);
    std::size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, p + i, 8);
        state_ = mix(state_ ^ word) + 0x632be59bd9b4e019ull;
    }
    if (i < size) {
        std::uint64_t word = 0;
        std::memcpy(&word, p + i, size - i);
        state_ = mix(state_ ^ word ^ (std::uint64_t{size - i} << 56)) + 0x632be59bd9b4e019ull;
    }
    length_ += size;
}

std::uint64_t FrameFingerprint::value() const { return mix(state_ ^ mix(length_)); }

bool RepaintGate::should_paint(std::uint64_t fingerprint, bool forced) {
    if (has_painted_ && fingerprint == last_ && !forced) {
        ++skipped_;
        return false;
    }
    has_painted_ = true;
    last_ = fingerprint;
    ++painted_;
    return true;
}

}  // namespace dip
