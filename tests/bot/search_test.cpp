// The search behind Normal and Hard: its budget is spent in steps a page can take one at a time, its changes
// to an order set stay legal and complete, and it takes what is plainly there to take.
#include "bot/search/search.h"

#include <algorithm>

#include "bot/easy/easy.h"
#include "bot/search/mutation.h"
#include "bot/easy/sound_orders.h"
#include "bot_checks.h"

using namespace dip;
using namespace dip::test;

TEST_CASE("[bot] changed order sets stay legal and complete") {
    const Variant variant = GENERATE(Variant::Standard, Variant::Formal);
    const Rules& rules = rules_for(variant);
    int changed = 0;
    for (const Position& pos : easy_game_positions(rules, 9, 1906)) {
        if (pos.phase.kind != PhaseKind::Movement) continue;
        for (int pw = 0; pw < standard().power_count(); ++pw) {
            bot::Random rng(static_cast<std::uint64_t>(pw) * 31 + 7);
            std::vector<Order> orders = bot::easy_orders(rules, pos, static_cast<Power>(pw), rng);
            std::vector<Order> power_orders;
            for (const Order& o : orders)
                if (is_power_order(o.kind)) power_orders.push_back(o);
            const Position during = rules.position_for_moves(pos, power_orders);
            const bot::Board board(rules, during);
            for (int round = 0; round < 12; ++round) {
                std::vector<Order> next = bot::mutate(board, orders, rng, round % 2 == 1);
                changed += next != orders;
                orders = std::move(next);
                require_legal_and_complete(rules, pos, static_cast<Power>(pw), orders);
                for (const Order& o : orders) REQUIRE_FALSE(bot::is_void_own_support(standard(), orders, o));
            }
        }
    }
    CHECK(changed > 500);
}

TEST_CASE("[bot] a change that moves a unit can bring a supporter with it") {
    // Munich and Berlin both border Silesia and Kiel; Kiel borders Berlin: a move of one of them often comes
    // with the other's support when asked, never when not.
    const Position pos = position_from(R"(phase: Spring 1902 Movement
units:
  Germany: A Mun, A Ber, F Kie
)");
    const bot::Board board(standard_rules(), pos);
    const std::vector<Order> holds = orders_from("  Germany: A Mun H\n  Germany: A Ber H\n  Germany: F Kie H\n", pos);
    auto supported_moves = [&](bool with_support) {
        int n = 0;
        bot::Random rng(5);
        for (int t = 0; t < 200; ++t) {
            const std::vector<Order> next = bot::mutate(board, holds, rng, with_support);
            require_legal_and_complete(standard_rules(), pos, kGermany, next);
            for (const Order& o : next)
                for (const Order& m : next)
                    n += o.kind == OrderKind::SupportMove && m.kind == OrderKind::Move && o.target == m.unit &&
                         standard().province_of(o.dest) == standard().province_of(m.dest);
        }
        return n;
    };
    CHECK(supported_moves(false) == 0);  // one change: a single move, or a support of a unit that holds
    CHECK(supported_moves(true) >= 5);
    // Berlin leaves for Prussia and Kiel follows it in: Berlin is never asked to stay and support Munich.
    const std::vector<Order> moving =
        orders_from("  Germany: A Mun H\n  Germany: A Ber - Pru\n  Germany: F Kie - Ber\n", pos);
    bot::Random rng(9);
    for (int t = 0; t < 200; ++t) {
        const std::vector<Order> next = bot::mutate(board, moving, rng, true);
        for (const Order& o : next)
            if (standard().province_of(o.unit) == province_named("Ber")) CHECK(o.kind == OrderKind::Move);
    }
}

TEST_CASE("[bot] the search spends its budget one step at a time") {
    const std::vector<Position> game = easy_game_positions(standard_rules(), 5, 1903);
    const Position& pos = game[game.size() - 2];
    REQUIRE(pos.phase.kind == PhaseKind::Movement);
    bot::Budget budget = bot::budget_for(bot::Level::Normal);
    budget.iterations = 10;
    budget.refinements = 5;
    budget.max_rollouts = 100000;
    bot::Search search(standard_rules(), pos, kFrance, budget, 99);
    REQUIRE(search.models() >= 2);  // France and a neighbour or more
    CHECK(search.candidates(0) >= 2);
    const std::vector<Order> before = search.best();  // Easy's best draw
    require_legal_and_complete(standard_rules(), pos, kFrance, before);
    int steps = 0;
    while (search.step()) ++steps;
    CHECK(steps == 15);
    CHECK(search.iterations_done() == 10);
    CHECK(search.rollouts() > 10);
    CHECK_FALSE(search.step());
    require_legal_and_complete(standard_rules(), pos, kFrance, search.best());
    // The whole search is what Normal runs (the level's budget), and the rollouts' cap stops it early.
    budget.max_rollouts = 30;
    bot::Search capped(standard_rules(), pos, kFrance, budget, 99);
    while (capped.step()) {}
    CHECK(capped.iterations_done() < 10);
    CHECK(capped.rollouts() >= 30);
}

