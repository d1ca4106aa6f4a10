// Sealed orders by link (docs/FAIR_PLAY.md): seals bind orders, salt, phase, game and power; players with no host
// play phases that every copy agrees on; a link whose orders do not match the seals is refused, naming the seat.
#include <algorithm>

#include <catch2/catch.hpp>

#include "fake_platform.h"
#include "game_keeper.h"
#include "order_options.h"
#include "order_parser.h"
#include "sealed_orders.h"
#include "support.h"

using namespace dip;
using namespace dip::test;

namespace {

std::vector<Order> of_power(const std::vector<Order>& all, Power p) {
    std::vector<Order> out;
    for (const Order& o : all)
        if (o.power == p) out.push_back(o);
    return out;
}

// An order of the standard board's movement phases, for `p`.
Order order(Power p, std::string_view text) {
    OrderParse r = parse_order(text, PhaseKind::Movement, standard());
    REQUIRE(r.ok);
    r.order.power = p;
    return r.order;
}

// One player's device: its platform, the page's game and the keeper of its games.
struct Device {
    FakePlatform platform;
    Session session{standard_rules()};
    GameKeeper keeper{session, standard_rules(), platform};
    explicit Device(std::uint64_t random) { platform.next_random = random; }
};

// Every player's codes pasted into every device, as a group chat would pass them.
void everyone_takes(std::vector<Device*> devices, const std::string& codes) {
    for (Device* d : devices) {
        std::string taken;
        REQUIRE(sealed::take_codes(d->session, codes, taken) == "");
        d->keeper.autosave();  // as the page does every frame
    }
}

// Each device writes random legal orders for its power and seals them: the seals, as a message would carry them.
std::string write_and_seal(std::vector<Device*> devices, std::uint64_t seed) {
    std::string seals = "Here are the seals:";
    for (Device* d : devices) {
        Session& s = d->session;
        std::uint64_t orders_seed = seed + s.me();
        for (const Order& o : of_power(random_orders(s.rules(), s.position(), orders_seed), s.me())) s.set_order(o);
        REQUIRE(sealed::seal_mine(s, d->platform.random64(), d->platform.random64()) == "");
        seals += "\n" + sealed::sealed_code(s);
    }
    return seals;
}

// Each device opens: the openings.
std::string open_all(std::vector<Device*> devices) {
    std::string openings;
    for (Device* d : devices) {
        REQUIRE(sealed::open_mine(d->session) == "");
        openings += sealed::opening_code(d->session) + " ";
    }
    return openings;
}

// Each device plays the phase (every seat that counts has opened).
void play_on(std::vector<Device*> devices) {
    for (Device* d : devices) {
        REQUIRE(sealed::progress(d->session).may_play);
        REQUIRE(sealed::prepare_play(d->session) == "");
        d->session.set_ready();
        d->session.think_now();  // the computer seats, if any: every copy thinks the same
        REQUIRE(d->session.play_if_ready());
        d->keeper.autosave();
    }
}

// One phase: orders sealed, the seals go round, each opens, the openings go round, each plays the phase.
void play_sealed_phase(std::vector<Device*> devices, std::uint64_t seed) {
    everyone_takes(devices, write_and_seal(devices, seed));
    everyone_takes(devices, open_all(devices));
    play_on(devices);
}

// A sealed game created on `devices[0]` with `powers[i]` played on devices[i]; the other devices join by link.
void start(std::vector<Device*> devices, const std::vector<Power>& powers, const GameSettings& settings,
           LinkPlay play) {
    devices[0]->keeper.new_game(PlayMode::ByLink, {}, powers[0], settings, play);
    const std::string link = devices[0]->keeper.shared_link();
    for (std::size_t i = 1; i < devices.size(); ++i) {
        REQUIRE(devices[i]->keeper.open_link(link) == "");
        devices[i]->session.set_link_role(powers[i], false);
        devices[i]->keeper.autosave();
    }
}

}  // namespace

