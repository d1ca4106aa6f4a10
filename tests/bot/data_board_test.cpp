// A board made of data alone: a small catalogue written to a folder (a map file, a variant file and the
// catalogue's line), read at run time with no C++ that names it, and a whole game played on it by computer
// players, every order legal.
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "bot_checks.h"
#include "catalogue.h"

using namespace dip;
using namespace dip::test;

namespace {

// Two powers across a lake: two home centres each, one neutral, three to win.
constexpr const char* kBoard = R"(
power North Northern
power South Southern
colour North 3355AA light 0072B2 light
colour South CC4422 light D55E00 light
start North: A Nor, F Nhv
start South: A Sou, F Shv
victory 3
Nor | land  | North   | Northholm  |        | Nhv Wes Eas         |
Nhv | coast | North   | North Haven|        | Nor Wes Eas          | Lak Wes Eas
Sou | land  | South   | Southholm  |        | Shv Wes Eas         |
Shv | coast | South   | South Haven|        | Sou Wes Eas          | Lak Wes Eas
Wes | coast | neutral | Westmark   | Wm     | Nor Nhv Sou Shv     | Lak Nhv Shv
Eas | coast | -       | Eastmark   |        | Nor Nhv Sou Shv     | Lak Nhv Shv
Lak | sea   | -       | The Lake   | Lake   |                     | Nhv Shv Wes Eas
)";

// A folder of its own for each test (`name`) and process: CTest runs the tests of this file at the same time, and one
// rewrites a variant's file the other reads. It is removed when the test ends, passed or failed.
struct CatalogueFolder {
    std::filesystem::path dir;
    explicit CatalogueFolder(const std::string& name);
    ~CatalogueFolder() {
        std::error_code ignored;
        std::filesystem::remove_all(dir, ignored);
    }
    CatalogueFolder(const CatalogueFolder&) = delete;
    CatalogueFolder& operator=(const CatalogueFolder&) = delete;
};

CatalogueFolder::CatalogueFolder(const std::string& name)
    : dir(std::filesystem::temp_directory_path() / ("dip_data_board_test_" + name + "_" + std::to_string(::getpid()))) {
    std::filesystem::create_directories(dir / "variants");
    std::filesystem::create_directories(dir / "boards" / "lakes");
    std::ofstream(dir / "catalogue.txt") << "0 standard\n40 lakes\n";
    std::ofstream(dir / "variants" / "standard.variant") << "name Lakes, standard\nboard lakes\n";
    std::ofstream(dir / "variants" / "lakes.variant") << "name Lakes\nboard lakes\nabout Two powers and a lake.\n";
    std::ofstream(dir / "boards" / "lakes" / "board.map") << kBoard;
}

}  // namespace

TEST_CASE("[board] a board made of data alone is read and a game is played on it by computer players") {
    const CatalogueFolder folder("played");
    const Catalogue catalogue = Catalogue::load_folder(folder.dir.string());
    const VariantInfo* lakes = catalogue.find("lakes");
    REQUIRE(lakes);
    CHECK(lakes->number == static_cast<Variant>(40));
    CHECK(lakes->about == "Two powers and a lake.");
    const Map& map = lakes->map;
    CHECK(map.power_count() == 2);
    CHECK(map.centre_count() == 5);
    CHECK(map.victory_centres() == 3);
    CHECK(map.power(0).colour == 0x3355AA);

    const std::unique_ptr<Rules> rules = catalogue.make_rules(RuleSettings{lakes->number, 0, 0, 0});
    REQUIRE(&rules->map() == &map);
    int phases = 0;
    Position pos = start_position(map);
    for (std::uint64_t seed = 1; phases < 60 && !rules->finished(pos); ++seed, ++phases) {
        std::vector<Order> orders;
        for (int pw = 0; pw < map.power_count(); ++pw) {
            const std::vector<Order> mine =
                bot::choose_orders(*rules, pos, static_cast<Power>(pw), bot::Level::Normal, seed);
            require_legal_and_complete(*rules, pos, static_cast<Power>(pw), mine);
            orders.insert(orders.end(), mine.begin(), mine.end());
        }
        PhaseResult r;
        rules->adjudicate(pos, orders, r);
        pos = r.next;
    }
    CHECK(phases > 4);
    CHECK(pos.phase.year > 1902);
}

TEST_CASE("[board] wrong data is refused with the file and line") {
    const CatalogueFolder folder("refused");
    const std::filesystem::path& dir = folder.dir;
    std::ofstream(dir / "variants" / "lakes.variant") << "name Lakes\nboard lakes\nbuild anywhere\n";
    const Expected<Catalogue> lakes = Catalogue::read_folder(dir.string());  // the front door: nothing thrown
    REQUIRE_FALSE(lakes);                                                    // a misspelt setting is refused
    CHECK_THAT(lakes.failure().message, Catch::Contains("variants/lakes.variant:3"));
    std::ofstream(dir / "variants" / "lakes.variant") << "name Lakes\nboard nowhere\n";
    CHECK_THROWS_WITH(Catalogue::load_folder(dir.string()), Catch::Contains("boards/nowhere/board.map"));
}
