// Reads the board's drawing geometry (assets/boards/standard/board.geo) and answers "which province is here".
#include "map_geometry.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <limits>
#include <map>

#include "text_util.h"

namespace dip {

namespace {

constexpr float kUnset = std::numeric_limits<float>::quiet_NaN();

// Coordinates are integers in the asset. (Emscripten's libc++ has no floating-point from_chars.)
bool parse_float(std::string_view s, float& out) {
    const char* end = s.data() + s.size();
    long value = 0;
    auto [ptr, ec] = std::from_chars(s.data(), end, value);
    out = static_cast<float>(value);
    return ec == std::errc() && ptr == end;
}

bool parse_count(std::string_view s, std::uint32_t& out) {
    const char* end = s.data() + s.size();
    auto [ptr, ec] = std::from_chars(s.data(), end, out);
    return ec == std::errc() && ptr == end;
}

Loc find_loc(const Map& map, std::string_view name) {
    for (int l = 0; l < map.loc_count(); ++l)
        if (iequals(map.loc(static_cast<Loc>(l)).abbr, name)) return static_cast<Loc>(l);
    return kNone;
}

bool unset(Point p) { return std::isnan(p.x); }

}  // namespace

bool MapGeometry::parse(std::string_view text, const Map& map, std::string& error) {
    *this = MapGeometry{};
    region_of_province.assign(map.province_count(), -1);
    unit_pos.assign(map.loc_count(), {kUnset, kUnset});
    label_pos.assign(map.province_count(), {kUnset, kUnset});
    centre_pos.assign(map.province_count(), {kUnset, kUnset});

    int line_no = 0;
    auto fail = [&](const std::string& what) {
        error = "geometry line " + std::to_string(line_no) + ": " + what;
        return false;
    };
    bool have_size = false;
    bool have_tris = false;  // the current region's "tris" line has been read
    for (std::string_view raw : split_lines(text)) {
        ++line_no;
        const std::string_view line = trim(raw);
        if (line.empty() || line[0] == '#') continue;
        const std::vector<std::string_view> w = split_words(line);
        const std::string_view key = w[0];
        if (key == "size") {
            if (have_size) return fail("a second size line");
            if (w.size() != 3 || !parse_float(w[1], width) || !parse_float(w[2], height) || width <= 0 || height <= 0)
                return fail("size needs a positive width and height");
            have_size = true;
        } else if (key == "region") {
            if (!have_size) return fail("region before size");
            if (!regions.empty() && !have_tris) return fail("region " + regions.back().name + " has no triangles");
            if (w.size() != 3) return fail("region needs a name and a kind");
            GeoRegion r;
            r.name = std::string(w[1]);
            if (w[2] == "land") r.kind = GeoRegion::Kind::Land;
            else if (w[2] == "sea") r.kind = GeoRegion::Kind::Sea;
            else if (w[2] == "water") r.kind = GeoRegion::Kind::Water;
            else return fail("unknown region kind \"" + std::string(w[2]) + "\"");
            if (r.name != "-") {
                r.province = map.find_abbr(r.name);
                if (r.province == kNone) return fail("unknown province \"" + r.name + "\"");
                if (region_of_province[r.province] >= 0) return fail("a second region for " + r.name);
                const bool sea = map.province(r.province).kind == SpaceKind::Sea;
                if (sea != (r.kind == GeoRegion::Kind::Sea)) return fail(r.name + " has the wrong kind");
                region_of_province[r.province] = static_cast<int>(regions.size());
            }
            r.min = {std::numeric_limits<float>::max(), std::numeric_limits<float>::max()};
            r.max = {std::numeric_limits<float>::lowest(), std::numeric_limits<float>::lowest()};
            regions.push_back(std::move(r));
            have_tris = false;
        } else if (key == "ring") {
            if (regions.empty() || have_tris) return fail("ring outside a region (before its tris)");
            std::uint32_t n = 0;
            if (w.size() < 2 || !parse_count(w[1], n) || n < 3) return fail("ring needs at least 3 points");
            if (w.size() != 2 + 2 * static_cast<std::size_t>(n))
                return fail("ring has the wrong number of coordinates");
            GeoRegion& r = regions.back();
            r.rings.emplace_back(static_cast<int>(r.points.size()), static_cast<int>(n));
            for (std::uint32_t i = 0; i < n; ++i) {
                Point p;
                if (!parse_float(w[2 + 2 * i], p.x) || !parse_float(w[3 + 2 * i], p.y)) return fail("bad coordinate");
                r.points.push_back(p);
                r.min = {std::min(r.min.x, p.x), std::min(r.min.y, p.y)};
                r.max = {std::max(r.max.x, p.x), std::max(r.max.y, p.y)};
            }
        } else if (key == "tris") {
            if (regions.empty() || regions.back().rings.empty() || have_tris)
                return fail("tris must follow a region's rings");
            std::uint32_t m = 0;
            if (w.size() < 2 || !parse_count(w[1], m) || m == 0) return fail("tris needs at least one triangle");
            if (w.size() != 2 + 3 * static_cast<std::size_t>(m)) return fail("tris has the wrong number of indices");
            GeoRegion& r = regions.back();
            r.tris.reserve(3 * static_cast<std::size_t>(m));
            for (std::size_t i = 2; i < w.size(); ++i) {
                std::uint32_t k = 0;
                if (!parse_count(w[i], k) || k >= r.points.size()) return fail("triangle index out of range");
                r.tris.push_back(k);
            }
            have_tris = true;
        } else if (key == "label" || key == "unit" || key == "centre") {
            if (w.size() != 4) return fail(std::string(key) + " needs a name and x y");
            Point p;
            if (!parse_float(w[2], p.x) || !parse_float(w[3], p.y)) return fail("bad coordinate");
            if (key == "unit") {
                const Loc l = find_loc(map, w[1]);
                if (l == kNone) return fail("unknown location \"" + std::string(w[1]) + "\"");
                unit_pos[l] = p;
            } else {
                const Province pr = map.find_abbr(w[1]);
                if (pr == kNone) return fail("unknown province \"" + std::string(w[1]) + "\"");
                if (key == "label") {
                    label_pos[pr] = p;
                } else {
                    if (!map.province(pr).centre) return fail(std::string(w[1]) + " is not a supply centre");
                    centre_pos[pr] = p;
                }
            }
        } else {
            return fail("unknown item \"" + std::string(key) + "\"");
        }
    }
    ++line_no;  // problems found from here on are reported at the end of the text
    if (!have_size) return fail("no size line");
    if (!regions.empty() && !have_tris) return fail("region " + regions.back().name + " has no triangles");
    for (int p = 0; p < map.province_count(); ++p) {
        const std::string& abbr = map.province(static_cast<Province>(p)).abbr;
        if (region_of_province[p] < 0) return fail("no region for " + abbr);
        if (unset(label_pos[p])) return fail("no label for " + abbr);
        if (map.province(static_cast<Province>(p)).centre && unset(centre_pos[p])) return fail("no centre for " + abbr);
    }
    for (int l = 0; l < map.loc_count(); ++l)
        if (unset(unit_pos[l])) return fail("no unit position for " + map.loc(static_cast<Loc>(l)).abbr);
    error.clear();
    return true;
}

bool region_contains(const GeoRegion& r, Point p) {
    if (p.x < r.min.x || p.x > r.max.x || p.y < r.min.y || p.y > r.max.y) return false;
    bool inside = false;
    for (const auto& [first, count] : r.rings) {
        for (int i = 0, j = count - 1; i < count; j = i++) {
            const Point a = r.points[first + i], b = r.points[first + j];
            if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) inside = !inside;
        }
    }
    return inside;
}

