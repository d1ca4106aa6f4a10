// The computer players' source of chance: splitmix64, the same on every platform, so a seed replays a game
// bit for bit natively and in WebAssembly. No std:: distributions (their algorithms differ between libraries).
#pragma once

#include <cstdint>
#include <vector>

namespace dip::bot {

class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    // A number in [0, n); 0 when n <= 0. The modulo's bias is below 2^-40 for the sizes used here.
    std::int64_t below(std::int64_t n) {
        return n <= 0 ? 0 : static_cast<std::int64_t>(next() % static_cast<std::uint64_t>(n));
    }
    // True with probability num/den.
    bool chance(std::int64_t num, std::int64_t den) { return below(den) < num; }
    // Fisher-Yates, in the same steps everywhere (std::shuffle's are the library's own).
    template <class T>
    void shuffle(std::vector<T>& v) {
        for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[static_cast<std::size_t>(below(i))]);
    }

private:
    std::uint64_t state_;
};

// A seed made from several numbers (a game's seed, a phase, a power), so that every decision has its own
// stream of chance and none depends on how many draws another made.
inline std::uint64_t mix_seed(std::uint64_t a, std::uint64_t b) {
    Random r(a ^ (b * 0xd1342543de82ef95ULL + 0x2545f4914f6cdd1dULL));
    return r.next();
}

}  // namespace dip::bot
