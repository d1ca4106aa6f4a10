// Formal Diplomacy's wars and points as text, and its fields in JSON.
#include "formal/text.h"

#include <charconv>

#include "json.h"
#include "text_util.h"

namespace dip {

namespace {

bool fail(std::string& error, std::string message) {
    error = std::move(message);
    return false;
}

// A whole decimal number, maybe negative.
bool read_int(std::string_view s, int& out) {
    s = trim(s);
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size() && !s.empty();
}

}  // namespace

std::string wars_text(const FormalState& f, const Map& map) {
    std::string s;
    for (int a = 0; a < map.power_count(); ++a)
        for (int b = a + 1; b < map.power_count(); ++b)
            if (f.at_war(static_cast<Power>(a), static_cast<Power>(b)))
                s += (s.empty() ? "" : ", ") + map.power(static_cast<Power>(a)).name + "-" +
                     map.power(static_cast<Power>(b)).name;
    return s;
}

bool parse_wars(std::string_view text, const Map& map, FormalState& f, std::string& error) {
    f.wars = {};
    if (iequals(trim(text), "none")) return true;
    for (std::string_view pair : split(text, ',')) {
        pair = trim(pair);
        if (pair.empty()) continue;
        // Try every "-": a power's name may hold one ("Austria-Hungary").
        Power a = kNoPower, b = kNoPower;
        for (std::size_t at = pair.find('-'); at != std::string_view::npos && b == kNoPower;
             at = pair.find('-', at + 1)) {
            a = map.find_power(trim(pair.substr(0, at)));
            b = a == kNoPower ? kNoPower : map.find_power(trim(pair.substr(at + 1)));
        }
        if (a == kNoPower || b == kNoPower)
            return fail(error, "expected a war as \"Power-Power\", found " + quote_short(pair));
        if (a == b) return fail(error, "a power cannot be at war with itself: " + quote_short(pair));
        f.set_war(a, b, true);
    }
    return true;
}

std::string points_text(const FormalState& f, const Map& map) {
    std::string s;
    for (int pw = 0; pw < map.power_count(); ++pw)
        if (f.points[pw] != 0)
            s += (s.empty() ? "" : ", ") + map.power(static_cast<Power>(pw)).name + " " + std::to_string(f.points[pw]);
    return s;
}

bool parse_points(std::string_view text, const Map& map, FormalState& f, std::string& error) {
    f.points = {};
    std::array<bool, kMaxPowers> seen{};
    for (std::string_view item : split(text, ',')) {
        item = trim(item);
        if (item.empty()) continue;
        const std::size_t space = item.find_last_of(" \t");
        int v = 0;
        const Power pw = space == std::string_view::npos ? kNoPower : map.find_power(trim(item.substr(0, space)));
        if (pw == kNoPower || !read_int(item.substr(space + 1), v))
            return fail(error, "expected points as \"Power number\", found " + quote_short(item));
        if (v < -32768 || v > 32767) return fail(error, "points out of range: " + quote_short(item));
        if (seen[pw]) return fail(error, map.power(pw).name + " has points listed twice");
        seen[pw] = true;
        f.points[pw] = static_cast<std::int16_t>(v);
    }
    return true;
}

std::string formal_json(const FormalState& f, const Map& map) {
    const auto power = [&](int p) { return json_string(map.power(static_cast<Power>(p)).name); };
    std::string s = ", \"wars\": [";
    const char* sep = "";
    for (int a = 0; a < map.power_count(); ++a)
        for (int b = a + 1; b < map.power_count(); ++b)
            if (f.at_war(static_cast<Power>(a), static_cast<Power>(b))) {
                s.append(sep).append("[").append(power(a)).append(", ").append(power(b)).append("]");
                sep = ", ";
            }
    s += "], \"spheres\": {";
    for (int pw = 0; pw < map.power_count(); ++pw) {
        s += std::string(pw ? ", " : "") + power(pw) + ": [";
        const char* comma = "";
        for (int p = 0; p < map.province_count(); ++p)
            if (f.sphere(p) == pw) {
                s += comma + json_string(lower(map.province(static_cast<Province>(p)).abbr));
                comma = ", ";
            }
        s += "]";
    }
    s += "}, \"points\": {";
    for (int pw = 0; pw < map.power_count(); ++pw)
        s += std::string(pw ? ", " : "") + power(pw) + ": " + std::to_string(f.points[pw]);
    return s + "}";
}

}  // namespace dip
