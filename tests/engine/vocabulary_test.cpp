// The variants' vocabularies (engine/core/vocabulary.h): each takes slots no other takes, names its reasons with
// codes of their own, and every order it has reads back from its text and from the compact codec unchanged.
#include <catch2/catch.hpp>

#include <set>

#include "../support.h"
#include "compact.h"
#include "order_parser.h"
#include "vocabulary.h"

using namespace dip;
using namespace dip::test;

namespace {

// An order of `kind` with every field its shape carries filled in: France's A Par, naming Germany, claiming Bel.
Order example(const Vocabulary& v, OrderKind kind, bool none_named = false) {
    const OrderShape shape = v.shape(kind);
    Order o;
    o.kind = kind;
    o.power = kFrance;
    if (shape.unit) o.unit_type = UnitType::Army, o.unit = location_named("Par");
    if (shape.names_power) o.named_power = none_named ? kNoPower : kGermany;
    if (shape.province) o.dest = province_named("Bel");
    return o;
}

}  // namespace

TEST_CASE("[vocabulary] each slot belongs to one vocabulary, none to the standard game") {
    std::set<OrderKind> kinds;
    std::set<Reason> reasons;
    REQUIRE_FALSE(vocabularies().empty());
    for (const Vocabulary* v : vocabularies()) {
        INFO(v->name());
        for (OrderKind k : v->kinds()) {
            CHECK_FALSE(is_standard_order(k));
            CHECK(kinds.insert(k).second);
            CHECK(vocabulary_of(k) == v);
        }
        for (Reason r : v->reasons()) {
            CHECK(r >= Reason::Variant0);
            CHECK(reasons.insert(r).second);
            CHECK(vocabulary_of(r) == v);
        }
    }
    CHECK(vocabulary_of(OrderKind::Move) == nullptr);
    CHECK(vocabulary_of(Reason::Bounced) == nullptr);
}

TEST_CASE("[vocabulary] every reason has a code of its own") {
    std::set<std::string_view> codes;
    for (int r = 0; r <= static_cast<int>(Reason::OtherVariantOrder); ++r) {
        INFO("reason " << r);
        CHECK(codes.insert(code(static_cast<Reason>(r))).second);
    }
    for (const Vocabulary* v : vocabularies())
        for (Reason r : v->reasons()) {
            INFO(v->name() << " reason " << static_cast<int>(r));
            CHECK(code(r) != "unknown");
            CHECK(codes.insert(code(r)).second);
        }
}

TEST_CASE("[vocabulary] every order of a vocabulary reads back from its text and from the compact codec") {
    const Map& map = standard();
    for (const Vocabulary* v : vocabularies())
        for (OrderKind k : v->kinds())
            for (bool none_named : {false, true}) {
                const OrderShape shape = v->shape(k);
                if (none_named && !shape.power_may_be_none) continue;
                const Order o = example(*v, k, none_named);
                const std::string text = to_text(o, map);
                INFO(v->name() << ": " << text);
                CHECK(is_power_order(k) == !shape.unit);

                const Expected<Order> parsed = parse_order(text, PhaseKind::Movement, map);
                REQUIRE(parsed.ok());
                Order read = *parsed;
                read.power = o.power;
                CHECK(read == o);

                BitWriter w;
                pack_orders(w, {o}, map);
                BitWriter earlier;  // the packing of releases 4 to 7 wrote the same: every kind fits 4 bits
                pack_orders(earlier, {o}, map, kPackingV2);
                CHECK(earlier.bytes() == w.bytes());
                BitReader r(w.bytes().data(), w.bytes().size());
                std::vector<Order> unpacked;
                std::string error;
                REQUIRE(unpack_orders(r, map, unpacked, error));
                REQUIRE(unpacked.size() == 1);
                CHECK(unpacked[0] == o);
            }
}

TEST_CASE("[vocabulary] a variant's order in a game without it is illegal, and says whose it is") {
    const Rules& rules = rules_of_variant(Variant::Standard);
    const Position pos = start_position(standard());
    for (const Vocabulary* v : vocabularies())
        for (OrderKind k : v->kinds()) {
            const Order o = example(*v, k);
            INFO(to_text(o, standard()));
            const std::optional<Outcome> why = rules.check(pos, o);
            REQUIRE(why);
            CHECK(why->reason == Reason::OtherVariantOrder);
            CHECK(describe(*why, o, pos, standard()).find(v->name()) != std::string::npos);
        }
}
