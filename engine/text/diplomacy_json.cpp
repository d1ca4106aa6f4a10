// The Python `diplomacy` package's saved games, both ways (diplomacy_json.h). Their layout, from their code
// (diplomacy/utils/export.py, utils/game_phase_data.py, engine/game.py get_state): {"id", "map", "rules",
// "phases": [{"name": "S1901M", "state": {"name", "units": {POWER: ["A PAR", "*F BRE"]}, "retreats": {POWER:
// {"F BRE": ["MAO", "GAS"]}}, "centers", "homes", "influence", "civil_disorder", "builds", ...}, "orders":
// {POWER: ["A PAR - BUR"] or null}, "results": {"A PAR": ["bounce"]}, "messages": [...]}]}. The last phase is
// the one not yet played; a game won ends with a phase named "COMPLETED".
#include "diplomacy_json.h"

#include <algorithm>
#include <cctype>

#include "diplomacy_hash.h"
#include "json.h"
#include "json_reader.h"
#include "order_parser.h"
#include "outcome.h"
#include "position_text.h"
#include "variants/catalogue.h"

namespace dip {

namespace {

// The boards both sides have, played by the same start and rules. Their "BUILD_ANY" rule on the standard
// map is our Build Anywhere. Their ancmed map and our Ancient Mediterranean differ in names and start: not
// here. Neither is England vs Turkey, Chaos nor Formal Diplomacy, which they do not have.
struct MapMatch {
    std::string_view theirs, ours;
    bool build_any;
};
constexpr MapMatch kMaps[] = {{"standard", "standard", false},
                              {"standard", "build-anywhere", true},
                              {"standard_france_austria", "france-austria", false},
                              {"standard_germany_italy", "germany-italy", false},
                              {"standard_fleet_rome", "fleet-rome", false}};

// Their rules that change nothing on the board (press, deadlines, who plays whom). Any other rule
// (NO_CHECK, DONT_SKIP_PHASES, HOLD_WIN, SHARED_VICTORY, ...) changes play, and a record with it is refused.
constexpr std::string_view kHarmlessRules[] = {"NO_PRESS",
                                               "POWER_CHOICE",
                                               "PUBLIC_PRESS",
                                               "REAL_TIME",
                                               "NO_OBSERVATIONS",
                                               "START_MASTER",
                                               "SOLITAIRE",
                                               "NO_DEADLINE",
                                               "CD_DUMMIES",
                                               "ALWAYS_WAIT",
                                               "IGNORE_ERRORS",
                                               "CIVIL_DISORDER",
                                               "MULTIPLE_POWERS_PER_PLAYER",
                                               "PRESS_MASTER"};

constexpr std::size_t kMaxOrdersPerPhase = 1000;  // far more than a board's units; bounds a crafted phase

std::string upper(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

std::string loc_name(const Map& map, Loc l) { return upper(map.loc(l).abbr); }
std::string province_name(const Map& map, Province p) { return upper(map.province(p).abbr); }
std::string power_name(const Map& map, Power p) { return upper(map.power(p).name); }
std::string unit_name(const Map& map, UnitType t, Loc l) {
    return std::string(t == UnitType::Fleet ? "F " : "A ") + loc_name(map, l);
}

// A power as their records name it ("FRANCE"): its name in capitals, nothing else; kNoPower when none.
Power record_power(const Map& map, std::string_view text) {
    const Power p = map.find_power(text);
    return p != kNoPower && text == power_name(map, p) ? p : kNoPower;
}

// "S1901M"; their name of a phase.
std::string short_phase(const Phase& ph) {
    static constexpr char kSeason[] = {'S', 'F', 'W'}, kKind[] = {'M', 'R', 'A'};
    std::string year = std::to_string(ph.year);
    if (year.size() < 4) year.insert(0, 4 - year.size(), '0');
    return kSeason[static_cast<int>(ph.season)] + year + kKind[static_cast<int>(ph.kind)];
}

// A unit as their state and results write it ("A PAR", "F STP/SC"); false if it names none on this map.
bool read_unit(std::string_view s, const Map& map, UnitType& type, Loc& loc) {
    if (s.size() < 3 || (s[0] != 'A' && s[0] != 'F') || s[1] != ' ') return false;
    type = s[0] == 'A' ? UnitType::Army : UnitType::Fleet;
    loc = map.find_loc(s.substr(2));
    return loc != kNone && map.can_stand(type, loc);
}

std::string clip(std::string_view s) {  // a record's text quoted in a message, kept short and printable
    std::string out;
    for (char c : s.substr(0, 60)) out += (c >= 0x20 && c < 0x7F) ? c : '?';
    return s.size() > 60 ? out + "..." : out;
}

// ---- A phase's state as a comparable list of facts ------------------------------------------------------

// The facts of a position both sides record, each as a line ("FRANCE A PAR", "FRANCE *A MUN -> BOH, TYR",
// "FRANCE PAR"), sorted.
struct Facts {
    std::vector<std::string> units, dislodged, centers;
};

std::string retreat_list(const Map& map, std::vector<Province> provinces) {
    std::sort(provinces.begin(), provinces.end(),
              [&](Province a, Province b) { return province_name(map, a) < province_name(map, b); });
    provinces.erase(std::unique(provinces.begin(), provinces.end()), provinces.end());
    std::string out;
    for (Province p : provinces) out += std::string(out.empty() ? "" : ", ") + province_name(map, p);
    return out.empty() ? "nowhere" : out;
}

Facts our_facts(const Position& pos, const Rules& rules) {
    const Map& map = rules.map();
    Facts f;
    for (int p = 0; p < map.province_count(); ++p) {
        if (const Unit& u = pos.units[p])
            f.units.push_back(power_name(map, u.power) + " " + unit_name(map, u.type, u.loc));
        if (const DislodgedUnit& d = pos.dislodged[p]; d.unit) {
            std::vector<Province> to;
            rules.retreat_options(pos, d).for_each([&](int l) { to.push_back(map.province_of(static_cast<Loc>(l))); });
            f.dislodged.push_back(power_name(map, d.unit.power) + " *" + unit_name(map, d.unit.type, d.unit.loc) +
                                  " -> " + retreat_list(map, to));
        }
        if (map.province(p).centre && pos.owner[p] != kNoPower)
            f.centers.push_back(power_name(map, pos.owner[p]) + " " + province_name(map, p));
    }
    for (auto* v : {&f.units, &f.dislodged, &f.centers}) std::sort(v->begin(), v->end());
    return f;
}

// A record's state read: its facts, and the position they make (dislodged units without their attacker, which
// the record does not keep).
struct RecordState {
    bool completed = false;
    Phase phase;
    Facts facts;
    Position position;
};

const JsonValue* member(const JsonValue& v, std::string_view key, JsonValue::Type type, std::string& error,
                        std::string_view where) {
    const JsonValue* m = v.find(key);
    if (!m || !m->is(type)) {
        JsonValue want;
        want.type = type;
        error =
            std::string(where) + ": \"" + std::string(key) + "\" is missing or not " + std::string(want.type_name());
    }
    return m && m->is(type) ? m : nullptr;
}

std::optional<RecordState> read_state(const JsonValue& phase, const Rules& rules, std::string_view where,
                                      std::string& error) {
    const Map& map = rules.map();
    RecordState out;
    const JsonValue* name = member(phase, "name", JsonValue::Type::String, error, where);
    const JsonValue* state = member(phase, "state", JsonValue::Type::Object, error, where);
    if (!name || !state) return std::nullopt;
    const JsonValue* units = member(*state, "units", JsonValue::Type::Object, error, where);
    const JsonValue* centers = member(*state, "centers", JsonValue::Type::Object, error, where);
    if (!units || !centers) return std::nullopt;
    if (name->text == "COMPLETED") {
        out.completed = true;
    } else if (const std::optional<Phase> ph = name->text.size() == 6 ? parse_phase(name->text) : std::nullopt) {
        out.phase = *ph;
    } else {
        error = std::string(where) + ": the phase name \"" + clip(name->text) + "\" is not one like S1901M";
        return std::nullopt;
    }
    out.position.phase = out.phase;
    const JsonValue* retreats = state->find("retreats");
    for (const auto& [power_text, list] : units->members) {
        const Power pw = record_power(map, power_text);
        if (pw == kNoPower || !list.is(JsonValue::Type::Array)) {
            error = std::string(where) + ": units of \"" + clip(power_text) + "\", no power of this map";
            return std::nullopt;
        }
        const JsonValue* power_retreats = retreats ? retreats->find(power_text) : nullptr;
        for (const JsonValue& item : list.items) {
            const bool dislodged = item.is(JsonValue::Type::String) && !item.text.empty() && item.text[0] == '*';
            UnitType type;
            Loc loc;
            if (!item.is(JsonValue::Type::String) ||
                !read_unit(std::string_view(item.text).substr(dislodged), map, type, loc)) {
                error =
                    std::string(where) + ": " + power_text + " has a unit \"" + clip(item.text) + "\" not on this map";
                return std::nullopt;
            }
            const Province p = map.province_of(loc);
            auto& slot = dislodged ? out.position.dislodged[p].unit : out.position.units[p];
            if (slot) {
                error = std::string(where) + ": two units in " + province_name(map, p);
                return std::nullopt;
            }
            slot = Unit{type, pw, loc};
            const std::string unit = unit_name(map, type, loc);
            if (!dislodged) {
                out.facts.units.push_back(power_name(map, pw) + " " + unit);
                continue;
            }
            std::vector<Province> to;
            const JsonValue* options = power_retreats ? power_retreats->find(item.text.substr(1)) : nullptr;
            if (options && options->is(JsonValue::Type::Array))
                for (const JsonValue& o : options->items)
                    if (const Loc l = o.is(JsonValue::Type::String) ? map.find_loc(o.text) : kNone; l != kNone)
                        to.push_back(map.province_of(l));
            const std::string fact = power_name(map, pw) + " *" + unit + " -> " + retreat_list(map, to);
            out.facts.dislodged.push_back(fact);
        }
    }
    for (const auto& [power_text, list] : centers->members) {
        const Power pw = record_power(map, power_text);
        if (pw == kNoPower || !list.is(JsonValue::Type::Array)) {
            error = std::string(where) + ": centres of \"" + clip(power_text) + "\", no power of this map";
            return std::nullopt;
        }
        for (const JsonValue& c : list.items) {
            const Province p = c.is(JsonValue::Type::String) ? map.find_abbr(c.text) : kNone;
            if (p == kNone || !map.province(p).centre || out.position.owner[p] != kNoPower) {
                error = std::string(where) + ": " + power_text + " owns \"" + clip(c.text) +
                        "\", no supply centre of this map (or one owned twice)";
                return std::nullopt;
            }
            out.position.owner[p] = pw;
            out.facts.centers.push_back(power_name(map, pw) + " " + province_name(map, p));
        }
    }
    for (auto* v : {&out.facts.units, &out.facts.dislodged, &out.facts.centers}) std::sort(v->begin(), v->end());
    return out;
}

// ---- Comparing one phase -----------------------------------------------------------------------------------

class Comparison {
public:
    Comparison(DiplomacyImport& im, std::size_t index, const Phase& phase) : im_(im), index_(index) {
        name_ = phase_text(phase);
    }
    void add(std::string subject, std::string what) {
        im_.divergences.push_back({index_, name_, std::move(subject), std::move(what)});
    }
    // Every fact one side has and the other lacks.
    void facts(const std::vector<std::string>& record, const std::vector<std::string>& ours, std::string_view kind) {
        for (const std::string& f : record)
            if (!std::binary_search(ours.begin(), ours.end(), f))
                add("", "after it the record has the " + std::string(kind) + " " + f + ", we do not");
        for (const std::string& f : ours)
            if (!std::binary_search(record.begin(), record.end(), f))
                add("", "after it we have the " + std::string(kind) + " " + f + ", the record does not");
    }
    void state(const RecordState& record, const Position& next, const Rules& rules) {
        const bool over = rules.finished(next);
        const std::string we_end = over && next.winner != kNoPower ? ": " + rules.win_text(next, next.winner) : "";
        if (record.completed && !over) add("", "the record ends the game here, we go on to " + phase_text(next.phase));
        else if (!record.completed && over)
            add("", "the record goes on to " + phase_text(record.phase) + ", we find the game over" + we_end);
        else if (!record.completed && record.phase != next.phase)
            add("", "the record goes on to " + phase_text(record.phase) + ", we go on to " + phase_text(next.phase));
        const Facts ours = our_facts(next, rules);
        facts(record.facts.units, ours.units, "unit");
        facts(record.facts.dislodged, ours.dislodged, "dislodged unit");
        facts(record.facts.centers, ours.centers, "centre");
    }

private:
    DiplomacyImport& im_;
    std::size_t index_;
    std::string name_;
};

bool has(const std::vector<std::string>& codes, std::string_view c) {
    return std::find(codes.begin(), codes.end(), c) != codes.end();
}
std::string said(const std::vector<std::string>& codes) {
    std::string out;
    for (const std::string& c : codes)
        if (!c.empty()) out += std::string(out.empty() ? "" : " and ") + c;
    return out.empty() ? "it succeeds" : out;
}

// Their results for the movement or retreat phase against ours, unit by unit: dislodged or not, a move or
// retreat made or not, a support cut or not (docs/FORMATS.md says which of their words matches which of ours).
void compare_results(const JsonValue& results, const Position& before, const PhaseResult& ours,
                     const std::vector<std::string>& written, const Rules& rules, Comparison& cmp) {
    const Map& map = rules.map();
    const bool retreats = before.phase.kind == PhaseKind::Retreats;
    for (const auto& [key, list] : results.members) {
        UnitType type;
        Loc loc;
        if (!read_unit(key, map, type, loc) || !list.is(JsonValue::Type::Array)) {
            cmp.add(clip(key), "a result for no unit we can read");
            continue;
        }
        std::vector<std::string> codes;
        for (const JsonValue& c : list.items)
            if (c.is(JsonValue::Type::String)) codes.push_back(c.text);
        const Province p = map.province_of(loc);
        const OrderResult* mine = nullptr;
        for (const OrderResult& r : ours.results)
            if (is_unit_order(r.order.kind) && r.order.unit != kNone && map.province_of(r.order.unit) == p &&
                (!mine || mine->outcome.result == Result::Illegal))
                mine = &r;
        if (!mine) {
            cmp.add(key, "the record has a result (" + said(codes) + ") for a unit we do not have");
            continue;
        }
        const Order& o = mine->order;
        // Name the order as the record wrote it (the given orders come first in our results, in their order).
        const std::size_t index = static_cast<std::size_t>(mine - ours.results.data());
        const std::string& subject = index < written.size() ? written[index] : key;
        const std::string we = describe(mine->outcome, o, before, map);
        if (retreats) {
            const bool theirs_made = codes.empty() || codes == std::vector<std::string>{""};
            const bool ours_made = o.kind == OrderKind::Retreat && mine->outcome.result == Result::Succeeds;
            if (theirs_made != ours_made) cmp.add(subject, "the record says " + said(codes) + ", we find " + we);
            continue;
        }
        const bool their_dislodged = has(codes, "dislodged");
        const bool our_dislodged = mine->outcome.dislodged_by != kNone || mine->outcome.reason == Reason::Dislodged;
        if (their_dislodged != our_dislodged)
            cmp.add(subject, their_dislodged ? "the record says dislodged, we find it stays: " + we
                                             : "the record does not say dislodged, we find " + we);
        if (o.kind == OrderKind::Move) {
            const bool theirs_moved = !has(codes, "bounce") && !has(codes, "void") && !has(codes, "no convoy") &&
                                      !has(codes, "disrupted") && !their_dislodged;
            if (theirs_moved != (mine->outcome.result == Result::Succeeds))
                cmp.add(subject, "the record says " + said(codes) + ", we find " + we);
        } else if ((o.kind == OrderKind::SupportHold || o.kind == OrderKind::SupportMove) && !has(codes, "void")) {
            const bool their_failed = has(codes, "cut") || their_dislodged;
            const Result r = mine->outcome.result;
            if (r == Result::Void || r == Result::Illegal || their_failed != (r == Result::Fails))
                cmp.add(subject, "the record says " +
                                     (their_failed ? said(codes) : std::string("the support is given")) + ", we find " +
                                     we);
        }
    }
}

// Their order text in our notation: "A LON - BEL VIA" is a move by convoy.
std::string our_notation(std::string_view text) {
    std::string s(text);
    if (s.size() > 4 && upper(s.substr(s.size() - 4)) == " VIA") s += " convoy";
    return s;
}

// The orders of one phase; false (with divergences added) when one cannot be read.
bool read_orders(const JsonValue& orders, const Position& pos, const Map& map, std::vector<Order>& out,
                 std::vector<std::string>& written, Comparison& cmp) {
    bool ok = true;
    for (const auto& [power_text, list] : orders.members) {
        const Power pw = record_power(map, power_text);
        if (pw == kNoPower) {
            cmp.add("", "orders of \"" + clip(power_text) + "\", no power of this map");
            ok = false;
            continue;
        }
        if (list.is(JsonValue::Type::Null)) continue;  // their "orders not set"
        if (!list.is(JsonValue::Type::Array)) {
            cmp.add("", "the orders of " + power_name(map, pw) + " are not a list");
            ok = false;
            continue;
        }
        for (const JsonValue& item : list.items) {
            if (!item.is(JsonValue::Type::String)) {
                cmp.add("",
                        "an order of " + power_name(map, pw) + " is " + std::string(item.type_name()) + ", not text");
                ok = false;
                continue;
            }
            Expected<Order> o = parse_order(our_notation(item.text), pos.phase.kind, map);
            if (!o) {
                cmp.add(clip(item.text), "we cannot read this order: " + o.failure().message);
                ok = false;
                continue;
            }
            o->power = pw;
            out.push_back(*o);
            written.push_back(clip(item.text));
            if (out.size() > kMaxOrdersPerPhase) {
                cmp.add("", "more than " + std::to_string(kMaxOrdersPerPhase) + " orders in one phase");
                return false;
            }
        }
    }
    return ok;
}

Expected<const VariantInfo*> variant_of(const JsonValue& root) {
    const JsonValue* map = root.find("map");
    const JsonValue* rules = root.find("rules");
    const std::string map_name = map && map->is(JsonValue::Type::String) ? map->text : "standard";
    if (map && !map->is(JsonValue::Type::String)) return Failure{"the saved game's \"map\" is not text"};
    bool build_any = false;
    if (rules) {
        if (!rules->is(JsonValue::Type::Array)) return Failure{"the saved game's \"rules\" is not a list"};
        for (const JsonValue& r : rules->items) {
            if (!r.is(JsonValue::Type::String)) return Failure{"a rule of the saved game is not text"};
            if (r.text == "BUILD_ANY") build_any = true;
            else if (std::find(std::begin(kHarmlessRules), std::end(kHarmlessRules), r.text) ==
                     std::end(kHarmlessRules))
                return Failure{"the saved game has the rule " + clip(r.text) +
                               ", which changes play; we do not play it"};
        }
    }
    for (const MapMatch& m : kMaps)
        if (m.theirs == map_name && m.build_any == build_any) return catalogue().find(m.ours);
    return Failure{"the map \"" + clip(map_name) + "\"" + (build_any ? " with BUILD_ANY" : "") +
                   " is not one we play the same way (standard, standard_france_austria, "
                   "standard_germany_italy, standard_fleet_rome; BUILD_ANY on standard)"};
}

}  // namespace

std::string DiplomacyDivergence::text() const {
    return phase_name + ": " + (subject.empty() ? "" : subject + ": ") + what;
}

std::string DiplomacyImport::report() const {
    std::string out;
    for (const DiplomacyDivergence& d : divergences) out += d.text() + "\n";
    const std::size_t played = record_phases ? record_phases - 1 : 0;
    if (agrees()) out += "all " + std::to_string(played) + " phases played in the record agree with our adjudication\n";
    else
        out += "stopped after " + std::to_string(phases_agreeing) + " of the record's " + std::to_string(played) +
               " phases played: " + stopped + "\n";
    return out;
}

Expected<DiplomacyImport> import_diplomacy_json(std::string_view json) {
    Expected<JsonValue> read = read_json(json);
    if (!read) return read.failure();
    const JsonValue& root = *read;
    if (!root.is(JsonValue::Type::Object))
        return Failure{"a saved game is a JSON object, not " + std::string(root.type_name())};
    Expected<const VariantInfo*> variant = variant_of(root);
    if (!variant) return variant.failure();
    std::string error;
    const JsonValue* phases = member(root, "phases", JsonValue::Type::Array, error, "the saved game");
    if (!phases) return Failure{error};
    if (phases->items.empty()) return Failure{"the saved game has no phases"};
    if (phases->items.size() > kMaxPhases + 1)
        return Failure{"the saved game has more than " + std::to_string(kMaxPhases) + " phases"};
    for (const JsonValue& ph : phases->items)
        if (!ph.is(JsonValue::Type::Object)) return Failure{"a phase of the saved game is not an object"};

    DiplomacyImport im;
    if (const JsonValue* id = root.find("id"); id && id->is(JsonValue::Type::String)) im.game_id = clip(id->text);
    im.map_name = root.find("map") ? root.find("map")->text : "standard";
    im.rules.variant = (*variant)->number;
    im.record_phases = phases->items.size();
    const std::unique_ptr<Rules> rules = make_rules(im.rules);
    const Map& map = rules->map();

    std::optional<RecordState> first = read_state(phases->items[0], *rules, "phase 1", error);
    if (!first) return Failure{error};
    if (first->completed || first->phase.kind == PhaseKind::Retreats || !first->facts.dislodged.empty())
        return Failure{
            "the saved game starts in a retreat phase or after its end; it must start where orders are "
            "given to units on the board"};
    // Their homes decide where builds go: they must be the map's, power by power.
    if (const JsonValue* homes = phases->items[0].find("state")->find("homes"); homes)
        for (const auto& [power_text, list] : homes->members) {
            const Power pw = record_power(map, power_text);
            if (pw == kNoPower || !list.is(JsonValue::Type::Array))
                return Failure{"phase 1: homes of \"" + clip(power_text) + "\", no power of this map"};
            std::vector<std::string> theirs, ours;
            for (const JsonValue& h : list.items) theirs.push_back(h.is(JsonValue::Type::String) ? h.text : "?");
            for (int p = 0; p < map.province_count(); ++p)
                if (map.province(p).centre && map.province(p).home == pw) ours.push_back(province_name(map, p));
            std::sort(theirs.begin(), theirs.end());
            std::sort(ours.begin(), ours.end());
            if (theirs != ours) return Failure{"phase 1: the home centres of " + power_text + " are not this map's"};
        }
    im.start = first->position;

    Position pos = im.start;
    std::size_t i = 0;
    const std::size_t last = phases->items.size() - 1;
    while (i < last) {
        const JsonValue& phase = phases->items[i];
        std::optional<RecordState> here = read_state(phase, *rules, "phase " + std::to_string(i + 1), error);
        if (!here) return Failure{error};
        Comparison cmp(im, i, pos.phase);
        if (here->completed) return Failure{"the saved game has phases after COMPLETED"};
        if (here->phase != pos.phase) {
            cmp.add("", "the record plays " + phase_text(here->phase) + " here");
            im.stopped = "the record plays " + phase_text(here->phase) + " where we play " + phase_text(pos.phase);
            break;
        }
        std::vector<Order> orders;
        std::vector<std::string> written;  // each order as the record writes it
        const JsonValue* order_obj = phase.find("orders");
        if (order_obj && !order_obj->is(JsonValue::Type::Object))
            return Failure{"phase " + std::to_string(i + 1) + ": \"orders\" is not an object"};
        if (order_obj && !read_orders(*order_obj, pos, map, orders, written, cmp)) {
            im.stopped = "an order of " + phase_text(pos.phase) + " cannot be read";
            break;
        }
        PhaseResult result;
        rules->adjudicate(pos, orders, result);
        // Their package takes no order for a unit that is not there (nor for another power's): a record that
        // has one was not written by it. Other orders we find illegal are compared by their results.
        for (const OrderResult& r : result.results)
            if (!r.implicit && (r.outcome.reason == Reason::NoUnit || r.outcome.reason == Reason::NotYourUnit))
                cmp.add(upper(to_text(r.order, map)),
                        "the record gives this order, we find it illegal: " + describe(r.outcome, r.order, pos, map));
        const JsonValue* results = phase.find("results");
        if (results && !results->is(JsonValue::Type::Object))
            return Failure{"phase " + std::to_string(i + 1) + ": \"results\" is not an object"};
        if (results && pos.phase.kind != PhaseKind::Adjustments)
            compare_results(*results, pos, result, written, *rules, cmp);
        std::optional<RecordState> next =
            read_state(phases->items[i + 1], *rules, "phase " + std::to_string(i + 2), error);
        if (!next) return Failure{error};
        cmp.state(*next, result.next, *rules);
        if (!im.divergences.empty()) {
            im.stopped = "the record and our adjudication differ in " + phase_text(pos.phase);
            break;
        }
        im.orders.push_back(std::move(orders));
        ++im.phases_agreeing;
        pos = result.next;
        ++i;
        if (next->completed && i != last) return Failure{"the saved game has phases after COMPLETED"};
    }
    return im;
}

// ---- Export ---------------------------------------------------------------------------------------------

namespace {

// An order as their package writes it, unit types from the board (a build's from the unit it made).
std::string their_order(const Order& given, const PlayedPhase& ph, const Map& map) {
    const Order o = with_board_types(given, ph.position, map);
    const auto unit = [&](UnitType t, Loc l) { return unit_name(map, t, l); };
    // Their package keeps a coast where a fleet moves or retreats and in an army's support (A GAS S F MAO - SPA/SC),
    // and drops it from a fleet's support (F POR S F MAO - SPA) and an army's move.
    const bool coast =
        o.kind == OrderKind::SupportMove ? o.unit_type == UnitType::Army : o.unit_type == UnitType::Fleet;
    const std::string dest = o.dest == kNone ? ""
                             : coast         ? loc_name(map, o.dest)
                                             : province_name(map, map.province_of(o.dest));
    switch (o.kind) {
        case OrderKind::Hold: return unit(o.unit_type, o.unit) + " H";
        case OrderKind::Move: return unit(o.unit_type, o.unit) + " - " + dest + (o.via_convoy ? " VIA" : "");
        case OrderKind::SupportHold: return unit(o.unit_type, o.unit) + " S " + unit(o.target_type, o.target);
        case OrderKind::SupportMove:
            return unit(o.unit_type, o.unit) + " S " + unit(o.target_type, o.target) + " - " + dest;
        case OrderKind::Convoy: return unit(o.unit_type, o.unit) + " C " + unit(o.target_type, o.target) + " - " + dest;
        case OrderKind::Retreat: return unit(o.unit_type, o.unit) + " R " + dest;
        case OrderKind::Disband:
        case OrderKind::Remove: return unit(o.unit_type, o.unit) + " D";
        case OrderKind::Build: {
            UnitType t = o.unit_type;
            if (const Unit& built = ph.result.next.units[map.province_of(o.unit)]; t == UnitType::None && built)
                t = built.type;
            return unit(t, o.unit) + " B";
        }
        default: return "";
    }
}

// Their result codes for one of our outcomes.
std::string their_codes(const OrderResult& r, PhaseKind kind) {
    const Outcome& o = r.outcome;
    std::vector<std::string> codes;
    if (kind == PhaseKind::Adjustments) {
        codes.push_back(o.result == Result::Succeeds ? "" : "void");
    } else if (kind == PhaseKind::Retreats) {
        if (o.reason == Reason::RetreatBounced) codes = {"bounce", "disband"};
        else if (o.result == Result::Illegal) codes = {"void", "disband"};
        else if (r.order.kind != OrderKind::Retreat) codes = {"disband"};
    } else {
        switch (o.reason) {
            case Reason::Bounced:
            case Reason::HeadToHead:
            case Reason::OwnUnitInTheWay: codes.push_back("bounce"); break;
            case Reason::NoConvoy:
            case Reason::ConvoyDisrupted: codes.push_back("no convoy"); break;
            case Reason::SupportCut:
            case Reason::SupportDislodged: codes.push_back("cut"); break;
            default:
                if (o.result == Result::Void || o.result == Result::Illegal) codes.push_back("void");
        }
        if (o.dislodged_by != kNone || o.reason == Reason::Dislodged) codes.push_back("dislodged");
    }
    std::string out = "[";
    for (const std::string& c : codes) out += std::string(out.size() > 1 ? ", " : "") + json_string(c);
    return out + "]";
}

std::string their_state(const Position& pos, const Rules& rules, std::string_view name, std::string_view id,
                        std::string_view map_name, std::string_view rules_json) {
    const Map& map = rules.map();
    const auto per_power = [&](const auto& fn) {
        std::string out = "{";
        for (int pw = 0; pw < map.power_count(); ++pw)
            out += std::string(pw ? ", " : "") + json_string(power_name(map, static_cast<Power>(pw))) + ": " +
                   fn(static_cast<Power>(pw));
        return out + "}";
    };
    const auto list = [](const std::vector<std::string>& items) {
        std::string out = "[";
        for (const std::string& s : items) out += std::string(out.size() > 1 ? ", " : "") + json_string(s);
        return out + "]";
    };
    const std::string units = per_power([&](Power pw) {
        std::vector<std::string> items;
        for (int p = 0; p < map.province_count(); ++p)
            if (pos.units[p].power == pw && pos.units[p])
                items.push_back(unit_name(map, pos.units[p].type, pos.units[p].loc));
        for (int p = 0; p < map.province_count(); ++p)
            if (const Unit& u = pos.dislodged[p].unit; u && u.power == pw)
                items.push_back(std::string("*").append(unit_name(map, u.type, u.loc)));
        return list(items);
    });
    const std::string retreats = per_power([&](Power pw) {
        std::string out = "{";
        for (int p = 0; p < map.province_count(); ++p)
            if (const DislodgedUnit& d = pos.dislodged[p]; d.unit && d.unit.power == pw) {
                std::vector<std::string> to;
                rules.retreat_options(pos, d).for_each(
                    [&](int l) { to.push_back(loc_name(map, static_cast<Loc>(l))); });
                out += std::string(out.size() > 1 ? ", " : "") + json_string(unit_name(map, d.unit.type, d.unit.loc)) +
                       ": " + list(to);
            }
        return out + "}";
    });
    const auto centres = [&](Power pw, bool homes) {
        std::vector<std::string> items;
        for (int p = 0; p < map.province_count(); ++p)
            if (map.province(p).centre && (homes ? map.province(p).home : pos.owner[p]) == pw)
                items.push_back(province_name(map, p));
        return items;
    };
    const std::string builds = per_power([&](Power pw) {
        int count = 0;
        std::vector<std::string> sites;
        if (pos.phase.kind == PhaseKind::Adjustments) {
            count = pos.centre_count(pw) - pos.unit_count(pw);
            if (count > 0) {
                for (int p = 0; p < map.province_count(); ++p)
                    if (pos.owner[p] == pw && !pos.units[p] && map.may_build_in(pw, p))
                        sites.push_back(province_name(map, p));
                count = std::min<int>(count, static_cast<int>(sites.size()));
            }
        }
        return "{\"count\": " + std::to_string(count) + ", \"homes\": " + list(sites) + "}";
    });
    return "{\"timestamp\": 0, \"zobrist_hash\": \"" + std::to_string(diplomacy_zobrist_hash(pos, map)) +
           "\", \"note\": \"\", \"name\": " + json_string(name) + ", \"units\": " + units +
           ", \"retreats\": " + retreats +
           ", \"centers\": " + per_power([&](Power pw) { return list(centres(pw, false)); }) +
           ", \"homes\": " + per_power([&](Power pw) { return list(centres(pw, true)); }) +
           ", \"influence\": " + per_power([&](Power) { return std::string("[]"); }) +
           ", \"civil_disorder\": " + per_power([&](Power) { return std::string("0"); }) + ", \"builds\": " + builds +
           ", \"game_id\": " + json_string(id) + ", \"map\": " + json_string(map_name) +
           ", \"rules\": " + std::string(rules_json) + "}";
}

}  // namespace

std::string diplomacy_map_name(const Game& game, std::string* why) {
    const auto refuse = [&](std::string reason) {
        if (why) *why = std::move(reason);
        return std::string();
    };
    const VariantInfo* v = compiled_variant(game.rules());
    const MapMatch* match = nullptr;
    for (const MapMatch& m : kMaps)
        if (v && m.ours == v->id) match = &m;
    if (!match)
        return refuse(
            "the Python diplomacy package has no board played like " + (v ? v->name : std::string("this one")) +
            " (it has the standard game, France vs Austria, Germany vs Italy, Fleet Rome and Build Anywhere)");
    const RuleSettings& s = game.rules().settings();
    if (s.end_year || s.max_turns || (s.victory_centres && s.victory_centres != game.rules().map().victory_centres()))
        return refuse("their saved games keep no end year, turn limit or victory count of a game's own");
    if (game.start().phase.kind == PhaseKind::Retreats || game.start().has_dislodged())
        return refuse("their saved games cannot start in a retreat phase");
    for (const PlayedPhase& ph : game.history()) {
        if (ph.edit) return refuse("the game has edits made in the sandbox, which their saved games cannot hold");
        if (game.rules().finished(ph.position))
            return refuse("the game goes on after its end (" + phase_text(ph.position.phase) +
                          "), which their saved games cannot hold: they end with the phase COMPLETED");
    }
    return std::string(match->theirs);
}

Expected<std::string> export_diplomacy_json(const Game& game, std::string_view game_id,
                                            const std::vector<DiplomacyMessage>& messages) {
    std::string why;
    const std::string map_name = diplomacy_map_name(game, &why);
    if (map_name.empty()) return Failure{why};
    const Rules& rules = game.rules();
    const Map& map = rules.map();
    const VariantInfo* v = compiled_variant(rules);
    const bool build_any = v && v->id == "build-anywhere";
    const std::string press_rule = messages.empty() ? R"("NO_PRESS", )" : "";
    const std::string rules_json =
        "[" + press_rule + (build_any ? R"("POWER_CHOICE", "BUILD_ANY"])" : R"("POWER_CHOICE"])");
    // Each phase's messages, as their Message writes them.
    const auto messages_of = [&](const Phase& phase, const std::string& name) {
        std::string list;
        for (std::size_t i = 0; i < messages.size(); ++i) {
            const DiplomacyMessage& m = messages[i];
            if (!(m.phase == phase) || m.from >= map.power_count() || m.to >= map.power_count()) continue;
            list += std::string(list.empty() ? "" : ", ") + "{\"sender\": " + json_string(power_name(map, m.from)) +
                    ", \"recipient\": " + json_string(power_name(map, m.to)) +
                    ", \"time_sent\": " + std::to_string(i + 1) + ", \"phase\": " + json_string(name) +
                    ", \"message\": " + json_string(m.text) + "}";
        }
        return "[" + list + "]";
    };
    std::string phases;
    for (const PlayedPhase& ph : game.history()) {
        const PhaseKind kind = ph.position.phase.kind;
        const std::string name = short_phase(ph.position.phase);
        std::string orders = "{";
        for (int pw = 0; pw < map.power_count(); ++pw) {
            std::string list = "[";
            // Their record never lists a waived build (Game.get_orders leaves WAIVE out); a build not taken is
            // waived all the same.
            for (const Order& o : ph.orders)
                if (o.power == pw && o.kind != OrderKind::Waive) {
                    const std::string text = their_order(o, ph, map);
                    if (text.empty())
                        return Failure{"an order of " + phase_text(ph.position.phase) +
                                       " has no form in their notation"};
                    list += std::string(list.size() > 1 ? ", " : "") + json_string(text);
                }
            orders +=
                std::string(pw ? ", " : "") + json_string(power_name(map, static_cast<Power>(pw))) + ": " + list + "]";
        }
        orders += "}";
        // One result a unit (the order that counted for it), and a waived build.
        std::string results = "{";
        // One result a unit, keyed as they key it, in the order of the keys: the unit's order that counted
        // (an illegal one only when it had no other), a build, an ordered waive.
        std::vector<std::pair<std::string, const OrderResult*>> keyed;
        for (const OrderResult& r : ph.result.results) {
            std::string key;
            if (r.order.kind == OrderKind::Waive) continue;
            if (r.order.unit != kNone && r.order.kind != OrderKind::Build) {
                const Province p = map.province_of(r.order.unit);
                const Unit& u = kind == PhaseKind::Retreats ? ph.position.dislodged[p].unit : ph.position.units[p];
                if (!u) continue;  // an order for no unit: their package keeps no result for it
                key = unit_name(map, u.type, u.loc);
            } else if (r.order.kind == OrderKind::Build && r.order.unit != kNone) {
                key = their_order(r.order, ph, map);
                key.resize(key.size() - 2);  // "A PAR B" -> "A PAR"
            } else {
                continue;
            }
            const auto same = std::find_if(keyed.begin(), keyed.end(), [&](const auto& k) { return k.first == key; });
            if (same == keyed.end()) keyed.emplace_back(key, &r);
            else if (same->second->outcome.result == Result::Illegal) same->second = &r;
        }
        std::sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const auto& [key, r] : keyed)
            results += std::string(results.size() > 1 ? ", " : "") + json_string(key) + ": " + their_codes(*r, kind);
        results += "}";
        phases += std::string(phases.empty() ? "" : ", ") + std::string("{\"name\": ") + json_string(name) +
                  ", \"state\": " + their_state(ph.position, rules, name, game_id, map_name, rules_json) +
                  ", \"orders\": " + orders + ", \"results\": " + results +
                  ", \"messages\": " + messages_of(ph.position.phase, name) + "}";
    }
    const Position& now = game.current();
    const std::string name = rules.finished(now) ? "COMPLETED" : short_phase(now.phase);
    std::string unset = "{";
    for (int pw = 0; pw < map.power_count(); ++pw)
        unset += std::string(pw ? ", " : "") + json_string(power_name(map, static_cast<Power>(pw))) + ": null";
    phases += std::string(phases.empty() ? "" : ", ") + std::string("{\"name\": ") + json_string(name) +
              ", \"state\": " + their_state(now, rules, name, game_id, map_name, rules_json) +
              ", \"orders\": " + unset + "}, \"results\": {}, \"messages\": " + messages_of(now.phase, name) + "}";
    return "{\"id\": " + json_string(game_id) + ", \"map\": " + json_string(map_name) + ", \"rules\": " + rules_json +
           ", \"phases\": [" + phases + "]}";
}

}  // namespace dip
