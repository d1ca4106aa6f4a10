// The order parser: every notation it accepts, and clear errors naming the offending token for the rest.
#include <catch2/catch.hpp>

#include <random>

#include "../support.h"
#include "catalogue.h"
#include "order_parser.h"

using namespace dip;
using namespace dip::test;

namespace {

Order parse(const std::string& text, PhaseKind phase = PhaseKind::Movement) {
    const Expected<Order> p = parse_order(text, phase, standard());
    INFO("order: " << text << " error: " << p.failure().message);
    REQUIRE(p.ok());
    return *p;
}

std::string error(const std::string& text, PhaseKind phase = PhaseKind::Movement) {
    const Expected<Order> p = parse_order(text, phase, standard());
    INFO("order: " << text);
    REQUIRE_FALSE(p.ok());
    CHECK(p.failure().begin >= 0);
    CHECK(p.failure().end >= p.failure().begin);
    CHECK(p.failure().end <= static_cast<int>(text.size()));
    return p.failure().message;
}

std::string text(const std::string& order, PhaseKind phase = PhaseKind::Movement) {
    return to_text(parse(order, phase), standard());
}

}  // namespace

TEST_CASE("[Parser] holds") {
    CHECK(text("A Par H") == "A Par H");
    CHECK(text("a par hold") == "A Par H");
    CHECK(text("A Paris holds") == "A Par H");
    CHECK(text("Par H") == "Par H");  // the type may be omitted
    CHECK(text("F Kiel Stands") == "F Kie H");
}

TEST_CASE("[Parser] moves with every arrow, name and case") {
    CHECK(text("A Par - Bur") == "A Par - Bur");
    CHECK(text("A Par -> Bur") == "A Par - Bur");
    CHECK(text("A Par to Bur") == "A Par - Bur");
    CHECK(text("A Par moves to Bur") == "A Par - Bur");
    CHECK(text("A Par-Bur") == "A Par - Bur");
    CHECK(text("ARMY PARIS - BURGUNDY") == "A Par - Bur");
    CHECK(text("Fleet North Sea - Norwegian Sea") == "F Nth - Nwg");
    CHECK(text("F Mid-Atlantic Ocean - Brest") == "F Mao - Bre");
    CHECK(text("F MAO - Bre") == "F Mao - Bre");
    CHECK(text("F Mid - Bre") == "F Mao - Bre");
    CHECK(text("F NAt - Nwg") == "F Nao - Nwg");
    CHECK(text("F North Atlantic - Nwg") == "F Nao - Nwg");
    CHECK(text("F GoL - Tyh") == "F Lyo - Tys");
    CHECK(text("F ECh - Nth") == "F Eng - Nth");
    CHECK(text("F St. Petersburg (south coast) - Gulf of Bothnia") == "F StP/sc - Bot");
    CHECK(text("A Lon - Bel via convoy") == "A Lon - Bel via convoy");
    CHECK(text("A Lon - Bel by convoy") == "A Lon - Bel via convoy");
    const Order o = parse("A Lon - Bel via convoy");
    CHECK(o.kind == OrderKind::Move);
    CHECK(o.via_convoy);
    CHECK(o.unit_type == UnitType::Army);
    CHECK(o.unit == location_named("Lon"));
    CHECK(o.dest == location_named("Bel"));
}

TEST_CASE("[Parser] coasts in every notation") {
    const Loc nc = standard().coast_loc(location_named("Spa"), Coast::North);
    CHECK(parse("F Mao - Spa/nc").dest == nc);
    CHECK(parse("F Mao - Spa(nc)").dest == nc);
    CHECK(parse("F Mao - Spa (nc)").dest == nc);
    CHECK(parse("F Mao - Spa nc").dest == nc);
    CHECK(parse("F Mao - Spa/NC").dest == nc);
    CHECK(parse("F Mao - Spain north coast").dest == nc);
    CHECK(parse("F Mao - Spain (north coast)").dest == nc);
    CHECK(parse("F Mao - Spa/n").dest == nc);
    CHECK(parse("F Mao - Spa").dest == location_named("Spa"));  // no coast: decided on the board
    CHECK(parse("F Bla - Bul/ec").dest == standard().coast_loc(location_named("Bul"), Coast::East));
    CHECK(parse("F StP/nc - Bar").unit == standard().coast_loc(location_named("StP"), Coast::North));
    // A coast the province does not have is ignored (DATC 4.B.6).
    CHECK(parse("F Bre west coast - Mao").unit == location_named("Bre"));
    CHECK(parse("A Gas - Spa wc").dest == location_named("Spa"));
}

TEST_CASE("[Parser] explicit convoy paths") {
    const Order o = parse("A Lon - Nth - Hol");
    CHECK(o.kind == OrderKind::Move);
    CHECK(o.via_convoy);
    CHECK(o.dest == location_named("Hol"));
    REQUIRE(o.path_len == 1);
    CHECK(o.path[0] == location_named("Nth"));
    CHECK(to_text(o, standard()) == "A Lon - Nth - Hol");
    CHECK(parse("A Lvp - Iri - Mao - Bre").path_len == 2);
}

