// Tournament play in a session: settings chosen at creation, the end year, civil disorder, draw and
// concession votes (at most one per movement phase, taken back with undo), the score table, and all of it
// surviving a save string.
#include <catch2/catch.hpp>

#include "../support.h"
#include "centre_chart.h"
#include "save.h"
#include "session.h"
#include "../read_into.h"

using namespace dip;
using namespace dip::test;

namespace {

GameSettings tournament(int end_year) {
    GameSettings g;
    g.rules.end_year = end_year;
    g.scoring = Scoring::CDiplo;
    return g;
}

void play_holds(Session& s, int phases) {
    for (int i = 0; i < phases && !s.over(); ++i) s.adjudicate();
}

std::array<Ballot, kMaxPowers> all(Ballot b) {
    std::array<Ballot, kMaxPowers> out{};
    out.fill(b);
    return out;
}

}  // namespace

TEST_CASE("[Tournament] a game set to end after Fall 1902 ends there, with a final score table") {
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox, tournament(1902));
    CHECK(s.settings().rules.end_year == 1902);
    play_holds(s, 3);  // Spring 1901, Fall 1901, Spring 1902 (nobody adjusts after holding)
    CHECK_FALSE(s.over());
    CHECK(s.position().phase == Phase{Season::Fall, PhaseKind::Movement, 1902});
    s.adjudicate();
    CHECK(s.over());
    CHECK(s.end().kind == EndKind::TimeLimit);
    CHECK(end_text(s) == "The time limit was reached after Fall 1902");
    CHECK(s.powers_to_order().empty());
    const std::size_t played = s.game().history().size();
    s.adjudicate();  // nothing more is played
    CHECK(s.game().history().size() == played);
    const std::vector<ScoreLine> t = scores(s);
    REQUIRE(t.size() == 7);
    CHECK(t[0].power == kRussia);  // four centres: first alone
    CHECK(t[0].points == Approx(1 + 4 + 38));
}

TEST_CASE("[Tournament] a power in civil disorder has its orders ignored: its units hold") {
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox, tournament(0));
    REQUIRE(set_orders_text(s, "France: A Par - Bur\nGermany: A Mun - Ruh\n").empty());
    set_civil_disorder(s, kFrance, true);
    const std::vector<Power> asked = s.powers_to_order();
    CHECK(std::find(asked.begin(), asked.end(), kFrance) == asked.end());
    CHECK(asked.size() == 6);
    s.adjudicate();
    CHECK(s.position().units[province_named("Par")]);
    CHECK_FALSE(s.position().units[province_named("Bur")]);
    CHECK(s.position().units[province_named("Ruh")]);  // Germany still plays
}

TEST_CASE("[Tournament] a passed draw vote ends the game with every surviving power in the draw") {
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox, tournament(0));
    VoteOutcome out;
    REQUIRE(hold_vote(s, {VoteKind::Draw}, all(Ballot::Yes), out) == "");
    CHECK(out.passed);
    CHECK(s.over());
    CHECK(s.end().kind == EndKind::Draw);
    for (int p = 0; p < 7; ++p) CHECK(s.end().in_draw[p]);
    CHECK(s.powers_to_order().empty());
}

TEST_CASE("[Tournament] one vote per movement phase, a failed vote says only that it failed") {
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox, tournament(0));
    std::array<Ballot, kMaxPowers> ballots = all(Ballot::Abstain);
    ballots[kItaly] = Ballot::No;
    VoteOutcome out;
    REQUIRE(hold_vote(s, {VoteKind::Draw}, ballots, out) == "");
    CHECK_FALSE(out.passed);
    CHECK_FALSE(s.over());
    CHECK(s.record().tournament.votes_in(s.game().history().size()) == 1);
    CHECK_THAT(hold_vote(s, {VoteKind::Draw}, all(Ballot::Yes), out), Catch::Contains("one vote"));
    s.adjudicate();  // the next movement phase may hold its own vote
    CHECK(s.record().tournament.votes_in(s.game().history().size()) == 0);
    REQUIRE(hold_vote(s, {VoteKind::Concede, kTurkey}, all(Ballot::Yes), out) == "");
    CHECK(out.passed);
    CHECK(s.end().kind == EndKind::Concession);
    CHECK(s.end().winner == kTurkey);
    CHECK(scores(s)[0].power == kTurkey);
}

