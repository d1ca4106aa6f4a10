// The page's game session: writing orders, replacing them, text entry with errors, playing, loading games
// from text, sandbox edits and undo, and hot-seat turns.
#include <catch2/catch.hpp>

#include "../support.h"
#include "position_text.h"
#include "session.h"
#include "table_policy.h"

using namespace dip;
using namespace dip::test;

TEST_CASE("[Session] a new order for a unit replaces the old one") {
    Session s(standard_rules());
    REQUIRE(set_orders_text(s, "France: A Par - Bur\nFrance: A Par - Pic\n").empty());
    const std::vector<Order> o = s.orders(kFrance);
    REQUIRE(o.size() == 1);
    CHECK(o[0].dest == province_named("Pic"));
    s.remove_order(province_named("Par"));
    CHECK(s.orders().empty());
}

TEST_CASE("[Session] a power's orders keep the sequence written: of too many builds, the first count") {
    Session s(standard_rules());
    REQUIRE(s.load_position_text("phase: Winter 1901 Adjustments\nunits:\n  France: A Bur\n  Germany: A Kie\n"
                                 "centers:\n  France: Par, Mar, Bre\n  Germany: Kie, Ber, Mun\n") == "");
    // France may build two: Paris, a waive, then Marseilles (one too many). Germany, two: Munich, Berlin.
    REQUIRE(set_orders_text(s,
                            "France: Build A Par\nGermany: Build A Mun\nFrance: Waive\nFrance: Build A Mar\n"
                            "Germany: Build A Ber\n")
                .empty());
    const std::vector<Order> france = s.orders(kFrance);
    REQUIRE(france.size() == 3);
    CHECK(france[0].unit == province_named("Par"));
    CHECK(france[1].kind == OrderKind::Waive);
    CHECK(france[2].unit == province_named("Mar"));
    s.adjudicate();
    CHECK(s.position().units[province_named("Par")]);
    CHECK_FALSE(s.position().units[province_named("Mar")]);  // written after the allowance was used
    CHECK(s.position().units[province_named("Mun")]);
    CHECK(s.position().units[province_named("Ber")]);
}

TEST_CASE("[Session] orders text: errors name the line, good lines still count") {
    Session s(standard_rules());
    const std::vector<Failure> errors = set_orders_text(s,
                                                        "France: A Par - Bur\n"
                                                        "# a comment\n"
                                                        "Frnace: A Mar - Spa\n"
                                                        "A Bre - Mao\n"
                                                        "Germany: A Mun - Xyz\n"
                                                        "Germany: A Ber - Kie\n");
    REQUIRE(errors.size() == 3);
    CHECK(errors[0].line == 3);
    CHECK_THAT(errors[0].message, Catch::Contains("unknown power \"Frnace\""));
    CHECK(errors[1].line == 4);
    CHECK_THAT(errors[1].message, Catch::Contains("whose order"));
    CHECK(errors[2].line == 5);
    CHECK_THAT(errors[2].message, Catch::Contains("\"Xyz\""));
    CHECK(s.orders().size() == 2);
    CHECK(orders_text(s) == "France: A Par - Bur\nGermany: A Ber - Kie\n");
}

TEST_CASE("[Session] a power may only write its own orders where its orders are asked for") {
    Session s(standard_rules());
    const std::vector<Failure> errors = set_orders_text(s, "A Par - Bur\nGermany: A Mun - Ruh\n", kFrance);
    REQUIRE(errors.size() == 1);
    CHECK_THAT(errors[0].message, Catch::Contains("only France"));
    CHECK(orders_text(s) == "France: A Par - Bur\n");
}

TEST_CASE("[Session] adjudicating plays the phase and clears the orders") {
    Session s(standard_rules());
    set_orders_text(s, "France: A Par - Bur\nGermany: A Mun - Bur\nRussia: F StP/sc - Bot\n");
    const PhaseResult& r = s.adjudicate();
    CHECK(r.results.size() > 3);
    CHECK(s.orders().empty());
    CHECK(s.position().phase == Phase{Season::Fall, PhaseKind::Movement, 1901});
    CHECK(s.position().units[province_named("Bot")]);
    CHECK(s.undo());
    CHECK(s.position().phase == Phase{Season::Spring, PhaseKind::Movement, 1901});
    CHECK_FALSE(s.undo());
}

