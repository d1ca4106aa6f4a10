// The Python diplomacy package's saved games (diplomacy_json.h) and the bounded JSON reader under them
// (json_reader.h): every game the package wrote (tests/fixtures/diplomacy_json) replays with every phase
// agreeing, a changed record is caught where it changes, our games written in their format read back the same,
// and hostile input is refused with a message.
#include <catch2/catch.hpp>

#include "../support.h"
#include "diplomacy_json.h"
#include "game.h"
#include "json_reader.h"
#include "order_options.h"

using namespace dip;
using namespace dip::test;

namespace {

const std::filesystem::path kDir = DIPLOMACY_JSON_DIR;

std::string fixture(const std::string& name) {
    const std::string text = read_file(kDir / name);
    INFO(name);
    REQUIRE(!text.empty());
    return text;
}

DiplomacyImport imported(const std::string& json) {
    Expected<DiplomacyImport> im = import_diplomacy_json(json);
    INFO(im.failure().text());
    REQUIRE(im.ok());
    return *im;
}

std::string refusal(const std::string& json) {
    const Expected<DiplomacyImport> im = import_diplomacy_json(json);
    REQUIRE(!im.ok());
    return im.failure().text();
}

// `text` with its one occurrence of `from` replaced by `to` (the test stops if there is not exactly one).
std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const std::size_t at = text.find(from);
    INFO(from);
    REQUIRE(at != std::string::npos);
    REQUIRE(text.find(from, at + 1) == std::string::npos);
    return text.replace(at, from.size(), to);
}

std::vector<std::string> lines(const DiplomacyImport& im) {
    std::vector<std::string> out;
    for (const DiplomacyDivergence& d : im.divergences) out.push_back(d.text());
    return out;
}

// Each phase's orders as text, to compare games. A fleet's support names its destination's province: their
// record keeps no coast there (nor does a support need one).
std::vector<std::vector<std::string>> order_texts(const std::vector<std::vector<Order>>& phases, const Map& map) {
    std::vector<std::vector<std::string>> out;
    for (const auto& phase : phases) {
        out.emplace_back();
        for (Order o : phase) {
            if (o.kind == OrderKind::SupportMove && o.unit_type == UnitType::Fleet) o.dest = map.province_of(o.dest);
            out.back().push_back(map.power(o.power).name + ": " + to_text(o, map));
        }
    }
    return out;
}

}  // namespace

// ---- Games the package wrote ---------------------------------------------------------------------------------

TEST_CASE("[DiplomacyJson] every game the Python package wrote replays with every phase agreeing") {
    const auto [file, variant, played] = GENERATE(table<std::string, std::string, std::size_t>({
        {"standard_1.json", "standard", 24},
        {"standard_2.json", "standard", 33},
        {"standard_3.json", "standard", 34},
        {"standard_france_austria_4.json", "france-austria", 24},
        {"standard_germany_italy_5.json", "germany-italy", 24},
        {"standard_fleet_rome_6.json", "fleet-rome", 19},
        {"retreats.json", "standard", 7},
    }));
    INFO(file);
    const DiplomacyImport im = imported(fixture(file));
    INFO(im.report());
    CHECK(im.agrees());
    CHECK(im.report().find("agree with our adjudication") != std::string::npos);
    CHECK(catalogue().at(im.rules.variant).id == variant);
    CHECK(im.record_phases == played + 1);
    CHECK(im.phases_agreeing == played);
    CHECK(im.orders.size() == played);
    // Replaying what was kept ends where the record's last phase stands.
    const std::unique_ptr<Rules> rules = make_rules(im.rules);
    const Game game = Game::replay(*rules, im.start, im.orders);
    CHECK(game.history().size() == played);
    // Written back in their format, every phase's state has the hash their package gave it (units, dislodged
    // units, centres and homes, by their Zobrist tables), and the record's phase names.
    const Expected<std::string> back = export_diplomacy_json(game);
    REQUIRE(back.ok());
    const Expected<JsonValue> theirs = read_json(fixture(file)), ours = read_json(*back);
    REQUIRE(theirs.ok());
    REQUIRE(ours.ok());
    const auto& their_phases = theirs->find("phases")->items;
    const auto& our_phases = ours->find("phases")->items;
    REQUIRE(our_phases.size() == their_phases.size());
    for (std::size_t i = 0; i < our_phases.size(); ++i) {
        INFO("phase " << i + 1);
        CHECK(our_phases[i].find("name")->text == their_phases[i].find("name")->text);
        CHECK(our_phases[i].find("state")->find("zobrist_hash")->text ==
              their_phases[i].find("state")->find("zobrist_hash")->text);
        // Every power's orders, word for word as their package wrote them ("VIA", an army's support to a coast...),
        // but for a fleet's support, which we write without its coast: their package keeps "F CON S F BLA - BUL"
        // as it is, where it may rewrite a coast given there. Their last phase has none set.
        for (const JsonMember& power : their_phases[i].find("orders")->members) {
            INFO(power.key);
            const JsonValue* ours_for = our_phases[i].find("orders")->find(power.key);
            REQUIRE(ours_for);
            std::vector<std::string> theirs_text, ours_text;
            for (const JsonValue& o : power.value.items) {
                std::string text = o.text;
                if (text.rfind("F ", 0) == 0 && text.find(" S ") != std::string::npos &&
                    text.find(" - ") != std::string::npos && text.find('/', text.rfind(' ')) != std::string::npos)
                    text.resize(text.find('/', text.rfind(' ')));
                theirs_text.push_back(text);
            }
            for (const JsonValue& o : ours_for->items) ours_text.push_back(o.text);
            CHECK(ours_text == theirs_text);
            CHECK(ours_for->type == power.value.type);
        }
    }
    CHECK(!game.history().empty());
}

