// The lessons and the coach, as a newcomer meets them: every lesson opens without touching the games kept, can be
// passed, and is never passed by doing nothing (over every combination of the learner's legal orders); progress is
// kept and survives a reload; leaving a lesson brings back the game open before; in a game against the computer,
// every hint is a legal order and following the hints gives every unit its order.
#include <catch2/catch.hpp>

#include <functional>

#include "../support.h"
#include "coach.h"
#include "fake_platform.h"
#include "game_keeper.h"
#include "order_advice.h"

using namespace dip;
using namespace dip::test;

namespace {

// The places where the learner has something to order: units, dislodged units, vacant home centres owed a build.
std::vector<Province> places_to_order(const Session& s, Power me) {
    std::vector<Province> out;
    const Position& pos = s.position();
    for (int p = 0; p < s.map().province_count(); ++p) {
        const Province pr = static_cast<Province>(p);
        const bool mine = pos.phase.kind == PhaseKind::Retreats
                              ? pos.dislodged[pr].unit.power == me && static_cast<bool>(pos.dislodged[pr].unit)
                              : pos.units[pr] && pos.units[pr].power == me;
        const bool build =
            pos.phase.kind == PhaseKind::Adjustments && !pos.units[pr] && s.map().province(pr).home == me;
        if (mine || build) out.push_back(pr);
    }
    return out;
}

// Calls `each` with every session that follows from one combination of orders (or none) for those places.
void each_combination(const Session& start, const std::vector<std::vector<Order>>& options, std::size_t at,
                      std::vector<Order>& chosen, const std::function<void(const std::vector<Order>&)>& each) {
    if (at == options.size()) return each(chosen);
    each_combination(start, options, at + 1, chosen, each);  // no order here
    for (const Order& o : options[at]) {
        chosen.push_back(o);
        each_combination(start, options, at + 1, chosen, each);
        chosen.pop_back();
    }
}

struct Page {
    FakePlatform platform;
    Session session{standard_rules()};
    GameKeeper keeper{session, standard_rules(), platform};
    Coach coach{platform.storage()};
    Page() {
        keeper.start("");
        keeper.autosave();
    }
};

}  // namespace

TEST_CASE("[lessons] each lesson can be passed, is never passed by doing nothing, and keeps nothing among the games") {
    Page page;
    const std::size_t games = page.keeper.games().size();
    for (std::size_t i = 0; i < lessons().size(); ++i) {
        const Lesson& lesson = lessons()[i];
        INFO("lesson " << lesson.id);
        REQUIRE(page.coach.start_lesson(i, page.keeper).empty());
        REQUIRE(page.coach.lesson(page.session) == &lesson);
        CHECK(page.keeper.current_key().empty());
        const Power me = standard().find_power(lesson.power);
        REQUIRE(people_to_order(page.session) == std::vector<Power>{me});

        // The other powers' orders are shown and legal.
        for (const Order& o : page.coach.others_orders(page.session)) {
            CHECK(o.power != me);
            CHECK_FALSE(page.session.rules().check(page.session.position(), o).has_value());
        }
        std::vector<std::vector<Order>> options;
        for (Province p : places_to_order(page.session, me))
            options.push_back(page.session.rules().unit_orders(page.session.position(), p));
        int met = 0, combinations = 0;
        std::vector<Order> chosen;
        each_combination(page.session, options, 0, chosen, [&](const std::vector<Order>& orders) {
            Session s = page.session;
            for (const Order& o : orders) s.set_order(o);
            s.adjudicate();
            const std::string why = check_goal(lesson, s.map(), s.game().history().front());
            ++combinations;
            met += why.empty();
            if (orders.empty()) CHECK_FALSE(why.empty());  // doing nothing never passes
        });
        CHECK(met > 0);
        CHECK(met < combinations);
        INFO(met << " of " << combinations << " combinations pass");
    }
    CHECK(page.keeper.games().size() == games);
}

