// Writing and reading the event string. The writer puts every field in one fixed order; the reader takes the
// lines in that order, bounds every number and list before using it, and checks the whole event at the end.
#include "event_text.h"

#include <charconv>
#include <iterator>
#include <optional>

#include "text_util.h"

namespace dip {

namespace {

// The words of the enums, as the text spells them: never changed once written.
constexpr std::string_view kScoringWords[] = {"c-diplo",      "sum-of-squares", "draw-size", "carnage",
                                              "open-tribute", "tribute",        "manorcon"};
static_assert(std::size(kScoringWords) == static_cast<std::size_t>(kLastScoring) + 1, "a word for every system");
constexpr std::string_view kDrawRuleWords[] = {"dias", "dins"};
constexpr std::string_view kShortBoardWords[] = {"sit-out", "two-boards", "game-master"};

std::string ids_line(std::string_view keyword, const std::vector<int>& ids) {
    std::string out(keyword);
    for (int id : ids) out.append(" ").append(std::to_string(id));
    return out + "\n";
}

std::string end_words(const GameEnd& end, int powers) {
    switch (end.kind) {
        case EndKind::None: return "none";
        case EndKind::TimeLimit: return "time";
        case EndKind::Solo: return "solo " + power_name(end.winner);
        case EndKind::Concession: return "concession " + power_name(end.winner);
        case EndKind::Draw: {
            std::string out = "draw";
            for (int p = 0; p < powers; ++p)
                if (end.in_draw[p]) out.append(" ").append(power_name(p));
            return out;
        }
    }
    return "none";
}

std::string result_line(const BoardResult& result) {
    std::string out = "result " + end_words(result.end, result.powers);
    out.append(" year ").append(std::to_string(result.year)).append(" centres");
    for (int p = 0; p < result.powers; ++p) out.append(" ").append(std::to_string(result.centres[p]));
    out += " eliminated";
    for (int p = 0; p < result.powers; ++p) out.append(" ").append(std::to_string(result.eliminated_in[p]));
    bool units_only = false;
    for (int p = 0; p < result.powers; ++p) units_only = units_only || result.units_only[p];
    if (units_only) {
        out += " units-only";
        for (int p = 0; p < result.powers; ++p)
            if (result.units_only[p]) out.append(" ").append(power_name(p));
    }
    return out + "\n";
}

// A whole number in [lo, hi], written in plain decimal digits, or nothing.
template <class T>
std::optional<T> number(std::string_view word, T lo, T hi) {
    T value{};
    if (word.empty() || word.size() > 20 || word[0] < '0' || word[0] > '9') return std::nullopt;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (error != std::errc() || end != word.data() + word.size() || value < lo || value > hi) return std::nullopt;
    return value;
}

// Reads the lines in order into an event; the first failure stops it.
class EventReader {
public:
    Expected<Event> read(std::string_view text) {
        if (text.size() > kMaxEventText)
            return Failure{"an event text has at most " + std::to_string(kMaxEventText) + " bytes; this one has " +
                           std::to_string(text.size())};
        const std::vector<std::string_view> lines = split_lines(text);
        if (lines.empty() || lines[0].substr(0, 10) != "dip-event ")
            return Failure{"not an event text: it begins with \"dip-event 1\"", 1};
        const std::optional<int> version = number<int>(lines[0].substr(10), 0, 1000000);
        if (!version) return Failure{"not an event text: unreadable version " + quote_short(lines[0].substr(10)), 1};
        if (*version != kEventTextVersion)
            return Failure{"this event text is in format " + std::to_string(*version) + "; this page reads format " +
                               std::to_string(kEventTextVersion) + (*version > 1 ? " (written by a newer page?)" : ""),
                           1};
        bool ended = false;
        for (std::size_t i = 1; i < lines.size(); ++i) {
            line_ = static_cast<int>(i) + 1;
            if (ended) {
                if (!trim(lines[i]).empty()) return fail("text after the end line");
                continue;
            }
            if (lines[i].empty()) continue;
            if (lines[i] == "end") {
                ended = true;
                continue;
            }
            if (std::optional<Failure> f = take(lines[i])) return *f;
        }
        if (!ended) return Failure{"the text is cut short: it has no end line"};
        if (std::string e = check_event(event_); !e.empty()) return Failure{e};
        return std::move(event_);
    }

private:
    Failure fail(std::string message) const { return Failure{std::move(message), line_}; }

