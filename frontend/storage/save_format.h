// The save-string format shared by every kind of string (docs/SAVES.md), version 1:
//   byte 0      0xD1, the format's mark
//   byte 1      what it holds (the kinds below)
//   byte 2      the format's major version (1); a larger one is a newer release's string
//   bytes 3..   a cereal portable binary archive of versioned types (CEREAL_CLASS_VERSION on each)
//   last 4      CRC-32 of everything before
// written as base64url without padding. save.h's games, positions and orders codes and sealed_codes.h's codes of
// sealed play are made of it.
#pragma once

#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <cereal/archives/portable_binary.hpp>
#include <cereal/cereal.hpp>

namespace dip::save_format {

constexpr std::uint8_t kMark = 0xD1, kMajor = 1;
// What a string holds: a game, a position, an orders code (play by link with a host), the three codes of
// sealed play (a seal, a ready code and an opening), and a tournament director's event.
constexpr char kGame = 'G', kPosition = 'P', kOrders = 'O', kSeal = 'S', kReady = 'R', kOpening = 'U', kEvent = 'E';

struct NewerVersion {};  // thrown by a loader that meets a class version it does not know

// A byte string with a varint length (cereal's own strings spend eight bytes on it), at most 4 MiB.
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

std::uint32_t crc32(const std::uint8_t* data, std::size_t n);
std::string base64url(const std::vector<std::uint8_t>& bytes);
bool from_base64url(std::string_view text, std::vector<std::uint8_t>& out);
// The save string inside whatever was pasted: a bare string, a link, either with spaces or line breaks.
std::string extract(std::string_view text);
// "a game", "a sealed code"...
const char* kind_name(char kind);

// A string of `kind` holding the archive's bytes.
std::string make_string(char kind, const std::string& archive);
// The archive's bytes in a string of `kind`, or false and a sentence saying what is wrong.
bool archive_in(std::string_view text, char kind, std::string& archive, std::string& error);

template <class T>
std::string archive_of(const T& value) {
    std::ostringstream ss;
    {
        cereal::PortableBinaryOutputArchive ar(ss);
        ar(value);
    }
    return ss.str();
}

// False and a sentence saying what is wrong when the archive does not hold a T this release can read.
template <class T>
bool read_archive(const std::string& archive, T& value, std::string& error) {
    try {
        std::istringstream ss(archive);
        cereal::PortableBinaryInputArchive ar(ss);
        ar(value);
    } catch (const NewerVersion&) {
        error = "This was made by a newer version of the game. Reload the page to update it, then try again.";
        return false;
    } catch (const std::exception&) {
        error = "This string is damaged: it does not hold what it should.";
        return false;
    }
    return true;
}

template <class Wire>
std::string encode(char kind, const Wire& wire) {
    return make_string(kind, archive_of(wire));
}

template <class Wire>
bool decode(std::string_view text, char kind, Wire& wire, std::string& error) {
    std::string archive;
    return archive_in(text, kind, archive, error) && read_archive(archive, wire, error);
}

}  // namespace dip::save_format

CEREAL_CLASS_VERSION(dip::save_format::Bytes, 1)
