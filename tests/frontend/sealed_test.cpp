// Sealed orders by link (docs/FAIR_PLAY.md), as honest players play them: seals bind orders in sequence, salt,
// phase, game and power; seats settled when the game is made, keys pinned by the first phase; two and three rounds
// (the deadline rule's ready codes); every copy agrees on the next link; withheld openings recorded and punished; the
// computer seats' chance drawn from the salts. The attacks are in sealed_attacks_test.cpp and sealed_link_test.cpp.
#include <algorithm>

#include "sealed_codes.h"
#include "sealed_devices.h"
#include "../read_into.h"

using namespace dip;
using namespace dip::test;

TEST_CASE(
    "[Sealed] a seal opens only with its own orders in their sequence, salt, phase, game and power, on every "
    "variant") {
    const Variant v = GENERATE(from_range(every_variant()));
    CAPTURE(variant_name(v));
    const Rules& rules = rules_of_variant(v);
    std::uint64_t seed = 7;
    for (const Position& pos : random_game_positions(rules, 3, 1903)) {
        const std::vector<Order> all = random_orders(rules, pos, seed);
        if (all.empty()) continue;
        const Power p = all.front().power;
        std::vector<Order> orders = of_power(all, p);
        const SealFor what{0x1234, v, 3, p};
        const Salt salt = make_salt(seed, ~seed);
        const Seal seal = seal_orders(rules.map(), what, orders, salt);
        CHECK(seal_orders(rules.map(), what, orders, salt) == seal);
        // The sequence is sealed: it is what is played.
        if (std::vector<Order> reversed(orders.rbegin(), orders.rend()); reversed != orders)
            CHECK(seal_orders(rules.map(), what, reversed, salt) != seal);
        std::vector<Order> fewer(orders.begin() + 1, orders.end());
        CHECK(seal_orders(rules.map(), what, fewer, salt) != seal);
        Order changed = orders.front();
        changed.kind = changed.kind == OrderKind::Hold ? OrderKind::Disband : OrderKind::Hold;
        fewer.push_back(changed);
        CHECK(seal_orders(rules.map(), what, fewer, salt) != seal);
        Salt other_salt = salt;
        other_salt[5] ^= 1;
        CHECK(seal_orders(rules.map(), what, orders, other_salt) != seal);
        CHECK(seal_orders(rules.map(), {0x1234, v, 4, p}, orders, salt) != seal);
        CHECK(seal_orders(rules.map(), {0x1235, v, 3, p}, orders, salt) != seal);
        CHECK(seal_orders(rules.map(), {0x1234, v, 3, static_cast<Power>(p + 1)}, orders, salt) != seal);
    }
}

TEST_CASE("[Sealed] three players with no host play two phases and every copy agrees on the next link") {
    Device a(1000), b(2000), c(3000);
    GameSettings settings;
    for (Power p : {kAustria, kItaly, kRussia, kTurkey}) settings.computers.set(p, bot::Level::Easy);
    start({&a, &b, &c}, {kFrance, kGermany, kEngland}, settings, {true, false});
    REQUIRE(b.session.record().sealed.on());
    REQUIRE(sealed::must_order(b.session) == (power_bit(kFrance) | power_bit(kGermany) | power_bit(kEngland)));
    CHECK(b.session.record().sealed.key(kFrance));  // the creator's seat: pinned by the first link
    CHECK_FALSE(b.session.record().sealed.key(kGermany));

    play_sealed_phase({&a, &b, &c}, 11);
    CHECK(a.keeper.shared_link() == b.keeper.shared_link());
    CHECK(b.keeper.shared_link() == c.keeper.shared_link());
    CHECK(a.session.game().history().size() == 1);
    for (Power p : {kFrance, kGermany, kEngland}) {  // every seat that counted is pinned to its key
        REQUIRE(a.session.record().sealed.key(p));
        CHECK(a.session.record().sealed.key(p) == c.session.record().sealed.key(p));
    }
    CHECK(a.session.record().sealed.key(kGermany) == public_key_of(*b.session.record().sealed.my_key()));

    // The second phase: England's device does not play it but takes the link Germany's device sends. Nobody
    // opens before every seal is in.
    const std::string seals = write_and_seal({&a, &b, &c}, 99);
    CHECK_THAT(sealed::open_mine(a.session), Catch::Contains("waiting for"));
    everyone_takes({&a, &b, &c}, seals);
    everyone_takes({&a, &b}, open_all({&a, &b, &c}));
    play_on({&a, &b});
    // Kept beside England's copy, the link is a game of no seat: England's key stays with its own copy alone.
    const std::string england = c.keeper.current_key();
    REQUIRE(c.keeper.open_link(b.keeper.shared_link()) == "");
    c.keeper.finish_link_check();
    REQUIRE(c.keeper.link_question());
    c.keeper.answer(GameKeeper::LinkAnswer::KeepBoth);
    CHECK(c.keeper.current_key() != england);
    CHECK(c.session.record().seats.me == kNoPower);
    CHECK_FALSE(c.session.record().sealed.my_key());
    REQUIRE(c.keeper.open(england) == "");
    takes_link(c, b.keeper.shared_link());
    CHECK(c.session.game().history().size() == 2);
    CHECK(c.session.record().seats.me == kEngland);
    CHECK(c.session.record().sealed.my_key());  // its key stays its own
    CHECK(c.keeper.shared_link() == a.keeper.shared_link());
    CHECK(c.session.position().units == a.session.position().units);
}

