// The player's games, kept in the browser's storage as save strings, one key per game: listing, opening,
// saving on every change, renaming, duplicating, deleting (with undo) and importing from links. Each record
// keeps its line of the list (so listing replays nothing) and a stamp (so a tab never writes over a newer
// copy saved by another tab); stored_record.h. A stored entry that cannot be read is moved aside and
// reported, never allowed to break the list or the others; one saved by a newer release is listed and kept
// as it is. The storage itself is behind an interface: localStorage in the page, a map in the tests.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "save.h"
#include "stored_record.h"

namespace dip {

// A small key-value store of text.
class Storage {
public:
    virtual ~Storage() = default;
    enum class Write : std::uint8_t {
        Stored,
        Full,         // no room left
        Unavailable,  // the browser keeps nothing for this page (storage turned off, or refused)
    };
    virtual std::optional<std::string> get(const std::string& key) const = 0;
    virtual Write set(const std::string& key, const std::string& value) = 0;
    virtual void remove(const std::string& key) = 0;
    virtual std::vector<std::string> keys(const std::string& prefix) const = 0;
};

// The line of a record replayed on its own rules, with no Session built; none (and why) if it does not replay.
std::optional<GameSummary> replayed_summary(const GameRecord& g, std::string& error);

class GameLibrary {
public:
    // A stored game as the Games window lists it: its summary (stored_record.h), under its storage key.
    struct Entry : GameSummary {
        std::string key;
        bool newer = false;  // saved by a newer release: listed and kept, never opened or written here
    };

    // `writer` tells this page's writes from other tabs' (a random number); `clock` gives the time in
    // milliseconds since 1970, which records set aside keep (none: they say it is not known).
    using Clock = std::function<std::int64_t()>;
    GameLibrary(Storage& storage, const Rules& rules, std::uint64_t writer = 0, Clock clock = {})
        : storage_(storage), rules_(rules), writer_(writer), clock_(std::move(clock)) {}

    // Every game stored, most recently saved first, read afresh from storage: each from the line kept with
    // it, without decoding it. An entry from an earlier release, which has no line, is replayed once and
    // stored again with its line; one that cannot be read is moved aside on the way.
    std::vector<Entry> list();
    // The same list, kept: read once, then brought up to date by each change made here (a save, a rename, a
    // copy, a delete, an import), so that a window may show it every frame. refresh() reads it afresh (the
    // storage may have been changed by another tab).
    const std::vector<Entry>& games();
    void refresh() { kept_.reset(); }
    // Messages about entries set aside since the last call (set_aside.h keeps them, each under a key of its own).
    std::vector<std::string> take_problems();

    // A key for a new game; `token` makes it unique (the page passes the time and a random number).
    std::string new_key(const std::string& token) const { return std::string(kGamePrefix) + token; }
    // Saves the session's game under `key` unless the copy stored there is no longer the one this page read or
    // wrote last (`expected`; nullopt: none), i.e. another tab saved it since: then nothing is written.
    struct SaveResult {
        enum class Kind : std::uint8_t { Saved, Full, Unavailable, ChangedElsewhere } kind = Kind::Saved;
        std::string message;  // "" when saved
        RecordStamp stamp;    // when saved: the stamp written
    };
    SaveResult save(const std::string& key, const Session& s, std::int64_t now_ms,
                    const std::optional<RecordStamp>& expected);
    // The same, over whatever is stored. "" or a message (the storage is full).
    std::string save(const std::string& key, const Session& s, std::int64_t now_ms);
    // The stamp of the copy stored under `key`, if any (only its header is read).
    std::optional<RecordStamp> stamp(const std::string& key) const;
    // Opens a stored game into the session. "" or a message; the session is untouched on failure. `stamp`,
    // if given, receives the stamp of the copy opened. A copy that cannot be read is moved aside.
    std::string open(const std::string& key, Session& s, RecordStamp* stamp = nullptr);
    std::string rename(const std::string& key, const std::string& name);
    // A copy under a new key (with a new identity: it is a separate game now). "" or a message.
    std::string duplicate(const std::string& key, const std::string& new_key, std::uint64_t new_id,
                          std::int64_t now_ms);
    // Deletes a game; the last one deleted can be brought back.
    void remove(const std::string& key);
    bool can_undo_remove() const { return !removed_key_.empty(); }
    std::string removed_name() const { return removed_name_; }
    bool undo_remove();

    // One stored game's line, read afresh (from its summary), if it is stored and readable.
    std::optional<Entry> entry(const std::string& key);
    // A stored game with this identity on this variant (another copy of the same game), if any: the one under
    // `preferred` when it is one (the game open now), else the newest. A game of another variant is another game,
    // whatever its identity.
    std::optional<Entry> find_by_id(std::uint64_t id, Variant variant, const std::string& preferred = "");
    // Stores a game read from a save string or link under `key` (never over an existing one). "" or why not.
    // `replayed`: `g` already replayed (by check()), so not replayed again; `stamp` receives the record's stamp.
    std::string import(const GameRecord& g, const std::string& key, std::int64_t now_ms,
                       const Session* replayed = nullptr, RecordStamp* stamp = nullptr);
    // Stores a game in place of the one under `key`, which stays as it was unless the new one is stored.
    // "" or why not. `replayed` and `stamp` as for import().
    std::string replace(const GameRecord& g, const std::string& key, std::int64_t now_ms,
                        const Session* replayed = nullptr, RecordStamp* stamp = nullptr);
    // "" if the record replays on these rules, else why not; `line`, if given, receives its line as the list
    // would show it (its phase and phases played; no key), and `replayed` the game replayed, to keep.
    std::string check(const GameRecord& g, Entry* line = nullptr, Session* replayed = nullptr) const;

    // The key of the game open last, so the page reopens it.
    std::string last_opened() const;
    void set_last_opened(const std::string& key);

    static constexpr const char* kGamePrefix = "dip.game.";
    static constexpr const char* kAsidePrefix = "dip.unreadable.";
    static constexpr const char* kLastKey = "dip.last";

    // Whether a save string was written by a newer release than this one (save.h's made_by_newer_release).
    static bool from_newer_release(std::string_view save_string);

private:
    Storage::Write store(const std::string& key, const StoredRecord& record);
    std::string store_message(const std::string& key, const StoredRecord& record);
    RecordStamp next_stamp(const std::string& key) const;
    // Writes the game over the copy stored with stamp `stored` (none: no copy).
    SaveResult write_game(const std::string& key, const Session& s, std::int64_t now_ms,
                          const std::optional<RecordStamp>& stored);
    // Reads one stored game's line: from its summary, else (an entry from an earlier release) by replaying it
    // once and storing the summary with it. False, with why, when it cannot be read.
    bool read(const std::string& key, Entry& entry, std::string& error);
    void set_aside(const std::string& key, const std::string& error);
    // Brings the kept list up to date for one key: its entry now, or none when it is gone or unreadable.
    void update_kept(const std::string& key);
    void update_kept(Entry entry);

    Storage& storage_;
    const Rules& rules_;
    std::uint64_t writer_;
    Clock clock_;
    std::vector<std::string> problems_;
    std::vector<std::string> told_newer_;  // keys of games from a newer release the player was told of
    std::string removed_key_, removed_text_, removed_name_;
    std::optional<std::vector<Entry>> kept_;  // the list games() returns; empty until first read
};

}  // namespace dip
