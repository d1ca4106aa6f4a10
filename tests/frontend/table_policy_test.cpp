// Who may order, see and undo what: every way to sit at a game (the sandbox, a hot-seat device at its hand-over and
// with a player at it, one person against the computer, a host and a player by link, sealed orders, a game master,
// a table screen, a spectator, a seat's own device), each question asked of each. And every view of the phase being
// written (the orders, the position as text) shows a hot-seat hand-over nothing of another power's orders.
#include <catch2/catch.hpp>

#include "sealed_devices.h"
#include "table_policy.h"
#include "viewed_text.h"

using namespace dip;
using namespace dip::test;

namespace {

// Every answer a viewer gets, with each power's orders asked of France and Germany.
struct Answers {
    bool order_france, order_germany, see_france, see_germany, play, think, undo, edit, replace, vote, ballots;
    Power turn;
    friend bool operator==(const Answers&, const Answers&) = default;
};

Answers answers(const TablePolicy& p) {
    return {p.may_order(kFrance),
            p.may_order(kGermany),
            p.sees_orders_of(kFrance),
            p.sees_orders_of(kGermany),
            p.may_play_phase(),
            p.thinks_for_computers(),
            p.may_undo(),
            p.may_edit_board(),
            p.may_replace_game(),
            p.may_hold_vote(),
            p.secret_ballots(),
            p.turn()};
}

std::ostream& operator<<(std::ostream& os, const Answers& a) {
    return os << "order F/G " << a.order_france << a.order_germany << " see F/G " << a.see_france << a.see_germany
              << " play " << a.play << " think " << a.think << " undo " << a.undo << " edit " << a.edit << " replace "
              << a.replace << " vote " << a.vote << " ballots " << a.ballots << " turn " << int(a.turn);
}

// A hot-seat game of France and Germany (France's turn first), with the others held.
Session hot_seat_france_germany() {
    Session s(standard_rules());
    s.new_game(PlayMode::HotSeat);
    std::array<bool, kMaxPowers> people{};
    people[kFrance] = people[kGermany] = true;
    s.change_record().seats.set_players(people);
    return s;
}

// The viewers that are not the device: their answers do not depend on the game's mode.
void viewers_apart_from_the_device(const Session& s) {
    INFO("mode " << int(s.record().mode));
    // A game master plays the phases, thinks for the computers, holds votes and may take a phase back; writes
    // and sees no orders before the phase is played.
    CHECK(answers(TablePolicy(s, Viewer::game_master())) == Answers{false, false, false, false, true, true,
                                                                    !s.record().sealed.on(), false, false,
                                                                    !s.record().sealed.on(), true, kNoPower});
    // The table screen and a spectator: nothing of the phase being written, nothing to do.
    for (Viewer v : {Viewer::table_screen(), Viewer::spectator()}) {
        const TablePolicy p(s, v);
        CHECK(answers(p) ==
              Answers{false, false, false, false, false, false, false, false, false, false, true, kNoPower});
        CHECK(p.visible_orders().empty());
        CHECK(p.sees_handed_in());
    }
    // A seat's own device (a phone as an orders box): its power's orders, nothing else.
    const TablePolicy phone(s, Viewer::player(kGermany));
    CHECK(answers(phone) ==
          Answers{false, true, false, true, false, false, false, false, false, false, true, kNoPower});
    CHECK(phone.own_power() == kGermany);
}

}  // namespace

TEST_CASE("[policy] the sandbox: its one person orders, sees and changes everything") {
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox);
    const TablePolicy p(s);
    CHECK(answers(p) == Answers{true, true, true, true, true, true, true, true, true, true, true, kNoPower});
    CHECK(p.sees_every_power());
    CHECK(p.own_power() == kNoPower);
    CHECK_FALSE(p.hand_over());
    CHECK_FALSE(p.shared_device());
    viewers_apart_from_the_device(s);
}

