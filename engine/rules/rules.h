// The rules a game is played by: which orders are legal, how each phase's orders are adjudicated, which phase
// comes next, and when the game is over. Rules plays the 2023 rulebook with the DATC's preferred choices
// (docs/RULES.md); a variant (Formal Diplomacy, formal/rules.h) derives from it and overrides what it changes. Callers
// ask the rules and never test for a variant themselves. Tournament conventions are settings.
//
// A turn, step by step (see Rules::adjudicate):
//   check and adjudicate the orders of the phase (movement, retreats or adjustments)
//   carry out the results on a copy of the position
//   after movement: dislodged units with nowhere to retreat are destroyed
//   after Fall: supply centres change hands, a solo victory ends the game
//   advance to the next phase that gives somebody a choice
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "compact.h"
#include "phase_result.h"

namespace dip {

struct VariantInfo;
class Catalogue;

// A variant, by its number in the catalogue (assets/catalogue.txt, catalogue.h), which save strings keep for
// ever. The first two are what releases before the catalogue stored: the standard game and Formal Diplomacy
// (E. Sabatine, rm91) on the standard board.
enum class Variant : std::uint16_t { Standard = 0, Formal = 1 };

// Everything about the rules chosen when a game is created; stored with the game (docs/RULES.md).
struct RuleSettings {
    Variant variant = Variant::Standard;
    int victory_centres = 0;  // centres for a solo victory; 0 means the board's (18 of 34); -1: none
    int end_year = 0;         // the game ends after this year's Fall (its retreats, centres counted); 0: no limit
                              // (every game ends after the Fall of kLastYear)
    int max_turns = 0;        // the game ends after this many movement turns (the first is turn 1); 0: no limit
    friend bool operator==(const RuleSettings&, const RuleSettings&) = default;
};

class Rules {
public:
    // The standard game on this map, with these settings (catalogue.h's make_rules() gives a variant's rules).
    explicit Rules(const Map& map, RuleSettings settings = {});
    virtual ~Rules() = default;

    const Map& map() const { return map_; }
    const RuleSettings& settings() const { return settings_; }
    // The catalogue's variant these rules play (catalogue.h), set by the catalogue that made them; nullptr for
    // rules made by hand on a map of their own, which are the standard game's.
    const VariantInfo* variant() const { return variant_; }
    int victory_centres() const;
    // The number of the movement turn a phase belongs to (Spring 1901 Movement and its retreats: 1).
    static int turn_number(const Phase& phase);
    // The same counted from the game's first movement turn on this board (its turn 1).
    int game_turn(const Phase& phase) const;

    // ---- Playing ----------------------------------------------------------------------------------------
    // Adjudicates the orders given in `pos` and fills `out` with every outcome (one per order, in their order,
    // then the implicit ones) and the next position.
    void adjudicate(const Position& pos, std::span<const Order> orders, PhaseResult& out) const;
    // Is the game over in this position: a winner, or the end year (at most kLastYear) or turn limit reached?
    virtual bool finished(const Position& pos) const;
    // How the winner of a finished game won, in a line for players: "France has won with 18 supply centres".
    virtual std::string win_text(const Position& pos, Power winner) const;
    // What ranks powers on the way to winning: supply centres in the standard game (victory_centres() of them
    // win alone, if no more than the map has), victory points in Formal Diplomacy.
    virtual int standing(const Position& pos, Power power) const;

    // ---- Legal orders -----------------------------------------------------------------------------------
    // Why this order could never be carried out in this position, taken on its own (DATC 4.E.1): an Illegal
    // outcome with its reason; nothing when it is legal. Orders that need others (two for one unit, more
    // builds than allowed) are judged by adjudicate().
    virtual std::optional<Outcome> check(const Position& pos, const Order& o) const;
    // Every legal order of one unit, each once. Movement: the unit in `province` holds, moves (over land, along
    // a coast, by convoy), supports and convoys. Retreats: the unit dislodged from `province` retreats or
    // disbands. Adjustments: the unit there is removed, or, at a vacant home centre owed a build, an army or a
    // fleet (on each coast) is built.
    virtual std::vector<Order> unit_orders(const Position& pos, Province province) const;
    // Every legal order a power gives for no particular unit: a waived build in adjustments (and a variant's
    // own orders, such as Formal Diplomacy's declarations of war).
    virtual std::vector<Order> power_orders(const Position& pos, Power power) const;
    // Where a dislodged unit may retreat (after the moves of the phase that dislodged it).
    virtual SpaceSet retreat_options(const Position& after_moves, const DislodgedUnit& d) const;
    // The provinces `mover` may not move or retreat into now, whatever it orders: those a variant closes to it
    // (Formal Diplomacy: a unit, centre or sphere of a power at peace with it). None in the standard game.
    virtual SpaceSet closed_to(const Position& pos, Power mover) const;
    // The position units' orders are judged in when `written` are given too: a variant's orders that take
    // effect at the start of a phase (Formal Diplomacy's declarations of war) can make more moves legal. Order
    // entry lists a unit's orders in it. The standard game: `pos` itself.
    virtual Position position_for_moves(const Position& pos, std::span<const Order> written) const;

    // ---- A variant's own state in texts and save strings (Formal Diplomacy's wars, spheres and points) ---
    // The sections the variant adds to the position format (docs/POSITION_FORMAT.md); none in the standard
    // game. A section takes its value on its own line, or (`entries_below`) entries "Power: item, ..." below.
    virtual bool has_section(std::string_view name, bool& entries_below) const;
    // Reads a one-line section's value (power kNoPower), or one item of an entry below (of `power`), into
    // `pos`. A section with entries is first given power kNoPower and no text, to clear what it lists.
    // "" or why not.
    virtual std::string read_section(std::string_view name, Power power, std::string_view text, Position& pos) const;
    // The variant's sections of a position, as lines of the position format ("" when there is nothing to say).
    virtual std::string write_sections(const Position& pos) const;
    // A scenario's expectation about the variant's state after a phase: nothing when `name` is not one of the
    // variant's, else "" when it holds, or what differs.
    virtual std::optional<std::string> check_expectation(std::string_view name, std::string_view value,
                                                         const Position& after) const;
    // Save strings (compact.h): whether a position holds state of the variant's, and how it is packed.
    virtual bool has_state(const Position& pos) const;
    virtual void pack_state(BitWriter& w, const Position& pos, Packing packing) const;
    virtual bool unpack_state(BitReader& r, Position& pos, Packing packing, std::string& error) const;

    // ---- Output -----------------------------------------------------------------------------------------
    // Fields the variant adds to a position's JSON (docs/JSON.md), each written as `, "name": value`.
    virtual std::string json_fields(const Position& pos) const;

protected:
    // Adjudicates one phase's orders and carries them out into out.next (phase not yet advanced).
    virtual void adjudicate_phase(const Position& pos, std::span<const Order> orders, PhaseResult& out) const;
    // Sets next.phase to the phase after `done`, skipping phases where nobody has a choice.
    virtual void advance(Phase done, Position& next) const;
    // After Fall movement and retreats: centres change owner, a power may win.
    virtual void end_of_fall(Position& next) const;
    // Does any power have a build it could make or a unit it must remove?
    virtual bool adjustments_needed(const Position& pos) const;

private:
    friend class Catalogue;  // the one maker that knows the variant
    void destroy_trapped_units(PhaseResult& out) const;

    const Map& map_;
    RuleSettings settings_;
    const VariantInfo* variant_ = nullptr;
};

// The standard rules on the standard map: the catalogue's standard variant's (defined in catalogue.cpp).
const Rules& standard_rules();

}  // namespace dip
