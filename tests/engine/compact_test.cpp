// The bit-packed positions and orders of save strings and links (compact.h): what an encoder writes reads back,
// and bits that would put an order or a year where the engine cannot take it are refused before anything
// else sees them.
#include <catch2/catch.hpp>

#include "../support.h"
#include "compact.h"
#include "position_text.h"

using namespace dip;
using namespace dip::test;

namespace {

std::vector<Order> round_trip(const std::vector<Order>& orders, bool& ok, std::string& error) {
    BitWriter w;
    pack_orders(w, orders, standard());
    BitReader r(w.bytes().data(), w.bytes().size());
    std::vector<Order> back;
    ok = unpack_orders(r, standard(), back, error);
    return back;
}

}  // namespace

TEST_CASE("[Compact] an order's kind: 4 bits as earlier releases wrote it, and any kind in the third packing") {
    for (int k = 0; k <= 255; ++k) {  // every kind an OrderKind can hold, today's and a later release's
        INFO("kind " << k);
        const auto kind = static_cast<OrderKind>(k);
        BitWriter w;
        pack_order_kind(w, kind, kPacking);
        BitReader r(w.bytes().data(), w.bytes().size());
        OrderKind back = OrderKind::Hold;
        REQUIRE(unpack_order_kind(r, back, kPacking));
        CHECK(back == kind);
        CHECK_FALSE(r.overrun());
        if (k >= 15) continue;
        BitWriter earlier;  // kinds 0 to 14: the 4 bits every earlier packing wrote
        earlier.bits(static_cast<std::uint32_t>(k), 4);
        CHECK(w.bytes() == earlier.bytes());
        BitReader old(earlier.bytes().data(), earlier.bytes().size());
        REQUIRE(unpack_order_kind(old, back, kPackingV2));
        CHECK(back == kind);
    }
    // Code 15 then a varint past OrderKind's range is refused; kPackingV2 reads code 15 as 4 bits alone.
    BitWriter w;
    w.bits(15, 4);
    w.varint(300);
    BitReader r(w.bytes().data(), w.bytes().size());
    OrderKind back = OrderKind::Hold;
    CHECK_FALSE(unpack_order_kind(r, back, kPacking));
    BitReader v2(w.bytes().data(), w.bytes().size());
    REQUIRE(unpack_order_kind(v2, back, kPackingV2));
    CHECK(back == OrderKind::Variant5);
}

TEST_CASE("[Compact] every standard order writes the same bytes as the packing of releases 4 to 7, and reads back") {
    const Unit paris{UnitType::Army, kFrance, province_named("Par")};
    const std::vector<Order> orders = {unit_order(OrderKind::Hold, paris), move_order(paris, province_named("Bur")),
                                       support_order(paris, {UnitType::Army, kFrance, province_named("Mar")}),
                                       power_order(OrderKind::Waive, kFrance)};
    BitWriter now, earlier;
    pack_orders(now, orders, standard(), kPacking);
    pack_orders(earlier, orders, standard(), kPackingV2);
    CHECK(now.bytes() == earlier.bytes());
    BitReader r(now.bytes().data(), now.bytes().size());
    std::vector<Order> back;
    std::string error;
    REQUIRE(unpack_orders(r, standard(), back, error, kPackingV2));
    CHECK(back == orders);
}

TEST_CASE("[Compact] an order that names no place where its kind needs one is refused") {
    // A move of no unit: before, it was read and reached the adjudicator, which looked its province up with
    // location 255 and read past a table.
    const Unit paris{UnitType::Army, kFrance, province_named("Par")};
    std::vector<Order> bad = {move_order(paris, province_named("Bur"))};
    bad[0].unit = kNone;
    bool ok = true;
    std::string error;
    round_trip(bad, ok, error);
    CHECK_FALSE(ok);
    CHECK(error == "an order that cannot be");
    for (OrderKind kind : {OrderKind::Hold, OrderKind::SupportHold, OrderKind::Convoy, OrderKind::Build}) {
        Order o = unit_order(OrderKind::Hold, paris);
        o.kind = kind;
        o.unit = kNone;
        INFO(static_cast<int>(kind));
        round_trip({o}, ok, error);
        CHECK_FALSE(ok);
    }
    // A move to nowhere, a support of nobody.
    Order to_nowhere = move_order(paris, province_named("Bur"));
    to_nowhere.dest = kNone;
    round_trip({to_nowhere}, ok, error);
    CHECK_FALSE(ok);
    Order of_nobody = support_order(paris, {UnitType::Army, kFrance, province_named("Mar")});
    of_nobody.target = kNone;
    round_trip({of_nobody}, ok, error);
    CHECK_FALSE(ok);
    // Waives and every well-formed order read back as written.
    const std::vector<Order> good = {move_order(paris, province_named("Bur")), power_order(OrderKind::Waive, kFrance),
                                     support_order(paris, {UnitType::Army, kFrance, province_named("Mar")})};
    CHECK(round_trip(good, ok, error) == good);
    CHECK(ok);
}

TEST_CASE("[Compact] a position of any year the text reader takes packs and reads back") {
    // Before, years earlier than 1000 years before 1901 were written but refused on reading ("a phase that does
    // not exist"): a board kept in the page would then be set aside as unreadable. And the text reader took
    // years to 999999 that the packing refused (the fuzzers found "Spring 19021 Movement").
    auto packed_and_read = [](int year, Position& back) {
        Position pos = start_position(standard());
        pos.phase.year = year;
        BitWriter w;
        pack_position(w, pos, standard_rules());
        BitReader r(w.bytes().data(), w.bytes().size());
        std::string error;
        return unpack_position(r, standard_rules(), back, error) && back == pos;
    };
    for (int year : {1901, 1900, 901, 900, 1, 0, 2500, kLastYear}) {
        INFO(year);
        REQUIRE(parse_phase("Spring " + std::to_string(year) + " Movement"));
        Position back;
        CHECK(packed_and_read(year, back));
    }
    for (int year : {-50, kLastYear + 1, 19021}) {
        INFO(year);
        CHECK_FALSE(parse_phase("Spring " + std::to_string(year) + " Movement"));
        Position back;
        CHECK_FALSE(packed_and_read(year, back));
    }
}

TEST_CASE("[Compact] a year code of any 32 bits is refused without overflow") {
    // The fuzzers found a year code near 2^32 that overflowed "1901 + year" (undefined in C++).
    for (const Packing packing : {kPacking, kPackingV1}) {
        BitWriter w;
        w.bits(0, 1);  // not the starting position
        w.bits(0, 2);  // Spring
        w.bits(0, 2);  // Movement
        w.varint(0xFFFFFFF0u);
        BitReader r(w.bytes().data(), w.bytes().size());
        Position back;
        std::string error;
        CHECK_FALSE(unpack_position(r, standard_rules(), back, error, packing));
        CHECK(error == "a phase that does not exist");
    }
}