TEST_CASE("[Parser] supports") {
    CHECK(text("A Mun S A Ber") == "A Mun S A Ber");
    CHECK(text("A Mun S A Ber H") == "A Mun S A Ber");
    CHECK(text("A Munich supports Berlin") == "A Mun S Ber");
    CHECK(text("A Mun S A Ber - Sil") == "A Mun S A Ber - Sil");
    CHECK(text("A Mun supports A Berlin to Silesia") == "A Mun S A Ber - Sil");
    CHECK(text("F Mao S F Gas - Spa/nc") == "F Mao S F Gas - Spa/nc");
    // A nationality before the supported unit is accepted and ignored (DATC 4.C.5, 4.C.6).
    CHECK(text("A Mun S German A Ber - Sil") == "A Mun S A Ber - Sil");
    CHECK(text("A Mun S Russia's A War - Sil") == "A Mun S A War - Sil");
    CHECK(text("A Mun S England F Nth") == "A Mun S F Nth");
    CHECK(parse("A Mun S A Ber - Sil").kind == OrderKind::SupportMove);
    CHECK(parse("A Mun S A Ber").kind == OrderKind::SupportHold);
}

TEST_CASE("[Parser] a word that names a power and a space is the power only when a unit follows") {
    // The Ancient Mediterranean's Carthage is a power and a province; its Roma is also called Rome, a power.
    const Map& am = catalogue().find("ancient-mediterranean")->map;
    const auto am_text = [&](const std::string& order) {
        const Expected<Order> p = parse_order(order, PhaseKind::Movement, am);
        INFO(order << ": " << p.failure().message);
        REQUIRE(p.ok());
        return to_text(*p, am);
    };
    CHECK(am_text("F Tha S Carthage - Cir") == "F Tha S Car - Cir");
    CHECK(am_text("F Tha S Carthage A Carthage - Mauretania") == "F Tha S A Car - Mau");
    CHECK(am_text("A Nea S Rome - Etruria") == "A Nea S Rom - Etr");
    CHECK(am_text("A Cir - Carthage") == "A Cir - Car");
    CHECK(text("A Mun S German Berlin - Sil") == "A Mun S Ber - Sil");  // the standard board as before
}

TEST_CASE("[Parser] the names rules texts use, local ones too") {
    // As a widely read rules summary writes it.
    CHECK(text("Army Venezia supports Army Apulia to Trieste") == "A Ven S A Apu - Tri");
    CHECK(text("A Wien - Tirol") == "A Vie - Tyr");
    CHECK(text("A Roma - Napoli") == "A Rom - Nap");
    CHECK(text("F Istanbul - Izmir") == "F Con - Smy");
    CHECK(text("A Munchen - Bohmen") == "A Mun - Boh");
    CHECK(text("A Warszawa - Moskva") == "A War - Mos");
}

TEST_CASE("[Parser] convoys") {
    CHECK(text("F Nth C A Lon - Bel") == "F Nth C A Lon - Bel");
    CHECK(text("F North Sea convoys A London to Belgium") == "F Nth C A Lon - Bel");
    CHECK(text("F Nth C Lon - Bel") == "F Nth C Lon - Bel");
    CHECK(parse("F Nth C A Lon - Bel").kind == OrderKind::Convoy);
}

TEST_CASE("[Parser] retreats and disbands depend on the phase") {
    CHECK(parse("A Mun - Boh", PhaseKind::Retreats).kind == OrderKind::Retreat);
    CHECK(parse("A Mun R Boh", PhaseKind::Retreats).kind == OrderKind::Retreat);
    CHECK(parse("A Mun retreats to Boh", PhaseKind::Retreats).kind == OrderKind::Retreat);
    CHECK(parse("A Mun D", PhaseKind::Retreats).kind == OrderKind::Disband);
    CHECK(parse("A Mun disband", PhaseKind::Retreats).kind == OrderKind::Disband);
    CHECK(text("A Mun R Boh", PhaseKind::Retreats) == "A Mun R Boh");
    // In a movement phase "R" still reads as a retreat: the adjudicator calls it illegal there.
    CHECK(parse("A Mun R Boh").kind == OrderKind::Retreat);
    CHECK(parse("A Mun - Boh").kind == OrderKind::Move);
}

