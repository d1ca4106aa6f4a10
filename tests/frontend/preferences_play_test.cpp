// Retreat and winter preferences in play (issue 44, item 5): given with a movement phase's orders, they decide the
// retreat and adjustment phases after it, so a year by link takes two exchanges of codes; they travel in orders
// codes and save strings as new versions (older strings open as before); hot seat skips the powers they decided;
// and a crafted code cannot use them to reach another power's units.
#include <catch2/catch.hpp>

#include "../support.h"
#include "catalogue.h"
#include "fake_platform.h"
#include "game_keeper.h"
#include "sealed_codes.h"
#include "sealed_devices.h"
#include "sealed_link.h"
#include "table_policy.h"

using namespace dip;
using namespace dip::test;

namespace {

// Preferences that decide everything for `power` in the phases after this movement phase: every unit retreats to
// any place it could move to, else disbands; the winter list builds anything anywhere at home and removes every
// unit, in board order.
Preferences decide_everything(const Rules& rules, const Position& pos, Power power) {
    const Map& map = rules.map();
    Preferences out;
    WinterList& winter = out.winter.emplace();
    for (int p = 0; p < map.province_count(); ++p) {
        const Province province = static_cast<Province>(p);
        if (pos.units[p] && pos.units[p].power == power) {
            RetreatPreference r{province, {}, true};
            for (const Order& o : rules.unit_orders(pos, province))
                if (o.kind == OrderKind::Move && std::find(r.to.begin(), r.to.end(), o.dest) == r.to.end())
                    r.to.push_back(o.dest);
            out.retreats.push_back(r);
            winter.removals.push_back(province);
        }
        if (!map.may_build_in(power, province)) continue;
        std::vector<Loc> locs = map.province(province).coasts;
        locs.push_back(static_cast<Loc>(p));
        for (const Loc l : locs)
            for (const UnitType t : {UnitType::Fleet, UnitType::Army})
                winter.builds.push_back(build_order(power, t, l));
    }
    return out;
}

// A player's orders for a movement phase: the computer's (Easy) choice, written as a person would, with preferences
// that decide everything.
void write_orders(Session& s, Power power) {
    for (const Order& o : computer_choice(s, power, bot::Level::Easy)) s.set_order(o);
    s.set_preferences(power, decide_everything(s.rules(), s.position(), power));
}

Phase next_movement(Phase p) {
    return p.season == Season::Spring ? Phase{Season::Fall, PhaseKind::Movement, p.year}
                                      : Phase{Season::Spring, PhaseKind::Movement, p.year + 1};
}

}  // namespace

