// The JSON the `dip` tool and the page's API print: shape, names, and values for each phase kind.
#include <catch2/catch.hpp>

#include "json.h"
#include "position_text.h"
#include "rules.h"

using namespace dip;

namespace {

std::string adjudicate_json(const std::string& text) {
    const Expected<PositionText> r = read_position(text, dip::standard_rules());
    INFO(r.failure().text());
    REQUIRE(r.ok());
    std::vector<Order> orders;
    for (const OrderLine& ol : r->orders) orders.push_back(ol.order);
    PhaseResult out;
    standard_rules().adjudicate(r->position, orders, out);
    return phase_result_json(r->position, out, standard_rules());
}

}  // namespace

TEST_CASE("[JSON] a movement phase: orders with results and reasons, and the next position") {
    const std::string j = adjudicate_json(R"(
phase: Spring 1901 Movement
units:
  England: F Lon, F Edi, A Lvp
  Russia: F StP/sc, A Mos
  France: A Par
  Germany: A Mun
orders:
  England: F Lon - Nth
  Russia: F StP/sc - Bot
  France: A Par - Bur
  Germany: A Mun - Bur
)");
    CHECK_THAT(j, Catch::StartsWith("{\"phase\": \"Spring 1901 Movement\", \"orders\": ["));
    CHECK_THAT(
        j,
        Catch::Contains(
            R"({"power": "England", "order": "F Lon - Nth", "result": "succeeds", "reason": "moves to North Sea", "code": "moved", "implicit": false})"));
    CHECK_THAT(
        j,
        Catch::Contains(
            R"j("order": "A Par - Bur", "result": "fails", "reason": "bounced against A Mun from Munich (1 against 1)", "code": "bounced")j"));
    CHECK_THAT(j, Catch::Contains(R"("strength": 1, "opposing": 1)"));
    CHECK_THAT(
        j,
        Catch::Contains(
            R"({"power": "England", "order": "F Edi H", "result": "succeeds", "reason": "no order: holds", "code": "unordered", "implicit": true})"));
    CHECK_THAT(j, Catch::Contains(R"("next": {"phase": "Fall 1901 Movement", "units": [)"));
    CHECK_THAT(j, Catch::Contains(R"({"power": "England", "type": "fleet", "location": "nth"})"));
    CHECK_THAT(j, Catch::Contains(R"({"power": "Russia", "type": "fleet", "location": "bot"})"));
    CHECK_THAT(j, Catch::Contains(R"("centers": {"Austria": ["bud", "tri", "vie"], )"));
    CHECK_THAT(j, Catch::Contains(R"("winner": null})"));
}

TEST_CASE("[JSON] a dislodged unit lists its attacker and its retreats") {
    const std::string j = adjudicate_json(R"(
phase: Spring 1901 Movement
units:
  Austria: A Bud, A Tri
  Italy: A Vie
  Germany: A Mun, A Sil
orders:
  Austria: A Bud S A Tri - Vie
  Austria: A Tri - Vie
  Germany: A Mun - Boh
  Germany: A Sil - Boh
)");
    CHECK_THAT(
        j,
        Catch::Contains(
            R"("result": "fails", "reason": "dislodged by A Tri from Trieste", "code": "dislodged", "implicit": true, "other": "tri", "dislodged_by": "tri"})"));
    CHECK_THAT(
        j,
        Catch::Contains(
            R"("dislodged": [{"power": "Italy", "type": "army", "location": "vie", "attacker_from": "tri", "by_convoy": false, "retreats": ["gal", "tyr"]}])"));
    CHECK_THAT(j, Catch::Contains(R"("contested": ["boh"])"));
    CHECK_THAT(j, Catch::Contains(R"("phase": "Spring 1901 Retreats")"));
}

TEST_CASE("[JSON] coasts are written in lower case with a slash") {
    const std::string j = adjudicate_json("phase: Spring 1901 Movement\nunits:\n  Russia: F StP/nc\n");
    CHECK_THAT(j, Catch::Contains(R"("location": "stp/nc")"));
}

TEST_CASE("[JSON] a fleet built without its coast: the reason names the province") {
    const std::string j = adjudicate_json(
        "phase: Winter 1901 Adjustments\nunits:\n  Russia: A Mos\n"
        "centers:\n  Russia: Mos, StP, Sev, War\norders:\n  Russia: Build F StP\n");
    CHECK_THAT(j, Catch::Contains(
                      R"("result": "illegal", "reason": "a fleet built in St Petersburg needs a coast: say which")"));
}

TEST_CASE("[JSON] strings are escaped") { CHECK(json_string("a\"b\\c\nd\x01") == "\"a\\\"b\\\\c\\nd\\u0001\""); }
