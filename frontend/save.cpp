// The save-string format, version 1:
//   byte 0      0xD1, the format's mark
//   byte 1      what it holds: 'G' a game, 'P' a position, 'O' an orders code (or an opening), 'S' a seal
//   byte 2      the format's major version (1); a larger one is a newer release's string
//   bytes 3..   a cereal portable binary archive of the versioned types below
//   last 4      CRC-32 of everything before
// written as base64url without padding.
#include "save.h"

#include <sstream>

#include <cereal/archives/portable_binary.hpp>
#include <cereal/cereal.hpp>

#include "catalogue.h"
#include "compact.h"
#include "text_util.h"

namespace dip {

namespace {

constexpr std::uint8_t kMark = 0xD1, kMajor = 1;
constexpr char kGame = 'G', kPosition = 'P', kOrders = 'O', kSeal = 'S';

struct NewerVersion {};  // thrown by a loader that meets a class version it does not know

// ---- Wire types, each versioned ------------------------------------------------------------------------

// A byte string with a varint length (cereal's own strings spend eight bytes on it).
struct Bytes {
    std::vector<std::uint8_t> data;
    template <class A>
    void save(A& ar, std::uint32_t) const {
        std::uint32_t n = static_cast<std::uint32_t>(data.size());
        do {
            std::uint8_t b = n & 0x7F;
            n >>= 7;
            if (n) b |= 0x80;
            ar(b);
        } while (n);
        ar(cereal::binary_data(data.data(), data.size()));
    }
    template <class A>
    void load(A& ar, std::uint32_t version) {
        if (version > 1) throw NewerVersion{};
        std::uint32_t n = 0;
        for (int shift = 0;; shift += 7) {
            std::uint8_t b = 0;
            ar(b);
            n |= static_cast<std::uint32_t>(b & 0x7F) << shift;
            if (!(b & 0x80)) break;
            if (shift > 21) throw cereal::Exception("length too long");
        }
        if (n > (1u << 22)) throw cereal::Exception("length too long");
        data.resize(n);
        ar(cereal::binary_data(data.data(), n));
    }
};

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
    // Version 3: the computer seats, two bits a power (ComputerSeats::packed).
    std::uint32_t computers = 0;
    // Version 4 (the catalogue of variants): the variant by its catalogue number, the history packed for any
    // number of powers (compact.h's kPacking), and a byte a power (SeatBits) instead of the bit sets above.
    std::uint32_t version = 5;  // as read
    std::uint16_t variant_number = 0;
    Bytes seats;
    // Version 5: sealed orders (docs/FAIR_PLAY.md), bit-packed (pack_sealed).
    Bytes sealed;
    template <class A>
    void save(A& ar, std::uint32_t) const {
        ar(name, mode, me, host, turn, id, saved_at, victory_centres, history);
        ar(variant_number, scoring, end_year, max_turns, vote_phase, end_kind, end_winner, seats, sealed);
    }
    template <class A>
    void load(A& ar, std::uint32_t v) {
        if (v > 5) throw NewerVersion{};
        version = v;
        if (v >= 4) {
            ar(name, mode, me, host, turn, id, saved_at, victory_centres, history);
            ar(variant_number, scoring, end_year, max_turns, vote_phase, end_kind, end_winner, seats);
            if (v >= 5) ar(sealed);
            return;
        }
        ar(name, mode, me, host, players, received, turn, id, saved_at, victory_centres, history);
        if (v >= 2)
            ar(variant, scoring, civil_disorder, end_year, max_turns, vote_phase, end_kind, end_winner, end_draw);
        if (v >= 3) ar(computers);
    }
};

// A power's part of a version-4 game record, a byte each: played by a person (hot seat), orders received (by
// link), in civil disorder, in the draw a vote passed, and its computer seat (0 a person, 1 + the level).
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
    template <class A>
    void save(A& ar, std::uint32_t) const {
        ar(game_id, phase, power, orders, variant, opening);
        if (opening) ar(cereal::binary_data(salt.data(), salt.size()), saw);
    }
    template <class A>
    void load(A& ar, std::uint32_t v) {
        if (v > 3) throw NewerVersion{};
        version = v;
        ar(game_id, phase, power, orders);
        if (v >= 2) ar(variant);
        if (v >= 3) ar(opening);
        if (opening > 1) throw cereal::Exception("not an opening");
        if (opening) ar(cereal::binary_data(salt.data(), salt.size()), saw);
    }
};

