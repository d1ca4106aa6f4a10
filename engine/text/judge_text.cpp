// The judge's results mails (judge_text.h). A mail opens with a header ("Movement results for Spring of 1901.
// (game/S1901M)"; "Retreat results for", "Adjustment results for", or the older "... orders for"), lists every
// order as "Power: order." with the judge's result in "(*bounce*)", then may list the dislodged units ("The
// following units were dislodged:") and the supply centre owners ("Ownership of supply centers:"). Long lines
// wrap onto indented lines. Everything else (mail headers, press, reminders) is skipped. docs/JUDGE_TEXT.md.
#include "judge_text.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "order_parser.h"
#include "outcome.h"
#include "position_text.h"
#include "text_util.h"
#include "variants/catalogue.h"

namespace dip {

namespace {

constexpr std::size_t kMaxLogicalLine = 2000;     // a wrapped line longer than this is cut: bounds crafted input
constexpr std::size_t kMaxLinesPerMail = 2000;    // order, dislodged and ownership lines kept from one mail
constexpr std::size_t kMaxOrdersPerPhase = 1000;  // far more than a board's units

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
std::string clip(std::string_view s) {  // the archive's text quoted in a message, kept short and printable
    std::string out;
    for (char c : s.substr(0, 70)) out += (c >= 0x20 && c < 0x7F) ? c : '?';
    return s.size() > 70 ? out + "..." : out;
}
std::string_view strip_dot(std::string_view s) {
    s = trim(s);
    while (!s.empty() && s.back() == '.') s.remove_suffix(1);
    return trim(s);
}

// ---- Reading the mails ----------------------------------------------------------------------------------

// One "Power: text" line of a mail, its wrapped continuations joined.
struct MailLine {
    std::string power;               // as written ("Austria", "Unowned"); "" for a line of another kind
    std::string text;                // after the colon, the result taken off ("Army Vienna -> Galicia")
    std::vector<std::string> words;  // the result's words, lower case ("bounce", "dislodged")
    bool has_result = false;
};

// A unit the mail says was dislodged.
struct JudgeDislodged {
    std::string written;             // the line as written
    Province province = kNone;       // kNone when the name is not one we know
    bool destroyed = false;          // "with no valid retreats was destroyed"
    std::vector<Province> retreats;  // the retreats it lists
};

struct Mail {
    Phase phase;
    std::string header;              // the header line
    std::vector<MailLine> orders;    // in the order written
    bool dislodged_section = false;  // "The following units were dislodged:" seen
    std::vector<JudgeDislodged> dislodged;
    bool ownership_section = false;       // "Ownership of supply centers:" seen
    std::vector<MailLine> ownership;      // "Austria: Budapest, Serbia." and "Unowned: ..." (not the counts)
    std::vector<std::string> unreadable;  // lines that look like orders or owners but cannot be read
    std::string body;                     // every line trimmed, joined: an identical repeat is skipped
};

// The phase a results header names, or nothing when the line is not one.
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
            out.has_result = true;
            for (std::string_view w : split(rest.substr(open + 2, rest.size() - open - 4), ','))
                if (!trim(w).empty()) out.words.push_back(lower(trim(w)));
            rest = trim(rest.substr(0, open));
        }
    }
    out.text = std::string(strip_dot(rest));
    return true;
}

// A space's name as the judge writes it in a sentence ("the North Sea", "St. Petersburg (south coast)").
Loc judge_loc(const Map& map, std::string_view name) {
    name = strip_dot(name);
    if (starts_with(name, "the ")) name = trim(name.substr(4));
    if (name.empty()) return kNone;
    return map.find_loc(name);
}

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
    std::string list = l.substr(list_from);
    if (!list.empty() && list[0] == ':') list.erase(0, 1);
    for (std::string_view sep : {" or ", " and "})
        for (std::size_t p; (p = list.find(sep)) != std::string::npos;) list.replace(p, sep.size(), ",");
    for (std::string_view name : split(list, ','))
        if (const Loc r = judge_loc(map, name); r != kNone) d.retreats.push_back(map.province_of(r));
        else if (!trim(name).empty()) d.province = kNone;  // a retreat we cannot read: the line is unreadable
    std::sort(d.retreats.begin(), d.retreats.end());
    return d;
}

enum class Section { Orders, Dislodged, Ownership, Done };

