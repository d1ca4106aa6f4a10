// A frame is painted only when its drawing differs from the last one painted: the fingerprint tells drawings
// apart, and the gate paints the first frame, every change, and every frame forced.
#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

#include "repaint_gate.h"

namespace {

std::uint64_t print_of(const std::vector<std::uint8_t>& bytes) {
    dip::FrameFingerprint f;
    f.add(bytes.data(), bytes.size());
    return f.value();
}

}  // namespace

TEST_CASE("a fingerprint tells drawings apart", "[RepaintGate]") {
    std::vector<std::uint8_t> bytes(1000);
    for (std::size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<std::uint8_t>(i * 7);
    const std::uint64_t base = print_of(bytes);
    CHECK(print_of(bytes) == base);
    SECTION("any one byte changed, even in the tail that is not a whole word") {
        for (const std::size_t at : {std::size_t{0}, std::size_t{500}, std::size_t{997}, std::size_t{999}}) {
            auto changed = bytes;
            changed[at] ^= 1;
            CHECK(print_of(changed) != base);
        }
    }
    SECTION("a zero byte more or less") {
        auto longer = bytes;
        longer.push_back(0);
        CHECK(print_of(longer) != base);
        auto shorter = bytes;
        shorter.pop_back();
        CHECK(print_of(shorter) != base);
    }
    SECTION("the same bytes fed in two pieces split at a whole word") {
        dip::FrameFingerprint two;
        two.add(bytes.data(), 496);
        two.add(bytes.data() + 496, bytes.size() - 496);
        CHECK(two.value() == base);
    }
    SECTION("values fed in another order") {
        dip::FrameFingerprint a, b;
        a.add_value(1);
        a.add_value(2);
        b.add_value(2);
        b.add_value(1);
        CHECK(a.value() != b.value());
    }
}

TEST_CASE("a frame drawn as the last one painted is not painted again", "[RepaintGate]") {
    dip::RepaintGate gate;
    CHECK(gate.should_paint(42, false));   // the first frame
    CHECK(!gate.should_paint(42, false));  // the same drawing
    CHECK(!gate.should_paint(42, false));
    CHECK(gate.should_paint(43, false));  // a change
    CHECK(!gate.should_paint(43, false));
    CHECK(gate.should_paint(43, true));   // its pixels are read back: painted whatever it draws
    CHECK(gate.should_paint(42, false));  // back to an earlier drawing: the canvas no longer shows it
    CHECK(gate.painted() == 4);
    CHECK(gate.skipped() == 3);
}
