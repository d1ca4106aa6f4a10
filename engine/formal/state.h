// The state Formal Diplomacy keeps in a position (docs/RULES.md, "Formal Diplomacy"): wars, spheres of influence
// and victory points. It lives in the bytes Position keeps for its variant (Position::variant_state), all zero
// when nothing has happened; only Formal Diplomacy's code and its panels read it, through formal_state().
#pragma once

#include <array>
#include <cstdint>

#include "position.h"

namespace dip {

// Formal Diplomacy is played by at most this many powers (the standard board's seven): its state is sized so.
inline constexpr int kMaxFormalPowers = 16;

struct FormalState {
    std::array<std::uint16_t, kMaxFormalPowers> wars;   // by power: bit q set while at war with power q (mutual)
    std::array<std::uint8_t, kMaxLocs> sphere_code;     // by province: 1 + whose sphere of influence it is, 0 none
    std::array<std::int16_t, kMaxFormalPowers> points;  // victory points by power, from 0

    bool at_war(Power a, Power b) const { return a < kMaxFormalPowers && b < kMaxFormalPowers && ((wars[a] >> b) & 1); }
    bool at_war_with_anyone(Power a) const { return a < kMaxFormalPowers && wars[a] != 0; }
    void set_war(Power a, Power b, bool on);  // both ways: a war is mutual
    // Whose sphere of influence a province is, or kNoPower.
    Power sphere(Province p) const { return sphere_code[p] ? static_cast<Power>(sphere_code[p] - 1) : kNoPower; }
    void set_sphere(Province p, Power pw) { sphere_code[p] = pw == kNoPower ? 0 : static_cast<std::uint8_t>(pw + 1); }
    void clear_spheres() { sphere_code.fill(0); }
    int points_of(Power pw) const { return pw < kMaxFormalPowers ? points[pw] : 0; }
    bool is_default() const { return *this == FormalState{}; }
    friend bool operator==(const FormalState&, const FormalState&) = default;
};
static_assert(sizeof(FormalState) <= sizeof(VariantState::bytes), "Formal Diplomacy's state fits the variant's bytes");

// The Formal Diplomacy state in a position's variant bytes (zero bytes: no war, no sphere, no point).
FormalState& formal_state(Position& pos);
const FormalState& formal_state(const Position& pos);

}  // namespace dip
