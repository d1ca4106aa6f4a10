// Reading the judge's results mails (judge_mails.h). A mail opens with a header ("Movement results for Spring
// of 1901.  (game/S1901M)"; "Retreat results for", "Adjustment results for", or the older "... orders for"),
// lists every order as "Power: order." with the judge's result in "(*bounce*)", then may list the dislodged units
// ("The following units were dislodged:") and the supply centre owners ("Ownership of supply centers:"). Long
// lines wrap. Everything else (mail headers, press, reminders) is skipped. docs/JUDGE_TEXT.md.
#include "judge_mails.h"

#include <algorithm>
#include <cctype>

#include "game.h"
#include "judge_text.h"
#include "text_util.h"

namespace dip::judge {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}
bool starts_with(std::string_view s, std::string_view prefix) {
    return s.size() >= prefix.size() && iequals(s.substr(0, prefix.size()), prefix);
}
bool ends_with(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}
std::string_view strip_dot(std::string_view s) {
    s = trim(s);
    while (!s.empty() && s.back() == '.') s.remove_suffix(1);
    return trim(s);
}

}  // namespace

std::string clip(std::string_view s) {
    std::string out;
    for (char c : s.substr(0, 70)) out += (c >= 0x20 && c < 0x7F) ? c : '?';
    return s.size() > 70 ? out + "..." : out;
}

std::optional<Phase> read_header(std::string_view line) {
    line = trim(line);
    static constexpr std::pair<std::string_view, PhaseKind> kHeads[] = {
        {"movement results for ", PhaseKind::Movement},
        {"retreat results for ", PhaseKind::Retreats},
        {"retreat orders for ", PhaseKind::Retreats},
        {"adjustment results for ", PhaseKind::Adjustments},
        {"adjustment orders for ", PhaseKind::Adjustments}};
    for (const auto& [head, kind] : kHeads) {
        if (!starts_with(line, head)) continue;
        const std::vector<std::string_view> words = split_words(line.substr(head.size()));
        if (words.size() < 3 || !iequals(words[1], "of")) return std::nullopt;
        const std::string season = lower(words[0]);
        std::string_view year = words[2];
        while (!year.empty() && year.back() == '.') year.remove_suffix(1);
        if (year.empty() || year.size() > 4 ||
            !std::all_of(year.begin(), year.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return std::nullopt;
        Phase ph;
        ph.kind = kind;
        ph.year = std::stoi(std::string(year));
        const bool spring = season == "spring" || season == "summer";
        const bool fall = season == "fall" || season == "autumn";
        if (kind == PhaseKind::Movement && (spring || fall)) ph.season = spring ? Season::Spring : Season::Fall;
        else if (kind == PhaseKind::Retreats && (spring || fall)) ph.season = spring ? Season::Spring : Season::Fall;
        else if (kind == PhaseKind::Adjustments && (season == "winter" || fall)) ph.season = Season::Winter;
        else return std::nullopt;
        return ph;
    }
    return std::nullopt;
}

namespace {

// Where a mail's orders end and what follows them is mail headers, press or a reminder: read no further.
bool ends_mail(std::string_view line) {
    static constexpr std::string_view kEnds[] = {
        "the next phase of", "status of the ", "from:",        "from ",     "to:", "subject:", "date:",
        "received:",         "message-id:",    "return-path:", "reply-to:", "x-",  "deadline", "--"};
    for (std::string_view e : kEnds)
        if (starts_with(line, e)) return true;
    return false;
}

// "Austria: Army Vienna -> Galicia.  (*bounce*)" split into its power, order and result words; false when the
// line is not "Word: text".
bool split_power_line(std::string_view line, MailLine& out) {
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0 || colon > 20) return false;
    const std::string_view power = line.substr(0, colon);
    if (!std::all_of(power.begin(), power.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)); }))
        return false;
    out.power = std::string(power);
    std::string_view rest = trim(line.substr(colon + 1));
    if (ends_with(rest, "*)")) {
        if (const std::size_t open = rest.rfind("(*"); open != std::string_view::npos) {
            for (std::string_view w : split(rest.substr(open + 2, rest.size() - open - 4), ','))
                if (!trim(w).empty()) out.words.push_back(lower(trim(w)));
            rest = trim(rest.substr(0, open));
        }
    }
    out.text = std::string(strip_dot(rest));
    return true;
}

}  // namespace

Loc judge_loc(const Map& map, std::string_view name) {
    name = strip_dot(name);
    if (starts_with(name, "the ")) name = trim(name.substr(4));
    if (name.empty()) return kNone;
    return map.find_loc(name);
}

