// How one game is kept in storage: a short header, then its save string. The header carries the record's
// stamp (a revision counted up by every write, and which tab wrote it), so that a tab never writes over a
// copy newer than the one it has, and the game's line in the Games window (its summary), so that the list is
// read without decoding or replaying any game. The save string itself (save.h) is not changed by this.
// Entries stored by earlier releases are the save string alone: they read as revision 0 with no summary.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "save.h"

namespace dip {

// What the Games window shows of a game, kept beside its record.
struct GameSummary {
    std::string name;
    PlayMode mode = PlayMode::Sandbox;
    std::string phase;          // "Fall 1903 Movement", or who won
    std::int64_t saved_at = 0;  // milliseconds since 1970
    std::uint64_t id = 0;
    int phases = 0;                 // phases played (and sandbox edits made)
    std::string variant;            // its variant's name ("France vs Austria"); "" for the standard game
    bool against_computer = false;  // one person at the device, the other powers computers
    friend bool operator==(const GameSummary&, const GameSummary&) = default;
};

// Which write of a record this is: equal stamps mean the same write.
struct RecordStamp {
    std::uint64_t revision = 0;  // 0: stored by a release before stamps
    std::uint64_t writer = 0;    // the tab that wrote it (a random number each page takes)
    bool operator==(const RecordStamp&) const = default;
};

struct StoredRecord {
    RecordStamp stamp;
    std::optional<GameSummary> summary;  // none in entries from before summaries
    std::string game;                    // the save string
};

std::string write_record(const StoredRecord& r);
// A text field kept on its header line: backslashes and line breaks escaped, and back.
std::string escaped_field(std::string_view s);
std::string unescaped_field(std::string_view s);
// Any stored text reads: a header this release writes, one a newer release writes (fields it does not know
// are passed over), or a bare save string. Only the header is parsed; the save string is not decoded.
StoredRecord read_record(std::string_view text);

}  // namespace dip