TEST_CASE("[Session] undoing a phase brings its orders back to be changed, redo plays it again as it was") {
    Session s(standard_rules());
    set_orders_text(s, "France: A Par - Bur\nGermany: A Mun - Bur\n");
    s.adjudicate();
    const Position fall = s.position();
    CHECK_FALSE(s.can_redo());
    REQUIRE(s.undo());
    CHECK(orders_text(s) == "France: A Par - Bur\nGermany: A Mun - Bur\n");  // back for editing
    CHECK(s.can_redo());
    // Changed and played again: what was undone is forgotten.
    set_orders_text(s, "Germany: A Mun - Ruh\n");
    s.adjudicate();
    CHECK(s.position().units[province_named("Bur")].power == kFrance);
    CHECK_FALSE(s.can_redo());
    // Undone twice, then redone twice: the same positions as before, edits included.
    Position edited = s.position();
    edited.units[province_named("Gas")] = {UnitType::Army, kGermany, province_named("Gas")};
    s.edit_position(edited);
    const Position after_edit = s.position();
    REQUIRE(s.undo());
    REQUIRE(s.undo());
    CHECK(s.position().phase == Phase{Season::Spring, PhaseKind::Movement, 1901});
    REQUIRE(s.redo());
    CHECK(s.position().units[province_named("Bur")].power == kFrance);
    CHECK(s.orders().empty());
    REQUIRE(s.redo());
    CHECK(s.position() == after_edit);
    CHECK_FALSE(s.redo());
    CHECK(fall.phase == s.position().phase);
}

TEST_CASE("[Session] by link, an undone phase counts the powers whose orders it had as received") {
    Session s(standard_rules());
    s.new_game(PlayMode::ByLink);
    s.change_record().seats.link_role(kFrance, true);
    s.change_record().id = 7;
    CHECK(accept_orders_code(s, kGermany, 0, 7,
                             {move_order(s.position().units[province_named("Mun")], province_named("Ruh"))},
                             Variant::Standard) == "");
    set_orders_text(s, "France: A Par - Bur\n");
    s.adjudicate();
    CHECK_FALSE(s.record().seats.received[kGermany]);
    REQUIRE(s.undo());
    CHECK(s.record().seats.received[kGermany]);
    CHECK(orders_text(s, kGermany) == "Germany: A Mun - Ruh\n");
}

TEST_CASE("[Session] loading a position keeps its orders, and a bad one changes nothing") {
    Session s(standard_rules());
    set_orders_text(s, "France: A Par - Bur\n");
    CHECK_THAT(s.load_position_text("phase: Spring 1901 Movement\nunits:\n  France: F Par\n"),
               Catch::Contains("cannot stand"));
    CHECK(s.orders().size() == 1);
    CHECK(s.position() == start_position(standard()));
    CHECK(s.load_position_text("phase: Fall 1905 Movement\nunits:\n  Italy: A Ven\norders:\n  Italy: A Ven - Tri\n") ==
          "");
    CHECK(s.position().phase.year == 1905);
    CHECK(orders_text(s) == "Italy: A Ven - Tri\n");
}

TEST_CASE("[Session] loading a game replays its phases and leaves the last orders to write") {
    Session s(standard_rules());
    const std::string game = R"(phase: Spring 1901 Movement
units:
  Germany: A Mun
  France: A Par
orders:
  Germany: A Mun - Bur
---
orders:
  Germany: A Bur - Par
  France: A Par - Pic
---
orders:
  Germany: Build A Ber
)";
    REQUIRE(s.load_game_text(game) == "");
    CHECK(s.game().history().size() == 2);
    CHECK(s.position().phase == Phase{Season::Winter, PhaseKind::Adjustments, 1901});
    CHECK(s.position().units[province_named("Par")].power == kGermany);
    CHECK(s.orders().size() == 1);
    CHECK_THAT(s.load_game_text("phase: Spring 1901 Movement\n---\nphase: Fall 1901 Movement\n"),
               Catch::Contains("phase 2"));
    CHECK(s.game().history().size() == 2);  // unchanged
}

TEST_CASE("[Session] sandbox edits are part of the game and can be undone") {
    Session s(standard_rules());
    Position p = s.position();
    p.units[province_named("Bur")] = {UnitType::Army, kGermany, province_named("Bur")};
    s.edit_position(p);
    CHECK(s.position().units[province_named("Bur")]);
    CHECK(s.game().history().back().edit);
    set_orders_text(s, "Germany: A Bur - Par\n");
    s.adjudicate();
    CHECK(s.position().units[province_named("Par")]);  // the French army stayed: the attack bounced
    CHECK(s.undo());
    CHECK(s.undo());
    CHECK_FALSE(s.position().units[province_named("Bur")]);
}

