// What the deals in force bind each power to in a movement phase, and whether it kept its word: checked by the
// adjudicator's own results after the phase (docs/PRESS.md, "Promises"). One definition serves the computer
// players (which orders honour a deal) and the phase account (which promises were kept).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "game.h"
#include "phase_result.h"
#include "press.h"

namespace dip {

// Every power's promises for one movement phase, from every deal in force.
struct Commitments {
    std::array<SpaceSet, kMaxPowers> keep_out{};             // provinces it promised not to attack or enter
    std::array<std::vector<Order>, kMaxPowers> must_give{};  // orders it promised to give
    // The standing deals among them (peace, alliances, zones), which bind in later phases too.
    struct Standing {
        Deal deal;
        Power a = kNoPower, b = kNoPower;
    };
    std::vector<Standing> standing;
    bool binds(Power p) const { return p < kMaxPowers && (!keep_out[p].empty() || !must_give[p].empty()); }
    // What the standing deals bind each power to in a later position (a search's rollout looks ahead with them).
    Commitments later(const Position& pos, const Map& map) const;
};

// The provinces a deal closes to one of its two powers in `pos`: for peace and an alliance, where `other`'s
// units stand and the centres it owns; for a zone, its provinces.
SpaceSet deal_keep_out(const Deal& deal, Power other, const Position& pos, const Map& map);
// Adds what the proposal `deal` (a Propose or an Answer) binds its two powers to in `pos`.
void add_commitments(Commitments& c, const Message& deal, const Position& pos, const Map& map);
// The commitments of every deal in force in `pos`'s phase (movement phases only; none in others).
Commitments commitments_of(const Press& press, const Position& pos, const Map& map);

// Does this order break a promise to keep out of `keep_out`: a move, a support of a move, or a convoy into one of
// its provinces.
bool enters(const Order& o, const SpaceSet& keep_out, const Map& map);
// Is `o` a support or convoy of a move by `other`'s own unit, under peace or an alliance with `other`? Helping a
// partner's unit into its own province is no attack on the partner, so it keeps the deal (a zone stays closed).
bool helps_partner(const Deal& deal, Power other, const Order& o, const Position& pos, const Map& map);
// Does `p`'s order break its word to keep out (Commitments::keep_out): `enters`, unless every standing deal that
// closes the province to `p` is a peace or alliance with the power whose unit the order helps (helps_partner).
bool breaks_keep_out(const Commitments& c, Power p, const Order& o, const Position& pos, const Map& map);
// Is `given` the order promised: the same unit, kind, target and destination (coasts as the board has them).
bool same_order(const Order& given, const Order& promised, const Position& pos, const Map& map);
// `orders` (a power's for the phase) changed as little as needed to keep its commitments: a promised order
// replaces the unit's, and an order that enters a province it promised to keep out of becomes a hold.
std::vector<Order> honour(const Commitments& c, Power p, std::vector<Order> orders, const Position& pos,
                          const Map& map);
bool honours(const Commitments& c, Power p, const std::vector<Order>& orders, const Position& pos, const Map& map);
// The same for the orders of every power at once.
void honour_all(const Commitments& c, std::vector<Order>& orders, const Position& pos, const Map& map);

// One power's word under one deal, after a movement phase.
struct PromiseCheck {
    int deal = -1;  // the accepted proposal (or answer) in the press
    Power power = kNoPower;
    bool kept = true;
    Order breach;          // when broken: the order that broke it, or the promised order not given
    bool missing = false;  // broken by not giving a promised order (breach is that order)
    friend bool operator==(const PromiseCheck&, const PromiseCheck&) = default;
};

// Every promise of the deals in force in `before`'s phase, checked against the orders the phase was played with
// (`result`, the adjudicator's, implicit holds included). A draw is not checked; other phases check nothing.
std::vector<PromiseCheck> check_promises(const Press& press, const Map& map, const Position& before,
                                         const PhaseResult& result);
// "Germany promised to keep out of Burgundy, and moved A Mun - Bur.", "France kept the peace with Germany."
std::string promise_text(const Press& press, const PromiseCheck& check, const Map& map);

// A power's record: promises kept and broken over the checks given.
struct PromiseRecord {
    int kept = 0, broken = 0;
};
std::array<PromiseRecord, kMaxPowers> promise_records(const std::vector<PromiseCheck>& checks);
// Every promise checked over the phases the game has played, in order (the sandbox's edits check nothing).
std::vector<PromiseCheck> game_promises(const Press& press, const Game& game);

}  // namespace dip
