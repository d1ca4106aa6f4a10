// Reads a map file into a Map, and answers name look-ups for the order parser.
#include "map.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "text_util.h"

namespace dip {

namespace {

[[noreturn]] void fail(int line, const std::string& what) {
    throw std::runtime_error("map line " + std::to_string(line) + ": " + what);
}

// "Mid-Atlantic Ocean" -> {"mid", "atlantic", "ocean"}; "St. Petersburg" -> {"st", "petersburg"}.
std::vector<std::string> name_words(std::string_view name) {
    std::vector<std::string> words;
    std::string cur;
    for (char c : name) {
        if (c == ' ' || c == '-' || c == '\t') {
            if (!cur.empty()) words.push_back(cur), cur.clear();
        } else if (c != '.') {
            cur += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    if (!cur.empty()) words.push_back(cur);
    return words;
}

SpaceKind parse_kind(std::string_view s, int line) {
    if (s == "land") return SpaceKind::Land;
    if (s == "coast") return SpaceKind::Coast;
    if (s == "sea") return SpaceKind::Sea;
    if (s == "impassable") return SpaceKind::Impassable;
    fail(line, "unknown kind \"" + std::string(s) + "\"");
}

bool parse_colour(std::string_view hex, std::uint32_t& out) {
    if (hex.size() != 6) return false;
    out = 0;
    for (char c : hex) {
        const int d = c >= '0' && c <= '9'   ? c - '0'
                      : c >= 'a' && c <= 'f' ? c - 'a' + 10
                      : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                             : -1;
        if (d < 0) return false;
        out = out << 4 | static_cast<std::uint32_t>(d);
    }
    return true;
}

bool parse_ink(std::string_view word, bool& dark) {
    dark = word == "dark";
    return dark || word == "light";
}

Coast parse_coast(std::string_view s) {
    if (s == "nc") return Coast::North;
    if (s == "sc") return Coast::South;
    if (s == "ec") return Coast::East;
    if (s == "wc") return Coast::West;
    return Coast::None;
}

}  // namespace

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool parse_first_phase(std::string_view text, Phase& out) {
    const std::vector<std::string_view> w = split_words(text);
    if (w.size() != 2) return false;
    const std::string season = lower(w[0]);
    int year = 0;
    if (w[1].empty() || w[1].size() > 6) return false;
    for (char c : w[1]) {
        if (c < '0' || c > '9') return false;
        year = year * 10 + (c - '0');
    }
    if (year > kLastYear) return false;  // a year no position may have
    if (season == "spring") out = {Season::Spring, PhaseKind::Movement, year};
    else if (season == "fall" || season == "autumn") out = {Season::Fall, PhaseKind::Movement, year};
    else if (season == "winter") out = {Season::Winter, PhaseKind::Adjustments, year};
    else return false;
    return true;
}

Loc Map::coast_loc(Province p, Coast c) const {
    for (Loc l : provinces_[p].coasts)
        if (locs_[l].coast == c) return l;
    return kNone;
}

bool Map::can_stand(UnitType t, Loc l) const {
    const ProvinceInfo& p = provinces_[locs_[l].province];
    if (t == UnitType::Army)
        return locs_[l].coast == Coast::None && (p.kind == SpaceKind::Land || p.kind == SpaceKind::Coast);
    if (t == UnitType::Fleet) {
        if (p.kind == SpaceKind::Sea) return true;
        if (p.kind != SpaceKind::Coast) return false;
        return p.coasts.empty() ? locs_[l].coast == Coast::None : locs_[l].coast != Coast::None;
    }
    return false;
}

Province Map::find_abbr(std::string_view abbr) const {
    for (int p = 0; p < province_count(); ++p)
        if (iequals(provinces_[p].abbr, abbr)) return static_cast<Province>(p);
    return kNone;
}

Power Map::find_power(std::string_view name) const {
    for (int i = 0; i < power_count(); ++i) {
        const PowerInfo& p = powers_[i];
        if (iequals(p.name, name) || iequals(p.adjective, name)) return static_cast<Power>(i);
        for (const std::string& a : p.aliases)
            if (iequals(a, name)) return static_cast<Power>(i);
    }
    return kNone;
}

Loc Map::find_loc(std::string_view text, std::string* error) const {
    auto refuse = [&](std::string why) {
        if (error) *error = std::move(why);
        return kNone;
    };
    // Lower-case words; "/", "(", ")" and "-" are tokens of their own; dots are dropped ("St. Petersburg").
    std::vector<std::string> words;
    std::vector<std::string_view> written;  // each token as written, for messages
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (c == ' ' || c == '\t' || c == ',') {
            ++i;
        } else if (c == '/' || c == '(' || c == ')' || c == '-') {
            words.emplace_back(1, c);
            written.push_back(text.substr(i++, 1));
        } else {
            const std::size_t start = i;
            std::string w;
            for (; i < text.size() && std::string_view(" \t,/()-").find(text[i]) == std::string_view::npos; ++i)
                if (text[i] != '.') w += static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
            if (w.empty()) continue;
            words.push_back(std::move(w));
            written.push_back(text.substr(start, i - start));
        }
    }
    if (words.empty()) return refuse("expected a space");
    const std::vector<std::string_view> tokens(words.begin(), words.end());
    const NameLookup found = find_space(tokens, 0);
    if (found.loc == kNone) {
        if (found.candidates.size() < 2) return refuse("unknown space " + quote_short(written[0]));
        std::string names;
        for (std::size_t i = 0; i < found.candidates.size(); ++i)
            names += (i ? ", " : "") + provinces_[found.candidates[i]].name;
        return refuse(quote_short(written[0]) + " could be several spaces: " + names + "; write more of the name");
    }
    std::size_t i = static_cast<std::size_t>(found.words);
    const auto at = [&](std::size_t k) { return k < tokens.size() ? tokens[k] : std::string_view(); };
    Coast coast = Coast::None;
    if (at(i) == "/" || at(i) == "(") {
        coast = coast_from_word(at(i + 1), true);
        if (coast == Coast::None) return refuse("unknown coast after " + quote_short(written[i]));
        const bool bracket = at(i) == "(";
        i += 2;
        if (at(i) == "coast") ++i;
        if (bracket && at(i++) != ")") return refuse("expected \")\" after the coast");
    } else if (coast_from_word(at(i), false) != Coast::None && (at(i).size() == 2 || at(i + 1) == "coast")) {
        coast = coast_from_word(at(i), false);
        i += at(i + 1) == "coast" ? 2 : 1;
    }
    if (i < tokens.size()) return refuse("unexpected " + quote_short(written[i]) + " after the space");
    const Loc with_coast = coast == Coast::None ? kNone : coast_loc(found.loc, coast);
    return with_coast != kNone ? with_coast : found.loc;
}

NameLookup Map::find_space(std::span<const std::string_view> tokens, std::size_t start) const {
    NameLookup out;
    if (start >= tokens.size()) return out;
    const std::string_view first = tokens[start];
    // Longest exact name first. Name words may be joined by "-" tokens ("Mid-Atlantic").
    if (auto it = names_.find(first); it != names_.end()) {
        for (const NameEntry& e : it->second) {
            std::size_t t = start + 1;
            bool ok = true;
            for (std::size_t w = 1; w < e.words.size() && ok; ++w) {
                if (t + 1 < tokens.size() && tokens[t] == "-" && tokens[t + 1] == e.words[w]) ++t;
                ok = t < tokens.size() && tokens[t] == e.words[w];
                ++t;
            }
            if (ok) {
                out.loc = e.province;
                out.words = static_cast<int>(t - start);
                return out;
            }
        }
    }
    // A unique prefix of a name's first word: "Mosc" is Moscow, "Nor" could be five spaces.
    if (first.size() >= 3) {
        for (const NameEntry& e : all_names_) {
            if (e.words[0].compare(0, first.size(), first) == 0 &&
                std::find(out.candidates.begin(), out.candidates.end(), e.province) == out.candidates.end())
                out.candidates.push_back(e.province);
        }
        if (out.candidates.size() == 1) {
            out.loc = out.candidates[0];
            out.words = 1;
            out.candidates.clear();
        }
    }
    return out;
}

Expected<Map> Map::read(std::string_view text) {
    try {
        return parse(text);
    } catch (const std::runtime_error& e) {
        return Failure{e.what()};
    }
}

Map Map::parse(std::string_view text) {
    Map m;
    struct Pending {
        int line;
        std::string from;
        std::string army, fleet;
    };
    std::vector<Pending> pending;
    std::vector<std::pair<int, std::string>> start_lines, country_lines, colour_lines, convoy_lines;

    int line_no = 0;
    for (std::string_view raw : split_lines(text)) {
        ++line_no;
        std::string_view line = trim(strip_comment(raw));
        if (line.empty()) continue;
        if (starts_with_word(line, "power")) {
            std::vector<std::string_view> w = split_words(line);
            if (w.size() < 3) fail(line_no, "power needs a name and an adjective");
            if (m.powers_.size() >= static_cast<std::size_t>(kMaxPowers)) fail(line_no, "too many powers");
            PowerInfo p{std::string(w[1]), std::string(w[2]), {}};
            for (std::size_t i = 3; i < w.size(); ++i) p.aliases.emplace_back(w[i]);
            m.powers_.push_back(std::move(p));
            continue;
        }
        if (starts_with_word(line, "start")) {
            start_lines.emplace_back(line_no, std::string(trim(line.substr(5))));
            continue;
        }
        if (starts_with_word(line, "country")) {
            country_lines.emplace_back(line_no, std::string(trim(line.substr(7))));
            continue;
        }
        if (starts_with_word(line, "convoys")) {
            convoy_lines.emplace_back(line_no, std::string(trim(line.substr(7))));
            continue;
        }
        if (starts_with_word(line, "colour")) {
            colour_lines.emplace_back(line_no, std::string(trim(line.substr(6))));
            continue;
        }
        if (starts_with_word(line, "victory")) {
            const std::string_view v = trim(line.substr(7));
            m.victory_ = 0;
            for (char c : v) m.victory_ = c >= '0' && c <= '9' && m.victory_ < 1000 ? m.victory_ * 10 + (c - '0') : -1;
            if (m.victory_ <= 0) fail(line_no, "victory needs a number of centres");
            continue;
        }
        if (starts_with_word(line, "first-phase")) {
            if (!parse_first_phase(trim(line.substr(11)), m.first_phase_))
                fail(line_no, "first-phase needs a season and a year from 0 to " + std::to_string(kLastYear) +
                                  " (\"Spring 1901\", \"Winter 1900\")");
            continue;
        }
        std::vector<std::string_view> f = split(line, '|');
        if (f.size() != 7) fail(line_no, "expected 7 fields separated by '|'");
        for (auto& x : f) x = trim(x);
        ProvinceInfo p;
        p.abbr = std::string(f[0]);
        p.kind = parse_kind(f[1], line_no);
        if (f[2] == "neutral") {
            p.centre = true;
        } else if (f[2] != "-") {
            p.centre = true;
            p.home = m.find_power(f[2]);
            if (p.home == kNoPower) fail(line_no, "unknown power \"" + std::string(f[2]) + "\"");
        }
        p.name = std::string(f[3]);
        for (std::string_view a : split(f[4], ','))
            if (!trim(a).empty()) p.aliases.emplace_back(trim(a));
        if (m.provinces_.size() >= 100) fail(line_no, "too many spaces");
        m.provinces_.push_back(std::move(p));
        pending.push_back({line_no, std::string(f[0]), std::string(f[5]), std::string(f[6])});
    }

    // Locations: every province, then the coasts of provinces with split coasts (named in "nc: ..." lists).
    const int n = m.province_count();
    for (int i = 0; i < n; ++i) m.locs_.push_back({static_cast<Province>(i), Coast::None, m.provinces_[i].abbr});
    for (int i = 0; i < n; ++i) {
        for (std::string_view part : split(pending[i].fleet, ';')) {
            part = trim(part);
            std::size_t colon = part.find(':');
            if (colon == std::string_view::npos) continue;
            Coast c = parse_coast(trim(part.substr(0, colon)));
            if (c == Coast::None) fail(pending[i].line, "unknown coast in \"" + std::string(part) + "\"");
            Loc l = static_cast<Loc>(m.locs_.size());
            m.locs_.push_back({static_cast<Province>(i), c, m.provinces_[i].abbr + "/" + std::string(to_string(c))});
            m.provinces_[i].coasts.push_back(l);
        }
    }
    if (m.loc_count() > kMaxLocs) throw std::runtime_error("map has too many locations");

    auto loc_by_name = [&](std::string_view s, int line) -> Loc {
        std::size_t slash = s.find('/');
        Province p = m.find_abbr(s.substr(0, slash));
        if (p == kNone) fail(line, "unknown space \"" + std::string(s) + "\"");
        if (slash == std::string_view::npos) return p;
        Loc l = m.coast_loc(p, parse_coast(lower(s.substr(slash + 1))));
        if (l == kNone) fail(line, "unknown coast \"" + std::string(s) + "\"");
        return l;
    };

    m.army_adj_.assign(n, {});
    m.fleet_adj_.assign(m.loc_count(), {});
    for (int i = 0; i < n; ++i) {
        for (std::string_view w : split_words(pending[i].army)) m.army_adj_[i].insert(loc_by_name(w, pending[i].line));
        for (std::string_view part : split(pending[i].fleet, ';')) {
            part = trim(part);
            Loc from = static_cast<Loc>(i);
            if (std::size_t colon = part.find(':'); colon != std::string_view::npos) {
                from = m.coast_loc(static_cast<Province>(i), parse_coast(trim(part.substr(0, colon))));
                part = part.substr(colon + 1);
            }
            for (std::string_view w : split_words(part)) m.fleet_adj_[from].insert(loc_by_name(w, pending[i].line));
        }
    }

    // Derived tables.
    for (int l = 0; l < m.loc_count(); ++l) {
        m.dense_.province_of[l] = m.locs_[l].province;
        m.dense_.coast_of[l] = m.locs_[l].coast;
    }
    for (int i = 0; i < n; ++i) {
        m.dense_.kind[i] = m.provinces_[i].kind;
        if (!m.provinces_[i].coasts.empty()) m.dense_.has_coasts.insert(i);
    }
    m.sea_adj_.assign(n, {});
    m.any_adj_.assign(n, {});
    for (int i = 0; i < n; ++i) {
        const ProvinceInfo& p = m.provinces_[i];
        if (p.kind == SpaceKind::Sea) m.seas_.insert(i);
        if (p.centre) m.centres_.insert(i);
        m.any_adj_[i] = m.army_adj_[i];
    }
    for (int l = 0; l < m.loc_count(); ++l) {
        const Province from = m.locs_[l].province;
        m.fleet_adj_[l].for_each([&](int to) {
            m.sea_adj_[from].insert(m.locs_[to].province);
            m.any_adj_[from].insert(m.locs_[to].province);
        });
    }

    // Names: abbreviation, full name and aliases, each as a word list; longest first for each first word.
    for (int i = 0; i < n; ++i) {
        const ProvinceInfo& p = m.provinces_[i];
        std::vector<std::string> all = {p.abbr, p.name};
        all.insert(all.end(), p.aliases.begin(), p.aliases.end());
        for (const std::string& s : all) {
            NameEntry e{name_words(s), static_cast<Province>(i)};
            if (e.words.empty()) continue;
            m.all_names_.push_back(e);
            m.names_[e.words[0]].push_back(std::move(e));
        }
    }
    for (auto& [word, entries] : m.names_) {
        std::stable_sort(entries.begin(), entries.end(),
                         [](const NameEntry& a, const NameEntry& b) { return a.words.size() > b.words.size(); });
        for (std::size_t a = 0; a < entries.size(); ++a)
            for (std::size_t b = a + 1; b < entries.size(); ++b)
                if (entries[a].words == entries[b].words && entries[a].province != entries[b].province)
                    throw std::runtime_error("map: the name \"" + word + "...\" is given to two spaces");
    }

    for (const auto& [line, s] : country_lines) {
        const std::size_t colon = s.find(':');
        const Power pw =
            colon == std::string::npos ? kNoPower : m.find_power(trim(std::string_view(s).substr(0, colon)));
        if (pw == kNoPower) fail(line, "country needs \"Power: spaces\"");
        for (std::string_view w : split_words(std::string_view(s).substr(colon + 1))) {
            const Province p = m.province_of(loc_by_name(w, line));
            if (m.provinces_[p].country != kNoPower) fail(line, std::string(w) + " is in two countries");
            m.provinces_[p].country = pw;
        }
    }
    for (const auto& [line, s] : start_lines) m.parse_start_line(line, s);
    m.convoy_spaces_ = m.seas_;
    for (const auto& [line, s] : convoy_lines)
        for (std::string_view w : split_words(s)) {
            const Province p = m.find_abbr(w);
            if (p == kNone || m.provinces_[p].kind != SpaceKind::Coast || m.has_coasts(p))
                fail(line, "convoys names coasts without split coasts, by abbreviation: not " + quote_short(w));
            m.convoy_spaces_.insert(p);
        }
    for (const auto& [line, s] : colour_lines) {
        const std::vector<std::string_view> w = split_words(s);
        const Power pw = w.empty() ? kNoPower : m.find_power(w[0]);
        if (pw == kNoPower || w.size() != 5) fail(line, "colour needs \"Power RRGGBB ink RRGGBB ink\"");
        PowerInfo& info = m.powers_[pw];
        if (!parse_colour(w[1], info.colour) || !parse_colour(w[3], info.colour_blind) ||
            !parse_ink(w[2], info.dark_ink) || !parse_ink(w[4], info.dark_ink_blind))
            fail(line, "a colour is six hex digits, an ink \"dark\" or \"light\"");
        info.has_colour = true;
    }
    return m;
}

void Map::parse_start_line(int line, std::string_view s) {
    const std::size_t colon = s.find(':');
    if (colon == std::string_view::npos) fail(line, "start needs \"Power: units\"");
    const Power pw = find_power(trim(s.substr(0, colon)));
    if (pw == kNoPower) fail(line, "unknown power in start line");
    for (std::string_view u : split(s.substr(colon + 1), ',')) {
        std::vector<std::string_view> w = split_words(trim(u));
        if (w.size() != 2 || (w[0] != "A" && w[0] != "F"))
            fail(line, "start units are written \"A Par\" or \"F StP/sc\"");
        const UnitType t = w[0] == "A" ? UnitType::Army : UnitType::Fleet;
        const std::size_t slash = w[1].find('/');
        const Province p = find_abbr(w[1].substr(0, slash));
        if (p == kNone) fail(line, "unknown space \"" + std::string(w[1]) + "\"");
        const Loc l = slash == std::string_view::npos ? p : coast_loc(p, parse_coast(lower(w[1].substr(slash + 1))));
        if (l == kNone) fail(line, "unknown coast \"" + std::string(w[1]) + "\"");
        if (!can_stand(t, l)) fail(line, "a unit cannot stand on " + std::string(w[1]));
        for (const StartUnit& other : start_units_)
            if (province_of(other.loc) == p) fail(line, "two units start in " + std::string(w[1]));
        start_units_.push_back({pw, t, l});
    }
}

void Map::set_start_line(std::string_view line) {
    const std::size_t colon = line.find(':');
    const Power pw = colon == std::string_view::npos ? kNoPower : find_power(trim(line.substr(0, colon)));
    if (pw == kNoPower) throw std::runtime_error("start needs \"Power: units\" with a power of the board");
    std::erase_if(start_units_, [&](const StartUnit& u) { return u.power == pw; });
    parse_start_line(0, line);
}

void Map::keep_powers(const std::vector<std::string>& names) {
    std::vector<Power> index(powers_.size(), kNoPower);  // old power -> new power
    std::vector<bool> kept(powers_.size(), false);
    for (const std::string& n : names) {
        const Power pw = find_power(n);
        if (pw == kNoPower) throw std::runtime_error("powers: unknown power \"" + n + "\"");
        kept[pw] = true;
    }
    std::vector<PowerInfo> powers;
    for (std::size_t p = 0; p < powers_.size(); ++p)
        if (kept[p]) index[p] = static_cast<Power>(powers.size()), powers.push_back(std::move(powers_[p]));
    powers_ = std::move(powers);
    const auto renumber = [&](Power p) { return p == kNoPower ? kNoPower : index[p]; };
    for (ProvinceInfo& p : provinces_) p.home = renumber(p.home), p.country = renumber(p.country);
    std::vector<StartUnit> units;
    for (StartUnit u : start_units_)
        if (renumber(u.power) != kNoPower) u.power = renumber(u.power), units.push_back(u);
    start_units_ = std::move(units);
}

void Map::one_power_per_centre() {
    powers_.clear();
    for (ProvinceInfo& p : provinces_) {
        p.home = p.country = kNoPower;
        if (!p.centre) continue;
        if (powers_.size() >= static_cast<std::size_t>(kMaxPowers))
            throw std::runtime_error("more centres than powers can be");
        p.home = p.country = static_cast<Power>(powers_.size());
        std::string joined = p.name;  // "StPetersburg": a name of one word, for texts that read one
        std::erase(joined, ' ');
        std::vector<std::string> aliases = {p.abbr};
        if (joined != p.name) aliases.push_back(joined);
        powers_.push_back({p.name, p.name, aliases});
    }
    start_units_.clear();
}

}  // namespace dip