TEST_CASE("[Preferences] by link, on every variant, a year of three players takes two exchanges of codes") {
    int retreats_decided = 0, winters_decided = 0;  // phases the preferences played, over every variant
    for (const auto& variant : catalogue().variants()) {
        INFO(variant->name);
        GameSettings settings;
        settings.rules.variant = variant->number;
        const Rules& rules = *variant->rules;
        const int players = std::min(3, variant->map.power_count());
        std::array<bool, kMaxPowers> people{};
        for (int p = 0; p < players; ++p) people[p] = true;

        FakePlatform host_device;
        Session host(rules);
        GameKeeper host_keeper(host, rules, host_device);
        host_keeper.new_by_link(people, 0, settings, {});
        for (int p = players; p < variant->map.power_count(); ++p)  // the seats nobody plays hold
            set_civil_disorder(host, static_cast<Power>(p), true);
        std::vector<std::unique_ptr<FakePlatform>> devices;
        std::vector<std::unique_ptr<Session>> copies;
        std::vector<std::unique_ptr<GameKeeper>> keepers;
        for (int p = 1; p < players; ++p) {
            devices.push_back(std::make_unique<FakePlatform>());
            copies.push_back(std::make_unique<Session>(rules));
            keepers.push_back(std::make_unique<GameKeeper>(*copies.back(), rules, *devices.back()));
        }

        if (host.position().phase.kind == PhaseKind::Adjustments) {  // Chaos: every power builds first, a round of
            for (int p = 0; p < players; ++p)                        // codes of its own before the first year
                for (const Order& o : computer_choice(host, static_cast<Power>(p), bot::Level::Easy)) host.set_order(o);
            host.adjudicate();
        }
        int exchanges = 0;
        const int first_year = host.position().phase.year;
        while (host.position().phase.year < first_year + 3 && !host.over()) {
            const Phase now = host.position().phase;
            REQUIRE(now.kind == PhaseKind::Movement);
            // One exchange: the host's link out, each player's orders code back.
            const std::string link = host_keeper.shared_link();
            for (std::size_t k = 0; k < keepers.size(); ++k) {
                GameKeeper& keeper = *keepers[k];
                Session& copy = *copies[k];
                REQUIRE(keeper.open_link(link).empty());
                if (keeper.link_question()) keeper.answer(GameKeeper::LinkAnswer::Update);
                const Power me = static_cast<Power>(k + 1);
                if (copy.record().seats.me == kNoPower) copy.change_record().seats.link_role(me, false);
                REQUIRE(copy.position().phase == now);
                write_orders(copy, me);
                REQUIRE(host_keeper.take_orders_code(keeper.orders_code()).empty());
                CHECK(host.preferences(me) == copy.preferences(me));
            }
            write_orders(host, 0);
            ++exchanges;
            // The host plays the movement phase; the retreats and winter after it play themselves.
            const std::size_t before = host.game().history().size();
            host.adjudicate();
            host.autoplay(4);
            for (std::size_t k = before + 1; k < host.game().history().size(); ++k) {
                const PhaseKind kind = host.game().history()[k].position.phase.kind;
                retreats_decided += kind == PhaseKind::Retreats;
                winters_decided += kind == PhaseKind::Adjustments;
            }
            if (host.over()) break;
            INFO(phase_text(host.position().phase)
                 << " asks " << host.powers_to_order().size() << " powers, first "
                 << int(host.powers_to_order().empty() ? -1 : host.powers_to_order()[0]));
            CHECK(host.position().phase == next_movement(now));
            CHECK(host.preferences(0).empty());  // they went with the movement phase they were given in
        }
        CHECK(exchanges == 6);  // two a year, for three years
    }
    INFO("phases decided: " << retreats_decided << " retreats, " << winters_decided << " winters");
    CHECK(retreats_decided >= 3);
    CHECK(winters_decided >= 8);
}

TEST_CASE("[Preferences] a player whose preferences leave a retreat open is asked, and only that player") {
    Session s(standard_rules());
    REQUIRE(s.load_position_text("phase: Spring 1901 Movement\n"
                                 "units:\n France: A Bur\n Germany: A Mun, A Ruh\n"
                                 "orders:\n Germany: A Mun - Bur\n Germany: A Ruh S A Mun - Bur\n") == "");
    s.change_record().mode = PlayMode::HotSeat;
    const Power france = power_named("France");
    SECTION("a place given decides the retreat, and the phase plays itself") {
        s.set_preferences(
            france, {{{province_named("bur"), {location_named("ruh"), location_named("pic")}, false}}, std::nullopt});
        s.adjudicate();
        REQUIRE(s.position().phase.kind == PhaseKind::Retreats);
        CHECK(s.progress().decided[france]);
        CHECK(s.powers_to_order().empty());
        CHECK(s.autoplay(1) == 1);
        CHECK(s.position().units[province_named("pic")].power == france);
    }
    SECTION("no place open and no disband: France is asked, with nothing written for it") {
        s.set_preferences(france, {{{province_named("bur"), {location_named("ruh")}, false}}, std::nullopt});
        s.adjudicate();
        REQUIRE(s.position().phase.kind == PhaseKind::Retreats);
        CHECK_FALSE(s.progress().decided[france]);
        CHECK(s.powers_to_order() == std::vector<Power>{france});
        CHECK(hotseat_power(s) == france);
        CHECK(s.orders(france).empty());
        CHECK(s.autoplay(1) == 0);
    }
    SECTION("an undo takes the phase back with the orders the preferences gave, and asks the player") {
        s.set_preferences(france, {{{province_named("bur"), {location_named("pic")}, false}}, std::nullopt});
        s.adjudicate();
        s.autoplay(1);
        REQUIRE(s.undo());
        REQUIRE(s.position().phase.kind == PhaseKind::Retreats);
        CHECK(s.preferences(france).empty());
        CHECK(s.powers_to_order() == std::vector<Power>{france});
        CHECK(orders_text(s, france) == "France: A Bur R Pic\n");
    }
}

