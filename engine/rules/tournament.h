// Tournament conventions: how a game ends (solo, time limit, or a passed draw or concession vote), how it is
// scored (C-Diplo, sum of squares, draw size and the other systems of board_result.h) and how votes are held, as at
// the World Boardgaming Championships. Pure functions of a position; storing votes and their results is the front
// end's business (docs/RULES.md).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "position.h"
#include "rules.h"

namespace dip {

// Stored in save files as a byte: new systems go after the last, never renumbered.
enum class Scoring : std::uint8_t { CDiplo, SumOfSquares, DrawSize, Carnage, OpenTribute, Tribute, ManorCon };
inline constexpr Scoring kLastScoring = Scoring::ManorCon;  // the highest value a save may hold
// "C-Diplo", "Sum of squares", "Draw size", "Carnage", "OpenTribute", "Tribute", "ManorCon"
std::string_view to_string(Scoring s);

enum class EndKind : std::uint8_t { None, Solo, Draw, Concession, TimeLimit };  // None: the game goes on

// How a game ended. Plain data, stored by the front end when a vote passes.
struct GameEnd {
    EndKind kind = EndKind::None;
    Power winner = kNoPower;                 // Solo, Concession: the power that won or was conceded to
    std::array<bool, kMaxPowers> in_draw{};  // Draw: the powers sharing it (every surviving power)
    friend bool operator==(const GameEnd&, const GameEnd&) = default;
};

// How a game stands by the board alone: a solo win (pos.winner), else TimeLimit when the end year or turn limit
// is reached (rules.finished), else None. A passed vote's GameEnd takes precedence; the caller holds it.
GameEnd game_end(const Rules& rules, const Position& pos);

// One line for players: "France won alone", "Draw: England, France, Russia", "Conceded to Turkey",
// "The time limit was reached", "The game goes on". With the final position, the time limit names the last
// season played: "The time limit was reached after Fall 1907".
std::string describe(const GameEnd& end, const Map& map);
std::string describe(const GameEnd& end, const Map& map, const Position& pos);

struct ScoreLine {
    Power power = kNoPower;
    int centres = 0;
    double points = 0;
    int place = 0;  // 1-based rank by centres, tied powers sharing it; a solo winner or the power conceded to is 1st
    friend bool operator==(const ScoreLine&, const ScoreLine&) = default;
};

// Every power of the map, best first (by points, then centres, then map order). EndKind::None gives the
// provisional table: scored as if the game ended by time limit now (or as a solo if pos.winner is set). The same as
// score_board(scoring, board_result(pos, map, end)) (board_result.h).
std::vector<ScoreLine> score_table(Scoring scoring, const Position& pos, const Map& map, const GameEnd& end);

// Votes (draw or concession), as at the World Boardgaming Championships.
enum class VoteKind : std::uint8_t { Draw, Concede };
struct VoteProposal {
    VoteKind kind = VoteKind::Draw;
    Power to = kNoPower;                   // Concede: the power the others concede to
    std::array<bool, kMaxPowers> named{};  // Draw: the powers a DINS draw includes; none: every survivor (DIAS)
};
enum class Ballot : std::uint8_t { Abstain, Yes, No };  // an abstaining or absent power counts as yes

// The powers entitled to vote: those owning at least one supply centre.
std::array<bool, kMaxPowers> voters(const Position& pos, const Map& map);

// "" when this vote may be held now, else why not: only during a movement phase, at most one per movement phase
// (`votes_this_phase`: how many were already held in this phase), not once the game is over (rules.finished),
// a concession only to a power entitled to vote, and a DINS draw only among powers still in the game.
std::string vote_allowed(const Rules& rules, const Position& pos, int votes_this_phase, const VoteProposal& p);

struct VoteOutcome {
    bool passed = false;
    GameEnd end;  // when passed: a Draw among the powers named (DINS) or every surviving power (DIAS), or a Concession
    std::optional<int> vetoes;  // only when the caller reveals vetoes: how many voters voted No (0 when it passed)
    friend bool operator==(const VoteOutcome&, const VoteOutcome&) = default;
};

// Unanimous among the voters: it passes unless a voter votes No; ballots of non-voters are ignored. By default a
// failed vote reveals no counts: the outcome carries nothing but `passed`. An event that reveals the number of
// vetoes passes `reveal_vetoes`, and `vetoes` holds it (never who cast them). A concession to a power that is not a
// voter, or a DINS draw naming a power out of the game, never passes and reveals nothing.
VoteOutcome decide_vote(const VoteProposal& p, const std::array<Ballot, kMaxPowers>& ballots, const Position& pos,
                        const Map& map, bool reveal_vetoes = false);

}  // namespace dip
