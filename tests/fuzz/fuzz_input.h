// How a fuzzer's bytes become the strings a decoder reads. Each decoder is tried on the bytes sealed as a save
// string (a correct checksum appended, so the bits reach the decoder behind it) and on the bytes as text (so a
// seed that is a whole save string or link is read as one). The seeds (tests/fuzz/fuzz_seeds.cpp) hold both.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "library.h"
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

// A browser's storage in memory, with room for anything (the backup fuzzer's device, its seeds' too).
class MapStorage : public Storage {
public:
    std::map<std::string, std::string> data;
    std::optional<std::string> get(const std::string& key) const override {
        const auto it = data.find(key);
        return it == data.end() ? std::nullopt : std::optional<std::string>(it->second);
    }
    Write set(const std::string& key, const std::string& value) override {
        data[key] = value;
        return Write::Stored;
    }
    void remove(const std::string& key) override { data.erase(key); }
    std::vector<std::string> keys(const std::string& prefix) const override {
        std::vector<std::string> out;
        for (const auto& [k, v] : data)
            if (k.rfind(prefix, 0) == 0) out.push_back(k);
        return out;
    }
};

}  // namespace dip::fuzz
