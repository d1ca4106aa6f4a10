// Computer players thinking a slice of each frame, and the line that says who is thinking.
#include "computer_turns.h"

#include <chrono>

#include "widgets.h"

namespace dip {

namespace {

// How long the computers may think in one frame: the page still draws about 30 frames a second.
constexpr std::chrono::milliseconds kSlice{14};

}  // namespace

bool ComputerTurns::frame(Session& s) {
    if (s.autoplay(1) > 0) return true;  // a phase of computers alone, already thought
    const auto until = std::chrono::steady_clock::now() + kSlice;
    while (std::chrono::steady_clock::now() < until && thinker_.think(s, 1)) {}
    return s.play_if_ready();
}

bool ComputerTurns::progress(const Session& s, const Palette& palette) const {
    const std::vector<Power> left = thinker_.thinking(s);
    if (left.empty()) return false;
    std::string line = "The computer is thinking: ";
    for (std::size_t i = 0; i < left.size(); ++i) {
        const Power p = left[i];
        line += (i ? ", " : "") + s.map().power(p).name;
        if (p == thinker_.current() && s.computer_level(p))
            line += " (" + level_title(*s.computer_level(p)) + ", " + std::to_string(thinker_.percent()) + "%)";
    }
    prompt_box(palette, line + ".");
    return true;
}

}  // namespace dip
