// Computer players thinking while the page draws, and the line that says who is thinking.
#include "computer_turns.h"

#include "widgets.h"

namespace dip {

bool ComputerTurns::frame(Session& s, bool may_play) {
    if (may_play && s.autoplay(1) > 0) return true;  // a phase of computers alone, already thought
    thinker_->work(s);
    return may_play && s.play_if_ready();
}

bool ComputerTurns::progress(const Session& s, const Palette& palette) const {
    const std::vector<Power> left = ComputerThinker::thinking(s);
    if (left.empty()) return false;
    std::string line = "The computer is thinking: ";
    for (std::size_t i = 0; i < left.size(); ++i) {
        const Power p = left[i];
        line += (i ? ", " : "") + s.map().power(p).name;
        const int percent = thinker_->percent(p);
        if (percent >= 0 && s.settings().computers.level(p))
            line += " (" + level_title(*s.settings().computers.level(p)) + ", " + std::to_string(percent) + "%)";
    }
    prompt_box(palette, line + ".");
    return true;
}

}  // namespace dip
