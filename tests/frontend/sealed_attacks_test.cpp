// Sealed orders against a cheating player (docs/FAIR_PLAY.md, "Threats"): codes crafted by hand, as a player with a
// text editor and the game's source would make them, and what honest copies do with them. Each is refused, naming the
// seat; no game is lost.
#include "sealed_codes.h"
#include "sealed_devices.h"
#include "../read_into.h"

using namespace dip;
using namespace dip::test;

namespace {

// A cheat's own key, as its copy made it, and another made by hand.
const SecretKey kCheatKey = make_secret_key(11, 22, 33, 44);

CodeAbout about(const Session& s, Power p) {
    return {s.record().id, s.settings().rules.variant,   static_cast<std::uint32_t>(s.game().history().size()), p,
            PlayVersion{}, sealed::record_fingerprint(s)};
}

std::string take(Session& s, const std::string& codes) {
    std::string taken;
    return sealed::take_codes(s, codes, taken);
}

// A seal, signed by `key`, of `orders` for `p`, in the game and phase `a` names.
std::string crafted_seal(const Map& map, Power p, const std::vector<Order>& orders, const Salt& salt,
                         const SecretKey& key, CodeAbout a) {
    const Seal seal = seal_orders(map, {a.game_id, a.variant, a.phase, p}, orders, salt);
    return encode_seal_code({a, seal, public_key_of(key)}, key);
}

}  // namespace

TEST_CASE("[Sealed] codes of another game, variant, version, phase or record are refused before they are used") {
    Device a(1000), b(2000);
    start({&a, &b}, {kFrance, kGermany}, {}, {true, false});
    const Salt salt = make_salt(1, 2);
    auto seal_with = [&](CodeAbout x) { return crafted_seal(a.session.map(), kGermany, {}, salt, kCheatKey, x); };
    CodeAbout x = about(a.session, kGermany);
    x.game_id ^= 1;
    CHECK_THAT(take(a.session, seal_with(x)), Catch::Contains("belongs to another game"));
    x = about(a.session, kGermany);
    x.phase = 1;
    CHECK_THAT(take(a.session, seal_with(x)), Catch::Contains("later phase"));
    x = about(a.session, kGermany);
    x.version.bots += 1;
    CHECK_THAT(take(a.session, seal_with(x)), Catch::Contains("a newer version of the game (rules"));
    x = about(a.session, kGermany);
    x.record[3] ^= 1;
    CHECK_THAT(take(a.session, seal_with(x)), Catch::Contains("not the same as yours"));
    x = about(a.session, kItaly);  // nobody plays Italy: it is in civil disorder
    CHECK_THAT(take(a.session, crafted_seal(a.session.map(), kItaly, {}, salt, kCheatKey, x)),
               Catch::Contains("Italy gives no orders"));
    CHECK(a.session.record().sealed.round(0).seats.empty());
}

TEST_CASE("[Sealed] a crafted code of another variant is refused before its power is used, and the game still opens") {
    // An Ancient Mediterranean sealed game; the cheat crafts a standard-board code for its last power (Turkey, index
    // 6, past the five powers of the game) with the game's id.
    Device a(1000), b(2000);
    GameSettings settings;
    settings.rules.variant = catalogue().find("ancient-mediterranean")->number;
    start({&a, &b}, {Power{0}, Power{1}}, settings, {true, true});
    CodeAbout x = about(a.session, kTurkey);
    x.variant = Variant::Standard;
    for (const std::string& code :
         {crafted_seal(standard(), kTurkey, {}, make_salt(1, 2), kCheatKey, x),
          encode_ready_code({x, {{kTurkey, {}}}}, kCheatKey),
          encode_opening_code({x, {order_of(kTurkey, "A Con H")}, make_salt(1, 2), {}, power_bit(kTurkey)},
                              kCheatKey)}) {
        CHECK_THAT(take(a.session, code), Catch::Contains("another variant"));
    }
    a.keeper.autosave();
    Session reopened(standard_rules());
    GameKeeper again(reopened, standard_rules(), a.platform);
    again.start("");
    CHECK(reopened.record().id == a.session.record().id);
    CHECK(reopened.map().power_count() == a.session.map().power_count());
}

