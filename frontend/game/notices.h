// What the page tells the player: the latest message stays on show (a banner over the map) until the player
// dismisses it or a new one replaces it (news that asks nothing also goes once the player moves on: their next
// click on the board, or their pressing Adjudicate), and every message is kept in a log (the side panel lists it), so a
// message read too late is still there. No drawing here.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace dip {

class Notices {
public:
    enum class Kind : std::uint8_t { News, Error };
    // A way on offered with a message ("Open the newer copy"): a button on the banner, which runs it and
    // takes the message away.
    struct Action {
        std::string label;
        std::function<void()> run;
        std::string game = "";  // the stored game it acts on ("": any): it goes when another game is opened
    };
    struct Entry {
        std::string text;
        Kind kind = Kind::News;
        std::uint64_t serial = 0;     // counts every message told, from 1
        std::vector<Action> actions;  // offered while it is on show
    };

    // A new message, on show until dismissed; an empty one takes the message on show away.
    void tell(std::string text, Kind kind, std::vector<Action> actions = {});
    // Runs the message on show's action `index` (a button pressed) and takes the message away.
    void act(std::size_t index);
    void dismiss() { showing_ = false; }
    // The player moved on (clicked the board, or pressed Adjudicate): news on show that offers nothing goes; an
    // error, or a message offering a way on, stays until answered or dismissed.
    void moved_on();
    // Another game is open (its storage key): the message on show loses the actions bound to other games, and
    // is taken away when it offered nothing else.
    void game_opened(const std::string& game);
    // The message on show, or nullptr.
    const Entry* showing() const { return showing_ && !log_.empty() ? &log_.back() : nullptr; }
    // Every message told, the latest last (the oldest are let go after kMaxLog).
    const std::vector<Entry>& log() const { return log_; }
    static constexpr std::size_t kMaxLog = 40;

private:
    std::vector<Entry> log_;
    bool showing_ = false;
    std::uint64_t told_ = 0;
};

}  // namespace dip
