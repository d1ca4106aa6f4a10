// The longest text the page takes from JavaScript (a paste, a string given to window.dip): strings come in
// through the program's heap (web/api.js), and one past this limit is refused with a sentence instead of
// being parsed. No real text comes near it: a ten-year game's save string is about 2,400 characters.
#pragma once

#include <cstddef>
#include <cstring>
#include <string>

namespace dip {

constexpr std::size_t kMaxTextBytes = std::size_t{1} << 20;  // 1 MiB of UTF-8

// The text's length in characters (UTF-8 code points), if it is past the limit; 0 if it may be taken.
inline std::size_t too_long(const char* text) {
    const std::size_t bytes = std::strlen(text);
    if (bytes <= kMaxTextBytes) return 0;
    std::size_t characters = 0;
    for (std::size_t i = 0; i < bytes; ++i) characters += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
    return characters;
}

// What the player is told of a refused text: `what` is "The pasted text" or "This text", `outcome` what
// became of it ("Nothing was pasted.").
inline std::string too_long_message(const std::string& what, std::size_t characters, const std::string& outcome) {
    std::string count = std::to_string(characters);
    for (std::size_t i = count.size(); i > 3; i -= 3) count.insert(i - 3, ",");  // 2,000,000
    return what + " is " + count +
           " characters long: far too long to be a save string, a link or a game (those are a few thousand "
           "characters). " +
           outcome;
}

}  // namespace dip