TEST_CASE("[DiplomacyJson] the package's start is our variant's start") {
    const auto [file, variant] = GENERATE(table<std::string, std::string>({
        {"standard_2.json", "standard"},
        {"standard_france_austria_4.json", "france-austria"},
        {"standard_germany_italy_5.json", "germany-italy"},
        {"standard_fleet_rome_6.json", "fleet-rome"},
    }));
    INFO(file);
    const DiplomacyImport im = imported(fixture(file));
    CHECK(im.start == start_position(catalogue().find(variant)->map));
}

TEST_CASE("[DiplomacyJson] their adjudicator moves an army ordered via convoy over land when no fleet convoys it") {
    // DATC 6.G.8: an army ordered "via convoy" that has no convoy stays where it is. Their _resolve_moves drops
    // the VIA (step 1A) and moves it over land.
    const DiplomacyImport im = imported(fixture("via_convoy_deviation.json"));
    CHECK(!im.agrees());
    CHECK(im.phases_agreeing == 1);
    CHECK(im.orders.size() == 1);
    CHECK(lines(im) == std::vector<std::string>{
                           "Fall 1901 Movement: A YOR - LON VIA: the record says it succeeds, we find no convoy: no "
                           "chain of fleets was ordered to carry it",
                           "Fall 1901 Movement: after it the record has the unit ENGLAND A LON, we do not",
                           "Fall 1901 Movement: after it we have the unit ENGLAND A YOR, the record does not",
                       });
    CHECK(im.stopped == "the record and our adjudication differ in Fall 1901 Movement");
}

// ---- A record changed is caught where it changes ------------------------------------------------------------