TEST_CASE("[Sealed] a seal for another's seat, for one's own, or a second claim, is refused naming the seat") {
    Device a(1000), b(2000), c(3000);
    start({&a, &b, &c}, {kFrance, kGermany, kEngland}, {}, {true, false});
    const Salt salt = make_salt(5, 6);
    // France's seat is pinned to the creator's key by the first link: a seal signed by any other key is not France's.
    CHECK_THAT(take(b.session, crafted_seal(b.session.map(), kFrance, {}, salt, kCheatKey, about(b.session, kFrance))),
               Catch::Contains("not signed by France's player"));
    // A copy never takes a code for its own seat that it did not make: Germany's, forged, on Germany's copy.
    CHECK_THAT(
        take(b.session, crafted_seal(b.session.map(), kGermany, {}, salt, kCheatKey, about(b.session, kGermany))),
        Catch::Contains("your own seat (Germany)"));
    // A second player claims England, not pinned yet: a copy holding one claim refuses the other, naming both keys.
    REQUIRE(sealed::seal_mine(c.session, 1, 2) == "");
    REQUIRE(take(a.session, sealed::sealed_code(c.session)) == "");
    const std::string second = crafted_seal(a.session.map(), kEngland, {}, salt, kCheatKey, about(a.session, kEngland));
    CHECK_THAT(take(a.session, second), Catch::Contains("A second player claims England"));
    CHECK_THAT(take(a.session, second), Catch::Contains(key_text(public_key_of(kCheatKey))));
    // Once the players agreed in their chat that the second claimant plays England, a copy may keep that claim instead
    // (England is not pinned yet, and this copy has not opened); the first is then the second.
    std::string taken;
    REQUIRE(sealed::take_codes(a.session, second, taken, true) == "");
    CHECK(a.session.record().sealed.round(0).seats.at(kEngland).key == public_key_of(kCheatKey));
    CHECK_THAT(take(a.session, sealed::sealed_code(c.session)), Catch::Contains("A second player claims England"));
    REQUIRE(sealed::take_codes(a.session, sealed::sealed_code(c.session), taken, true) == "");
    // A pinned seat is never replaced: France's, claimed again.
    CHECK_THAT(sealed::take_codes(
                   b.session, crafted_seal(b.session.map(), kFrance, {}, salt, kCheatKey, about(b.session, kFrance)),
                   taken, true),
               Catch::Contains("not signed by France's player"));
    // The seal of a seat that sealed already cannot be replaced, even signed by its own key.
    const std::string other = crafted_seal(a.session.map(), kEngland, {order_of(kEngland, "F Lon - Nth")}, salt,
                                           *c.session.record().sealed.my_key(), about(a.session, kEngland));
    CHECK_THAT(take(a.session, other), Catch::Contains("cannot be changed"));
    // Ready codes and openings must be signed by the key of the seat's seal.
    CHECK_THAT(
        take(a.session, encode_opening_code({about(a.session, kEngland), {}, make_salt(1, 2), {}, 0}, kCheatKey)),
        Catch::Contains("not signed by England's player"));
}

