#include "sealed_codes.h"

#include "catalogue.h"
#include "compact.h"
#include "save_format.h"

namespace dip {

namespace {

using namespace save_format;

struct EarlierSeal {};  // a sealed code of the first version of sealed orders (unsigned, its orders sorted)

// A code: its body's bytes, then the signature of a tag, the kind and those bytes. Version 1 of the seal's kind was
// the first, unsigned version of sealed orders: its codes are refused with their own message.
template <int kVersion>
struct SignedWire {
    Bytes body;
    std::array<std::uint8_t, 64> signature{};
    template <class A>
    void save(A& ar, std::uint32_t) const {
        ar(body, cereal::binary_data(signature.data(), signature.size()));
    }
    template <class A>
    void load(A& ar, std::uint32_t v) {
        if (v < kVersion) throw EarlierSeal{};
        if (v > kVersion) throw NewerVersion{};
        ar(body, cereal::binary_data(signature.data(), signature.size()));
    }
};
using SealWire = SignedWire<2>;
using OtherWire = SignedWire<1>;

template <std::size_t N>
void bytes(cereal::PortableBinaryOutputArchive& ar, const std::array<std::uint8_t, N>& a) {
    ar(cereal::binary_data(a.data(), N));
}
template <std::size_t N>
void bytes(cereal::PortableBinaryInputArchive& ar, std::array<std::uint8_t, N>& a) {
    ar(cereal::binary_data(a.data(), N));
}

// The fields every code begins with; the rest of each body follows them in the same archive.
template <class Archive, class About>
void about_fields(Archive& ar, About& a, std::uint16_t& variant, std::uint8_t& power, std::uint32_t& version) {
    ar(a.game_id, variant, a.phase, power, version);
    bytes(ar, a.record);
}

std::vector<std::uint8_t> message_of(char kind, const std::string& body) {
    static const char kTag[] = "diplomacy code 2";
    std::vector<std::uint8_t> m(kTag, kTag + sizeof kTag);
    m.push_back(static_cast<std::uint8_t>(kind));
    m.insert(m.end(), body.begin(), body.end());
    return m;
}

template <class Wire>
std::string sign_and_encode(char kind, const std::string& body, const SecretKey& key) {
    Wire w;
    w.body.data.assign(body.begin(), body.end());
    w.signature = sign(key, public_key_of(key), message_of(kind, body));
    return encode(kind, w);
}

// The body of a code of `kind`, with its message and signature; false and why not.
template <class Wire, class Code>
bool open_code(std::string_view text, char kind, Signed<Code>& out, std::string& body, std::string& error) {
    Wire w;
    std::string archive;
    if (!archive_in(text, kind, archive, error)) return false;
    try {
        if (!read_archive(archive, w, error)) return false;
    } catch (const EarlierSeal&) {
        error =
            "This sealed code was made by an earlier version of sealed orders, which this game no longer takes: ask "
            "its sender to reload the page and seal this phase's orders again.";
        return false;
    }
    body.assign(w.body.data.begin(), w.body.data.end());
    out.message = message_of(kind, body);
    out.signature = w.signature;
    return true;
}

std::string body_of(const CodeAbout& a, const std::function<void(cereal::PortableBinaryOutputArchive&)>& rest) {
    std::ostringstream ss;
    {
        cereal::PortableBinaryOutputArchive ar(ss);
        CodeAbout copy = a;
        std::uint16_t variant = static_cast<std::uint16_t>(a.variant);
        std::uint8_t power = a.power;
        std::uint32_t version = a.version.packed();
        about_fields(ar, copy, variant, power, version);
        rest(ar);
    }
    return ss.str();
}

// Reads the fields every code begins with and the rest; false and why not. The variant must be one this release
// has and the power one of its powers, before anything else of the code is looked at.
bool read_body(const std::string& body, const char* what, CodeAbout& a, const Map*& map,
               const std::function<bool(cereal::PortableBinaryInputArchive&, const Map&, std::string&)>& rest,
               std::string& error) {
    try {
        std::istringstream ss(body);
        cereal::PortableBinaryInputArchive ar(ss);
        std::uint16_t variant = 0;
        std::uint8_t power = 0;
        std::uint32_t version = 0;
        about_fields(ar, a, variant, power, version);
        const VariantInfo* v = catalogue().find(static_cast<Variant>(variant));
        if (!v) {
            error =
                "This is played on a variant this version of the game does not have. Reload the page to update it, "
                "then try again.";
            return false;
        }
        map = &v->map;
        if (power >= map->power_count()) {
            error = std::string("This ") + what + " is damaged: it names no power of its game.";
            return false;
        }
        a.variant = v->number;
        a.power = static_cast<Power>(power);
        a.version = PlayVersion::unpacked(version);
        std::string why;
        if (!rest(ar, *map, why)) {
            error = std::string("This ") + what + " is damaged: " + why + ".";
            return false;
        }
        if (ss.peek() != std::char_traits<char>::eof()) {
            error = std::string("This ") + what + " is damaged: it holds more than it should.";
            return false;
        }
    } catch (const NewerVersion&) {  // a part of it of a version this release does not know
        error = "This was made by a newer version of the game. Reload the page to update it, then try again.";
        return false;
    } catch (const std::exception&) {
        error = std::string("This ") + what + " is damaged: it does not hold what it should.";
        return false;
    }
    return true;
}

bool power_in(const Map& map, std::uint8_t p) { return p < map.power_count(); }

}  // namespace

std::string encode_seal_code(const SealCode& c, const SecretKey& key) {
    const std::string body = body_of(c.about, [&](cereal::PortableBinaryOutputArchive& ar) {
        bytes(ar, c.seal);
        bytes(ar, c.key);
    });
    return sign_and_encode<SealWire>(kSeal, body, key);
}

std::string encode_ready_code(const ReadyCode& c, const SecretKey& key) {
    const std::string body = body_of(c.about, [&](cereal::PortableBinaryOutputArchive& ar) {
        ar(static_cast<std::uint8_t>(c.held.size()));
        for (const auto& [p, print] : c.held) {
            ar(static_cast<std::uint8_t>(p));
            bytes(ar, print);
        }
    });
    return sign_and_encode<OtherWire>(kReady, body, key);
}

std::string encode_opening_code(const OpeningCode& c, const SecretKey& key) {
    const Map& map = catalogue().at(c.about.variant).map;
    const std::string body = body_of(c.about, [&](cereal::PortableBinaryOutputArchive& ar) {
        BitWriter w;
        pack_orders(w, c.orders, map);
        Bytes orders{w.bytes()};
        ar(orders);
        bytes(ar, c.salt);
        bytes(ar, c.held);
        ar(static_cast<std::uint64_t>(c.counted));
    });
    return sign_and_encode<OtherWire>(kOpening, body, key);
}

Expected<Signed<SealCode>> decode_seal_code(std::string_view text) {
    Signed<SealCode> s;
    std::string body;
    std::string error;  // as the readers below report it
    if (!open_code<SealWire>(text, kSeal, s, body, error)) return Failure{error};
    const Map* map = nullptr;
    if (!read_body(
            body, "sealed code", s.code.about, map,
            [&](cereal::PortableBinaryInputArchive& ar, const Map&, std::string&) {
                bytes(ar, s.code.seal);
                bytes(ar, s.code.key);
                return true;
            },
            error))
        return Failure{error};
    return s;
}

Expected<Signed<ReadyCode>> decode_ready_code(std::string_view text) {
    Signed<ReadyCode> s;
    std::string body;
    std::string error;  // as the readers below report it
    if (!open_code<OtherWire>(text, kReady, s, body, error)) return Failure{error};
    const Map* map = nullptr;
    if (!read_body(
            body, "ready code", s.code.about, map,
            [&](cereal::PortableBinaryInputArchive& ar, const Map& m, std::string& why) {
                std::uint8_t count = 0;
                ar(count);
                if (count > m.power_count()) return why = "it lists more seals than its game has seats", false;
                for (int i = 0; i < count; ++i) {
                    std::uint8_t p = 0;
                    ar(p);
                    if (!power_in(m, p) || s.code.held.count(static_cast<Power>(p)))
                        return why = "it lists a seal of no seat, or one twice", false;
                    bytes(ar, s.code.held[static_cast<Power>(p)]);
                }
                return true;
            },
            error))
        return Failure{error};
    return s;
}

Expected<Signed<OpeningCode>> decode_opening_code(std::string_view text) {
    Signed<OpeningCode> s;
    std::string body;
    std::string error;  // as the readers below report it
    if (!open_code<OtherWire>(text, kOpening, s, body, error)) return Failure{error};
    const Map* map = nullptr;
    if (!read_body(
            body, "opening code", s.code.about, map,
            [&](cereal::PortableBinaryInputArchive& ar, const Map& m, std::string& why) {
                Bytes orders;
                std::uint64_t counted = 0;
                ar(orders);
                bytes(ar, s.code.salt);
                bytes(ar, s.code.held);
                ar(counted);
                if (counted >> m.power_count()) return why = "it counts seats its game does not have", false;
                s.code.counted = counted;
                BitReader bits(orders.data.data(), orders.data.size());
                if (!unpack_orders(bits, m, s.code.orders, why)) return false;
                for (const Order& o : s.code.orders)
                    if (o.power != s.code.about.power) return why = "it holds orders of another power", false;
                return true;
            },
            error))
        return Failure{error};
    return s;
}

}  // namespace dip

CEREAL_CLASS_VERSION(dip::SealWire, 2)
CEREAL_CLASS_VERSION(dip::OtherWire, 1)
