// Bit-packed positions and orders. Field widths: a location 7 bits (the map has fewer than 128), a power 6
// bits (3 before the catalogue; all ones: none), a unit type 2 bits, an order kind 4 bits (code 15: a longer
// kind follows as a varint); counts and years as varints.
// A variant's own state (Formal Diplomacy's) is written only when the position holds some, behind the season
// code 3 (which is no season): code 3, the state as the variant packs it, then the real season. Strings without
// it read exactly as before.
#include "compact.h"

#include <algorithm>
#include <limits>
#include <type_traits>

#include "rules.h"
#include "vocabulary.h"

namespace dip {

namespace {

constexpr int kLocBits = 7, kTypeBits = 2, kKindBits = 4;
constexpr std::uint32_t kLongKind = 15;  // with Packing::long_kinds: the kind is 15 + the varint after
constexpr std::uint32_t kNoLoc = 127;
constexpr int kMaxOrders = 4096;  // far more than any phase can hold

std::uint32_t loc_code(Loc l) { return l == kNone ? kNoLoc : l; }

// Powers in `bits` bits; all ones means none.
struct PowerCodes {
    int bits;
    std::uint32_t none() const { return (1u << bits) - 1; }
    std::uint32_t code(Power p) const { return p == kNoPower ? none() : p; }
    void write(BitWriter& w, Power p) const { w.bits(code(p), bits); }
    // A power of `map`, or none when `none_ok`; false for anything else.
    bool read(BitReader& r, const Map& map, Power& out, bool none_ok) const {
        const std::uint32_t v = r.bits(bits);
        out = v == none() ? kNoPower : static_cast<Power>(v);
        return v == none() ? none_ok : v < static_cast<std::uint32_t>(map.power_count());
    }
};

}  // namespace

// ---- Bits -----------------------------------------------------------------------------------------------

void BitWriter::bits(std::uint32_t value, int count) {
    for (int i = 0; i < count; ++i) {
        if (used_ == 8) {
            bytes_.push_back(0);
            used_ = 0;
        }
        if ((value >> i) & 1) bytes_.back() |= static_cast<std::uint8_t>(1u << used_);
        ++used_;
    }
}

void BitWriter::varint(std::uint32_t value) {
    do {
        bits(value & 0xF, 4);
        value >>= 4;
        bits(value != 0, 1);
    } while (value != 0);
}

std::uint32_t BitReader::bits(int count) {
    std::uint32_t v = 0;
    for (int i = 0; i < count; ++i) {
        if (pos_ >= size_ * 8) {
            overrun_ = true;
            return 0;
        }
        v |= static_cast<std::uint32_t>((data_[pos_ >> 3] >> (pos_ & 7)) & 1) << i;
        ++pos_;
    }
    return v;
}

std::uint32_t BitReader::varint() {
    std::uint32_t v = 0;
    for (int shift = 0; shift < 32; shift += 4) {
        v |= bits(4) << shift;
        if (!bits(1) || overrun_) return overrun_ ? 0 : v;
    }
    overrun_ = true;  // longer than any 32-bit number
    return 0;
}

std::uint32_t zigzag(int v) {
    return v < 0 ? (static_cast<std::uint32_t>(-(v + 1)) << 1) | 1 : static_cast<std::uint32_t>(v) << 1;
}
int unzigzag(std::uint32_t z) { return z & 1 ? -static_cast<int>(z >> 1) - 1 : static_cast<int>(z >> 1); }

void pack_power(BitWriter& w, Power p, Packing packing) { PowerCodes{packing.power_bits}.write(w, p); }

bool unpack_power(BitReader& r, const Map& map, Power& out, bool none_ok, Packing packing) {
    return PowerCodes{packing.power_bits}.read(r, map, out, none_ok);
}

void pack_order_kind(BitWriter& w, OrderKind kind, Packing packing) {
    const auto k = static_cast<std::uint32_t>(kind);
    if (!packing.long_kinds || k < kLongKind) return w.bits(k, kKindBits);
    w.bits(kLongKind, kKindBits);
    w.varint(k - kLongKind);
}

bool unpack_order_kind(BitReader& r, OrderKind& kind, Packing packing) {
    std::uint64_t k = r.bits(kKindBits);
    if (packing.long_kinds && k == kLongKind) k += r.varint();
    if (k > std::numeric_limits<std::underlying_type_t<OrderKind>>::max()) return false;
    kind = static_cast<OrderKind>(k);
    return true;
}

// ---- Positions ------------------------------------------------------------------------------------------

namespace {

constexpr std::uint32_t kVariantEscape = 3;  // in the season's place: the variant's own state follows

}  // namespace

void pack_position(BitWriter& w, const Position& pos, const Rules& rules, Packing packing) {
    const Map& map = rules.map();
    const PowerCodes pc{packing.power_bits};
    const bool standard = pos == start_position(map);
    w.bits(standard, 1);
    if (standard) return;
    if (rules.has_state(pos)) {
        w.bits(kVariantEscape, 2);
        rules.pack_state(w, pos, packing);
    }
    w.bits(static_cast<std::uint32_t>(pos.phase.season), 2);
    w.bits(static_cast<std::uint32_t>(pos.phase.kind), 2);
    if (packing.signed_years) w.varint(zigzag(pos.phase.year - 1901));
    else w.varint(static_cast<std::uint32_t>(pos.phase.year - 1901 + 1000));  // years before 1901 stay positive
    const int n = map.province_count();
    int units = 0, dislodged = 0;
    for (int p = 0; p < n; ++p)
        units += static_cast<bool>(pos.units[p]), dislodged += static_cast<bool>(pos.dislodged[p].unit);
    w.varint(static_cast<std::uint32_t>(units));
    for (int p = 0; p < n; ++p) {
        const Unit& u = pos.units[p];
        if (!u) continue;
        w.bits(u.loc, kLocBits);
        pc.write(w, u.power);
        w.bits(u.type == UnitType::Fleet, 1);
    }
    w.varint(static_cast<std::uint32_t>(dislodged));
    for (int p = 0; p < n; ++p) {
        const DislodgedUnit& d = pos.dislodged[p];
        if (!d.unit) continue;
        w.bits(d.unit.loc, kLocBits);
        pc.write(w, d.unit.power);
        w.bits(d.unit.type == UnitType::Fleet, 1);
        w.bits(loc_code(d.attacker_from), kLocBits);
        w.bits(d.by_convoy, 1);
    }
    w.varint(static_cast<std::uint32_t>(pos.contested.size()));
    pos.contested.for_each([&](int p) { w.bits(static_cast<std::uint32_t>(p), kLocBits); });
    map.centres().for_each([&](int p) { pc.write(w, pos.owner[p]); });
    pc.write(w, pos.winner);
}

bool unpack_position(BitReader& r, const Rules& rules, Position& pos, std::string& error, Packing packing) {
    const Map& map = rules.map();
    const PowerCodes pc{packing.power_bits};
    auto bad = [&](const std::string& why) {
        error = why;
        return false;
    };
    if (r.bits(1)) {
        pos = start_position(map);
        return !r.overrun() || bad("cut short");
    }
    pos = Position();
    std::uint32_t season = r.bits(2);
    if (season == kVariantEscape) {
        if (!rules.unpack_state(r, pos, packing, error)) return false;
        season = r.bits(2);
    }
    const std::uint32_t kind = r.bits(2);
    const std::uint32_t year_code = r.varint();
    // Years from 0 to kLastYear, as the position format takes them; before the catalogue, none before 901.
    // Worked out in 64 bits: any 32-bit code is read without overflow, then refused when out of range.
    const std::int64_t year =
        packing.signed_years ? 1901 + std::int64_t{unzigzag(year_code)} : std::int64_t{year_code} - 1000 + 1901;
    if (season > 2 || kind > 2 || year < 0 || year > kLastYear || (!packing.signed_years && year_code < 1000))
        return bad("a phase that does not exist");
    pos.phase = {static_cast<Season>(season), static_cast<PhaseKind>(kind), static_cast<int>(year)};
    if ((pos.phase.season == Season::Winter) != (pos.phase.kind == PhaseKind::Adjustments))
        return bad("a phase that does not exist");
    const int n = map.province_count();
    auto read_unit = [&](Unit& u) {
        const std::uint32_t l = r.bits(kLocBits);
        const bool power_ok = pc.read(r, map, u.power, false);
        u.type = r.bits(1) ? UnitType::Fleet : UnitType::Army;
        if (l >= static_cast<std::uint32_t>(map.loc_count()) || !power_ok ||
            !map.can_stand(u.type, static_cast<Loc>(l)))
            return false;
        u.loc = static_cast<Loc>(l);
        return true;
    };
    const std::uint32_t units = r.varint();
    if (units > static_cast<std::uint32_t>(n)) return bad("too many units");
    for (std::uint32_t i = 0; i < units; ++i) {
        Unit u;
        if (!read_unit(u)) return bad("a unit where none can stand");
        if (pos.units[map.province_of(u.loc)]) return bad("two units in one province");
        pos.units[map.province_of(u.loc)] = u;
    }
    const std::uint32_t dislodged = r.varint();
    if (dislodged > static_cast<std::uint32_t>(n)) return bad("too many dislodged units");
    for (std::uint32_t i = 0; i < dislodged; ++i) {
        DislodgedUnit d;
        if (!read_unit(d.unit)) return bad("a dislodged unit where none can stand");
        const std::uint32_t from = r.bits(kLocBits);
        if (from != kNoLoc && from >= static_cast<std::uint32_t>(n)) return bad("an attacker from nowhere");
        d.attacker_from = from == kNoLoc ? kNone : static_cast<Province>(from);
        d.by_convoy = r.bits(1);
        if (pos.dislodged[map.province_of(d.unit.loc)].unit) return bad("two dislodged units in one province");
        pos.dislodged[map.province_of(d.unit.loc)] = d;
    }
    const std::uint32_t contested = r.varint();
    if (contested > static_cast<std::uint32_t>(n)) return bad("too many contested provinces");
    for (std::uint32_t i = 0; i < contested; ++i) {
        const std::uint32_t p = r.bits(kLocBits);
        if (p >= static_cast<std::uint32_t>(n)) return bad("a contested province that does not exist");
        pos.contested.insert(static_cast<int>(p));
    }
    bool owners_ok = true;
    map.centres().for_each([&](int p) { owners_ok &= pc.read(r, map, pos.owner[p], true); });
    if (!owners_ok || !pc.read(r, map, pos.winner, true)) return bad("a power that does not exist");
    return !r.overrun() || bad("cut short");
}

// ---- Orders ---------------------------------------------------------------------------------------------

namespace {

void write_order(BitWriter& w, const Order& o, PowerCodes pc, Packing packing) {
    pack_order_kind(w, o.kind, packing);
    w.bits(static_cast<std::uint32_t>(o.unit_type), kTypeBits);
    w.bits(loc_code(o.unit), kLocBits);
    switch (o.kind) {
        case OrderKind::Move:
        case OrderKind::Retreat:
            w.bits(loc_code(o.dest), kLocBits);
            w.bits(o.via_convoy, 1);
            w.bits(o.path_len > 0, 1);
            if (o.path_len > 0) {
                w.bits(o.path_len, 4);
                for (int i = 0; i < o.path_len; ++i) w.bits(o.path[i], kLocBits);
            }
            break;
        case OrderKind::SupportHold:
            w.bits(static_cast<std::uint32_t>(o.target_type), kTypeBits);
            w.bits(loc_code(o.target), kLocBits);
            break;
        case OrderKind::SupportMove:
        case OrderKind::Convoy:
            w.bits(static_cast<std::uint32_t>(o.target_type), kTypeBits);
            w.bits(loc_code(o.target), kLocBits);
            w.bits(loc_code(o.dest), kLocBits);
            break;
        default:
            if (const Vocabulary* v = vocabulary_of(o.kind)) {
                const OrderShape shape = v->shape(o.kind);
                if (shape.names_power) pc.write(w, o.named_power);
                if (shape.province) w.bits(loc_code(o.dest), kLocBits);
            }
            break;
    }
}

// Reads one order; false when a field is out of range or a location its kind needs is missing.
bool read_order(BitReader& r, const Map& map, Order& o, PowerCodes pc, Packing packing) {
    auto loc = [&](Loc& out) {
        const std::uint32_t l = r.bits(kLocBits);
        out = l == kNoLoc ? kNone : static_cast<Loc>(l);
        return l == kNoLoc || l < static_cast<std::uint32_t>(map.loc_count());
    };
    auto type = [&](UnitType& out) {
        const std::uint32_t t = r.bits(kTypeBits);
        out = static_cast<UnitType>(t);
        return t <= 2;
    };
    auto some_loc = [&](Loc& out) { return loc(out) && out != kNone; };
    auto province = [&](Loc& out) { return loc(out) && out != kNone && out < map.province_count(); };
    if (!unpack_order_kind(r, o.kind, packing)) return false;
    const Vocabulary* vocabulary = vocabulary_of(o.kind);
    if (!is_standard_order(o.kind) && !vocabulary) return false;
    if (!type(o.unit_type) || !loc(o.unit)) return false;
    // Every order but a waive and a power's own names a place: its unit, or where it builds.
    if (vocabulary ? vocabulary->shape(o.kind).unit != (o.unit != kNone)
                   : o.kind != OrderKind::Waive && o.unit == kNone)
        return false;
    switch (o.kind) {
        case OrderKind::Move:
        case OrderKind::Retreat:
            if (!some_loc(o.dest)) return false;
            o.via_convoy = r.bits(1);
            if (r.bits(1)) {
                o.path_len = static_cast<std::uint8_t>(r.bits(4));
                if (o.path_len > o.path.size()) return false;
                for (int i = 0; i < o.path_len; ++i) {
                    const std::uint32_t p = r.bits(kLocBits);
                    if (p >= static_cast<std::uint32_t>(map.province_count())) return false;
                    o.path[i] = static_cast<Province>(p);
                }
            }
            return true;
        case OrderKind::SupportHold: return type(o.target_type) && some_loc(o.target);
        case OrderKind::SupportMove:
        case OrderKind::Convoy: return type(o.target_type) && some_loc(o.target) && some_loc(o.dest);
        default: {
            if (!vocabulary) return true;
            const OrderShape shape = vocabulary->shape(o.kind);
            if (shape.names_power && !pc.read(r, map, o.named_power, shape.power_may_be_none)) return false;
            return !shape.province || province(o.dest);
        }
    }
}

}  // namespace

void pack_orders(BitWriter& w, const std::vector<Order>& orders, const Map& map, Packing packing) {
    const PowerCodes pc{packing.power_bits};
    // By power, keeping each power's own sequence.
    int groups = 0;
    for (int pw = 0; pw <= map.power_count(); ++pw) {
        const Power p = pw == map.power_count() ? kNoPower : static_cast<Power>(pw);
        groups += std::any_of(orders.begin(), orders.end(), [&](const Order& o) { return o.power == p; });
    }
    w.varint(static_cast<std::uint32_t>(groups));
    for (int pw = 0; pw <= map.power_count(); ++pw) {
        const Power p = pw == map.power_count() ? kNoPower : static_cast<Power>(pw);
        const auto count = std::count_if(orders.begin(), orders.end(), [&](const Order& o) { return o.power == p; });
        if (count == 0) continue;
        pc.write(w, p);
        w.varint(static_cast<std::uint32_t>(count));
        for (const Order& o : orders)
            if (o.power == p) write_order(w, o, pc, packing);
    }
}

bool unpack_orders(BitReader& r, const Map& map, std::vector<Order>& orders, std::string& error, Packing packing) {
    const PowerCodes pc{packing.power_bits};
    orders.clear();
    const std::uint32_t groups = r.varint();
    if (groups > static_cast<std::uint32_t>(map.power_count() + 1)) {
        error = "too many powers";
        return false;
    }
    int last = -1;  // groups come in the order pack_orders writes them: by power, each once, "none" last
    for (std::uint32_t g = 0; g < groups; ++g) {
        Power pw = kNoPower;
        const bool power_ok = pc.read(r, map, pw, true);
        const int rank = pw == kNoPower ? map.power_count() : pw;
        const std::uint32_t count = r.varint();
        if (!power_ok || rank <= last || orders.size() + count > kMaxOrders) {
            error = "orders that cannot be";
            return false;
        }
        last = rank;
        for (std::uint32_t i = 0; i < count; ++i) {
            Order o;
            o.power = pw;
            if (!read_order(r, map, o, pc, packing) || r.overrun()) {
                error = r.overrun() ? "cut short" : "an order that cannot be";
                return false;
            }
            orders.push_back(o);
        }
    }
    if (r.overrun()) error = "cut short";
    return !r.overrun();
}

}  // namespace dip