Province MapGeometry::province_at(Point p) const {
    for (const GeoRegion& r : regions)
        if (r.province != kNone && region_contains(r, p)) return r.province;
    return kNone;
}

std::vector<std::pair<Province, Province>> shared_borders(const MapGeometry& g, float min_length) {
    // Every edge of every province's rings, keyed by its two end points in a fixed order.
    struct Edge {
        std::array<float, 4> key;
        Province province;
    };
    std::vector<Edge> edges;
    for (const GeoRegion& r : g.regions) {
        if (r.province == kNone) continue;
        for (const auto& [first, count] : r.rings) {
            for (int i = 0; i < count; ++i) {
                const Point a = r.points[first + i], b = r.points[first + (i + 1) % count];
                const bool a_first = a.x < b.x || (a.x == b.x && a.y < b.y);
                edges.push_back(
                    {a_first ? std::array{a.x, a.y, b.x, b.y} : std::array{b.x, b.y, a.x, a.y}, r.province});
            }
        }
    }
    std::sort(edges.begin(), edges.end(),
              [](const Edge& a, const Edge& b) { return a.key != b.key ? a.key < b.key : a.province < b.province; });
    std::map<std::pair<Province, Province>, float> length;
    for (std::size_t i = 0; i < edges.size();) {
        std::size_t j = i;
        while (j < edges.size() && edges[j].key == edges[i].key) ++j;
        const auto& k = edges[i].key;
        const float len = std::hypot(k[2] - k[0], k[3] - k[1]);
        for (std::size_t a = i; a < j; ++a)
            for (std::size_t b = a + 1; b < j; ++b)
                if (edges[a].province != edges[b].province) length[{edges[a].province, edges[b].province}] += len;
        i = j;
    }
    std::vector<std::pair<Province, Province>> out;
    for (const auto& [pair, len] : length)
        if (len >= min_length) out.push_back(pair);
    return out;
}

}  // namespace dip
