// A face-to-face tournament as its director keeps it: the settings, the players, and per round the check-in, the
// draw's boards and each board's result. Plain data and the checks that keep it sound; the draw (round_draw.h),
// the standings (standings.h) and the event as text (event_text.h) are apart. No clocks, no platform.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "board_result.h"
#include "failure.h"
#include "tournament.h"

namespace dip {

// Limits every event respects, so a crafted event string costs a bounded time and memory.
inline constexpr int kMaxEventPlayers = 1000;
inline constexpr int kMaxPlayerId = 999999;
inline constexpr int kMaxEventRounds = 20;
inline constexpr int kMaxBoardSize = 7;  // the draw deals the powers of one board: the standard game's seven at most
inline constexpr std::size_t kMaxNameBytes = 80;

// A seat the game master fills because the players are not a multiple of the board size: shown "NC", ranked
// last, never given an award, and scoring nothing for anyone.
inline constexpr int kGameMaster = 0;

// Who shares a drawn game: every survivor (DIAS), or only those the vote names (DINS).
enum class DrawRule : std::uint8_t { DIAS, DINS };

// What the director does when the players checked in are not a multiple of the board size.
enum class ShortBoards : std::uint8_t {
    SitOut,     // the surplus sit out: volunteers first, the rest drawn at random
    TwoBoards,  // volunteers play two boards at once, filling the last board
    GameMaster  // the game master ("NC") fills the empty seats of the last board
};

struct EventSettings {
    Scoring scoring = Scoring::CDiplo;
    int rounds = 3;      // rounds planned
    int counted = 2;     // a player's best `counted` round scores make the tournament score
    int board_size = 7;  // powers (seats) on a board, in the map's order
    int centres = 34;    // supply centres on a board
    int solo = 18;       // centres for a solo victory
    DrawRule draw_rule = DrawRule::DIAS;
    std::uint64_t seed = 0;  // shown to everyone before the first draw; each round's seed follows from it
    friend bool operator==(const EventSettings&, const EventSettings&) = default;
};

struct Player {
    int id = 0;        // 1..kMaxPlayerId, never reused within an event
    std::string name;  // as the director typed it; unique within the event
    friend bool operator==(const Player&, const Player&) = default;
};

// One board of a round: who plays each power, and the result once known.
struct Board {
    std::vector<int> seats;             // seats[power]: a player id, or kGameMaster
    std::optional<BoardResult> result;  // entered by hand (checked) or taken from a game played on the page
    friend bool operator==(const Board&, const Board&) = default;
};

struct Round {
    std::uint64_t seed = 0;       // the draw's seed, shown to everyone (round_seed() unless the director chose)
    std::vector<int> checked_in;  // player ids, ascending
    ShortBoards short_boards = ShortBoards::SitOut;  // the director's choice when the count is not a multiple
    std::vector<int> volunteers;   // ascending: volunteers to sit out (SitOut) or to play two boards (TwoBoards)
    std::vector<Board> boards;     // empty until the draw is made
    std::vector<int> sitting_out;  // ascending: checked in but not seated this round
    friend bool operator==(const Round&, const Round&) = default;
};

struct Event {
    std::string name;
    EventSettings settings;
    std::vector<Player> players;   // ascending ids
    std::vector<Round> rounds;     // in the order played
    std::vector<int> gm_tiebreak;  // the game master's decision, the last tiebreaker: earlier ids rank higher
    friend bool operator==(const Event&, const Event&) = default;
};

// The player with this id, or nullptr; and its index in event.players, or -1 (players are kept by ascending id).
const Player* find_player(const Event& event, int id);
int player_index(const Event& event, int id);

// A board's power by its index, as players name it: the standard map's ("Austria" ... "Turkey").
std::string power_name(int power);

// "" when a player of this name may be added, else why not (empty, too long, a control character, spaces at
// either end, or the name of a player already in the event).
std::string player_name_error(const Event& event, std::string_view name);

// Adds a player under the next free id (one more than the largest), or says why not.
Expected<int> add_player(Event& event, std::string name);

// A round's default seed: the event's seed mixed with the round's number (0-based), so every round draws anew
// and anyone holding the event's seed can redo each draw.
std::uint64_t round_seed(const EventSettings& settings, int round);

// Starts the next round: its check-in (any order; kept ascending, without repeats), the director's choice for
// short boards and its volunteers, and its seed (round_seed()). The draw is made by draw_round (round_draw.h).
Expected<int> begin_round(Event& event, std::vector<int> checked_in, ShortBoards short_boards,
                          std::vector<int> volunteers);

// "" when this result may stand for the board, else why not: check() of board_result.h with the event's centres
// and solo, the board's size, and under DIAS a draw shared by every survivor.
std::string result_error(const EventSettings& settings, const BoardResult& result);

// Records a board's result (entered by hand or taken from a played game) after result_error(); "" or why not.
std::string enter_result(Event& event, int round, int board, const BoardResult& result);

// "" when the whole event holds together, else the first thing wrong: the settings within their limits, players
// with unique ids and names, every round's check-in, volunteers, seats and sit-outs naming checked-in players
// (each checked-in player seated or sitting out, nobody twice on a board nor on more than two boards), and
// every result acceptable. An event read from text is checked by this before it is returned.
std::string check_event(const Event& event);

// The powers each player has played before round `before` (bit p: power p), indexed like event.players.
std::vector<std::uint32_t> powers_played(const Event& event, int before);

// Replaces round `round`'s draw by seats the director chose by hand (a family kept apart, a player's health), as
// the WBC allows; "" or why not (check_event's reasons, or a result already entered). A hand seating may repeat a
// power: repeated_powers() lists what it repeats, for the director to see before confirming.
std::string seat_by_hand(Event& event, int round, std::vector<Board> boards, std::vector<int> sitting_out);

// A place in a round's seating: a board's power (board from 0), or the `place`-th of those sitting out (board -1).
struct SeatPlace {
    int board = -1;
    int place = 0;
    friend bool operator==(const SeatPlace&, const SeatPlace&) = default;
};

// Seating by hand one step at a time: the players in two places of round `round` change places, through
// seat_by_hand() and its checks ("" or why not: a place that is not there, a player twice on one board, a result
// already in). Any seating can be reached by such swaps.
std::string swap_seats(Event& event, int round, SeatPlace a, SeatPlace b);

// Every seat of the event whose player played that power in an earlier round, in words ("Player 3 plays France
// again in round 2"), in round, board and power order. The draw never makes one; only seating by hand can.
std::vector<std::string> repeated_powers(const Event& event);

}  // namespace dip
