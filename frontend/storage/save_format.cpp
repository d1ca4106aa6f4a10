#include "save_format.h"

#include <algorithm>

#include "save.h"

namespace dip::save_format {

std::uint32_t crc32(const std::uint8_t* data, std::size_t n) {
    std::uint32_t c = 0xFFFFFFFFu;
    for (std::size_t i = 0; i < n; ++i) {
        c ^= data[i];
        for (int k = 0; k < 8; ++k) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1)));
    }
    return ~c;
}

namespace {
const char* kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
}  // namespace

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

namespace {

bool blank(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }
bool base64_char(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
           c == '+' || c == '/' || c == '=';
}

// A whole string of ours: it reads as base64 and its checksum holds.
bool whole_string(const std::string& s) {
    std::vector<std::uint8_t> bytes;
    if (!from_base64url(s, bytes) || bytes.size() < 8 || bytes[0] != kMark) return false;
    std::uint32_t stored = 0;
    for (int k = 0; k < 4; ++k) stored |= static_cast<std::uint32_t>(bytes[bytes.size() - 4 + k]) << (8 * k);
    return crc32(bytes.data(), bytes.size() - 4) == stored;
}

// The word without the punctuation a message puts around it ("(CODE)," "'CODE'.").
std::string_view trimmed(std::string_view word) {
    while (!word.empty() && !base64_char(word.front())) word.remove_prefix(1);
    while (!word.empty() && !base64_char(word.back())) word.remove_suffix(1);
    return word;
}

bool starts_a_string(std::string_view word) {
    std::vector<std::uint8_t> bytes;
    return word.size() >= 4 && from_base64url(word.substr(0, 4), bytes) && !bytes.empty() && bytes[0] == kMark;
}

}  // namespace

std::string extract(std::string_view text) {
    for (std::string_view key : {kGameLinkKey, kPositionLinkKey, std::string_view("#o="), std::string_view("#e=")}) {
        if (const std::size_t at = text.rfind(key); at != std::string_view::npos) text = text.substr(at + key.size());
    }
    std::string whole;
    for (char c : text)
        if (!blank(c)) whole += c;
    if (whole_string(whole)) return whole;
    // Pasted from a message: words around the string, and a chat that broke it over lines. The string is the word
    // that starts like one of ours, joined to as many of the words after it as make its checksum hold.
    std::vector<std::string_view> words;
    for (std::size_t at = 0; at < text.size();) {
        while (at < text.size() && blank(text[at])) ++at;
        std::size_t end = at;
        while (end < text.size() && !blank(text[end])) ++end;
        if (end > at) words.push_back(trimmed(text.substr(at, end - at)));
        at = end;
    }
    // (Bounded: a few words that start like a string, each joined to a few lines, whatever was pasted.)
    constexpr std::size_t kStarts = 8, kLines = 64;
    std::size_t starts = 0;
    for (std::size_t i = 0; i < words.size() && starts < kStarts; ++i) {
        if (!starts_a_string(words[i])) continue;
        ++starts;
        std::string joined;
        for (std::size_t j = i;
             j < words.size() && j < i + kLines && std::all_of(words[j].begin(), words[j].end(), base64_char); ++j) {
            joined += words[j];
            if (whole_string(joined)) return joined;
        }
    }
    return whole;  // as pasted: the reader says what is wrong with it
}

const char* kind_name(char kind) {
    switch (kind) {
        case kGame: return "a game";
        case kPosition: return "a position";
        case kSeal: return "a sealed code";
        case kReady: return "a ready code";
        case kOpening: return "an opening code";
        case kEvent: return "a tournament";
        default: return "an orders code";
    }
}

std::string make_string(char kind, const std::string& archive) {
    std::vector<std::uint8_t> bytes{kMark, static_cast<std::uint8_t>(kind), kMajor};
    bytes.insert(bytes.end(), archive.begin(), archive.end());
    const std::uint32_t crc = crc32(bytes.data(), bytes.size());
    for (int k = 0; k < 4; ++k) bytes.push_back(static_cast<std::uint8_t>(crc >> (8 * k)));
    return base64url(bytes);
}

bool archive_in(std::string_view text, char kind, std::string& archive, std::string& error) {
    const std::string s = extract(text);
    std::vector<std::uint8_t> bytes;
    if (s.empty()) {
        error = "There is nothing to read: paste the whole string or link.";
        return false;
    }
    const auto known = [](std::uint8_t k) {
        return k == kGame || k == kPosition || k == kOrders || k == kSeal || k == kReady || k == kOpening ||
               k == kEvent;
    };
    if (!from_base64url(s, bytes) || bytes.size() < 3 || bytes[0] != kMark || !known(bytes[1])) {
        error = "This is not a Diplomacy save string or link from this site.";
        return false;
    }
    if (bytes[1] != kind) {
        error = std::string("This holds ") + kind_name(static_cast<char>(bytes[1])) + ", not " + kind_name(kind) + ".";
        // A tournament's link pasted where games are opened: say where it opens.
        if (bytes[1] == kEvent) error += " Open it with Game > Tournament director..., or open the link itself.";
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
    archive.assign(bytes.begin() + 3, bytes.begin() + static_cast<long>(n));
    return true;
}

}  // namespace dip::save_format