TEST_CASE("[lessons] a lesson passed stays done after a reload, and leaving brings back the game open before") {
    Page page;
    page.keeper.new_game_against_computer(kGermany, bot::Level::Easy);
    const std::string game = page.keeper.current_key();
    REQUIRE_FALSE(game.empty());
    CHECK(page.coach.next_lesson() == 0);

    REQUIRE(page.coach.start_lesson(0, page.keeper).empty());
    CHECK_FALSE(page.coach.verdict(page.session).played);
    set_orders_text(page.session, "France: A Par - Bur");
    REQUIRE(page.session.hotseat_done());  // the Adjudicate button of one person at the device
    const Coach::Verdict v = page.coach.verdict(page.session);
    CHECK(v.played);
    CHECK(v.met);
    CHECK(page.coach.lesson_done(0));

    // A second lesson, failed: not done.
    REQUIRE(page.coach.start_lesson(1, page.keeper).empty());
    CHECK(page.coach.others_orders(page.session).size() == 1);  // Germany's move, drawn on the map
    REQUIRE(page.session.hotseat_done());
    CHECK_FALSE(page.coach.verdict(page.session).met);
    CHECK(page.coach.verdict(page.session).text == "Germany's army got into Burgundy: nobody stood in its way.");
    CHECK(page.coach.others_orders(page.session).empty());  // played: the results show instead

    page.coach.leave(page.keeper);
    CHECK(page.keeper.current_key() == game);
    CHECK(page.coach.lesson(page.session) == nullptr);

    // The page loaded again: the first lesson is done, the second is next.
    Coach again(page.platform.storage());
    CHECK(again.lesson_done(0));
    CHECK_FALSE(again.lesson_done(1));
    CHECK(again.next_lesson() == 1);
}

TEST_CASE("[lessons] another game opened during a lesson ends it") {
    Page page;
    page.keeper.new_sandbox();
    const std::string game = page.keeper.current_key();
    REQUIRE(page.coach.start_lesson(2, page.keeper).empty());
    REQUIRE(page.keeper.open(game).empty());
    CHECK(page.coach.lesson(page.session) == nullptr);
    CHECK(page.coach.others_orders(page.session).empty());
}

TEST_CASE("[coach] every hint is a legal order, and following the hints orders every unit, to 1905") {
    for (const Power me : {kFrance, kEngland, kTurkey}) {
        Page page;
        page.coach.set_hints(true);
        page.keeper.new_game_against_computer(me, bot::Level::Easy);
        INFO("playing " << standard().power(me).name);
        int hints = 0;
        while (!page.session.over() && page.session.position().phase.year < 1905) {
            if (!page.coach.hints_for(page.session, me)) break;
            int guard = 0;
            while (const std::optional<Coach::Hint> h = page.coach.hint(page.session, me)) {
                REQUIRE(++guard < 40);
                CHECK(h->order.power == me);
                CHECK_FALSE(page.session.rules().check(page.session.position(), h->order).has_value());
                CHECK_FALSE(h->text.empty());
                page.session.set_order(h->order);
                ++hints;
            }
            if (page.session.position().phase.kind != PhaseKind::Adjustments)
                for (Province p : places_to_order(page.session, me)) {
                    const std::vector<Order> mine = page.session.orders(me);
                    const bool ordered = std::any_of(
                        mine.begin(), mine.end(), [&](const Order& o) { return standard().province_of(o.unit) == p; });
                    CHECK(ordered);
                }
            const std::size_t played = page.session.game().history().size();
            page.session.set_ready();
            think_now(page.session);
            page.session.play_if_ready();
            page.session.autoplay(10);
            REQUIRE(page.session.game().history().size() > played);
            for (const OrderResult& r : page.session.game().history()[played].result.results)
                if (r.order.power == me) CHECK(r.outcome.result != Result::Illegal);
        }
        CHECK(hints > 10);
    }
}

TEST_CASE("[coach] hints only against the computer, with hints on") {
    Page page;
    page.keeper.new_game_against_computer(kFrance, bot::Level::Easy);
    CHECK_FALSE(page.coach.hints_for(page.session, kFrance));  // off until asked for
    page.coach.set_hints(true);
    CHECK(page.coach.hints_for(page.session, kFrance));
    page.keeper.new_sandbox();
    CHECK_FALSE(page.coach.hints_for(page.session, kFrance));
}

TEST_CASE("[coach] a result that went against the player is explained") {
    Page page;
    page.keeper.new_sandbox();
    set_orders_text(page.session, "France: A Par - Bur\nGermany: A Mun - Bur\nFrance: A Mar S A Par - Gas");
    page.session.adjudicate();
    const std::vector<std::string> why = Coach::surprises(page.session.game().history().front(), kFrance, standard());
    REQUIRE(why.size() == 2);
    CHECK(why[0] ==
          "Move the army in Paris to Burgundy: It met the army in Munich with as much strength or more, "
          "so it bounced. A support from a neighbour would have given it the edge.");
    CHECK(why[1].find("The army in Marseilles supports the army in Paris into Gascony") == 0);
    CHECK(Coach::surprises(page.session.game().history().front(), kEngland, standard()).empty());
}