TEST_CASE("[bot] Normal takes a centre nobody else can reach") {
    // Fall: the French fleet can take Portugal, which nobody else can reach; Normal does.
    const Position pos = position_from(R"(phase: Fall 1901 Movement
units:
  France: F Mao, A Par
  England: F Nth
  Germany: A Mun
)");
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const std::vector<Order> orders = bot::choose_orders(standard_rules(), pos, kFrance, bot::Level::Normal, seed);
        require_legal_and_complete(standard_rules(), pos, kFrance, orders);
        bool takes = false;
        for (const Order& o : orders)
            takes |=
                o.kind == OrderKind::Move && (o.dest == location_named("Por") || o.dest == location_named("Spa/nc") ||
                                              o.dest == location_named("Spa/sc"));
        CHECK(takes);
    }
}

TEST_CASE("[bot] the search sees a modelled opponent's army coming by sea") {
    // Fall: England's army in Yorkshire can reach Denmark or Holland, next to Kiel, only by its fleet in the North
    // Sea. Germany's search models England; among England's candidates are its convoys (unless the budget has none).
    const Position pos = position_from(R"(phase: Fall 1901 Movement
units:
  England: A Yor, F Nth
  Germany: A Kie, A Mun
)");
    const auto english_convoys = [&](int plans) {
        bot::Budget budget = bot::budget_for(bot::Level::Normal);
        budget.opponent_convoy_plans = plans;
        const bot::Search search(standard_rules(), pos, kGermany, budget, 7);
        int convoys = 0;
        for (int m = 1; m < search.models(); ++m) {
            if (search.modelled_power(m) != kEngland) continue;
            for (const std::vector<Order>& candidate : search.candidate_orders(m)) {
                require_legal_and_complete(standard_rules(), pos, kEngland, candidate);
                for (const Order& o : candidate) convoys += o.kind == OrderKind::Convoy;
            }
        }
        return convoys;
    };
    CHECK(english_convoys(bot::budget_for(bot::Level::Normal).opponent_convoy_plans) > 0);
    CHECK(english_convoys(0) == 0);  // Easy's draws alone never convoy
}

TEST_CASE("[bot] an exploring search judges our orders against more of what the opponents may do") {
    // Regret matching soon settles each opponent on one or two candidates; our orders would then be chosen (and
    // refined) against those alone. With exploration the opponents' samples cover most of their candidates.
    const std::vector<Position> game = easy_game_positions(standard_rules(), 5, 1903);
    const Position& pos = game[game.size() - 2];
    REQUIRE(pos.phase.kind == PhaseKind::Movement);
    const auto coverage = [&](int explore) {
        bot::Budget budget = bot::budget_for(bot::Level::Hard);
        budget.explore = explore;
        budget.refinements = 0;
        bot::Search search(standard_rules(), pos, kFrance, budget, 99);
        while (search.step()) {}
        int sampled = 0, candidates = 0;
        for (int m = 1; m < search.models(); ++m) {
            sampled += search.sampled(m);
            candidates += search.candidates(m);
        }
        REQUIRE(candidates > 0);
        return static_cast<double>(sampled) / candidates;
    };
    const double settled = coverage(0), exploring = coverage(30);
    CHECK(exploring >= 0.9);
    CHECK(settled < exploring);
}

TEST_CASE("[bot] a verifying search chooses among its best candidates on fresh rollouts") {
    // The best of many noisy means is flattered by its noise, the more so after refinements judged on the same
    // rollouts. Verification scores the best few again on rollouts none of the choices were made on.
    const std::vector<Position> game = easy_game_positions(standard_rules(), 5, 1904);
    int searches = 0, changed = 0;
    for (const Position& pos : game) {
        if (pos.phase.kind != PhaseKind::Movement) continue;
        bot::Budget budget = bot::budget_for(bot::Level::Normal);
        budget.max_rollouts = 100000;
        bot::Search plain(standard_rules(), pos, kFrance, budget, 42);
        budget.verify = 4;
        bot::Search verifying(standard_rules(), pos, kFrance, budget, 42);
        while (plain.step()) {}
        while (verifying.step()) {}
        if (plain.candidates(0) < 4) continue;
        ++searches;
        // The same search, then four more steps with rollouts of their own.
        CHECK(verifying.steps_done() == plain.steps_done() + 4);
        CHECK(verifying.rollouts() > plain.rollouts());
        // The finalists are the four best by the search's means...
        const std::vector<std::size_t>& finalists = verifying.finalists();
        REQUIRE(finalists.size() == 4);
        double lowest = verifying.mean_score(0, static_cast<int>(finalists[0]));
        for (std::size_t f : finalists) lowest = std::min(lowest, verifying.mean_score(0, static_cast<int>(f)));
        for (int c = 0; c < verifying.candidates(0); ++c)
            if (std::find(finalists.begin(), finalists.end(), static_cast<std::size_t>(c)) == finalists.end())
                CHECK(verifying.mean_score(0, c) <= lowest);
        // ...and the choice is the one of them with the best fresh score.
        const std::vector<std::int64_t>& fresh = verifying.verified_scores();
        const auto top = std::max_element(fresh.begin(), fresh.end()) - fresh.begin();
        const std::vector<Order> chosen = verifying.best();
        CHECK(chosen == verifying.candidate_orders(0)[finalists[static_cast<std::size_t>(top)]]);
        require_legal_and_complete(standard_rules(), pos, kFrance, chosen);
        changed += chosen != plain.best();
    }
    REQUIRE(searches >= 4);
    CHECK(changed > 0);  // fresh rollouts overturn the search's own choice at times
}
