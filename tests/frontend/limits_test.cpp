// Bounded work for any input: every reader of a whole game refuses more than kMaxPhases phases before it
// replays anything, and a game that reaches the limit ends there, so what the page stores always reads back.
#include <catch2/catch.hpp>

#include "../support.h"
#include "game.h"
#include "position_text.h"
#include "save.h"
#include "scenario.h"
#include "session.h"

using namespace dip;
using namespace dip::test;

namespace {

// A record of `phases` phases in which nobody orders (every unit holds), as a crafted link would hold.
std::string empty_phases(std::size_t phases) {
    SavedGame g;
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
        SavedGame g;
        std::string error;
        CHECK_FALSE(decode_game(empty_phases(phases), g, error));
        CHECK_THAT(error, Catch::Contains("more phases than a game can hold"));
        CHECK(g.steps.empty());  // nothing was kept from the refused record
    }
}

TEST_CASE("[Limits] a game written as text, or a scenario, of too many phases is refused and changes nothing") {
    Session s(standard_rules());
    s.adjudicate();
    const std::string before = write_position(s.position(), s.map());
    CHECK_THAT(s.load_game_text(empty_phases_text(kMaxPhases + 1)), Catch::Contains("at most"));
    CHECK(write_position(s.position(), s.map()) == before);
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

    SavedGame g;
    std::string error;
    REQUIRE(decode_game(encode_game(save_session(s, 1)), g, error));
    Session again(standard_rules());
    REQUIRE(restore_session(g, again, error));
    CHECK(again.game().history().size() == kMaxPhases);
    CHECK(again.over());
}
