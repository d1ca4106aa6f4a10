// Links of a game played with sealed orders, as a cheat would forge them (docs/FAIR_PLAY.md): the copy that takes a
// link builds the record it expects, its own and the link's one new phase checked against the seals it holds, and
// takes the link only when every other field is equal; the computer seats' orders are thought again. Each forged link
// is refused, naming what differs, and nothing stored changes.
#include "bot/bot.h"
#include "sealed_devices.h"
#include "../read_into.h"

using namespace dip;
using namespace dip::test;

namespace {

// France's, Germany's and England's devices; Austria and Italy the computer's (Easy), Russia and Turkey nobody's.
// After `before` phases played by every copy, every copy holds every seal and opening of the next phase, and France's
// copy has played it.
struct Table {
    Device a{1000}, b{2000}, c{3000};
    GameRecord good;
    std::string link;
    explicit Table(int before = 0) {
        GameSettings settings;
        for (Power p : {kAustria, kItaly}) settings.computers.set(p, bot::Level::Easy);
        start({&a, &b, &c}, {kFrance, kGermany, kEngland}, settings, {true, false});
        for (int k = 0; k < before; ++k) play_sealed_phase({&a, &b, &c}, 40 + k);
        everyone_takes({&a, &b, &c}, write_and_seal({&a, &b, &c}, 5));
        everyone_takes({&a, &b, &c}, open_all({&a, &b, &c}));
        play_on({&a});
        link = a.keeper.shared_link();
        std::string error;
        REQUIRE(read_into(decode_game(link), good, error));
    }
    // Germany's copy is offered `g`: the reason it refuses it. Nothing is taken.
    std::string refused(const GameRecord& g) {
        const std::string why = b.keeper.open_link(encode_game(g));
        b.keeper.finish_link_check();
        CHECK_FALSE(b.keeper.link_question());
        CHECK(b.session.game().history().size() == good.steps.size() - 1);
        CHECK(b.keeper.notice_is_error());
        return why.empty() ? b.keeper.notice() : why;
    }
};

}  // namespace

TEST_CASE("[Sealed] a next link with any seat's orders altered is refused, naming the seat") {
    Table t;
    // England's orders changed (salt kept): they no longer match England's seal.
    GameRecord g = t.good;
    std::erase_if(g.steps[0].orders, [](const Order& o) { return o.power == kEngland; });
    g.steps[0].orders.push_back(order_of(kEngland, "F Lon - Nth"));
    CHECK_THAT(t.refused(g), Catch::Contains("England's orders in this link do not match the seal England sent"));
    // Germany's own orders (the taker's) left out.
    g = t.good;
    std::erase_if(g.steps[0].orders, [](const Order& o) { return o.power == kGermany; });
    SealedRound round = g.sealed.round(0);
    round.seats.erase(kGermany);
    g.sealed.set_round(0, round);
    CHECK_THAT(t.refused(g), Catch::Contains("without your orders (Germany)"));
    // Orders for Russia, which nobody plays.
    g = t.good;
    g.steps[0].orders.push_back(order_of(kRussia, "A War - Gal"));
    CHECK_THAT(t.refused(g), Catch::Contains("gives Russia orders in Spring 1901 Movement that were never sealed"));
    // A seat dropped from the phase in a game without the deadline rule.
    g = t.good;
    std::erase_if(g.steps[0].orders, [](const Order& o) { return o.power == kEngland; });
    round = g.sealed.round(0);
    round.seats.erase(kEngland);
    round.counted &= ~power_bit(kEngland);
    g.sealed.set_round(0, round);
    CHECK_THAT(t.refused(g), Catch::Contains("without England, but this game has no deadline"));

    // The link as made is taken.
    takes_link(t.b, t.link);
    REQUIRE(t.b.session.game().history().size() == 1);
    CHECK(t.b.keeper.shared_link() == t.link);
}

