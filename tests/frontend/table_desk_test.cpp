// A table's game run from one device (frontend/table/table_desk.h): phones hand in orders codes on the clock, a
// code after the deadline is refused and its power holds, the clock comes back after a reload, and the round's
// call ends the game. Crafted input (a damaged stored clock, another game's) leaves the table off, never broken.
#include <catch2/catch.hpp>

#include <algorithm>

#include "../support.h"
#include "fake_platform.h"
#include "game_keeper.h"
#include "paper_slip.h"
#include "phase_account.h"
#include "table_desk.h"

using namespace dip;
using namespace dip::test;

namespace {

constexpr Millis kMin = 60'000;

// The table's device and one phone, the phone's copy opened from the table's link and playing `power`.
struct Table {
    FakePlatform device, phone_device;
    Session game{standard_rules()}, phone{standard_rules()};
    GameKeeper keeper{game, standard_rules(), device}, phone_keeper{phone, standard_rules(), phone_device};
    TableDesk desk{device.storage()};
    Millis now = 1'000'000;

    Table() {
        keeper.new_game(PlayMode::ByLink, {}, kNoPower);
        desk.start(keeper.current_key(), preset_times(ClockPreset::Wbc), game, now);
        keeper.set_orders_gate([this](Power p) { return desk.may_hand_in(p, now); });
    }
    // The phone takes the table's link, plays `power` and writes `orders`: its orders code.
    std::string code_from_phone(Power power, const std::string& orders) {
        REQUIRE(phone_keeper.open_link(keeper.shared_link()) == "");
        if (phone_keeper.link_question()) phone_keeper.answer(GameKeeper::LinkAnswer::Update);
        phone.change_record().seats.link_role(power, false);
        REQUIRE(set_orders_text(phone, orders).empty());
        return phone_keeper.orders_code();
    }
};

}  // namespace

TEST_CASE("[table] codes handed in on time count, after the deadline one is refused and its power holds") {
    Table t;
    CHECK(t.desk.on());
    CHECK(t.desk.clock().stage(t.now) == PhaseClock::Stage::Negotiation);
    const std::string germany = t.code_from_phone(kGermany, "Germany: A Mun - Bur\n");
    const std::string france = t.code_from_phone(kFrance, "France: A Par - Bur\n");

    t.now += 5 * kMin;
    CHECK(t.keeper.take_orders_code(germany) == "");
    t.desk.follow(t.game, t.now);
    CHECK(t.desk.clock().handed_in(kGermany));
    CHECK(t.desk.clock().seat(kFrance, t.now) == PhaseClock::Seat::Writing);
    CHECK(!t.desk.due(t.now));

    t.now += 7 * kMin + 1;  // past the twelve minutes
    t.desk.follow(t.game, t.now);
    CHECK(t.keeper.take_orders_code(france) == "France: Too late: the deadline has passed, so its units hold");
    CHECK(!t.game.record().seats.received[kFrance]);
    REQUIRE(t.desk.due(t.now));
    t.game.adjudicate();  // the page plays it when due (App::follow_table)

    t.desk.follow(t.game, t.now);
    // The results say who did not hand in: every power but Germany.
    const PlayedPhase& played = t.game.game().history().back();
    const std::string account =
        to_text(tell_phase(played.position, played.result, t.game.map(), kNoPower, Unordered::Told));
    for (const char* power : {"Austria", "England", "France", "Italy", "Russia", "Turkey"})
        CHECK_THAT(account, Catch::Contains(std::string(power) + " handed in no orders: its units hold."));
    CHECK_THAT(account, !Catch::Contains("Germany handed in no orders"));
    const Position& after = t.game.position();
    CHECK(after.units[province_named("Bur")].power == kGermany);  // Germany's order was played
    CHECK(after.units[province_named("Par")].power == kFrance);   // France's army held
    // The next phase starts its own clock, with nobody handed in.
    CHECK(!t.desk.clock().handed_in(kGermany));
    CHECK(t.desk.clock().stage(t.now) == PhaseClock::Stage::Negotiation);
}

