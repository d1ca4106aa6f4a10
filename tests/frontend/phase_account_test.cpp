// The phase told in words (frontend/film/phase_account.h): a phase with one of each kind of event told as a player
// would tell it, and as properties over every phase of the DATC cases and the variants' scenarios: every outcome
// worth telling is told, and no province or power is named that the phase does not involve.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

#include "../support.h"
#include "phase_account.h"
#include "scenario.h"

using namespace dip;
using namespace dip::test;

namespace {

// Whether `name` stands in `text` as whole words ("Rome" is not in "Romania").
bool names(const std::string& text, const std::string& name) {
    for (std::size_t at = text.find(name); at != std::string::npos; at = text.find(name, at + 1)) {
        const bool starts = at == 0 || !std::isalpha(static_cast<unsigned char>(text[at - 1]));
        const std::size_t end = at + name.size();
        const bool ends = end == text.size() || !std::isalpha(static_cast<unsigned char>(text[end]));
        if (starts && ends) return true;
    }
    return false;
}

Province province_of(const Map& map, Loc l) { return l == kNone ? kNone : map.loc(l).province; }

// What the account of a phase must name for one result.
std::vector<std::string> must_name(const OrderResult& r, const Map& map) {
    std::vector<std::string> out;
    const auto place = [&](Loc l) {
        if (province_of(map, l) != kNone) out.push_back(map.province(province_of(map, l)).name);
    };
    const Outcome& o = r.outcome;
    if (r.order.power < map.power_count() && !(r.implicit && o.reason == Reason::Unordered))
        if (o.reason != Reason::Held && o.reason != Reason::SupportGiven && o.reason != Reason::Convoyed)
            out.push_back(map.power(r.order.power).name);
    if (o.result == Result::Void || o.result == Result::Illegal) {
        if (!r.implicit) place(r.order.unit);
        return out;
    }
    if (!is_standard_order(r.order.kind)) return out;
    if (o.dislodged_by != kNone) place(r.order.unit);
    switch (r.order.kind) {
        case OrderKind::Move: place(r.order.dest); break;
        case OrderKind::SupportHold:
        case OrderKind::SupportMove:
            if (o.reason == Reason::SupportCut) place(r.order.unit);
            break;
        case OrderKind::Convoy:
            if (o.reason == Reason::ConvoyParadox) place(r.order.unit);
            break;
        case OrderKind::Retreat:
        case OrderKind::Disband:
        case OrderKind::Build:
        case OrderKind::Remove: place(r.order.unit); break;
        default: break;
    }
    return out;
}

// Checks the account of one phase against its results; `where` says which phase for a failure's message.
void check_account(const ScenarioStep& step, const Map& map, const std::string& where) {
    const PhaseAccount account = tell_phase(step.before, step.result, map);
    const std::string text = to_text(account);
    INFO(where << "\naccount: " << text);
    // Every outcome worth telling is told.
    for (const OrderResult& r : step.result.results) {
        INFO("result of " << to_text(r.order, map) << ": " << code(r.outcome.reason));
        for (const std::string& name : must_name(r, map)) CHECK(names(text, name));
    }
    for (int p = 0; p < map.province_count(); ++p)
        if (map.province(static_cast<Province>(p)).centre && step.before.owner[p] != step.result.next.owner[p])
            CHECK(names(text, map.province(static_cast<Province>(p)).name));
    // Nothing is invented: every province named had a unit, an order or a centre changing hands in the phase, and
    // every power named had a unit or an order. (On some boards a power and a province share a name.)
    std::set<std::string> involved;
    const auto involve_province = [&](Province p) {
        if (p != kNone) involved.insert(map.province(p).name);
    };
    const auto involve_power = [&](Power pw) {
        if (pw < map.power_count()) involved.insert(map.power(pw).name);
    };
    for (int p = 0; p < map.province_count(); ++p) {
        if (step.before.units[p]) involve_province(static_cast<Province>(p)), involve_power(step.before.units[p].power);
        if (step.before.owner[p] != step.result.next.owner[p]) involve_province(static_cast<Province>(p));
    }
    for (const OrderResult& r : step.result.results) {
        for (const Loc l : {r.order.unit, r.order.target, r.order.dest}) involve_province(province_of(map, l));
        involve_power(r.order.power);
    }
    for (int p = 0; p < map.province_count(); ++p)
        if (const std::string& name = map.province(static_cast<Province>(p)).name; names(text, name))
            CHECK(involved.count(name) == 1);
    for (int pw = 0; pw < map.power_count(); ++pw)
        if (const std::string& name = map.power(static_cast<Power>(pw)).name; names(text, name))
            CHECK(involved.count(name) == 1);
}

void check_folder(const char* folder, int at_least) {
    const int phases = for_each_scenario_step(folder, [](const ScenarioStep& step, const std::string& where) {
        check_account(step, rules_of_variant(step.rules.variant).map(), where);
    });
    CHECK(phases >= at_least);
}

}  // namespace

TEST_CASE("[Account] a phase is told most important first: dislodged, taken, stand-offs, cut, then the rest") {
    const ScenarioStep step = only_step(R"(phase: Spring 1901 Movement
units:
  Austria: A Tri, A Vie
  Italy: A Ven, A Tyr
  Germany: F Den, A Mun
  Russia: F Bot, A Gal
  France: A Bur, A Par
  England: F Lon
orders:
  Austria: A Tri H
  Austria: A Vie S A Tri
  Italy: A Ven - Tri
  Italy: A Tyr S A Ven - Tri
  Germany: F Den - Swe
  Germany: A Mun - Bur
  Russia: F Bot - Swe
  Russia: A Gal - Vie
  France: A Bur - Bel
  France: A Par - Pic
  England: F Lon - Mun
)");
    const PhaseAccount account = tell_phase(step.before, step.result, standard_rules().map());
    CHECK(account.events == std::vector<std::string>{
                                "Italy's army in Venice dislodges Austria from Trieste, with support from Tyrolia; "
                                "Austria must retreat.",
                                "France's army in Burgundy takes Belgium.",
                                "Germany and Russia bounce in Sweden.",
                                "Austria holds Vienna against Russia (from Galicia).",
                                "Austria's support from Vienna is cut by Russia (from Galicia).",
                                "France moves from Paris to Picardy.",
                                "Germany moves from Munich to Burgundy.",
                                "England's order F Lon - Mun (London) did nothing: illegal, ignored: a fleet cannot "
                                "enter an inland province.",
                            });
    CHECK(account.centres.empty());  // centres change hands after the Fall
}

TEST_CASE("[Account] every outcome of every phase of the DATC cases is told, and nothing else is named") {
    check_folder(DATC_DIR, 164);
}

TEST_CASE("[Account] every outcome of every phase of the variants' scenarios is told, and nothing else is named") {
    check_folder(VARIANT_CASES_DIR, 30);
}

TEST_CASE("[Account] a move that loses a province to a stronger one is told with the power that moved in") {
    const ScenarioStep step = only_step(R"(phase: Spring 1901 Movement
units:
  France: A Par, A Mar
  Germany: A Mun
orders:
  France: A Par - Bur
  France: A Mar S A Par - Bur
  Germany: A Mun - Bur
)");
    const PhaseAccount account = tell_phase(step.before, step.result, standard_rules().map());
    CHECK(account.events == std::vector<std::string>{
                                "Germany's army in Munich fails to reach Burgundy, where France moves in.",
                                "France moves from Paris to Burgundy.",
                            });
}
