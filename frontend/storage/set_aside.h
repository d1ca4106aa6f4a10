// Stored games that could not be read, kept aside so that nothing stored is lost: each under a key of its own
// (a second record set aside never replaces the first), with why and when, and the text as it was stored. The
// Games window lists them ("Games that could not be read") to copy, for a later release or for us, or to
// delete. No drawing, and no decoding: what the text holds is never trusted here.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "library.h"

namespace dip {

struct SetAsideRecord {
    std::string key;         // its storage key (GameLibrary::kAsidePrefix...)
    std::string name;        // the game's name, when what was stored still tells it; "" when not
    std::string reason;      // why it could not be read; "" when set aside by a release that did not say
    std::int64_t at_ms = 0;  // when it was set aside, in milliseconds since 1970; 0: not known
    std::string text;        // what was stored, as it was
    // The save string the stored text holds (what follows a record's header; the whole text when it has none):
    // what the Games window copies, which a later release may open.
    std::string save_string() const;
};

class SetAside {
public:
    explicit SetAside(Storage& storage) : storage_(storage) {}

    // Puts `text`, stored under the game key `from`, aside with why and when (0: not known), under a key no
    // record has. Returns that key, or "" when the storage took nothing (the text is then where it was).
    std::string put(std::string_view from, const std::string& text, const std::string& reason, std::int64_t now_ms);
    // Every record set aside, the latest first (those of unknown time last), read from storage.
    std::vector<SetAsideRecord> list() const;
    // Deletes one; the last one deleted can be brought back.
    void remove(const std::string& key);
    bool can_undo_remove() const { return !removed_key_.empty(); }
    bool undo_remove();

    // How many records have been put aside, or brought back, by this program: a list shown every frame is read
    // again when it changes.
    static std::uint64_t changes();

private:
    Storage& storage_;
    std::string removed_key_, removed_text_;  // the last record deleted, for undo
};

}  // namespace dip
