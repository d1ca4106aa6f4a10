// Embedded boards: loading, stepping, trying, and the words for screen readers.
#include "embed.h"

#include <algorithm>

#include "position_text.h"
#include "save.h"
#include "text_util.h"

namespace dip {

std::string EmbedBoard::load(const std::string& text) {
    std::string error;
    std::vector<Order> last;
    Session s(session_.rules());
    if (text.find(kPositionLinkKey) != std::string::npos || (text.find(':') == std::string::npos && !text.empty())) {
        const Expected<SavedPosition> p = decode_position(text);
        if (!p) return p.failure().message;
        GameRecord g;  // a sandbox game from the position
        g.settings = {p->rules, s.settings().scoring};
        g.start = p->position;
        if (!s.restore(g, error)) return error;
        last = p->orders;
    } else {
        error = s.load_game_text(text, &last);
        if (!error.empty()) return error;
    }
    // The last phase is played too, with its orders exactly as given (as the engine reads them from text).
    if (!s.over()) s.adjudicate(last);
    text_ = text;
    session_.replace_with(std::move(s));  // the revision grows: the page hears of the change
    trying_ = false;
    film_.show(-1);  // whatever the film showed of the board before is gone
    go_to_kind("results");
    return "";
}

std::vector<EmbedStep> EmbedBoard::steps() const {
    std::vector<EmbedStep> out;
    const int played = static_cast<int>(session_.game().history().size());
    for (int i = 0; i < played; ++i) {
        if (session_.game().history()[i].edit) continue;
        if (i == 0) out.push_back({EmbedStep::Kind::Before, i});
        out.push_back({EmbedStep::Kind::Orders, i});
        out.push_back({EmbedStep::Kind::Results, i});
    }
    out.push_back({EmbedStep::Kind::After, played - 1});
    return out;
}

// The film at rest at a phase's start shows its orders; playing or at its end, its results.
EmbedStep EmbedBoard::shown() const {
    const int shown = film_.shown(), played = static_cast<int>(session_.game().history().size());
    if (shown < 0 || shown >= played) return {EmbedStep::Kind::After, played - 1};  // (a phase since taken back)
    if (before_) return {EmbedStep::Kind::Before, shown};
    return {film_.playing() || film_.time() > 0 ? EmbedStep::Kind::Results : EmbedStep::Kind::Orders, shown};
}

int EmbedBoard::step() const {
    const std::vector<EmbedStep> all = steps();
    const auto at = std::find(all.begin(), all.end(), shown());
    return static_cast<int>((at == all.end() ? all.end() - 1 : at) - all.begin());
}

void EmbedBoard::go(int step) {
    if (trying_) return;  // the present, with the orders being written, until played or reset
    const std::vector<EmbedStep> all = steps();
    const EmbedStep to = all[std::clamp(step, 0, static_cast<int>(all.size()) - 1)];
    const EmbedStep from = shown();
    before_ = to.kind == EmbedStep::Kind::Before;
    if (to.kind == EmbedStep::Kind::After) {
        film_.show(-1);
    } else if (to.kind == EmbedStep::Kind::Results && from == EmbedStep{EmbedStep::Kind::Orders, to.phase}) {
        film_.play();  // the orders play out into their results
    } else {
        film_.show(to.phase);
        if (to.kind == EmbedStep::Kind::Results) film_.skip();
    }
}

void EmbedBoard::go_to_kind(const std::string& name) {
    const EmbedStep::Kind kind = name == "before"   ? EmbedStep::Kind::Before
                                 : name == "orders" ? EmbedStep::Kind::Orders
                                 : name == "after"  ? EmbedStep::Kind::After
                                                    : EmbedStep::Kind::Results;
    const std::vector<EmbedStep> all = steps();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].kind == kind) {
            go(static_cast<int>(i));
            return;
        }
}

std::string EmbedBoard::step_label() const {
    if (trying_) return "Your orders for " + phase_text(session_.position().phase);
    const EmbedStep s = shown();
    const auto& history = session_.game().history();
    switch (s.kind) {
        case EmbedStep::Kind::Before: return "Before: " + phase_text(history[s.phase].position.phase);
        case EmbedStep::Kind::Orders: return "Orders: " + phase_text(history[s.phase].position.phase);
        case EmbedStep::Kind::Results: return "Results: " + phase_text(history[s.phase].position.phase);
        case EmbedStep::Kind::After: return "After: " + phase_text(session_.position().phase);
    }
    return "";
}

