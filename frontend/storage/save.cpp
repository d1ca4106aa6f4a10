// Games, positions and orders codes as save strings (save_format.h), each a versioned wire type.
#include "save.h"

#include "bot/levels.h"
#include "catalogue.h"
#include "compact.h"
#include "press_wire.h"
#include "save_format.h"
#include "sealed_record.h"
#include "text_util.h"

namespace dip {

namespace {

using namespace save_format;

// ---- Wire types, each versioned ------------------------------------------------------------------------

constexpr std::uint32_t kNewestGameRecord = 9;  // the newest version of GameWire this release reads

struct GameWire {
    Bytes name;  // UTF-8
    std::uint8_t mode = 0, me = 0xFF, host = 1, players = 0, received = 0, turn = 0;
    std::uint64_t id = 0;
    std::int64_t saved_at = 0;
    std::uint8_t victory_centres = 0;  // 0xFF: no solo victory
    Bytes history;                     // bit-packed: start position, steps, pending orders
    // Version 2: the settings chosen at creation, civil disorder, and the vote record.
    std::uint8_t variant = 0, scoring = 0, civil_disorder = 0;
    std::uint16_t end_year = 0, max_turns = 0;
    std::int32_t vote_phase = -1;
    std::uint8_t end_kind = 0, end_winner = 0xFF, end_draw = 0;
    // Version 3: the computer seats, two bits a power (release3_seats).
    std::uint32_t computers = 0;
    // Version 4 (the catalogue of variants): the variant by its catalogue number, the history packed for any
    // number of powers (compact.h's kPacking), and a byte a power (SeatBits) instead of the bit sets above.
    std::uint32_t version = 8;  // as read
    std::uint16_t variant_number = 0;
    Bytes seats;
    // Version 5: sealed orders (docs/FAIR_PLAY.md), bit-packed (sealed_record.h).
    Bytes sealed;
    // Version 6: sealed orders with keys and ready codes, in `sealed`; the versions of the rules and computer
    // players that saved it (engine/core/versions.h).
    std::uint32_t play_version = 0;
    // Version 7: the computer seats' levels, a varint a power (put_levels: a level's number as it is, so any
    // number of levels); the seat bytes keep their four flags alone. Written only for a game version 6 cannot
    // hold exactly (encode_game); otherwise the record is written at version 6 (GameWireV6).
    Bytes levels;
    // Version 8: the retreat and winter preferences given with the orders being written or standing from the
    // movement phase before, bit-packed as orders (preferences.h). Written only when there are some; otherwise
    // the record is written at version 7 or 6 as before (GameWireV7, GameWireV6), so earlier releases open it.
    Bytes preferences;
    // And the preferences sealed with the orders (sealed orders by link): each seat's, of each round that has them,
    // as its round keeps them (sealed_play.h), bit-packed after the rest of the sealed orders.
    Bytes sealed_preferences;
    // Version 9: the press, every message in the order sent (press_wire.h). Written only when there is some;
    // otherwise the record is written at version 8, 7 or 6 as before.
    Bytes press;
    template <class A>
    void save_through_version_6(A& ar) const {
        ar(name, mode, me, host, turn, id, saved_at, victory_centres, history);
        ar(variant_number, scoring, end_year, max_turns, vote_phase, end_kind, end_winner, seats, sealed);
        ar(play_version);
    }
    template <class A>
    void save_through_version_7(A& ar) const {
        save_through_version_6(ar);
        ar(levels);
    }
    template <class A>
    void save_through_version_8(A& ar) const {
        save_through_version_7(ar);
        ar(preferences, sealed_preferences);
    }
    template <class A>
    void save(A& ar, std::uint32_t) const {
        save_through_version_8(ar);
        ar(press);
    }
    template <class A>
    void load(A& ar, std::uint32_t v) {
        if (v > kNewestGameRecord) throw NewerVersion{};
        version = v;
        if (v >= 4) {
            ar(name, mode, me, host, turn, id, saved_at, victory_centres, history);
            ar(variant_number, scoring, end_year, max_turns, vote_phase, end_kind, end_winner, seats);
            if (v >= 5) ar(sealed);
            if (v >= 6) ar(play_version);
            if (v >= 7) ar(levels);
            if (v >= 8) ar(preferences, sealed_preferences);
            if (v >= 9) ar(press);
            return;
        }
        ar(name, mode, me, host, players, received, turn, id, saved_at, victory_centres, history);
        if (v >= 2)
            ar(variant, scoring, civil_disorder, end_year, max_turns, vote_phase, end_kind, end_winner, end_draw);
        if (v >= 3) ar(computers);
    }
};

// A game record written at version 6, byte for byte as release 6 wrote it (read back by GameWire): what encode_game
// writes whenever every computer seat's level fits the seat byte's two bits. So a release-6 page opens the links of
// this one, and the record's fingerprint in sealed codes (sealed_orders.cpp) is the one release 6 computes.
struct GameWireV6 {
    const GameWire* wire = nullptr;
    template <class A>
    void save(A& ar, std::uint32_t) const {
        wire->save_through_version_6(ar);
    }
};

// A game record written at version 7, as release 7 wrote it: a game with no preferences whose seats version 6 cannot
// hold.
struct GameWireV7 {
    const GameWire* wire = nullptr;
    template <class A>
    void save(A& ar, std::uint32_t) const {
        wire->save_through_version_7(ar);
    }
};

// A game record written at version 8, as release 8 wrote it: a game with preferences and no press.
struct GameWireV8 {
    const GameWire* wire = nullptr;
    template <class A>
    void save(A& ar, std::uint32_t) const {
        wire->save_through_version_8(ar);
    }
};

// A power's part of a game record from version 4 on, a byte each: played by a person (hot seat), orders received
// (by link), in civil disorder, in the draw a vote passed; and in versions 4 to 6 its computer seat in bits 4 and
// 5 (0 a person, 1 + the level), which version 7 keeps in GameWire::levels instead.
namespace SeatBits {
constexpr std::uint8_t kPlayed = 1, kReceived = 2, kCivilDisorder = 4, kInDraw = 8, kComputerShift = 4;
}

struct OrdersWire {
    std::uint64_t game_id = 0;
    std::uint32_t phase = 0;
    std::uint8_t power = 0xFF;
    Bytes orders;
    // Version 2: the variant (whose map the orders are packed on), the orders packed for any number of powers.
    std::uint32_t version = 3;  // as read
    std::uint16_t variant = 0;
    // Version 3: an opening of sealed orders: 1, the salt, and the seats whose seals the player held (else 0).
    std::uint8_t opening = 0;
    std::array<std::uint8_t, 16> salt{};
    std::uint64_t saw = 0;
    // Version 4: the retreat and winter preferences sent with a movement phase's orders, packed as orders
    // (preferences.h). Written only when there are some; otherwise the code is written at version 3 (OrdersWireV3).
    Bytes preferences;
    template <class A>
    void save_through_version_3(A& ar) const {
        ar(game_id, phase, power, orders, variant, opening);
        if (opening) ar(cereal::binary_data(salt.data(), salt.size()), saw);
    }
    template <class A>
    void save(A& ar, std::uint32_t) const {
        save_through_version_3(ar);
        ar(preferences);
    }
    template <class A>
    void load(A& ar, std::uint32_t v) {
        if (v > 4) throw NewerVersion{};
        version = v;
        ar(game_id, phase, power, orders);
        if (v >= 2) ar(variant);
        if (v >= 3) ar(opening);
        if (opening > 1) throw cereal::Exception("not an opening");
        if (opening) ar(cereal::binary_data(salt.data(), salt.size()), saw);
        if (v >= 4) ar(preferences);
    }
};

// An orders code with no preferences, byte for byte as release 7 wrote it, so earlier releases take it.
struct OrdersWireV3 {
    const OrdersWire* wire = nullptr;
    template <class A>
    void save(A& ar, std::uint32_t) const {
        wire->save_through_version_3(ar);
    }
};

struct PositionWire {
    Bytes board;  // bit-packed: position, orders
    // Version 2: the rules the position is played by (Formal Diplomacy, end conditions).
    std::uint8_t variant = 0, victory_centres = 0;
    std::uint16_t end_year = 0, max_turns = 0;
    // Version 3: the variant by its catalogue number, the board packed for any number of powers.
    std::uint32_t version = 3;  // as read
    std::uint16_t variant_number = 0;
    template <class A>
    void save(A& ar, std::uint32_t) const {
        ar(board, variant_number, victory_centres, end_year, max_turns);
    }
    template <class A>
    void load(A& ar, std::uint32_t v) {
        if (v > 3) throw NewerVersion{};
        version = v;
        ar(board);
        if (v == 2) ar(variant, victory_centres, end_year, max_turns);
        if (v >= 3) ar(variant_number, victory_centres, end_year, max_turns);
        if (v < 3) variant_number = variant;
    }
};

}  // namespace

}  // namespace dip