// A seal of one power's orders for one phase of one game: what a player publishes in the first round.
struct SealWire {
    std::uint64_t game_id = 0;
    std::uint32_t phase = 0;
    std::uint8_t power = 0xFF;
    std::uint16_t variant = 0;
    std::array<std::uint8_t, 32> seal{};
    template <class A>
    void save(A& ar, std::uint32_t) const {
        ar(game_id, phase, power, variant, cereal::binary_data(seal.data(), seal.size()));
    }
    template <class A>
    void load(A& ar, std::uint32_t v) {
        if (v > 1) throw NewerVersion{};
        ar(game_id, phase, power, variant, cereal::binary_data(seal.data(), seal.size()));
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

// ---- Checksum and text ---------------------------------------------------------------------------------

std::uint32_t crc32(const std::uint8_t* data, std::size_t n) {
    std::uint32_t c = 0xFFFFFFFFu;
    for (std::size_t i = 0; i < n; ++i) {
        c ^= data[i];
        for (int k = 0; k < 8; ++k) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1)));
    }
    return ~c;
}

const char* kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

std::string base64url(const std::vector<std::uint8_t>& b) {
    std::string out;
    for (std::size_t i = 0; i < b.size(); i += 3) {
        const std::uint32_t v =
            (b[i] << 16) | (i + 1 < b.size() ? b[i + 1] << 8 : 0) | (i + 2 < b.size() ? b[i + 2] : 0);
        const int chars = i + 2 < b.size() ? 4 : i + 1 < b.size() ? 3 : 2;
        for (int k = 0; k < chars; ++k) out += kAlphabet[(v >> (18 - 6 * k)) & 63];
    }
    return out;
}

bool from_base64url(std::string_view s, std::vector<std::uint8_t>& out) {
    out.clear();
    std::uint32_t acc = 0;
    int bits = 0;
    for (char c : s) {
        int v = -1;
        if (c >= 'A' && c <= 'Z') v = c - 'A';
        else if (c >= 'a' && c <= 'z') v = c - 'a' + 26;
        else if (c >= '0' && c <= '9') v = c - '0' + 52;
        else if (c == '-' || c == '+') v = 62;
        else if (c == '_' || c == '/') v = 63;
        else if (c == '=') break;
        else return false;
        acc = (acc << 6) | static_cast<std::uint32_t>(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out.push_back(static_cast<std::uint8_t>((acc >> bits) & 0xFF));
        }
    }
    return true;
}

// The save string inside whatever was pasted: a bare string, a link, either with spaces or line breaks.
std::string extract(std::string_view text) {
    for (std::string_view key : {kGameLinkKey, kPositionLinkKey, std::string_view("#o=")}) {
        if (const std::size_t at = text.rfind(key); at != std::string_view::npos) text = text.substr(at + key.size());
    }
    std::string out;
    for (char c : text)
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t') out += c;
    return out;
}

template <class Wire>
std::string encode(char kind, const Wire& wire) {
    std::ostringstream ss;
    ss.put(static_cast<char>(kMark));
    ss.put(kind);
    ss.put(static_cast<char>(kMajor));
    {
        cereal::PortableBinaryOutputArchive ar(ss);
        ar(wire);
    }
    const std::string body = ss.str();
    std::vector<std::uint8_t> bytes(body.begin(), body.end());
    const std::uint32_t crc = crc32(bytes.data(), bytes.size());
    for (int k = 0; k < 4; ++k) bytes.push_back(static_cast<std::uint8_t>(crc >> (8 * k)));
    return base64url(bytes);
}