TEST_CASE("[Preferences] they travel in orders codes and save strings, as new versions only when given") {
    Session s(standard_rules());
    s.new_game(PlayMode::ByLink);
    const Power france = power_named("France");
    const Preferences prefs = decide_everything(s.rules(), s.position(), france);
    // Without preferences, an orders code and a game are written as the release before wrote them.
    OrdersCode code{7, 0, france, {}, Variant::Standard, {}};
    CHECK(save_string_bytes(encode_orders_code(code))[4] == 3);
    CHECK(save_string_bytes(encode_game(save_session(s, 1)))[4] == 6);
    // With them, the newer versions, which read back whole.
    code.preferences = preference_orders(prefs, france);
    const std::string text = encode_orders_code(code);
    CHECK(save_string_bytes(text)[4] == 4);
    const Expected<OrdersCode> read = decode_orders_code(text);
    REQUIRE(read);
    CHECK(preferences_from_orders(read->preferences, s.map()) == prefs);
    s.set_preferences(france, prefs);
    const GameRecord saved = save_session(s, 1);
    const std::string game = encode_game(saved);
    CHECK(save_string_bytes(game)[4] == 8);
    const Expected<GameRecord> back = decode_game(game);
    INFO((back ? "" : back.failure().message));
    REQUIRE(back);
    Session restored(standard_rules());
    std::string error;
    REQUIRE(restore_session(*back, restored, error));
    CHECK(restored.preferences(france) == prefs);
    CHECK(shared_record(saved).preferences.empty());  // a link does not carry them: they are the player's own
    CHECK(save_string_bytes(encode_game(shared_record(saved)))[4] == 6);
}

TEST_CASE("[Preferences] a crafted code or save string cannot give another power's preferences") {
    Session host(standard_rules());
    host.new_game(PlayMode::ByLink);
    host.change_record().id = 7;
    const Power france = power_named("France"), germany = power_named("Germany");
    // A code labelled France's whose preferences are Germany's is refused as damaged; so is one carrying a move.
    OrdersCode code{7, 0, france, {}, Variant::Standard, {}};
    code.preferences = preference_orders(decide_everything(host.rules(), host.position(), germany), germany);
    CHECK_THAT(decode_orders_code(encode_orders_code(code)).failure().message, Catch::Contains("damaged"));
    code.preferences = {move_order(host.position().units[province_named("par")], location_named("bur"))};
    CHECK_THAT(decode_orders_code(encode_orders_code(code)).failure().message, Catch::Contains("damaged"));
    // Given to the session directly, another power's preferences are refused too.
    CHECK(accept_orders_code(host, france, 0, 7, {}, Variant::Standard,
                             preference_orders(decide_everything(host.rules(), host.position(), germany), germany)) ==
          "This orders code holds preferences of another power.");
    // France's own list may name Germany's units and home centres: it is taken as France's, and in the winter only
    // France's own builds and units are read from it (preferred_orders; the engine's tests).
    Preferences reaching;
    WinterList& w = reaching.winter.emplace();
    w.builds.push_back(build_order(france, UnitType::Army, location_named("ber")));
    w.removals.push_back(province_named("mun"));
    REQUIRE(accept_orders_code(host, france, 0, 7, {}, Variant::Standard, preference_orders(reaching, france)) == "");
    CHECK(host.preferences(france) == reaching);
    // A save string whose preferences hold a movement order is damaged.
    GameRecord g = save_session(host, 1);
    g.preferences.push_back(move_order(host.position().units[province_named("par")], location_named("bur")));
    CHECK_THAT(decode_game(encode_game(g)).failure().message, Catch::Contains("damaged"));
}

