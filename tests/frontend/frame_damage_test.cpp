// A frame paints only what it changes: the triangles whose vertices moved (where they were and where they are),
// the whole extent of a list that appeared, went or changed shape, and everything when the lists' order changed.
#include <catch2/catch.hpp>

#include <cstring>

#include "frame_damage.h"

namespace {

constexpr std::size_t kVertexSize = 12;  // two floats of position, then four bytes of colour
const dip::DamageRect kDisplay{0, 0, 1000, 800};

// A list of squares (two triangles each), each given by its corner and size.
struct Square {
    float x, y, size;
};
dip::DrawListCopy list_of(const void* owner, std::initializer_list<Square> squares) {
    dip::DrawListCopy l;
    l.owner = owner;
    l.clip = kDisplay;
    for (const Square& s : squares) {
        const std::uint32_t first = static_cast<std::uint32_t>(l.vertices.size() / kVertexSize);
        for (const auto& [x, y] :
             {std::pair{s.x, s.y}, {s.x + s.size, s.y}, {s.x + s.size, s.y + s.size}, {s.x, s.y + s.size}}) {
            const std::size_t at = l.vertices.size();
            l.vertices.resize(at + kVertexSize);  // the colour's bytes stay 0
            std::memcpy(l.vertices.data() + at, &x, 4);
            std::memcpy(l.vertices.data() + at + 4, &y, 4);
        }
        for (const std::uint32_t i : {0u, 1u, 2u, 0u, 2u, 3u}) l.indices.push_back(first + i);
    }
    l.commands = {1, 2, 3};
    return l;
}

const int kBoard = 0, kPanel = 0, kTooltip = 0;

bool covers(const std::vector<dip::DamageRect>& rects, float x, float y) {
    for (const dip::DamageRect& r : rects)
        if (x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1) return true;
    return false;
}

}  // namespace

TEST_CASE("the first frame, and one of another size, are painted whole", "[FrameDamage]") {
    dip::FrameDamage damage(kVertexSize);
    const std::vector<dip::DrawListCopy> frame = {list_of(&kBoard, {{10, 10, 20}})};
    CHECK_FALSE(damage.changed(frame, kDisplay).has_value());
    damage.painted(frame, kDisplay);
    REQUIRE(damage.changed(frame, kDisplay).has_value());
    CHECK(damage.changed(frame, kDisplay)->empty());  // nothing changed
    CHECK_FALSE(damage.changed(frame, dip::DamageRect{0, 0, 900, 800}).has_value());
    damage.forget();
    CHECK_FALSE(damage.changed(frame, kDisplay).has_value());
}

TEST_CASE("a unit that moves damages where it was and where it is, and nothing else", "[FrameDamage]") {
    dip::FrameDamage damage(kVertexSize);
    damage.painted({list_of(&kBoard, {{100, 100, 20}, {500, 500, 20}}), list_of(&kPanel, {{800, 0, 200}})}, kDisplay);
    const auto rects = damage.changed(
        {list_of(&kBoard, {{100, 100, 20}, {540, 510, 20}}), list_of(&kPanel, {{800, 0, 200}})}, kDisplay);
    REQUIRE(rects.has_value());
    CHECK(covers(*rects, 500, 500));        // where it was
    CHECK(covers(*rects, 559, 529));        // where it is
    CHECK_FALSE(covers(*rects, 110, 110));  // the unit that stayed
    CHECK_FALSE(covers(*rects, 900, 100));  // the panel
}

TEST_CASE("a list that appears, goes or changes shape damages its whole extent", "[FrameDamage]") {
    dip::FrameDamage damage(kVertexSize);
    const dip::DrawListCopy board = list_of(&kBoard, {{0, 0, 10}});
    damage.painted({board}, kDisplay);
    SECTION("a tooltip appears") {
        const auto rects = damage.changed({board, list_of(&kTooltip, {{300, 200, 50}})}, kDisplay);
        REQUIRE(rects.has_value());
        CHECK(covers(*rects, 300, 200));
        CHECK(covers(*rects, 349, 249));
        CHECK_FALSE(covers(*rects, 900, 700));
    }
    SECTION("the board draws another square: where its old and new triangles lie") {
        const auto rects = damage.changed({list_of(&kBoard, {{0, 0, 10}, {600, 700, 10}})}, kDisplay);
        REQUIRE(rects.has_value());
        CHECK(covers(*rects, 0, 0));
        CHECK(covers(*rects, 609, 709));
    }
    SECTION("a list goes") {
        damage.painted({board, list_of(&kTooltip, {{300, 200, 50}})}, kDisplay);
        const auto rects = damage.changed({board}, kDisplay);
        REQUIRE(rects.has_value());
        CHECK(covers(*rects, 320, 220));
    }
    SECTION("a list's extent stops at its clip") {
        dip::DrawListCopy clipped = list_of(&kTooltip, {{300, 200, 500}});
        clipped.clip = {0, 0, 320, 220};
        const auto rects = damage.changed({board, clipped}, kDisplay);
        REQUIRE(rects.has_value());
        CHECK(covers(*rects, 310, 210));
        CHECK_FALSE(covers(*rects, 500, 500));
    }
}

TEST_CASE("changes all over the display come as a few rectangles that do not overlap", "[FrameDamage]") {
    dip::FrameDamage damage(kVertexSize);
    std::vector<dip::DrawListCopy> before, after;
    for (int i = 0; i < 20; ++i) {
        const float x = static_cast<float>((i * 137) % 900), y = static_cast<float>((i * 71) % 700);
        static const int owners[20] = {};
        before.push_back(list_of(&owners[i], {{x, y, 10}}));
        after.push_back(list_of(&owners[i], {{x + 15, y + 5, 10}}));
    }
    damage.painted(before, kDisplay);
    const auto rects = damage.changed(after, kDisplay);
    REQUIRE(rects.has_value());
    CHECK(rects->size() <= dip::FrameDamage::kMostRects);
    for (std::size_t i = 0; i < rects->size(); ++i)
        for (std::size_t j = i + 1; j < rects->size(); ++j) {
            const dip::DamageRect& a = (*rects)[i];
            const dip::DamageRect& b = (*rects)[j];
            CHECK((a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0));
        }
    for (int i = 0; i < 20; ++i) {
        const float x = static_cast<float>((i * 137) % 900), y = static_cast<float>((i * 71) % 700);
        CHECK(covers(*rects, x, y));
        CHECK(covers(*rects, x + 24, y + 14));
    }
}

TEST_CASE("lists drawn in another order are painted whole", "[FrameDamage]") {
    dip::FrameDamage damage(kVertexSize);
    const dip::DrawListCopy board = list_of(&kBoard, {{0, 0, 10}}), panel = list_of(&kPanel, {{50, 50, 10}});
    damage.painted({board, panel}, kDisplay);
    CHECK_FALSE(damage.changed({panel, board}, kDisplay).has_value());
    CHECK(damage.changed({board, panel}, kDisplay)->empty());
}