const char* kind_name(char kind) {
    return kind == kGame       ? "a game"
           : kind == kPosition ? "a position"
           : kind == kSeal     ? "a sealed code"
                               : "an orders code";
}

template <class Wire>
bool decode(std::string_view text, char kind, Wire& wire, std::string& error) {
    const std::string s = extract(text);
    std::vector<std::uint8_t> bytes;
    if (s.empty()) {
        error = "There is nothing to read: paste the whole string or link.";
        return false;
    }
    if (!from_base64url(s, bytes) || bytes.size() < 3 || bytes[0] != kMark) {
        error = "This is not a Diplomacy save string or link from this site.";
        return false;
    }
    if (bytes[1] != kGame && bytes[1] != kPosition && bytes[1] != kOrders && bytes[1] != kSeal) {
        error = "This is not a Diplomacy save string or link from this site.";
        return false;
    }
    if (bytes[1] != kind) {
        error = std::string("This holds ") + kind_name(static_cast<char>(bytes[1])) + ", not " + kind_name(kind) + ".";
        return false;
    }
    if (bytes[2] > kMajor) {
        error = "This was made by a newer version of the game. Reload the page to update it, then try again.";
        return false;
    }
    if (bytes.size() < 8) {
        error = "This string is cut short: part of it is missing. Copy all of it and try again.";
        return false;
    }
    const std::size_t n = bytes.size() - 4;
    std::uint32_t stored = 0;
    for (int k = 0; k < 4; ++k) stored |= static_cast<std::uint32_t>(bytes[n + k]) << (8 * k);
    if (crc32(bytes.data(), n) != stored) {
        error =
            "This string is damaged (its checksum does not match): part of it is missing or was changed. "
            "Copy all of it and try again.";
        return false;
    }
    try {
        std::istringstream ss(std::string(bytes.begin() + 3, bytes.begin() + static_cast<long>(n)));
        cereal::PortableBinaryInputArchive ar(ss);
        ar(wire);
    } catch (const NewerVersion&) {
        error = "This was made by a newer version of the game. Reload the page to update it, then try again.";
        return false;
    } catch (const std::exception&) {
        error = "This string is damaged: it does not hold what it should.";
        return false;
    }
    return true;
}

}  // namespace

}  // namespace dip

CEREAL_CLASS_VERSION(dip::Bytes, 1)
CEREAL_CLASS_VERSION(dip::GameWire, 5)
CEREAL_CLASS_VERSION(dip::OrdersWire, 3)
CEREAL_CLASS_VERSION(dip::SealWire, 1)
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

}  // namespace

// ---- Sealed orders, as a game record keeps them ----------------------------------------------------------

namespace {

void pack_bytes(BitWriter& w, const std::uint8_t* data, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) w.bits(data[i], 8);
}

void unpack_bytes(BitReader& r, std::uint8_t* data, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) data[i] = static_cast<std::uint8_t>(r.bits(8));
}

// Flags (on, the deadline rule), then each round: its phase and seats; a seat is its power, whether it opened and
// whether a secret salt is kept (this copy's own seat before opening), then its seal (unless opened: worked
// out again from the orders), its salt when known, and the seats its opening saw.
void pack_sealed(BitWriter& w, const SealedPlay& s, const Map& map) {
    w.bits(s.on() | (s.absent_rule() << 1), 2);
    w.varint(static_cast<std::uint32_t>(s.rounds().size()));
    for (const auto& [phase, round] : s.rounds()) {
        w.varint(phase);
        w.varint(static_cast<std::uint32_t>(round.size()));
        for (const auto& [power, seat] : round) {
            pack_power(w, power, kPacking);
            const bool secret = !seat.opened && seat.salt != Salt{};
            w.bits(seat.opened | (secret << 1), 2);
            if (!seat.opened) pack_bytes(w, seat.seal.data(), seat.seal.size());
            if (seat.opened || secret) pack_bytes(w, seat.salt.data(), seat.salt.size());
            if (seat.opened)
                for (int p = 0; p < map.power_count(); ++p) w.bits(has_power(seat.saw, static_cast<Power>(p)), 1);
        }
    }
}

