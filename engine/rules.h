// The rules a game is played by: how each phase's orders are adjudicated and which phase comes next.
// StandardRules plays the 2023 rulebook with the DATC's preferred choices (docs/RULES.md). A variant
// (Formal Diplomacy) derives from it and overrides the steps it changes; tournament conventions are settings.
//
// A turn, step by step (see StandardRules::adjudicate):
//   check and adjudicate the orders of the phase (movement, retreats or adjustments)
//   carry out the results on a copy of the position
//   after Fall: supply centres change hands, a solo victory ends the game
//   advance to the next phase that gives somebody a choice
#pragma once

#include <cstdint>
#include <memory>
#include <span>

#include "phase_result.h"

namespace dip {

enum class Variant : std::uint8_t { Standard, Formal };  // Formal: Formal Diplomacy (E. Sabatine, rm91)

// Everything about the rules chosen when a game is created; stored with the game (docs/RULES.md).
struct RuleSettings {
    Variant variant = Variant::Standard;
    int victory_centres = 0;  // centres for a solo victory; 0 means the map's majority (18 of 34); -1: none
    int end_year = 0;         // the game ends after this year's Fall (its retreats, centres counted); 0: no limit
    int max_turns = 0;        // the game ends after this many movement turns (Spring 1901 is turn 1); 0: no limit
    friend bool operator==(const RuleSettings&, const RuleSettings&) = default;
};

class Rules {
public:
    virtual ~Rules() = default;
    virtual const Map& map() const = 0;
    // Adjudicates the orders given in `pos` and fills `out` with every outcome and the next position.
    virtual void adjudicate(const Position& pos, std::span<const Order> orders, PhaseResult& out) const = 0;
    // Is the game over in this position: a solo victory, or the end year or turn limit reached?
    virtual bool finished(const Position& pos) const = 0;
};

class StandardRules : public Rules {
public:
    explicit StandardRules(const Map& map, RuleSettings settings = {});
    const Map& map() const override { return map_; }
    const RuleSettings& settings() const { return settings_; }
    int victory_centres() const;

    void adjudicate(const Position& pos, std::span<const Order> orders, PhaseResult& out) const override;
    bool finished(const Position& pos) const override;
    // The number of the movement turn a phase belongs to (Spring 1901 Movement and its retreats: 1).
    static int turn_number(const Phase& phase);

protected:
    // Sets next.phase to the phase after `done`, skipping phases where nobody has a choice.
    virtual void advance(Phase done, Position& next) const;
    // After Fall movement and retreats: centres change owner, a power may win.
    virtual void end_of_fall(Position& next) const;
    // Does any power have a build it could make or a unit it must remove?
    virtual bool adjustments_needed(const Position& pos) const;

private:
    const Map& map_;
    RuleSettings settings_;
};

// The standard rules on the standard map.
const StandardRules& standard_rules();

// The rules these settings describe, on this map (Formal Diplomacy or the standard game).
std::unique_ptr<StandardRules> make_rules(const Map& map, const RuleSettings& settings);

}  // namespace dip