    // One line, by its first word.
    std::optional<Failure> take(std::string_view line) {
        if (line.front() == ' ' || line.front() == '\t') return fail("a line begins with its keyword");
        const std::vector<std::string_view> words = split_words(line);
        if (words.empty()) return std::nullopt;
        const std::string_view key = words[0];
        const std::string_view rest = line.size() > key.size() ? line.substr(key.size() + 1) : std::string_view{};
        if (key == "name") return setting(key, [&] { event_.name = std::string(rest); });
        if (key == "scoring") return word_setting(key, words, kScoringWords, event_.settings.scoring);
        if (key == "draw-rule") return word_setting(key, words, kDrawRuleWords, event_.settings.draw_rule);
        if (key == "rounds") return int_setting(key, words, 1, kMaxEventRounds, event_.settings.rounds);
        if (key == "counted") return int_setting(key, words, 1, kMaxEventRounds, event_.settings.counted);
        if (key == "board-size") return int_setting(key, words, 2, kMaxBoardSize, event_.settings.board_size);
        if (key == "centres") return int_setting(key, words, 1, kMaxLocs, event_.settings.centres);
        if (key == "solo") return int_setting(key, words, 1, kMaxLocs, event_.settings.solo);
        if (key == "seed") return seed(words);
        if (key == "player") return player(rest);
        if (key == "gm-tiebreak") return id_list(words, event_.gm_tiebreak);
        if (key == "round") return round(words);
        if (event_.rounds.empty()) return fail("unknown line " + quote_short(line));
        Round& r = event_.rounds.back();
        if (key == "short-boards") {
            const Expected<int> i = choice(words, kShortBoardWords);
            if (!i) return i.failure();
            r.short_boards = static_cast<ShortBoards>(*i);
            return std::nullopt;
        }
        if (key == "check-in") return id_list(words, r.checked_in);
        if (key == "volunteers") return id_list(words, r.volunteers);
        if (key == "sitting-out") return id_list(words, r.sitting_out);
        if (key == "board") return board(words);
        if (key == "result") return result(words);
        return fail("unknown line " + quote_short(line));
    }

    // Settings come first, each once.
    template <class F>
    std::optional<Failure> setting(std::string_view key, F&& set) {
        if (!event_.players.empty() || !event_.rounds.empty())
            return fail("the setting " + std::string(key) + " comes before the players and rounds");
        for (const std::string& seen : settings_seen_)
            if (seen == key) return fail("the setting " + std::string(key) + " is given twice");
        settings_seen_.emplace_back(key);
        set();
        return std::nullopt;
    }

    std::optional<Failure> int_setting(std::string_view key, const std::vector<std::string_view>& words, int lo, int hi,
                                       int& into) {
        const std::optional<int> v = words.size() == 2 ? number<int>(words[1], lo, hi) : std::nullopt;
        if (!v)
            return fail(std::string(key) + " takes a whole number from " + std::to_string(lo) + " to " +
                        std::to_string(hi));
        return setting(key, [&] { into = *v; });
    }

    // The index of words[1] among `choices`, or a failure listing them.
    template <std::size_t N>
    Expected<int> choice(const std::vector<std::string_view>& words, const std::string_view (&choices)[N]) const {
        std::string list;
        for (std::size_t i = 0; i < N; ++i) {
            if (words.size() == 2 && words[1] == choices[i]) return static_cast<int>(i);
            list += (i ? ", " : "") + std::string(choices[i]);
        }
        return fail(std::string(words[0]) + " is one of " + list);
    }

    template <class E, std::size_t N>
    std::optional<Failure> word_setting(std::string_view key, const std::vector<std::string_view>& words,
                                        const std::string_view (&choices)[N], E& into) {
        const Expected<int> i = choice(words, choices);
        if (!i) return i.failure();
        return setting(key, [&] { into = static_cast<E>(*i); });
    }

    // The event's seed before the players; a round's after its "round" line.
    std::optional<Failure> seed(const std::vector<std::string_view>& words) {
        const std::optional<std::uint64_t> v =
            words.size() == 2 ? number<std::uint64_t>(words[1], 0, ~std::uint64_t{0}) : std::nullopt;
        if (!v) return fail("a seed is a whole number from 0 to 18446744073709551615");
        if (!event_.rounds.empty()) {
            event_.rounds.back().seed = *v;
            return std::nullopt;
        }
        return setting("seed", [&] { event_.settings.seed = *v; });
    }