CEREAL_CLASS_VERSION(dip::GameWire, dip::kNewestGameRecord)
CEREAL_CLASS_VERSION(dip::GameWireV6, 6)
CEREAL_CLASS_VERSION(dip::GameWireV7, 7)
CEREAL_CLASS_VERSION(dip::GameWireV8, 8)
CEREAL_CLASS_VERSION(dip::OrdersWire, 4)
CEREAL_CLASS_VERSION(dip::OrdersWireV3, 3)
CEREAL_CLASS_VERSION(dip::PositionWire, 3)

namespace dip {

// ---- Rules, as games and positions store them ----------------------------------------------------------

namespace {

// Both wire types name these fields alike; a victory-centres setting of -1 (no solo) is stored as 0xFF.
template <class Wire>
void put_rules(Wire& w, const RuleSettings& r) {
    w.variant_number = static_cast<std::uint16_t>(r.variant);
    w.victory_centres = static_cast<std::uint8_t>(r.victory_centres);
    w.end_year = static_cast<std::uint16_t>(r.end_year);
    w.max_turns = static_cast<std::uint16_t>(r.max_turns);
}

// False when the settings read are not ones a game may have (settings_error).
template <class Wire>
bool get_rules(const Wire& w, RuleSettings& r) {
    r.variant = static_cast<Variant>(w.variant_number);
    r.victory_centres = w.victory_centres == 0xFF ? -1 : w.victory_centres;
    r.end_year = w.end_year;
    r.max_turns = w.max_turns;
    return settings_error(r).empty();
}

// The variant a string names, or nothing (and the message) when this release does not have it.
const VariantInfo* known_variant(std::uint16_t number, std::string& error) {
    const VariantInfo* v = catalogue().find(static_cast<Variant>(number));
    if (!v)
        error =
            "This is played on a variant this version of the game does not have. Reload the page to update it, "
            "then try again.";
    return v;
}

// Strings from before the catalogue pack powers in 3 bits and name the standard game or Formal Diplomacy.
Packing packing_of(bool before_catalogue) { return before_catalogue ? kPackingV1 : kPacking; }

// ---- Computer seats ------------------------------------------------------------------------------------
// A seat as every version writes it: 0 a person, 1 + the level's number (a level is a byte, so at most 256).
constexpr std::uint32_t kMaxSeatNumber = 256;

std::uint32_t seat_number(const std::optional<bot::Level>& level) {
    return level ? 1 + static_cast<std::uint32_t>(*level) : 0;
}

// False when the number cannot be a seat (it may still be a level this release does not have: known_levels).
bool set_seat(ComputerSeats& seats, int power, std::uint32_t number) {
    if (number > kMaxSeatNumber) return false;
    seats.seat[static_cast<std::size_t>(power)] =
        number ? std::optional<bot::Level>(static_cast<bot::Level>(number - 1)) : std::nullopt;
    return true;
}

// Versions 4 to 6 keep a seat in bits 4 and 5 of its power's byte: seat numbers 0 to 3 (Easy, Normal and Hard).
constexpr std::uint32_t kMaxSeatInSeatByte = 3;

// Version 7: every power's seat number as a varint (7 bits a byte, low first), in power order. Written as it
// is, never masked: a level of any number comes back as it went.
void put_levels(const ComputerSeats& seats, int powers, std::vector<std::uint8_t>& out) {
    out.clear();
    for (int p = 0; p < powers; ++p) {
        std::uint32_t n = seat_number(seats.seat[static_cast<std::size_t>(p)]);
        do {
            std::uint8_t b = n & 0x7F;
            n >>= 7;
            if (n) b |= 0x80;
            out.push_back(b);
        } while (n);
    }
}

// False when the bytes are not exactly a seat number for each power.
bool get_levels(const std::vector<std::uint8_t>& in, int powers, ComputerSeats& seats) {
    seats = ComputerSeats{};
    std::size_t at = 0;
    for (int p = 0; p < powers; ++p) {
        std::uint32_t n = 0;
        for (int shift = 0;; shift += 7) {
            if (at == in.size() || shift > 14) return false;
            const std::uint8_t b = in[at++];
            n |= static_cast<std::uint32_t>(b & 0x7F) << shift;
            if (!(b & 0x80)) break;
        }
        if (!set_seat(seats, p, n)) return false;
    }
    return at == in.size();
}

// Release 3's computer seats: two bits a power (0 a person, 1 + the level), power 0 lowest. That release had three
// levels, all of which fit; no later version writes levels this way.
ComputerSeats release3_seats(std::uint32_t bits, int powers) {
    ComputerSeats seats;
    for (int p = 0; p < powers; ++p) set_seat(seats, p, (bits >> (2 * p)) & 3);
    return seats;
}

// Every level of the computer seats is one the table has (bot/levels.h): a level is valid if and only if it is
// there. Any other was written by a newer release, which has more levels.
bool known_levels(const ComputerSeats& seats, std::string& error) {
    for (const std::optional<bot::Level>& level : seats.seat)
        if (level && !bot::find_level(*level)) {
            error =
                "This was made by a newer version of the game: the computer plays at a level this version does not "
                "have. Reload the page to update it, then try again.";
            return false;
        }
    return true;
}

}  // namespace

// ---- Games ---------------------------------------------------------------------------------------------

std::string encode_game(const GameRecord& g) {
    const Rules& variant = *catalogue().at(g.settings.rules.variant).rules;  // packs the variant's own state
    const Map& map = variant.map();
    GameWire w;
    w.name.data.assign(g.name.begin(), g.name.end());
    w.mode = static_cast<std::uint8_t>(g.mode);
    w.me = g.seats.me;
    w.host = g.seats.host;
    w.turn = static_cast<std::uint8_t>(g.seats.hotseat_turn);
    w.id = g.id;
    w.saved_at = g.saved_at;
    put_rules(w, g.settings.rules);
    w.scoring = static_cast<std::uint8_t>(g.settings.scoring);
    w.vote_phase = g.tournament.vote_phase;
    w.end_kind = static_cast<std::uint8_t>(g.tournament.voted_end.kind);
    w.end_winner = g.tournament.voted_end.winner;
    // Version 6 when it holds the game exactly: every seat's level fits the seat byte (as in releases 4 to 6), and
    // no preferences; version 7, with the levels apart, when a level does not fit; version 8, also with the levels
    // apart, when there are preferences; version 9 when there is press. Never a level cut down to fit.
    bool version_6 = g.preferences.empty() && pack_sealed_preferences(g.sealed, map).empty() && g.press.empty();
    for (int p = 0; p < map.power_count(); ++p)
        version_6 &= seat_number(g.settings.computers.seat[p]) <= kMaxSeatInSeatByte;
    for (int p = 0; p < map.power_count(); ++p) {
        using namespace SeatBits;
        const std::uint32_t in_byte =
            version_6 ? seat_number(g.settings.computers.seat[p]) : 0;  // version 7: in `levels`
        w.seats.data.push_back(
            static_cast<std::uint8_t>((g.seats.played[p] ? kPlayed : 0) | (g.seats.received[p] ? kReceived : 0) |
                                      (g.tournament.civil_disorder[p] ? kCivilDisorder : 0) |
                                      (g.tournament.voted_end.in_draw[p] ? kInDraw : 0) | (in_byte << kComputerShift)));
    }
    if (!version_6) put_levels(g.settings.computers, map.power_count(), w.levels.data);
    BitWriter bits;
    pack_position(bits, g.start, variant);
    bits.varint(static_cast<std::uint32_t>(g.steps.size()));
    for (const GameRecord::Step& s : g.steps) {
        bits.bits(s.edit, 1);
        if (s.edit) pack_position(bits, s.edited, variant);
        else pack_orders(bits, s.orders, map);
    }
    pack_orders(bits, g.pending, map);
    w.history.data = bits.bytes();
    if (!g.preferences.empty()) {
        BitWriter preferences;
        pack_orders(preferences, g.preferences, map);
        w.preferences.data = preferences.bytes();
    }
    w.sealed_preferences.data = pack_sealed_preferences(g.sealed, map);
    if (g.sealed != SealedPlay{}) {
        BitWriter sealed;
        pack_sealed(sealed, g.sealed, map);
        w.sealed.data = sealed.bytes();
    }
    w.play_version = g.version.packed();
    if (!g.press.empty()) {
        BitWriter press;
        pack_press(press, g.press, map);
        w.press.data = press.bytes();
        return encode(kGame, w);
    }
    if (!w.preferences.data.empty() || !w.sealed_preferences.data.empty()) return encode(kGame, GameWireV8{&w});
    return version_6 ? encode(kGame, GameWireV6{&w}) : encode(kGame, GameWireV7{&w});
}

namespace {

// The per-power fields of a game record: a byte each since version 4, bit sets before; the computer seats in
// their own field since version 7, in the seat bytes in versions 4 to 6, two bits a power in version 3.
bool read_seats(const GameWire& w, const Map& map, GameRecord& g) {
    const int n = map.power_count();
    if (w.version >= 4) {
        if (w.seats.data.size() != static_cast<std::size_t>(n)) return false;
        for (int p = 0; p < n; ++p) {
            using namespace SeatBits;
            const std::uint8_t b = w.seats.data[p];
            if (b >> (w.version >= 7 ? kComputerShift : 6)) return false;
            g.seats.played[p] = b & kPlayed;
            g.seats.received[p] = b & kReceived;
            g.tournament.civil_disorder[p] = b & kCivilDisorder;
            g.tournament.voted_end.in_draw[p] = b & kInDraw;
            if (w.version < 7) set_seat(g.settings.computers, p, b >> kComputerShift);
        }
        return w.version < 7 || get_levels(w.levels.data, n, g.settings.computers);
    }
    if (w.computers >> (2 * n)) return false;
    g.settings.computers = release3_seats(w.computers, n);
    for (int p = 0; p < n; ++p) {
        g.seats.played[p] = (w.players >> p) & 1;
        g.seats.received[p] = (w.received >> p) & 1;
        g.tournament.civil_disorder[p] = (w.civil_disorder >> p) & 1;
        g.tournament.voted_end.in_draw[p] = (w.end_draw >> p) & 1;
    }
    return true;
}

}  // namespace

Expected<GameRecord> decode_game(std::string_view text) {
    std::string error;  // as the readers below report it
    GameWire w;
    if (!decode(text, kGame, w, error)) return Failure{error};
    const bool before_catalogue = w.version < 4;
    if (before_catalogue) {
        if (w.variant > static_cast<std::uint8_t>(Variant::Formal)) {
            return Failure{"This string is damaged: its game settings make no sense."};
        }
        w.variant_number = w.variant;
    }
    const VariantInfo* variant = known_variant(w.variant_number, error);
    if (!variant) return Failure{error};
    const Map& map = variant->map;
    GameRecord g;
    g.name.assign(w.name.data.begin(), w.name.data.end());
    if (w.mode > static_cast<std::uint8_t>(PlayMode::ByLink) || (w.me != 0xFF && w.me >= map.power_count())) {
        return Failure{"This string is damaged: it does not hold what it should."};
    }
    g.mode = static_cast<PlayMode>(w.mode);
    g.seats.me = w.me == 0xFF ? kNoPower : static_cast<Power>(w.me);
    g.seats.host = w.host != 0;
    g.seats.hotseat_turn = w.turn;
    g.id = w.id;
    g.saved_at = w.saved_at;
    if (!get_rules(w, g.settings.rules) || w.scoring > static_cast<std::uint8_t>(kLastScoring) ||
        w.end_kind > static_cast<std::uint8_t>(EndKind::TimeLimit) ||
        (w.end_winner != 0xFF && w.end_winner >= map.power_count()) || w.vote_phase < -1 || !read_seats(w, map, g)) {
        return Failure{"This string is damaged: its game settings make no sense."};
    }
    if (!known_levels(g.settings.computers, error)) return Failure{error};
    g.settings.scoring = static_cast<Scoring>(w.scoring);
    g.tournament.vote_phase = w.vote_phase;
    g.tournament.voted_end.kind = static_cast<EndKind>(w.end_kind);
    g.tournament.voted_end.winner = w.end_winner == 0xFF ? kNoPower : static_cast<Power>(w.end_winner);
    const Packing packing = packing_of(before_catalogue);
    BitReader bits(w.history.data.data(), w.history.data.size());
    std::string why;
    bool ok = unpack_position(bits, *variant->rules, g.start, why, packing);
    const std::uint32_t steps = ok ? bits.varint() : 0;
    if (steps > kMaxPhases) ok = false, why = "more phases than a game can hold";
    for (std::uint32_t i = 0; ok && i < steps; ++i) {
        GameRecord::Step s;
        s.edit = bits.bits(1);
        ok = s.edit ? unpack_position(bits, *variant->rules, s.edited, why, packing)
                    : unpack_orders(bits, map, s.orders, why, packing);
        g.steps.push_back(std::move(s));
    }
    ok = ok && unpack_orders(bits, map, g.pending, why, packing);
    if (ok && !w.sealed.data.empty()) {
        BitReader sealed(w.sealed.data.data(), w.sealed.data.size());
        const std::uint32_t phases = static_cast<std::uint32_t>(g.steps.size());
        ok = w.version >= 6 ? unpack_sealed(sealed, map, phases, g.sealed, why)
                            : unpack_sealed_before_keys(sealed, phases, g.sealed, why);
    }
    if (ok && !w.preferences.data.empty()) {
        BitReader preferences(w.preferences.data.data(), w.preferences.data.size());
        ok = unpack_orders(preferences, map, g.preferences, why);
        for (const Order& o : g.preferences)
            if (!is_preference_order(o.kind)) ok = false, why = "its preferences hold an order of a movement phase";
    }
    ok = ok && unpack_sealed_preferences(w.sealed_preferences.data, map, g.sealed, why);
    if (ok && !w.press.data.empty()) {
        BitReader press(w.press.data.data(), w.press.data.size());
        ok = unpack_press(press, map, g.press, why);
    }
    g.version = PlayVersion::unpacked(w.play_version);
    if (!ok) {
        return Failure{"This string is damaged: " + why + "."};
    }
    return g;
}

bool made_by_newer_release(std::string_view text) {
    // The header, from the first characters: the format's major version, then the record's class version
    // (cereal writes it after its endianness byte).
    const std::vector<std::uint8_t> b = save_string_bytes(extract(text).substr(0, 16));
    if (b.size() < 8 || b[0] != kMark || b[1] != kGame) return false;  // not a game's save string
    if (b[2] != kMajor) return b[2] > kMajor;
    std::uint32_t record = 0;
    for (int k = 0; k < 4; ++k) record |= static_cast<std::uint32_t>(b[4 + k]) << (8 * k);
    if (record > kNewestGameRecord) return true;
    if (record < 7) return false;
    // A record of version 7 or later: it may hold a level this release's table does not have (a newer release's).
    // Only versions from 7 on keep levels beyond Easy, Normal and Hard, so only such a record is read.
    GameWire w;
    std::string error;
    if (!decode(text, kGame, w, error)) return false;
    const VariantInfo* variant = catalogue().find(static_cast<Variant>(w.variant_number));
    ComputerSeats seats;
    return variant && get_levels(w.levels.data, variant->map.power_count(), seats) && !known_levels(seats, error);
}

// ---- Orders codes and positions ------------------------------------------------------------------------

std::string encode_orders_code(const OrdersCode& c) {
    const Map& map = catalogue().at(c.variant).map;
    OrdersWire w;
    w.game_id = c.game_id;
    w.phase = c.phase;
    w.power = c.power;
    w.variant = static_cast<std::uint16_t>(c.variant);
    BitWriter bits;
    pack_orders(bits, c.orders, map);
    w.orders.data = bits.bytes();
    if (c.preferences.empty()) return encode(kOrders, OrdersWireV3{&w});
    BitWriter preferences;
    pack_orders(preferences, c.preferences, map);
    w.preferences.data = preferences.bytes();
    return encode(kOrders, w);
}

Expected<OrdersCode> decode_orders_code(std::string_view text) {
    std::string error;  // as the readers below report it
    OrdersWire w;
    if (!decode(text, kOrders, w, error)) return Failure{error};
    if (w.opening) {
        return Failure{
            "This opening code was made by an earlier version of sealed orders, which this game no longer takes: "
            "ask its sender to reload the page and seal this phase's orders again."};
    }
    const VariantInfo* variant = known_variant(w.variant, error);  // before version 2: the standard board
    if (!variant) return Failure{error};
    const Map& map = variant->map;
    OrdersCode c;
    c.game_id = w.game_id;
    c.phase = w.phase;
    c.variant = variant->number;
    if (w.power >= map.power_count()) {
        return Failure{"This orders code is damaged: it names no power."};
    }
    c.power = static_cast<Power>(w.power);
    BitReader bits(w.orders.data.data(), w.orders.data.size());
    std::string why;
    if (!unpack_orders(bits, map, c.orders, why, packing_of(w.version < 2))) {
        return Failure{"This orders code is damaged: " + why + "."};
    }
    for (const Order& o : c.orders)
        if (o.power != c.power) {
            return Failure{"This orders code is damaged: it holds orders of another power."};
        }
    if (!w.preferences.data.empty()) {
        BitReader preferences(w.preferences.data.data(), w.preferences.data.size());
        if (!unpack_orders(preferences, map, c.preferences, why))
            return Failure{"This orders code is damaged: its preferences: " + why + "."};
    }
    for (const Order& o : c.preferences)
        if (o.power != c.power || !is_preference_order(o.kind)) {
            return Failure{"This orders code is damaged: its preferences are not all its power's retreats and builds."};
        }
    return c;
}

std::string encode_position(const SavedPosition& p) {
    const Rules& variant = *catalogue().at(p.rules.variant).rules;  // packs the variant's own state
    const Map& map = variant.map();
    PositionWire w;
    BitWriter bits;
    pack_position(bits, p.position, variant);
    pack_orders(bits, p.orders, map);
    w.board.data = bits.bytes();
    put_rules(w, p.rules);
    return encode(kPosition, w);
}

Expected<SavedPosition> decode_position(std::string_view text) {
    std::string error;  // as the readers below report it
    PositionWire w;
    if (!decode(text, kPosition, w, error)) return Failure{error};
    const bool before_catalogue = w.version < 3;
    if (before_catalogue && w.variant > static_cast<std::uint8_t>(Variant::Formal)) {
        return Failure{"This string is damaged: its rules make no sense."};
    }
    const VariantInfo* variant = known_variant(w.variant_number, error);
    if (!variant) return Failure{error};
    BitReader bits(w.board.data.data(), w.board.data.size());
    SavedPosition p;
    std::string why;
    const Packing packing = packing_of(before_catalogue);
    if (!unpack_position(bits, *variant->rules, p.position, why, packing) ||
        !unpack_orders(bits, variant->map, p.orders, why, packing)) {
        return Failure{"This string is damaged: " + why + "."};
    }
    if (!get_rules(w, p.rules)) {
        return Failure{"This string is damaged: its game settings make no sense."};
    }
    return p;
}

std::vector<std::uint8_t> save_string_bytes(std::string_view text) {
    std::vector<std::uint8_t> bytes;
    from_base64url(extract(text), bytes);
    return bytes;
}

std::string save_string_from_bytes(std::vector<std::uint8_t> bytes) {
    const std::uint32_t crc = crc32(bytes.data(), bytes.size());
    for (int k = 0; k < 4; ++k) bytes.push_back(static_cast<std::uint8_t>(crc >> (8 * k)));
    return base64url(bytes);
}

// ---- Sessions ------------------------------------------------------------------------------------------

GameRecord save_session(const Session& s, std::int64_t now_ms) {
    GameRecord g;
    static_cast<GameHeader&>(g) = s.record();
    g.seats.hotseat_revealed = false;                                                    // never saved
    for (int p = s.map().power_count(); p < kMaxPowers; ++p) g.seats.played[p] = false;  // as a decoded record
    g.saved_at = now_ms;
    g.start = s.game().start();
    for (const PlayedPhase& p : s.game().history()) {
        GameRecord::Step step;
        step.edit = p.edit;
        if (p.edit) step.edited = p.result.next;
        else step.orders = p.orders;
        g.steps.push_back(std::move(step));
    }
    g.pending = s.orders();
    for (int p = 0; p < s.map().power_count(); ++p) {
        const std::vector<Order> own = preference_orders(s.preferences(static_cast<Power>(p)), static_cast<Power>(p));
        g.preferences.insert(g.preferences.end(), own.begin(), own.end());
    }
    return g;
}

GameRecord shared_record(const GameRecord& g) {
    GameRecord out = g;
    out.seats.me = kNoPower;
    out.seats.host = false;
    out.seats.received.fill(false);
    out.seats.hotseat_turn = 0;
    out.saved_at = 0;
    out.pending.clear();
    out.preferences.clear();
    out.press.clear();  // private conversations do not travel in the link everyone gets
    if (out.sealed.on()) out.sealed.keep_public(static_cast<std::uint32_t>(out.steps.size()));
    return out;
}

// Everything is built in a session aside and checked first; the session given changes only on success, so a
// bad record can never leave it half changed (for autosave to write over the game that was open).
bool restore_session(const GameRecord& g, Session& s, std::string& error) {
    Session built(s.rules());
    if (!built.restore(g, error)) return false;
    s.replace_with(std::move(built));
    return true;
}

}  // namespace dip
