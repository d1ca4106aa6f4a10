// Orders and results told to a newcomer: an order in plain words ("Move the army in Paris to Burgundy"), why it
// is worth giving, and what a result that went against them teaches. The coach's words (coach.h).
#pragma once

#include <string>

#include "game.h"
#include "map.h"

namespace dip {

// The order as an instruction to its power's player, naming units by kind and province.
std::string order_in_words(const Order& o, const Position& before, const Map& map);
// Why the order helps its power, in a short clause ("Belgium is a centre nobody owns: ...").
std::string why_give(const Order& o, const Position& before, const Map& map);
// What an order that did not work teaches, in a sentence ("" when it worked or there is nothing to learn).
std::string lesson_in(const OrderResult& r, const Position& before, const Map& map);

}  // namespace dip
