// A whole game between computer players and simple stand-ins ("hold": gives no orders; "random": random legal
// orders), from Spring 1901 to a solo, the rules' end, a set last year, or years without a centre changing
// hands. For the arena (tools/arena.cpp) and the tests; the page plays its own games.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string_view>
#include <vector>

#include "bot/bot.h"
#include "bot/search/search.h"
#include "bot/training/blunders.h"
#include "press.h"
#include "promises.h"

namespace dip::bot {

// Who plays a power: a stand-in, or the computer at a level of the table (levels.h).
struct Seat {
    enum class Kind : std::uint8_t { Hold, Random, Computer };
    Kind kind = Kind::Hold;
    Level level = Level::Easy;  // Computer: its level
    static constexpr Seat hold() { return {Kind::Hold}; }
    static constexpr Seat random() { return {Kind::Random}; }
    static constexpr Seat computer(Level l) { return {Kind::Computer, l}; }
    friend bool operator==(const Seat&, const Seat&) = default;
};
std::string_view to_string(Seat seat);                  // "hold", "random", or the level's name ("easy")
std::optional<Seat> seat_named(std::string_view name);  // the same names, any case

// The orders a seat gives for its power (`seed` as for choose_orders); a level that searches searches with
// `budget` when one is given instead of its own (for tuning).
std::vector<Order> seat_orders(const Rules& rules, const Position& pos, Power power, Seat seat, std::uint64_t seed,
                               const Budget* budget = nullptr, const Relations* relations = nullptr);

// A scripted partner (docs/BOTS.md, "Press"): in each movement phase where no peace binds the two, `power` proposes
// peace to `partner` whatever its judgement says, and makes no other proposal. It keeps the peace always (`keeps`),
// or gives the orders it would give were there no deal.
struct ScriptedPeace {
    Power power = kNoPower, partner = kNoPower;
    bool keeps = true;
};

struct MatchSettings {
    std::array<Seat, kMaxPowers> seats{};   // by power
    std::uint64_t seed = 1;                 // the game's seed: every decision's chance comes from it
    int last_year = 0;                      // stop after this year's Fall (its retreats included); 0: no limit
    int stalled_years = 0;                  // stop after this many years without a centre changing hands; 0: never
    std::map<Level, Budget> budgets;        // a searching level's budget, when not the level's own (tuning)
    Power measured = kNoPower;              // a power searching with a budget of its own (a new search against
    std::optional<Budget> measured_budget;  // the old), when given
    bool keep_movements = false;            // keep the position of every movement phase played (MatchResult)
    bool keep_played = false;               // keep every movement phase played with its results (MatchResult)
    // Press (bot/press/negotiator.h): the computer seats marked here propose deals each movement phase; every
    // computer seat answers what it is offered and keeps its word as its level does. None marked: no press at all.
    std::array<bool, kMaxPowers> negotiates{};
    std::optional<ScriptedPeace> scripted;  // with or without the seats above
};

enum class MatchEnd : std::uint8_t { Solo, RulesEnd, LastYear, Stalled };

struct MatchResult {
    Position final;  // the last position reached
    MatchEnd end = MatchEnd::LastYear;
    Power winner = kNoPower;             // a solo (or the rules' winner)
    int phases = 0;                      // phases played
    std::vector<Position> movements;     // with keep_movements: each movement phase's position, as it began
    std::vector<PlayedMovement> played;  // with keep_played: each movement phase and its results (blunders.h)
    Press press;                         // with press: every message sent
    std::vector<PromiseCheck> promises;  // with press: every promise checked after each movement phase
    // With press, by power: promises broken by orders chosen to break them (breaking was worth the level's
    // break_gain); the others broken were broken by promises that contradict each other.
    std::array<int, kMaxPowers> broken_on_purpose{};
};

// Wraps each decision (for timing): given the seat, the power and a function making the orders, returns them.
using Decide =
    std::function<std::vector<Order>(Seat, Power, const Position&, const std::function<std::vector<Order>()>&)>;

MatchResult play_match(const Rules& rules, const MatchSettings& settings, const Decide& decide = {});

// A power's nearest neighbour (the arena's partner for a seat that negotiates in pairs, or plays a scripted partner):
// the power with the most pairs of home centres, one of each, at most two steps apart (the first of equals). Home
// centres seldom touch (on the standard board only Venice and Trieste do), so one province between is allowed.
Power nearest_neighbour(const Map& map, Power power);

// A game's sum-of-squares score for one power: 1 for a solo, 0 when another power soloed, else its share of
// the sum of every power's centres squared.
double sum_of_squares_score(const Map& map, const Position& pos, Power power);

}  // namespace dip::bot