TEST_CASE("[DiplomacyJson] a changed result, unit, centre, retreat or order is reported at its phase") {
    const std::string retreats = fixture("retreats.json");
    SECTION("a retreat the record says was made") {
        const DiplomacyImport im = imported(replaced(retreats, R"("A MUN": ["bounce", "disband"])", R"("A MUN": [])"));
        REQUIRE(!im.divergences.empty());
        CHECK(im.divergences[0].text() ==
              "Spring 1901 Retreats: A MUN R BUR: the record says it succeeds, we find bounced with A Par retreating "
              "to the same place: both disband");
        CHECK(im.phases_agreeing == 1);
        CHECK(im.orders.size() == 1);
    }
    SECTION("a dislodgement the record does not have") {
        const DiplomacyImport im = imported(replaced(retreats, R"("A DEN": ["dislodged"])", R"("A DEN": [])"));
        REQUIRE(!im.divergences.empty());
        CHECK(im.divergences[0].phase_name == "Fall 1901 Movement");
        CHECK(im.divergences[0].subject == "A DEN H");
        CHECK(im.divergences[0].what.rfind("the record does not say dislodged, we find", 0) == 0);
        CHECK(im.phases_agreeing == 2);
    }
    SECTION("a support the record says was given, that we find cut") {
        const DiplomacyImport im =
            imported(replaced(fixture("standard_1.json"), R"("A HOL": ["cut"])", R"("A HOL": [])"));
        REQUIRE(im.divergences.size() == 1);
        CHECK(im.divergences[0].what.rfind("the record says the support is given, we find support cut", 0) == 0);
        CHECK(!im.stopped.empty());
    }
    SECTION("a move the record says bounced, that we find made") {
        const DiplomacyImport im = imported(replaced(retreats, R"("A BOH": [])", R"("A BOH": ["bounce"])"));
        REQUIRE(!im.divergences.empty());
        CHECK(im.divergences[0].text() ==
              "Spring 1901 Movement: A BOH - MUN: the record says bounce, we find moves to Munich");
    }
    SECTION("an order the record gives and we cannot read") {
        const DiplomacyImport im = imported(replaced(retreats, R"("A PIC - PAR", "A BRE)", R"("A PIC - XYZ", "A BRE)"));
        REQUIRE(!im.divergences.empty());
        CHECK(im.divergences[0].text().rfind("Spring 1901 Movement: A PIC - XYZ: we cannot read this order", 0) == 0);
        CHECK(im.stopped == "an order of Spring 1901 Movement cannot be read");
        CHECK(im.phases_agreeing == 0);
        CHECK(im.orders.empty());
    }
    SECTION("an order for a unit that is not there") {
        const DiplomacyImport im = imported(replaced(retreats, R"(["A PAR H"])", R"(["A PAR H", "A GAS - BUR"])"));
        REQUIRE(!im.divergences.empty());
        CHECK(im.divergences[0].text().rfind("Spring 1901 Movement: A GAS - BUR: the record gives this order, we "
                                             "find it illegal",
                                             0) == 0);
    }
    SECTION("a unit added by hand to the next phase's state") {
        const std::string game = fixture("standard_2.json");
        const std::size_t second = game.find(R"("name": "F1901M", "orders")");
        REQUIRE(second != std::string::npos);
        std::string changed = game;
        const std::string units = R"("units": {"AUSTRIA": [)";
        const std::size_t at = changed.find(units, second);
        REQUIRE(at != std::string::npos);
        changed.insert(at + units.size(), R"("A GAS", )");
        const DiplomacyImport im = imported(changed);
        INFO(im.report());
        CHECK(im.phases_agreeing == 0);
        CHECK(im.orders.empty());
        CHECK(lines(im) == std::vector<std::string>{
                               "Spring 1901 Movement: after it the record has the unit AUSTRIA A GAS, we do not"});
    }
    SECTION("a phase name out of sequence") {
        const std::string game = fixture("standard_2.json");
        const DiplomacyImport im =
            imported(replaced(game, R"("name": "F1901M", "orders")", R"("name": "F1902M", "orders")"));
        REQUIRE(!im.divergences.empty());
        CHECK(im.divergences[0].text() ==
              "Spring 1901 Movement: the record goes on to Fall 1902 Movement, we go on to Fall 1901 Movement");
    }
}

// ---- Our games, written in their format, read back the same ---------------------------------------------------

TEST_CASE("[DiplomacyJson] random games on every board both sides have: export then import gives the same game") {
    for (const char* id : {"standard", "france-austria", "germany-italy", "fleet-rome", "build-anywhere"}) {
        const VariantInfo& v = *catalogue().find(id);
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            INFO(id << ", seed " << seed);
            const std::unique_ptr<Rules> rules = make_rules(RuleSettings{v.number, 0, 0, 0});
            Game game(*rules, start_position(v.map));
            std::vector<std::vector<Order>> played;
            std::uint64_t state = seed;
            while (game.current().phase.year <= 1906 && !game.over()) {
                played.push_back(random_orders(*rules, game.current(), state));
                game.play(played.back());
            }
            const Expected<std::string> json = export_diplomacy_json(game, "seed");
            REQUIRE(json.ok());
            const DiplomacyImport im = imported(*json);
            INFO(im.report());
            CHECK(im.agrees());
            CHECK(im.rules.variant == v.number);
            CHECK(im.start == game.start());
            // The record keeps each power's orders apart, in the order given, and no waived build (a build not
            // taken is waived all the same).
            for (auto& phase : played) {
                std::stable_sort(phase.begin(), phase.end(),
                                 [](const Order& a, const Order& b) { return a.power < b.power; });
                std::erase_if(phase, [](const Order& o) { return o.kind == OrderKind::Waive; });
            }
            CHECK(order_texts(im.orders, v.map) == order_texts(played, v.map));
            const Game back = Game::replay(*rules, im.start, im.orders);
            CHECK(back.current() == game.current());
            // And written again, the same text.
            CHECK(export_diplomacy_json(back, "seed").value() == *json);
        }
    }
}

