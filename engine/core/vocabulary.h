// The orders and reasons a variant adds to the standard game's, and how they are read, written, packed and
// worded. The core knows them only through this interface (Formal Diplomacy's is in formal/vocabulary.cpp);
// the registry (catalogue.cpp) lists every vocabulary.
//
// A vocabulary's order kinds take the slots OrderKind::Variant0.. and its reasons Reason::Variant0..; the
// slots are shared by every vocabulary, so two vocabularies must not claim the same one (catalogue_test).
#pragma once

#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

#include "map.h"
#include "order.h"
#include "outcome.h"

namespace dip {

// Which fields an order of a variant's kind carries, in this order on the wire (compact.cpp): its unit, a
// power it names, a province.
struct OrderShape {
    bool unit = false;  // false: a power order, given by the power for no unit
    bool names_power = false;
    bool power_may_be_none = false;  // the power named may be none (written as kNoPower)
    bool province = false;
};

// The order text, as the parser offers it to a vocabulary: lower-case words read left to right.
class OrderWords {
public:
    virtual std::string_view word(int ahead = 0) const = 0;                  // "" past the end
    virtual bool accept(std::initializer_list<std::string_view> words) = 0;  // the next word, if one of these
    virtual void skip() = 0;
    virtual int mark() const = 0;  // where the reader is, for expected()
    // A power named by the next word (fails the parse when none); a power a word names, or kNoPower.
    virtual Power power(int context_from) = 0;
    virtual Power power_named(std::string_view word) const = 0;
    virtual Loc province() = 0;  // a space, as its province (fails the parse when none)
    // Fails the parse: "expected <what> after <the words from context_from>, found ...".
    virtual void expected(const std::string& what, int context_from) = 0;

protected:
    ~OrderWords() = default;
};

// The words a reason's sentence is made of: the units, spaces and powers an outcome names.
struct OutcomeWords {
    const Order& order;
    const Position& before;
    const Map& map;

    std::string space(Loc l) const;
    std::string province(Province p) const;
    std::string unit(Province p) const;  // "A Mun", naming the unit standing (or dislodged) there before the orders
    std::string strengths(const Outcome& o) const;  // " (2 against 1)"
    std::string power_name() const;                 // the ordering power
    std::string name_of(Power p, const char* none = "?") const;
};

class Vocabulary {
public:
    virtual ~Vocabulary() = default;

    virtual std::string_view name() const = 0;  // "Formal Diplomacy"
    virtual std::span<const OrderKind> kinds() const = 0;
    virtual std::span<const Reason> reasons() const = 0;
    virtual OrderShape shape(OrderKind kind) const = 0;

    // Reading: a power order at the start of an order ("Declare War On Germany"), or what follows a unit's
    // "S" ("A Bur S France SOI Bel"). False when the words are none of this vocabulary's, reading nothing.
    virtual bool read_power_order(OrderWords& in, Order& o) const = 0;
    virtual bool read_support(OrderWords& in, Order& o) const = 0;
    // Writing back: `self` is the unit as standard text ("A Bur").
    virtual std::string text(const Order& o, const std::string& self, const Map& map) const = 0;

    // Reasons: a stable snake_case code, a sentence, and which strengths the JSON results report.
    virtual std::string_view code(Reason r) const = 0;
    virtual std::string describe(const Outcome& o, const OutcomeWords& w) const = 0;
    enum class Strengths : std::uint8_t { None, Strength, StrengthAndOpposing };
    virtual Strengths strengths(Reason r) const = 0;
};

// Every vocabulary, from the registry (catalogue.cpp).
std::span<const Vocabulary* const> vocabularies();
// The vocabulary an order kind or reason belongs to; nullptr for the standard game's and unclaimed slots.
const Vocabulary* vocabulary_of(OrderKind kind);
const Vocabulary* vocabulary_of(Reason reason);

}  // namespace dip
