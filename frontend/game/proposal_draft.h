// A proposal or question being made in the side panel's conversation (docs/PRESS.md), before it is sent: its
// kind, and what the player has picked for it from menus and the map (the powers, the provinces tapped, the units
// tapped and their orders). Plain data and rules, no drawing: the panel (ui/panels/talk_panel.h) shows it, the
// map's taps come here while it wants them, and message() is what Session::send_message is given.
#pragma once

#include <string>
#include <vector>

#include "press.h"
#include "rules.h"

namespace dip {

class ProposalDraft {
public:
    enum class Kind : std::uint8_t { None, Peace, Alliance, Dmz, Orders, Draw, Ask };

    // Starts a draft from `from` to `to` in the position's phase (what was drafted before is dropped). A draw
    // starts with every power still in the game; an alliance with nobody named.
    // A counter-proposal being made between the same two powers stays one.
    void start(Kind kind, Power from, Power to, const Position& pos, int powers);
    void cancel() { *this = ProposalDraft{}; }
    // Drops the draft unless `speaker` is making it: the next hot-seat player never sees, taps into or sends the
    // last one's half-made proposal. True when it was dropped.
    bool keep_only_for(Power speaker);
    Kind kind() const { return kind_; }
    bool open() const { return kind_ != Kind::None; }
    Power from() const { return from_; }
    Power to() const { return to_; }

    // The map's taps pick provinces (a zone) or units (orders, a question) while the draft is open.
    bool wants_taps() const { return kind_ == Kind::Dmz || kind_ == Kind::Orders || kind_ == Kind::Ask; }
    // A tap on a province: a zone's province is added, or taken out if it was in; for orders or a question, the
    // unit there is chosen (one of the two powers' for orders; the other power's for a question). "" or why not.
    std::string tap(Province p, const Rules& rules, const Position& pos);

    // Alliance (the powers it is against) and draw (the powers in it): a power switched in or out.
    void switch_power(Power p);
    bool names(Power p) const;
    // Orders: the unit chosen by the last tap (kNone: none yet), the orders it may be given, and one taken into
    // the deal (it replaces an order of the same unit); an order taken out again.
    Province unit() const { return unit_; }
    std::vector<Order> unit_choices(const Rules& rules, const Position& pos) const;
    void give(const Order& o, const Map& map);
    void take_back(std::size_t i);
    const Deal& deal() const { return deal_; }
    Province asked() const { return asked_; }
    // What the map marks while the draft is open: the zone's provinces, or the units whose orders the deal names
    // (lit up); the unit tapped for its order, or the unit asked about (ringed).
    SpaceSet marked(const Map& map) const;
    Province chosen() const { return kind_ == Kind::Orders ? unit_ : kind_ == Kind::Ask ? asked_ : kNone; }

    // A counter-proposal to the proposal `at` of `press` (made to `from` by `to`): the draft starts as a copy of its
    // deal, to change (a peace has nothing to change: the player starts another kind), and whatever kind it becomes
    // it is sent as the answer to that proposal. A question cannot be one.
    void counter(const Press& press, int at);
    int countering() const { return reply_to_; }

    // What the player is asked to do next, in words ("Tap the provinces neither of you may enter.").
    std::string prompt(const Map& map) const;
    // The message this draft makes (check_message says whether it may be sent).
    Message message(const Phase& phase) const;

private:
    Kind kind_ = Kind::None;
    Power from_ = kNoPower, to_ = kNoPower;
    Deal deal_;
    Province unit_ = kNone;   // Orders: the unit tapped
    Province asked_ = kNone;  // Ask: the unit asked about (kNone: every unit)
    int reply_to_ = -1;       // a counter-proposal: the proposal it answers
};

}  // namespace dip
