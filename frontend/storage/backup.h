// Every game this browser keeps, in one file, and such a file merged back in: to keep games safe from a browser
// that clears its storage, or to move them to another device. The file holds each stored entry byte for byte
// (the games, the games set aside as unreadable, the tournament event and the one it replaced), so a game
// restored is the game saved, stamp and all. No decoding happens when the file is written; reading it trusts
// nothing: a cut, changed or crafted file is refused whole, with why, before anything is written.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "failure.h"
#include "library.h"

namespace dip {

// The entries a backup holds, as (storage key, stored text), in the order written.
struct Backup {
    std::int64_t made_at = 0;  // milliseconds since 1970
    std::vector<std::pair<std::string, std::string>> entries;
};

// The storage keys a backup carries: games, games set aside, the event and the event set aside.
bool backed_up_key(std::string_view key);

// The file's text: a first line that names it, then each entry (its key, its length, its text) and a checksum.
std::string write_backup(const Storage& storage, std::int64_t now_ms);
// A file read back, or why it is not a backup this release can read (each message ends "Nothing was changed.").
Expected<Backup> read_backup(std::string_view text);

// What opening a backup did. Games: added (new here), updated (the backup's copy was a later revision of a
// game stored here), unchanged (the same, or this device's copy is later) and both kept (the two copies went
// separate ways since they were one: the backup's is added beside this device's, named "(from the backup)").
struct Restored {
    std::string error;  // "" when merged; else why not, and nothing was changed
    int added = 0, updated = 0, unchanged = 0, both_kept = 0;
    std::vector<std::string> updated_keys;  // games stored here whose text changed (an open one is behind now)
    std::vector<std::string> notes;         // about the tournament event and entries set aside
    // One paragraph for the player: what came in, or the error.
    std::string summary() const;
};

// Merges a backup into the storage: a game new here is added, a later revision replaces an earlier one,
// nothing stored is lost and nothing is added twice (opening one file twice changes nothing the second time).
// Every game in the file must replay (or come from a newer release, kept as it is); the file is refused whole
// otherwise. If the storage fills up on the way, whatever was written is undone.
Restored restore_backup(Storage& storage, std::string_view text);

// "diplomacy-backup-2026-11-29.txt": the name of a backup made at `now_ms` (its UTC date).
std::string backup_file_name(std::int64_t now_ms);

}  // namespace dip
