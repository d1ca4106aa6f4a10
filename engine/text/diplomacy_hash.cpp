// Their Zobrist hash (diplomacy_hash.h): CPython's Mersenne Twister (random.seed of an integer, getrandbits,
// randint) and the package's tables, so that the numbers come out bit for bit as theirs.
#include "diplomacy_hash.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <vector>

namespace dip {

namespace {

// MT19937 as CPython's _randommodule.c runs it: init_by_array with the seed's 32-bit words.
class PythonRandom {
public:
    explicit PythonRandom(std::uint32_t seed) {
        mt_[0] = 19650218u;
        for (int i = 1; i < 624; ++i)
            mt_[i] = 1812433253u * (mt_[i - 1] ^ (mt_[i - 1] >> 30)) + static_cast<std::uint32_t>(i);
        // init_by_array with a key of one word.
        int i = 1, j = 0;
        for (int k = 624; k; --k) {
            mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1664525u)) + seed + static_cast<std::uint32_t>(j);
            ++i;
            j = 0;  // the key has one word
            if (i >= 624) {
                mt_[0] = mt_[623];
                i = 1;
            }
        }
        for (int k = 623; k; --k) {
            mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1566083941u)) - static_cast<std::uint32_t>(i);
            if (++i >= 624) {
                mt_[0] = mt_[623];
                i = 1;
            }
        }
        mt_[0] = 0x80000000u;
        index_ = 624;
    }
    std::uint32_t next32() {
        if (index_ >= 624) {
            for (int k = 0; k < 624; ++k) {
                const std::uint32_t y = (mt_[k] & 0x80000000u) | (mt_[(k + 1) % 624] & 0x7fffffffu);
                mt_[k] = mt_[(k + 397) % 624] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
            }
            index_ = 0;
        }
        std::uint32_t y = mt_[index_++];
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c5680u;
        y ^= (y << 15) & 0xefc60000u;
        y ^= y >> 18;
        return y;
    }
    // random.randint(1, sys.maxsize): 1 + getrandbits(63) drawn again while it is not below 2^63 - 1.
    std::uint64_t randint_to_maxsize() {
        constexpr std::uint64_t n = (std::uint64_t{1} << 63) - 1;
        for (;;) {
            const std::uint64_t low = next32();
            const std::uint64_t high = next32() >> 1;  // getrandbits keeps the top 31 bits of the last word
            const std::uint64_t r = low | (high << 32);
            if (r < n) return r + 1;
        }
    }

private:
    std::array<std::uint32_t, 624> mt_{};
    int index_ = 624;
};

std::string upper(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

}  // namespace

std::uint64_t diplomacy_zobrist_hash(const Position& pos, const Map& map) {
    // Their map_powers and map_locs: sorted names; locations without impassable ones ("SHUT").
    std::vector<std::string> powers, locs, centres;
    for (int p = 0; p < map.power_count(); ++p) powers.push_back(upper(map.power(static_cast<Power>(p)).name));
    for (int l = 0; l < map.loc_count(); ++l)
        if (map.kind(map.province_of(static_cast<Loc>(l))) != SpaceKind::Impassable)
            locs.push_back(upper(map.loc(static_cast<Loc>(l)).abbr));
    for (int p = 0; p < map.province_count(); ++p)
        if (map.province(p).centre) centres.push_back(upper(map.province(p).abbr));
    std::sort(powers.begin(), powers.end());
    std::sort(locs.begin(), locs.end());
    std::sort(centres.begin(), centres.end());
    std::string concat;
    for (const std::string& c : centres) concat += (concat.empty() ? "" : "-") + c;
    // map_seed = (12345 + nb_locs + sum(ord(x) * 7 ** ix)) % 2 ** 32, computed modulo 2^32 throughout.
    std::uint32_t seed = 12345u + static_cast<std::uint32_t>(locs.size()), power7 = 1;
    for (char c : concat) {
        seed += static_cast<std::uint32_t>(static_cast<unsigned char>(c)) * power7;
        power7 *= 7u;
    }
    PythonRandom random(seed);
    const std::size_t n = locs.size(), np = powers.size();
    const auto table = [&](std::size_t rows) {
        std::vector<std::vector<std::uint64_t>> t(rows, std::vector<std::uint64_t>(n));
        for (auto& row : t)
            for (auto& v : row) v = random.randint_to_maxsize();
        return t;
    };
    const auto unit_type = table(2), units = table(np), dis_unit_type = table(2), dis_units = table(np),
               centre_table = table(np), homes = table(np);
    const auto loc_ix = [&](const std::string& name) {
        return static_cast<std::size_t>(std::lower_bound(locs.begin(), locs.end(), name) - locs.begin());
    };
    const auto power_ix = [&](Power p) {
        const std::string name = upper(map.power(p).name);
        return static_cast<std::size_t>(std::lower_bound(powers.begin(), powers.end(), name) - powers.begin());
    };
    std::uint64_t hash = 0;
    for (int p = 0; p < map.province_count(); ++p) {
        const ProvinceInfo& info = map.province(p);
        if (const Unit& u = pos.units[p]) {
            const std::size_t l = loc_ix(upper(map.loc(u.loc).abbr));
            hash ^= unit_type[u.type == UnitType::Fleet][l] ^ units[power_ix(u.power)][l];
        }
        if (const Unit& u = pos.dislodged[p].unit) {
            const std::size_t l = loc_ix(upper(map.loc(u.loc).abbr));
            hash ^= dis_unit_type[u.type == UnitType::Fleet][l] ^ dis_units[power_ix(u.power)][l];
        }
        if (info.centre && pos.owner[p] != kNoPower)
            hash ^= centre_table[power_ix(pos.owner[p])][loc_ix(upper(info.abbr))];
        if (info.centre && info.home != kNoPower && info.home < map.power_count())
            hash ^= homes[power_ix(info.home)][loc_ix(upper(info.abbr))];
    }
    return hash;
}

}  // namespace dip
