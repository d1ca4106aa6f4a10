// Press: what powers say to each other in a game (docs/PRESS.md). A vocabulary of proposals from the DAIDE press
// levels that matter in play (peace, an alliance, a demilitarised zone, orders promised, a draw), questions and
// answers, and replies, exchanged one pair of powers at a time. A message is plain data built from menus and the
// map, never parsed from free text; the game keeps every message in the order sent (a Press), and a reply names
// the message it answers by its place there. What a deal binds each power to, and whether it kept it, is
// promises.h.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "order.h"
#include "rules.h"

namespace dip {

enum class DealKind : std::uint8_t {
    Peace,     // neither attacks the other: no move, support or convoy into the other's units or centres
    Alliance,  // peace between the two, against the powers named
    Dmz,       // neither moves, supports or convoys a move into the provinces named
    Orders,    // each gives the orders named (its own), this phase
    Draw,      // the powers named share a draw (a vote, not a promise of orders)
};
inline constexpr int kDealKinds = 5;

struct Deal {
    DealKind kind = DealKind::Peace;
    std::vector<Power> powers;        // Alliance: the powers it is against; Draw: every power in the draw
    std::vector<Province> provinces;  // Dmz
    std::vector<Order> orders;        // Orders: each order given by the power named in it (one of the two)
    friend bool operator==(const Deal&, const Deal&) = default;
};

enum class MessageKind : std::uint8_t {
    Propose,   // a deal; with `reply_to`, a counter-proposal to that proposal
    Accept,    // the proposal `reply_to`
    Reject,    // the proposal `reply_to`, with a reason
    Ask,       // "where will you move?": the unit in `asked`, or every unit (kNone)
    Answer,    // to the question `reply_to`: the orders the answerer says it will give (a promise: deal.orders)
    Withdraw,  // from the standing deal `reply_to` (peace, an alliance, a zone): it ends with this phase
};
inline constexpr int kMessageKinds = 6;

// Why a proposal is accepted or rejected, for the sentence the computer players say ("I need Burgundy for my
// army"). Typed, so that a message stays data and a page writes the words.
enum class ReplyReason : std::uint8_t {
    None,
    GoodForBoth,        // accept: it helps us both
    KeepsMeSafe,        // accept: it guards my centres
    NeedProvince,       // reject: `province` is needed for my own units
    WorseForMe,         // reject: I do better without it
    NotTrusted,         // reject: you broke your word or attacked me lately
    Undecided,          // reject: a question I will not answer
    NotLocked,          // reject a draw: the game is still open
    PromisedOtherwise,  // reject: it asks for an order my word to another deal forbids, or forbids one I promised
};
inline constexpr int kReplyReasons = 9;

struct Message {
    Power from = kNoPower, to = kNoPower;
    Phase phase;  // the phase it was sent in; a deal's orders are for this phase
    MessageKind kind = MessageKind::Propose;
    int reply_to = -1;       // Accept, Reject, Answer, Withdraw (and a counter-proposal): the message answered
    Deal deal;               // Propose: the deal; Answer: the orders (kind Orders)
    Province asked = kNone;  // Ask: the unit asked about, by its province (kNone: every unit)
    ReplyReason reason = ReplyReason::None;  // Accept, Reject
    Province province = kNone;               // the province the reason names (NeedProvince)
    friend bool operator==(const Message&, const Message&) = default;
};

// Every message of a game, in the order sent.
using Press = std::vector<Message>;

// ---- Making messages ------------------------------------------------------------------------------------
// A proposal of a deal of this kind (its powers, provinces or orders to be filled in), a question about the unit in
// `asked` (kNone: every unit), and the reply of the power message `to` of `press` was sent to.
Message proposal_of(Power from, Power to, const Phase& phase, DealKind kind);
Message question_of(Power from, Power to, const Phase& phase, Province asked = kNone);
Message reply_of(const Press& press, int to, MessageKind kind, ReplyReason reason = ReplyReason::None,
                 Province province = kNone);

// ---- Well formed ------------------------------------------------------------------------------------------
// Why `m` may not be sent next in `press` with the game at `pos`: "" when it may. The two powers exist, differ and
// are still in the game; it is about the current phase; a reply answers a message of the same two powers and
// phase that has no answer yet (a proposal's answer comes from the power it was made to); a deal names powers and
// provinces on the board, each once, and its orders are legal, each for a unit of the power giving it; a question
// names a unit of the power asked; an answer's orders are the answerer's own.
std::string check_message(const Press& press, const Message& m, const Rules& rules, const Position& pos);

// ---- Deals in force ---------------------------------------------------------------------------------------
// A proposal accepted in its phase binds both powers: an Orders deal (and an answer's orders) for that phase; a
// peace, alliance or zone from then on, until either power withdraws from it (after the phase it withdraws in) or
// either leaves the game. A draw binds no orders. The indices in `press` of the deals that bind in `phase`.
std::vector<int> deals_in_force(const Press& press, const Phase& phase);
// The deals in force between two powers (either order).
std::vector<int> deals_between(const Press& press, const Phase& phase, Power a, Power b);
// The message's answer, if it has one: the index of the Accept, Reject, Answer or counter-proposal.
int answer_of(const Press& press, int message);
// The two powers a message is between, the lower first: its conversation.
inline std::pair<Power, Power> conversation_of(const Message& m) {
    return m.from < m.to ? std::pair{m.from, m.to} : std::pair{m.to, m.from};
}

// ---- In words ---------------------------------------------------------------------------------------------
// The deal as the proposer says it to the other: "peace between us", "a demilitarised Burgundy and Belgium",
// "I will order A Par - Bur; you will order A Mun S A Par - Bur".
std::string deal_text(const Deal& deal, Power from, const Map& map);
// The message in the first person, as its sender says it: "I propose peace between us.", "I accept.", "No: I need
// Burgundy for my army.", "Where will your army in Munich move?", "I will order A Mun - Ruh.".
std::string message_text(const Press& press, const Message& m, const Map& map);
// The reason in a sentence's words: "I need Burgundy for my units".
std::string reason_text(ReplyReason reason, Province province, const Map& map);

}  // namespace dip
