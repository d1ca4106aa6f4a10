// The random numbers of a tournament's draw: SplitMix64 (Steele, Lea and Flood, 2014), written out here so that
// a seed gives the same draw on every machine and standard library (std::uniform_int_distribution does not).
// Not for secrets: the seed is public on purpose, so that anyone can redo the draw.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace dip {

// SplitMix64's output function: a well-mixed 64-bit value from any 64-bit value.
constexpr std::uint64_t mix64(std::uint64_t x) {
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

class SeededRandom {
public:
    explicit SeededRandom(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next() {
        state_ += 0x9e3779b97f4a7c15ULL;
        return mix64(state_);
    }

    // Uniform in [0, n) for n > 0: values from the incomplete last block of 2^64 are drawn again, so no
    // result is favoured (a plain `next() % n` would favour small ones a little).
    std::uint64_t below(std::uint64_t n) {
        const std::uint64_t limit = -n % n;  // 2^64 mod n: the values of the incomplete block
        for (;;) {
            const std::uint64_t x = next();
            if (x >= limit) return x % n;
        }
    }

    // Fisher-Yates, from the back: every order equally likely.
    template <class T>
    void shuffle(std::vector<T>& v) {
        for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(i)]);
    }

private:
    std::uint64_t state_;
};

}  // namespace dip
