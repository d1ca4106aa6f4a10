// The computer seats' talk (docs/PRESS.md, "In the page"): at the start of each movement phase of a game where
// people talk, the computer seats hold one round of talk (bot/press/talk_round.h, as the arena holds it): each
// makes its proposals in power order, to the people and to each other, and each computer seat answers at once
// what another offers it. The round is thought where the orders are (the page's Web Workers, as a think request of
// task Talk; or here, a seat at a time), and the computer seats' orders wait for it, so that they keep the deals
// made in it. Who reads which conversation is the table's policy: a person their own, the sandbox every one.
#pragma once

#include "bot/think_wire.h"
#include "session.h"

namespace dip {

// The computer seats talk this phase: a movement phase of a game played here, not by link and not over, with a
// person and a computer seat still in it.
bool computers_talk(const Session& s);
// Their round of talk is still to be held this phase: the computer seats' orders wait for it.
inline bool talk_due(const Session& s) { return computers_talk(s) && !s.progress().computers_talked; }
// Who takes part: every computer seat still in the game speaks and answers.
bot::Talkers talkers_of(const Session& s);
// The request for this phase's round, as a worker answers it (think_wire.h).
bot::ThinkRequest talk_request(const Session& s);
// Takes in the round thought from `asked` (the game's messages when it was asked for): the messages after those in
// `talked`, each checked as any message is, a reply pointed at its proposal's place in the game now (a person may
// have spoken meanwhile). Not taken: a proposal equal to one still waiting for its answer, and a proposal to a
// person who is done with the phase. The round counts as held, and then the messages people said to the computer
// seats meanwhile are sent (Session::send_held). How many of the round's messages were taken in.
int take_talk(Session& s, const Press& asked, const Press& talked);
// Holds the round here and now, if it is due, as a worker would. How many messages were taken in.
int talk_now(Session& s);

}  // namespace dip
