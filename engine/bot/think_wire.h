// A computer player's decision asked of another program (the page's Web Worker, web/think_worker.js) and its
// answer, as short text: the rules' settings (their variant by its catalogue number), the position, the
// power, the level, the game's seed, what its moves say of friend and foe (relations.h) and the deals in force
// (press.h) go one way; the orders come back. Both are bit-packed (compact.h) and written in hex. Decoding checks
// everything: a damaged message gives a Failure (no line), never a crash or a wrong decision.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "bot.h"
#include "press/talk_round.h"
#include "failure.h"

namespace dip::bot {

struct ThinkRequest {
    RuleSettings rules;
    Position position;
    Power power = kNoPower;
    Level level = Level::Easy;
    std::uint64_t seed = 0;  // the game's seed, as for choose_orders
    Relations relations;     // relations_of the game, as for choose_orders
    // The deals in force (press.h's deals_in_force: each the accepted proposal or the answer), whose commitments
    // the decision keeps as choose_orders does.
    std::vector<Message> deals;
    // What is asked: the power's orders (choose_orders), or the computer players' round of talk of this phase
    // (talk_round.h), when `power` and `level` mean nothing.
    enum class Task : std::uint8_t { Orders, Talk };
    Task task = Task::Orders;
    // The round's inputs, sent with the talk only: every message of the game so far, and who takes part.
    struct Talk {
        Press press;
        Talkers talkers;
    };
    Talk talk;
};

// The request names its variant, whose map the position is packed on.
std::string encode_think_request(const ThinkRequest& request);
Expected<ThinkRequest> decode_think_request(std::string_view text);

std::string encode_think_answer(const std::vector<Order>& orders, const Map& map);
Expected<std::vector<Order>> decode_think_answer(std::string_view text, const Map& map);
// The answer to a request for the talk: the game's messages with the round's after them.
std::string encode_talk_answer(const Press& press, const Map& map);
Expected<Press> decode_talk_answer(std::string_view text, const Map& map);

// What the other program does with a request: the orders choose_orders gives for it (or the messages of the talk
// round), encoded; `progress` is told how far along the thinking is (0 to 100) as it goes, if
// given. A bad request gives "error: " and why.
std::string answer_think_request(std::string_view request, void (*progress)(int percent) = nullptr);

}  // namespace dip::bot
