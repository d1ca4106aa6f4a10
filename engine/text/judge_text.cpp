// The judge's results mails replayed and compared with our adjudication (judge_text.h): each mail's orders
// played from where the last left off, its result words, dislodged units and centre owners checked against ours
// (docs/JUDGE_TEXT.md says which word matches which outcome). The mails are read by judge_mails.h.
#include "judge_text.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "judge_mails.h"
#include "order_parser.h"
#include "outcome.h"
#include "position_text.h"
#include "text_util.h"
#include "variants/catalogue.h"

namespace dip {

namespace {

using namespace judge;

constexpr std::size_t kMaxOrdersPerPhase = 1000;  // far more than a board's units

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

// The supply centre owners a mail lists, and the units it counts, against a position's.
void compare_ownership(const Mail& m, const Position& pos, const Map& map, Comparison& cmp) {
    for (const UnitCount& c : m.counts)
        if (const Power pw = map.find_power(c.power); pw != kNoPower && c.units != pos.unit_count(pw))
            cmp.add("", "the judge counts " + std::to_string(c.units) + " units of " + map.power(pw).name + ", we " +
                            std::to_string(pos.unit_count(pw)));
    std::vector<Power> theirs(map.province_count(), kNoPower);
    for (const MailLine& l : m.ownership) {
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
    const Mail* owners_due = nullptr;  // the mail whose owners are to be compared once its Fall retreats are played
    std::size_t owners_mail = 0;
    const Mail* previous = nullptr;
    std::size_t index = 0;  // the mail's number among those read
    int played_rank = -1;   // phase_rank() of the last phase played
    const auto check_owners = [&](const Position& after, Comparison& cmp) {
        if (!owners_due || after.phase.kind == PhaseKind::Retreats) return;
        compare_ownership(*owners_due, after, map, cmp);
        owners_due = nullptr;
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
            if (m.ownership_section) compare_ownership(m, pos, map, cmp);
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
            owners_due = &m;
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
