// Formal Diplomacy's state in a position's variant bytes.
#include "formal/state.h"

#include <new>

namespace dip {

// The bytes hold a FormalState (an implicit-lifetime type, C++20): reading them as one is well defined.
FormalState& formal_state(Position& pos) {
    return *std::launder(reinterpret_cast<FormalState*>(pos.variant_state.bytes.data()));
}

const FormalState& formal_state(const Position& pos) {
    return *std::launder(reinterpret_cast<const FormalState*>(pos.variant_state.bytes.data()));
}

void FormalState::set_war(Power a, Power b, bool on) {
    if (a >= kMaxFormalPowers || b >= kMaxFormalPowers) return;
    const auto bit = [](Power p) { return static_cast<std::uint16_t>(1u << p); };
    if (on) {
        wars[a] |= bit(b);
        wars[b] |= bit(a);
    } else {
        wars[a] &= static_cast<std::uint16_t>(~bit(b));
        wars[b] &= static_cast<std::uint16_t>(~bit(a));
    }
}

}  // namespace dip