void EmbedBoard::try_it() {
    if (trying_ || session_.game().history().empty()) return;
    session_.undo();  // the last phase's orders come back to be changed
    trying_ = true;
    before_ = false;
    film_.show(-1);  // the present: the orders being written
}

void EmbedBoard::play() {
    if (!trying_) return;
    session_.adjudicate();
    trying_ = false;
    // The phase just played plays out on the board, as after Adjudicate in the game.
    film_.play_from_start(static_cast<int>(session_.game().history().size()) - 1);
}

void EmbedBoard::reset() { load(text_); }

std::string EmbedBoard::position_code() const {
    const auto& history = session_.game().history();
    SavedPosition p;
    if (history.empty() || trying_) {
        p = {session_.position(), session_.orders(), session_.settings().rules};
    } else {
        const EmbedStep s = shown();
        p = s.kind == EmbedStep::Kind::After
                ? SavedPosition{session_.position(), {}, session_.settings().rules}
                : SavedPosition{history[s.phase].position, history[s.phase].orders, session_.settings().rules};
    }
    return encode_position(p);
}

std::string embed_link(const Session& session, const std::string& page_url) {
    const std::string base = page_url.substr(0, page_url.rfind('/') + 1);
    const SavedPosition p{session.position(), session.orders(), session.settings().rules};
    return base + "embed.html#p=" + encode_position(p);
}

std::string embed_snippet(const Session& session, const std::string& page_url) {
    return "<iframe src=\"" + embed_link(session, page_url) +
           "\" width=\"640\" height=\"480\" style=\"border:0\" loading=\"lazy\" "
           "title=\"Diplomacy board: " +
           phase_text(session.position().phase) + "\"></iframe>";
}

std::vector<Province> EmbedBoard::provinces_in_play() const {
    const Map& map = session_.map();
    std::vector<bool> in(map.province_count(), false);
    auto mark_units = [&](const Position& pos) {
        for (int p = 0; p < map.province_count(); ++p)
            if (pos.units[p] || pos.dislodged[p].unit) in[p] = true;
    };
    auto mark = [&](Loc l) {
        if (l != kNone) in[map.province_of(l)] = true;
    };
    for (const PlayedPhase& played : session_.game().history()) {
        mark_units(played.position);
        for (const Order& o : played.orders) {
            mark(o.unit);
            mark(o.target);
            mark(o.dest);
        }
    }
    mark_units(session_.position());
    std::vector<Province> out;
    for (int p = 0; p < map.province_count(); ++p)
        if (in[p]) out.push_back(static_cast<Province>(p));
    return out;
}

// ---- Words ----------------------------------------------------------------------------------------------

std::string describe_units(const Position& pos, const Map& map) {
    std::string out;
    for (int pw = 0; pw < map.power_count(); ++pw) {
        std::vector<std::string> armies, fleets;
        for (int p = 0; p < map.province_count(); ++p) {
            const Unit& u = pos.units[p];
            if (!u || u.power != pw) continue;
            std::string where = map.province(p).name;
            if (map.coast_of(u.loc) != Coast::None) where += " (" + std::string(to_string(map.coast_of(u.loc))) + ")";
            (u.type == UnitType::Army ? armies : fleets).push_back(where);
        }
        if (armies.empty() && fleets.empty()) continue;
        std::string line = map.power(static_cast<Power>(pw)).name + ": ";
        if (!armies.empty()) line += (armies.size() == 1 ? "an army in " : "armies in ") + listed(armies);
        if (!fleets.empty())
            line += std::string(armies.empty() ? "" : "; ") + (fleets.size() == 1 ? "a fleet in " : "fleets in ") +
                    listed(fleets);
        out += line + ". ";
    }
    for (int p = 0; p < map.province_count(); ++p) {
        const DislodgedUnit& d = pos.dislodged[p];
        if (d.unit)
            out += map.power(d.unit.power).name + "'s " + (d.unit.type == UnitType::Army ? "army" : "fleet") + " in " +
                   map.province(p).name + " was dislodged and must retreat. ";
    }
    return out;
}