// The mails of the archive, in the order written; a Failure when there are too many.
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
                m.unreadable.push_back("we cannot read the dislodged unit \"" + clip(line) + "\"");
                m.dislodged.pop_back();
            }
            return;
        }
        MailLine ml;
        if (!split_power_line(line, ml)) return;
        if (pending_section == Section::Ownership) {
            if (!ml.text.empty() && std::isdigit(static_cast<unsigned char>(ml.text[0]))) return;  // the counts
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
            mails.back().header = clip(line);
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
            m.dislodged_section = true;
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

// What an order line of the judge becomes: orders in our notation (a build, "2 builds waived" as two waives, or
// the line itself), or a removal the judge made by default, or nothing.
struct Converted {
    std::vector<std::string> orders;
    Province default_removal = kNone;
    bool default_line = false;
};

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

bool has(const std::vector<std::string>& words, std::string_view w) {
    return std::find(words.begin(), words.end(), w) != words.end();
}
std::string said(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) out += std::string(out.empty() ? "" : ", ") + w;
    return out.empty() ? "no result (it succeeds)" : "\"" + out + "\"";
}

// ---- Comparing one phase ----------------------------------------------------------------------------------

class Comparison {
public:
    Comparison(DiplomacyImport& im, std::size_t index, const Phase& phase)
        : im_(im), index_(index), name_(phase_text(phase)) {}
    void add(std::string subject, std::string what) {
        im_.divergences.push_back({index_, name_, std::move(subject), std::move(what)});
    }

private:
    DiplomacyImport& im_;
    std::size_t index_;
    std::string name_;
};

std::string province_name(const Map& map, Province p) { return map.province(p).name; }
std::string province_list(const Map& map, const std::vector<Province>& ps) {
    std::string out;
    for (Province p : ps) out += std::string(out.empty() ? "" : ", ") + province_name(map, p);
    return out.empty() ? "nowhere" : out;
}

// One order's result words against our outcome (the words mean what docs/JUDGE_TEXT.md says).
void compare_order(const std::vector<std::string>& words, const OrderResult& r, const Position& before, const Map& map,
                   const std::string& subject, Comparison& cmp) {
    const Outcome& o = r.outcome;
    const std::string we = describe(o, r.order, before, map);
    const bool their_invalid = has(words, "invalid") || has(words, "void");
    const bool our_invalid = o.result == Result::Illegal || o.result == Result::Void;
    switch (before.phase.kind) {
        case PhaseKind::Adjustments:
        case PhaseKind::Retreats: {
            static constexpr std::string_view kFailed[] = {"bounce", "void", "invalid", "destroyed", "no retreat"};
            const bool their_failed =
                std::any_of(std::begin(kFailed), std::end(kFailed), [&](std::string_view w) { return has(words, w); });
            if (their_failed != (o.result != Result::Succeeds))
                cmp.add(subject, "the judge says " + said(words) + ", we find " + we);
            return;
        }
        case PhaseKind::Movement: break;
    }
    const bool their_dislodged = has(words, "dislodged") || has(words, "destroyed");
    const bool our_dislodged = o.dislodged_by != kNone || o.reason == Reason::Dislodged;
    if (their_dislodged != our_dislodged)
        cmp.add(subject, their_dislodged ? "the judge says dislodged, we find it stays: " + we
                                         : "the judge does not say dislodged, we find " + we);
    if (o.result == Result::Illegal && !their_invalid) {
        cmp.add(subject, "the judge says " + said(words) + ", we find it illegal: " + we);
        return;
    }
    switch (r.order.kind) {
        case OrderKind::Move: {
            const bool theirs_moved = !has(words, "bounce") && !has(words, "no convoy") && !their_invalid &&
                                      !has(words, "disrupted") && !their_dislodged;
            if (theirs_moved != (o.result == Result::Succeeds))
                cmp.add(subject, "the judge says " + said(words) + ", we find " + we);
            break;
        }
        case OrderKind::SupportHold:
        case OrderKind::SupportMove:
        case OrderKind::Convoy: {
            if (their_invalid != our_invalid) {
                cmp.add(subject, "the judge says " + said(words) + ", we find " + we);
                break;
            }
            if (r.order.kind == OrderKind::Convoy || their_invalid) break;
            const bool their_failed = has(words, "cut") || their_dislodged;
            if (their_failed != (o.result == Result::Fails))
                cmp.add(subject, "the judge says " +
                                     (their_failed ? said(words) : std::string("the support is given")) + ", we find " +
                                     we);
            break;
        }
        default:
            if (their_invalid != our_invalid) cmp.add(subject, "the judge says " + said(words) + ", we find " + we);
    }
}