TEST_CASE("[Sealed] a next link that changes anything else of the game is refused") {
    Table t;
    std::vector<std::pair<std::function<void(GameRecord&)>, std::string>> forgeries = {
        {[](GameRecord& g) {
             g.steps.push_back({false, {order_of(kGermany, "A Mun - Ruh")}, {}});
         },
         "2 phases ahead of your copy"},
        {[](GameRecord& g) {
             g.steps[0] = {true, {}, g.start};
         },
         "never edited"},
        {[](GameRecord& g) { g.start.units[standard().find_abbr("war")] = {}; }, "starts from another position"},
        {[](GameRecord& g) { g.settings.rules.victory_centres = 5; }, "its rules are not your game's"},
        {[](GameRecord& g) { g.settings.rules.end_year = 1901; }, "its rules are not your game's"},
        {[](GameRecord& g) { g.settings.scoring = Scoring::SumOfSquares; }, "its scoring"},
        {[](GameRecord& g) { g.settings.computers.set(kRussia, bot::Level::Hard); }, "the computer plays other seats"},
        {[](GameRecord& g) { g.tournament.civil_disorder[kGermany] = true; }, "civil disorder"},
        {[](GameRecord& g) {
             g.tournament.vote_phase = 0;
             g.tournament.voted_end.kind = EndKind::Draw;
             g.tournament.voted_end.in_draw[kEngland] = true;
         },
         "votes"},
        {[](GameRecord& g) { g.sealed.set(false, false); }, "its sealed orders are set differently"},
        {[](GameRecord& g) { g.sealed.set(true, true); }, "its sealed orders are set differently"},
        {[](GameRecord& g) {
             SealedRound planted;
             planted.seats[kGermany] = SeatSeal{};
             g.sealed.set_round(1, planted);
         },
         "a phase not played yet"},
        {[](GameRecord& g) { g.pending = {order_of(kGermany, "A Mun - Ruh")}; }, "orders being written"},
        {[](GameRecord& g) { g.sealed.set_my_key(make_secret_key(1, 2, 3, 4)); }, "secret key"},
        {[](GameRecord& g) { g.seats.me = kGermany; }, "one player's own state"},
        {[](GameRecord& g) { g.sealed.pin(kRussia, public_key_of(make_secret_key(1, 2, 3, 4))); }, "another key"},
        {[](GameRecord& g) { g.sealed.set_missed(kEngland, 1); }, "withheld openings"},
        {[](GameRecord& g) { g.version.bots += 1; }, "a newer version of the game"},
    };
    for (const auto& [forge, expected] : forgeries) {
        GameRecord g = t.good;
        forge(g);
        CAPTURE(expected);
        CHECK_THAT(t.refused(g), Catch::Contains(expected));
    }
}

TEST_CASE("[Sealed] a next link whose computer seats' orders are not the ones the phase's chance gives is refused") {
    // A steered seed: the computers' orders as the game's id alone would give them (what the creator could try seeds
    // for), in the first phase where they differ for some seat (Spring 1901 opens by the book, whatever the seed).
    int forged = 0;
    for (int before = 0; before < 4 && forged == 0; ++before) {
        Table t(before);
        const Position& pos = t.a.session.game().history()[before].position;
        for (Power p : {kAustria, kItaly}) {
            const std::vector<Order> steered =
                bot::choose_orders(t.a.session.rules(), pos, p, bot::Level::Easy, t.a.session.record().id);
            if (steered == of_power(t.good.steps[before].orders, p)) continue;
            GameRecord g = t.good;
            std::erase_if(g.steps[before].orders, [&](const Order& o) { return o.power == p; });
            g.steps[before].orders.insert(g.steps[before].orders.end(), steered.begin(), steered.end());
            CHECK_THAT(t.refused(g), Catch::Contains("the computer's orders for " + standard().power(p).name));
            ++forged;
        }
        if (before == 0) {  // any other orders too: Italy's left out
            GameRecord g = t.good;
            std::erase_if(g.steps[0].orders, [](const Order& o) { return o.power == kItaly; });
            CHECK_THAT(t.refused(g), Catch::Contains("the computer's orders for Italy"));
        }
    }
    CHECK(forged > 0);
}

TEST_CASE("[Sealed] a link of another variant is another game, whatever its id") {
    Table t;
    GameRecord g = t.good;
    g.settings.rules.variant = catalogue().find("build-anywhere")->number;
    g.steps.clear();
    g.sealed = {};
    g.sealed.set(true, false);
    REQUIRE(t.b.keeper.open_link(encode_game(g)) == "");
    CHECK_FALSE(t.b.keeper.link_question());  // not offered as an update of the standard game
    CHECK(t.b.session.settings().rules.variant == g.settings.rules.variant);
    CHECK(t.b.keeper.games().size() == 2);
}

TEST_CASE("[Sealed] a link of a newer release offers to update the page, and opens again after") {
    Table t;
    GameRecord g = t.good;
    g.version.rules += 1;
    const std::string link = "https://example.org/#g=" + encode_game(g);
    CHECK_THAT(t.b.keeper.open_link(link), Catch::Contains("reload the page to update yours"));
    const Notices::Entry* shown = t.b.keeper.notices().showing();
    REQUIRE(shown);
    REQUIRE(shown->actions.size() == 1);
    CHECK(shown->actions[0].label == "Reload to update");
    t.b.keeper.notices().act(0);
    CHECK(t.b.platform.left_for == t.b.platform.page + "#g=" + encode_game(g));
    // A link of an older release: its sender updates; nothing to reload here.
    g.version.rules -= 2;
    CHECK_THAT(t.b.keeper.open_link(encode_game(g)), Catch::Contains("ask its sender to reload"));
    CHECK(t.b.keeper.notices().showing()->actions.empty());
}
