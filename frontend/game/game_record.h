// What a game is, as one value: how it is played and by whom (GameHeader, which Session keeps as it is), and its
// start with every phase since (GameRecord, which save strings write and read whole). replay() makes the game of a
// record without a Session. No drawing, no platform code, no codec (save.h writes and reads records).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "computer_seats.h"
#include "game.h"
#include "press.h"
#include "sealed_play.h"
#include "seats.h"
#include "tournament.h"
#include "versions.h"

namespace dip {

enum class PlayMode : std::uint8_t {
    Sandbox,  // one person orders every power and may edit the board
    HotSeat,  // several people share one device; each power orders in turn, unseen by the others
    ByLink,   // players far apart: each sends their orders as a code; the host plays the phase and sends a link
};

// What is chosen when a game is created and stored with it: the rules (standard or Formal Diplomacy, end
// conditions), how the game is scored, and which powers the computer plays.
struct GameSettings {
    RuleSettings rules;
    Scoring scoring = Scoring::CDiplo;
    ComputerSeats computers{};  // powers played by the computer, and how well
    friend bool operator==(const GameSettings&, const GameSettings&) = default;
};

// Tournament play's state: the powers in civil disorder (their players gone: their orders are ignored, so their
// units hold, their dislodged units disband and their removals follow the civil-disorder rule) and the vote record.
struct TournamentState {
    std::array<bool, kMaxPowers> civil_disorder{};
    int vote_phase = -1;  // history size when the last vote was held (-1: none)
    GameEnd voted_end;    // a passed vote's end

    // Votes held in the phase after `played` phases (at most one per movement phase).
    int votes_in(std::size_t played) const { return vote_phase == static_cast<int>(played) ? 1 : 0; }
    // A vote taken back with its phase, or a new game.
    void clear_votes() {
        vote_phase = -1;
        voted_end = {};
    }
    friend bool operator==(const TournamentState&, const TournamentState&) = default;
};

// Everything a game is besides its positions and orders. Session keeps one whole; its rules change through
// Session::configure() only, which keeps the game's Rules in step.
struct GameHeader {
    std::string name;  // as the players call it
    PlayMode mode = PlayMode::Sandbox;
    Seats seats;            // who plays and sees what
    std::uint64_t id = 0;   // the same for every copy of one game (links, orders codes)
    GameSettings settings;  // rules, scoring, computer seats
    TournamentState tournament;
    SealedPlay sealed;  // sealed orders by link (docs/FAIR_PLAY.md)
    Press press;        // what the powers said to each other, in the order sent (docs/PRESS.md)
};

// One step of a game's history.
struct GameStep {
    bool edit = false;          // a sandbox edit: `edited` replaced the position
    std::vector<Order> orders;  // otherwise: the orders of a phase
    Position edited;
};

// Everything needed to bring a game back: the header, its start, and every phase since.
struct GameRecord : GameHeader {
    using Step = GameStep;
    std::int64_t saved_at = 0;  // when last saved, in milliseconds since 1970
    Position start;
    std::vector<Step> steps;
    std::vector<Order> pending;  // orders being written for the current phase
    // Every power's preferences (preference_orders in preferences.h): given with the orders being written, or
    // standing from the movement phase before (Session::preferences).
    std::vector<Order> preferences;
    PlayVersion version;  // the rules and computer players that saved it (before release 6: 0, 0)
};

// The game a record's steps make on `rules` (its settings' rules), or nothing and why not: a phase played after the
// end, a vote record for a phase not reached, or a message that could not have been sent where it stands.
std::optional<Game> replay(const GameRecord& g, const Rules& rules, std::string& error);
// How many records replay() has replayed in this process: a test counts the replays of a link with it.
std::uint64_t records_replayed();

// How a game stands: a passed vote's end, else the most phases a game holds, else the board's (a solo, the end
// year or turn limit); and that end in a line for players ("" while it goes on).
GameEnd end_of(const Rules& rules, const Game& game, const TournamentState& tournament);
std::string end_text(const Rules& rules, const Position& pos, const GameEnd& end);

}  // namespace dip