TEST_CASE("[table] a code handed in again before the deadline replaces the first, a grace minute lets one in late") {
    Table t;
    t.now += kMin;
    CHECK(t.keeper.take_orders_code(t.code_from_phone(kGermany, "Germany: A Mun - Bur\n")) == "");
    CHECK(t.keeper.take_orders_code(t.code_from_phone(kGermany, "Germany: A Mun - Ruh\n")) == "");
    CHECK(orders_text(t.game, kGermany) == "Germany: A Mun - Ruh\n");

    t.now += 11 * kMin;  // the deadline
    t.desk.follow(t.game, t.now);
    CHECK(t.desk.grant_grace(kItaly, t.now) == "");
    CHECK(!t.desk.due(t.now));  // the table waits for Italy's minute
    t.now += 50'000;
    CHECK(t.keeper.take_orders_code(t.code_from_phone(kItaly, "Italy: A Ven - Tyr\n")) == "");
    t.desk.follow(t.game, t.now);
    CHECK(t.desk.clock().handed_in(kItaly));
    CHECK(t.desk.due(t.now));
}

TEST_CASE("[table] a device reloaded mid-phase takes up its clock, another game's or a damaged one is off") {
    Table t;
    t.now += 3 * kMin;
    t.desk.pause(t.now);
    TableDesk again(t.device.storage());
    again.open(t.keeper.current_key());
    REQUIRE(again.on());
    CHECK(again.clock().paused());
    CHECK(again.clock().left(t.now + 30 * kMin) == 7 * kMin);

    TableDesk other(t.device.storage());
    other.open("dip.game.another");
    CHECK(!other.on());

    for (const char* damaged : {"table1", "table1 k 0\nclock1 1 2 3", "nonsense", "table1 k 0\nclock1 -5 0 0 0 0 0",
                                "table1 k 18446744073709551616\nclock1 x"}) {
        t.device.storage().set("dip.table", damaged);
        TableDesk read(t.device.storage());
        read.open("k");
        CHECK(!read.on());
    }
}

TEST_CASE("[table] the clock as text comes back whole, a line it did not write does not") {
    PhaseClock clock;
    clock.start_round(5);
    std::array<bool, kMaxPowers> all{};
    all.fill(true);
    clock.start_phase(PhaseKind::Movement, all, 10);
    CHECK(clock.hand_in(kEngland, 20) == "");
    CHECK(clock.grant_grace(kTurkey, 12 * kMin) == "");
    const auto last = static_cast<Power>(kMaxPowers - 1);  // the highest power index a variant may use
    CHECK(clock.hand_in(last, 30) == "");
    clock.pause(12 * kMin + 5);
    const std::optional<PhaseClock> back = PhaseClock::from_text(clock.to_text());
    REQUIRE(back);
    CHECK(back->to_text() == clock.to_text());
    CHECK(back->seat(kTurkey, 13 * kMin) == clock.seat(kTurkey, 13 * kMin));
    CHECK(back->not_handed_in() == clock.not_handed_in());
    CHECK(back->seat(last, 13 * kMin) == clock.seat(last, 13 * kMin));
    CHECK(back->left(13 * kMin) == clock.left(13 * kMin));
    const std::string longer = clock.to_text() + " 7";
    for (const std::string& bad : {std::string(), std::string("clock1"), std::string("clock2 600 120 60 120 60 14400"),
                                   std::string("clock1 600 120 60 120 60 99999999 0"), longer})
        CHECK(!PhaseClock::from_text(bad));
}

TEST_CASE("[table] the round's call ends the game with the last Fall played, scored as a time limit") {
    Table t;
    t.game.adjudicate();  // Spring 1901: everyone holds
    call_time(t.game);
    CHECK(t.game.over());
    CHECK(t.game.end().kind == EndKind::TimeLimit);
    CHECK(end_text(t.game).find("The time limit was reached") == 0);
    CHECK(scores(t.game).front().points > 0);
}