TEST_CASE("[Sealed] a game by link for two people to all seven plays its first phase with the defaults") {
    const int people = GENERATE(2, 3, 5, 7);
    CAPTURE(people);
    std::vector<Device> devices;
    devices.reserve(people);
    Devices players;
    std::vector<Power> powers;
    for (int i = 0; i < people; ++i) {
        devices.emplace_back(1000 * (i + 1));
        players.push_back(&devices.back());
        powers.push_back(static_cast<Power>(i));
    }
    start(players, powers, {}, {true, false});
    // The seats nobody plays are in civil disorder on every copy from the first link: never waited for.
    for (int p = people; p < 7; ++p)
        CHECK(players.back()->session.record().tournament.civil_disorder[static_cast<Power>(p)]);
    CHECK(sealed::must_order(players.back()->session) == (power_bit(static_cast<Power>(people)) - 1));
    play_sealed_phase(players, 5);
    for (Device* d : players) CHECK(d->session.game().history().size() == 1);
    CHECK(players.front()->keeper.shared_link() == players.back()->keeper.shared_link());
}

TEST_CASE("[Sealed] with the deadline rule, who counts is settled by ready codes before anything is opened") {
    Device a(1000), b(2000), c(3000);
    start({&a, &b, &c}, {kFrance, kGermany, kEngland}, {}, {true, true});
    set_orders_text(a.session, "France: A Par - Bur");
    set_orders_text(b.session, "Germany: A Mun - Ruh");
    set_orders_text(c.session, "England: F Lon - Nth");
    std::string seals;
    for (Device* d : {&a, &b}) {
        REQUIRE(sealed::seal_mine(d->session, d->platform.random64(), d->platform.random64()) == "");
        seals += sealed::sealed_code(d->session) + " ";
    }
    everyone_takes({&a, &b, &c}, seals);
    // France and Germany are ready before England's seal reaches them: England does not order.
    const std::string ready = ready_all({&a, &b});
    REQUIRE(sealed::seal_mine(c.session, 7, 8) == "");
    std::string taken;
    CHECK_THAT(sealed::take_codes(a.session, sealed::sealed_code(c.session), taken),
               Catch::Contains("came after you said you were ready"));
    // Nobody opens before the ready codes of every seat whose seal they hold are in.
    CHECK_THAT(sealed::open_mine(a.session), Catch::Contains("waiting for Germany"));
    everyone_takes({&a, &b}, ready);
    const SealedProgress p = sealed::progress(a.session);
    CHECK(p.counted == (power_bit(kFrance) | power_bit(kGermany)));
    CHECK(has_power(p.left_out, kEngland));
    everyone_takes({&a, &b}, open_all({&a, &b}));
    play_on({&a, &b});
    CHECK(of_power(a.session.game().history()[0].orders, kEngland).empty());
    CHECK(a.keeper.shared_link() == b.keeper.shared_link());
    // England's copy, which sealed too late and never opened, takes the link.
    takes_link(c, a.keeper.shared_link());
    CHECK(c.session.game().history().size() == 1);
    CHECK(c.session.record().sealed.missed(kEngland) == 0);  // it did not count: nothing withheld
}