TEST_CASE("[DiplomacyJson] messages go with their phases, in the order sent, and a game with some is not NO_PRESS") {
    const Rules& rules = standard_rules();
    Game game(rules, start_position(standard()));
    game.play({});
    const Phase spring = game.history()[0].position.phase, fall = game.current().phase;
    const std::vector<DiplomacyMessage> messages{
        {kGermany, kFrance, spring, "I propose peace between us."},
        {kFrance, kGermany, spring, "I accept: it keeps my centres safe."},
        {kEngland, kGermany, fall, "I propose that neither of us enters \"Holland\"."},
    };
    const Expected<std::string> json = export_diplomacy_json(game, "talk", messages);
    REQUIRE(json.ok());
    const Expected<JsonValue> doc = read_json(*json);
    REQUIRE(doc.ok());
    const auto rule_names = [](const JsonValue& d) {
        std::vector<std::string> out;
        for (const JsonValue& r : d.find("rules")->items) out.push_back(r.text);
        return out;
    };
    CHECK(rule_names(*doc) == std::vector<std::string>{"POWER_CHOICE"});
    const std::vector<JsonValue>& phases = doc->find("phases")->items;
    REQUIRE(phases.size() == 2);
    const std::vector<JsonValue>& first = phases[0].find("messages")->items;
    REQUIRE(first.size() == 2);
    CHECK(first[0].find("sender")->text == "GERMANY");
    CHECK(first[0].find("recipient")->text == "FRANCE");
    CHECK(first[0].find("phase")->text == "S1901M");
    CHECK(first[0].find("time_sent")->number == 1);
    CHECK(first[1].find("message")->text == "I accept: it keeps my centres safe.");
    CHECK(first[1].find("time_sent")->number == 2);
    const std::vector<JsonValue>& last = phases[1].find("messages")->items;
    REQUIRE(last.size() == 1);
    CHECK(last[0].find("phase")->text == "F1901M");
    CHECK(last[0].find("message")->text == "I propose that neither of us enters \"Holland\".");
    // Read back, the game is the same (the messages are not read), and without messages it is NO_PRESS.
    CHECK(imported(*json).agrees());
    CHECK(rule_names(read_json(export_diplomacy_json(game, "talk").value()).value()) ==
          std::vector<std::string>{"NO_PRESS", "POWER_CHOICE"});
}