// The units the mail says were dislodged against ours, with where each may retreat.
void compare_dislodged(const Mail& m, const PhaseResult& result, const Rules& rules, Comparison& cmp) {
    const Map& map = rules.map();
    std::vector<Province> ours;
    std::vector<bool> destroyed;
    for (const OrderResult& r : result.results)
        if (r.order.unit != kNone && (r.outcome.dislodged_by != kNone || r.outcome.reason == Reason::Dislodged)) {
            const Province p = map.province_of(r.order.unit);
            if (std::find(ours.begin(), ours.end(), p) != ours.end()) continue;
            ours.push_back(p);
            destroyed.push_back(r.outcome.destroyed || !result.next.dislodged[p].unit);
        }
    for (const JudgeDislodged& d : m.dislodged)
        if (std::find(ours.begin(), ours.end(), d.province) == ours.end())
            cmp.add("", "the judge lists the unit in " + province_name(map, d.province) +
                            " as dislodged, we do not dislodge it");
    for (std::size_t i = 0; i < ours.size(); ++i) {
        const Province p = ours[i];
        const auto it = std::find_if(m.dislodged.begin(), m.dislodged.end(),
                                     [&](const JudgeDislodged& d) { return d.province == p; });
        if (it == m.dislodged.end()) {
            cmp.add("", "we dislodge the unit in " + province_name(map, p) + ", the judge does not list it");
            continue;
        }
        if (it->destroyed != destroyed[i]) {
            cmp.add(it->written, destroyed[i] ? "we find it has no retreat and is destroyed"
                                              : "we find it may retreat, the judge destroys it");
            continue;
        }
        if (destroyed[i]) continue;
        std::vector<Province> to;
        rules.retreat_options(result.next, result.next.dislodged[p]).for_each([&](int l) {
            to.push_back(map.province_of(static_cast<Loc>(l)));
        });
        std::sort(to.begin(), to.end());
        to.erase(std::unique(to.begin(), to.end()), to.end());
        if (to != it->retreats)
            cmp.add(it->written, "the judge lets it retreat to " + province_list(map, it->retreats) + ", we to " +
                                     province_list(map, to));
    }
}

// The supply centre owners a mail lists against a position's.
void compare_ownership(const std::vector<MailLine>& lines, const Position& pos, const Map& map, Comparison& cmp) {
    std::vector<Power> theirs(map.province_count(), kNoPower);
    for (const MailLine& l : lines) {
        const bool unowned = iequals(l.power, "unowned");
        const Power pw = unowned ? kNoPower : map.find_power(l.power);
        if (!unowned && pw == kNoPower) {
            cmp.add("", "the judge lists centres of \"" + clip(l.power) + "\", no power of the standard board");
            continue;
        }
        for (std::string_view name : split(l.text, ',')) {
            if (trim(name).empty()) continue;
            const Loc loc = judge_loc(map, name);
            const Province p = loc == kNone ? kNone : map.province_of(loc);
            if (p == kNone || !map.province(p).centre) {
                cmp.add("", "the judge lists \"" + clip(trim(name)) + "\" as a supply centre; it is none we know");
                continue;
            }
            if (!unowned) theirs[p] = pw;
        }
    }
    for (int p = 0; p < map.province_count(); ++p) {
        if (!map.province(p).centre || theirs[p] == pos.owner[p]) continue;
        const auto who = [&](Power pw) { return pw == kNoPower ? std::string("nobody") : map.power(pw).name; };
        cmp.add("", "the judge has " + province_name(map, p) + " owned by " + who(theirs[p]) + ", we by " +
                        who(pos.owner[p]));
    }
}

// Is the text after "Word:" worded as an order of the judge's (a unit, a build or removal, a waived build)?
bool looks_like_order(std::string_view text) {
    static constexpr std::string_view kStarts[] = {"army ",  "fleet ",   "a ",      "f ",       "builds ",
                                                   "build ", "removes ", "remove ", "defaults", "no order"};
    return std::any_of(std::begin(kStarts), std::end(kStarts),
                       [&](std::string_view w) { return starts_with(text, w); }) ||
           lower(text).find("waived") != std::string::npos;
}