TEST_CASE(
    "[Sealed] with the deadline rule a seat that withholds is played without, and twice in a row is in civil "
    "disorder on every copy") {
    Device a(1000), b(2000), c(3000);
    start({&a, &b, &c}, {kFrance, kGermany, kEngland}, {}, {true, true});
    for (int phase = 0; phase < 2; ++phase) {
        everyone_takes({&a, &b, &c}, write_and_seal({&a, &b, &c}, 30 + phase));
        everyone_takes({&a, &b, &c}, ready_all({&a, &b, &c}));
        // England withholds its opening: France and Germany play without it.
        everyone_takes({&a, &b}, open_all({&a, &b}));
        for (Device* d : {&a, &b}) {
            const SealedProgress p = sealed::progress(d->session);
            CHECK(p.to_open == power_bit(kEngland));
            CHECK_FALSE(p.may_play);
            CHECK(p.may_play_without);
            CHECK_THAT(sealed::prepare_play(d->session), Catch::Contains("England"));
        }
        play_on({&a, &b}, true);
        CHECK(of_power(a.session.game().history().back().orders, kEngland).empty());
        CHECK(a.keeper.shared_link() == b.keeper.shared_link());
        CHECK(a.session.record().sealed.missed(kEngland) == phase + 1);
        // England's copy never opened: it takes the link, and its record agrees.
        takes_link(c, a.keeper.shared_link());
        CHECK(c.keeper.shared_link() == a.keeper.shared_link());
    }
    for (Device* d : {&a, &b, &c}) CHECK(d->session.record().tournament.civil_disorder[kEngland]);
    CHECK_FALSE(has_power(sealed::must_order(a.session), kEngland));
}

TEST_CASE("[Sealed] a copy two phases behind takes the links one phase at a time, which any copy can make") {
    Device a(1000), b(2000), c(3000);
    start({&a, &b, &c}, {kFrance, kGermany, kEngland}, {}, {true, true});
    std::vector<std::string> links;
    for (int phase = 0; phase < 2; ++phase) {  // England is away: France and Germany play without it
        everyone_takes({&a, &b}, write_and_seal({&a, &b}, 50 + phase));
        everyone_takes({&a, &b}, ready_all({&a, &b}));
        everyone_takes({&a, &b}, open_all({&a, &b}));
        play_on({&a, &b});
        links.push_back(a.keeper.shared_link());
    }
    // The link of the first phase, made again after the second on either copy, is the one made then.
    CHECK(a.keeper.shared_link(1) == links[0]);
    CHECK(b.keeper.shared_link(1) == links[0]);
    CHECK_THAT(c.keeper.open_link(links[1]), Catch::Contains("2 phases ahead"));
    takes_link(c, b.keeper.shared_link(1));
    takes_link(c, links[1]);
    CHECK(c.keeper.shared_link() == links[1]);
}

TEST_CASE("[Sealed] the link of an earlier phase is the one made then, withheld openings and keys included") {
    Device a(1000), b(2000), c(3000);
    start({&a, &b, &c}, {kFrance, kGermany, kEngland}, {}, {true, true});
    std::vector<std::string> links{a.keeper.shared_link()};
    for (int phase = 0; phase < 3; ++phase) {  // England seals and is ready, and withholds twice
        everyone_takes({&a, &b, &c}, write_and_seal(phase < 2 ? Devices{&a, &b, &c} : Devices{&a, &b}, 60 + phase));
        everyone_takes({&a, &b, &c}, ready_all(phase < 2 ? Devices{&a, &b, &c} : Devices{&a, &b}));
        everyone_takes({&a, &b}, open_all({&a, &b}));
        play_on({&a, &b}, true);
        links.push_back(a.keeper.shared_link());
        takes_link(c, links.back());
    }
    REQUIRE(a.session.record().tournament.civil_disorder[kEngland]);
    for (int k = 0; k < 4; ++k) CHECK(a.keeper.shared_link(k) == links[k]);
}

