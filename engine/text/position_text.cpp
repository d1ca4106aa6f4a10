// Reading and writing the position format.
#include "position_text.h"

#include <cctype>

#include "catalogue.h"
#include "rules_text.h"
#include "text_util.h"

namespace dip {

namespace {

struct LineError {
    std::string message;
    int line = 0;  // the line it names when not the one being read (an order parsed once the phase is known)
};

// A phase as parse_phase() reads it, with any year of up to six digits: the reader names a year past the last.
std::optional<Phase> parse_phase_any_year(std::string_view text) {
    const std::string s = lower(trim(text));
    Phase ph;
    const std::vector<std::string_view> w = split_words(s);
    auto season = [&](std::string_view x) -> bool {
        if (x == "spring" || x == "s") ph.season = Season::Spring;
        else if (x == "fall" || x == "autumn" || x == "f" || x == "a") ph.season = Season::Fall;
        else if (x == "winter" || x == "w") ph.season = Season::Winter;
        else return false;
        return true;
    };
    auto kind = [&](std::string_view x) -> bool {
        if (x == "movement" || x == "moves" || x == "m") ph.kind = PhaseKind::Movement;
        else if (x == "retreats" || x == "retreat" || x == "r") ph.kind = PhaseKind::Retreats;
        else if (x == "adjustments" || x == "adjustment" || x == "builds" || x == "a" || x == "b")
            ph.kind = PhaseKind::Adjustments;
        else return false;
        return true;
    };
    auto year = [&](std::string_view x) -> bool {
        if (x.empty() || x.size() > 6) return false;
        int y = 0;
        for (char c : x) {
            if (!std::isdigit(static_cast<unsigned char>(c))) return false;
            y = y * 10 + (c - '0');
        }
        ph.year = y;
        return true;
    };
    bool ok = false;
    if (w.size() == 3) {
        ok = season(w[0]) && year(w[1]) && kind(w[2]);
    } else if (w.size() == 1 && s.size() >= 3) {  // S1901M
        ok = season(s.substr(0, 1)) && year(s.substr(1, s.size() - 2)) && kind(s.substr(s.size() - 1));
    }
    if (!ok) return std::nullopt;
    // Only these combinations exist.
    const bool valid = (ph.season == Season::Winter) == (ph.kind == PhaseKind::Adjustments);
    if (!valid) return std::nullopt;
    return ph;
}

// "Power: rest" -> the power and the rest.
Power split_power(const Map& map, std::string_view entry, std::string_view& rest) {
    const std::size_t colon = entry.find(':');
    if (colon == std::string_view::npos) throw LineError{"expected \"Power: ...\", found " + quote_short(entry)};
    const std::string_view name = trim(entry.substr(0, colon));
    const Power pw = map.find_power(name);
    if (pw == kNoPower) throw LineError{"unknown power " + quote_short(name)};
    rest = trim(entry.substr(colon + 1));
    return pw;
}

// A space name, maybe with a coast.
Loc read_space(const Map& map, std::string_view text) {
    std::string error;
    const Loc l = map.find_loc(text, &error);
    if (l == kNone) throw LineError{error};
    return l;
}

// "A Par" or "F StP/sc": a unit that can stand where it is written.
Unit read_unit(const Map& map, Power pw, std::string_view text) {
    text = trim(text);
    UnitType type = UnitType::None;
    if (text.size() > 2 && (text[0] == 'A' || text[0] == 'a') && text[1] == ' ') type = UnitType::Army;
    if (text.size() > 2 && (text[0] == 'F' || text[0] == 'f') && text[1] == ' ') type = UnitType::Fleet;
    if (type == UnitType::None)
        throw LineError{"a unit is written \"A Space\" or \"F Space\", found " + quote_short(text)};
    Loc loc = read_space(map, text.substr(2));
    const Province p = map.province_of(loc);
    if (type == UnitType::Army) loc = p;  // an army ignores a coast
    if (type == UnitType::Fleet && map.has_coasts(p) && loc == p)
        throw LineError{"a fleet in " + map.province(p).name + " must name its coast, e.g. " +
                        map.loc(map.province(p).coasts[0]).abbr};
    if (!map.can_stand(type, loc))
        throw LineError{std::string(type == UnitType::Army ? "an army" : "a fleet") + " cannot stand in " +
                        map.province(p).name};
    return {type, pw, loc};
}

Result parse_result_word(std::string_view w) {
    const std::string s = lower(trim(w));
    if (s == "succeeds") return Result::Succeeds;
    if (s == "fails") return Result::Fails;
    if (s == "void") return Result::Void;
    if (s == "illegal") return Result::Illegal;
    throw LineError{"expected result succeeds, fails, void or illegal after \"=>\", found " + quote_short(w)};
}

enum class Section { None, Units, Dislodged, Centers, Variant, Orders, Expect };

class Reader {
public:
    Reader(const Rules& rules, bool need_phase, const Position* base)
        : map_(&rules.map()), variant_(&rules), need_phase_(need_phase), based_(base) {
        if (base) pos_ = *base;
        else set_home_owners(*map_, pos_);
    }

