// Save strings: a game, a single position, or one power's orders for play by link, as short URL-safe text
// (save_format.h; the codes of sealed play are in sealed_codes.h).
// The bytes are a small header, a cereal archive of versioned types (CEREAL_CLASS_VERSION on each; bulky
// parts bit-packed by engine/text/compact.h), and a CRC-32. Strings from every earlier release keep loading
// (tests/fixtures/saves/); damaged, foreign or future strings give a message and change nothing.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "failure.h"
#include "game_record.h"
#include "rules.h"
#include "session.h"

namespace dip {

// One power's orders for one phase of one game: what a player sends back to the host in play by link.
struct OrdersCode {
    std::uint64_t game_id = 0;
    std::uint32_t phase = 0;  // how many phases were played before these orders
    Power power = kNoPower;
    std::vector<Order> orders;
    Variant variant = Variant::Standard;  // the game's, whose map the orders are on
    std::vector<Order> preferences;       // with a movement phase's orders: retreats and winter (preferences.h)
};

// A position and the orders given in it: a board to show or to start a sandbox from.
struct SavedPosition {
    Position position;
    std::vector<Order> orders;
    RuleSettings rules;  // release 2 on; earlier strings: the standard game
};

// Each string names its variant (catalogue.h), whose map its positions and orders are packed on.
std::string encode_game(const GameRecord& g);
std::string encode_orders_code(const OrdersCode& c);
std::string encode_position(const SavedPosition& p);

// Decoders take the text alone, a link containing it ("...#g=..."), or either with spaces and line breaks.
// A failure is a sentence saying what is wrong (a variant this release does not have among them), with no line.
// Strings from before the catalogue name the standard game or Formal Diplomacy.
Expected<GameRecord> decode_game(std::string_view text);
Expected<OrdersCode> decode_orders_code(std::string_view text);
Expected<SavedPosition> decode_position(std::string_view text);

// Whether a game's save string (or link) was made by a newer release than this one: its format or its game record
// is of a later version, or the computer plays it at a level this release does not have (bot/levels.h). From its
// first characters, except for a record of the newest version, which is read (never replayed).
bool made_by_newer_release(std::string_view text);

// The bytes inside a save string (no checks), and a save string made of bytes with a fresh checksum
// appended. For tests and tools that build unusual strings on purpose.
std::vector<std::uint8_t> save_string_bytes(std::string_view text);
std::string save_string_from_bytes(std::vector<std::uint8_t> bytes);

// What every copy of a game shares, for links and comparisons: the record without this copy's seat, the orders
// being written, the time it was saved and, with sealed orders, the phase being played and this copy's secret key.
GameRecord shared_record(const GameRecord& g);

// The game's record from a session, and a session rebuilt from a record (replaying every phase; replay() in
// game_record.h makes the game alone).
GameRecord save_session(const Session& s, std::int64_t now_ms);
// Fails (with a reason) when the record cannot be replayed on these rules; the session given changes only on
// success.
bool restore_session(const GameRecord& g, Session& s, std::string& error);

// Link fragments: "#g=" a game, "#p=" a position.
inline constexpr std::string_view kGameLinkKey = "#g=";
inline constexpr std::string_view kPositionLinkKey = "#p=";

}  // namespace dip