    std::optional<Failure> player(std::string_view rest) {
        if (!event_.rounds.empty()) return fail("players are listed before the rounds");
        if (event_.players.size() >= static_cast<std::size_t>(kMaxEventPlayers))
            return fail("an event has at most " + std::to_string(kMaxEventPlayers) + " players");
        const std::size_t space = rest.find(' ');
        const std::optional<int> id = number<int>(rest.substr(0, space), 1, kMaxPlayerId);
        if (!id || space == std::string_view::npos)
            return fail("a player line is: player ID NAME, the id from 1 to " + std::to_string(kMaxPlayerId));
        if (find_player(event_, *id)) return fail("player " + std::to_string(*id) + " is listed twice");
        if (!event_.players.empty() && *id < event_.players.back().id) return fail("players are listed by id");
        const std::string_view name = rest.substr(space + 1);
        if (std::string e = player_name_error(event_, name); !e.empty())
            return fail("player " + std::to_string(*id) + ": " + e);
        event_.players.push_back({*id, std::string(name)});
        return std::nullopt;
    }

    // A list of ids of listed players, given once.
    std::optional<Failure> id_list(const std::vector<std::string_view>& words, std::vector<int>& into) {
        if (words.size() - 1 > static_cast<std::size_t>(kMaxEventPlayers)) return fail("too many players on a line");
        std::vector<int> ids;
        for (std::size_t i = 1; i < words.size(); ++i) {
            const std::optional<int> id = number<int>(words[i], 1, kMaxPlayerId);
            if (!id) return fail("not a player id: " + quote_short(words[i]));
            if (!find_player(event_, *id)) return fail("no player " + std::to_string(*id) + " is listed");
            ids.push_back(*id);
        }
        if (!into.empty()) return fail(std::string(words[0]) + " is given twice");
        into = std::move(ids);
        return std::nullopt;
    }

    std::optional<Failure> round(const std::vector<std::string_view>& words) {
        const int next = static_cast<int>(event_.rounds.size()) + 1;
        const std::optional<int> n = words.size() == 2 ? number<int>(words[1], 1, kMaxEventRounds) : std::nullopt;
        if (!n || *n != next) return fail("expected the line \"round " + std::to_string(next) + "\"");
        if (next > event_.settings.rounds)
            return fail("round " + std::to_string(next) + ", but " + std::to_string(event_.settings.rounds) +
                        " rounds are planned");
        event_.rounds.emplace_back();
        return std::nullopt;
    }

    std::optional<Failure> board(const std::vector<std::string_view>& words) {
        Round& r = event_.rounds.back();
        const int size = event_.settings.board_size;
        if (static_cast<int>(words.size()) != size + 1)
            return fail("a board line names " + std::to_string(size) + " seats (a player id or NC each)");
        if (r.boards.size() >= static_cast<std::size_t>(kMaxEventPlayers)) return fail("too many boards");
        Board b;
        for (int p = 0; p < size; ++p) {
            const std::string_view w = words[p + 1];
            if (w == "NC") {
                b.seats.push_back(kGameMaster);
                continue;
            }
            const std::optional<int> id = number<int>(w, 1, kMaxPlayerId);
            if (!id) return fail("a seat is a player id or NC, not " + quote_short(w));
            if (!find_player(event_, *id)) return fail("a seat names player " + std::to_string(*id) + ", not listed");
            b.seats.push_back(*id);
        }
        r.boards.push_back(std::move(b));
        return std::nullopt;
    }