TEST_CASE("[Sealed] a seat that sends different seals to different players is found out before anything is played") {
    SECTION("without the deadline rule: by the first opening that crosses over") {
        Device a(1000), b(2000), c(3000);
        start({&a, &b, &c}, {kFrance, kGermany, kEngland}, {}, {true, false});
        // Germany's device seals; the cheat sends its true seal to France and another to England.
        REQUIRE(sealed::seal_mine(b.session, 1, 2) == "");
        const std::string honest = sealed::sealed_code(b.session);
        const std::string forked =
            crafted_seal(c.session.map(), kGermany, {order_of(kGermany, "A Mun - Ruh")}, make_salt(9, 9),
                         *b.session.record().sealed.my_key(), about(c.session, kGermany));
        everyone_takes({&a, &c}, write_and_seal({&a, &c}, 4));
        REQUIRE(take(a.session, honest) == "");
        REQUIRE(take(c.session, forked) == "");
        REQUIRE(take(b.session, sealed::sealed_code(a.session) + " " + sealed::sealed_code(c.session)) == "");
        REQUIRE(sealed::open_mine(a.session) == "");
        CHECK_THAT(take(c.session, sealed::opening_code(a.session)), Catch::Contains("other seals than you hold"));
        REQUIRE(sealed::open_mine(b.session) == "");
        CHECK_THAT(take(c.session, sealed::opening_code(b.session)), Catch::Contains("does not match the seal"));
        CHECK_FALSE(sealed::progress(c.session).may_play);
    }
    SECTION("with it: the ready codes list different seals, and the seat does not count anywhere") {
        Device a(1000), b(2000), c(3000);
        start({&a, &b, &c}, {kFrance, kGermany, kEngland}, {}, {true, true});
        REQUIRE(sealed::seal_mine(b.session, 1, 2) == "");
        const std::string forked =
            crafted_seal(c.session.map(), kGermany, {order_of(kGermany, "A Mun - Ruh")}, make_salt(9, 9),
                         *b.session.record().sealed.my_key(), about(c.session, kGermany));
        everyone_takes({&a, &c}, write_and_seal({&a, &c}, 4));
        REQUIRE(take(a.session, sealed::sealed_code(b.session)) == "");
        REQUIRE(take(c.session, forked) == "");
        REQUIRE(take(b.session, sealed::sealed_code(a.session) + " " + sealed::sealed_code(c.session)) == "");
        everyone_takes({&a, &b, &c}, ready_all({&a, &b, &c}));
        for (Device* d : {&a, &b, &c}) {
            CHECK_FALSE(has_power(sealed::progress(d->session).counted, kGermany));
            const std::vector<std::string> lines = sealed::standing(d->session);
            CHECK(std::any_of(lines.begin(), lines.end(), [](const std::string& l) {
                return l.find("different seals for Germany") != std::string::npos;
            }));
        }
    }
}

TEST_CASE("[Sealed] the last opener cannot strike a seat after reading the openings") {
    Device a(1000), b(2000), c(3000);
    start({&a, &b, &c}, {kFrance, kGermany, kEngland}, {}, {true, true});
    everyone_takes({&a, &b, &c}, write_and_seal({&a, &b, &c}, 8));
    const std::string ready = ready_all({&a, &b, &c});
    everyone_takes({&a, &b, &c}, ready);
    everyone_takes({&a, &c}, open_all({&a, &b}));
    // England has read France's and Germany's openings. Its opening claiming that only France and England count is
    // refused: the counted seats were fixed by the ready codes, before anything was opened.
    REQUIRE(sealed::open_mine(c.session) == "");
    Signed<OpeningCode> honest;
    std::string error;
    REQUIRE(read_into(decode_opening_code(sealed::opening_code(c.session)), honest, error));
    OpeningCode struck = honest.code;
    struck.counted &= ~power_bit(kGermany);
    CHECK_THAT(take(a.session, encode_opening_code(struck, *c.session.record().sealed.my_key())),
               Catch::Contains("your copy counts England, France and Germany"));
    // Nor can it send a second ready code that leaves Germany out, now or after it opened.
    ReadyCode late{about(c.session, kEngland), {}};
    for (const auto& [p, seat] : c.session.record().sealed.round(0).seats)
        if (p != kGermany) late.held[p] = fingerprint(seat.seal);
    CHECK_THAT(take(a.session, encode_ready_code(late, *c.session.record().sealed.my_key())),
               Catch::Contains("two different ready codes"));
    REQUIRE(take(a.session, sealed::opening_code(c.session)) == "");
    CHECK(sealed::progress(a.session).counted == (power_bit(kFrance) | power_bit(kGermany) | power_bit(kEngland)));
}

