// How the computer players talk (docs/BOTS.md, "Press"): they judge a proposal with the search they already have,
// the deal's promises kept by both sides in the phase searched, and accept it when it scores at least as well for
// them as going without; they answer questions with the orders they mean to give (a promise), propose peace or a
// demilitarised zone to a neighbour and ask for the support they need when the same judgement says it pays, and
// keep their word unless breaking it is worth their level's break_gain (levels.h). Deterministic from the seed.
#pragma once

#include <cstdint>
#include <vector>

#include "bot/bot.h"
#include "bot/search/search.h"
#include "press.h"
#include "promises.h"

namespace dip::bot {

// The search budget a level judges deals with: its own, trimmed (no refinements or verification, half the
// iterations); a small search for Easy, which otherwise has none.
Budget judging_budget(Level level);

// The reply of the power a proposal was made to (press[proposal], a Propose message of the current phase): an
// Accept or a Reject with its reason. A draw is judged by the vote (bot.h's vote); a proposal from a power that
// harmed us lately, or broke its word to us within the grudge's four years (relations.h), is turned down without a
// search.
Message reply_to_proposal(const Rules& rules, const Position& pos, const Press& press, int proposal, Level level,
                          std::uint64_t seed, const Relations* relations = nullptr);

// The reply of the power asked (press[question], an Ask): the orders it means to give the unit (or every unit),
// as choose_orders_keeping decides them; a Reject when the asker harmed us lately or broke its word to us.
Message reply_to_question(const Rules& rules, const Position& pos, const Press& press, int question, Level level,
                          std::uint64_t seed, const Relations* relations = nullptr);

// What `me` proposes this phase (movement phases only), best first, at most one to each power: peace to a neighbour
// it has no deal with and trusts (or, when peace does not pay, a demilitarised zone on the provinces both could enter),
// and a support it needs from a power at peace with it. Each is proposed only when the judgement says it pays, and not
// again to a power that turned the same kind of deal down within the last year.
std::vector<Message> bot_proposals(const Rules& rules, const Position& pos, const Press& press, Power me, Level level,
                                   std::uint64_t seed, const Relations* relations = nullptr);

// The withdrawals `me` makes this phase (movement phases only): from each standing deal (peace, an alliance, a zone)
// in force with a power it counts an enemy, one that harmed it lately by its moves or broke its word (relations.h's
// harm and grudge), and not yet withdrawn from; each says why ("you have not kept faith with me"). Without them a
// power could make peace with a computer player and attack it every phase while it stayed bound.
std::vector<Message> bot_withdrawals(const Press& press, const Position& pos, Power me, const Relations* relations);

// choose_orders, keeping the promises of the deals in force (promises.h) unless breaking them is worth the level's
// break_gain. Easy keeps every promise.
std::vector<Order> choose_orders_keeping(const Rules& rules, const Position& pos, Power power, Level level,
                                         std::uint64_t seed, const Relations* relations, const Press& press);

}  // namespace dip::bot