// Reads what pack_sealed wrote, for a game of `phases` phases played; the seals of opened seats are worked out
// from the orders of the phase (`steps`) or, for the phase being played, the orders being written.
bool unpack_sealed(BitReader& r, const Map& map, const SavedGame& g, SealedPlay& out, std::string& why) {
    const std::uint32_t flags = r.bits(2);
    out.set(flags & 1, flags & 2);
    const std::uint32_t rounds = r.varint();
    if (rounds > g.steps.size() + 1) return why = "more sealed phases than phases", false;
    std::int64_t last_phase = -1;
    for (std::uint32_t i = 0; i < rounds && !r.overrun(); ++i) {
        const std::uint32_t phase = r.varint();
        const std::uint32_t seats = r.varint();
        if (phase > g.steps.size() || phase <= last_phase || seats > static_cast<std::uint32_t>(map.power_count()))
            return why = "its sealed orders name a phase it has not reached", false;
        last_phase = phase;
        SealedRound round;
        for (std::uint32_t k = 0; k < seats && !r.overrun(); ++k) {
            Power power = kNoPower;
            if (!unpack_power(r, map, power, false, kPacking) || round.count(power))
                return why = "its sealed orders name a power twice, or none", false;
            SeatSeal seat;
            const std::uint32_t bits = r.bits(2);
            seat.opened = bits & 1;
            if ((bits & 3) == 3) return why = "its sealed orders make no sense", false;
            if (!seat.opened) unpack_bytes(r, seat.seal.data(), seat.seal.size());
            if (bits) unpack_bytes(r, seat.salt.data(), seat.salt.size());
            if (seat.opened) {
                for (int p = 0; p < map.power_count(); ++p)
                    if (r.bits(1)) seat.saw |= power_bit(static_cast<Power>(p));
                std::vector<Order> orders;
                const std::vector<Order>& all = phase < g.steps.size() ? g.steps[phase].orders : g.pending;
                for (const Order& o : all)
                    if (o.power == power) orders.push_back(o);
                seat.seal = seal_orders(map, {g.id, g.rules.variant, phase, power}, orders, seat.salt);
            }
            round[power] = seat;
        }
        out.set_round(phase, std::move(round));
    }
    if (r.overrun()) return why = "its sealed orders are cut short", false;
    return true;
}

}  // namespace

// ---- Games ---------------------------------------------------------------------------------------------

std::string encode_game(const SavedGame& g) {
    const Map& map = catalogue().at(g.rules.variant).map;
    GameWire w;
    w.name.data.assign(g.name.begin(), g.name.end());
    w.mode = static_cast<std::uint8_t>(g.mode);
    w.me = g.me;
    w.host = g.host;
    w.turn = static_cast<std::uint8_t>(g.hotseat_turn);
    w.id = g.id;
    w.saved_at = g.saved_at;
    put_rules(w, g.rules);
    w.scoring = static_cast<std::uint8_t>(g.scoring);
    w.vote_phase = g.vote_phase;
    w.end_kind = static_cast<std::uint8_t>(g.voted_end.kind);
    w.end_winner = g.voted_end.winner;
    for (int p = 0; p < map.power_count(); ++p) {
        using namespace SeatBits;
        const std::uint8_t level = g.computers.seat[p] & 3;
        w.seats.data.push_back(
            static_cast<std::uint8_t>((g.players[p] ? kPlayed : 0) | (g.received[p] ? kReceived : 0) |
                                      (g.civil_disorder[p] ? kCivilDisorder : 0) |
                                      (g.voted_end.in_draw[p] ? kInDraw : 0) | (level << kComputerShift)));
    }
    BitWriter bits;
    pack_position(bits, g.start, map);
    bits.varint(static_cast<std::uint32_t>(g.steps.size()));
    for (const SavedGame::Step& s : g.steps) {
        bits.bits(s.edit, 1);
        if (s.edit) pack_position(bits, s.edited, map);
        else pack_orders(bits, s.orders, map);
    }
    pack_orders(bits, g.pending, map);
    w.history.data = bits.bytes();
    if (g.sealed != SealedPlay{}) {
        BitWriter sealed;
        pack_sealed(sealed, g.sealed, map);
        w.sealed.data = sealed.bytes();
    }
    return encode(kGame, w);
}

