// The map never offers an order the engine would call illegal: over thousands of positions from random games
// of every variant (the standard game, Formal Diplomacy, the other boards and setups), in all three phase kinds, every
// order that some sequence of clicks and buttons of order entry completes is adjudicated as legal. In Formal Diplomacy
// the map offers no move into a power one is not at war with, until a declaration of war is written.
#include <catch2/catch.hpp>

#include <map>

#include "../support.h"
#include "formal/vocabulary.h"
#include "catalogue.h"
#include "order_entry.h"

using namespace dip;
using namespace dip::test;

namespace {

const Rules& rules_of(Variant v) { return rules_of_variant(v); }

// A sandbox session on this position, played by these rules.
Session session_at(Variant variant, const Position& pos) {
    Session s(rules_of(variant));
    GameRecord g;
    g.settings = s.settings();
    g.start = pos;
    g.id = 1;
    g.name = "test";
    std::string error;
    s.restore(g, error);
    return s;
}

// Every order the map offers for the unit (or build centre) in `p`: each path of clicks and buttons from a
// click on it. Each branch works on its own copy of the order entry.
std::vector<Order> offered_orders(const Session& s, Province p) {
    std::vector<Order> out;
    const auto take = [&](const std::optional<Order>& o) {
        if (o) out.push_back(*o);
    };
    OrderEntry start(s, [](Power) { return true; });
    if (!start.targets().contains(p)) return out;
    OrderEntry unit = start;
    take(unit.click(p));  // a removal is done at once
    if (unit.step() == OrderEntry::Step::Build) {
        for (const OrderEntry::BuildChoice& b : unit.build_choices()) take(OrderEntry(unit).build(b.type, b.coast));
        return out;
    }
    if (unit.step() != OrderEntry::Step::Unit) return out;
    // A click that may ask for a coast: then every coast offered.
    const auto click_and_coast = [&](const OrderEntry& from, Province q) {
        OrderEntry e = from;
        take(e.click(q));
        if (e.step() == OrderEntry::Step::Coast)
            for (Coast c : e.coast_choices()) take(OrderEntry(e).choose_coast(c));
    };
    take(OrderEntry(unit).hold());
    take(OrderEntry(unit).disband());
    unit.targets().for_each([&](int q) { click_and_coast(unit, static_cast<Province>(q)); });
    if (unit.can_go_by_convoy()) {
        OrderEntry by_convoy = unit;
        by_convoy.toggle_via_convoy();
        by_convoy.targets().for_each([&](int q) { click_and_coast(by_convoy, static_cast<Province>(q)); });
    }
    // Support or convoy: which unit, then where (or, for a support, the unit again to support its hold).
    for (const bool support : {true, false}) {
        OrderEntry choose = unit;
        if (support) choose.support();
        else choose.convoy();
        if (choose.step() == OrderEntry::Step::Unit) continue;  // not offered
        choose.targets().for_each([&](int x) {
            OrderEntry where = choose;
            where.click(static_cast<Province>(x));
            where.targets().for_each([&](int d) { take(OrderEntry(where).click(static_cast<Province>(d))); });
        });
    }
    return out;
}

std::vector<Position> sample_positions(Variant variant, std::size_t each) {
    std::vector<Position> out;
    std::map<PhaseKind, std::size_t> count;
    for (std::uint64_t seed = 3;
         count[PhaseKind::Movement] < each || count[PhaseKind::Retreats] < each || count[PhaseKind::Adjustments] < each;
         ++seed) {
        for (const Position& pos : random_game_positions(rules_of(variant), seed * 104729, 1912)) {
            if (count[pos.phase.kind] >= each) continue;
            ++count[pos.phase.kind];
            out.push_back(pos);
        }
    }
    return out;
}

}  // namespace

TEST_CASE("[OrderEntry] every order the map offers is legal, in random positions of every variant") {
    const Variant variant = GENERATE(from_range(every_variant()));
    INFO(variant_name(variant));
    const Map& map = rules_of(variant).map();
    std::uint64_t seed = 5;
    std::size_t offered = 0;
    // The standard game and Formal Diplomacy at length; the other variants, whose rules are the same, less.
    const std::size_t each = variant == Variant::Standard || variant == Variant::Formal ? 400 : 150;
    for (const Position& pos : sample_positions(variant, each)) {
        Session s = session_at(variant, pos);
        // Now and then a power has written one of its power orders (Formal: a war declared this turn). Not a
        // surrender: it ends wars that another power's attacks need, and that power's map cannot know of it.
        std::vector<Order> written;
        for (const Order& o : random_orders(s.rules(), pos, seed))
            if (is_power_order(o.kind) && o.kind != formal::Surrender) written.push_back(o);
        for (const Order& o : written) s.set_order(o);
        std::vector<std::vector<Order>> by_unit;
        std::size_t rounds = 0;
        for (int p = 0; p < map.province_count(); ++p) {
            by_unit.push_back(offered_orders(s, static_cast<Province>(p)));
            rounds = std::max(rounds, by_unit.back().size());
            offered += by_unit.back().size();
        }
        for (std::size_t round = 0; round < rounds; ++round) {
            std::vector<Order> batch = written;  // one offered order per unit, with the power orders written
            for (const std::vector<Order>& orders : by_unit)
                if (!orders.empty()) batch.push_back(orders[round % orders.size()]);
            PhaseResult out;
            s.rules().adjudicate(pos, batch, out);
            for (std::size_t i = written.size(); i < batch.size(); ++i)
                if (out.results[i].outcome.result == Result::Illegal)
                    FAIL_CHECK("offered but illegal: " << map.power(batch[i].power).name << ": "
                                                       << to_text(batch[i], map) << " in " << phase_text(pos.phase)
                                                       << ": " << describe(out.results[i].outcome, batch[i], pos, map)
                                                       << "\n"
                                                       << write_position(pos, s.rules(), s.rules().settings()));
        }
    }
    CHECK(offered > 20000);
}

TEST_CASE("[OrderEntry] Formal Diplomacy: no move into a power not at war is offered, until war is declared") {
    Session s(rules_of(Variant::Formal));
    s.new_game(PlayMode::Sandbox, GameSettings{RuleSettings{Variant::Formal, 0, 0, 0}});
    OrderEntry e(s, [](Power) { return true; });
    const Province ven = province_named("Ven"), tri = province_named("Tri"), tyr = province_named("Tyr");
    e.click(ven);
    CHECK(e.targets().contains(tyr));        // nobody's: open
    CHECK_FALSE(e.targets().contains(tri));  // Austria's unit and home centre: Italy is not at war with it
    CHECK_FALSE(e.click(tri));               // clicking it gives no order
    e.cancel();
    s.set_order(power_order(formal::DeclareWar, power_named("Italy"), power_named("Austria")));
    e.click(ven);
    CHECK(e.targets().contains(tri));
    const std::optional<Order> move = e.click(tri);
    REQUIRE(move);
    CHECK(to_text(*move, standard()) == "A Ven - Tri");
    s.set_order(*move);
    PhaseResult out;
    s.rules().adjudicate(s.position(), s.orders(), out);
    REQUIRE(out.results.size() >= 2);
    CHECK(to_text(out.results[1].order, standard()) == "A Ven - Tri");
    CHECK(out.results[1].outcome.result == Result::Fails);  // legal now: it bounces off the fleet in Trieste
    CHECK(out.results[1].outcome.reason == Reason::Bounced);
}