TEST_CASE("[Sealed] once a copy plays a phase, no code changes it: a withheld opening that comes late is refused") {
    Device a(1000), b(2000), c(3000);
    start({&a, &b, &c}, {kFrance, kGermany, kEngland}, {}, {true, true});
    everyone_takes({&a, &b, &c}, write_and_seal({&a, &b, &c}, 70));
    everyone_takes({&a, &b, &c}, ready_all({&a, &b, &c}));
    everyone_takes({&a, &b}, open_all({&a, &b}));
    REQUIRE(sealed::prepare_play(a.session, true) == "");  // France's copy plays without England
    const std::uint64_t chance = computer_seed(a.session);
    REQUIRE(sealed::open_mine(c.session) == "");
    std::string taken;
    CHECK_THAT(sealed::take_codes(a.session, sealed::opening_code(c.session), taken), Catch::Contains("too late"));
    CHECK(computer_seed(a.session) == chance);
}

TEST_CASE("[Sealed] without the deadline rule nobody plays without a seat") {
    Device a(1000), b(2000);
    GameSettings settings;
    for (Power p : {kAustria, kItaly, kRussia, kTurkey, kEngland}) settings.computers.set(p, bot::Level::Easy);
    start({&a, &b}, {kFrance, kGermany}, settings, {true, false});
    everyone_takes({&a, &b}, write_and_seal({&a, &b}, 3));
    CHECK_THAT(sealed::ready_mine(a.session), Catch::Contains("no deadline"));
    REQUIRE(sealed::open_mine(a.session) == "");
    const SealedProgress p = sealed::progress(a.session);
    CHECK(p.to_open == power_bit(kGermany));
    CHECK_FALSE(p.may_play_without);
    CHECK(sealed::prepare_play(a.session, true) != "");
}

TEST_CASE("[Sealed] two players play a phase of sealed orders on every variant, and their copies agree") {
    const Variant v = GENERATE(from_range(every_variant()));
    CAPTURE(variant_name(v));
    for (const bool deadline : {false, true}) {
        Device a(1000), b(2000);
        GameSettings settings;
        settings.rules.variant = v;
        const int last = catalogue().at(v).map.power_count() - 1;
        start({&a, &b}, {Power{0}, static_cast<Power>(last)}, settings, {true, deadline});
        play_sealed_phase({&a, &b}, 3);
        CHECK(a.session.game().history().size() == 1);
        CHECK(a.keeper.shared_link() == b.keeper.shared_link());
        CHECK(a.session.position().units == b.session.position().units);
    }
}

TEST_CASE("[Sealed] the computer seats' orders come from a chance drawn from the salts of the seats that counted") {
    // Two games alike but for the salts: the chance differs, and with it (in some phase) a computer seat's orders.
    std::vector<std::uint64_t> chances;
    for (const std::uint64_t salt_seed : {1000u, 5000u}) {
        Device a(salt_seed), b(salt_seed + 7);
        GameSettings settings;
        for (Power p : {kAustria, kItaly, kRussia, kTurkey, kEngland}) settings.computers.set(p, bot::Level::Easy);
        start({&a, &b}, {kFrance, kGermany}, settings, {true, false});
        b.session.change_record().id = a.session.record().id;
        everyone_takes({&a, &b}, write_and_seal({&a, &b}, 3));
        everyone_takes({&a, &b}, open_all({&a, &b}));
        CHECK(computers_to_think(a.session).empty());  // before who counts is settled nobody knows the chance
        REQUIRE(sealed::prepare_play(a.session) == "");
        chances.push_back(computer_seed(a.session));
        std::map<Power, Salt> salts;
        for (const auto& [p, seat] : a.session.record().sealed.round(0).seats) salts[p] = seat.salt;
        CHECK(computer_seed(a.session) == phase_chance(a.session.record().id, Variant::Standard, 0, salts));
        CHECK(computer_seed(a.session) != a.session.record().id);
    }
    CHECK(chances[0] != chances[1]);
}