TEST_CASE("[Preferences] sealed: preferences are sealed and opened with the orders, and every copy plays them alike") {
    Device a(0x1000), b(0x2000), c(0x3000), watcher(0x4000);
    const Devices players{&a, &b, &c};
    const std::vector<Power> powers{power_named("France"), power_named("Germany"), power_named("Italy")};
    start(players, powers, {}, {true, false});
    REQUIRE(watcher.keeper.open_link(a.keeper.shared_link()) == "");  // follows by links alone, with no seat
    int decided_phases = 0;
    while (a.session.position().phase.year < 1904 && !a.session.over()) {
        const Phase now = a.session.position().phase;
        REQUIRE(now.kind == PhaseKind::Movement);
        std::string seals;
        for (Device* d : players) {
            Session& s = d->session;
            const Power me = s.record().seats.me;
            CHECK(TablePolicy(s).offers_preferences());
            for (const Order& o : computer_choice(s, me, bot::Level::Easy)) s.set_order(o);
            s.set_preferences(me, decide_everything(s.rules(), s.position(), me));
            REQUIRE(sealed::seal_mine(s, d->platform.random64(), d->platform.random64()) == "");
            CHECK_FALSE(TablePolicy(s).may_order(me));  // sealed: neither orders nor preferences change now
            seals += sealed::sealed_code(s) + "\n";
        }
        everyone_takes(players, seals);
        // Italy's copy opens but reads no one else's opening: it takes the phase by link, checking each seal.
        everyone_takes({&a, &b}, open_all(players));
        play_on({&a, &b});
        const std::size_t played = a.session.game().history().size();
        for (Device* d : {&a, &b}) {
            d->session.autoplay(4);  // the retreats and winter the preferences decide, on every copy alike
            d->keeper.autosave();
            CHECK(d->session.position().phase == next_movement(now));
        }
        decided_phases += static_cast<int>(a.session.game().history().size() - played);
        // A link whose movement phase lost a seat's preferences does not match that seat's seal.
        GameRecord dropped = sealed::shared_record_at(save_session(a.session, 0), static_cast<std::uint32_t>(played));
        SealedRound round = dropped.sealed.round(static_cast<std::uint32_t>(played - 1));
        for (auto& [power, seat] : round.seats) seat.preferences.clear();
        dropped.sealed.set_round(static_cast<std::uint32_t>(played - 1), round);
        CHECK_THAT(c.keeper.open_link(std::string(kGameLinkKey) + encode_game(dropped)),
                   Catch::Contains("do not match the seal"));
        for (std::size_t k = played; k <= a.session.game().history().size(); ++k)
            takes_link(c, a.keeper.shared_link(static_cast<int>(k)));
        CHECK(c.session.position().phase == next_movement(now));
        const std::string shared = encode_game(shared_record(save_session(a.session, 0)));
        CHECK(encode_game(shared_record(save_session(b.session, 0))) == shared);
        CHECK(encode_game(shared_record(save_session(c.session, 0))) == shared);
        // The watcher takes each phase's link in turn, checking every seal, preference and decided order.
        for (std::size_t k = watcher.session.game().history().size() + 1; k <= a.session.game().history().size(); ++k)
            takes_link(watcher, a.keeper.shared_link(static_cast<int>(k)));
        CHECK(encode_game(shared_record(save_session(watcher.session, 0))) == shared);
    }
    CHECK(decided_phases >= 3);
}

TEST_CASE("[Preferences] sealed: a link whose decided phase differs from the preferences is refused") {
    Device a(0x1000), b(0x2000), watcher(0x4000);
    const Devices players{&a, &b};
    const Power france = power_named("France"), germany = power_named("Germany");
    start(players, {france, germany}, {}, {true, false});
    REQUIRE(watcher.keeper.open_link(a.keeper.shared_link()) == "");
    // Spring: Germany moves to Ruhr and Munich; France to Burgundy. Fall: Germany takes Burgundy with support; France's
    // army there prefers Picardy.
    const auto phase = [&](std::vector<std::string> french, std::vector<std::string> german, bool prefs) {
        std::string seals;
        for (Device* d : players) {
            Session& s = d->session;
            const Power me = s.record().seats.me;
            for (const std::string& o : me == france ? french : german) s.set_order(order_of(me, o));
            if (prefs && me == france)
                s.set_preferences(france, {{{province_named("bur"), {location_named("pic")}, false}}, std::nullopt});
            REQUIRE(sealed::seal_mine(s, d->platform.random64(), d->platform.random64()) == "");
            seals += sealed::sealed_code(s) + "\n";
        }
        everyone_takes(players, seals);
        everyone_takes(players, open_all(players));
        play_on(players);
    };
    phase({"A Par - Bur"}, {"A Mun - Ruh", "A Ber - Mun"}, false);
    takes_link(watcher, a.keeper.shared_link(1));
    phase({}, {"A Mun - Bur", "A Ruh S A Mun - Bur"}, true);
    REQUIRE(a.session.position().phase.kind == PhaseKind::Retreats);
    CHECK(a.session.progress().decided[france]);
    CHECK(b.session.progress().decided[france]);
    REQUIRE(a.session.autoplay(1) == 1);
    CHECK(a.session.position().units[province_named("pic")].power == france);
    takes_link(watcher, a.keeper.shared_link(2));
    CHECK(watcher.session.progress().decided[france]);
    // A crafted link that plays the retreat otherwise (A Bur disbands) is refused by the watcher, which stays put.
    GameRecord forged = sealed::shared_record_at(save_session(a.session, 0), 3);
    REQUIRE(forged.steps.size() == 3);
    forged.steps[2].orders = {order_of(france, "A Bur D", PhaseKind::Retreats)};
    CHECK_THAT(watcher.keeper.open_link(std::string(kGameLinkKey) + encode_game(forged)),
               Catch::Contains("France's preferences do not give"));
    CHECK(watcher.session.game().history().size() == 2);
    // The true link is taken.
    takes_link(watcher, a.keeper.shared_link(3));
    CHECK(watcher.session.position().units[province_named("pic")].power == france);
}