    // result END year Y centres C... eliminated Y... [units-only POWER...],
    // END: none | time | solo POWER | concession POWER | draw POWER...
    std::optional<Failure> result(const std::vector<std::string_view>& words) {
        Round& r = event_.rounds.back();
        if (r.boards.empty() || r.boards.back().result) return fail("a result line follows its board's line");
        const int size = event_.settings.board_size;
        BoardResult out;
        out.powers = size;
        std::size_t i = 1;
        auto power_at = [&](std::size_t k) -> int {
            for (int p = 0; k < words.size() && p < size; ++p)
                if (words[k] == power_name(p)) return p;
            return -1;
        };
        const std::string_view kind = i < words.size() ? words[i++] : "";
        if (kind == "none" || kind == "time") {
            out.end.kind = kind == "none" ? EndKind::None : EndKind::TimeLimit;
        } else if (kind == "solo" || kind == "concession") {
            const int p = power_at(i++);
            if (p < 0) return fail("a " + std::string(kind) + " names the power that won");
            out.end.kind = kind == "solo" ? EndKind::Solo : EndKind::Concession;
            out.end.winner = static_cast<Power>(p);
        } else if (kind == "draw") {
            out.end.kind = EndKind::Draw;
            for (int p; (p = power_at(i)) >= 0; ++i) {
                if (out.end.in_draw[p]) return fail("a draw names " + power_name(p) + " twice");
                out.end.in_draw[p] = true;
            }
        } else {
            return fail("a result begins with how the game ended: none, time, solo, concession or draw");
        }
        const std::optional<int> year =
            i + 1 < words.size() && words[i] == "year" ? number<int>(words[i + 1], 0, kLastYear) : std::nullopt;
        if (!year)
            return fail("a result gives the last game year played (0: not known), up to " + std::to_string(kLastYear));
        out.year = *year;
        i += 2;
        if (i >= words.size() || words[i++] != "centres") return fail("a result gives the centres of every power");
        for (int p = 0; p < size; ++p) {
            const std::optional<int> c = i < words.size() ? number<int>(words[i++], 0, kMaxLocs) : std::nullopt;
            if (!c)
                return fail("a result gives " + std::to_string(size) + " centre counts, each 0 to " +
                            std::to_string(kMaxLocs));
            out.centres[p] = *c;
        }
        if (i >= words.size() || words[i++] != "eliminated")
            return fail("a result gives the year each power was eliminated (0: not known or not eliminated)");
        for (int p = 0; p < size; ++p) {
            const std::optional<int> y = i < words.size() ? number<int>(words[i++], 0, kLastYear) : std::nullopt;
            if (!y)
                return fail("a result gives " + std::to_string(size) + " years of elimination, each 0 to " +
                            std::to_string(kLastYear));
            out.eliminated_in[p] = *y;
        }
        if (i < words.size() && words[i] == "units-only") {
            for (++i; power_at(i) >= 0; ++i) {
                const int p = power_at(i);
                if (out.units_only[p]) return fail("units-only names " + power_name(p) + " twice");
                out.units_only[p] = true;
            }
        }
        if (i != words.size()) return fail("more words than a result has");
        if (std::string e = result_error(event_.settings, out); !e.empty()) return fail(e);
        r.boards.back().result = out;
        return std::nullopt;
    }

    Event event_;
    int line_ = 0;
    std::vector<std::string> settings_seen_;
};

}  // namespace

std::string write_event(const Event& event) {
    const EventSettings& s = event.settings;
    std::string out = "dip-event " + std::to_string(kEventTextVersion) + "\n";
    out += "name " + event.name + "\n";
    out += "scoring " + std::string(kScoringWords[static_cast<int>(s.scoring)]) + "\n";
    out += "rounds " + std::to_string(s.rounds) + "\n";
    out += "counted " + std::to_string(s.counted) + "\n";
    out += "board-size " + std::to_string(s.board_size) + "\n";
    out += "centres " + std::to_string(s.centres) + "\n";
    out += "solo " + std::to_string(s.solo) + "\n";
    out += "draw-rule " + std::string(kDrawRuleWords[static_cast<int>(s.draw_rule)]) + "\n";
    out += "seed " + std::to_string(s.seed) + "\n";
    for (const Player& p : event.players) out += "player " + std::to_string(p.id) + " " + p.name + "\n";
    if (!event.gm_tiebreak.empty()) out += ids_line("gm-tiebreak", event.gm_tiebreak);
    for (std::size_t r = 0; r < event.rounds.size(); ++r) {
        const Round& round = event.rounds[r];
        out += "round " + std::to_string(r + 1) + "\n";
        out += "seed " + std::to_string(round.seed) + "\n";
        out += "short-boards " + std::string(kShortBoardWords[static_cast<int>(round.short_boards)]) + "\n";
        out += ids_line("check-in", round.checked_in);
        if (!round.volunteers.empty()) out += ids_line("volunteers", round.volunteers);
        if (!round.sitting_out.empty()) out += ids_line("sitting-out", round.sitting_out);
        for (const Board& board : round.boards) {
            out += "board";
            for (int id : board.seats) out.append(" ").append(id == kGameMaster ? "NC" : std::to_string(id));
            out += "\n";
            if (board.result) out += result_line(*board.result);
        }
    }
    return out + "end\n";
}

Expected<Event> read_event(std::string_view text) { return EventReader().read(text); }

}  // namespace dip
