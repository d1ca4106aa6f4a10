// Running scenarios and checking their expectations.
#include "scenario.h"

#include <algorithm>

#include "catalogue.h"
#include "game.h"
#include "text_util.h"

namespace dip {

bool ScenarioReport::passed() const {
    if (!error.empty()) return false;
    for (const ScenarioStep& s : steps)
        if (!s.mismatches.empty()) return false;
    return true;
}

namespace {

// "England A Yor" (or "England: A Yor") -> the unit's province, checking power and type against `units`.
struct UnitRef {
    Power power = kNoPower;
    UnitType type = UnitType::None;
    Province province = kNone;
};

std::optional<UnitRef> read_unit_ref(const Map& map, std::string_view s, std::string& error) {
    // A power's name may have spaces ("St Petersburg" in Chaos) when a colon ends it.
    const std::size_t colon = s.find(':');
    std::vector<std::string_view> w = split_words(trim(colon == std::string_view::npos ? s : s.substr(colon + 1)));
    if (colon != std::string_view::npos) w.insert(w.begin(), trim(s.substr(0, colon)));
    if (w.size() < 3) {
        error = "expected \"Power A Space\", found \"" + std::string(s) + "\"";
        return std::nullopt;
    }
    std::string_view power = w[0];
    UnitRef r;
    r.power = map.find_power(power);
    r.type = iequals(w[1], "A") ? UnitType::Army : iequals(w[1], "F") ? UnitType::Fleet : UnitType::None;
    std::string rest;
    for (std::size_t i = 2; i < w.size(); ++i) rest += std::string(w[i]) + " ";
    const Loc l = map.find_loc(rest);
    if (r.power == kNoPower || r.type == UnitType::None || l == kNone) {
        error = "cannot read the unit " + quote_short(s);
        return std::nullopt;
    }
    r.province = map.province_of(l);
    return r;
}

std::string unit_words(const Map& map, Power pw, UnitType t, Province p) {
    return map.power(pw).name + " " + std::string(to_string(t)) + " " + map.province(p).abbr;
}

class Checker {
public:
    Checker(const Rules& rules, ScenarioStep& step) : rules_(rules), map_(rules.map()), step_(step) {}

    void run(const std::vector<std::pair<int, std::string>>& expect) {
        for (std::size_t i = 0; i < step_.orders.size(); ++i) {
            const OrderLine& ol = step_.orders[i];
            const Outcome& got = step_.result.results[i].outcome;
            if (ol.expected && *ol.expected != got.result)
                miss("line " + std::to_string(ol.line) + ": " + map_.power(ol.order.power).name + ": " + ol.text +
                     " => expected " + std::string(to_string(*ol.expected)) + ", got " +
                     std::string(to_string(got.result)));
        }
        for (const auto& [line, e] : expect) entry(line, e);
    }

private:
    void miss(std::string m) { step_.mismatches.push_back(std::move(m)); }

    void entry(int line, std::string_view e) {
        const std::size_t colon = e.find(':');
        const std::string key = lower(trim(e.substr(0, colon)));
        const std::string_view value = colon == std::string_view::npos ? std::string_view() : trim(e.substr(colon + 1));
        const std::string where = "line " + std::to_string(line) + ": ";
        if (key == "dislodged") dislodged(where, value);
        else if (key == "retreats") retreats(where, value);
        else if (key == "units") units(where, value);
        else if (const auto differs = rules_.check_expectation(key, value, step_.result.next)) {
            if (!differs->empty()) miss(where + *differs);
        } else {
            miss(where + "unknown expectation \"" + std::string(e) + "\"");
        }
    }

    static std::string or_none(const std::string& s) { return s.empty() ? "none" : s; }

    // Units dislodged this phase, including those destroyed at once for want of a retreat.
    std::vector<std::string> actual_dislodged() const {
        std::vector<std::string> out;
        SpaceSet seen;
        for (const OrderResult& r : step_.result.results) {
            if (r.outcome.dislodged_by == kNone) continue;
            const Province p = map_.province_of(r.order.unit);
            const Unit& u = step_.before.units[p];
            if (seen.contains(p) || !u) continue;
            seen.insert(p);
            out.push_back(unit_words(map_, u.power, u.type, p));
        }
        std::sort(out.begin(), out.end());
        return out;
    }

    void dislodged(const std::string& where, std::string_view value) {
        std::vector<std::string> want;
        if (lower(value) != "none") {
            for (std::string_view s : split(value, ',')) {
                std::string err;
                const std::optional<UnitRef> u = read_unit_ref(map_, s, err);
                if (!u) return miss(where + err);
                want.push_back(unit_words(map_, u->power, u->type, u->province));
            }
        }
        std::sort(want.begin(), want.end());
        const std::vector<std::string> got = actual_dislodged();
        if (want != got) miss(where + "expected dislodged: " + join(want) + "; got: " + join(got));
    }

