// Formal Diplomacy in a session: a game created with the variant plays by its rules, power orders (declarations,
// surrenders, claims) are kept like any order, and the whole game survives a save string and a position code.
#include <catch2/catch.hpp>

#include "../support.h"
#include "formal/vocabulary.h"
#include "formal/state.h"
#include "position_text.h"
#include "save.h"
#include "session.h"
#include "../read_into.h"

using namespace dip;
using namespace dip::test;

namespace {

GameSettings formal_settings(int turns) {
    GameSettings g;
    g.rules.variant = Variant::Formal;
    g.rules.max_turns = turns;
    return g;
}

}  // namespace

TEST_CASE("[Formal session] a Formal game needs war to attack, keeps power orders once, and ends on points") {
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox, formal_settings(2));
    REQUIRE(set_orders_text(s, "France: A Par - Pic\nGermany: A Mun - Bur\n").empty());
    s.adjudicate();  // into provinces of nobody's: no war needed
    REQUIRE(s.position().units[province_named("Bur")]);

    // Germany declares war on France (written twice: counted once) and walks into Paris; France claims Belgium.
    REQUIRE(set_orders_text(s,
                            "Germany: Declare War On France\nGermany: DWO Fra\nGermany: A Bur - Par\n"
                            "France: SOI Bel\nFrance: A Pic S SOI Bel\n")
                .empty());
    const std::vector<Order> germany = s.orders(kGermany);
    CHECK(std::count_if(germany.begin(), germany.end(), [](const Order& o) { return o.kind == formal::DeclareWar; }) ==
          1);
    CHECK(s.orders(kFrance).front().kind == formal::Soi);

    // The game survives a save string with its power orders being written.
    GameRecord saved;
    std::string error;
    REQUIRE(read_into(decode_game(encode_game(save_session(s, 1))), saved, error));
    Session back(standard_rules());
    REQUIRE(restore_session(saved, back, error));
    CHECK(back.settings().rules.variant == Variant::Formal);
    CHECK(back.orders() == s.orders());

    const PhaseResult& r = s.adjudicate();  // Fall 1901: the last turn
    CHECK(formal_state(s.position()).at_war(kGermany, kFrance));
    CHECK(formal_state(s.position()).sphere(province_named("Bel")) == kFrance);
    CHECK_FALSE(r.results.empty());
    CHECK(s.position().units[province_named("Par")].power == kGermany);
    CHECK(s.over());  // two turns played
    // Germany: -1 for declaring, +1 for Paris; France: -1 for its home centre held by another.
    CHECK(formal_state(s.position()).points[kGermany] == 0);
    CHECK(formal_state(s.position()).points[kFrance] == -1);
    CHECK(s.end().kind == EndKind::TimeLimit);  // five powers share the most points: nobody wins alone
}

TEST_CASE("[Formal session] the position text's rules line makes a Formal game, and a position code keeps it") {
    Session s(standard_rules());
    REQUIRE(s.load_position_text("rules: formal, max turns 6\nphase: Spring 1901 Movement\nunits:\n  France: A Bur\n"
                                 "  Germany: A Ruh\norders:\n  Germany: A Ruh - Bur\n") == "");
    CHECK(s.settings().rules.variant == Variant::Formal);
    CHECK(s.settings().rules.max_turns == 6);
    const PhaseResult& r = s.adjudicate();
    REQUIRE(r.results.size() >= 1);
    CHECK(r.results[0].outcome.result == Result::Illegal);  // not at war with France
    CHECK(s.position().units[province_named("Ruh")]);

    const SavedPosition p{s.position(), {}, s.settings().rules};
    SavedPosition back;
    std::string error;
    REQUIRE(read_into(decode_position(encode_position(p)), back, error));
    CHECK(back.rules.variant == Variant::Formal);
    CHECK(back.rules.max_turns == 6);

    // A standard text afterwards makes a standard game again.
    REQUIRE(s.load_position_text("phase: Spring 1901 Movement\nunits:\n  France: A Bur\n") == "");
    CHECK(s.settings().rules.variant == Variant::Standard);
}

TEST_CASE("[Formal session] the end is told in victory points, and the game list says so") {
    Session s(standard_rules());
    REQUIRE(s.load_position_text("rules: formal, max turns 1\nphase: Spring 1901 Movement\nunits:\n  France: A Par\n"
                                 "  Germany: A Mun\npoints: France 2, Germany 1\n") == "");
    CHECK(end_text(s) == "");
    s.adjudicate();
    REQUIRE(s.over());
    CHECK(end_text(s) == "France wins with the most victory points (2)");
}
