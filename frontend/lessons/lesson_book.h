// The lessons of a first hour: seven short positions on the real board, each teaching one rule (a move, a
// bounce, a support, cutting a support, a convoy, a retreat, a build). Each has a coach card in plain words, the
// other powers' orders already written (shown to the learner: a lesson hides nothing), and a goal the page checks
// once the phase is played. A new lesson is one more entry in lesson_book.cpp.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "game.h"
#include "map.h"

namespace dip {

// What a goal looks at: the phase the learner played, on the standard board.
struct GoalView {
    const Map& map;
    const PlayedPhase& phase;
    Power you;

    const Position& after() const { return phase.result.next; }
    Province province(std::string_view abbr) const { return map.find_abbr(abbr); }
    // The power's unit standing in the province once the phase is played (dislodged ones are not standing).
    bool stands(Power p, std::string_view abbr) const;
    // The power's units on the board once the phase is played, dislodged ones included.
    int units(Power p) const;
    // The outcome of the order given for the unit that stood in the province (none: nullptr).
    const OrderResult* order_of(std::string_view abbr) const;
};

struct Lesson {
    std::string_view id;        // kept in storage once done ("move")
    std::string_view title;     // "Move"
    std::string_view rule;      // the rule taught, in plain words
    std::string_view task;      // what to do now
    std::string_view how;       // how to write that order on this page
    std::string_view position;  // the board, the phase and the other powers' orders (docs/POSITION_FORMAT.md)
    std::string_view power;     // the learner's power ("France")
    std::string (*goal)(const GoalView&);  // "" once met, else what is not so yet (in the learner's words)
    std::string_view done;                 // said once the goal is met: why it worked
};

const std::vector<Lesson>& lessons();

// The lesson's goal checked on the first phase played of its game: "" when met, else why not.
std::string check_goal(const Lesson& lesson, const Map& map, const PlayedPhase& played);

}  // namespace dip