TEST_CASE("[DiplomacyJson] a game won ends with a phase named COMPLETED, and reads back as won") {
    const PositionText start = position_text_from(R"(phase: Fall 1901 Movement
units:
  France: A Bur, A Par
  Germany: A Sil
centers:
  France: Bre, Mar, Par, Spa, Por, Bel, Hol, Den, Swe, Nwy, Lon, Edi, Lvp, Kie, Ber, Rom, Ven
  Germany: Mun
)");
    Game game(standard_rules(), start.position);
    game.play(orders_from("  France: A Bur - Mun\n  Germany: A Sil H", start.position));
    REQUIRE(game.over());
    const Expected<std::string> json = export_diplomacy_json(game);
    REQUIRE(json.ok());
    CHECK(json->find(R"({"name": "COMPLETED", "state": {"timestamp": 0, "zobrist_hash": ")") != std::string::npos);
    CHECK(json->find(R"("note": "", "name": "COMPLETED")") != std::string::npos);
    const DiplomacyImport im = imported(*json);
    INFO(im.report());
    CHECK(im.agrees());
    CHECK(Game::replay(standard_rules(), im.start, im.orders).over());
    // A record that says the game went on is caught.
    const std::string went_on = replaced(*json, R"({"name": "COMPLETED", "state")", R"({"name": "W1901A", "state")");
    const DiplomacyImport on =
        imported(replaced(went_on, R"("note": "", "name": "COMPLETED")", R"("note": "", "name": "W1901A")"));
    CHECK(lines(on) == std::vector<std::string>{"Fall 1901 Movement: the record goes on to Winter 1901 Adjustments, we "
                                                "find the game over: France has won with 18 supply centres"});
}

TEST_CASE("[DiplomacyJson] games their format cannot hold are refused with the reason") {
    SECTION("variants they do not have, or play otherwise") {
        for (const char* id : {"england-turkey", "chaos", "formal", "ancient-mediterranean"}) {
            INFO(id);
            const VariantInfo& v = *catalogue().find(id);
            const Game game(*v.rules, start_position(v.map));
            const Expected<std::string> json = export_diplomacy_json(game);
            REQUIRE(!json.ok());
            CHECK(json.failure().text().find("has no board played like " + v.name) != std::string::npos);
        }
    }
    SECTION("settings of a game's own") {
        const std::unique_ptr<Rules> rules = make_rules(RuleSettings{Variant::Standard, 0, 1905, 0});
        const Expected<std::string> json = export_diplomacy_json(Game(*rules, start_position(standard())));
        REQUIRE(!json.ok());
        CHECK(json.failure().text().find("end year") != std::string::npos);
    }
    SECTION("phases played after the game was won") {
        const Position won = position_from(
            "phase: Fall 1901 Movement\nunits:\n  France: A Bur\ncenters:\n"
            "  France: Bre, Mar, Par, Spa, Por, Bel, Hol, Den, Swe, Nwy, Lon, Edi, Lvp, "
            "Kie, Ber, Rom, Ven\n");
        Game game(standard_rules(), won);
        game.play(orders_from("  France: A Bur - Mun", won));
        REQUIRE(game.over());
        REQUIRE(export_diplomacy_json(game).ok());
        game.play({});
        const Expected<std::string> json = export_diplomacy_json(game);
        REQUIRE(!json.ok());
        CHECK(json.failure().text() ==
              "the game goes on after its end (Winter 1901 Adjustments), which their saved "
              "games cannot hold: they end with the phase COMPLETED");
    }
    SECTION("sandbox edits") {
        Game game(standard_rules(), start_position(standard()));
        Position edited = game.current();
        edited.units[standard().find_abbr("Bur")] = Unit{UnitType::Army, kFrance, standard().find_abbr("Bur")};
        game.edit(edited);
        const Expected<std::string> json = export_diplomacy_json(game);
        REQUIRE(!json.ok());
        CHECK(json.failure().text().find("sandbox") != std::string::npos);
    }
}

// ---- Hostile input --------------------------------------------------------------------------------------------

TEST_CASE("[DiplomacyJson] bad or hostile records are refused with a message") {
    const auto [json, words] = GENERATE(table<std::string, std::string>({
        {"", "the document ends where a value was expected"},
        {"[1, 2]", "a saved game is a JSON object, not an array"},
        {R"({"id": "x", "map": "standard"})", "\"phases\" is missing or not an array"},
        {R"({"phases": {}})", "\"phases\" is missing or not an array"},
        {R"({"phases": []})", "the saved game has no phases"},
        {R"({"phases": [5]})", "a phase of the saved game is not an object"},
        {R"({"map": 5, "phases": [{}]})", "\"map\" is not text"},
        {R"({"map": "modern", "phases": [{}]})", "the map \"modern\" is not one we play the same way"},
        {R"({"map": "ancmed", "phases": [{}]})", "the map \"ancmed\" is not one we play the same way"},
        {R"({"rules": ["NO_CHECK"], "phases": [{}]})", "the rule NO_CHECK, which changes play"},
        {R"({"rules": "NO_PRESS", "phases": [{}]})", "\"rules\" is not a list"},
        {R"({"phases": [{"name": "S1901M"}]})", "phase 1: \"state\" is missing or not an object"},
        {R"({"phases": [{"name": 1901, "state": {}}]})", "phase 1: \"name\" is missing or not a string"},
        {R"({"phases": [{"name": "X1901M", "state": {"units": {}, "centers": {}}}]})",
         "the phase name \"X1901M\" is not one like S1901M"},
        {R"({"phases": [{"name": "S1901M", "state": {"units": {"FRANCE": ["A XYZ"]}, "centers": {}}}]})",
         "FRANCE has a unit \"A XYZ\" not on this map"},
        {R"({"phases": [{"name": "S1901M", "state": {"units": {"FRANCE": ["F PAR"]}, "centers": {}}}]})",
         "FRANCE has a unit \"F PAR\" not on this map"},
        {R"({"phases": [{"name": "S1901M", "state": {"units": {"RUSSIA": ["A STP", "F STP/SC"]}, "centers": {}}}]})",
         "two units in STP"},
        {R"({"phases": [{"name": "S1901M", "state": {"units": {"NARNIA": []}, "centers": {}}}]})",
         "units of \"NARNIA\", no power of this map"},
        {R"({"phases": [{"name": "S1901M", "state": {"units": {"France": []}, "centers": {}}}]})",
         "units of \"France\", no power of this map"},
        {R"({"phases": [{"name": "S1901M", "state": {"units": {}, "centers": {}, "homes": {"FRANCE": ["PAR"]}}}]})",
         "the home centres of FRANCE are not this map's"},
        {R"({"phases": [{"name": "S1901M", "state": {"units": {}, "centers": {}, "homes": {"FRANCE": ["PAR", "MAR", "BRE", "MUN"]}}}]})",
         "the home centres of FRANCE are not this map's"},
        {R"({"phases": [{"name": "S1901M", "state": {"units": {"FRANCE": [7]}, "centers": {}}}]})",
         "FRANCE has a unit"},
        {R"({"phases": [{"name": "S1901M", "state": {"units": {}, "centers": {"FRANCE": ["BUR"]}}}]})",
         "owns \"BUR\", no supply centre"},
        {R"({"phases": [{"name": "S1901R", "state": {"units": {"FRANCE": ["*A PAR"]}, "centers": {}}}]})",
         "starts in a retreat phase"},
        {R"({"phases": [{"name": "S1901M", "state": {"units": {}, "centers": {}}, "orders": []}, {}]})",
         "phase 1: \"orders\" is not an object"},
        {R"({"phases": [{"name": "S1901M", "state": {"units": {}, "centers": {}}}, {"name": "F1901M"}]})",
         "phase 2: \"state\" is missing"},
        {R"({"phases": [{"name": "COMPLETED", "state": {"units": {}, "centers": {}}}, {}]})", "after its end"},
        {R"({"id": 1e999999, "phases": []})", "a number out of range"},
        {R"({"id": -, "phases": []})", "a number without digits"},
        {R"({"id": 01, "phases": []})", "expected , or } in an object"},
        {R"({"id": "\x", "phases": []})", "an unknown escape"},
        {R"({"id": "\u12", "phases": []})", "four hex digits"},
        {R"({"id": "\udc00", "phases": []})", "a lone low surrogate"},
        {R"({"id": "\ud800x", "phases": []})", "a high surrogate without its low one"},
        {"{\"id\": \"\xff\", \"phases\": []}", "bad UTF-8"},
        {"{\"id\": \"\xc0\xaf\", \"phases\": []}", "bad UTF-8"},      // an overlong "/"
        {"{\"id\": \"\xed\xa0\x80\", \"phases\": []}", "bad UTF-8"},  // a surrogate in UTF-8
        {"{\"id\": \"a\nb\", \"phases\": []}", "a control character inside a string"},
        {R"({"id": "x", "id": "y", "phases": []})", "the key \"id\" appears twice"},
        {R"({"phases": []} x)", "text after the end of the document"},
        {R"({"phases": [})", "unexpected character where a value was expected"},
        {R"({"phases": [1 2]})", "expected , or ] in an array"},
        {R"({"phases": [)", "the document ends"},
        {R"({"phases": tru})", "unknown word"},
    }));
    INFO(json);
    const std::string why = refusal(json);
    INFO(why);
    CHECK(why.find(words) != std::string::npos);
}

TEST_CASE("[DiplomacyJson] nesting, long strings, big documents and too many phases are refused before use") {
    CHECK(refusal(std::string(100000, '[')).find("nested deeper than 32") != std::string::npos);
    CHECK(refusal(std::string(100000, '[') + std::string(100000, ']')).find("nested deeper") != std::string::npos);
    CHECK(refusal("{\"a\": " + std::string(5000, '[')).find("nested deeper") != std::string::npos);
    CHECK(refusal("{\"id\": \"" + std::string(10u << 20, 'a') + "\", \"phases\": []}").find("a string longer than") !=
          std::string::npos);
    CHECK(refusal(std::string(17u << 20, ' ')).find("longer than 16777216 bytes") != std::string::npos);
    std::string many = R"({"phases": [)";
    for (std::size_t i = 0; i < kMaxPhases + 2; ++i) many += i ? ", {}" : "{}";
    CHECK(refusal(many + "]}").find("more than 5000 phases") != std::string::npos);
    // A million tiny values in an array: refused by count, not by memory.
    std::string values = "[";
    for (int i = 0; i < 3000000; ++i) values += i ? ",0" : "0";
    CHECK(refusal(values + "]").find("values") != std::string::npos);
}

TEST_CASE("[DiplomacyJson] a phase with more orders than a board holds stops the game there") {
    std::string orders;
    for (int i = 0; i < 1001; ++i) orders += std::string(i ? ", " : "") + "\"A PAR H\"";
    const std::string json = R"({"phases": [{"name": "S1901M", "state": {"units": {"FRANCE": ["A PAR"]}, "centers": {}},
        "orders": {"FRANCE": [)" +
                             orders +
                             R"(]}}, {"name": "F1901M", "state": {"units": {"FRANCE": ["A PAR"]}, "centers": {}}}]})";
    const DiplomacyImport im = imported(json);
    CHECK(!im.agrees());
    CHECK(im.orders.empty());
    CHECK(lines(im).back() == "Spring 1901 Movement: more than 1000 orders in one phase");
}

// ---- The JSON reader ------------------------------------------------------------------------------------------

TEST_CASE("[JsonReader] reads every kind of value, escapes decoded to UTF-8") {
    const Expected<JsonValue> v = read_json(
        R"( {"a": [1, -2.5e3, 0, true, false, null], "s": "x\"\\\/\b\f\n\r\t\u00e9\u20ac\ud83d\ude00", "e": {}} )");
    INFO(v.failure().text());
    REQUIRE(v.ok());
    REQUIRE(v->is(JsonValue::Type::Object));
    const JsonValue* a = v->find("a");
    REQUIRE(a);
    REQUIRE(a->items.size() == 6);
    CHECK(a->items[0].number == 1);
    CHECK(a->items[1].number == -2500);
    CHECK(a->items[3].boolean);
    CHECK(a->items[4].is(JsonValue::Type::Bool));
    CHECK(!a->items[4].boolean);
    CHECK(a->items[5].is(JsonValue::Type::Null));
    CHECK(v->find("s")->text == "x\"\\/\b\f\n\r\t\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80");
    CHECK(v->find("e")->is(JsonValue::Type::Object));
    CHECK(v->find("missing") == nullptr);
    CHECK(read_json("\"caf\xc3\xa9\"")->text == "caf\xc3\xa9");  // UTF-8 as it is
}

TEST_CASE("[JsonReader] limits can be set lower") {
    JsonLimits limits;
    limits.max_depth = 2;
    CHECK(read_json("[[1]]", limits).ok());
    CHECK(read_json("[[[1]]]", limits).failure().text() == "JSON: byte 2: nested deeper than 2");
    limits.max_string = 3;
    CHECK(read_json(R"("abcd")", limits).failure().text().find("a string longer than 3 bytes") != std::string::npos);
}

TEST_CASE("[DiplomacyJson] a record with bytes changed at random is refused, reported, or read: never more") {
    // Each change is answered: a refusal with a message, or a game whose report says where it stops; a record
    // that still agrees keeps every phase it played.
    const std::string record = fixture("standard_germany_italy_5.json");
    std::uint64_t state = 12345;
    const auto next = [&] {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return static_cast<std::size_t>(state >> 33);
    };
    int refused = 0, reported = 0, agreed = 0;
    for (int i = 0; i < 300; ++i) {
        std::string changed = record;
        for (int n = 1 + static_cast<int>(next() % 3); n; --n) {
            const std::size_t at = next() % changed.size();
            static constexpr char kBytes[] = "{}[]\",:0123456789AFSMRWBDHCV -/\\*x\xff\x80";
            changed[at] = kBytes[next() % (sizeof kBytes - 1)];
        }
        const Expected<DiplomacyImport> im = import_diplomacy_json(changed);
        if (!im) {
            CHECK(!im.failure().text().empty());
            ++refused;
        } else if (!im->agrees()) {
            CHECK(!im->stopped.empty());
            CHECK(im->orders.size() == im->phases_agreeing);
            ++reported;
        } else {
            CHECK(im->phases_agreeing + 1 == im->record_phases);
            ++agreed;
        }
    }
    INFO(refused << " refused, " << reported << " reported, " << agreed << " agreed");
    CHECK(refused > 0);
    CHECK(reported > 0);
    CHECK(agreed > 0);
}