TEST_CASE("[Parser] builds, removals and waives") {
    const PhaseKind adj = PhaseKind::Adjustments;
    CHECK(text("Build A Par", adj) == "Build A Par");
    CHECK(text("B F StP/nc", adj) == "Build F StP/nc");
    CHECK(text("A Par B", adj) == "Build A Par");
    CHECK(text("A Par Build", adj) == "Build A Par");
    CHECK(text("Build Mos", adj) == "Build Mos");
    CHECK(text("builds fleet london", adj) == "Build F Lon");
    CHECK(text("Remove A Mun", adj) == "Remove A Mun");
    CHECK(text("A Mun D", adj) == "Remove A Mun");
    CHECK(text("Disband A Mun", adj) == "Remove A Mun");
    CHECK(text("D A Mun", adj) == "Remove A Mun");
    CHECK(text("A Mun remove", adj) == "Remove A Mun");
    CHECK(text("Waive", adj) == "Waive");
    CHECK(text("Build waive", adj) == "Waive");
    CHECK(parse("Waive", adj).kind == OrderKind::Waive);
}

TEST_CASE("[Parser] ambiguous names are rejected with the candidates") {
    const std::string nor = error("A Nor - Swe");
    CHECK_THAT(nor, Catch::Contains("\"Nor\""));
    CHECK_THAT(nor, Catch::Contains("Norway"));
    CHECK_THAT(nor, Catch::Contains("Norwegian Sea"));
    CHECK_THAT(nor, Catch::Contains("North Sea"));
    const std::string liv = error("A Liv - Yor");
    CHECK_THAT(liv, Catch::Contains("Liverpool"));
    CHECK_THAT(liv, Catch::Contains("Livonia"));
    CHECK_THAT(error("F Gulf - Tys"), Catch::Contains("Gulf of Bothnia"));
}

TEST_CASE("[Parser] every error names the offending token") {
    CHECK_THAT(error("A Par - Xyz"), Catch::Contains("unknown space \"Xyz\""));
    CHECK_THAT(error("A Qqq - Bur"), Catch::Contains("unknown space \"Qqq\""));
    CHECK_THAT(error("A Par x Bur"), Catch::Contains("found \"x\""));
    CHECK_THAT(error("A Par - Bur now"), Catch::Contains("unexpected \"now\""));
    CHECK_THAT(error("A Par -"), Catch::Contains("the order ends there"));
    CHECK_THAT(error("A Par"), Catch::Contains("expected an order"));
    CHECK_THAT(error("F Nth C A Lon"), Catch::Contains("\"-\""));
    CHECK_THAT(error("A Par - Bur via"), Catch::Contains("\"convoy\""));
    CHECK_THAT(error("F Mao - Spa/xx"), Catch::Contains("unknown coast"));
    CHECK_THAT(error("A Par $ Bur"), Catch::Contains("\"$\""));
    CHECK_THAT(error("A Lon - Nth - Bel", PhaseKind::Retreats), Catch::Contains("a retreat cannot go by convoy"));
    CHECK_THAT(error("A Lon - Nth m Hel", PhaseKind::Retreats), Catch::Contains("a retreat cannot go by convoy"));
    CHECK_THAT(error("A Lon - Bel via convoy", PhaseKind::Retreats), Catch::Contains("\"via\""));
    CHECK_THAT(error(""), Catch::Contains("empty"));
    CHECK_THAT(error("   "), Catch::Contains("empty"));
    const Expected<Order> p = parse_order("A Par - Xyz", PhaseKind::Movement, standard());
    CHECK(p.failure().begin == 8);
    CHECK(p.failure().end == 11);
}

TEST_CASE("[Parser] an over-long token is quoted by a short prefix, not whole") {
    const std::string token(1 << 20, 'x');  // a 1 MB line
    const std::string message = error("A Par - " + token);
    CHECK_THAT(message, Catch::Contains("unknown space \"xxxxxxxx"));
    CHECK_THAT(message, Catch::Contains("...\""));
    CHECK(message.size() < 120);
    const Expected<Order> p = parse_order("A Par - " + token, PhaseKind::Movement, standard());
    CHECK(p.failure().end - p.failure().begin == static_cast<int>(token.size()));  // the range still covers all of it
}

TEST_CASE("[Parser] no input crashes it") {
    std::mt19937 rng(12345);
    const std::string alphabet = "AFSCHRDB-/()>:.,' nscewparbulmospazNcgtvy\t\x01\xff";
    for (int i = 0; i < 20000; ++i) {
        std::string s;
        const int len = static_cast<int>(rng() % 40);
        for (int k = 0; k < len; ++k) s += alphabet[rng() % alphabet.size()];
        for (PhaseKind phase : {PhaseKind::Movement, PhaseKind::Retreats, PhaseKind::Adjustments}) {
            const Expected<Order> p = parse_order(s, phase, standard());
            if (!p.ok()) {
                CHECK(!p.failure().message.empty());
                CHECK(p.failure().end <= static_cast<int>(s.size()));
            } else {
                CHECK(!to_text(*p, standard()).empty());
            }
        }
    }
    std::string very_long(5000, 'A');
    CHECK_FALSE(parse_order(very_long, PhaseKind::Movement, standard()).ok());
    std::string many_words;
    for (int i = 0; i < 200; ++i) many_words += "Par - ";
    CHECK_FALSE(parse_order(many_words, PhaseKind::Movement, standard()).ok());
}
