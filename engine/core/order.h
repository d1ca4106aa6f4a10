// An order as written by a player, after parsing: what kind, for which unit, to where.
// Orders say what the player wrote (types and coasts may be missing or wrong); the adjudicators decide what
// that means on the board. Writing an order back as standard text lives here too.
#pragma once

#include <array>
#include <string>

#include "map.h"
#include "position.h"
#include "types.h"

namespace dip {

enum class OrderKind : std::uint8_t {
    Hold,         // A Par H
    Move,         // A Par - Bur        (dest; via_convoy)
    SupportHold,  // A Mun S A Ber      (target)
    SupportMove,  // A Mun S A Ber - Sil (target, dest)
    Convoy,       // F Nth C A Lon - Bel (target, dest)
    Retreat,      // A Mun R Boh        (dest)
    Disband,      // A Mun D            (retreat phase)
    Build,        // Build A Par        (unit = where; unit_type = what, may be None)
    Remove,       // Remove A Mun
    Waive,        // Waive              (a build not taken)
    // Slots for a variant's own orders (vocabulary.h; Formal Diplomacy's are in formal/vocabulary.h). Their
    // numbers are in save strings: a vocabulary keeps its slots for ever.
    Variant0,
    Variant1,
    Variant2,
    Variant3,
    Variant4,
    Variant5,
};

struct Order {
    OrderKind kind = OrderKind::Hold;
    Power power = kNoPower;                 // the power giving the order
    UnitType unit_type = UnitType::None;    // type as written; None when omitted
    Loc unit = kNone;                       // the ordered unit's location as written (a build's location)
    UnitType target_type = UnitType::None;  // support/convoy: the other unit's type as written
    Loc target = kNone;                     // support/convoy: the other unit's location
    Loc dest = kNone;                       // move/retreat/support-move/convoy destination as written
    bool via_convoy = false;                // "via convoy", or an explicit convoy path
    std::uint8_t path_len = 0;              // explicit convoy path, as written (not binding, DATC 4.A.6)
    std::array<Province, 12> path{};
    Power named_power = kNoPower;  // a variant's order: the power it names, as written

    friend bool operator==(const Order&, const Order&) = default;
};

// Standard notation with the map's abbreviations: "A Par - Bur", "F Mao - Spa/nc", "A Mun S A Ber - Sil",
// "F Nth C A Lon - Bel", "A Mun R Boh", "A Mun D", "Build F StP/nc", "Remove A Mun", "Waive"; a variant's
// orders as its vocabulary writes them.
std::string to_text(const Order& o, const Map& map);

// Hold to Waive: the orders of the standard game; the others are a variant's.
constexpr bool is_standard_order(OrderKind k) { return k <= OrderKind::Waive; }
// A variant's order given by a power for no unit (Formal Diplomacy's declarations of war, say).
bool is_power_order(OrderKind k);
// Everything but Build, Waive and the power orders names an existing unit.
inline bool is_unit_order(OrderKind k) {
    return k != OrderKind::Build && k != OrderKind::Waive && (is_standard_order(k) || !is_power_order(k));
}

// ---- Orders made in code (order entry, listings, the engine's implicit orders) -----------------------------
// Each names the unit with its type and location as they stand on the board.
Order unit_order(OrderKind kind, const Unit& u);  // Hold, Disband, Remove: the unit alone
Order move_order(const Unit& u, Loc dest, bool via_convoy = false);
Order retreat_order(const Unit& u, Loc dest);
Order support_order(const Unit& u, const Unit& supported, Loc dest = kNone);  // kNone: support to hold
Order convoy_order(const Unit& fleet, const Unit& army, Loc dest);
Order build_order(Power power, UnitType type, Loc where);
Order power_order(OrderKind kind, Power power, Power named = kNoPower, Loc dest = kNone);  // Waive, a variant's

// The order with the unit types filled in from the board where the units exist (a player may omit or
// mistake them, DATC 4.C.1-2), for showing orders back to players.
Order with_board_types(Order o, const Position& pos, const Map& map);

}  // namespace dip