TEST_CASE("[Session] hot seat: each power in turn, civil disorder for powers nobody plays") {
    Session s(standard_rules());
    s.new_game(PlayMode::HotSeat);
    std::array<bool, kMaxPowers> played{};
    played[kFrance] = played[kGermany] = true;
    s.change_record().seats.set_players(played);
    CHECK(hotseat_power(s) == kFrance);
    CHECK_FALSE(hotseat_revealed(s));
    s.hotseat_reveal();
    CHECK(hotseat_revealed(s));
    set_orders_text(s, "A Par - Bur", kFrance);
    CHECK_FALSE(s.hotseat_done());
    CHECK(hotseat_power(s) == kGermany);
    CHECK_FALSE(hotseat_revealed(s));
    set_orders_text(s, "A Mun - Ruh", kGermany);
    CHECK(s.hotseat_done());  // the last player: the phase is adjudicated
    CHECK(s.position().phase == Phase{Season::Fall, PhaseKind::Movement, 1901});
    CHECK(s.position().units[province_named("Bur")].power == kFrance);
    CHECK(s.position().units[province_named("Ruh")].power == kGermany);
    CHECK(s.position().units[province_named("Ven")].power == kItaly);  // unplayed powers hold
    CHECK(hotseat_power(s) == kFrance);
}

TEST_CASE("[Session] powers with a choice in each kind of phase") {
    Session s(standard_rules());
    CHECK(s.powers_to_order().size() == 7);
    REQUIRE(s.load_position_text("phase: Spring 1901 Retreats\ndislodged:\n  Italy: A Vie <- Tri\n") == "");
    CHECK(s.powers_to_order() == std::vector<Power>{kItaly});
    REQUIRE(s.load_position_text(
                "phase: Winter 1901 Adjustments\nunits:\n  Russia: A Ukr\ncenters:\n  Russia: Mos\n") == "");
    CHECK(s.powers_to_order().empty());
    REQUIRE(s.load_position_text(
                "phase: Winter 1901 Adjustments\nunits:\n  Russia: A Ukr\ncenters:\n  Russia: Mos, War\n") == "");
    CHECK(s.powers_to_order() == std::vector<Power>{kRussia});
}

TEST_CASE("[Session] hot seat: a phase where no player has a choice plays itself, never without end") {
    GameSettings ends_1903;
    ends_1903.rules.end_year = 1903;
    Session s(standard_rules());
    s.new_game(PlayMode::HotSeat, ends_1903);
    std::array<bool, kMaxPowers> played{};
    played[kFrance] = true;
    s.change_record().seats.set_players(played);
    CHECK(s.autoplay(10) == 0);  // France has units to order
    CHECK(s.game().history().empty());

    // France is out of the game: no phase waits for anyone, so each plays itself, at most as many as asked.
    Position p = s.position();
    for (int q = 0; q < standard().province_count(); ++q) {
        if (p.units[q].power == kFrance) p.units[q] = {};
        if (p.owner[q] == kFrance) p.owner[q] = kNoPower;
    }
    s.edit_position(p);
    const std::size_t edited = s.game().history().size();
    CHECK(s.autoplay(1) == 1);
    CHECK(s.game().history().size() == edited + 1);
    CHECK(s.autoplay(2) == 2);
    CHECK(s.game().history().size() == edited + 3);
    // Up to the end of the game, and not a phase more however many are allowed.
    const int rest = s.autoplay(1000);
    CHECK(rest > 0);
    CHECK(rest < 1000);
    CHECK(s.over());
    CHECK(s.autoplay(1000) == 0);

    // Without an end, the bound alone stops it.
    Session endless(standard_rules());
    endless.new_game(PlayMode::HotSeat);
    endless.change_record().seats.set_players(played);
    endless.edit_position(p);
    CHECK(endless.autoplay(200) == 200);
    CHECK_FALSE(endless.over());

    // Not in the other modes.
    Session sandbox(standard_rules());
    sandbox.edit_position(p);
    CHECK(sandbox.autoplay(5) == 0);
}

TEST_CASE("[Session] the game's revision moves when the game under the orders changes, not with the orders") {
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox);
    std::uint64_t g = s.game_revision(), r = s.revision();
    REQUIRE(set_orders_text(s, "France: A Par - Bur\n").empty());
    s.remove_order(standard().find_abbr("par"));
    s.change_record().name = "Friday";
    CHECK(s.game_revision() == g);  // orders and names: the page keeps what it shows
    CHECK(s.revision() > r);        // (but they are saved)
    const auto moved = [&] { return std::exchange(g, s.game_revision()) < s.game_revision(); };
    s.adjudicate();
    CHECK(moved());
    s.undo();
    CHECK(moved());
    s.redo();
    CHECK(moved());
    REQUIRE(s.load_position_text("phase: Spring 1901 Movement\nunits:\n  France: A Par\n").empty());
    CHECK(moved());
    set_civil_disorder(s, kFrance, true);
    CHECK(moved());
    s.set_computer(kFrance, bot::Level::Easy);
    CHECK(moved());
    Session other(standard_rules());
    other.new_game(PlayMode::Sandbox);
    s.replace_with(std::move(other));
    CHECK(moved());  // another game: the revision only grows
}
