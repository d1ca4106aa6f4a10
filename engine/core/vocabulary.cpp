// Finding the vocabulary an order kind or reason belongs to, and the words outcomes are told in.
#include "vocabulary.h"

#include <array>

namespace dip {

namespace {

// Who owns each slot, filled once from the registry: the parser and the adjudicator ask for every order.
struct Owners {
    std::array<const Vocabulary*, 256> kinds{}, reasons{};
    Owners() {
        for (const Vocabulary* v : vocabularies()) {
            for (OrderKind k : v->kinds()) kinds[static_cast<std::uint8_t>(k)] = v;
            for (Reason r : v->reasons()) reasons[static_cast<std::uint8_t>(r)] = v;
        }
    }
};

const Owners& owners() {
    static const Owners o;
    return o;
}

}  // namespace

const Vocabulary* vocabulary_of(OrderKind kind) {
    return is_standard_order(kind) ? nullptr : owners().kinds[static_cast<std::uint8_t>(kind)];
}

const Vocabulary* vocabulary_of(Reason reason) { return owners().reasons[static_cast<std::uint8_t>(reason)]; }

std::string OutcomeWords::space(Loc l) const { return l == kNone ? "?" : map.province(map.province_of(l)).name; }

std::string OutcomeWords::province(Province p) const { return p == kNone ? "?" : map.province(p).name; }

std::string OutcomeWords::unit(Province p) const {
    if (p == kNone) return "?";
    const Unit& u = before.units[p] ? before.units[p] : before.dislodged[p].unit;
    if (!u) return "the unit in " + province(p);
    return std::string(to_string(u.type)) + " " + map.loc(u.loc).abbr;
}

std::string OutcomeWords::strengths(const Outcome& o) const {
    return " (" + std::to_string(o.strength) + " against " + std::to_string(o.opposing) + ")";
}

std::string OutcomeWords::power_name() const { return name_of(order.power, "this power"); }

std::string OutcomeWords::name_of(Power p, const char* none) const {
    return p < map.power_count() ? map.power(p).name : none;
}

}  // namespace dip
