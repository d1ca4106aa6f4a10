// The arena's blunder counts (engine/bot/training/blunders.h, issue 45 item 6), on positions made by hand: each
// blunder counted when it happens, and the near misses that are not blunders left out.
#include <catch2/catch.hpp>

#include "../support.h"
#include "bot/training/blunders.h"

using namespace dip;
using namespace dip::test;

namespace {

bot::PlayedMovement played(const std::string& position, const std::string& orders) {
    const Rules& rules = standard_rules();
    bot::PlayedMovement m{position_from(position), {}};
    std::string indented;  // as the position format writes a section's lines
    for (std::size_t at = 0; at < orders.size();) {
        const std::size_t end = orders.find('\n', at);
        indented += "  " + orders.substr(at, end - at + 1);
        at = end == std::string::npos ? orders.size() : end + 1;
    }
    rules.adjudicate(m.before, orders_from(indented, m.before), m.result);
    return m;
}

const std::string kFall =
    "phase: Fall 1901 Movement\n"
    "units:\n  France: A Par, A Gas\n  Germany: A Bur, A Ruh\n";

}  // namespace

TEST_CASE("[Blunders] a home centre left open in a Fall to a neighbour, though a unit could cover it") {
    const Rules& rules = standard_rules();
    const Power france = power_named("France");
    auto count = [&](const std::string& orders, const std::string& position = kFall) {
        return bot::count_blunders(rules, {played(position, orders)}, france).uncovered_homes;
    };
    // Paris's army walks out and Burgundy walks in.
    CHECK(count("France: A Par - Pic\nGermany: A Bur - Par\n") == 1);
    // It stays, and is driven out by a supported attack: not left open.
    CHECK(count("France: A Par H\nGermany: A Bur - Par\nGermany: A Ruh S A Bur - Par\n") == 0);
    // Paris empty, Gascony could go in and did (and bounced): covered as well as it could be.
    CHECK(count("France: A Gas - Par\nGermany: A Bur - Par\n",
                "phase: Fall 1901 Movement\nunits:\n  France: A Gas\n"
                "  Germany: A Bur\n") == 0);
    // Paris empty and Gascony elsewhere: counted.
    CHECK(count("France: A Gas - Spa\nGermany: A Bur - Par\n",
                "phase: Fall 1901 Movement\nunits:\n  France: A Gas\n"
                "  Germany: A Bur\n") == 1);
    // No French unit could reach Paris: nothing to blame.
    CHECK(count("Germany: A Bur - Par\n", "phase: Fall 1901 Movement\nunits:\n  France: A Spa\n  Germany: A Bur\n") ==
          0);
    // In Spring the centre does not change hands yet: not counted.
    CHECK(count("France: A Par - Pic\nGermany: A Bur - Par\n",
                "phase: Spring 1901 Movement\nunits:\n  France: A Par, A Gas\n  Germany: A Bur, A Ruh\n") == 0);
}

TEST_CASE("[Blunders] a bounced move repeated without a support at hand") {
    const Rules& rules = standard_rules();
    const Power germany = power_named("Germany");
    const bot::PlayedMovement spring =
        played("phase: Spring 1901 Movement\nunits:\n  France: A Mar\n  Germany: A Mun, A Ruh\n",
               "France: A Mar - Bur\nGermany: A Mun - Bur\n");
    REQUIRE(spring.result.next.units[province_named("mun")]);
    const std::string fall = "phase: Fall 1901 Movement\nunits:\n  France: A Mar\n  Germany: A Mun, A Ruh\n";
    auto repeats = [&](const std::string& orders) {
        return bot::count_blunders(rules, {spring, played(fall, orders)}, germany).unsupported_repeats;
    };
    CHECK(repeats("France: A Mar - Bur\nGermany: A Mun - Bur\n") == 1);                                // Ruhr idle
    CHECK(repeats("France: A Mar - Bur\nGermany: A Mun - Bur\nGermany: A Ruh S A Mun - Bur\n") == 0);  // supported
    CHECK(repeats("France: A Mar - Bur\nGermany: A Mun - Tyr\n") == 0);                                // not repeated
    // With nobody able to support it, a repeat is no blunder of this kind.
    const bot::PlayedMovement alone_spring =
        played("phase: Spring 1901 Movement\nunits:\n  France: A Mar\n  Germany: A Mun\n",
               "France: A Mar - Bur\nGermany: A Mun - Bur\n");
    const bot::PlayedMovement alone_fall =
        played("phase: Fall 1901 Movement\nunits:\n  France: A Mar\n  Germany: A Mun\n",
               "France: A Mar - Bur\nGermany: A Mun - Bur\n");
    CHECK(bot::count_blunders(rules, {alone_spring, alone_fall}, germany).unsupported_repeats == 0);
}