TEST_CASE("[table] in a retreat phase the table names each unit that must retreat and where it may go") {
    Session s(standard_rules());
    REQUIRE(s.load_position_text("phase: Spring 1901 Retreats\nunits:\n  Italy: A Tri\n  Austria: A Gal\n"
                                 "dislodged:\n  Austria: A Vie <- Tri\n  Germany: F Kie <- Ber\n") == "");
    // Vienna's army: not back to Trieste (the attacker's), not into Galicia (held): Bohemia, Budapest or Tyrolia.
    const std::vector<std::string> lines = retreats_to_name(s);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] == "Germany's fleet in Kiel: to Baltic Sea, Denmark, Heligoland Bight or Holland, or disband");
    CHECK(lines[1] == "Austria's army in Vienna: to Bohemia, Budapest or Tyrolia, or disband");
    REQUIRE(s.load_position_text("phase: Spring 1901 Movement\n") == "");
    CHECK(retreats_to_name(s).empty());
}

TEST_CASE("[table] a paper slip typed by the game master counts as handed in, a bad line or a late slip does not") {
    Table t;
    // A slip that does not read, or writes for another power, is refused whole, its line named.
    CHECK(hand_in_slip(t.keeper, t.game, kItaly, "A Ven - Tyr\nF Nap - Xyz").rfind("Line 2: ", 0) == 0);
    CHECK(hand_in_slip(t.keeper, t.game, kItaly, "Austria: A Vie - Tyr") ==
          "Line 1: only Italy's orders can be written here.");
    CHECK(hand_in_slip(t.keeper, t.game, kItaly, "A Vie - Tyr") != "");  // not Italy's army
    CHECK(hand_in_slip(t.keeper, t.game, kItaly, "\n# nothing\n") == "The slip has no orders.");
    CHECK(!t.game.record().seats.received[kItaly]);

    CHECK(hand_in_slip(t.keeper, t.game, kItaly, "A Ven - Tyr\nItaly: F Nap - Ion") == "");
    t.desk.follow(t.game, t.now);
    CHECK(t.desk.clock().handed_in(kItaly));
    CHECK(t.game.orders(kItaly).size() == 2);
    // Typed again before the deadline, it replaces the first.
    CHECK(hand_in_slip(t.keeper, t.game, kItaly, "A Ven H") == "");
    CHECK(t.game.orders(kItaly).size() == 1);

    t.now += 12 * kMin + 1;  // after the deadline it is refused like a late code
    t.desk.follow(t.game, t.now);
    CHECK(hand_in_slip(t.keeper, t.game, kTurkey, "F Ank - Bla") ==
          "Turkey: Too late: the deadline has passed, so its units hold");
}

// An attack on the orders box: a code crafted by hand, labelled as Italy's, that orders Austria's army. Taken, it
// would replace Austria's own order (one order a province) and hold its army; it is refused whole.
TEST_CASE("[table] a crafted code ordering another power's unit is refused and changes nothing") {
    Table t;
    CHECK(t.keeper.take_orders_code(t.code_from_phone(kAustria, "Austria: A Vie - Tri\n")) == "");
    OrdersCode crafted;
    crafted.game_id = t.game.record().id;
    crafted.phase = 0;
    crafted.power = kItaly;
    crafted.variant = Variant::Standard;
    for (const char* text : {"A Ven - Tyr", "A Vie H"}) {
        const Expected<Order> o = parse_order(text, PhaseKind::Movement, t.game.map());
        REQUIRE(o);
        crafted.orders.push_back(*o);
        crafted.orders.back().power = kItaly;
    }
    CHECK(t.keeper.take_orders_code(encode_orders_code(crafted)) == "This orders code holds orders of another power.");
    CHECK(!t.game.record().seats.received[kItaly]);
    REQUIRE(t.game.orders(kAustria).size() == 1);
    CHECK(t.game.orders(kAustria)[0].power == kAustria);
    CHECK(t.game.orders(kItaly).empty());
}