    void retreats(const std::string& where, std::string_view value) {
        const std::size_t colon = value.rfind(':');
        if (colon == std::string_view::npos) return miss(where + "expected \"retreats: Power A Space: Space, ...\"");
        std::string err;
        const std::optional<UnitRef> u = read_unit_ref(map_, value.substr(0, colon), err);
        if (!u) return miss(where + err);
        std::vector<std::string> want;
        const std::string_view list = trim(value.substr(colon + 1));
        if (lower(list) != "none") {
            for (std::string_view s : split(list, ',')) {
                std::string error;
                const Loc l = map_.find_loc(s, &error);
                if (l == kNone) return miss(where + error);
                want.push_back(map_.loc(l).abbr);
            }
        }
        std::vector<std::string> got;
        const DislodgedUnit& d = step_.result.next.dislodged[u->province];
        if (d.unit)
            rules_.retreat_options(step_.result.next, d).for_each([&](int l) {
                got.push_back(map_.loc(static_cast<Loc>(l)).abbr);
            });
        std::sort(want.begin(), want.end());
        std::sort(got.begin(), got.end());
        if (want != got)
            miss(where + "expected retreats of " + map_.province(u->province).abbr + ": " + join(want) +
                 "; got: " + join(got));
    }

    void units(const std::string& where, std::string_view value) {
        const std::size_t colon = value.find(':');
        const Power pw = colon == std::string_view::npos ? kNoPower : map_.find_power(trim(value.substr(0, colon)));
        if (pw == kNoPower) return miss(where + "expected \"units: Power: A Space, ...\"");
        std::vector<std::string> want, got;
        const std::string_view list = trim(value.substr(colon + 1));
        if (lower(list) != "none") {
            for (std::string_view s : split(list, ',')) {
                std::string err;
                const std::optional<UnitRef> u =
                    read_unit_ref(map_, map_.power(pw).name + ": " + std::string(trim(s)), err);
                if (!u) return miss(where + err);
                want.push_back(unit_words(map_, pw, u->type, u->province));
            }
        }
        for (int p = 0; p < map_.province_count(); ++p) {
            const Unit& u = step_.result.next.units[p];
            if (u && u.power == pw) got.push_back(unit_words(map_, pw, u.type, static_cast<Province>(p)));
        }
        std::sort(want.begin(), want.end());
        std::sort(got.begin(), got.end());
        if (want != got) miss(where + "expected units: " + join(want) + "; got: " + join(got));
    }

    static std::string join(const std::vector<std::string>& v) {
        if (v.empty()) return "none";
        std::string s;
        for (const std::string& x : v) s += (s.empty() ? "" : ", ") + x;
        return s;
    }

    const Rules& rules_;  // the rules the step was played by
    const Map& map_;
    ScenarioStep& step_;
};

}  // namespace

ScenarioReport run_scenario(std::string_view text, const Rules& rules) {
    ScenarioReport report;
    const Position* previous = nullptr;
    const Rules* playing = &rules;
    RuleSettings settings = rules.settings();  // the caller's, until a "rules:" line names others
    std::unique_ptr<Rules> named;              // the rules a "rules:" line names
    const std::vector<TextBlock> blocks = split_blocks(text);
    if (blocks.size() > kMaxPhases) {
        report.error = "a scenario holds at most " + std::to_string(kMaxPhases) + " phases";
        return report;
    }
    for (const auto& [first_line, block] : blocks) {
        // A block with its own "phase:" line starts afresh; one without continues from the last result.
        bool own_phase = false;
        for (std::string_view line : split_lines(block))
            own_phase |= lower(trim(strip_comment(line))).rfind("phase:", 0) == 0;
        const Position* base = own_phase ? nullptr : previous;
        Expected<PositionText> read = read_position(block, *playing, base == nullptr, base);
        if (!read.ok()) {
            report.error = "block starting at line " + std::to_string(first_line) + ": " + read.failure().text();
            return report;
        }
        if (read->has_rules) {
            settings = read->rules;
            named = make_rules(settings);
            playing = named.get();
        }
        ScenarioStep step;
        step.first_line = first_line;
        step.rules = settings;
        step.before = read->position;
        step.orders = read->orders;
        std::vector<Order> orders;
        for (const OrderLine& ol : step.orders) orders.push_back(ol.order);
        playing->adjudicate(step.before, orders, step.result);
        Checker(*playing, step).run(read->expect);
        report.steps.push_back(std::move(step));
        previous = &report.steps.back().result.next;
    }
    return report;
}

std::string explain(const ScenarioStep& step) {
    const VariantInfo& variant = catalogue().at(step.rules.variant);
    const Map& map = variant.map;
    std::string s = "Position:\n" + write_position(step.before, *variant.rules, step.rules) + "Orders and results:\n";
    for (std::size_t i = 0; i < step.result.results.size(); ++i) {
        const OrderResult& r = step.result.results[i];
        s += "  " + map.power(r.order.power).name + ": " + to_text(r.order, map) + "  => " +
             std::string(to_string(r.outcome.result)) + " (" + describe(r.outcome, r.order, step.before, map) + ")";
        if (i < step.orders.size() && step.orders[i].expected)
            s += "   expected " + std::string(to_string(*step.orders[i].expected));
        s += "\n";
    }
    s += "Next position:\n" + write_position(step.result.next, *variant.rules);
    for (const std::string& m : step.mismatches) s += "MISMATCH " + m + "\n";
    return s;
}

std::vector<DocumentBoard> document_boards(std::string_view document) {
    std::vector<DocumentBoard> boards;
    bool inside = false;
    int number = 0;
    for (std::string_view line : split_lines(document)) {
        ++number;
        if (!inside && line.substr(0, 8) == "```board") {
            boards.push_back({number + 1, std::string(trim(line.substr(8))), "", false});
            inside = true;
        } else if (inside && trim(line) == "```") {
            boards.back().closed = true;
            inside = false;
        } else if (inside) {
            boards.back().text += std::string(line) + "\n";
        }
    }
    return boards;
}

}  // namespace dip