namespace {

// "The Army in Munich can retreat to Ruhr or Silesia." and its other wordings.
JudgeDislodged read_dislodged(std::string_view line, const Map& map) {
    JudgeDislodged d;
    d.written = clip(line);
    const std::string l = lower(line);
    std::size_t at = l.find(" in ");
    if (at == std::string::npos) return d;
    std::size_t from = at + 4, to = l.size();
    static constexpr std::string_view kTails[] = {" can retreat to ",        " with only the following retreats",
                                                  " with no valid retreats", " with no retreats",
                                                  " was destroyed",          " retreats to ",
                                                  " may retreat to ",        " destroyed"};
    std::size_t list_from = std::string::npos;
    for (std::string_view tail : kTails)
        if (const std::size_t t = l.find(tail, from); t != std::string::npos && t < to) {
            to = t;
            list_from = tail.find("retreat") != std::string_view::npos && tail.find("no") == std::string_view::npos
                            ? t + tail.size()
                            : std::string::npos;
        }
    const Loc loc = judge_loc(map, line.substr(from, to - from));
    if (loc == kNone) return d;
    d.province = map.province_of(loc);
    d.destroyed = l.find("destroyed") != std::string::npos;
    if (list_from == std::string::npos || d.destroyed) return d;
    std::string list;  // the names after "retreat to" or "retreats:", separated by commas alone
    for (std::size_t i = list_from + (l.compare(list_from, 1, ":") == 0); i < l.size();) {
        const std::size_t sep = l.compare(i, 4, " or ") == 0 ? 4 : l.compare(i, 5, " and ") == 0 ? 5 : 0;
        list += sep ? ',' : l[i];
        i += sep ? sep : 1;
    }
    for (std::string_view name : split(list, ','))
        if (const Loc r = judge_loc(map, name); r != kNone) d.retreats.push_back(map.province_of(r));
        else if (!trim(name).empty()) d.province = kNone;  // a retreat we cannot read: the line is unreadable
    std::sort(d.retreats.begin(), d.retreats.end());
    return d;
}

enum class Section { Orders, Dislodged, Ownership, Done };

// "5 Supply centers,  3 Units:  Builds   2 units" read; nothing when the line says otherwise.
std::optional<UnitCount> read_counts(const MailLine& line) {
    const std::string l = lower(line.text);
    UnitCount c;
    c.power = line.power;
    std::size_t i = 0;
    const auto number = [&](int& out) {
        while (i < l.size() && l[i] == ' ') ++i;
        const std::size_t from = i;
        while (i < l.size() && i - from < 4 && std::isdigit(static_cast<unsigned char>(l[i])))
            out = out * 10 + (l[i++] - '0');
        return i > from;
    };
    if (!number(c.centres) || l.compare(i, 12, " supply cent") != 0) return std::nullopt;
    i = l.find(',', i);
    if (i == std::string::npos) return std::nullopt;
    ++i;
    if (!number(c.units) || l.compare(i, 5, " unit") != 0) return std::nullopt;
    return c;
}

}  // namespace

Expected<std::vector<Mail>> read_mails(std::string_view text, const Map& map, std::string& game_name) {
    std::vector<Mail> mails;
    Section section = Section::Done;
    std::string pending;  // the logical line being joined
    bool pending_open = false;
    Section pending_section = Section::Done;
    const auto finish = [&] {
        if (!pending_open) return;
        pending_open = false;
        Mail& m = mails.back();
        const std::string_view line = trim(pending);
        if (pending_section == Section::Dislodged) {
            if (!starts_with(line, "the ") || m.dislodged.size() >= kMaxLinesPerMail) return;
            m.dislodged.push_back(read_dislodged(line, map));
            if (m.dislodged.back().province == kNone) {
                if (m.unreadable.size() < kMaxUnreadable)
                    m.unreadable.push_back("we cannot read the dislodged unit \"" + clip(line) + "\"");
                m.dislodged.pop_back();
            }
            return;
        }
        MailLine ml;
        if (!split_power_line(line, ml)) return;
        if (pending_section == Section::Ownership) {
            if (!ml.text.empty() && std::isdigit(static_cast<unsigned char>(ml.text[0]))) {  // the counts
                if (const std::optional<UnitCount> c = read_counts(ml); c && m.counts.size() < kMaxLinesPerMail)
                    m.counts.push_back(*c);
                return;
            }
            if (m.ownership.size() < kMaxLinesPerMail) m.ownership.push_back(std::move(ml));
            return;
        }
        if (m.orders.size() < kMaxLinesPerMail) m.orders.push_back(std::move(ml));
    };
    for (std::string_view raw : split_lines(text)) {
        const std::string_view line = trim(raw);
        if (const std::optional<Phase> ph = read_header(line)) {
            finish();
            if (mails.size() == kMaxPhases)
                return Failure{"the archive has more than " + std::to_string(kMaxPhases) + " results mails"};
            mails.emplace_back();
            mails.back().phase = *ph;
            if (game_name.empty())
                if (const std::size_t open = line.find('('), slash = line.find('/', open);
                    open != std::string_view::npos && slash != std::string_view::npos)
                    game_name = clip(line.substr(open + 1, slash - open - 1));
            section = Section::Orders;
            continue;
        }
        if (section == Section::Done) continue;
        Mail& m = mails.back();
        if (!line.empty() && m.body.size() < kMaxJudgeTextBytes) m.body.append(line).append("\n");
        // A line ends in "." or in its result "*)"; a result wrapped onto a line of its own belongs to it too, and
        // so does the rest of a name cut after "St." ("Venice, St." then "Petersburg."). The wrapped lines of
        // orders and owners are indented; those of the dislodged units are not (they never start with "The").
        const std::string_view so_far = trim(pending);
        const bool unfinished = pending_open && !ends_with(so_far, "*)") &&
                                (!ends_with(so_far, ".") || starts_with(line, "(*") || ends_with(so_far, " St.") ||
                                 ends_with(so_far, "\tSt."));
        const bool indented = !raw.empty() && (raw[0] == ' ' || raw[0] == '\t') && !line.empty();
        const bool continues = indented || (section == Section::Dislodged && pending_section == Section::Dislodged &&
                                            !line.empty() && !starts_with(line, "the "));
        if (continues && unfinished) {
            if (pending.size() + line.size() < kMaxLogicalLine) pending.append(" ").append(line);
            continue;
        }
        if (starts_with(line, "ownership of supply centers") || starts_with(line, "ownership of supply centres")) {
            finish();
            section = Section::Ownership;
            m.ownership_section = true;
            continue;
        }
        if (starts_with(line, "the following units were dislodged") ||
            starts_with(line, "the following unit was dislodged")) {
            finish();
            section = Section::Dislodged;
            continue;
        }
        if (ends_mail(line)) {
            finish();
            section = Section::Done;
            continue;
        }
        finish();  // a line not indented starts a new one
        if (line.empty()) continue;
        pending.assign(line.substr(0, kMaxLogicalLine));
        pending_open = true;
        pending_section = section;
    }
    finish();
    return mails;
}