// Does a mail order nothing at all (no order, no removal by default, no dislodged unit)?
bool orders_nothing(const Mail& m, const Map& map) {
    if (!m.unreadable.empty() || !m.dislodged.empty()) return false;
    return std::all_of(m.orders.begin(), m.orders.end(), [&](const MailLine& line) {
        const Converted c = convert(line.text, m.phase.kind, map);
        return map.find_power(line.power) != kNoPower && c.orders.empty() && !c.default_line;
    });
}

// A phase's place in the order of play, to tell a phase the archive skipped from one out of order.
int phase_rank(const Phase& ph) {
    const int step = ph.kind == PhaseKind::Adjustments ? 4
                     : ph.season == Season::Spring     ? (ph.kind == PhaseKind::Movement ? 0 : 1)
                                                       : (ph.kind == PhaseKind::Movement ? 2 : 3);
    return ph.year * 5 + step;
}

}  // namespace

bool looks_like_judge_text(std::string_view text) {
    text = text.substr(0, kMaxJudgeTextBytes);
    for (std::string_view line : split_lines(text))
        if (read_header(line)) return true;
    return false;
}

Expected<DiplomacyImport> import_judge_text(std::string_view text) {
    if (text.size() > kMaxJudgeTextBytes)
        return Failure{"the archive is larger than " + std::to_string(kMaxJudgeTextBytes >> 20) +
                       " MB; split it into shorter ones"};
    DiplomacyImport im;
    im.map_name = "standard";
    im.rules.variant = Variant::Standard;
    const std::unique_ptr<Rules> rules = make_rules(im.rules);
    const Map& map = rules->map();
    Expected<std::vector<Mail>> read = read_mails(text, map, im.game_id);
    if (!read) return read.failure();
    std::vector<Mail>& mails = *read;
    if (mails.empty())
        return Failure{"the text holds no judge results (a line like \"Movement results for Spring of 1901.\")"};
    im.start = start_position(map);
    if (mails[0].phase != im.start.phase)
        return Failure{"the first results mail is for " + phase_text(mails[0].phase) +
                       "; an archive must start with the judge's Spring 1901 movement results on the standard board"};

    Position pos = im.start;
    std::optional<std::vector<MailLine>> owners_due;  // owners a mail listed before its Fall retreats were played
    std::size_t owners_mail = 0;
    const Mail* previous = nullptr;
    std::size_t index = 0;  // the mail's number among those read
    int played_rank = -1;   // phase_rank() of the last phase played
    const auto check_owners = [&](const Position& after, Comparison& cmp) {
        if (!owners_due || after.phase.kind == PhaseKind::Retreats) return;
        compare_ownership(*owners_due, after, map, cmp);
        owners_due.reset();
    };
    std::vector<const Mail*> distinct;  // the mails, an identical repeat of the one before skipped
    for (const Mail& m : mails)
        if (!previous || previous->phase != m.phase || previous->body != m.body) distinct.push_back(previous = &m);
    im.record_phases = distinct.size() + 1;  // the report counts the mails read as phases played, plus one
    for (const Mail* mail : distinct) {
        const Mail& m = *mail;
        const std::size_t here = index++;
        // The judge plays a retreat or adjustment phase in which nothing was to be decided without a mail.
        while (phase_rank(pos.phase) < phase_rank(m.phase) && pos.phase.kind != PhaseKind::Movement &&
               !rules->finished(pos)) {
            PhaseResult filled;
            rules->adjudicate(pos, {}, filled);
            Comparison cmp(im, here, pos.phase);
            check_owners(filled.next, cmp);
            if (!im.divergences.empty()) break;
            im.orders.emplace_back();
            played_rank = phase_rank(pos.phase);
            pos = filled.next;
        }
        Comparison cmp(im, here, m.phase);
        if (!im.divergences.empty()) {
            im.stopped = "the supply centre owners the judge lists after " + phase_text(distinct[owners_mail]->phase) +
                         " differ from ours";
            break;
        }
        if (rules->finished(pos)) {
            cmp.add("", "the archive goes on after the game is over (" + phase_text(pos.phase) + ")");
            im.stopped = "the archive has results after the end of the game";
            break;
        }
        // A retreat or adjustment phase we skipped, nobody having a choice in it: its mail must order nothing.
        if (m.phase.kind != PhaseKind::Movement && phase_rank(m.phase) < phase_rank(pos.phase) &&
            phase_rank(m.phase) > played_rank && orders_nothing(m, map)) {
            if (m.ownership_section) compare_ownership(m.ownership, pos, map, cmp);
            if (!im.divergences.empty()) {
                im.stopped =
                    "the supply centre owners the judge lists after " + phase_text(m.phase) + " differ from ours";
                break;
            }
            ++im.phases_agreeing;
            continue;
        }
        if (pos.phase != m.phase) {
            cmp.add("",
                    "the archive has results for " + phase_text(m.phase) + " where we play " + phase_text(pos.phase));
            im.stopped =
                "the archive's " + phase_text(m.phase) + " is out of place (we play " + phase_text(pos.phase) + ")";
            break;
        }
        for (const std::string& u : m.unreadable) cmp.add("", u);
        // The orders, each converted and read.
        std::vector<Order> orders;
        std::vector<std::string> written;                    // the judge's order line for each of ours
        std::vector<const std::vector<std::string>*> words;  // its result words
        std::vector<std::pair<Power, Province>> defaults;    // removals the judge made by default
        bool unreadable = !m.unreadable.empty();
        for (const MailLine& line : m.orders) {
            const std::string subject = clip(line.power + ": " + line.text);
            const Power pw = map.find_power(line.power);
            if (pw == kNoPower && !looks_like_order(line.text)) continue;  // "Note: ...", press and the like
            if (pw == kNoPower) {
                cmp.add(subject, "\"" + clip(line.power) + "\" is no power of the standard board");
                unreadable = true;
                continue;
            }
            const Converted c = convert(line.text, pos.phase.kind, map);
            if (c.default_line) {
                if (c.default_removal == kNone) {
                    cmp.add(subject, "we cannot read which unit the judge removed");
                    unreadable = true;
                } else {
                    defaults.emplace_back(pw, c.default_removal);
                }
                continue;
            }
            for (const std::string& text_order : c.orders) {
                Expected<Order> o = parse_order(text_order, pos.phase.kind, map);
                if (!o) {
                    cmp.add(subject, "we cannot read this order: " + o.failure().message);
                    unreadable = true;
                    break;
                }
                o->power = pw;
                orders.push_back(*o);
                written.push_back(subject);
                words.push_back(&line.words);
            }
            if (orders.size() > kMaxOrdersPerPhase) {
                cmp.add("", "more than " + std::to_string(kMaxOrdersPerPhase) + " orders in one phase");
                unreadable = true;
                break;
            }
        }
        if (unreadable) {
            im.stopped = "the judge's " + phase_text(pos.phase) + " cannot be read";
            break;
        }
        PhaseResult result;
        rules->adjudicate(pos, orders, result);
        // Each order's result; the given orders come first in our results, in their order.
        for (std::size_t i = 0; i < orders.size() && i < result.results.size(); ++i) {
            const OrderResult& r = result.results[i];
            if (r.outcome.reason == Reason::NoUnit || r.outcome.reason == Reason::NotYourUnit) {
                cmp.add(written[i],
                        "the judge has this order, we find it illegal: " + describe(r.outcome, r.order, pos, map));
                continue;
            }
            compare_order(*words[i], r, pos, map, written[i], cmp);
        }
        if (pos.phase.kind == PhaseKind::Movement) compare_dislodged(m, result, *rules, cmp);
        if (pos.phase.kind == PhaseKind::Adjustments) {
            for (const OrderResult& r : result.results) {
                if (r.outcome.reason != Reason::CivilDisorder || r.order.unit == kNone) continue;
                const Province p = map.province_of(r.order.unit);
                if (std::none_of(defaults.begin(), defaults.end(), [&](const auto& d) { return d.second == p; }))
                    cmp.add("", "we remove the unit in " + province_name(map, p) +
                                    " by civil disorder, the judge does not");
            }
            for (const std::pair<Power, Province>& d : defaults)
                if (std::none_of(result.results.begin(), result.results.end(), [&](const OrderResult& r) {
                        return r.outcome.reason == Reason::CivilDisorder && r.order.unit != kNone &&
                               map.province_of(r.order.unit) == d.second;
                    }))
                    cmp.add("", "the judge removes the unit of " + map.power(d.first).name + " in " +
                                    province_name(map, d.second) + " by default, we do not");
        }
        if (m.ownership_section) {
            owners_due = m.ownership;
            owners_mail = here;
        }
        check_owners(result.next, cmp);
        if (!im.divergences.empty()) {
            im.stopped = "the judge's results and ours differ in " + phase_text(pos.phase);
            break;
        }
        im.orders.push_back(std::move(orders));
        ++im.phases_agreeing;
        played_rank = phase_rank(pos.phase);
        pos = result.next;
    }
    return im;
}

}  // namespace dip
