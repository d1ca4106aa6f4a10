// The phase told in words (frontend/film/phase_account.h): a phase with one of each kind of event told as a player
// would tell it, and as properties over every phase of the DATC cases, the variants' scenarios and thousands of
// random and computer-played phases: every outcome worth telling is told, each unit's fate once and as the
// adjudicator decided it, and no province or power is named that the phase does not involve.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <string>

#include "../support.h"
#include "bot/bot.h"
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
    const PhaseAccount account = tell_phase(step.before, step.result, map, kNoPower, Unordered::Told);
    const std::string text = to_text(account);
    INFO(where << "\naccount: " << text);
    // Every outcome worth telling is told.
    for (const OrderResult& r : step.result.results) {
        INFO("result of " << to_text(r.order, map) << ": " << code(r.outcome.reason));
        for (const std::string& name : must_name(r, map)) CHECK(names(text, name));
    }
    // A power is said to have given no orders exactly when, in a movement phase, it had units and ordered none.
    for (int pw = 0; pw < map.power_count(); ++pw) {
        bool units = false, ordered = false;
        for (int p = 0; p < map.province_count(); ++p) units |= step.before.units[p].power == pw;
        for (const OrderResult& r : step.result.results) ordered |= !r.implicit && r.order.power == pw;
        const std::string line = map.power(static_cast<Power>(pw)).name + " handed in no orders: its units hold.";
        CHECK((text.find(line) != std::string::npos) ==
              (step.before.phase.kind == PhaseKind::Movement && units && !ordered));
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

// The results of the unit that stood in `p` before the phase (in a retreat phase, the dislodged unit there).
std::vector<const OrderResult*> results_of_unit(const PhaseResult& result, const Map& map, Province p) {
    std::vector<const OrderResult*> out;
    for (const OrderResult& r : result.results)
        if (is_unit_order(r.order.kind) && province_of(map, r.order.unit) == p) out.push_back(&r);
    return out;
}

// Whether what a line says of one unit is what the adjudicator decided.
bool fate_holds(const UnitFate& u, const PhaseResult& result, const Map& map) {
    for (const OrderResult* r : results_of_unit(result, map, u.unit)) {
        const Outcome& o = r->outcome;
        const bool move = r->order.kind == OrderKind::Move;
        switch (u.fate) {
            case Fate::Moved:
                if (move && o.result == Result::Succeeds) return true;
                break;
            case Fate::Stopped:
                if (move && o.result == Result::Fails) return true;
                break;
            case Fate::Dislodged:
                if (o.dislodged_by != kNone) return true;
                break;
            case Fate::Retreated:
                if (o.reason == Reason::Retreated) return true;
                break;
            case Fate::Disbanded:
                if (r->order.kind == OrderKind::Retreat || r->order.kind == OrderKind::Disband)
                    if (o.reason != Reason::Retreated) return true;
                break;
            case Fate::Removed:
                if (o.reason == Reason::Removed || o.reason == Reason::CivilDisorder) return true;
                break;
        }
    }
    return false;
}

// The account's lines held to the adjudicator: each unit's fate is told as decided, no unit is given two fates
// (a unit may be both stopped and dislodged, nothing else), every dislodgement and every move's success or failure
// is told, and a centre is "taken" only when it changes hands (else the line says when it will).
void check_fates(const ScenarioStep& step, const Map& map, const std::string& where, Power viewer = kNoPower) {
    const PhaseAccount account = tell_phase(step.before, step.result, map, viewer, Unordered::Told);
    INFO(where << "\naccount: " << to_text(account));
    std::map<Province, std::set<Fate>> told;
    for (const AccountLine& line : account.events) {
        INFO("line: " << line.text);
        for (const UnitFate& u : line.units) {
            INFO("unit in " << map.province(u.unit).name << ", fate " << static_cast<int>(u.fate));
            CHECK(fate_holds(u, step.result, map));
            CHECK((told[u.unit].insert(u.fate).second || u.fate == Fate::Stopped));
        }
        const Position &before = step.before, &after = step.result.next;
        if (line.kind == AccountKind::Taken || line.kind == AccountKind::Entered) {
            REQUIRE(line.units.size() == 1);
            const Power mover = before.units[line.units[0].unit].power;
            CHECK(before.owner[line.place] != mover);
            CHECK((after.owner[line.place] == mover) == (line.kind == AccountKind::Taken));
        }
    }
    for (const auto& [unit, fates] : told) {
        INFO("unit in " << map.province(unit).name);
        CHECK((fates.size() == 1 || fates == std::set<Fate>{Fate::Stopped, Fate::Dislodged}));
    }
    for (const OrderResult& r : step.result.results) {
        const Province at = province_of(map, r.order.unit);
        if (!is_unit_order(r.order.kind) || at == kNone) continue;
        INFO("result of " << to_text(r.order, map) << ": " << code(r.outcome.reason));
        const std::set<Fate>& fates = told[at];
        if (r.outcome.dislodged_by != kNone) CHECK(fates.count(Fate::Dislodged) == 1);
        if (r.order.kind == OrderKind::Move && r.outcome.result == Result::Succeeds) CHECK(fates.count(Fate::Moved));
        if (r.order.kind == OrderKind::Move && r.outcome.result == Result::Fails)
            CHECK((fates.count(Fate::Stopped) || fates.count(Fate::Dislodged)));
    }
}

void check_folder(const char* folder, int at_least) {
    const int phases = for_each_scenario_step(folder, [](const ScenarioStep& step, const std::string& where) {
        check_account(step, rules_of_variant(step.rules.variant).map(), where);
        check_fates(step, rules_of_variant(step.rules.variant).map(), where);
    });
    CHECK(phases >= at_least);
}

// Plays a game of every variant from its start to the end of `last_year` with orders from `orders_for(rules,
// position)`, and checks the account of every phase, told to each power in turn. Returns the phases played.
template <class OrdersFor>
int check_games(std::uint64_t seed, int last_year, OrdersFor&& orders_for) {
    int phases = 0;
    for (const Variant v : every_variant()) {
        const Rules& rules = rules_of_variant(v);
        Position pos = start_position(rules.map());
        const int last = last_year + pos.phase.year - 1901;  // as many years after a board's own start
        while (pos.phase.year <= last && !rules.finished(pos)) {
            ScenarioStep step;
            step.before = pos;
            rules.adjudicate(pos, orders_for(rules, pos), step.result);
            const Power viewer = static_cast<Power>(phases % (rules.map().power_count() + 1));
            check_fates(step, rules.map(),
                        variant_name(v) + ", seed " + std::to_string(seed) + ", " + phase_text(pos.phase), viewer);
            pos = step.result.next;
            ++phases;
        }
    }
    return phases;
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
    CHECK(event_texts(account) ==
          std::vector<std::string>{
              "Italy's army in Venice dislodges Austria from Trieste, with support from Tyrolia; "
              "Austria must retreat.",
              "France's army in Burgundy moves into Belgium, a centre it takes if it is still there "
              "after Fall.",
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

TEST_CASE("[Account] over thousands of random and computer-played phases, each unit's fate is told once and true") {
    int phases = 0;
    for (std::uint64_t seed = 1; phases < 10000; ++seed)
        phases += check_games(seed, 1930, [&](const Rules& rules, const Position& pos) {
            std::uint64_t s = seed * 7919 + pos.phase.year * 3 + static_cast<int>(pos.phase.season);
            return random_orders(rules, pos, s);
        });
    for (std::uint64_t seed = 1; seed <= 2; ++seed)
        phases += check_games(seed, 1906, [&](const Rules& rules, const Position& pos) {
            std::vector<Order> orders;
            for (int pw = 0; pw < rules.map().power_count(); ++pw) {
                const auto mine = bot::choose_orders(rules, pos, static_cast<Power>(pw), bot::Level::Easy, seed);
                orders.insert(orders.end(), mine.begin(), mine.end());
            }
            return orders;
        });
    CHECK(phases >= 10000);
}

// A head-to-head that one side wins: the loser is dislodged, and nothing says the two bounced.
TEST_CASE("[Account] a unit dislodged by the unit it moved against is not said to bounce with it") {
    const ScenarioStep step = only_step(R"(phase: Spring 1901 Movement
units:
  Austria: A Tyr, A Vie
  Italy: A Tri
orders:
  Austria: A Tyr - Tri
  Austria: A Vie S A Tyr - Tri
  Italy: A Tri - Tyr
)");
    const PhaseAccount account = tell_phase(step.before, step.result, standard_rules().map());
    CHECK(event_texts(account) == std::vector<std::string>{
                                      "Austria's army in Tyrolia dislodges Italy from Trieste, with support from "
                                      "Vienna; Italy must retreat.",
                                  });
    check_fates(step, standard_rules().map(), "head to head");
}

// The case a player met (issue 42): the account said Rome dislodged Greece from Dalmatia, then that the two bounced
// between Dalmatia and Vindobona.
TEST_CASE(
    "[Account] Rome dislodges Greece from Dalmatia, and nothing says they bounced between Dalmatia and "
    "Vindobona") {
    const ScenarioStep step = only_step(R"(rules: ancient-mediterranean
phase: Spring 1 Movement
units:
  Rome: A Vin, A Ven
  Greece: A Dal
orders:
  Rome: A Vin - Dal
  Rome: A Ven S A Vin - Dal
  Greece: A Dal - Vin
)");
    const Map& map = rules_of_variant(step.rules.variant).map();
    CHECK(event_texts(tell_phase(step.before, step.result, map)) ==
          std::vector<std::string>{"Rome's army in Vindobona dislodges Greece from Dalmatia, with support from "
                                   "Venetia; Greece must retreat."});
    check_fates(step, map, "Dalmatia");
}

TEST_CASE("[Account] a centre entered in Spring is not taken until it is held after Fall") {
    const ScenarioStep step = only_step(R"(phase: Spring 1901 Movement
units:
  France: A Bur
orders:
  France: A Bur - Bel
)");
    CHECK(event_texts(tell_phase(step.before, step.result, standard_rules().map())) ==
          std::vector<std::string>{
              "France's army in Burgundy moves into Belgium, a centre it takes if it is still there after Fall."});
    const ScenarioStep fall = only_step(R"(phase: Fall 1901 Movement
units:
  France: A Bur
orders:
  France: A Bur - Bel
)");
    CHECK(event_texts(tell_phase(fall.before, fall.result, standard_rules().map())) ==
          std::vector<std::string>{"France's army in Burgundy takes Belgium."});
}

TEST_CASE("[Account] told to a power, its own units come first, then the powers that attacked it, then the rest") {
    const ScenarioStep step = only_step(R"(phase: Spring 1901 Movement
units:
  France: A Par, A Bur
  Germany: A Mun, A Ruh
  England: F Lon
orders:
  England: F Lon - Eng
  Germany: A Ruh - Hol
  Germany: A Mun - Bur
  France: A Par - Pic
)");
    const PhaseAccount account = tell_phase(step.before, step.result, standard_rules().map(), kFrance);
    CHECK(event_texts(account) == std::vector<std::string>{
                                      "France holds Burgundy against Germany (from Munich).",
                                      "France moves from Paris to Picardy.",
                                      "Germany's army in Ruhr moves into Holland, a centre it takes if it is still "
                                      "there after Fall.",
                                      "England moves from London to English Channel.",
                                  });
}

TEST_CASE("[Account] at a table, a power that ordered none of its units is told to hold, first to itself") {
    const ScenarioStep step = only_step(R"(phase: Spring 1901 Movement
units:
  France: A Par, A Bur
  Germany: A Mun
  Italy: A Ven, A Tyr
  Austria: A Tri
orders:
  Germany: A Mun - Bur
  Italy: A Ven - Tri
  Italy: A Tyr S A Ven - Tri
  Austria: A Tri H
)");
    const Map& map = standard_rules().map();
    const std::string dislodged =
        "Italy's army in Venice dislodges Austria from Trieste, with support from Tyrolia; "
        "Austria must retreat.";
    CHECK(event_texts(tell_phase(step.before, step.result, map, kNoPower, Unordered::Told)) ==
          std::vector<std::string>{dislodged, "France holds Burgundy against Germany (from Munich).",
                                   "France handed in no orders: its units hold."});
    CHECK(event_texts(tell_phase(step.before, step.result, map, kFrance, Unordered::Told)) ==
          std::vector<std::string>{"France holds Burgundy against Germany (from Munich).",
                                   "France handed in no orders: its units hold.", dislodged});
    // Elsewhere (a sandbox, powers nobody plays) leaving units unordered is not news.
    CHECK(event_texts(tell_phase(step.before, step.result, map)) ==
          std::vector<std::string>{dislodged, "France holds Burgundy against Germany (from Munich)."});
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
    CHECK(event_texts(account) == std::vector<std::string>{
                                      "Germany's army in Munich fails to reach Burgundy, where France moves in.",
                                      "France moves from Paris to Burgundy.",
                                  });
}
