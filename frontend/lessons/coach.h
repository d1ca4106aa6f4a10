// The coach of a newcomer's first hour: the lessons (which is open, how it went, which are done, kept in storage
// so they can be left and taken up again), and in a game against the computer with hints on, the next useful order
// and why the last phase went against the player. No drawing: ui/panels/coach_card.h draws what it says.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "game_keeper.h"
#include "lesson_book.h"
#include "session.h"

namespace dip {

class Coach {
public:
    explicit Coach(Storage& storage) : storage_(storage) {}

    // ---- Lessons ------------------------------------------------------------------------------------------
    bool lesson_done(std::size_t i) const;
    // The first lesson not done yet (lessons().size() once all are).
    std::size_t next_lesson() const;
    // Opens lesson `i` as the keeper's game: a game kept nowhere, so the game open before comes back when the
    // lesson is left. "" or why not.
    std::string start_lesson(std::size_t i, GameKeeper& keeper);
    // Leaves the lessons: the game played last opens again.
    void leave(GameKeeper& keeper);
    // What the player asked for in this frame's drawing, carried out by carry_out() where the page may change its
    // game (never in the middle of drawing it).
    enum class Ask { None, Lesson, Leave, FirstGame };
    void ask(Ask what, std::size_t lesson = 0) { asked_ = {what, lesson}; }
    // Another lesson, leaving them, or the first game (France against Easy computers, hints on). "" or why not.
    std::string carry_out(GameKeeper& keeper);
    // The lesson open in `session`, or nullptr (another game is open: the lesson was left).
    const Lesson* lesson(const Session& session) const;
    std::size_t lesson_index() const { return lesson_; }
    // How the open lesson went, once its phase is played (a met goal is kept as done).
    struct Verdict {
        bool played = false;
        bool met = false;
        std::string text;  // why not, or why it worked
    };
    Verdict verdict(const Session& session);
    // The other powers' orders of the open lesson, shown on the map while the learner writes.
    std::vector<Order> others_orders(const Session& session) const;

    // ---- Hints in a game against the computer -------------------------------------------------------------
    bool hints_on() const;
    void set_hints(bool on);
    // Hints are given in `session` to the person playing `me` (against the computer, hints on, game on).
    bool hints_for(const Session& session, Power me) const;
    struct Hint {
        Order order;
        std::string text;  // "Move the army in Paris to Burgundy"
        std::string why;   // "Burgundy is ..."
    };
    // The next useful order for `me`: what the computer would order for a unit (or a build) still without one.
    // None when every unit has an order.
    std::optional<Hint> hint(const Session& session, Power me);
    // Why a played phase went against `me`: a line for each of its orders that did not work.
    static std::vector<std::string> surprises(const PlayedPhase& phase, Power me, const Map& map);

private:
    Storage& storage_;
    std::size_t lesson_ = 0;
    std::uint64_t lesson_game_ = 0;  // the id of the open lesson's game (0: none)
    bool was_met_ = false;           // the verdict was kept as done already
    std::pair<Ask, std::size_t> asked_{Ask::None, 0};
    struct {
        std::uint64_t game = 0, revision = ~0ull;
        std::vector<Order> orders;
    } choice_;  // the computer's choice for the person, thought once a phase
};

}  // namespace dip
