// The dip tool's input, a file or standard input, read as text: a UTF-8 byte order mark at the start is dropped,
// and what is not a position, game or document is refused with a sentence instead of being read: more than
// kMaxInputBytes (endless input too), or binary (a NUL or another control byte besides tab, CR and LF).
#pragma once

#include <cstddef>
#include <istream>
#include <string>
#include <string_view>

namespace dip::tool {

// Far more than any text the tool takes: a game of the most phases a game may hold, written out with every
// order, is under 3 MB.
inline constexpr std::size_t kMaxInputBytes = std::size_t{8} << 20;

// Reads `in` to its end into `text`. "" or why not, as a sentence without the input's name.
std::string read_text(std::istream& in, std::string& text);

// `s` as it may be shown in a message: control bytes written as \x1b, so none reaches a terminal.
std::string printable(std::string_view s);

}  // namespace dip::tool
