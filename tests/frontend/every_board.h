// Every board of the catalogue, each once, with its drawing: for the tests that check every board's geometry
// and layout.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "board_geometry.h"
#include "catalogue.h"

namespace dip::test {

struct Board {
    std::string name;        // its folder under assets/boards/
    const Map* map;          // a variant's map on it (their provinces are the board's own)
    const MapGeometry* geo;  // its drawing
};

inline const std::vector<Board>& every_board() {
    static const std::vector<Board> all = [] {
        std::vector<Board> out;
        for (const auto& v : catalogue().variants()) {
            if (std::any_of(out.begin(), out.end(), [&](const Board& b) { return b.name == v->board; })) continue;
            std::string error;
            const MapGeometry* g = geometry_for(*v, &error);
            INFO(v->board << ": " << error);
            REQUIRE(g);
            out.push_back({v->board, &v->map, g});
        }
        return out;
    }();
    return all;
}

}  // namespace dip::test
