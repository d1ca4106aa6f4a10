// Where the map frames a game: the standard game whole; a game of two powers, and each lesson, around its units
// (every unit, and every province a lesson's units could move to, inside the frame) on a smaller part of the board.
#include <catch2/catch.hpp>

#include "../support.h"
#include "board_geometry.h"
#include "catalogue.h"
#include "lesson_book.h"
#include "play_region.h"

using namespace dip;
using namespace dip::test;

namespace {

bool inside(const PlayRegion& r, Point p) {
    return p.x >= r.min.x && p.x <= r.max.x && p.y >= r.min.y && p.y <= r.max.y;
}

float share(const PlayRegion& r, const MapGeometry& g) {
    return (r.max.x - r.min.x) * (r.max.y - r.min.y) / (g.width * g.height);
}

}  // namespace

TEST_CASE("[play region] the standard game is shown whole") {
    const MapGeometry& g = *geometry_for(standard_rules());
    CHECK_FALSE(play_region(start_position(standard()), standard(), g).has_value());
}

TEST_CASE("[play region] a game of two powers frames them") {
    const VariantInfo& v = *catalogue().find("france-austria");
    const Rules& rules = rules_of_variant(v.number);
    const MapGeometry& g = *geometry_for(rules);
    const Position start = start_position(rules.map());
    const std::optional<PlayRegion> r = play_region(start, rules.map(), g);
    REQUIRE(r.has_value());
    CHECK(share(*r, g) < 0.6f);
    for (int l = 0; l < rules.map().loc_count(); ++l)
        if (start.units[rules.map().province_of(static_cast<Loc>(l))]) CHECK(inside(*r, g.unit_pos[l]));
}

TEST_CASE("[play region] each lesson frames its units and where they may go") {
    const MapGeometry& g = *geometry_for(standard_rules());
    for (const Lesson& lesson : lessons()) {
        INFO(lesson.id);
        const Position pos = read_position(lesson.position, standard_rules())->position;
        const std::optional<PlayRegion> r = play_region(pos, standard(), g);
        REQUIRE(r.has_value());
        CHECK(share(*r, g) < 0.5f);
        for (int p = 0; p < standard().province_count(); ++p) {
            if (!pos.units[p] && !pos.dislodged[p].unit) continue;
            const Province pr = static_cast<Province>(p);
            CHECK(inside(*r, g.unit_pos[pr]));
            standard().army_neighbours(pr).for_each([&](int n) { CHECK(inside(*r, g.unit_pos[n])); });
        }
    }
}
