// The backup file: written from storage as it is, read back warily, merged in without loss.
#include "backup.h"

#include <algorithm>
#include <charconv>
#include <ctime>
#include <map>
#include <optional>
#include <set>

#include "event_book.h"
#include "event_text.h"
#include "save_format.h"
#include "set_aside.h"
#include "stored_record.h"

namespace dip {

namespace {

constexpr std::string_view kFirstLine = "Diplomacy backup 1\n";
constexpr std::size_t kMaxFile = std::size_t{64} << 20;  // far above any browser's storage for a page
constexpr std::size_t kMaxEntries = 100000;
const char* kNothing = " Nothing was changed.";

Failure refused(const std::string& why) { return Failure{why + kNothing}; }

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

// A key as written in the file: printable ASCII, no spaces (every key this page stores is).
bool plain_key(std::string_view key) {
    return !key.empty() && key.size() <= 200 &&
           std::all_of(key.begin(), key.end(), [](char c) { return c > ' ' && c < 127; });
}

std::string hex32(std::uint32_t v) {
    static const char* digits = "0123456789abcdef";
    std::string out(8, '0');
    for (int i = 7; i >= 0; --i, v >>= 4) out[static_cast<std::size_t>(i)] = digits[v & 15];
    return out;
}

std::uint32_t crc_of(std::string_view text) {
    return save_format::crc32(reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
}

// Reads the line starting at `at` (without its '\n'), moving `at` past it; none when there is no '\n'.
std::optional<std::string_view> line_at(std::string_view text, std::size_t& at) {
    const std::size_t nl = text.find('\n', at);
    if (nl == std::string_view::npos) return std::nullopt;
    const std::string_view line = text.substr(at, nl - at);
    at = nl + 1;
    return line;
}

template <class N>
bool number(std::string_view s, N& out) {
    if (s.empty() || s.size() > 19) return false;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size();
}

// "" when a game's stored text is one this release can open (or one a newer release wrote, kept as it is).
// The line kept with it (what the Games window lists, unreplayed) is made true: a crafted or stale line would list
// a game as other than it is. An impossible stamp (a revision no device reaches) is refused.
std::string checked_game(std::string& stored) {
    StoredRecord r = read_record(stored);
    if (r.stamp.revision > (std::uint64_t{1} << 52)) return "its revision count is impossible";
    if (GameLibrary::from_newer_release(r.game)) return "";
    const Expected<GameRecord> g = decode_game(r.game);
    if (!g) return g.failure().message;
    std::string error;
    Session opened(standard_rules());  // as the Games window opens it: what opens here is what is taken
    if (!restore_session(*g, opened, error)) return error;
    const std::optional<GameSummary> line = replayed_summary(*g, error);
    if (!line) return error;
    if (r.summary && r.summary != line) {
        r.summary = line;
        stored = write_record(r);
    }
    return "";
}

std::string game_name(std::string_view stored) {
    const StoredRecord r = read_record(stored);
    if (r.summary) return r.summary->name;
    const Expected<GameRecord> g = decode_game(r.game);
    return g && !g->name.empty() ? g->name : "a game";
}

// Whether one record's phases begin with all of the other's: the two are one line of play (one may be
// behind), not two games that went separate ways.
bool one_line(const GameRecord& a, const GameRecord& b) {
    if (a.id != b.id || !(a.start == b.start) || !(a.settings == b.settings)) return false;
    const std::size_t n = std::min(a.steps.size(), b.steps.size());
    for (std::size_t i = 0; i < n; ++i) {
        const GameStep &x = a.steps[i], &y = b.steps[i];
        if (x.edit != y.edit || x.orders != y.orders || (x.edit && !(x.edited == y.edited))) return false;
    }
    return true;
}

// What to do with a game of the backup stored here already under its key, with different text.
enum class Merge { TakeBackup, KeepHere, KeepBoth };

Merge merge_game(std::string_view here_text, std::string_view backup_text) {
    const StoredRecord here = read_record(here_text), backup = read_record(backup_text);
    // The same save and stamp: only the stored line differs, which the Games window adds to a game stored
    // without one (library.h); the game is here already.
    if (here.stamp == backup.stamp && here.game == backup.game) return Merge::KeepHere;
    const Expected<GameRecord> h = decode_game(here.game), b = decode_game(backup.game);
    const bool linear = h && b && one_line(*h, *b);
    if (!linear || here.stamp.revision == backup.stamp.revision) return Merge::KeepBoth;
    if (backup.stamp.revision < here.stamp.revision) return Merge::KeepHere;
    // A game of sealed orders is checked seal by seal when it comes by link (sealed_link.h); a backup is not
    // checked so, and so never replaces one: a crafted backup cannot put forged phases into a player's game.
    return h->sealed.on() || b->sealed.on() ? Merge::KeepBoth : Merge::TakeBackup;
}

// The backup's copy of a game under a key of its own, named as coming from the backup; its text is otherwise
// the backup's.
std::string renamed_copy(std::string_view backup_text) {
    StoredRecord r = read_record(backup_text);
    Expected<GameRecord> g = decode_game(r.game);
    if (!g) return std::string(backup_text);  // (a newer release's: kept as it is)
    g->name = (g->name.empty() ? std::string("Untitled game") : g->name) + " (from the backup)";
    r.game = encode_game(*g);
    if (r.summary) r.summary->name = g->name;
    return write_record(r);
}

std::string free_key(const Storage& storage, const std::string& key, const std::set<std::string>& taken) {
    for (int n = 2;; ++n) {
        std::string candidate = key + "-backup" + (n == 2 ? "" : std::to_string(n));
        if (!storage.get(candidate) && !taken.count(candidate)) return candidate;
    }
}

// The writes a restore makes, undone together if one fails.
class Writes {
public:
    explicit Writes(Storage& storage) : storage_(storage) {}
    bool set(const std::string& key, const std::string& text) {
        if (!before_.count(key)) before_[key] = storage_.get(key);
        write_ = storage_.set(key, text);
        return write_ == Storage::Write::Stored;
    }
    Storage::Write failure() const { return write_; }
    void undo() {
        for (const auto& [key, text] : before_) {
            if (text) storage_.set(key, *text);
            else storage_.remove(key);
        }
    }

private:
    Storage& storage_;
    std::map<std::string, std::optional<std::string>> before_;
    Storage::Write write_ = Storage::Write::Stored;
};

}  // namespace

bool backed_up_key(std::string_view key) {
    return starts_with(key, GameLibrary::kGamePrefix) || starts_with(key, GameLibrary::kAsidePrefix) ||
           key == EventBook::kKey || key == EventBook::kSetAside;
}

std::string write_backup(const Storage& storage, std::int64_t now_ms) {
    std::string out(kFirstLine);
    out += "made " + std::to_string(now_ms) + "\n";
    std::vector<std::string> keys = storage.keys("dip.");
    std::sort(keys.begin(), keys.end());
    int count = 0;
    for (const std::string& key : keys) {
        if (!backed_up_key(key) || !plain_key(key)) continue;
        const std::optional<std::string> text = storage.get(key);
        if (!text) continue;
        out += "entry " + key + " " + std::to_string(text->size()) + "\n" + *text + "\n";
        ++count;
    }
    out += "end " + std::to_string(count) + " " + hex32(crc_of(out)) + "\n";
    return out;
}

Expected<Backup> read_backup(std::string_view text) {
    if (text.size() > kMaxFile) return refused("This file is too large to be a backup of this game.");
    if (!starts_with(text, kFirstLine)) {
        if (starts_with(text, "Diplomacy backup "))
            return refused("This backup was made by a newer release of the game: reload the page to update it.");
        return refused("This file is not a backup of this game's games.");
    }
    const char* cut = "This backup is cut short or damaged.";
    Backup backup;
    std::size_t at = kFirstLine.size();
    const std::optional<std::string_view> made = line_at(text, at);
    if (!made || !starts_with(*made, "made ") || !number(made->substr(5), backup.made_at)) return refused(cut);
    std::set<std::string> keys;
    for (;;) {
        const std::size_t line_start = at;
        const std::optional<std::string_view> line = line_at(text, at);
        if (!line) return refused(cut);
        if (starts_with(*line, "end ")) {
            const std::string_view rest = line->substr(4);
            const std::size_t space = rest.find(' ');
            std::size_t count = 0;
            if (space == std::string_view::npos || !number(rest.substr(0, space), count) ||
                count != backup.entries.size() || rest.substr(space + 1) != hex32(crc_of(text.substr(0, line_start))))
                return refused(cut);
            if (at != text.size()) return refused(cut);
            return backup;
        }
        if (!starts_with(*line, "entry ") || backup.entries.size() >= kMaxEntries) return refused(cut);
        const std::string_view rest = line->substr(6);
        const std::size_t space = rest.rfind(' ');
        std::size_t size = 0;
        if (space == std::string_view::npos || !number(rest.substr(space + 1), size) || size > text.size() - at ||
            text.size() - at - size < 1 || text[at + size] != '\n')
            return refused(cut);
        std::string key(rest.substr(0, space));
        if (!plain_key(key) || !backed_up_key(key))
            return refused("This backup holds something other than games and tournaments (\"" + key.substr(0, 40) +
                           "\"), so it is not opened.");
        if (!keys.insert(key).second) return refused("This backup holds one game twice, so it is not opened.");
        backup.entries.emplace_back(std::move(key), std::string(text.substr(at, size)));
        at += size + 1;
    }
}

Restored restore_backup(Storage& storage, std::string_view text) {
    Restored out;
    const Expected<Backup> read = read_backup(text);
    if (!read) {
        out.error = read.failure().message;
        return out;
    }
    // Everything is checked before anything is written.
    std::vector<std::pair<std::string, std::string>> entries = read->entries;
    for (auto& [key, stored] : entries) {
        std::string why;
        if (starts_with(key, GameLibrary::kGamePrefix)) why = checked_game(stored);
        else if (key == EventBook::kKey && !read_event(stored)) why = read_event(stored).failure().message;
        if (!why.empty()) {
            out.error = "This backup's " +
                        (key == EventBook::kKey ? std::string("tournament") : "game \"" + game_name(stored) + "\"") +
                        " cannot be read (" + why + "), so the backup is not opened." + kNothing;
            return out;
        }
    }
    // Save strings of every game stored here: a game of the backup stored here under another key is not added.
    std::set<std::string> here_games;
    for (const std::string& key : storage.keys(GameLibrary::kGamePrefix))
        if (const std::optional<std::string> t = storage.get(key)) here_games.insert(read_record(*t).game);

    Writes writes(storage);
    std::set<std::string> new_keys;
    bool ok = true;
    for (const auto& [key, stored] : entries) {
        const std::optional<std::string> here = storage.get(key);
        const bool game = starts_with(key, GameLibrary::kGamePrefix);
        if (here == stored || (!here && game && here_games.count(read_record(stored).game))) {
            if (game) ++out.unchanged;
            continue;
        }
        if (!here) {
            ok = writes.set(key, stored);
            if (game) ++out.added;
            else if (key == EventBook::kKey) out.notes.push_back("The tournament was brought back.");
        } else if (game) {
            switch (merge_game(*here, stored)) {
                case Merge::KeepHere: ++out.unchanged; break;
                case Merge::TakeBackup:
                    ok = writes.set(key, stored);
                    out.updated_keys.push_back(key);
                    ++out.updated;
                    break;
                case Merge::KeepBoth: {
                    const std::string copy = renamed_copy(stored);
                    if (here_games.count(read_record(copy).game)) {  // kept beside it by an earlier restore
                        ++out.unchanged;
                        break;
                    }
                    const std::string copy_key = free_key(storage, key, new_keys);
                    new_keys.insert(copy_key);
                    ok = writes.set(copy_key, copy);
                    ++out.both_kept;
                    break;
                }
            }
        } else if (key == EventBook::kKey || key == EventBook::kSetAside) {
            // This device's tournament stays; the backup's is kept where a replaced tournament goes, unless that
            // place holds another, which is never written over.
            const std::optional<std::string> aside = storage.get(EventBook::kSetAside);
            if (key == EventBook::kKey && (!aside || *aside == stored)) {
                ok = writes.set(EventBook::kSetAside, stored);
                out.notes.push_back(
                    "This device's tournament was kept; the backup's is set aside, as a tournament replaced is.");
            } else {
                out.notes.push_back("The backup's " +
                                    std::string(key == EventBook::kKey ? "tournament" : "earlier tournament") +
                                    " differs from this device's, which was kept. Open the backup on a device "
                                    "without a tournament to take it.");
            }
        } else {  // a game set aside, under a key taken here by another
            const std::string copy = free_key(storage, key, new_keys);
            new_keys.insert(copy);
            ok = writes.set(copy, stored);
        }
        if (!ok) break;
    }
    if (!ok) {
        const Storage::Write failure = writes.failure();
        writes.undo();
        out = Restored{};
        out.error = failure == Storage::Write::Full
                        ? std::string(
                              "The browser's storage is too full for this backup: delete games you no "
                              "longer need, then open it again.") +
                              kNothing
                        : std::string(
                              "This browser keeps nothing for this page, so the backup cannot be opened "
                              "here.") +
                              kNothing;
    }
    return out;
}

std::string Restored::summary() const {
    if (!error.empty()) return error;
    const auto games = [](int n) { return std::to_string(n) + (n == 1 ? " game" : " games"); };
    std::string s = "Opened the backup: ";
    s += games(added) + " added, " + games(updated) + " brought up to date, " + games(unchanged) + " already here.";
    if (both_kept > 0) {
        s += ' ';
        s += games(both_kept);
        s += " had gone separate ways on the two devices: both copies are kept, the backup's named \"(from the "
             "backup)\".";
    }
    for (const std::string& note : notes) s += ' ' + note;
    return s;
}

std::string backup_file_name(std::int64_t now_ms) {
    const std::time_t t = static_cast<std::time_t>(now_ms / 1000);
    std::tm utc{};
    gmtime_r(&t, &utc);
    char date[16];
    std::strftime(date, sizeof date, "%Y-%m-%d", &utc);
    return std::string("diplomacy-backup-") + date + ".txt";
}

}  // namespace dip
