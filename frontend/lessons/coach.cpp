#include "coach.h"

#include <algorithm>
#include <utility>

#include "adjustments.h"
#include "order_advice.h"
#include "table_policy.h"
#include "text_util.h"

namespace dip {

namespace {

constexpr const char* kDoneKey = "dip.lessons";  // the ids of the lessons done, comma separated
constexpr const char* kHintsKey = "dip.hints";   // "on" or "off"

}  // namespace

// ---- Lessons ------------------------------------------------------------------------------------------------

bool Coach::lesson_done(std::size_t i) const {
    if (i >= lessons().size()) return false;
    const std::string done = storage_.get(kDoneKey).value_or("");
    for (std::string_view id : split(done, ','))
        if (trim(id) == lessons()[i].id) return true;
    return false;
}

std::size_t Coach::next_lesson() const {
    std::size_t i = 0;
    while (i < lessons().size() && lesson_done(i)) ++i;
    return i;
}

std::string Coach::start_lesson(std::size_t i, GameKeeper& keeper) {
    if (i >= lessons().size()) return "There is no such lesson.";
    const Lesson& l = lessons()[i];
    std::string why = keeper.play_unstored(l.position, l.power, "Lesson: " + std::string(l.title));
    if (!why.empty()) return why;
    lesson_ = i;
    lesson_game_ = keeper.session().record().id;
    was_met_ = false;
    return "";
}

void Coach::leave(GameKeeper& keeper) {
    const bool in_lesson = lesson_game_ != 0 && keeper.session().record().id == lesson_game_;
    lesson_game_ = 0;
    if (in_lesson) keeper.reopen_last();
}

std::string Coach::carry_out(GameKeeper& keeper) {
    const auto [what, which] = std::exchange(asked_, {Ask::None, 0});
    switch (what) {
        case Ask::None: return "";
        case Ask::Lesson: return start_lesson(which, keeper);
        case Ask::Leave: leave(keeper); return "";
        case Ask::FirstGame:
            leave(keeper);
            set_hints(true);
            keeper.new_game_against_computer(keeper.session().map().find_power("France"), bot::Level::Easy);
            return "";
    }
    return "";
}

const Lesson* Coach::lesson(const Session& session) const {
    if (lesson_game_ == 0 || session.record().id != lesson_game_ || lesson_ >= lessons().size()) return nullptr;
    return &lessons()[lesson_];
}

Coach::Verdict Coach::verdict(const Session& session) {
    const Lesson* l = lesson(session);
    if (!l || session.game().history().empty()) return {};
    const std::string why = check_goal(*l, session.map(), session.game().history().front());
    if (!why.empty()) return {true, false, why};
    if (!was_met_ && !lesson_done(lesson_)) {
        const std::string done = storage_.get(kDoneKey).value_or("");
        storage_.set(kDoneKey, done + (done.empty() ? "" : ",") + std::string(l->id));
    }
    was_met_ = true;
    return {true, true, std::string(l->done)};
}

std::vector<Order> Coach::others_orders(const Session& session) const {
    std::vector<Order> out;
    const Lesson* l = lesson(session);
    if (!l || !session.game().history().empty()) return out;
    const Power you = session.map().find_power(l->power);
    for (const Order& o : session.orders())
        if (o.power != you) out.push_back(o);
    return out;
}

// ---- Hints --------------------------------------------------------------------------------------------------

bool Coach::hints_on() const { return storage_.get(kHintsKey).value_or("") == "on"; }

void Coach::set_hints(bool on) { storage_.set(kHintsKey, on ? "on" : "off"); }

bool Coach::hints_for(const Session& session, Power me) const {
    return hints_on() && me != kNoPower && against_computer(session) && !session.over();
}

std::optional<Coach::Hint> Coach::hint(const Session& session, Power me) {
    if (!hints_for(session, me)) return std::nullopt;
    const std::uint64_t revision = session.game_revision();
    if (choice_.game != session.record().id || choice_.revision != revision) {
        choice_ = {session.record().id, revision, computer_choice(session, me, bot::Level::Easy)};
    }
    const Position& pos = session.position();
    const std::vector<Order> written = session.orders(me);
    // A build or removal still due: the first of the computer's on a place not used yet.
    const bool adjusting = pos.phase.kind == PhaseKind::Adjustments;
    if (adjusting && adjustments_left(session, me) == 0) return std::nullopt;
    for (const Order& o : choice_.orders) {
        if (o.kind == OrderKind::Waive) continue;
        const bool given = std::any_of(written.begin(), written.end(), [&](const Order& w) {
            return w.unit != kNone && o.unit != kNone &&
                   session.map().province_of(w.unit) == session.map().province_of(o.unit);
        });
        if (given) continue;
        return Hint{o, order_in_words(o, pos, session.map()), why_give(o, pos, session.map())};
    }
    return std::nullopt;
}

std::vector<std::string> Coach::surprises(const PlayedPhase& phase, Power me, const Map& map) {
    std::vector<std::string> out;
    for (const OrderResult& r : phase.result.results) {
        if (r.order.power != me || (r.implicit && r.outcome.reason != Reason::Dislodged)) continue;
        const std::string lesson = lesson_in(r, phase.position, map);
        if (!lesson.empty()) out.push_back(order_in_words(r.order, phase.position, map) + ": " + lesson);
    }
    return out;
}

}  // namespace dip
