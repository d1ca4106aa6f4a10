// Small string helpers; see text_util.h.
#include "text_util.h"

#include <algorithm>
#include <cctype>

namespace dip {

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        std::size_t nl = text.find('\n');
        std::string_view line = text.substr(0, nl);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        if (nl == std::string_view::npos) break;
        text.remove_prefix(nl + 1);
    }
    return lines;
}

std::vector<std::string_view> split(std::string_view text, char sep) {
    std::vector<std::string_view> out;
    for (;;) {
        std::size_t at = text.find(sep);
        out.push_back(text.substr(0, at));
        if (at == std::string_view::npos) return out;
        text.remove_prefix(at + 1);
    }
}

std::vector<std::string_view> split_words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
        if (i > start) out.push_back(text.substr(start, i - start));
    }
    return out;
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

std::string_view strip_comment(std::string_view line) { return line.substr(0, line.find('#')); }

bool starts_with_word(std::string_view line, std::string_view word) {
    return line.size() > word.size() && line.substr(0, word.size()) == word &&
           (line[word.size()] == ' ' || line[word.size()] == '\t');
}

bool iequals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

std::vector<TextBlock> split_blocks(std::string_view text) {
    std::vector<TextBlock> out{{1, ""}};
    int n = 0;
    for (std::string_view line : split_lines(text)) {
        ++n;
        if (trim(strip_comment(line)) == "---") {
            out.push_back({n + 1, ""});
            continue;
        }
        out.back().text.append(line).push_back('\n');
    }
    return out;
}

std::string quote_short(std::string_view text, std::size_t most) {
    std::size_t cut = std::min(text.size(), most);
    while (cut < text.size() && cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
        --cut;  // not inside a character of several bytes
    std::string q(1, '"');
    for (const char c : text.substr(0, cut)) {
        const unsigned char b = static_cast<unsigned char>(c);
        if (b >= 0x20 && b != 0x7F) {
            q += c;
            continue;
        }
        static constexpr char kHex[] = "0123456789abcdef";  // a control byte is named, never echoed
        q += "\\x";
        q += kHex[b >> 4];
        q += kHex[b & 15];
    }
    if (text.size() > cut) q += "...";
    return q += '"';
}

std::string listed(const std::vector<std::string>& parts, std::string_view last) {
    std::string s;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) s += i + 1 == parts.size() ? std::string(last) : ", ";
        s += parts[i];
    }
    return s;
}

}  // namespace dip