TEST_CASE("[Tournament] undoing the phase a vote was held in takes the vote back") {
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox, tournament(0));
    s.adjudicate();
    VoteOutcome out;
    REQUIRE(hold_vote(s, {VoteKind::Draw}, all(Ballot::Yes), out) == "");
    REQUIRE(s.over());
    s.undo();
    CHECK_FALSE(s.over());
    CHECK(s.record().tournament.votes_in(s.game().history().size()) == 0);
}

TEST_CASE("[Tournament] settings, civil disorder and the vote record survive a save string") {
    Session s(standard_rules());
    GameSettings g = tournament(1907);
    g.rules.max_turns = 20;
    g.rules.victory_centres = -1;
    g.scoring = Scoring::SumOfSquares;
    s.new_game(PlayMode::HotSeat, g);
    set_civil_disorder(s, kAustria, true);
    s.adjudicate();
    std::array<Ballot, kMaxPowers> ballots = all(Ballot::Yes);
    ballots[kEngland] = Ballot::No;
    VoteOutcome out;
    REQUIRE(hold_vote(s, {VoteKind::Draw}, ballots, out) == "");
    GameRecord saved;
    std::string error;
    REQUIRE(read_into(decode_game(encode_game(save_session(s, 1))), saved, error));
    Session back(standard_rules());
    REQUIRE(restore_session(saved, back, error));
    CHECK(back.settings() == s.settings());
    CHECK(back.record().tournament.civil_disorder[kAustria]);
    CHECK_FALSE(back.record().tournament.civil_disorder[kEngland]);
    CHECK(back.record().tournament.votes_in(back.game().history().size()) == 1);
    CHECK_FALSE(back.over());

    // A passed vote's end comes back too.
    REQUIRE(hold_vote(s, {VoteKind::Draw}, all(Ballot::Yes), out) != "");  // not twice in a phase
    s.adjudicate();
    REQUIRE(hold_vote(s, {VoteKind::Draw}, all(Ballot::Yes), out) == "");
    REQUIRE(read_into(decode_game(encode_game(save_session(s, 1))), saved, error));
    REQUIRE(restore_session(saved, back, error));
    CHECK(back.over());
    CHECK(back.end() == s.end());
}

TEST_CASE("[Tournament] the centre chart has the start and one entry per Fall played") {
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox, tournament(0));
    REQUIRE(set_orders_text(s, "Russia: A War - Gal\nFrance: A Par - Bur\n").empty());
    s.adjudicate();  // Spring 1901
    REQUIRE(set_orders_text(s, "Russia: F Sev - Rum\nFrance: A Bur - Bel\n").empty());
    s.adjudicate();  // Fall 1901: Russia takes Rumania, France Belgium; Winter follows
    s.adjudicate();  // Winter 1901 (builds waived)
    std::vector<CentreYear> h = centre_history(s.game(), standard());
    REQUIRE(h.size() == 2);
    CHECK(h[0].year == 1900);
    CHECK(h[0].centres[kRussia] == 4);
    CHECK(h[1].year == 1901);
    CHECK(h[1].centres[kRussia] == 5);
    CHECK(h[1].centres[kFrance] == 4);
    CHECK(h[1].centres[kAustria] == 3);

    // As a film of the game shows it: before Fall 1901's results only the start; once they show, 1901 too.
    CHECK(centre_history(s.game(), standard(), 1).size() == 1);
    CHECK(centre_history(s.game(), standard(), 2).size() == 2);
    CHECK(centre_history(s.game(), standard(), 0).size() == 1);
}