TEST_CASE("[Sealed] an opening is the sequence sealed, and only what the game would play as written") {
    Device a(1000), b(2000);
    start({&a, &b}, {kFrance, kGermany}, {}, {true, false});
    // Spring: France takes Spain, holding it in the Fall; Germany holds. France then has one build.
    auto phase = [&](const char* france, const char* germany) {
        set_orders_text(a.session, france);
        set_orders_text(b.session, germany);
        for (Device* d : {&a, &b}) REQUIRE(sealed::seal_mine(d->session, d->platform.random64(), 1) == "");
        everyone_takes({&a, &b}, sealed::sealed_code(a.session) + " " + sealed::sealed_code(b.session));
        everyone_takes({&a, &b}, open_all({&a, &b}));
        play_on({&a, &b});
    };
    phase("France: A Mar - Spa", "Germany: A Mun H");
    phase("France: A Spa H", "Germany: A Mun H");
    REQUIRE(a.session.position().phase.kind == PhaseKind::Adjustments);
    REQUIRE(sealed::must_order(a.session) == power_bit(kFrance));
    // France writes two builds with one due: its own copy will not seal them.
    const Order par = order_of(kFrance, "Build A Par", PhaseKind::Adjustments);
    const Order bre = order_of(kFrance, "Build F Bre", PhaseKind::Adjustments);
    a.session.set_order(par);
    a.session.set_order(bre);
    CHECK_THAT(sealed::seal_mine(a.session, 1, 2), Catch::Contains("more builds or removals than are due"));
    // A cheat seals both by hand and opens them in either order: each is refused on Germany's copy.
    const Salt salt = make_salt(3, 4);
    const SecretKey& key = *a.session.record().sealed.my_key();
    REQUIRE(take(b.session, crafted_seal(b.session.map(), kFrance, {par, bre}, salt, key, about(b.session, kFrance))) ==
            "");
    OpeningCode opening{about(b.session, kFrance), {bre, par}, salt, {}, power_bit(kFrance)};
    SealList held{{kFrance, fingerprint(b.session.record().sealed.round(2).seats.at(kFrance).seal)}};
    opening.held = fingerprint(held);
    CHECK_THAT(take(b.session, encode_opening_code(opening, key)), Catch::Contains("not the orders sealed"));
    opening.orders = {par, bre};
    CHECK_THAT(take(b.session, encode_opening_code(opening, key)), Catch::Contains("would not play as written"));
}

TEST_CASE("[Sealed] two orders for one unit are not an opening") {
    Device a(1000), b(2000);
    start({&a, &b}, {kFrance, kGermany}, {}, {true, false});
    const Order bur = order_of(kFrance, "A Par - Bur"), pic = order_of(kFrance, "A Par - Pic");
    const Salt salt = make_salt(3, 4);
    const SecretKey& key = *a.session.record().sealed.my_key();
    REQUIRE(take(b.session, crafted_seal(b.session.map(), kFrance, {bur, pic}, salt, key, about(b.session, kFrance))) ==
            "");
    REQUIRE(sealed::seal_mine(b.session, 5, 6) == "");
    REQUIRE(sealed::open_mine(b.session) == "");
    SealList held;
    for (const auto& [p, seat] : b.session.record().sealed.round(0).seats) held[p] = fingerprint(seat.seal);
    const OpeningCode opening{
        about(b.session, kFrance), {bur, pic}, salt, fingerprint(held), power_bit(kFrance) | power_bit(kGermany)};
    CHECK_THAT(take(b.session, encode_opening_code(opening, key)), Catch::Contains("would not play as written"));
}