TEST_CASE(
    "[Preferences] sealed: an opening whose preferences come before its orders is refused, though it matches "
    "its seal") {
    Device a(0x1000), b(0x2000);
    const Power france = power_named("France"), germany = power_named("Germany");
    start({&a, &b}, {france, germany}, {}, {true, false});
    // Germany seals as it should. France's copy is a cheat's: it seals a preference, then an order.
    b.session.set_order(order_of(germany, "A Mun - Bur"));
    REQUIRE(sealed::seal_mine(b.session, 1, 2) == "");
    const SecretKey key = *a.session.record().sealed.my_key();
    const std::vector<Order> crafted = {
        retreat_order(a.session.position().units[province_named("par")], location_named("pic")),
        order_of(france, "A Par H")};
    const Salt salt = make_salt(7, 8);
    const CodeAbout about{
        a.session.record().id, Variant::Standard, 0, france, PlayVersion{}, sealed::record_fingerprint(a.session)};
    const Seal seal = seal_orders(a.session.map(), {about.game_id, about.variant, 0, france}, crafted, salt);
    std::string taken;
    REQUIRE(sealed::take_codes(b.session, encode_seal_code({about, seal, public_key_of(key)}, key), taken) == "");
    REQUIRE(sealed::open_mine(b.session) == "");
    const SealList held{{france, fingerprint(seal)},
                        {germany, fingerprint(b.session.record().sealed.round(0).seats.at(germany).seal)}};
    const std::string opening =
        encode_opening_code({about, crafted, salt, fingerprint(held), power_bit(france) | power_bit(germany)}, key);
    CHECK_THAT(sealed::take_codes(b.session, opening, taken), Catch::Contains("would not play as written"));
    CHECK(b.session.preferences(france).empty());
    CHECK(b.session.orders(france).empty());
}

TEST_CASE("[Preferences] every save with preferences round-trips, in every phase of random games on every variant") {
    int saves = 0;
    for (const auto& variant : catalogue().variants()) {
        INFO(variant->name);
        Session s(standard_rules());
        GameSettings settings;
        settings.rules.variant = variant->number;
        s.new_game(PlayMode::HotSeat, settings);
        std::uint64_t seed = 17 + static_cast<std::uint64_t>(variant->number);
        for (int phase = 0; phase < 14 && !s.over(); ++phase, ++seed) {
            for (const Order& o : random_orders(s.rules(), s.position(), seed)) s.set_order(o);
            if (s.position().phase.kind == PhaseKind::Movement)
                for (int p = 0; p < s.map().power_count(); p += 1 + static_cast<int>(seed % 3)) {
                    Preferences prefs = decide_everything(s.rules(), s.position(), static_cast<Power>(p));
                    prefs.retreats.resize(prefs.retreats.size() / 2);  // some units left to ask about
                    if (seed % 2) prefs.winter.reset();
                    s.set_preferences(static_cast<Power>(p), prefs);
                }
            const std::string text = encode_game(save_session(s, 5));
            const Expected<GameRecord> back = decode_game(text);
            REQUIRE(back);
            Session restored(standard_rules());
            std::string error;
            REQUIRE(restore_session(*back, restored, error));
            for (int p = 0; p < s.map().power_count(); ++p) {
                CHECK(restored.preferences(static_cast<Power>(p)) == s.preferences(static_cast<Power>(p)));
                CHECK(restored.progress().decided[p] == s.progress().decided[p]);
            }
            CHECK(restored.orders() == s.orders());
            CHECK(encode_game(save_session(restored, 5)) == text);
            ++saves;
            s.adjudicate();
        }
    }
    CHECK(saves > 60);
}