std::string EmbedBoard::description() const {
    const Map& map = session_.map();
    if (trying_) {
        std::string s = step_label() + ". " + describe_units(session_.position(), map) + "Orders written: ";
        for (const Order& o : session_.orders())
            s += map.power(o.power).name + ": " + to_text(with_board_types(o, session_.position(), map), map) + "; ";
        return s;
    }
    const EmbedStep st = shown();
    const auto& history = session_.game().history();
    if (st.kind == EmbedStep::Kind::After) return step_label() + ". " + describe_units(session_.position(), map);
    const PlayedPhase& played = history[st.phase];
    std::string s = step_label() + ". " + describe_units(played.position, map);
    if (st.kind == EmbedStep::Kind::Before) return s;
    s += st.kind == EmbedStep::Kind::Orders ? "Orders: " : "Results: ";
    for (const OrderResult& r : played.result.results) {
        if (r.implicit && (st.kind == EmbedStep::Kind::Orders || r.outcome.reason == Reason::Unordered)) continue;
        s += map.power(r.order.power).name + ": " + to_text(with_board_types(r.order, played.position, map), map);
        if (st.kind == EmbedStep::Kind::Results)
            s += ", " + std::string(to_string(r.outcome.result)) + ": " +
                 describe(r.outcome, r.order, played.position, map);
        s += ". ";
    }
    return s;
}

// ---- Regions --------------------------------------------------------------------------------------------

std::vector<Province> region_provinces(const std::string& name, const Map& map) {
    static const std::pair<const char*, const char*> regions[] = {
        {"british-isles", "Cly Edi Lvp Yor Wal Lon Iri Nth Eng"},
        {"iberia", "Por Spa Gas Mar Mao Wes Lyo"},
        {"france", "Bre Par Pic Bur Gas Mar Eng Bel"},
        {"low-countries", "Bel Hol Pic Bur Ruh Kie Nth Eng Hel"},
        {"germany", "Kie Ber Mun Ruh Pru Sil Hol Den"},
        {"scandinavia", "Nwy Swe Den Fin StP Ska Nth Bal Bot Nwg"},
        {"baltic", "Bal Bot Swe Den Kie Ber Pru Lvn Fin StP"},
        {"italy", "Pie Ven Tus Rom Nap Apu Tys Ion Adr Lyo"},
        {"central-europe", "Mun Boh Vie Tyr Gal Bud Sil Tri"},
        {"balkans", "Ser Bul Rum Gre Alb Tri Bud Con Aeg"},
        {"turkey", "Con Ank Smy Arm Syr Bul Bla Aeg Eas"},
        {"russia", "Mos War Ukr Sev StP Lvn Fin"},
        {"north-sea", "Nth Eng Hel Ska Nwg Lon Yor Edi Bel Hol Den Nwy"},
        {"mediterranean", "Wes Lyo Tys Ion Adr Aeg Eas Naf Tun"},
        {"black-sea", "Bla Sev Rum Bul Con Ank Arm"},
    };
    std::vector<Province> out;
    if (name == "europe") {
        for (int p = 0; p < map.province_count(); ++p) out.push_back(static_cast<Province>(p));
        return out;
    }
    for (const auto& [n, list] : regions)
        if (name == n)
            for (std::string_view w : split_words(list)) out.push_back(map.find_abbr(w));
    return out;
}

void provinces_bounds(const MapGeometry& g, const std::vector<Province>& ps, Point& min, Point& max) {
    min = {1e9f, 1e9f};
    max = {-1e9f, -1e9f};
    for (Province p : ps) {
        if (p >= g.region_of_province.size() || g.region_of_province[p] < 0) continue;
        const GeoRegion& r = g.regions[g.region_of_province[p]];
        min = {std::min(min.x, r.min.x), std::min(min.y, r.min.y)};
        max = {std::max(max.x, r.max.x), std::max(max.y, r.max.y)};
    }
    if (min.x > max.x) {
        min = {0, 0};
        max = {g.width, g.height};
        return;
    }
    const float margin = std::max(max.x - min.x, max.y - min.y) * 0.06f;
    min = {min.x - margin, min.y - margin};
    max = {max.x + margin, max.y + margin};
    const float least = std::max(g.width, g.height) / 5;
    auto widen = [least](float& lo, float& hi) {
        const float grow = std::max(0.0f, least - (hi - lo)) / 2;
        lo -= grow;
        hi += grow;
    };
    widen(min.x, max.x);
    widen(min.y, max.y);
}

}  // namespace dip
