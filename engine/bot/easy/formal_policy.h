// What a computer player does with Formal Diplomacy's power orders (docs/BOTS.md, "Formal Diplomacy"): it
// declares war only when no centre is left to take in peace, on the neighbour whose centres it can best reach;
// surrenders when the powers at war with it outnumber it on most of its centres; claims spheres of influence
// on neutral centres next to it that no enemy can reach, and gives up a sphere an enemy is about to enter.
// Only orders the rules offer (Rules::power_orders) are given, so in the standard game these are empty.
#pragma once

#include <vector>

#include "bot/board.h"

namespace dip::bot {

// The orders that change the position moves are judged in: a surrender, or one declaration of war.
std::vector<Order> formal_declarations(const Board& board, Power me);
// Spheres claimed and given up, once the power's unit orders are known (no claim where one of its own moves
// goes: a move into the province would defeat the claim).
std::vector<Order> formal_claims(const Board& board, Power me, const std::vector<Order>& unit_orders);

}  // namespace dip::bot
