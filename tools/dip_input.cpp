// Reading the dip tool's input as text; see dip_input.h.
#include "dip_input.h"

#include <string>

namespace dip::tool {

namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

bool control(unsigned char b) { return (b < 0x20 && b != '\t' && b != '\r' && b != '\n') || b == 0x7F; }

std::string hex(unsigned char b) {
    static constexpr char kHex[] = "0123456789abcdef";
    return {'0', 'x', kHex[b >> 4], kHex[b & 15]};
}

}  // namespace

std::string read_text(std::istream& in, std::string& text) {
    text.clear();
    char chunk[65536];
    while (in) {  // in chunks, so that endless input stops at the bound
        in.read(chunk, sizeof chunk);
        text.append(chunk, static_cast<std::size_t>(in.gcount()));
        if (text.size() > kMaxInputBytes) {
            text.clear();
            return "more than " + std::to_string(kMaxInputBytes >> 20) + " MB (" + std::to_string(kMaxInputBytes) +
                   " bytes), far more than any position, game or document: not read";
        }
    }
    if (in.bad()) return "it could not be read";
    if (text.starts_with(kByteOrderMark)) text.erase(0, kByteOrderMark.size());
    int line = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const unsigned char b = static_cast<unsigned char>(text[i]);
        line += b == '\n';
        if (!control(b)) continue;
        const std::string where = "line " + std::to_string(line);
        text.clear();
        return "not text: a control byte (" + hex(b) + ") on " + where + "; the tool reads positions, games and " +
               "documents written as text";
    }
    return "";
}

std::string printable(std::string_view s) {
    std::string out;
    for (const char c : s) {
        const unsigned char b = static_cast<unsigned char>(c);
        if (b < 0x20 || b == 0x7F) out += "\\x" + hex(b).substr(2);
        else out += c;
    }
    return out;
}

}  // namespace dip::tool
