// The seeded draw of a round: boards and powers at random from the players checked in and a seed everyone has
// seen, so anyone can redo it and get the same seats. Nobody is given a power they played in an earlier round.
// Pure: the same request gives the same draw on every machine (seeded_random.h, never std's distributions).
#pragma once

#include <cstdint>
#include <vector>

#include "event.h"
#include "failure.h"

namespace dip {

// Everything a draw depends on, and nothing else.
struct DrawRequest {
    std::vector<int> players;           // the players checked in: ascending ids, none kGameMaster
    std::vector<std::uint32_t> played;  // for each of `players`, the powers played in earlier rounds (bit p: power p)
    ShortBoards short_boards = ShortBoards::SitOut;  // when players.size() is not a multiple of board_size
    std::vector<int> volunteers;                     // ascending, among `players`: to sit out, or to play two boards
    int board_size = 7;
    std::uint64_t seed = 0;
};

struct Draw {
    std::vector<Board> boards;     // seats[power]: a player id or kGameMaster (only on the last board); no results
    std::vector<int> sitting_out;  // ascending
    std::vector<int> two_boards;   // ascending: players seated on two boards
    friend bool operator==(const Draw&, const Draw&) = default;
};

// The draw, or why there is none: too few players for a board, too few volunteers to play two boards, or no
// seating in which nobody repeats a power (the message says which).
//
// When the players are not a multiple of the board size (r over a whole number of boards), the director chose:
// - SitOut: r players sit out. Volunteers go first, drawn at random among them when more volunteer than are
//   needed; when fewer volunteer, the rest are drawn at random among the others. Nobody is forced to play twice
//   and no seat goes to the game master, but r people wait four hours.
// - TwoBoards: the last board's b - r empty seats go to volunteers who play a second board at the same time,
//   drawn at random among the volunteers; there must be enough of them (playing twice is never imposed), and
//   each sits at two different boards.
// - GameMaster: the game master takes the b - r empty seats of the last board ("NC": ranked last, no award).
// Then every seat holder is dealt to a board at random, and each board's powers are drawn uniformly among the
// deals in which nobody holds a power played before (as if the box were shaken again until none repeats). A deal
// with no such assignment, or with a two-board player twice on one board, is dealt again, a bounded number of
// times; only then is the draw refused.
Expected<Draw> make_draw(const DrawRequest& request);

// The request for round `round` of the event: its check-in, choice, volunteers and seed, and the powers played in
// the rounds before it.
DrawRequest draw_request(const Event& event, int round);

// Draws round `round` and stores its boards and sit-outs (replacing a draw made before, but never one with a
// result entered). "" or why not. With `repeats_allowed`, the powers played before are not looked at: for a round
// in which nobody-plays-twice cannot be met, a draw the director then changes by hand (repeated_powers() lists
// what it repeats).
std::string draw_round(Event& event, int round, bool repeats_allowed = false);

}  // namespace dip
