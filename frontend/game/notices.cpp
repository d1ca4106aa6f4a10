// The player's messages: one on show, all in the log.
#include "notices.h"

namespace dip {

void Notices::tell(std::string text, Kind kind, std::vector<Action> actions) {
    if (text.empty()) {
        showing_ = false;
        return;
    }
    if (log_.size() == kMaxLog) log_.erase(log_.begin());
    log_.push_back({std::move(text), kind, ++told_, std::move(actions)});
    showing_ = true;
}

void Notices::act(std::size_t index) {
    const Entry* shown = showing();
    if (!shown || index >= shown->actions.size()) return;
    const std::function<void()> run = shown->actions[index].run;  // (a copy: running it may tell a new message)
    showing_ = false;
    if (run) run();
}

void Notices::moved_on() {
    if (const Entry* shown = showing(); shown && shown->kind == Kind::News && shown->actions.empty()) showing_ = false;
}

void Notices::game_opened(const std::string& game) {
    if (!showing()) return;
    std::vector<Action>& actions = log_.back().actions;
    const bool had = !actions.empty();
    std::erase_if(actions, [&](const Action& a) { return !a.game.empty() && a.game != game; });
    if (had && actions.empty()) showing_ = false;
}

}  // namespace dip