    Expected<PositionText> run(std::string_view text) {
        try {
            for (std::string_view raw : split_lines(text)) line(raw);
            line_no_ = 0;  // errors found after reading name their own lines
            finish();
        } catch (const LineError& e) {
            return Failure{e.message, e.line ? e.line : line_no_};
        }
        out_.position = pos_;
        return std::move(out_);
    }

private:
    void line(std::string_view raw) {
        line_no_++;
        const std::string_view content = strip_comment(raw);
        if (trim(content).empty()) return;
        const bool indented = std::isspace(static_cast<unsigned char>(content[0]));
        if (!indented) {
            const std::size_t colon = content.find(':');
            if (colon == std::string_view::npos)
                throw LineError{"expected a section such as \"units:\", found " + quote_short(trim(content))};
            header(lower(trim(content.substr(0, colon))), trim(content.substr(colon + 1)));
            return;
        }
        entry(trim(content));
    }

    void header(const std::string& name, std::string_view value) {
        if (!seen_.insert_once(name)) throw LineError{"the section " + quote_short(name + ":") + " appears twice"};
        section_ = Section::None;
        if (name == "phase") {
            const std::optional<Phase> ph = parse_phase_any_year(value);
            if (!ph) throw LineError{"expected a phase like \"Spring 1901 Movement\", found " + quote_short(value)};
            if (ph->year > kLastYear)
                throw LineError{"the year " + std::to_string(ph->year) + " is past the last a game may reach (" +
                                std::to_string(kLastYear) + ")"};
            pos_.phase = *ph;
            out_.has_phase = true;
            return;
        }
        if (name == "contested") {
            for (std::string_view s : split(value, ','))
                if (!trim(s).empty()) pos_.contested.insert(map_->province_of(read_space(*map_, trim(s))));
            return;
        }
        if (name == "rules") {
            out_.has_rules = true;
            Expected<RuleSettings> rules = parse_rules(value);
            if (!rules) throw LineError{rules.failure().message};
            out_.rules = *rules;
            use_variant_map();
            return;
        }
        bool entries_below = false;
        if (variant_->has_section(name, entries_below)) return variant_section(name, value, entries_below);
        const Section section = name == "units"                          ? Section::Units
                                : name == "dislodged"                    ? Section::Dislodged
                                : name == "centers" || name == "centres" ? Section::Centers
                                : name == "orders"                       ? Section::Orders
                                : name == "expect"                       ? Section::Expect
                                                                         : Section::None;
        if (section == Section::None)
            throw LineError{"unknown section " + quote_short(name) +
                            " (expected rules, phase, units, dislodged, contested, centers, orders or expect, or a "
                            "section of the variant the rules line names)"};
        if (!value.empty())
            throw LineError{"the section " + quote_short(name + ":") + " takes its entries on the lines below"};
        section_ = section;
        if (section == Section::Units) clear_units();
        if (section == Section::Centers) pos_.owner.fill(kNoPower);
    }

    // A section the variant adds (Formal Diplomacy's wars, spheres and points), read by the variant.
    void variant_section(const std::string& name, std::string_view value, bool entries_below) {
        if (entries_below && !value.empty())
            throw LineError{"the section " + quote_short(name + ":") + " takes its entries on the lines below"};
        if (const std::string error = variant_->read_section(name, kNoPower, entries_below ? "" : value, pos_);
            !error.empty())
            throw LineError{error};
        if (entries_below) section_ = Section::Variant, variant_section_ = name;
    }

