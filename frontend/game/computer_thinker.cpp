// Computer seats thought on the page's thread, a slice at a time (see computer_thinker.h).
#include "computer_thinker.h"

#include <algorithm>

#include "computer_talk.h"

namespace dip {

void SliceThinker::work(Session& s) {
    const auto until = std::chrono::steady_clock::now() + slice_;
    while (std::chrono::steady_clock::now() < until && think(s, 1)) {}
}

// The round of talk goes a seat at a time, from a copy of the game as it stood when it began; once every seat has
// spoken it is taken in (take_talk points its replies at the messages said meanwhile).
bool SliceThinker::talk(Session& s) {
    if (talk_ && (s.record().id != talk_->game || s.game().history().size() != talk_->phase)) talk_.reset();
    if (!talk_due(s)) return false;
    if (!talk_) {
        talk_ = std::make_unique<Talk>(Talk{s.shared_rules(), s.position(), computer_relations(s), s.press(),
                                            s.record().id, s.game().history().size(), nullptr});
        talk_->round = std::make_unique<bot::TalkRound>(*talk_->rules, talk_->position, talk_->asked, talkers_of(s),
                                                        computer_seed(s), &talk_->relations);
    }
    if (!talk_->round->step()) {
        take_talk(s, talk_->asked, talk_->round->press());
        talk_.reset();
    }
    return true;
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
        if (talk(s)) {
            ++steps;
            continue;
        }
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
    return talk_due(s) || !thinking(s).empty();
}

}  // namespace dip
