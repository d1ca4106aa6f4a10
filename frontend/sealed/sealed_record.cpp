#include "sealed_record.h"

#include "preferences.h"

namespace dip {

namespace {

template <std::size_t N>
void pack_bytes(BitWriter& w, const std::array<std::uint8_t, N>& data) {
    for (std::uint8_t b : data) w.bits(b, 8);
}

template <std::size_t N>
void unpack_bytes(BitReader& r, std::array<std::uint8_t, N>& data) {
    for (std::uint8_t& b : data) b = static_cast<std::uint8_t>(r.bits(8));
}

void pack_powers(BitWriter& w, PowerSet set, const Map& map) {
    for (int p = 0; p < map.power_count(); ++p) w.bits(has_power(set, static_cast<Power>(p)), 1);
}

PowerSet unpack_powers(BitReader& r, const Map& map) {
    PowerSet set = 0;
    for (int p = 0; p < map.power_count(); ++p)
        if (r.bits(1)) set |= power_bit(static_cast<Power>(p));
    return set;
}

// A seat's flags: opened, a salt kept (opened, or this copy's own secret one), ready (a list follows), and whether
// its seal and key follow (a phase being played; a played phase keeps only salts).
namespace SeatFlags {
constexpr std::uint32_t kOpened = 1, kSalt = 2, kReady = 4, kSealed = 8;
}

}  // namespace

// Flags (on, the deadline rule), the phases played the earlier way, the seats' keys (each with the phases played
// when it was pinned), this copy's secret key, the
// openings withheld in a row, then each round: its phase, whether settled (then the seats that counted), and its
// seats.
void pack_sealed(BitWriter& w, const SealedPlay& s, const Map& map) {
    using namespace SeatFlags;
    w.bits(s.on() | (s.absent_rule() << 1), 2);
    w.varint(s.legacy_phases());
    for (int p = 0; p < map.power_count(); ++p) {
        const auto& key = s.key(static_cast<Power>(p));
        w.bits(key.has_value(), 1);
        if (key) {
            pack_bytes(w, *key);
            w.varint(s.key_since(static_cast<Power>(p)));
        }
    }
    w.bits(s.my_key().has_value(), 1);
    if (s.my_key()) pack_bytes(w, *s.my_key());
    for (int p = 0; p < map.power_count(); ++p) w.bits(static_cast<std::uint32_t>(s.missed(static_cast<Power>(p))), 2);
    w.varint(static_cast<std::uint32_t>(s.rounds().size()));
    for (const auto& [phase, round] : s.rounds()) {
        w.varint(phase);
        w.bits(round.settled, 1);
        if (round.settled) pack_powers(w, round.counted, map);
        w.varint(static_cast<std::uint32_t>(round.seats.size()));
        for (const auto& [power, seat] : round.seats) {
            pack_power(w, power, kPacking);
            const bool sealed = seat.seal != Seal{} || seat.key != PublicKey{};
            const bool salt = seat.salt != Salt{} || seat.opened;
            w.bits(
                (seat.opened ? kOpened : 0) | (salt ? kSalt : 0) | (seat.ready ? kReady : 0) | (sealed ? kSealed : 0),
                4);
            if (sealed) {
                pack_bytes(w, seat.seal);
                pack_bytes(w, seat.key);
            }
            if (salt) pack_bytes(w, seat.salt);
            if (seat.ready) {
                w.varint(static_cast<std::uint32_t>(seat.held.size()));
                for (const auto& [p, print] : seat.held) {
                    pack_power(w, p, kPacking);
                    pack_bytes(w, print);
                }
            }
        }
    }
}

bool unpack_sealed(BitReader& r, const Map& map, std::uint32_t phases, SealedPlay& out, std::string& why) {
    using namespace SeatFlags;
    SealedPlay s;
    const std::uint32_t flags = r.bits(2);
    s.set(flags & 1, flags & 2);
    const std::uint32_t legacy = r.varint();
    if (legacy > phases) return why = "its sealed orders count more phases than it has", false;
    s.set_legacy_phases(legacy);
    for (int p = 0; p < map.power_count(); ++p)
        if (r.bits(1)) {
            PublicKey key;
            unpack_bytes(r, key);
            const std::uint32_t since = r.varint();
            if (since > phases) return why = "its sealed orders pin a key in a phase it has not reached", false;
            s.pin(static_cast<Power>(p), key, since);
        }
    if (r.bits(1)) {
        SecretKey key;
        unpack_bytes(r, key);
        s.set_my_key(key);
    }
    for (int p = 0; p < map.power_count(); ++p) s.set_missed(static_cast<Power>(p), static_cast<int>(r.bits(2)));
    const std::uint32_t rounds = r.varint();
    if (rounds > phases + 1) return why = "more sealed phases than phases", false;
    std::int64_t last_phase = -1;
    for (std::uint32_t i = 0; i < rounds && !r.overrun(); ++i) {
        const std::uint32_t phase = r.varint();
        if (phase > phases || phase <= last_phase || phase < legacy)
            return why = "its sealed orders name a phase it has not reached", false;
        last_phase = phase;
        SealedRound round;
        round.settled = r.bits(1);
        if (round.settled) round.counted = unpack_powers(r, map);
        const bool played = phase < phases;
        if (played && !round.settled) return why = "its sealed orders leave a played phase unsettled", false;
        const std::uint32_t seats = r.varint();
        if (seats > static_cast<std::uint32_t>(map.power_count()))
            return why = "its sealed orders name more seats than there are", false;
        for (std::uint32_t k = 0; k < seats && !r.overrun(); ++k) {
            Power power = kNoPower;
            if (!unpack_power(r, map, power, false, kPacking) || round.seats.count(power))
                return why = "its sealed orders name a power twice, or none", false;
            SeatSeal seat;
            const std::uint32_t bits = r.bits(4);
            seat.opened = bits & kOpened;
            seat.ready = bits & kReady;
            // A played phase keeps the salts of the counted seats that opened, and nothing else.
            if (played && (bits != (kOpened | kSalt) || !has_power(round.counted, power)))
                return why = "its sealed orders keep more of a played phase than they may", false;
            if (seat.opened && !(bits & kSalt)) return why = "its sealed orders make no sense", false;
            if (bits & kSealed) {
                unpack_bytes(r, seat.seal);
                unpack_bytes(r, seat.key);
            }
            if (bits & kSalt) unpack_bytes(r, seat.salt);
            if (seat.ready) {
                const std::uint32_t listed = r.varint();
                if (listed > static_cast<std::uint32_t>(map.power_count()))
                    return why = "its sealed orders list more seals than there are seats", false;
                for (std::uint32_t n = 0; n < listed && !r.overrun(); ++n) {
                    Power p = kNoPower;
                    if (!unpack_power(r, map, p, false, kPacking) || seat.held.count(p))
                        return why = "its sealed orders list a seal twice", false;
                    unpack_bytes(r, seat.held[p]);
                }
            }
            round.seats[power] = seat;
        }
        s.set_round(phase, std::move(round));
    }
    if (r.overrun()) return why = "its sealed orders are cut short", false;
    out = std::move(s);
    return true;
}

bool unpack_sealed_before_keys(BitReader& r, std::uint32_t phases, SealedPlay& out, std::string& why) {
    const std::uint32_t flags = r.bits(2);
    if (r.overrun()) return why = "its sealed orders are cut short", false;
    out = {};
    out.set(flags & 1, flags & 2);
    out.set_legacy_phases(phases);
    return true;
}

std::vector<std::uint8_t> pack_sealed_preferences(const SealedPlay& s, const Map& map) {
    std::uint32_t count = 0;
    for (const auto& [phase, round] : s.rounds())
        for (const auto& [power, seat] : round.seats) count += !seat.preferences.empty();
    if (count == 0) return {};
    BitWriter w;
    w.varint(count);
    for (const auto& [phase, round] : s.rounds())
        for (const auto& [power, seat] : round.seats) {
            if (seat.preferences.empty()) continue;
            w.varint(phase);
            pack_power(w, power, kPacking);
            pack_orders(w, seat.preferences, map);
        }
    return w.bytes();
}

bool unpack_sealed_preferences(const std::vector<std::uint8_t>& bytes, const Map& map, SealedPlay& s,
                               std::string& why) {
    if (bytes.empty()) return true;
    BitReader r(bytes.data(), bytes.size());
    const std::uint32_t count = r.varint();
    if (count > s.rounds().size() * static_cast<std::size_t>(map.power_count()))
        return why = "its sealed preferences name more seats than there are", false;
    for (std::uint32_t i = 0; i < count && !r.overrun(); ++i) {
        const std::uint32_t phase = r.varint();
        Power power = kNoPower;
        std::vector<Order> preferences;
        if (!unpack_power(r, map, power, false, kPacking) || !unpack_orders(r, map, preferences, why)) return false;
        const auto round = s.rounds().find(phase);
        if (round == s.rounds().end() || !round->second.seats.count(power) ||
            !round->second.seats.at(power).preferences.empty() || preferences.empty())
            return why = "its sealed preferences are for a seat its sealed orders do not hold", false;
        for (const Order& o : preferences)
            if (!is_preference_order(o.kind) || o.power != power)
                return why = "its sealed preferences hold an order that is not a preference of their seat", false;
        SealedRound changed = round->second;
        changed.seats[power].preferences = std::move(preferences);
        s.set_round(phase, std::move(changed));
    }
    if (r.overrun()) return why = "its sealed preferences are cut short", false;
    return true;
}

}  // namespace dip