TEST_CASE("[Sealed] a seal opens only with its own orders, salt, phase, game and power, on every variant") {
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
        std::vector<Order> reversed(orders.rbegin(), orders.rend());
        CHECK(seal_orders(rules.map(), what, reversed, salt) == seal);  // however they are listed
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

TEST_CASE("[Sealed] SHA-256 is the standard one") {
    const std::string abc = "abc";
    const Seal d = sha256(std::vector<std::uint8_t>(abc.begin(), abc.end()));
    CHECK(d[0] == 0xba);
    CHECK(d[1] == 0x78);
    CHECK(d[31] == 0xad);
}

TEST_CASE("[Sealed] three players with no host play two phases and every copy agrees on the next link") {
    Device a(1000), b(2000), c(3000);
    GameSettings settings;
    for (Power p : {kAustria, kItaly, kRussia, kTurkey}) settings.computers.set(p, bot::Level::Easy);
    start({&a, &b, &c}, {kFrance, kGermany, kEngland}, settings, {true, false});
    REQUIRE(b.session.sealed().on());
    REQUIRE(sealed::must_order(b.session) == (power_bit(kFrance) | power_bit(kGermany) | power_bit(kEngland)));

    play_sealed_phase({&a, &b, &c}, 11);
    CHECK(a.keeper.shared_link() == b.keeper.shared_link());
    CHECK(b.keeper.shared_link() == c.keeper.shared_link());
    CHECK(a.session.game().history().size() == 1);

    // The second phase: England's device does not play it but opens the link Germany's device sends. Nobody
    // opens before every seal is in.
    const std::string seals = write_and_seal({&a, &b, &c}, 99);
    CHECK_THAT(sealed::open_mine(a.session), Catch::Contains("waiting for"));
    everyone_takes({&a, &b, &c}, seals);
    everyone_takes({&a, &b}, open_all({&a, &b, &c}));
    play_on({&a, &b});
    REQUIRE(c.keeper.open_link(b.keeper.shared_link()) == "");
    REQUIRE(c.keeper.link_question());
    c.keeper.answer(GameKeeper::LinkAnswer::Update);
    CHECK(c.session.game().history().size() == 2);
    CHECK(c.session.me() == kEngland);
    CHECK(c.keeper.shared_link() == a.keeper.shared_link());
    CHECK(c.session.position().units == a.session.position().units);
}

TEST_CASE("[Sealed] seals cannot change, openings must match them, and codes of other games or phases are refused") {
    Device a(1000), b(2000);
    start({&a, &b}, {kFrance, kGermany}, {}, {true, true});
    a.session.set_orders_text("France: A Par - Bur");
    b.session.set_orders_text("Germany: A Mun - Bur");
    REQUIRE(sealed::seal_mine(a.session, 1, 2) == "");
    CHECK(sealed::seal_mine(a.session, 3, 4) != "");  // sealed once
    REQUIRE(sealed::seal_mine(b.session, 5, 6) == "");
    std::string taken;
    CHECK(sealed::take_codes(a.session, sealed::sealed_code(b.session), taken) == "");
    CHECK(taken == "Germany sealed.");
    CHECK(sealed::take_codes(a.session, sealed::sealed_code(b.session), taken) == "");  // the same again: fine
    REQUIRE(sealed::take_codes(b.session, sealed::sealed_code(a.session), taken) == "");

    // Another seal for Germany: refused.
    SealCode other;
    REQUIRE(decode_seal_code(sealed::sealed_code(b.session), other, taken));
    other.seal[0] ^= 1;
    CHECK_THAT(sealed::take_codes(a.session, encode_seal_code(other), taken), Catch::Contains("cannot be changed"));
    other = {};
    REQUIRE(decode_seal_code(sealed::sealed_code(b.session), other, taken));
    other.game_id ^= 1;
    CHECK_THAT(sealed::take_codes(a.session, encode_seal_code(other), taken), Catch::Contains("another game"));
    other.game_id ^= 1;
    other.phase = 1;
    CHECK_THAT(sealed::take_codes(a.session, encode_seal_code(other), taken), Catch::Contains("later phase"));
    other.phase = 0;
    other.power = kItaly;
    CHECK(sealed::take_codes(a.session, encode_seal_code(other), taken) == "");  // Italy may seal (nobody plays it)

    // Germany opens with other orders than sealed: refused, naming Germany.
    REQUIRE(sealed::open_mine(b.session) == "");
    OrdersCode opening;
    REQUIRE(decode_orders_code(sealed::opening_code(b.session), opening, taken));
    OrdersCode forged = opening;
    forged.orders = {order(kGermany, "A Mun - Ruh")};
    CHECK_THAT(sealed::take_codes(a.session, encode_orders_code(forged), taken),
               Catch::Contains("Germany's opening does not match the seal Germany sent"));
    forged = opening;
    forged.salt[0] ^= 1;
    CHECK_THAT(sealed::take_codes(a.session, encode_orders_code(forged), taken), Catch::Contains("does not match"));
    forged = opening;
    forged.opening = false;
    CHECK_THAT(sealed::take_codes(a.session, encode_orders_code(forged), taken), Catch::Contains("opening code"));
    CHECK(sealed::take_codes(a.session, sealed::opening_code(b.session), taken) == "");
    CHECK(taken == "Germany opened.");

    // Germany opened having seen only its own seal and France's, so Italy, sealed later on France's copy, and the
    // four silent powers do not order (the deadline rule is on).
    REQUIRE(sealed::open_mine(a.session) == "");
    const SealedProgress p = sealed::progress(a.session);
    CHECK(has_power(p.left_out, kItaly));
    CHECK(has_power(p.left_out, kTurkey));
    CHECK(p.may_play);
    // A seal after this copy opened is refused.
    other.power = kRussia;
    CHECK_THAT(sealed::take_codes(a.session, encode_seal_code(other), taken), Catch::Contains("after you opened"));
    REQUIRE(sealed::prepare_play(a.session) == "");
    a.session.set_ready();
    REQUIRE(a.session.play_if_ready());
    CHECK(a.session.game().history()[0].orders.size() == 2);  // France's and Germany's
    CHECK_FALSE(a.session.undo());                            // a phase every copy played stays played
}

TEST_CASE("[Sealed] without the deadline rule every seat must seal and open") {
    Device a(1000), b(2000);
    start({&a, &b}, {kFrance, kGermany}, {}, {true, false});
    REQUIRE(sealed::seal_mine(a.session, 1, 2) == "");
    const SealedProgress p = sealed::progress(a.session);
    CHECK_FALSE(p.may_open);  // five powers nobody plays have not sealed
    CHECK_FALSE(p.may_play);
    CHECK_THAT(sealed::open_mine(a.session), Catch::Contains("Austria"));
    CHECK_THAT(sealed::prepare_play(a.session), Catch::Contains("Waiting for seals"));
}

TEST_CASE("[Sealed] a next link with any seat's orders altered is refused, naming the seat") {
    Device a(1000), b(2000), c(3000);
    start({&a, &b, &c}, {kFrance, kGermany, kEngland}, {}, {true, true});
    // Every copy holds every seal and opening; France's plays the phase, the others wait for its link.
    everyone_takes({&a, &b, &c}, write_and_seal({&a, &b, &c}, 5));
    everyone_takes({&a}, open_all({&a, &b, &c}));
    play_on({&a});
    const std::string link = a.keeper.shared_link();
    SavedGame good;
    std::string error;
    REQUIRE(decode_game(link, good, error));

    auto refused = [&](const SavedGame& g) {
        const std::string why = b.keeper.open_link(encode_game(g));
        CHECK_FALSE(b.keeper.link_question());
        CHECK(b.session.game().history().empty());  // nothing taken
        return why;
    };
    // England's orders changed (salt kept): they no longer match England's seal.
    SavedGame g = good;
    std::erase_if(g.steps[0].orders, [](const Order& o) { return o.power == kEngland; });
    g.steps[0].orders.push_back(order(kEngland, "F Lon - Nth"));
    CHECK_THAT(refused(g), Catch::Contains("England's orders in this link do not match the seal England sent"));
    // Germany's own orders (b's) left out.
    g = good;
    std::erase_if(g.steps[0].orders, [](const Order& o) { return o.power == kGermany; });
    SealedRound round = g.sealed.round(0);
    round[kGermany].opened = false;
    g.sealed.set_round(0, round);
    CHECK_THAT(refused(g), Catch::Contains("without your orders (Germany)"));
    // Orders for Italy, which never sealed.
    g = good;
    g.steps[0].orders.push_back(order(kItaly, "A Ven - Tyr"));
    CHECK_THAT(refused(g), Catch::Contains("Italy orders in Spring 1901 Movement that were never sealed"));

    // The link as made is taken.
    REQUIRE(b.keeper.open_link(link) == "");
    REQUIRE(b.keeper.link_question());
    b.keeper.answer(GameKeeper::LinkAnswer::Update);
    REQUIRE(b.session.game().history().size() == 1);
    // Once both have played it, a phase altered afterwards is refused too.
    g = good;
    std::erase_if(g.steps[0].orders, [](const Order& o) { return o.power == kFrance; });
    g.steps.push_back({});
    CHECK_THAT(b.keeper.open_link(encode_game(g)), Catch::Contains("France's orders in Spring 1901 Movement"));
}

TEST_CASE("[Sealed] a sealed game's record keeps its seals, and its shared link keeps no secret and no open round") {
    Device a(1000), b(2000);
    start({&a, &b}, {kFrance, kGermany}, {}, {true, true});
    a.session.set_orders_text("France: A Par - Bur");
    REQUIRE(sealed::seal_mine(a.session, 1, 2) == "");
    b.session.set_orders_text("Germany: A Mun - Ruh");
    REQUIRE(sealed::seal_mine(b.session, 3, 4) == "");
    std::string taken;
    REQUIRE(sealed::take_codes(a.session, sealed::sealed_code(b.session), taken) == "");

    const SavedGame saved = save_session(a.session, 1);
    SavedGame back;
    std::string error;
    REQUIRE(decode_game(encode_game(saved), back, error));
    CHECK(back.sealed == saved.sealed);
    Session restored(standard_rules());
    REQUIRE(restore_session(back, restored, error));
    CHECK(sealed::sealed_code(restored) == sealed::sealed_code(a.session));

    SavedGame shared;
    REQUIRE(decode_game(a.keeper.shared_link(), shared, error));
    CHECK(shared.sealed.on());
    CHECK(shared.sealed.rounds().empty());  // nothing of the phase being played
    CHECK(shared.saved_at == 0);
}

TEST_CASE("[Sealed] with the deadline rule a seat that withholds its opening can be played without") {
    Device a(1000), b(2000), c(3000);
    start({&a, &b, &c}, {kFrance, kGermany, kEngland}, {}, {true, true});
    a.session.set_orders_text("France: A Par - Bur");
    b.session.set_orders_text("Germany: A Mun - Ruh");
    c.session.set_orders_text("England: F Lon - Nth");
    std::string seals;
    for (Device* d : {&a, &b, &c}) {
        REQUIRE(sealed::seal_mine(d->session, d->platform.random64(), d->platform.random64()) == "");
        seals += sealed::sealed_code(d->session) + " ";
    }
    // Germany has not got England's seal yet when France's opening, which saw all three, arrives: England counts
    // on Germany's copy too, and must open.
    everyone_takes({&a, &c}, seals);
    std::string taken;
    REQUIRE(sealed::take_codes(b.session, sealed::sealed_code(a.session), taken) == "");
    REQUIRE(sealed::open_mine(a.session) == "");
    REQUIRE(sealed::take_codes(b.session, sealed::opening_code(a.session), taken) == "");
    CHECK(has_power(sealed::progress(b.session).to_open, kEngland));
    REQUIRE(sealed::take_codes(b.session, sealed::sealed_code(c.session), taken) == "");
    REQUIRE(sealed::open_mine(b.session) == "");
    REQUIRE(sealed::take_codes(a.session, sealed::opening_code(b.session), taken) == "");
    for (Device* d : {&a, &b}) {
        const SealedProgress p = sealed::progress(d->session);
        CHECK(p.to_open == power_bit(kEngland));
        CHECK_FALSE(p.may_play);
        CHECK(p.may_play_without);
    }
    CHECK_THAT(sealed::prepare_play(a.session), Catch::Contains("England"));
    // England withholds: France plays without it.
    c.keeper.autosave();
    REQUIRE(sealed::prepare_play(a.session, true) == "");
    a.session.set_ready();
    REQUIRE(a.session.play_if_ready());
    CHECK(of_power(a.session.game().history()[0].orders, kEngland).empty());
    // England's copy, which never opened, takes the link; had it opened, it would refuse it.
    REQUIRE(c.keeper.open_link(a.keeper.shared_link()) == "");
    REQUIRE(c.keeper.link_question());
    c.keeper.answer(GameKeeper::LinkAnswer::KeepMine);
    REQUIRE(sealed::open_mine(c.session) == "");
    CHECK_THAT(c.keeper.open_link(a.keeper.shared_link()), Catch::Contains("without your orders (England)"));
}

TEST_CASE("[Sealed] without the deadline rule nobody plays without a seat") {
    Device a(1000), b(2000);
    GameSettings settings;
    for (Power p : {kAustria, kItaly, kRussia, kTurkey, kEngland}) settings.computers.set(p, bot::Level::Easy);
    start({&a, &b}, {kFrance, kGermany}, settings, {true, false});
    for (Device* d : {&a, &b}) REQUIRE(sealed::seal_mine(d->session, 1, 2) == "");
    everyone_takes({&a, &b}, sealed::sealed_code(a.session) + " " + sealed::sealed_code(b.session));
    REQUIRE(sealed::open_mine(a.session) == "");
    const SealedProgress p = sealed::progress(a.session);
    CHECK(p.to_open == power_bit(kGermany));
    CHECK_FALSE(p.may_play_without);
    CHECK(sealed::prepare_play(a.session, true) != "");
}

TEST_CASE("[Sealed] two players play a phase of sealed orders on every variant, and their copies agree") {
    const Variant v = GENERATE(from_range(every_variant()));
    CAPTURE(variant_name(v));
    Device a(1000), b(2000);
    GameSettings settings;
    settings.rules.variant = v;
    const int last = catalogue().at(v).map.power_count() - 1;
    start({&a, &b}, {Power{0}, static_cast<Power>(last)}, settings, {true, true});
    play_sealed_phase({&a, &b}, 3);
    CHECK(a.session.game().history().size() == 1);
    CHECK(a.keeper.shared_link() == b.keeper.shared_link());
    CHECK(a.session.position().units == b.session.position().units);
}
