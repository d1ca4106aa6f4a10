// Embedded boards: reading a board from text or a position string, its steps (moments of the page's phase film),
// try it, the words for screen readers, and the named regions.
#include <catch2/catch.hpp>

#include <algorithm>

#include "../support.h"
#include "embed.h"
#include "save.h"
#include "../read_into.h"

using namespace dip;
using namespace dip::test;

namespace {

const char* kBounce = R"(phase: Spring 1901 Movement
units:
  France: A Par
  Germany: A Mun
orders:
  France: A Par - Bur
  Germany: A Mun - Bur
)";

// A board embedded in a page of its own: its session, the film it is shown through, and the board.
struct Embedded {
    Session session{standard_rules()};
    PhaseFilm film;
    EmbedBoard board{session, film};
};

}  // namespace

TEST_CASE("[Embed] a board is shown before, with its orders, with its results, and after") {
    Embedded e;
    auto& [s, film, b] = e;
    REQUIRE(b.load(kBounce) == "");
    REQUIRE(b.steps().size() == 4);
    CHECK(b.steps()[b.step()].kind == EmbedStep::Kind::Results);  // the results first
    CHECK(b.step_label() == "Results: Spring 1901 Movement");
    CHECK_THAT(b.description(),
               Catch::Contains("France: A Par - Bur, fails: bounced against A Mun from Munich (1 against 1)"));
    b.go(0);
    CHECK(b.step_label() == "Before: Spring 1901 Movement");
    CHECK_THAT(b.description(), Catch::Contains("France: an army in Paris."));
    b.go_to_kind("orders");
    CHECK_THAT(b.description(), Catch::Contains("Orders: France: A Par - Bur."));
    b.go(99);
    CHECK(b.step_label() == "After: Fall 1901 Movement");
}

TEST_CASE("[Embed] several phases, and a position string") {
    Embedded e;
    auto& [s, film, b] = e;
    REQUIRE(b.load(std::string(kBounce) + "---\norders:\n  France: A Par - Pic\n") == "");
    CHECK(b.steps().size() == 6);  // before, orders 1, results 1, orders 2, results 2, after
    SavedPosition p{start_position(standard()), {}, {}};
    REQUIRE(b.load("https://example.org/embed.html#p=" + encode_position(p)) == "");
    CHECK(b.session().game().history().size() == 1);
    CHECK_THAT(b.load("#p=broken"), Catch::Contains("not a Diplomacy"));
    CHECK_THAT(b.load("phase: Sprung 1901"), Catch::Contains("line 1"));
}

TEST_CASE("[Embed] try it: change an order, play it, and reset") {
    Embedded e;
    auto& [s, film, b] = e;
    REQUIRE(b.load(kBounce) == "");
    b.try_it();
    CHECK(b.trying());
    CHECK(s.orders().size() == 2);
    set_orders_text(s, "France: A Par - Pic\n");
    b.play();
    CHECK_FALSE(b.trying());
    CHECK(s.position().units[standard().find_abbr("Pic")]);
    CHECK(b.steps()[b.step()].kind == EmbedStep::Kind::Results);
    b.reset();
    CHECK(s.position().units[standard().find_abbr("Par")]);
}

TEST_CASE("[Embed] the steps are moments of the page's film: from the orders to the results, the phase plays out") {
    Embedded e;
    auto& [s, film, b] = e;
    REQUIRE(b.load(kBounce) == "");
    CHECK(film.shown() == 0);  // the results first, at rest at the film's end
    CHECK(film.at_end());
    CHECK_FALSE(film.playing());
    b.go_to_kind("orders");
    CHECK((film.shown() == 0 && film.time() == 0 && !film.playing()));
    b.go(b.step() + 1);
    CHECK(film.playing());
    CHECK(b.shown().kind == EmbedStep::Kind::Results);  // the results step while they play
    for (int i = 0; i < 100 && film.playing(); ++i) film.advance(PhaseFilm::kLongestStep);
    CHECK(film.at_end());
    CHECK(b.step_label() == "Results: Spring 1901 Movement");
    b.go(0);  // before: the first phase at its start, its orders not drawn
    CHECK((film.shown() == 0 && film.time() == 0 && b.shown().kind == EmbedStep::Kind::Before));
    b.go_to_kind("after");
    CHECK(film.shown() == -1);
    // A reader who asked for reduced motion sees the results at once.
    film.set_reduced_motion(true);
    b.go_to_kind("orders");
    b.go(b.step() + 1);
    CHECK((film.at_end() && !film.playing()));
    // Trying shows the present, with the orders being written; playing them plays the phase on the film.
    film.set_reduced_motion(false);
    b.try_it();
    CHECK(film.shown() == -1);
    b.play();
    CHECK((film.shown() == 0 && film.playing()));
}

