// Where the computer seats' orders are thought up while the page goes on drawing. The session says who must
// think (computers_to_think, once the people are ready); a thinker works on them a little each frame and sets
// each seat's orders once decided (and, at the start of a movement phase, first holds the computer seats' round of
// talk: computer_talk.h). Two kinds: SliceThinker, here, thinks on the page's own thread a slice of
// each frame; the browser's WorkerThinker (platform/worker_thinker.cpp) sends the work to Web Workers. Either
// way the orders are exactly dip::bot::choose_orders's (the game's id is the seed), so every device agrees.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bot/decision.h"
#include "bot/press/talk_round.h"
#include "session.h"
#include "table_policy.h"

namespace dip {

class ComputerThinker {
public:
    virtual ~ComputerThinker() = default;
    // Called once a frame: gets on with the computer seats still without orders, setting those decided.
    virtual void work(Session& s) = 0;
    // How far along the thinking for `p` is (0 to 100), or -1 when it has not started.
    virtual int percent(Power p) const = 0;
    // A message for the player, once ("" for none): e.g. the workers failed and the page's thread thinks.
    virtual std::string take_notice() { return ""; }

    // The computer seats still thinking, in power order (empty when nothing is asked of them).
    static std::vector<Power> thinking(const Session& s) {
        return ready(s) ? computers_to_think(s) : std::vector<Power>{};
    }
};

// Thinks on the page's thread: one seat after another, a slice of time each frame (Easy is quick and decided
// whole; one step of Normal's or Hard's search takes milliseconds).
class SliceThinker : public ComputerThinker {
public:
    explicit SliceThinker(std::chrono::milliseconds slice = std::chrono::milliseconds{14}) : slice_(slice) {}
    void work(Session& s) override;
    int percent(Power p) const override { return decision_ && p == power_ ? decision_->percent() : -1; }
    // Thinks for at most `max_steps` steps, whatever the time. True while some computer seat is still thinking
    // (or talking).
    bool think(Session& s, int max_steps);

private:
    void forget();
    // One seat's part of the round of talk (computer_talk.h), when it is due: true when it did some.
    bool talk(Session& s);

    std::chrono::milliseconds slice_;          // how long work() may think in a frame
    std::shared_ptr<const Rules> rules_;       // kept alive for the decision, which holds references
    std::unique_ptr<Position> position_;       // the position thought about (a copy: the session moves on)
    std::unique_ptr<bot::Decision> decision_;  // the decision under way, if any
    Power power_ = kNoPower;                   // whose orders it is looking for
    std::uint64_t game_ = 0;                   // the game (its id) and phase (phases played) it belongs to
    std::size_t phase_ = 0;
    std::vector<Message> deals_;  // the deals in force it thinks with (a deal agreed since calls it off)
    // The round of talk under way: what it reads (kept alive, as the round holds references) and the game and
    // phase it belongs to.
    struct Talk {
        std::shared_ptr<const Rules> rules;
        Position position;
        bot::Relations relations;
        Press asked;  // the game's messages when it began
        std::uint64_t game = 0;
        std::size_t phase = 0;
        std::unique_ptr<bot::TalkRound> round;
    };
    std::unique_ptr<Talk> talk_;
};

}  // namespace dip