namespace {

// The per-power fields of a game record: a byte each since version 4, bit sets before.
bool read_seats(const GameWire& w, const Map& map, SavedGame& g) {
    const int n = map.power_count();
    if (w.version >= 4) {
        if (w.seats.data.size() != static_cast<std::size_t>(n)) return false;
        for (int p = 0; p < n; ++p) {
            using namespace SeatBits;
            const std::uint8_t b = w.seats.data[p];
            if (b >> 6) return false;
            g.players[p] = b & kPlayed;
            g.received[p] = b & kReceived;
            g.civil_disorder[p] = b & kCivilDisorder;
            g.voted_end.in_draw[p] = b & kInDraw;
            g.computers.seat[p] = static_cast<std::uint8_t>(b >> kComputerShift);
        }
        return true;
    }
    if (w.computers >> (2 * n)) return false;
    g.computers = ComputerSeats::unpacked(w.computers);
    for (int p = 0; p < n; ++p) {
        g.players[p] = (w.players >> p) & 1;
        g.received[p] = (w.received >> p) & 1;
        g.civil_disorder[p] = (w.civil_disorder >> p) & 1;
        g.voted_end.in_draw[p] = (w.end_draw >> p) & 1;
    }
    return true;
}

}  // namespace

bool decode_game(std::string_view text, SavedGame& out, std::string& error) {
    GameWire w;
    if (!decode(text, kGame, w, error)) return false;
    const bool before_catalogue = w.version < 4;
    if (before_catalogue) {
        if (w.variant > static_cast<std::uint8_t>(Variant::Formal)) {
            error = "This string is damaged: its game settings make no sense.";
            return false;
        }
        w.variant_number = w.variant;
    }
    const VariantInfo* variant = known_variant(w.variant_number, error);
    if (!variant) return false;
    const Map& map = variant->map;
    SavedGame g;
    g.name.assign(w.name.data.begin(), w.name.data.end());
    if (w.mode > static_cast<std::uint8_t>(PlayMode::ByLink) || (w.me != 0xFF && w.me >= map.power_count())) {
        error = "This string is damaged: it does not hold what it should.";
        return false;
    }
    g.mode = static_cast<PlayMode>(w.mode);
    g.me = w.me == 0xFF ? kNoPower : static_cast<Power>(w.me);
    g.host = w.host != 0;
    g.hotseat_turn = w.turn;
    g.id = w.id;
    g.saved_at = w.saved_at;
    if (!get_rules(w, g.rules) || w.scoring > static_cast<std::uint8_t>(Scoring::DrawSize) ||
        w.end_kind > static_cast<std::uint8_t>(EndKind::TimeLimit) ||
        (w.end_winner != 0xFF && w.end_winner >= map.power_count()) || w.vote_phase < -1 || !read_seats(w, map, g)) {
        error = "This string is damaged: its game settings make no sense.";
        return false;
    }
    g.scoring = static_cast<Scoring>(w.scoring);
    g.vote_phase = w.vote_phase;
    g.voted_end.kind = static_cast<EndKind>(w.end_kind);
    g.voted_end.winner = w.end_winner == 0xFF ? kNoPower : static_cast<Power>(w.end_winner);
    const Packing packing = packing_of(before_catalogue);
    BitReader bits(w.history.data.data(), w.history.data.size());
    std::string why;
    bool ok = unpack_position(bits, map, g.start, why, packing);
    const std::uint32_t steps = ok ? bits.varint() : 0;
    if (steps > kMaxPhases) ok = false, why = "more phases than a game can hold";
    for (std::uint32_t i = 0; ok && i < steps; ++i) {
        SavedGame::Step s;
        s.edit = bits.bits(1);
        ok = s.edit ? unpack_position(bits, map, s.edited, why, packing)
                    : unpack_orders(bits, map, s.orders, why, packing);
        g.steps.push_back(std::move(s));
    }
    ok = ok && unpack_orders(bits, map, g.pending, why, packing);
    if (ok && !w.sealed.data.empty()) {
        BitReader sealed(w.sealed.data.data(), w.sealed.data.size());
        ok = unpack_sealed(sealed, map, g, g.sealed, why);
    }
    if (!ok) {
        error = "This string is damaged: " + why + ".";
        return false;
    }
    out = std::move(g);
    return true;
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
    w.opening = c.opening;
    if (c.opening) {
        w.salt = c.salt;
        w.saw = c.saw;
    }
    return encode(kOrders, w);
}

