// Formal Diplomacy (E. Sabatine, "Formal Diplomacy (rm91)"), as rules on top of the standard game: powers
// declare war and surrender, claim spheres of influence, and score victory points; only powers at war may
// attack each other; the game ends after a set number of turns and the most points win. Every choice where
// the variant's text is unclear is listed in docs/RULES.md, "Formal Diplomacy". Its state is in
// Position::variant_state (formal/state.h); its orders and reasons are its vocabulary (formal/vocabulary.h).
// Everything the variant changes is an override here: no caller tests for it.
#pragma once

#include <vector>

#include "formal/state.h"
#include "rules/rules.h"

namespace dip {

class FormalRules : public Rules {
public:
    // The settings' victory centres are ignored: there is no solo victory.
    FormalRules(const Map& map, RuleSettings settings);

    // "Italy wins with the most victory points (3)".
    std::string win_text(const Position& pos, Power winner) const override;
    // The standard checks, then: no move or retreat into a unit, centre or sphere of a power not at war with
    // the mover (formal/legality.h); power orders and claim supports checked in movement phases only.
    std::optional<Outcome> check(const Position& pos, const Order& o) const override;
    // The standard orders less those into powers not at war; in movement also the supports of claims that a
    // claimant could make now.
    std::vector<Order> unit_orders(const Position& pos, Province province) const override;
    // Movement: declarations of war on every power not at war with it and still in the game, surrender when
    // allowed, a claim on every centre it may claim, giving up each of its spheres. Adjustments: the standard.
    std::vector<Order> power_orders(const Position& pos, Power power) const override;
    // The standard retreats, less those into powers the unit's power is not at war with.
    SpaceSet retreat_options(const Position& after_moves, const DislodgedUnit& d) const override;
    // Every province with a unit, centre or sphere of a power not at war with `mover` (formal/legality.h).
    SpaceSet closed_to(const Position& pos, Power mover) const override;
    // Victory points.
    int standing(const Position& pos, Power power) const override;
    // Movement: the position after the written surrenders, declarations of war and spheres given up.
    Position position_for_moves(const Position& pos, std::span<const Order> written) const override;
    // "wars", "spheres" and "points" (docs/JSON.md).
    std::string json_fields(const Position& pos) const override;
    // Its sections of the position format: "wars: France-Germany", "spheres:" with "Power: Space, ..." below,
    // "points: France 2"; the same as a scenario's expectations; and its state in save strings
    // (formal/sections.cpp).
    bool has_section(std::string_view name, bool& entries_below) const override;
    std::string read_section(std::string_view name, Power power, std::string_view text, Position& pos) const override;
    std::string write_sections(const Position& pos) const override;
    std::optional<std::string> check_expectation(std::string_view name, std::string_view value,
                                                 const Position& after) const override;
    bool has_state(const Position& pos) const override;
    void pack_state(BitWriter& w, const Position& pos, Packing packing) const override;
    bool unpack_state(BitReader& r, Position& pos, Packing packing, std::string& error) const override;

protected:
    // Movement: see formal/movement.h. Retreats: the standard ones, except into powers not at war. Adjustments:
    // the standard ones. Formal orders outside a movement phase are illegal (wrong phase).
    void adjudicate_phase(const Position& pos, std::span<const Order> orders, PhaseResult& out) const override;
    // The standard, and when the game ends (the turn limit) the power with the most points, if only one has
    // that many, is the winner.
    void advance(Phase done, Position& next) const override;
    // Centres change hands as in the standard game; then each power scores +1 per centre it owns outside its
    // home centres and -1 per home centre of its own owned by another power.
    void end_of_fall(Position& next) const override;
};

// The powers with the most victory points (several on a tie), in power order.
std::vector<Power> points_leaders(const Map& map, const Position& pos);

}  // namespace dip
