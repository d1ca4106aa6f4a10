// Order entry by clicking: what a click on the map means at each step, which provinces make sense to click
// next, and the words that tell the player where they are. Every choice comes from the engine's list of
// legal orders, so the map never offers an order the engine would call illegal. No drawing here.
//
//   movement:   unit -> destination (move), unit again (hold), Support -> unit -> destination or unit again,
//               Convoy -> army -> destination; a fleet to a province with two reachable coasts asks which
//   retreats:   dislodged unit -> destination, or Disband
//   adjustment: vacant home centre -> army or fleet (and coast); own unit -> remove
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "session.h"

namespace dip {

class OrderEntry {
public:
    enum class Step : std::uint8_t {
        Idle,           // nothing selected
        Unit,           // a unit is selected: where does it go?
        SupportTarget,  // which unit does it support?
        SupportDest,    // supporting `target_`: to hold, or where?
        ConvoyArmy,     // which army does the fleet convoy?
        ConvoyDest,     // convoying `target_`: to where?
        Coast,          // a fleet's destination has two coasts: which?
        Build,          // building in `selected_`: army or fleet (which coast)?
    };

    // `may_order(power)` says whose units this player may order (everyone in the sandbox, one power in
    // hot-seat play).
    OrderEntry(const Session& session, std::function<bool(Power)> may_order);

    Step step() const { return step_; }
    Province selected() const { return selected_; }  // the unit (or build centre) being ordered
    Province target() const { return target_; }      // the unit it supports or convoys
    bool via_convoy() const { return via_convoy_; }

    // The player clicked a province (kNone: nowhere useful). Returns the order when it is complete. A click that
    // the step cannot use cancels the step and says why in note(): no click is lost without a word.
    std::optional<Order> click(Province p);
    // Why the last click did nothing ("The army in Rome cannot support into Vienna: ..."), or "".
    const std::string& note() const { return note_; }
    // Buttons and keys. Each returns the order when it completes one.
    std::optional<Order> hold();
    void support();
    void convoy();
    void toggle_via_convoy();        // an army's next move goes by convoy
    std::optional<Order> disband();  // retreat phase
    std::optional<Order> choose_coast(Coast c);
    std::optional<Order> build(UnitType type, Coast c = Coast::None);
    void cancel();  // back to Idle
    // The position changed (new phase, loaded game): drop any half-made order.
    void reset() { cancel(); }

    // Provinces worth clicking now (highlighted on the map).
    SpaceSet targets() const;
    // The coasts offered at the Coast step, and the build choices at the Build step.
    std::vector<Coast> coast_choices() const;
    struct BuildChoice {
        UnitType type;
        Coast coast;
    };
    std::vector<BuildChoice> build_choices() const;
    // Which buttons make sense at this step.
    bool can_hold() const;
    bool can_support() const;
    bool can_convoy() const;
    bool can_go_by_convoy() const;
    // One sentence saying what the player is doing and what to do next.
    std::string prompt() const;

private:
    const Position& pos() const { return session_.position(); }
    const Map& map() const { return session_.map(); }
    bool orderable_unit(Province p) const;
    std::optional<Order> finish(const Order& o);
    std::string unit_name(Province p) const;
    void select(Province p);
    std::optional<Order> refuse(std::string why);  // cancels the step, saying why
    std::string why_not(const Order& o) const;     // the engine's reason this order is illegal, or ""
    std::string why_not_orderable(Province p) const;
    Loc loc_in(Province p) const;  // the province as a place to move or support into

    const Session& session_;
    std::function<bool(Power)> may_order_;
    Step step_ = Step::Idle;
    Province selected_ = kNone;
    Province target_ = kNone;
    bool via_convoy_ = false;
    Position moves_in_;                // the position the selected unit's orders are judged in
    std::vector<Order> options_;       // the selected unit's legal orders (Build step: the builds)
    std::vector<Order> convoy_moves_;  // with "by convoy" on: the moves a convoy could make
    Order pending_;                    // a move waiting for its coast
    std::string note_;                 // why the last click did nothing
};

}  // namespace dip
