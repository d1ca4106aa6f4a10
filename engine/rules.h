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

#include <span>

#include "phase_result.h"

namespace dip {

struct RuleSettings {
    int victory_centres = 0;  // centres for a solo victory; 0 means the map's majority (18 of 34)
};

class Rules {
public:
    virtual ~Rules() = default;
    virtual const Map& map() const = 0;
    // Adjudicates the orders given in `pos` and fills `out` with every outcome and the next position.
    virtual void adjudicate(const Position& pos, std::span<const Order> orders, PhaseResult& out) const = 0;
};

class StandardRules : public Rules {
public:
    explicit StandardRules(const Map& map, RuleSettings settings = {});
    const Map& map() const override { return map_; }
    const RuleSettings& settings() const { return settings_; }
    int victory_centres() const;

    void adjudicate(const Position& pos, std::span<const Order> orders, PhaseResult& out) const override;

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

}  // namespace dip
