// Hand-written JSON output: small, deterministic (province and power order), no dependencies.
#include "json.h"

#include "position_text.h"
#include "vocabulary.h"

namespace dip {

std::string json_string(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    static const char* hex = "0123456789abcdef";
                    out += "\\u00";
                    out += hex[(c >> 4) & 0xF];
                    out += hex[c & 0xF];
                } else {
                    out += c;
                }
        }
    }
    return out + "\"";
}

namespace {

std::string location(const Map& map, Loc l) { return json_string(lower(map.loc(l).abbr)); }
std::string type_name(UnitType t) { return t == UnitType::Army ? "\"army\"" : "\"fleet\""; }
std::string power_name(const Map& map, Power p) {
    return p < map.power_count() ? json_string(map.power(p).name) : "null";
}

}  // namespace

std::string position_json(const Position& pos, const Rules& rules) {
    const Map& map = rules.map();
    const int n = map.province_count();
    std::string s = "{\"phase\": " + json_string(phase_text(pos.phase)) + ", \"units\": [";
    bool first = true;
    for (int pw = 0; pw < map.power_count(); ++pw)
        for (int p = 0; p < n; ++p) {
            const Unit& u = pos.units[p];
            if (!u || u.power != pw) continue;
            s += std::string(first ? "" : ", ") + "{\"power\": " + power_name(map, u.power) +
                 ", \"type\": " + type_name(u.type) + ", \"location\": " + location(map, u.loc) + "}";
            first = false;
        }
    s += "], \"dislodged\": [";
    first = true;
    for (int p = 0; p < n; ++p) {
        const DislodgedUnit& d = pos.dislodged[p];
        if (!d.unit) continue;
        s += std::string(first ? "" : ", ") + "{\"power\": " + power_name(map, d.unit.power) +
             ", \"type\": " + type_name(d.unit.type) + ", \"location\": " + location(map, d.unit.loc) +
             ", \"attacker_from\": " +
             (d.attacker_from == kNone ? std::string("null") : location(map, d.attacker_from)) +
             ", \"by_convoy\": " + (d.by_convoy ? "true" : "false") + ", \"retreats\": [";
        bool f2 = true;
        rules.retreat_options(pos, d).for_each([&](int l) {
            s += std::string(f2 ? "" : ", ") + location(map, static_cast<Loc>(l));
            f2 = false;
        });
        s += "]}";
        first = false;
    }
    s += "], \"contested\": [";
    first = true;
    pos.contested.for_each([&](int p) {
        s += std::string(first ? "" : ", ") + location(map, static_cast<Loc>(p));
        first = false;
    });
    s += "], \"centers\": {";
    first = true;
    for (int pw = 0; pw < map.power_count(); ++pw) {
        s += std::string(first ? "" : ", ") + json_string(map.power(static_cast<Power>(pw)).name) + ": [";
        bool f2 = true;
        for (int p = 0; p < n; ++p)
            if (pos.owner[p] == pw) {
                s += std::string(f2 ? "" : ", ") + location(map, static_cast<Loc>(p));
                f2 = false;
            }
        s += "]";
        first = false;
    }
    s += "}, \"winner\": " + power_name(map, pos.winner);
    return s + rules.json_fields(pos) + "}";
}

std::string phase_result_json(const Position& before, const PhaseResult& result, const Rules& rules) {
    const Map& map = rules.map();
    std::string s = "{\"phase\": " + json_string(phase_text(before.phase)) + ", \"orders\": [";
    bool first = true;
    for (const OrderResult& r : result.results) {
        const Order shown = with_board_types(r.order, before, map);
        s += std::string(first ? "\n  " : ",\n  ") + "{\"power\": " + power_name(map, r.order.power) +
             ", \"order\": " + json_string(to_text(shown, map)) +
             ", \"result\": " + json_string(to_string(r.outcome.result)) +
             ", \"reason\": " + json_string(describe(r.outcome, r.order, before, map)) +
             ", \"code\": " + json_string(code(r.outcome.reason)) +
             ", \"implicit\": " + (r.implicit ? "true" : "false");
        if (r.outcome.other != kNone) s += ", \"other\": " + location(map, r.outcome.other);
        const Vocabulary* v = vocabulary_of(r.outcome.reason);
        const auto shown_strengths = v ? v->strengths(r.outcome.reason)
                                     : r.outcome.reason == Reason::Bounced || r.outcome.reason == Reason::HeadToHead
                                         ? Vocabulary::Strengths::StrengthAndOpposing
                                         : Vocabulary::Strengths::None;
        if (shown_strengths != Vocabulary::Strengths::None)
            s += ", \"strength\": " + std::to_string(r.outcome.strength);
        if (shown_strengths == Vocabulary::Strengths::StrengthAndOpposing)
            s += ", \"opposing\": " + std::to_string(r.outcome.opposing);
        if (r.outcome.power != kNoPower) s += ", \"other_power\": " + power_name(map, r.outcome.power);
        if (r.outcome.dislodged_by != kNone) s += ", \"dislodged_by\": " + location(map, r.outcome.dislodged_by);
        if (r.outcome.destroyed) s += ", \"destroyed\": true";
        s += "}";
        first = false;
    }
    s += "\n],\n\"next\": " + position_json(result.next, rules) + "}\n";
    return s;
}

}  // namespace dip