// ---- Orders ---------------------------------------------------------------------------------------------

Converted convert(const std::string& text, PhaseKind kind, const Map& map) {
    Converted c;
    const std::string l = lower(text);
    // A unit the player gave no order: it holds, or (dislodged) disbands, as ours would.
    for (std::string_view none : {", no order processed", " no order processed"})
        if (kind != PhaseKind::Adjustments && ends_with(l, none)) {
            if (kind == PhaseKind::Movement) c.orders.push_back(text.substr(0, text.size() - none.size()) + " HOLD");
            return c;
        }
    if (kind != PhaseKind::Adjustments) {
        c.orders.push_back(text);
        return c;
    }
    static constexpr std::pair<std::string_view, std::string_view> kSentences[] = {
        {"builds a fleet in ", "Build F "},     {"builds an army in ", "Build A "},
        {"build a fleet in ", "Build F "},      {"build an army in ", "Build A "},
        {"removes the fleet in ", "Remove F "}, {"removes the army in ", "Remove A "},
        {"removes a fleet in ", "Remove F "},   {"removes an army in ", "Remove A "},
        {"remove the fleet in ", "Remove F "},  {"remove the army in ", "Remove A "}};
    for (const auto& [sentence, ours] : kSentences)
        if (starts_with(l, sentence)) {
            std::string_view where = trim(std::string_view(text).substr(sentence.size()));
            if (starts_with(where, "the ")) where = trim(where.substr(4));
            c.orders.push_back(std::string(ours) + std::string(where));
            return c;
        }
    for (std::string_view d : {"defaults, removing the ", "defaults, removing ", "default, removing the "})
        if (starts_with(l, d)) {
            c.default_line = true;
            const std::string_view rest = std::string_view(text).substr(d.size());
            const std::size_t in = lower(rest).find(" in ");
            if (const Loc loc = in == std::string::npos ? kNone : judge_loc(map, rest.substr(in + 4)); loc != kNone)
                c.default_removal = map.province_of(loc);
            return c;
        }
    if (l.find("unusable") != std::string::npos || ends_with(l, "pending")) return c;  // nothing to order
    if (l == "build waived" || l == "builds waived") {
        c.orders.push_back("Waive");
        return c;
    }
    if (const std::vector<std::string_view> w = split_words(l);
        w.size() == 3 && (w[1] == "builds" || w[1] == "build") && w[2] == "waived" && w[0].size() <= 2 &&
        std::all_of(w[0].begin(), w[0].end(), [](char ch) { return ch >= '0' && ch <= '9'; })) {
        for (int i = std::stoi(std::string(w[0])); i > 0; --i) c.orders.push_back("Waive");
        return c;
    }
    c.orders.push_back(text);
    return c;
}

// Is the text after "Word:" worded as an order of the judge's (a unit, a build or removal, a waived build)?
bool looks_like_order(std::string_view text) {
    static constexpr std::string_view kStarts[] = {"army ",  "fleet ",   "a ",      "f ",       "builds ",
                                                   "build ", "removes ", "remove ", "defaults", "no order"};
    return std::any_of(std::begin(kStarts), std::end(kStarts),
                       [&](std::string_view w) { return starts_with(text, w); }) ||
           lower(text).find("waived") != std::string::npos;
}

}  // namespace dip::judge
