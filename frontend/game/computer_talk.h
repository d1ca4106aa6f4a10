// The computer seats speaking first (docs/PRESS.md, "In the page"): at the start of each movement phase of a game
// where people talk, each computer seat makes the proposals bot_proposals gives it (peace or a zone to a
// neighbour, a support it needs) to the people. They are thought where the orders are (the page's Web Workers,
// as a think request of task Proposals; or here and now), and taken into the game once each: a proposal already
// made and still waiting for its answer is not made again. Proposals to other computer seats are not sent: their
// conversations would be thought for nobody to read.
#pragma once

#include <vector>

#include "bot/think_wire.h"
#include "session.h"

namespace dip {

// The computer seats that may propose to the people now: in a movement phase of a game played here that is not
// by link, while the people write their orders, each computer seat still in the game when some person is too.
std::vector<Power> computers_to_propose(const Session& s);
// The request for a computer seat's proposals, as a worker answers it (think_wire.h).
bot::ThinkRequest proposals_request(const Session& s, Power p);
// Takes in what the computer seat `p` proposed: its own proposals of this phase, to people, each once (not one
// equal to a proposal it made this phase that waits for its answer). How many were sent.
int take_proposals(Session& s, Power p, const Press& proposals);
// Thinks a computer seat's proposals here and now and takes them in, as a worker would (a page without workers);
// or every seat's (tests). How many were sent.
int propose_now(Session& s, Power p);
int propose_now(Session& s);

}  // namespace dip
