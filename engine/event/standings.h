// The standings of an event: each player's games and round scores, the tournament score (the best N rounds),
// the rank with the five tiebreakers in order, and the Best Country awards. Computed from the event alone, at
// any time (boards without a result yet count for nothing); the CSV and the screen's rows are standings_table.h.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "event.h"

namespace dip {

// One game of a player (or of the game master's seat): where, with which power, and how it scored.
struct PlayedGame {
    int round = 0;                 // 0-based
    int board = 0;                 // 0-based
    int power = 0;                 // the seat: an index of the board's powers
    double points = 0;             // the power's score on its board by the event's scoring system
    int centres = 0;               // the power's centres at the end
    int place = 0;                 // its place on the board (score_board's)
    int board_centres = 0;         // every power's centres on that board added up
    bool counts_for_round = true;  // false: the lesser of a two-board player's games in one round
    friend bool operator==(const PlayedGame&, const PlayedGame&) = default;
};

// What set a player below the one just above in the standings.
enum class RankedBy : std::uint8_t {
    Total,               // the tournament score (or the first of the table)
    BestGame,            // (1) the higher single game score
    Met,                 // (2) the higher score in the games where the tied players met
    AverageCentres,      // (3) the higher average centre count
    CentreDifferential,  // (4) the higher overall centre differential
    GameMaster,          // (5) the game master's decision
    Tied                 // nothing: they share the rank
};
std::string_view to_string(RankedBy r);  // "score", "best game", ..., "tied"

struct Standing {
    int player = 0;                                   // the player's id
    std::vector<PlayedGame> games;                    // every game with a result, by round then board
    std::vector<std::optional<double>> round_scores;  // per round held: its score; none when not played (yet)
    std::vector<int> counted;                         // the rounds (0-based, ascending) summed into the total
    double total = 0;                                 // the tournament score: the best N round scores
    double best_game = 0;                             // tiebreaker 1
    double average_centres = 0;                       // tiebreaker 3: over the games that count for their round
    double centre_differential = 0;                   // tiebreaker 4 (standings.cpp says how it is defined)
    int rank = 0;                                     // 1-based, shared when still tied; 0: no game yet
    RankedBy ranked_by = RankedBy::Total;             // what set this player below the one above
    friend bool operator==(const Standing&, const Standing&) = default;
};

struct BestCountry {
    int power = 0;
    double points = 0;         // the best single-game score with the power
    std::vector<int> players;  // ascending ids of every player who scored it; empty: no result with it yet
    friend bool operator==(const BestCountry&, const BestCountry&) = default;
};

struct Standings {
    std::vector<Standing> players;          // the ranked, best first; then those with no game yet, by id
    std::vector<PlayedGame> game_master;    // the seats the game master filled ("NC"): ranked after everyone
    std::vector<BestCountry> best_country;  // one per power of the board, in power order; never the game master
    friend bool operator==(const Standings&, const Standings&) = default;
};

// The standings as they stand. A player on two boards in one round scores the better of the two games for that
// round (the other counts for Best Country and as a game where players met, not for the averages); a seat the
// game master filled scores nothing for any player.
Standings standings(const Event& event);

}  // namespace dip