TEST_CASE("[policy] hot seat: at the hand-over nothing of the phase shows, then only the player's own orders") {
    Session s = hot_seat_france_germany();
    // France at the device, not yet revealed: the hand-over.
    TablePolicy p(s);
    CHECK(p.hand_over());
    CHECK(answers(p) == Answers{false, false, false, false, true, true, false, false, false, true, true, kFrance});
    s.hotseat_reveal();
    CHECK(answers(TablePolicy(s)) ==
          Answers{true, false, true, false, true, true, false, false, false, true, true, kFrance});
    REQUIRE(set_orders_text(s, "A Par - Bur\nA Mar - Spa", kFrance).empty());
    CHECK(TablePolicy(s).visible_orders().size() == 2);
    CHECK_FALSE(s.hotseat_done());  // France is done: Germany's turn

    // Germany's hand-over, then Germany at the device: every view shows nothing of France's orders.
    for (bool revealed : {false, true}) {
        if (revealed) s.hotseat_reveal();
        INFO("Germany revealed: " << revealed);
        const TablePolicy g(s);
        CHECK(g.hand_over() == !revealed);
        CHECK(g.turn() == kGermany);
        CHECK_FALSE(g.sees_orders_of(kFrance));
        CHECK_FALSE(g.may_order(kFrance));
        CHECK(g.may_order(kGermany) == revealed);
        CHECK(g.visible_orders().empty());
        CHECK(g.visible_orders_text().empty());
        const std::string text = viewed_position_text(s, g);
        CHECK(text.find("Par") != std::string::npos);  // the position is there
        CHECK(text.find("orders:") == std::string::npos);
        CHECK(text.find("Bur") == std::string::npos);
        CHECK(text.find("Spa") == std::string::npos);
    }
    REQUIRE(set_orders_text(s, "A Mun - Ruh", kGermany).empty());
    const std::string germany = viewed_position_text(s, TablePolicy(s));
    const std::size_t orders = germany.find("orders:");
    REQUIRE(orders != std::string::npos);
    CHECK(germany.substr(orders) == "orders:\n  Germany: A Mun - Ruh\n");
    CHECK(TablePolicy(s).shared_device());
    viewers_apart_from_the_device(s);
}

TEST_CASE("[policy] one person against the computer: nothing is hidden or handed round") {
    Device device(1);
    REQUIRE(device.keeper.new_game_against_computer(kFrance, bot::Level::Easy) == kFrance);
    const TablePolicy p(device.session);
    CHECK_FALSE(p.hand_over());
    CHECK_FALSE(p.shared_device());
    CHECK_FALSE(p.secret_ballots());
    CHECK(answers(p) == Answers{true, false, true, false, true, true, false, false, false, true, false, kFrance});
}

TEST_CASE(
    "[policy] against the computer, the person's orders stay on show while the computers finish, and are "
    "fixed") {
    Device device(1);
    REQUIRE(device.keeper.new_game_against_computer(kFrance, bot::Level::Easy) == kFrance);
    Session& s = device.session;
    REQUIRE(set_orders_text(s, "France: A Par - Bur").empty());
    REQUIRE_FALSE(s.hotseat_done());  // the person is done; the computers have not thought yet
    REQUIRE(ready(s));
    REQUIRE_FALSE(s.game().history().size());
    const TablePolicy p(s);
    CHECK(p.own_power() == kFrance);
    CHECK(p.sees_orders_of(kFrance));
    CHECK_FALSE(p.sees_orders_of(kGermany));
    CHECK(p.visible_orders_text() == "France: A Par - Bur\n");
    CHECK_FALSE(p.may_order(kFrance));  // written and handed in: the phase is played with these
}

TEST_CASE("[policy] by link: the host plays phases and holds votes, every copy sees and orders its own power") {
    Session host(standard_rules());
    host.new_game(PlayMode::ByLink);
    host.change_record().seats.link_role(kFrance, true);
    // The host has Germany's orders (a code taken): they stay unseen.
    host.set_order(order_of(kGermany, "A Mun - Ruh"));
    host.change_record().seats.received[kGermany] = true;
    const TablePolicy h(host);
    CHECK(answers(h) == Answers{true, false, true, false, true, true, true, false, false, true, true, kNoPower});
    CHECK(h.visible_orders().empty());
    CHECK(viewed_position_text(host, h).find("Ruh") == std::string::npos);
    viewers_apart_from_the_device(host);

    Session player(standard_rules());
    player.new_game(PlayMode::ByLink);
    player.change_record().seats.link_role(kNoPower, false);
    CHECK(TablePolicy(player).must_choose_seat());
    CHECK(answers(TablePolicy(player)) ==
          Answers{false, false, false, false, false, false, false, false, false, false, true, kNoPower});
    player.change_record().seats.link_role(kGermany, false);
    CHECK_FALSE(TablePolicy(player).must_choose_seat());
    CHECK(answers(TablePolicy(player)) ==
          Answers{false, true, false, true, false, false, false, false, false, false, true, kNoPower});
}

TEST_CASE(
    "[policy] sealed orders: a sealed seat's orders are seen and no longer changed, nothing is one copy's alone") {
    Device a(1), b(2);
    start({&a, &b}, {kFrance, kGermany}, {}, LinkPlay{true, false});
    a.session.set_order(order_of(kFrance, "A Par - Bur"));
    CHECK(answers(TablePolicy(a.session)) ==
          Answers{true, false, true, false, true, true, false, false, false, false, true, kNoPower});
    REQUIRE(sealed::seal_mine(a.session, 7, 8) == "");
    const TablePolicy sealed(a.session);
    CHECK_FALSE(sealed.may_order(kFrance));
    CHECK(sealed.sees_orders_of(kFrance));
    CHECK(sealed.visible_orders().size() == 1);
    viewers_apart_from_the_device(a.session);
}

