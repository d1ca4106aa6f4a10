// Bounded work for any input: every reader of a whole game refuses more than kMaxPhases phases before it
// replays anything, and a game that reaches the limit ends there, so what the page stores always reads back.
#include <catch2/catch.hpp>

#include "../support.h"
#include "game.h"
#include "position_text.h"
#include "save.h"
#include "scenario.h"
#include "session.h"
#include "../read_into.h"

using namespace dip;
using namespace dip::test;

namespace {

// A record of `phases` phases in which nobody orders (every unit holds), as a crafted link would hold.
std::string empty_phases(std::size_t phases) {
    GameRecord g;
    g.name = "Empty phases";
    g.start = start_position(standard());
    g.steps.resize(phases);
    return encode_game(g);
}

// A game as text: the start, then `phases` blocks with no orders.
std::string empty_phases_text(std::size_t phases) {
    std::string text = "phase: Spring 1901 Movement\n";
    for (std::size_t i = 0; i < phases; ++i) text += "---\n";
    return text;
}

}  // namespace

TEST_CASE("[Limits] a record of more phases than a game can hold is refused as it is read, before any replay") {
    for (const std::size_t phases : {kMaxPhases + 1, std::size_t{100000}}) {
        GameRecord g;
        std::string error;
        CHECK_FALSE(read_into(decode_game(empty_phases(phases)), g, error));
        CHECK_THAT(error, Catch::Contains("more phases than a game can hold"));
        CHECK(g.steps.empty());  // nothing was kept from the refused record
    }
}

TEST_CASE("[Limits] a game written as text, or a scenario, of too many phases is refused and changes nothing") {
    Session s(standard_rules());
    s.adjudicate();
    const std::string before = write_position(s.position(), s.rules());
    CHECK_THAT(s.load_game_text(empty_phases_text(kMaxPhases + 1)), Catch::Contains("at most"));
    CHECK(write_position(s.position(), s.rules()) == before);
    CHECK(s.game().history().size() == 1);
    CHECK_THAT(run_scenario(empty_phases_text(kMaxPhases + 1), standard_rules()).error, Catch::Contains("at most"));
}

TEST_CASE("[Limits] a game that reaches the limit ends there, and its record reads back and replays") {
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox, GameSettings{});
    for (std::size_t i = 0; i < kMaxPhases + 10 && !s.over(); ++i) s.adjudicate();  // nobody orders: all hold
    CHECK(s.game().history().size() == kMaxPhases);
    CHECK(s.end().kind == EndKind::TimeLimit);
    CHECK_FALSE(s.edit_position(s.position()).empty());  // a sandbox edit would be one phase too many
    CHECK(s.game().history().size() == kMaxPhases);

    GameRecord g;
    std::string error;
    REQUIRE(read_into(decode_game(encode_game(save_session(s, 1))), g, error));
    Session again(standard_rules());
    REQUIRE(restore_session(g, again, error));
    CHECK(again.game().history().size() == kMaxPhases);
    CHECK(again.over());
}

TEST_CASE("[Limits] a game played and edited in the last year is stored and reads back, and a later year is refused") {
    // Before, play went on past kLastYear, and a sandbox edit there was stored as a position no reader takes:
    // the game was set aside at the next load.
    const std::string last = std::to_string(kLastYear);
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox, GameSettings{});
    REQUIRE(s.load_position_text("phase: Spring " + last +
                                 " Movement\nunits:\n  France: A Par, A Mar\n"
                                 "centers:\n  France: Par, Mar, Bre\n")
                .empty());
    for (int i = 0; i < 10 && !s.over(); ++i) s.adjudicate();
    CHECK(s.over());
    CHECK(s.position().phase == Phase{Season::Winter, PhaseKind::Adjustments, kLastYear});
    CHECK(s.edit_position(s.position()).empty());  // a sandbox edit of the last position

    GameRecord g;
    std::string error;
    REQUIRE(read_into(decode_game(encode_game(save_session(s, 1))), g, error));
    Session again(standard_rules());
    REQUIRE(restore_session(g, again, error));
    CHECK(again.position() == s.position());
    CHECK(again.over());

    // A text of a later year is refused with the reason, and the game stays as it was.
    const std::size_t phases = s.game().history().size();
    CHECK_THAT(s.load_position_text("phase: Spring " + std::to_string(kLastYear + 1) + " Movement\n"),
               Catch::Contains("past the last a game may reach"));
    CHECK_THAT(s.load_game_text("phase: Spring " + std::to_string(kLastYear + 1) + " Movement\n---\n"),
               Catch::Contains("past the last a game may reach"));
    CHECK(s.game().history().size() == phases);
}

TEST_CASE("[Limits] a game written as text that plays on past its end is refused, not stored to be set aside") {
    // Every block after the game is over would be a phase no save string takes ("goes on after it was won").
    Session s(standard_rules());
    const std::string past_end = "phase: Fall " + std::to_string(kLastYear) + " Movement\n---\n---\n---\n";
    CHECK_THAT(s.load_game_text(past_end), Catch::Contains("phase 2: the game is over there"));
    CHECK_THAT(s.load_game_text("phase: Fall 1901 Movement\nrules: standard, end year 1901\n---\n---\n"),
               Catch::Contains("phase 2: the game is over there"));
    CHECK(s.game().history().empty());
}
