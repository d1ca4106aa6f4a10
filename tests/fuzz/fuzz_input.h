// How a fuzzer's bytes become the strings a decoder reads. Each decoder is tried on the bytes sealed as a save
// string (a correct checksum appended, so the bits reach the decoder behind it) and on the bytes as text (so a
// seed that is a whole save string or link is read as one). The seeds (tests/fuzz/fuzz_seeds.cpp) hold both.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "save.h"

namespace dip::fuzz {

inline std::vector<std::string> as_save_strings(const unsigned char* data, std::size_t size) {
    return {save_string_from_bytes(std::vector<std::uint8_t>(data, data + size)),
            std::string(reinterpret_cast<const char*>(data), size)};
}

// The bytes in hex, as the page's workers send requests and answers (engine/bot/think_wire.h), and as text.
inline std::vector<std::string> as_hex_strings(const unsigned char* data, std::size_t size) {
    static const char kHex[] = "0123456789abcdef";
    std::string hex;
    for (std::size_t i = 0; i < size; ++i) hex += {kHex[data[i] >> 4], kHex[data[i] & 15]};
    return {hex, std::string(reinterpret_cast<const char*>(data), size)};
}

}  // namespace dip::fuzz