TEST_CASE("[Sealed] a sealed game's record keeps its seals and keys, and what leaves the copy keeps no secret") {
    Device a(1000), b(2000);
    start({&a, &b}, {kFrance, kGermany}, {}, {true, true});
    set_orders_text(a.session, "France: A Par - Bur");
    REQUIRE(sealed::seal_mine(a.session, 1, 2) == "");
    set_orders_text(b.session, "Germany: A Mun - Ruh");
    REQUIRE(sealed::seal_mine(b.session, 3, 4) == "");
    std::string taken;
    REQUIRE(sealed::take_codes(a.session, sealed::sealed_code(b.session), taken) == "");
    REQUIRE(sealed::take_codes(b.session, sealed::sealed_code(a.session), taken) == "");
    REQUIRE(sealed::ready_mine(a.session) == "");
    REQUIRE(sealed::ready_mine(b.session) == "");
    // Its own ready code, pasted back with the others' (a group chat holds both), is no trouble.
    REQUIRE(sealed::take_codes(a.session, sealed::ready_code(b.session) + "\n" + sealed::ready_code(a.session),
                               taken) == "");
    CHECK(taken == "Germany is ready. France is ready.");

    const GameRecord saved = save_session(a.session, 1);
    GameRecord back;
    std::string error;
    REQUIRE(read_into(decode_game(encode_game(saved)), back, error));
    CHECK(back.sealed == saved.sealed);
    Session restored(standard_rules());
    REQUIRE(restore_session(back, restored, error));
    CHECK(sealed::sealed_code(restored) == sealed::sealed_code(a.session));
    CHECK(sealed::ready_code(restored) == sealed::ready_code(a.session));

    // The shared link, the save string and the Games window's link: the record every copy shares.
    for (const std::string& text : {a.keeper.shared_link(), a.keeper.game_string(), a.keeper.game_link()}) {
        GameRecord shared;
        REQUIRE(read_into(decode_game(text), shared, error));
        CHECK(shared.sealed.on());
        CHECK(shared.sealed.rounds().empty());  // nothing of the phase being played
        CHECK_FALSE(shared.sealed.my_key());    // no secret key
        CHECK(shared.pending.empty());
        CHECK(shared.seats.me == kNoPower);
        CHECK(shared.saved_at == 0);
        CHECK(shared.sealed.key(kFrance));
    }
    // The Games window's copy is another game: no secret, nothing of the phase being played.
    a.keeper.duplicate(a.keeper.current_key());
    int copies = 0;
    for (const GameLibrary::Entry& e : a.keeper.games()) {
        if (e.key == a.keeper.current_key()) continue;
        Session copy(standard_rules());
        GameLibrary library(a.platform.storage(), standard_rules(), 1);
        REQUIRE(library.open(e.key, copy) == "");
        CHECK_FALSE(copy.record().sealed.my_key());
        CHECK(copy.record().sealed.round(0).seats.empty());
        CHECK(copy.orders().empty());
        ++copies;
    }
    CHECK(copies == 1);
}

TEST_CASE("[Sealed] a game from before keys goes on when its copies updated at different phases") {
    // As release 5's records open now: their rounds dropped, the phases they had played counted as played the earlier
    // way. Germany's copy updated at Spring 1901; France's after playing it.
    Device b(2000);
    GameRecord spring;
    spring.name = "From before keys";
    spring.mode = PlayMode::ByLink;
    spring.id = 77;
    spring.start = start_position(standard());
    spring.sealed.set(true, false);
    spring.seats.played.fill(true);
    spring.seats.host = false;  // (as a link holds it)
    GameRecord germany = spring;
    germany.seats.me = kGermany;
    GameRecord france = spring;
    france.steps.push_back({false, {order_of(kFrance, "A Par - Bur"), order_of(kGermany, "A Mun - Ruh")}, {}});
    france.sealed.set_legacy_phases(1);
    REQUIRE(b.keeper.open_link(encode_game(germany)) == "");
    takes_link(b, encode_game(france));
    CHECK(b.session.game().history().size() == 1);
    CHECK(b.session.record().seats.me == kGermany);
    CHECK(b.session.record().sealed.legacy_phases() == 1);
    // Only that way: a link claiming an earlier phase was played the earlier way, when the copy taking it was
    // playing it with keys already, is refused.
    Device c(3000);
    REQUIRE(c.keeper.open_link(encode_game(germany)) == "");
    REQUIRE(c.keeper.join_seat(kGermany) == "");
    set_orders_text(c.session, "Germany: A Mun - Ruh");
    REQUIRE(sealed::seal_mine(c.session, 1, 2) == "");
    CHECK_THAT(c.keeper.open_link(encode_game(france)), Catch::Contains("says nothing of who ordered"));
}
