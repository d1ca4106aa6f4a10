// Formal Diplomacy's state in texts and save strings: its sections of the position format ("wars:",
// "spheres:", "points:"), a scenario's expectations about them, and its packing after the position's first bits.
#include <algorithm>

#include "formal/rules.h"
#include "formal/text.h"
#include "text_util.h"

namespace dip {

namespace {

constexpr int kProvinceBits = 7;  // as compact.cpp packs a location

std::string or_none(const std::string& s) { return s.empty() ? "none" : s; }

// A power's spheres of influence, by abbreviation, in province order.
std::vector<std::string> spheres_of(const Map& map, const FormalState& f, Power pw) {
    std::vector<std::string> out;
    for (int p = 0; p < map.province_count(); ++p)
        if (f.sphere(static_cast<Province>(p)) == pw) out.push_back(map.province(static_cast<Province>(p)).abbr);
    return out;
}

std::string joined(const std::vector<std::string>& v) {
    std::string s;
    for (const std::string& x : v) s += (s.empty() ? "" : ", ") + x;
    return s;
}

}  // namespace

bool FormalRules::has_section(std::string_view name, bool& entries_below) const {
    entries_below = name == "spheres";
    return name == "wars" || name == "points" || name == "spheres";
}

std::string FormalRules::read_section(std::string_view name, Power power, std::string_view text, Position& pos) const {
    FormalState& f = formal_state(pos);
    std::string error;
    if (name == "wars") return parse_wars(text, map(), f, error) ? "" : error;
    if (name == "points") return parse_points(text, map(), f, error) ? "" : error;
    if (name != "spheres") return "Formal Diplomacy has no section " + quote_short(name);
    if (power == kNoPower) {  // the section starts: it lists every sphere
        f.clear_spheres();
        return "";
    }
    const Loc l = map().find_loc(text, &error);
    if (l == kNone) return error;
    const Province p = map().province_of(l);
    if (!map().province(p).centre)
        return map().province(p).name + " is not a supply centre, so it cannot be a sphere of influence";
    if (f.sphere(p) != kNoPower && f.sphere(p) != power) return map().province(p).name + " is listed for two powers";
    f.set_sphere(p, power);
    return "";
}

std::string FormalRules::write_sections(const Position& pos) const {
    const FormalState& f = formal_state(pos);
    if (f.is_default()) return "";
    std::string out;
    if (const std::string wars = wars_text(f, map()); !wars.empty()) out += "wars: " + wars + "\n";
    std::string spheres;
    for (int pw = 0; pw < map().power_count(); ++pw)
        if (const std::vector<std::string> mine = spheres_of(map(), f, static_cast<Power>(pw)); !mine.empty())
            spheres += "  " + map().power(static_cast<Power>(pw)).name + ": " + joined(mine) + "\n";
    if (!spheres.empty()) out += "spheres:\n" + spheres;
    if (const std::string points = points_text(f, map()); !points.empty()) out += "points: " + points + "\n";
    return out;
}

std::optional<std::string> FormalRules::check_expectation(std::string_view name, std::string_view value,
                                                          const Position& after) const {
    const FormalState& got = formal_state(after);
    FormalState want{};
    std::string error;
    if (name == "wars") {  // exactly these wars ("none")
        if (!parse_wars(value, map(), want, error)) return error;
        if (want.wars == got.wars) return "";
        return "expected wars: " + or_none(wars_text(want, map())) + "; got: " + or_none(wars_text(got, map()));
    }
    if (name == "points") {  // every power's points (not listed: 0)
        if (!parse_points(value, map(), want, error)) return error;
        if (want.points == got.points) return "";
        return "expected points: " + or_none(points_text(want, map())) + "; got: " + or_none(points_text(got, map()));
    }
    if (name != "spheres") return std::nullopt;
    // All of one power's spheres afterwards: "spheres: France: Bel, Hol" ("none").
    const std::size_t colon = value.find(':');
    const Power pw = colon == std::string_view::npos ? kNoPower : map().find_power(trim(value.substr(0, colon)));
    if (pw == kNoPower) return "expected \"spheres: Power: Space, ...\"";
    std::vector<std::string> wanted;
    const std::string_view list = trim(value.substr(colon + 1));
    if (lower(list) != "none")
        for (std::string_view s : split(list, ',')) {
            const Loc l = map().find_loc(s, &error);
            if (l == kNone) return error;
            wanted.push_back(map().province(map().province_of(l)).abbr);
        }
    std::vector<std::string> have = spheres_of(map(), got, pw);
    std::sort(wanted.begin(), wanted.end());
    std::sort(have.begin(), have.end());
    if (wanted == have) return "";
    return "expected spheres of " + map().power(pw).name + ": " + or_none(joined(wanted)) +
           "; got: " + or_none(joined(have));
}

bool FormalRules::has_state(const Position& pos) const { return !formal_state(pos).is_default(); }

// Wars as one bit per pair of powers, spheres as a counted list, points as zigzag varints.
void FormalRules::pack_state(BitWriter& w, const Position& pos, Packing packing) const {
    const FormalState& f = formal_state(pos);
    const int powers = map().power_count(), n = map().province_count();
    for (int a = 0; a < powers; ++a)
        for (int b = a + 1; b < powers; ++b) w.bits(f.at_war(static_cast<Power>(a), static_cast<Power>(b)), 1);
    int spheres = 0;
    for (int p = 0; p < n; ++p) spheres += f.sphere(static_cast<Province>(p)) != kNoPower;
    w.varint(static_cast<std::uint32_t>(spheres));
    for (int p = 0; p < n; ++p)
        if (f.sphere(static_cast<Province>(p)) != kNoPower) {
            w.bits(static_cast<std::uint32_t>(p), kProvinceBits);
            pack_power(w, f.sphere(static_cast<Province>(p)), packing);
        }
    for (int pw = 0; pw < powers; ++pw) w.varint(zigzag(f.points[pw]));
}

bool FormalRules::unpack_state(BitReader& r, Position& pos, Packing packing, std::string& error) const {
    FormalState& f = formal_state(pos);
    const int powers = map().power_count();
    for (int a = 0; a < powers; ++a)
        for (int b = a + 1; b < powers; ++b)
            if (r.bits(1)) f.set_war(static_cast<Power>(a), static_cast<Power>(b), true);
    const std::uint32_t spheres = r.varint();
    if (spheres > static_cast<std::uint32_t>(map().centre_count()))
        return error = "too many spheres of influence", false;
    for (std::uint32_t i = 0; i < spheres; ++i) {
        const std::uint32_t p = r.bits(kProvinceBits);
        Power pw = kNoPower;
        if (!unpack_power(r, map(), pw, false, packing) || p >= static_cast<std::uint32_t>(map().province_count()) ||
            !map().province(static_cast<Province>(p)).centre || f.sphere(static_cast<Province>(p)) != kNoPower)
            return error = "a sphere of influence that cannot be", false;
        f.set_sphere(static_cast<Province>(p), pw);
    }
    for (int pw = 0; pw < powers; ++pw) {
        const int v = unzigzag(r.varint());
        if (v < -32768 || v > 32767) return error = "victory points out of range", false;
        f.points[pw] = static_cast<std::int16_t>(v);
    }
    return true;
}

}  // namespace dip
