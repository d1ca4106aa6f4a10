// Computer seats thought on the page's thread, a slice at a time (see computer_thinker.h).
#include "computer_thinker.h"

#include <algorithm>

#include "computer_talk.h"

namespace dip {

void SliceThinker::work(Session& s) {
    propose(s);
    const auto until = std::chrono::steady_clock::now() + slice_;
    while (std::chrono::steady_clock::now() < until && think(s, 1)) {}
}

// One computer seat's proposals a frame, each seat once a phase.
void SliceThinker::propose(Session& s) {
    for (Power p : computers_to_propose(s)) {
        const auto key = std::tuple{s.record().id, s.game().history().size(), p};
        if (std::find(proposed_.begin(), proposed_.end(), key) != proposed_.end()) continue;
        proposed_.push_back(key);
        propose_now(s, p);
        return;
    }
}

void SliceThinker::forget() {
    decision_.reset();
    position_.reset();
    rules_.reset();
    power_ = kNoPower;
}

bool SliceThinker::think(Session& s, int max_steps) {
    // Another game or phase than the one thought about: that thinking is no longer wanted.
    if (decision_ &&
        (s.record().id != game_ || s.game().history().size() != phase_ || !ready(s) || deals_ != deals_now(s)))
        forget();
    for (int steps = 0; steps < max_steps;) {
        const std::vector<Power> left = thinking(s);
        if (left.empty()) return false;
        if (!decision_) {
            power_ = left.front();
            game_ = s.record().id;
            phase_ = s.game().history().size();
            rules_ = s.shared_rules();
            position_ = std::make_unique<Position>(s.position());
            deals_ = deals_now(s);
            const bot::Relations relations = computer_relations(s);
            const Commitments commitments = commitments_now(s);
            decision_ = std::make_unique<bot::Decision>(*rules_, *position_, power_,
                                                        s.settings().computers.level(power_).value_or(bot::Level::Easy),
                                                        computer_seed(s), &relations, &commitments);
            ++steps;
            continue;
        }
        if (decision_->step()) {
            ++steps;
            continue;
        }
        s.set_computer_orders(power_, decision_->orders());
        forget();
    }
    return !thinking(s).empty();
}

}  // namespace dip
