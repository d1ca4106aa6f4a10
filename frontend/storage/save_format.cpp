#include "save_format.h"

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

std::string extract(std::string_view text) {
    for (std::string_view key : {kGameLinkKey, kPositionLinkKey, std::string_view("#o=")}) {
        if (const std::size_t at = text.rfind(key); at != std::string_view::npos) text = text.substr(at + key.size());
    }
    std::string out;
    for (char c : text)
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t') out += c;
    return out;
}

const char* kind_name(char kind) {
    switch (kind) {
        case kGame: return "a game";
        case kPosition: return "a position";
        case kSeal: return "a sealed code";
        case kReady: return "a ready code";
        case kOpening: return "an opening code";
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
        return k == kGame || k == kPosition || k == kOrders || k == kSeal || k == kReady || k == kOpening;
    };
    if (!from_base64url(s, bytes) || bytes.size() < 3 || bytes[0] != kMark || !known(bytes[1])) {
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
    archive.assign(bytes.begin() + 3, bytes.begin() + static_cast<long>(n));
    return true;
}

}  // namespace dip::save_format
