// One board's result as a tournament scores it: each power's centres at the end, whether a power without centres
// is still on the board, the year each eliminated power fell, and how the game ended. It comes from a game played
// on the page or is entered by hand by the director; every scoring system of docs/RULES.md ("Scoring systems")
// reads it. Checking and scoring only: keeping results is the event's business (engine/event/).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "position.h"
#include "tournament.h"

namespace dip {

inline constexpr int kFirstGameYear = 1901;  // every board's first year: elimination years and ManorCon count from it

// A power is in the game at the end when it owns a centre or is marked `units_only`; otherwise it was eliminated,
// in `eliminated_in` when that is known.
struct BoardResult {
    int powers = 7;                             // how many powers the board has
    std::array<int, kMaxPowers> centres{};      // each power's supply centres at the end
    std::array<bool, kMaxPowers> units_only{};  // no centre, but units still on the board: not eliminated
    std::array<int, kMaxPowers>
        eliminated_in{};  // the game year an eliminated power fell; 0: not known (or it survived)
    int year = 0;  // the last game year played: the solo's, or the last Fall's at a draw or time limit; 0: not known
    GameEnd end;   // Solo or Concession (winner); Draw (in_draw: the powers sharing it); TimeLimit; None: goes on
    friend bool operator==(const BoardResult&, const BoardResult&) = default;
};

// Whether `power` is still in the game at the end (a centre, or units only).
bool survives(const BoardResult& result, int power);

// The powers sharing a draw: those a Draw names (DINS, or every survivor when the vote was DIAS); any other end is
// scored as a draw of every survivor.
std::array<bool, kMaxPowers> draw_members(const BoardResult& result);

// The result a position stands at: its centres, `units_only` for powers with units but no centre, the year of the
// last movement turn played, and a position with a winner as a Solo whatever `end` says. `eliminated_in` is left 0:
// a position does not know when a power fell; the caller that has the game's history fills it in.
BoardResult board_result(const Position& pos, const Map& map, const GameEnd& end);

// "" when the result can be, else what is wrong, one problem a line, in words for the director (powers named as
// on `map`, by default the standard board): the centres add up to more than `board_centres`, a count is negative,
// a solo or concession names no power of the board, a solo winner has fewer than `solo_centres` (or another power
// has as many), a power has a solo's centres but the game is not a solo, a draw names nobody or a power with no
// centre and no unit, a power with centres is marked eliminated, an elimination year is before the first year or
// after the last. `solo_centres` <= 0: no solo is possible.
std::string check(const BoardResult& result, int board_centres, int solo_centres, const Map& map = standard_map());

// What a solo (or a concession) is worth to the winner in each system: 100, but Carnage 28,034, OpenTribute 340
// and ManorCon 75.
double solo_points(Scoring scoring);

// Every power of the board, best first (by points, then centres, then board order), scored by `scoring`
// (docs/RULES.md, "Scoring systems", gives each system with a worked example). Place is the rank by centres, a
// solo winner or the power conceded to first, as in score_table().
std::vector<ScoreLine> score_board(Scoring scoring, const BoardResult& result);

}  // namespace dip