    // A "rules:" line naming a variant other than the caller's reads the rest on its map, by its rules; it must
    // come before anything that names a power or a space.
    void use_variant_map() {
        const VariantInfo& variant = catalogue().at(out_.rules.variant);
        if (variant_->variant() == &variant) return;
        if (based_ || seen_.count() > 1) throw LineError{"the \"rules:\" line comes first when it names a variant"};
        map_ = &variant.map;
        variant_ = variant.rules.get();
        set_home_owners(variant.map, pos_);
    }

    void clear_units() { pos_.units = {}; }

    // "Power: item, item, ..." -> f(power, item) for each non-empty item.
    template <class F>
    void for_each_item(std::string_view e, F&& f) {
        std::string_view rest;
        const Power pw = split_power(*map_, e, rest);
        for (std::string_view s : split(rest, ','))
            if (!trim(s).empty()) f(pw, trim(s));
    }

    void add_unit(Power pw, std::string_view s) {
        const Unit u = read_unit(*map_, pw, s);
        const Province p = map_->province_of(u.loc);
        if (pos_.units[p]) throw LineError{"two units in " + map_->province(p).name};
        pos_.units[p] = u;
    }

    // "F Sev <- Bla", "A Mar <- Gas via convoy", or just "F Sev".
    void add_dislodged(Power pw, std::string_view s) {
        DislodgedUnit d;
        std::string_view unit = s, from;
        if (const std::size_t arrow = s.find("<-"); arrow != std::string_view::npos) {
            unit = s.substr(0, arrow);
            from = trim(s.substr(arrow + 2));
            const std::vector<std::string_view> w = split_words(from);
            if (w.size() >= 3 && iequals(w[w.size() - 2], "via") && iequals(w.back(), "convoy")) {
                d.by_convoy = true;  // the attacker came by convoy (DATC 4.A.5)
                from = trim(from.substr(0, static_cast<std::size_t>(w[w.size() - 2].data() - from.data())));
            }
        }
        d.unit = read_unit(*map_, pw, unit);
        if (!from.empty()) d.attacker_from = map_->province_of(read_space(*map_, from));
        const Province p = map_->province_of(d.unit.loc);
        if (pos_.dislodged[p].unit) throw LineError{"two dislodged units in " + map_->province(p).name};
        pos_.dislodged[p] = d;
    }

    void add_centre(Power pw, std::string_view s) {
        const Province p = map_->province_of(read_space(*map_, s));
        if (!map_->province(p).centre) throw LineError{map_->province(p).name + " is not a supply centre"};
        if (pos_.owner[p] != kNoPower && pos_.owner[p] != pw)
            throw LineError{map_->province(p).name + " is listed for two powers"};
        pos_.owner[p] = pw;
    }

    void entry(std::string_view e) {
        std::string_view rest;
        switch (section_) {
            case Section::None: throw LineError{"an indented line must belong to a section such as \"units:\""};
            case Section::Expect: out_.expect.emplace_back(line_no_, std::string(e)); return;
            case Section::Units: for_each_item(e, [&](Power pw, std::string_view s) { add_unit(pw, s); }); return;
            case Section::Dislodged:
                for_each_item(e, [&](Power pw, std::string_view s) { add_dislodged(pw, s); });
                return;
            case Section::Centers: for_each_item(e, [&](Power pw, std::string_view s) { add_centre(pw, s); }); return;
            case Section::Variant:
                for_each_item(e, [&](Power pw, std::string_view s) {
                    if (const std::string error = variant_->read_section(variant_section_, pw, s, pos_); !error.empty())
                        throw LineError{error};
                });
                return;
            case Section::Orders: {
                OrderLine ol;
                ol.line = line_no_;
                const Power pw = split_power(*map_, e, rest);
                if (const std::size_t arrow = rest.find("=>"); arrow != std::string_view::npos) {
                    ol.expected = parse_result_word(rest.substr(arrow + 2));
                    rest = trim(rest.substr(0, arrow));
                }
                ol.text = std::string(rest);
                pending_orders_.push_back(std::move(ol));
                pending_powers_.push_back(pw);
                return;
            }
        }
    }

