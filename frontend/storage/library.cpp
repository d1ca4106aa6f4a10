// Keeping games in storage.
#include "library.h"

#include <algorithm>

#include "catalogue.h"
#include "position_text.h"
#include "set_aside.h"
#include "table_policy.h"

namespace dip {

namespace {

const char* kFull =
    "The browser's storage is full, so this game is not saved. Delete games you no longer need, or copy this "
    "game's save string (Games, Copy save string) to keep it safe.";
const char* kUnavailable =
    "This browser keeps nothing for this page (its storage is turned off for this site, as in some private "
    "windows), so this game is not saved and is lost when the page closes. Copy its save string (Games, Copy "
    "save string) to keep it, or let this site store data.";

std::string message_of(Storage::Write w) {
    switch (w) {
        case Storage::Write::Stored: return "";
        case Storage::Write::Full: return kFull;
        case Storage::Write::Unavailable: return kUnavailable;
    }
    return kFull;
}

// A variant as a game's line names it: "" for the standard game.
std::string variant_name(Variant v) { return v == Variant::Standard ? "" : catalogue().at(v).name; }

// A game's line in the list, from its record and the game it replays to.
GameSummary summary_of(const GameRecord& g, const Rules& rules, const Game& game) {
    GameSummary e;
    e.name = g.name.empty() ? "Untitled game" : g.name;
    e.mode = g.mode;
    const GameEnd end = end_of(rules, game, g.tournament);
    e.phase = end.kind != EndKind::None ? end_text(rules, game.current(), end) : phase_text(game.current().phase);
    e.saved_at = g.saved_at;
    e.id = g.id;
    e.phases = static_cast<int>(game.history().size());
    e.variant = variant_name(g.settings.rules.variant);
    e.against_computer = against_computer(g, rules.map().power_count());
    return e;
}

GameSummary summary_of(const GameRecord& g, const Session& s) { return summary_of(g, s.rules(), s.game()); }

GameLibrary::Entry entry_of(const std::string& key, const GameSummary& s) {
    GameLibrary::Entry e;
    static_cast<GameSummary&>(e) = s;
    e.key = key;
    return e;
}

void sort_newest_first(std::vector<GameLibrary::Entry>& games) {
    std::sort(games.begin(), games.end(), [](const GameLibrary::Entry& a, const GameLibrary::Entry& b) {
        return a.saved_at != b.saved_at ? a.saved_at > b.saved_at : a.key < b.key;
    });
}

}  // namespace

std::optional<GameSummary> replayed_summary(const GameRecord& g, std::string& error) {
    const auto rules = make_rules(g.settings.rules);
    const std::optional<Game> game = replay(g, *rules, error);
    if (!game) return std::nullopt;
    return summary_of(g, *rules, *game);
}

bool GameLibrary::from_newer_release(std::string_view save_string) { return made_by_newer_release(save_string); }

Storage::Write GameLibrary::store(const std::string& key, const StoredRecord& record) {
    return storage_.set(key, write_record(record));
}

std::string GameLibrary::store_message(const std::string& key, const StoredRecord& record) {
    return message_of(store(key, record));
}

RecordStamp GameLibrary::next_stamp(const std::string& key) const {
    const std::optional<RecordStamp> now = stamp(key);
    return {now ? now->revision + 1 : 1, writer_};
}

std::optional<RecordStamp> GameLibrary::stamp(const std::string& key) const {
    const std::optional<std::string> text = storage_.get(key);
    if (!text) return std::nullopt;
    return read_record(*text).stamp;
}

void GameLibrary::set_aside(const std::string& key, const std::string& error) {
    // Under another key, so that the list and the other games stay whole; removed only once kept there.
    const std::optional<std::string> text = storage_.get(key);
    if (text && !SetAside(storage_).put(key, *text, error, clock_ ? clock_() : 0).empty()) {
        storage_.remove(key);
        problems_.push_back("A stored game could not be read and was set aside (" + error +
                            "). It is kept in Games, under \"Games that could not be read\".");
    } else {
        problems_.push_back("A stored game could not be read (" + error +
                            "), and the storage has no room to set it aside: it is left as it was.");
    }
    if (kept_) std::erase_if(*kept_, [&](const Entry& k) { return k.key == key; });
}

bool GameLibrary::read(const std::string& key, Entry& entry, std::string& error) {
    const std::optional<std::string> text = storage_.get(key);
    if (!text) {
        error = "it is no longer stored";
        return false;
    }
    StoredRecord r = read_record(*text);
    const bool newer = from_newer_release(r.game);
    if (!r.summary && !newer) {
        // From a release before summaries: replayed once, and stored again with its line (same stamp: the
        // game did not change, so no tab takes it for a newer copy). If there is no room, next time.
        const Expected<GameRecord> g = decode_game(r.game);
        if (!g) {
            error = g.failure().message;
            return false;
        }
        r.summary = replayed_summary(*g, error);
        if (!r.summary) return false;
        store(key, r);
    }
    const std::string which = r.summary ? "\"" + r.summary->name + "\"" : "A stored game";
    if (!r.summary) r.summary.emplace().name = "A game from a newer release";  // all that is known of it
    entry = entry_of(key, *r.summary);
    entry.newer = newer;
    if (newer && std::find(told_newer_.begin(), told_newer_.end(), key) == told_newer_.end()) {
        told_newer_.push_back(key);
        problems_.push_back(which +
                            " was saved by a newer release of this page, which this one cannot open. It is kept "
                            "as it is: reload the page to update it, then open it.");
    }
    return true;
}

std::vector<GameLibrary::Entry> GameLibrary::list() {
    std::vector<Entry> out;
    for (const std::string& key : storage_.keys(kGamePrefix)) {
        Entry e;
        std::string error;
        if (read(key, e, error)) out.push_back(std::move(e));
        else set_aside(key, error);
    }
    sort_newest_first(out);
    kept_ = out;
    return out;
}

const std::vector<GameLibrary::Entry>& GameLibrary::games() {
    if (!kept_) list();
    return *kept_;
}

void GameLibrary::update_kept(const std::string& key) {
    if (!kept_) return;  // read in full when first asked for
    Entry e;
    std::string error;
    if (read(key, e, error)) update_kept(std::move(e));
    else std::erase_if(*kept_, [&](const Entry& k) { return k.key == key; });
}

void GameLibrary::update_kept(Entry entry) {
    if (!kept_) return;
    std::erase_if(*kept_, [&](const Entry& k) { return k.key == entry.key; });
    kept_->push_back(std::move(entry));
    sort_newest_first(*kept_);
}

std::vector<std::string> GameLibrary::take_problems() {
    std::vector<std::string> p;
    p.swap(problems_);
    return p;
}

GameLibrary::SaveResult GameLibrary::save(const std::string& key, const Session& s, std::int64_t now_ms,
                                          const std::optional<RecordStamp>& expected) {
    const std::optional<RecordStamp> stored = stamp(key);
    if (stored && stored != expected) return {SaveResult::Kind::ChangedElsewhere, "", *stored};
    return write_game(key, s, now_ms, stored);
}

GameLibrary::SaveResult GameLibrary::write_game(const std::string& key, const Session& s, std::int64_t now_ms,
                                                const std::optional<RecordStamp>& stored) {
    using Kind = SaveResult::Kind;
    const GameRecord g = save_session(s, now_ms);
    const StoredRecord r{{stored ? stored->revision + 1 : 1, writer_}, summary_of(g, s), encode_game(g)};
    switch (store(key, r)) {
        case Storage::Write::Stored: break;
        case Storage::Write::Full: return {Kind::Full, kFull, {}};
        case Storage::Write::Unavailable: return {Kind::Unavailable, kUnavailable, {}};
    }
    update_kept(entry_of(key, *r.summary));
    return {Kind::Saved, "", r.stamp};
}

std::string GameLibrary::save(const std::string& key, const Session& s, std::int64_t now_ms) {
    return write_game(key, s, now_ms, stamp(key)).message;
}

std::string GameLibrary::open(const std::string& key, Session& s, RecordStamp* stamp) {
    const std::optional<std::string> text = storage_.get(key);
    if (!text) return "That game is no longer stored.";
    const StoredRecord r = read_record(*text);
    const Expected<GameRecord> g = decode_game(r.game);
    std::string error = g ? "" : g.failure().message;
    // (restore_session replays aside first: the session changes only on success)
    if (!g || !restore_session(*g, s, error)) {
        if (from_newer_release(r.game)) return "It was saved by a newer release: reload the page to update it.";
        set_aside(key, error);
        return error;
    }
    if (stamp) *stamp = r.stamp;
    set_last_opened(key);
    return "";
}

std::string GameLibrary::rename(const std::string& key, const std::string& name) {
    const std::optional<std::string> text = storage_.get(key);
    StoredRecord r = read_record(text.value_or(""));
    const Expected<GameRecord> read = decode_game(r.game);
    if (!text || !read) return "That game cannot be read, so it cannot be renamed.";
    GameRecord g = *read;
    std::string error;
    g.name = name;
    r.game = encode_game(g);
    r.stamp = next_stamp(key);
    if (r.summary) r.summary->name = name.empty() ? "Untitled game" : name;
    error = store_message(key, r);
    if (error.empty()) update_kept(key);
    return error;
}

std::string GameLibrary::duplicate(const std::string& key, const std::string& new_key, std::uint64_t new_id,
                                   std::int64_t now_ms) {
    const std::optional<std::string> text = storage_.get(key);
    StoredRecord r = read_record(text.value_or(""));
    const Expected<GameRecord> read = decode_game(r.game);
    if (!text || !read) return "That game cannot be read, so it cannot be copied.";
    GameRecord g = *read;
    std::string error;
    g.name += " (copy)";
    g.id = new_id;
    g.saved_at = now_ms;
    // A copy of a game of sealed orders is another game: it keeps no secret key and nothing of the phase being
    // played, whose seals belong to the original (docs/FAIR_PLAY.md: every copy is the public record).
    if (g.sealed.on()) {
        g.sealed.keep_public(static_cast<std::uint32_t>(g.steps.size()));
        g.pending.clear();
    }
    r.game = encode_game(g);
    r.stamp = {1, writer_};
    if (r.summary) {
        r.summary->name = g.name.empty() ? "Untitled game" : g.name;
        r.summary->id = new_id;
        r.summary->saved_at = now_ms;
    }  // (else its line is made when it is listed)
    error = store_message(new_key, r);
    if (error.empty()) update_kept(new_key);
    return error;
}

void GameLibrary::remove(const std::string& key) {
    const std::optional<std::string> text = storage_.get(key);
    if (!text) return;
    removed_key_ = key;
    removed_text_ = *text;
    const StoredRecord r = read_record(*text);
    if (r.summary) {
        removed_name_ = r.summary->name;
    } else {
        const Expected<GameRecord> g = decode_game(r.game);
        removed_name_ = g ? g->name : "the game";
    }
    storage_.remove(key);
    if (kept_) std::erase_if(*kept_, [&](const Entry& e) { return e.key == key; });
}

bool GameLibrary::undo_remove() {
    if (removed_key_.empty() || storage_.set(removed_key_, removed_text_) != Storage::Write::Stored) return false;
    update_kept(removed_key_);
    removed_key_.clear();
    removed_text_.clear();
    return true;
}

std::optional<GameLibrary::Entry> GameLibrary::entry(const std::string& key) {
    Entry e;
    std::string error;
    if (!read(key, e, error)) return std::nullopt;
    return e;
}

std::optional<GameLibrary::Entry> GameLibrary::find_by_id(std::uint64_t id, Variant variant,
                                                          const std::string& preferred) {
    const std::string name = variant_name(variant);
    std::optional<Entry> found;
    for (const Entry& e : games())
        if (e.id == id && e.variant == name && !e.newer) {  // (a newer release's copy is never replaced)
            if (e.key == preferred) return e;
            if (!found) found = e;
        }
    return found;
}

std::string GameLibrary::check(const GameRecord& g, Entry* line, Session* replayed) const {
    std::string error;
    if (!replayed) {  // the line alone
        const std::optional<GameSummary> summary = replayed_summary(g, error);
        if (summary && line) *line = entry_of("", *summary);
        return error;
    }
    Session s(rules_);
    if (!restore_session(g, s, error)) return error;
    if (line) *line = entry_of("", summary_of(g, s));
    replayed->replace_with(std::move(s));
    return "";
}

std::string GameLibrary::import(const GameRecord& g, const std::string& key, std::int64_t now_ms,
                                const Session* replayed, RecordStamp* stamp) {
    if (storage_.get(key)) return "A game is already stored under that name.";
    return replace(g, key, now_ms, replayed, stamp);
}

// The new record is replayed before anything is written, and written over the old one in one step: the old
// game is never removed first.
std::string GameLibrary::replace(const GameRecord& g, const std::string& key, std::int64_t now_ms,
                                 const Session* replayed, RecordStamp* stamp) {
    GameRecord copy = g;
    copy.saved_at = now_ms;
    std::string error;
    const std::optional<GameSummary> summary = replayed ? summary_of(copy, *replayed) : replayed_summary(copy, error);
    if (!summary) return error;
    const StoredRecord r{next_stamp(key), *summary, encode_game(copy)};
    error = store_message(key, r);
    if (!error.empty()) return error;
    update_kept(entry_of(key, *r.summary));
    if (stamp) *stamp = r.stamp;
    return "";
}

std::string GameLibrary::last_opened() const { return storage_.get(kLastKey).value_or(""); }

void GameLibrary::set_last_opened(const std::string& key) { storage_.set(kLastKey, key); }

}  // namespace dip
