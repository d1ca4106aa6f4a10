// Every variant of the catalogue has a drawing of its board that reads against its map (the page draws the
// open game's board: a variant without one could not be shown).
#include <catch2/catch.hpp>

#include "board_geometry.h"
#include "catalogue.h"

using namespace dip;

TEST_CASE("[Boards] every variant's board has a drawing that covers its map") {
    for (const auto& v : catalogue().variants()) {
        INFO(v->id << " on the board " << v->board);
        std::string error;
        const MapGeometry* g = geometry_for(*v, &error);
        INFO(error);
        REQUIRE(g);
        CHECK(g->region_of_province.size() == static_cast<std::size_t>(v->map.province_count()));
        CHECK(g->unit_pos.size() == static_cast<std::size_t>(v->map.loc_count()));
        // Variants of one board share its drawing.
        for (const auto& other : catalogue().variants())
            if (other->board == v->board) CHECK(geometry_for(*other) == g);
    }
}
