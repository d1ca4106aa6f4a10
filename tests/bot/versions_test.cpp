// The versions of the rules and of the computer players (engine/core/versions.h) change with what they do: copies of a
// game played by link compare them, so a change that plays a phase differently must raise its number. Each test
// fingerprints what the version decides over fixed inputs; when it fails, raise the number and add the new
// fingerprint to its table (an old version's line stays, for the record).
#include <cstdio>

#include "bot_checks.h"
#include "compact.h"
#include "versions.h"

using namespace dip;
using namespace dip::test;

namespace {

// FNV-1a, 64 bits: enough to see a change, and the same on every machine.
struct Fnv {
    std::uint64_t h = 0xcbf29ce484222325ull;
    void add(const std::vector<std::uint8_t>& bytes) {
        for (std::uint8_t b : bytes) h = (h ^ b) * 0x100000001b3ull;
    }
    void add(const std::vector<Order>& orders, const Map& map) {
        BitWriter w;
        pack_orders(w, orders, map);
        add(w.bytes());
    }
    void add(const Position& pos, const Rules& rules) {
        BitWriter w;
        pack_position(w, pos, rules);
        add(w.bytes());
    }
};

std::string hex(std::uint64_t v) {
    char text[24];
    std::snprintf(text, sizeof text, "0x%016llx", static_cast<unsigned long long>(v));
    return text;
}

}  // namespace

TEST_CASE("[versions] the rules' version changes with what the adjudicator decides") {
    // What each version of the rules made of random games on every variant.
    const std::map<std::uint16_t, std::uint64_t> seen = {{1, 0x10cd3bcfa4b72c2cull}};
    Fnv f;
    for (Variant v : every_variant()) {
        const Rules& rules = rules_of_variant(v);
        std::uint64_t seed = 17;
        for (const Position& pos : random_game_positions(rules, 17, 1904)) {
            const std::vector<Order> orders = random_orders(rules, pos, seed);
            PhaseResult r;
            rules.adjudicate(pos, orders, r);
            f.add(r.next, rules);
            for (const OrderResult& o : r.results)  // each result and its reason, as every copy tells them
                f.add({static_cast<std::uint8_t>(o.outcome.result), static_cast<std::uint8_t>(o.outcome.reason),
                       static_cast<std::uint8_t>(o.outcome.other), o.outcome.strength, o.outcome.opposing});
        }
    }
    INFO("the adjudicator's results are " << hex(f.h)
                                          << ": if they changed on purpose, raise kRulesVersion in "
                                             "engine/core/versions.h and add {"
                                          << kRulesVersion + 1 << ", " << hex(f.h) << "} here");
    CHECK(seen.at(kRulesVersion) == f.h);
}

TEST_CASE("[versions] the computer players' version changes with the orders they give") {
    // What each version of the computer players ordered in fixed positions, at every level.
    // (Versions 1 and 2 were fingerprinted on one Hard choice, without the Fall ones added at version 3.)
    const std::map<std::uint16_t, std::uint64_t> seen = {
        {1, 0x69eb2659aeb2ed77ull}, {2, 0x5fc07df56df25dd9ull}, {3, 0x955865dc3d98ce91ull}, {4, 0x5cacf88d35d9f553ull}};
    Fnv f;
    const std::vector<Position> game = easy_game_positions(standard_rules(), 5, 1903);
    REQUIRE(game.size() > 6);
    for (std::size_t i = 1; i < game.size(); i += 2)
        for (int pw = 0; pw < 7; pw += 2)
            f.add(bot::choose_orders(standard_rules(), game[i], static_cast<Power>(pw), bot::Level::Easy, 99),
                  standard());
    for (std::size_t i : {2u, 5u})
        for (Power p : {kFrance, kRussia})
            f.add(bot::choose_orders(standard_rules(), game[i], p, bot::Level::Normal, 99), standard());
    f.add(bot::choose_orders(standard_rules(), game[4], kGermany, bot::Level::Hard, 99), standard());
    // From version 3: one Hard choice alone missed a change to Hard's budget; these are Fall phases of a longer
    // game, where a home left open counts.
    const std::vector<Position> later = easy_game_positions(standard_rules(), 5, 1905);
    int falls = 0;
    for (const Position& pos : later)
        if (pos.phase.kind == PhaseKind::Movement && pos.phase.season == Season::Fall && pos.phase.year >= 1903)
            for (Power p : {kAustria, kGermany, kTurkey}) {
                f.add(bot::choose_orders(standard_rules(), pos, p, bot::Level::Hard, 99), standard());
                ++falls;
            }
    REQUIRE(falls >= 6);
    const Rules& ancient = rules_of_variant(catalogue().find("ancient-mediterranean")->number);
    const std::vector<Position> other = easy_game_positions(ancient, 5, 1902);
    REQUIRE(other.size() > 2);
    f.add(bot::choose_orders(ancient, other[2], Power{0}, bot::Level::Normal, 99), ancient.map());
    INFO("the computer players' orders are " << hex(f.h)
                                             << ": if they changed on purpose, raise kBotsVersion in "
                                                "engine/core/versions.h and add {"
                                             << kBotsVersion + 1 << ", " << hex(f.h) << "} here");
    CHECK(seen.at(kBotsVersion) == f.h);
}
