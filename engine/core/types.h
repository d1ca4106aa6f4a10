// Vocabulary types of the engine: powers, spaces, units, phases, and a small fixed-size set of spaces.
// Everything here is plain data with no dependency on the map's contents; the map gives ids their meaning.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string_view>

namespace dip {

// A Great Power, as an index into Map::powers(). Standard map: Austria, England, France, Germany, Italy,
// Russia, Turkey (the conventional order). Chaos has 34.
using Power = std::uint8_t;
inline constexpr Power kNoPower = 0xFF;
inline constexpr int kMaxPowers = 40;

// A province (a "space" on the board), as an index into Map::provinces().
using Province = std::uint8_t;
// A location a unit can stand on: a province, or one coast of a province with split coasts.
// Locations 0..province_count-1 are the provinces themselves; coasts follow.
using Loc = std::uint8_t;
inline constexpr std::uint8_t kNone = 0xFF;  // no province / no location
inline constexpr int kMaxLocs = 128;         // fixed capacity of per-space tables and of SpaceSet

enum class UnitType : std::uint8_t { None, Army, Fleet };
enum class Coast : std::uint8_t { None, North, South, East, West };
enum class SpaceKind : std::uint8_t { Land, Coast, Sea, Impassable };

enum class Season : std::uint8_t { Spring, Fall, Winter };
enum class PhaseKind : std::uint8_t { Movement, Retreats, Adjustments };

// Years a position may have, in every form that reads or writes one (the position format, save strings, links,
// the computers' requests, a board's first phase, an end year): from 0 (the Ancient Mediterranean starts in year
// 1) to kLastYear. Play stops there: every game is over after the Fall of kLastYear (Rules::finished), and the
// phase after it is that year's Winter (Rules::advance), so whatever play reaches reads back.
inline constexpr int kLastYear = 9999;

struct Phase {
    Season season = Season::Spring;
    PhaseKind kind = PhaseKind::Movement;
    int year = 1901;
    friend bool operator==(const Phase&, const Phase&) = default;
};

// A set of provinces or locations (ids below kMaxLocs), as a 128-bit mask. Iteration is in id order, which
// keeps every result of the engine deterministic.
class SpaceSet {
public:
    constexpr void insert(int id) { words_[id >> 6] |= std::uint64_t{1} << (id & 63); }
    // insert(id) when `on`, without a branch (for loops over every province whose test is unpredictable).
    constexpr void insert_if(int id, bool on) { words_[id >> 6] |= std::uint64_t{on} << (id & 63); }
    constexpr void erase(int id) { words_[id >> 6] &= ~(std::uint64_t{1} << (id & 63)); }
    constexpr bool contains(int id) const { return (words_[id >> 6] >> (id & 63)) & 1; }
    constexpr bool empty() const { return (words_[0] | words_[1]) == 0; }
    constexpr int size() const { return std::popcount(words_[0]) + std::popcount(words_[1]); }
    constexpr void clear() { words_ = {0, 0}; }

    constexpr SpaceSet operator&(const SpaceSet& o) const { return {words_[0] & o.words_[0], words_[1] & o.words_[1]}; }
    constexpr SpaceSet operator|(const SpaceSet& o) const { return {words_[0] | o.words_[0], words_[1] | o.words_[1]}; }
    constexpr SpaceSet without(const SpaceSet& o) const { return {words_[0] & ~o.words_[0], words_[1] & ~o.words_[1]}; }
    constexpr SpaceSet& operator|=(const SpaceSet& o) {
        *this = *this | o;
        return *this;
    }
    constexpr bool intersects(const SpaceSet& o) const { return !(*this & o).empty(); }
    constexpr friend bool operator==(const SpaceSet&, const SpaceSet&) = default;

    // Calls f(id) for each member, in increasing id order. The two words are walked one after the other: a
    // loop over them mispredicted its own end in the adjudicator's cold runs.
    template <class F>
    constexpr void for_each(F&& f) const {
        for (std::uint64_t bits = words_[0]; bits; bits &= bits - 1) f(std::countr_zero(bits));
        for (std::uint64_t bits = words_[1]; bits; bits &= bits - 1) f(64 + std::countr_zero(bits));
    }
    // The smallest member, or -1.
    constexpr int first() const {
        if (words_[0]) return std::countr_zero(words_[0]);
        if (words_[1]) return 64 + std::countr_zero(words_[1]);
        return -1;
    }

private:
    constexpr SpaceSet(std::uint64_t a, std::uint64_t b) : words_{a, b} {}

public:
    constexpr SpaceSet() = default;

private:
    std::array<std::uint64_t, 2> words_{0, 0};
};

std::string_view to_string(UnitType t);   // "A", "F", or ""
std::string_view to_string(Coast c);      // "nc", "sc", "ec", "wc", or ""
std::string_view to_string(Season s);     // "Spring", "Fall", "Winter"
std::string_view to_string(PhaseKind k);  // "Movement", "Retreats", "Adjustments"

// The coast a lower-case word names: "nc" or "north" (with `short_forms` also "n"), ...; Coast::None if none.
Coast coast_from_word(std::string_view word, bool short_forms);

}  // namespace dip
