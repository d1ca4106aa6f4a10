// The opening book: the named openings players publish for a board (assets/boards/<board>/openings.txt), as
// the computer players' first orders (docs/BOTS.md, "Openings"). A book is read once per variant of the catalogue;
// an opening whose orders do not fit a variant's start (England vs Turkey's England starts with other units) is
// left out for that variant.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bot/board.h"
#include "bot/random.h"

namespace dip::bot {

struct Opening {
    Power power = kNoPower;
    std::string name;           // "Southern Hungarian"
    std::vector<Order> orders;  // one for each of the power's starting units
};

struct OpeningBook {
    std::vector<Opening> openings;    // in the file's order
    std::vector<std::string> errors;  // lines that could not be read: "line 3: unknown power \"Xyz\""
    bool unknown_powers = false;      // some line names a power the map does not have
};

// Reads a book for a map. Format: one opening per line, "<Power>: <Name>: <order>, <order>, ...";
// "#" starts a comment. An opening is kept only when its orders are legal in the map's start position and
// order each starting unit of its power exactly once.
OpeningBook read_openings(std::string_view text, const Rules& rules);

// The book of the board the rules are played on: none for a map outside the catalogue, a board without one, or
// a variant that leaves some of the board's powers out. Openings are written for the whole board; in a duel
// they mislead (Italy's Lepanto sails for a Turkey that is not there: Normal's Italy fell from 0.90 to 0.70 in
// Germany vs Italy).
const OpeningBook& opening_book(const Rules& rules);

// Whether the book applies: the first movement phase of the game, with the power's starting units where they
// started, in rules that give the power no orders of its own (Formal Diplomacy's) to add.
bool in_opening(const Rules& rules, const Position& pos, Power power);

// The power's openings in the book, when it applies; empty otherwise.
std::vector<const Opening*> openings_for(const Rules& rules, const Position& pos, Power power);

}  // namespace dip::bot