TEST_CASE("[policy] once the game is over nobody orders, plays or votes") {
    Session s(standard_rules());
    s.new_game(PlayMode::Sandbox);
    REQUIRE(s.load_position_text("phase: Fall 1901 Movement\nrules: standard, end year 1901\n"
                                 "units:\n  France: A Par\n") == "");
    s.adjudicate();
    REQUIRE(s.over());
    for (Viewer v : {Viewer::device(), Viewer::game_master(), Viewer::player(kFrance)}) {
        const TablePolicy p(s, v);
        CHECK_FALSE(p.may_order(kFrance));
        CHECK_FALSE(p.may_play_phase());
        CHECK_FALSE(p.may_hold_vote());
        CHECK_FALSE(p.may_edit_board());
    }
    CHECK(TablePolicy(s).may_undo());  // the sandbox may still take the last phase back
}

TEST_CASE("[policy] the panel of play by link, its past links and the wait for orders codes: a copy by link's alone") {
    Session sandbox(standard_rules());
    sandbox.new_game(PlayMode::Sandbox);
    const Session hot = hot_seat_france_germany();
    Session host(standard_rules());
    host.new_game(PlayMode::ByLink);
    Device sealed(1);
    start({&sealed}, {kFrance}, {}, LinkPlay{true, false});
    struct Row {
        const Session* game;
        bool link_panel, past_links, waits_for_codes;
    };
    for (const Row& r : {Row{&sandbox, false, false, false}, Row{&hot, false, false, false},
                         Row{&host, true, false, true}, Row{&sealed.session, true, true, false}}) {
        INFO("mode " << int(r.game->record().mode) << (r.game->record().sealed.on() ? ", sealed" : ""));
        const TablePolicy p(*r.game);
        CHECK(p.shows_link_panel() == r.link_panel);
        CHECK(p.shows_past_links() == r.past_links);
        CHECK(p.waits_for_orders_codes() == r.waits_for_codes);
        // Nobody but the copy's own player sits at the copy: the others follow the game without its codes.
        for (Viewer v : {Viewer::game_master(), Viewer::table_screen(), Viewer::spectator(), Viewer::player(kFrance)}) {
            CHECK_FALSE(TablePolicy(*r.game, v).shows_link_panel());
            CHECK_FALSE(TablePolicy(*r.game, v).waits_for_orders_codes());
        }
    }
}

TEST_CASE("[policy] a new game's seats and its mode's name") {
    std::array<bool, kMaxPowers> people{};
    people[kFrance] = true;
    const Seats sandbox = new_seats(PlayMode::Sandbox, people, kGermany);
    CHECK(sandbox.played[kGermany]);  // one person plays every power
    CHECK(sandbox.me == kNoPower);
    const Seats hot = new_seats(PlayMode::HotSeat, people, kGermany);
    CHECK(hot.played == people);
    CHECK(hot.me == kNoPower);
    const Seats link = new_seats(PlayMode::ByLink, people, kGermany);
    CHECK(link.me == kGermany);
    CHECK(link.host);
    CHECK(mode_name(PlayMode::Sandbox) == "Sandbox");
    CHECK(mode_name(PlayMode::HotSeat) == "Hot seat");
    CHECK(mode_name(PlayMode::ByLink) == "By link");
    CHECK(mode_name(PlayMode::HotSeat, true) == "Against the computer");
}

TEST_CASE("[policy] who orders and thinks on this device: people in hot seat, computers where phases are played") {
    Session hot = hot_seat_france_germany();
    CHECK(people_to_order(hot) == std::vector<Power>{kFrance, kGermany});
    CHECK(hotseat_power(hot) == kFrance);
    CHECK(plays_itself(hot));
    hot.set_computer(kGermany, bot::Level::Easy);
    CHECK(people_to_order(hot) == std::vector<Power>{kFrance});
    CHECK(computers_to_think(hot) == std::vector<Power>{kGermany});
    CHECK(against_computer(hot));

    Session player(standard_rules());
    player.new_game(PlayMode::ByLink);
    player.change_record().seats.link_role(kGermany, false);
    player.set_computer(kItaly, bot::Level::Easy);
    CHECK_FALSE(plays_phases_here(player));
    CHECK(computers_to_think(player).empty());  // the host's copy thinks for them
    CHECK_FALSE(plays_itself(player));
    CHECK(people_to_order(player).size() == 6);  // every power but the computer's
}
