// The computer players' turn in the page: each frame, a phase where only computers have decisions is made
// ready, the computers think (a ComputerThinker from the platform: Web Workers in a browser that has them,
// else slices of each frame, so the page keeps drawing either way), and the phase is played once their orders
// are in. A progress line says who is still thinking. The orders themselves and when a phase is ready are the
// Session's.
#pragma once

#include <memory>

#include "computer_thinker.h"
#include "palette.h"
#include "session.h"

namespace dip {

class ComputerTurns {
public:
    explicit ComputerTurns(std::unique_ptr<ComputerThinker> thinker) : thinker_(std::move(thinker)) {}
    // The computers think (ahead of the people, where the thinker can); then, if `may_play`, a phase they alone
    // decide is played, or one whose orders are all in. True when a phase was played (its results are to be shown).
    bool frame(Session& s, bool may_play);
    // While the computers think, the progress line. True when it was drawn (nothing else is to be done now).
    bool progress(const Session& s, const Palette& palette) const;
    // A message for the player from the thinker, once ("" for none).
    std::string take_notice() { return thinker_->take_notice(); }

private:
    std::unique_ptr<ComputerThinker> thinker_;
};

}  // namespace dip