bool decode_orders_code(std::string_view text, OrdersCode& out, std::string& error) {
    OrdersWire w;
    if (!decode(text, kOrders, w, error)) return false;
    const VariantInfo* variant = known_variant(w.variant, error);  // before version 2: the standard board
    if (!variant) return false;
    const Map& map = variant->map;
    OrdersCode c;
    c.game_id = w.game_id;
    c.phase = w.phase;
    c.variant = variant->number;
    if (w.power >= map.power_count()) {
        error = "This orders code is damaged: it names no power.";
        return false;
    }
    c.power = static_cast<Power>(w.power);
    BitReader bits(w.orders.data.data(), w.orders.data.size());
    std::string why;
    if (!unpack_orders(bits, map, c.orders, why, packing_of(w.version < 2))) {
        error = "This orders code is damaged: " + why + ".";
        return false;
    }
    for (const Order& o : c.orders)
        if (o.power != c.power) {
            error = "This orders code is damaged: it holds orders of another power.";
            return false;
        }
    c.opening = w.opening;
    c.salt = w.salt;
    c.saw = w.saw;
    if (c.opening && (c.saw >> map.power_count() || !has_power(c.saw, c.power))) {
        error = "This opening code is damaged: it names seals of powers the game does not have.";
        return false;
    }
    out = std::move(c);
    return true;
}

std::string encode_seal_code(const SealCode& c) {
    SealWire w;
    w.game_id = c.game_id;
    w.phase = c.phase;
    w.power = c.power;
    w.variant = static_cast<std::uint16_t>(c.variant);
    w.seal = c.seal;
    return encode(kSeal, w);
}

bool decode_seal_code(std::string_view text, SealCode& out, std::string& error) {
    SealWire w;
    if (!decode(text, kSeal, w, error)) return false;
    const VariantInfo* variant = known_variant(w.variant, error);
    if (!variant) return false;
    if (w.power >= variant->map.power_count()) {
        error = "This sealed code is damaged: it names no power.";
        return false;
    }
    out = SealCode{w.game_id, w.phase, static_cast<Power>(w.power), variant->number, w.seal};
    return true;
}

std::string encode_position(const SavedPosition& p) {
    const Map& map = catalogue().at(p.rules.variant).map;
    PositionWire w;
    BitWriter bits;
    pack_position(bits, p.position, map);
    pack_orders(bits, p.orders, map);
    w.board.data = bits.bytes();
    put_rules(w, p.rules);
    return encode(kPosition, w);
}