    void finish() {
        if (need_phase_ && !out_.has_phase) throw LineError{"the text has no \"phase:\" line"};
        // Orders are parsed once the phase is known: it settles what "-" and "D" mean.
        for (std::size_t i = 0; i < pending_orders_.size(); ++i) {
            OrderLine& ol = pending_orders_[i];
            const Expected<Order> p = parse_order(ol.text, pos_.phase.kind, *map_);
            if (!p.ok()) throw LineError{p.failure().message, ol.line};
            ol.order = *p;
            ol.order.power = pending_powers_[i];
            out_.orders.push_back(std::move(ol));
        }
        if (pos_.phase.kind != PhaseKind::Retreats && (pos_.has_dislodged() || !pos_.contested.empty()))
            throw LineError{"dislodged units and contested provinces belong to a retreat phase"};
    }

    struct SeenSections {
        std::vector<std::string> names;
        std::size_t count() const { return names.size(); }
        bool insert_once(const std::string& n) {
            for (const std::string& s : names)
                if (s == n || (s == "centres" && n == "centers") || (s == "centers" && n == "centres")) return false;
            names.push_back(n);
            return true;
        }
    };

    const Map* map_;               // the caller's rules' map, or that of the variant a "rules:" line names
    const Rules* variant_;         // the rules of that map, for the variant's own sections
    std::string variant_section_;  // the variant's section whose entries are being read
    bool need_phase_;
    bool based_ = false;
    Position pos_;
    PositionText out_;
    Section section_ = Section::None;
    SeenSections seen_;
    int line_no_ = 0;
    std::vector<OrderLine> pending_orders_;
    std::vector<Power> pending_powers_;
};

}  // namespace

Expected<PositionText> read_position(std::string_view text, const Rules& rules, bool need_phase, const Position* base) {
    return Reader(rules, need_phase, base).run(text);
}

std::string phase_text(const Phase& phase) {
    return std::string(to_string(phase.season)) + " " + std::to_string(phase.year) + " " +
           std::string(to_string(phase.kind));
}

std::optional<Phase> parse_phase(std::string_view text) {
    const std::optional<Phase> ph = parse_phase_any_year(text);
    if (!ph || ph->year > kLastYear) return std::nullopt;
    return ph;
}

std::string unit_text(const Unit& u, const Map& map) {
    return std::string(to_string(u.type)) + " " + map.loc(u.loc).abbr;
}

std::string write_position(const Position& pos, const Rules& variant, const RuleSettings& rules) {
    const Map& map = variant.map();
    std::string out = rules == RuleSettings{} ? "" : "rules: " + rules_text(rules) + "\n";
    out += "phase: " + phase_text(pos.phase) + "\n";
    const int n = map.province_count();
    auto per_power = [&](const char* section, auto&& item, bool always = false) {
        std::string body;
        for (int pw = 0; pw < map.power_count(); ++pw) {
            std::string line;
            for (int p = 0; p < n; ++p) {
                std::string it = item(static_cast<Power>(pw), static_cast<Province>(p));
                if (!it.empty()) line += (line.empty() ? "" : ", ") + it;
            }
            if (!line.empty()) body += "  " + map.power(static_cast<Power>(pw)).name + ": " + line + "\n";
        }
        if (!body.empty() || always) out += std::string(section) + ":\n" + body;
    };
    per_power("units", [&](Power pw, Province p) {
        const Unit& u = pos.units[p];
        return u && u.power == pw ? unit_text(u, map) : std::string();
    });
    per_power("dislodged", [&](Power pw, Province p) {
        const DislodgedUnit& d = pos.dislodged[p];
        if (!d.unit || d.unit.power != pw) return std::string();
        std::string s = unit_text(d.unit, map);
        if (d.attacker_from != kNone)
            s += " <- " + map.province(d.attacker_from).abbr + (d.by_convoy ? " via convoy" : "");
        return s;
    });
    if (!pos.contested.empty()) {
        out += "contested: ";
        bool first = true;
        pos.contested.for_each([&](int p) {
            out += (first ? "" : ", ") + map.province(static_cast<Province>(p)).abbr;
            first = false;
        });
        out += "\n";
    }
    // Always written: an absent section would mean the 1901 owners.
    per_power(
        "centers", [&](Power pw, Province p) { return pos.owner[p] == pw ? map.province(p).abbr : std::string(); },
        true);
    out += variant.write_sections(pos);
    return out;
}

}  // namespace dip
