// The player's games, kept in the browser's storage as save strings, one key per game: listing, opening,
// saving on every change, renaming, duplicating, deleting (with undo) and importing from links. A stored
// entry that cannot be read is moved aside and reported, never allowed to break the list or the others.
// The storage itself is behind an interface: localStorage in the page, a map in the tests.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "save.h"

namespace dip {

// A small key-value store of text.
class Storage {
public:
    virtual ~Storage() = default;
    virtual std::optional<std::string> get(const std::string& key) const = 0;
    virtual bool set(const std::string& key, const std::string& value) = 0;  // false: no room left
    virtual void remove(const std::string& key) = 0;
    virtual std::vector<std::string> keys(const std::string& prefix) const = 0;
};

class GameLibrary {
public:
    struct Entry {
        std::string key;
        std::string name;
        PlayMode mode = PlayMode::Sandbox;
        std::string phase;          // "Fall 1903 Movement", or who won
        std::int64_t saved_at = 0;  // milliseconds since 1970
        std::uint64_t id = 0;
        int phases = 0;       // phases played (and sandbox edits made)
        std::string variant;  // its variant's name ("France vs Austria"); "" for the standard game
    };

    GameLibrary(Storage& storage, const Rules& rules) : storage_(storage), rules_(rules) {}

    // Every readable game, most recently saved first, read afresh from storage (each game decoded and
    // replayed). Unreadable entries are moved aside on the way.
    std::vector<Entry> list();
    // The same list, kept: read once, then brought up to date by each change made here (a save, a rename, a
    // copy, a delete, an import), so that a window may show it every frame. refresh() reads it afresh (the
    // storage may have been changed by another tab).
    const std::vector<Entry>& games();
    void refresh() { kept_.reset(); }
    // Messages about entries set aside since the last call.
    std::vector<std::string> take_problems();

    // A key for a new game; `token` makes it unique (the page passes the time and a random number).
    std::string new_key(const std::string& token) const { return std::string(kGamePrefix) + token; }
    // Saves the session's game under `key`. "" or a message (the storage is full).
    std::string save(const std::string& key, const Session& s, std::int64_t now_ms);
    // Opens a stored game into the session. "" or a message; the session is untouched on failure.
    std::string open(const std::string& key, Session& s);
    std::string rename(const std::string& key, const std::string& name);
    // A copy under a new key (with a new identity: it is a separate game now). "" or a message.
    std::string duplicate(const std::string& key, const std::string& new_key, std::uint64_t new_id,
                          std::int64_t now_ms);
    // Deletes a game; the last one deleted can be brought back.
    void remove(const std::string& key);
    bool can_undo_remove() const { return !removed_key_.empty(); }
    std::string removed_name() const { return removed_name_; }
    bool undo_remove();

    // A stored game with this identity (another copy of the same game), if any.
    std::optional<Entry> find_by_id(std::uint64_t id);
    // Stores a game read from a save string or link under `key` (never over an existing one). "" or why not.
    std::string import(const SavedGame& g, const std::string& key, std::int64_t now_ms);
    // Stores a game in place of the one under `key`, which stays as it was unless the new one is stored.
    // "" or why not.
    std::string replace(const SavedGame& g, const std::string& key, std::int64_t now_ms);
    // "" if the record replays on these rules, else why not; `line`, if given, receives its line as the list
    // would show it (its phase and phases played; no key).
    std::string check(const SavedGame& g, Entry* line = nullptr) const;

    // The key of the game open last, so the page reopens it.
    std::string last_opened() const;
    void set_last_opened(const std::string& key);

    static constexpr const char* kGamePrefix = "dip.game.";
    static constexpr const char* kAsidePrefix = "dip.unreadable.";
    static constexpr const char* kLastKey = "dip.last";

private:
    std::string store(const std::string& key, const std::string& text);
    // Reads one stored game (decoded and replayed); false, with why, when it cannot be read.
    bool read(const std::string& key, Entry& entry, std::string& error) const;
    // Brings the kept list up to date for one key: its entry now, or none when it is gone or unreadable.
    void update_kept(const std::string& key);
    void update_kept(Entry entry);

    Storage& storage_;
    const Rules& rules_;
    std::vector<std::string> problems_;
    std::string removed_key_, removed_text_, removed_name_;
    std::optional<std::vector<Entry>> kept_;  // the list games() returns; empty until first read
};

}  // namespace dip