bool decode_position(std::string_view text, SavedPosition& out, std::string& error) {
    PositionWire w;
    if (!decode(text, kPosition, w, error)) return false;
    const bool before_catalogue = w.version < 3;
    if (before_catalogue && w.variant > static_cast<std::uint8_t>(Variant::Formal)) {
        error = "This string is damaged: its rules make no sense.";
        return false;
    }
    const VariantInfo* variant = known_variant(w.variant_number, error);
    if (!variant) return false;
    BitReader bits(w.board.data.data(), w.board.data.size());
    SavedPosition p;
    std::string why;
    const Packing packing = packing_of(before_catalogue);
    if (!unpack_position(bits, variant->map, p.position, why, packing) ||
        !unpack_orders(bits, variant->map, p.orders, why, packing)) {
        error = "This string is damaged: " + why + ".";
        return false;
    }
    if (!get_rules(w, p.rules)) {
        error = "This string is damaged: its game settings make no sense.";
        return false;
    }
    out = std::move(p);
    return true;
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

SavedGame save_session(const Session& s, std::int64_t now_ms) {
    SavedGame g;
    g.name = s.name();
    g.mode = s.mode();
    for (int p = 0; p < s.map().power_count(); ++p) {
        g.players[p] = s.played(static_cast<Power>(p));
        g.received[p] = s.received(static_cast<Power>(p));
    }
    g.me = s.me();
    g.host = s.host();
    g.hotseat_turn = s.hotseat_turn();
    g.id = s.id();
    g.saved_at = now_ms;
    g.rules = s.settings().rules;
    g.scoring = s.settings().scoring;
    g.computers = s.settings().computers;
    for (int p = 0; p < s.map().power_count(); ++p) g.civil_disorder[p] = s.civil_disorder(static_cast<Power>(p));
    g.vote_phase = s.vote_phase();
    g.voted_end = s.voted_end();
    g.start = s.game().start();
    for (const PlayedPhase& p : s.game().history()) {
        SavedGame::Step step;
        step.edit = p.edit;
        if (p.edit) step.edited = p.result.next;
        else step.orders = p.orders;
        g.steps.push_back(std::move(step));
    }
    g.pending = s.orders();
    g.sealed = s.sealed();
    return g;
}

// Everything is built in a session aside and checked first; the session given changes only on success, so a
// bad record can never leave it half changed (for autosave to write over the game that was open).
namespace {
std::uint64_t restored = 0;
}  // namespace

std::uint64_t sessions_restored() { return restored; }

bool restore_session(const SavedGame& g, Session& s, std::string& error) {
    ++restored;
    Session built(s.rules());
    built.configure({g.rules, g.scoring, g.computers});
    Game game(built.rules(), g.start);
    for (const SavedGame::Step& step : g.steps) {
        if (game.over() && !step.edit) {
            error = "This game goes on after it was won; it cannot be replayed.";
            return false;
        }
        if (step.edit) game.edit(step.edited);
        else game.play(step.orders);
    }
    if (g.vote_phase > static_cast<int>(g.steps.size())) {
        error = "This game's vote record is for a phase it has not reached.";
        return false;
    }
    built.restore(std::move(game), g.mode, g.players, g.id, g.name);
    built.set_link_role(g.me, g.host);
    for (const Order& o : g.pending) built.set_order(o);
    for (int p = 0; p < built.map().power_count(); ++p) built.set_received(static_cast<Power>(p), g.received[p]);
    built.set_hotseat_turn(g.hotseat_turn);
    for (int p = 0; p < built.map().power_count(); ++p)
        built.set_civil_disorder(static_cast<Power>(p), g.civil_disorder[p]);
    built.set_vote_record(g.vote_phase, g.voted_end);
    built.change_sealed() = g.sealed;
    s.replace_with(std::move(built));
    return true;
}

}  // namespace dip