TEST_CASE("[Embed] named regions list their provinces") {
    CHECK(region_provinces("balkans", standard()).size() == 9);
    CHECK(region_provinces("europe", standard()).size() == static_cast<std::size_t>(standard().province_count()));
    CHECK(region_provinces("atlantis", standard()).empty());
    for (const char* r :
         {"british-isles", "iberia", "france", "low-countries", "germany", "scandinavia", "baltic", "italy",
          "central-europe", "balkans", "turkey", "russia", "north-sea", "mediterranean", "black-sea"})
        for (Province p : region_provinces(r, standard())) {
            INFO(r);
            CHECK(p != kNone);
        }
}

TEST_CASE("[Embed] without a named region, the board is about its units and the places its orders name") {
    Embedded e;
    auto& [s, film, b] = e;
    REQUIRE(b.load(std::string(kBounce) + "---\norders:\n  France: A Par - Pic\n") == "");
    std::vector<std::string> names;
    for (Province p : b.provinces_in_play()) names.push_back(standard().province(p).abbr);
    std::sort(names.begin(), names.end());
    CHECK(names == std::vector<std::string>{"Bur", "Mun", "Par", "Pic"});
}

TEST_CASE("[Embed] the orders are played exactly as given, as the engine reads them from text") {
    // Two different orders for one unit: it holds (DATC 4.D.3). A board would keep only the later one.
    Embedded e;
    auto& [s, film, b] = e;
    REQUIRE(b.load("phase: Spring 1901 Movement\nunits:\n  France: A Par\norders:\n  France: A Par - Bur\n  France: A "
                   "Par - Pic\n") == "");
    CHECK(s.game().history().back().orders.size() == 2);
    CHECK(s.position().units[standard().find_abbr("Par")]);
}

TEST_CASE("[Embed] the board's code opens the step shown, the embed link and snippet carry the orders written") {
    Embedded e;
    auto& [s, film, b] = e;
    REQUIRE(b.load(kBounce) == "");
    SavedPosition p;
    std::string error;
    b.go_to_kind("orders");
    REQUIRE(read_into(decode_position(b.position_code()), p, error));
    CHECK(p.position == s.game().history()[0].position);  // the position the orders were given in
    CHECK(p.orders.size() == 2);
    b.go_to_kind("after");
    REQUIRE(read_into(decode_position(b.position_code()), p, error));
    CHECK(p.position == s.position());
    CHECK(p.orders.empty());
    const std::uint64_t before = s.revision();
    b.reset();
    CHECK(s.revision() > before);  // a board loaded again is a change the page hears of

    Session game(standard_rules());
    REQUIRE(set_orders_text(game, "France: A Par - Bur\n").empty());
    const std::string link = embed_link(game, "https://example.org/play/index.html");
    CHECK(link.rfind("https://example.org/play/embed.html#p=", 0) == 0);
    REQUIRE(read_into(decode_position(link), p, error));
    CHECK(p.position == game.position());
    CHECK(p.orders == game.orders());
    const std::string snippet = embed_snippet(game, "https://example.org/play/index.html");
    CHECK_THAT(snippet, Catch::StartsWith("<iframe src=\"" + link + "\""));
    CHECK_THAT(snippet, Catch::Contains("title=\"Diplomacy board: Spring 1901 Movement\""));
}
