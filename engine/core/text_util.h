// Small string helpers shared by the map reader, the position reader and the order parser. ASCII only.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace dip {

std::vector<std::string_view> split_lines(std::string_view text);      // on \n, dropping \r
std::vector<std::string_view> split(std::string_view text, char sep);  // every field, empty ones included
std::vector<std::string_view> split_words(std::string_view text);      // on runs of spaces and tabs
std::string_view trim(std::string_view s);
std::string_view strip_comment(std::string_view line);                // drops "#" and what follows
bool starts_with_word(std::string_view line, std::string_view word);  // "power Eng" starts with "power"
bool iequals(std::string_view a, std::string_view b);

// The parts of a text separated by lines "---" (a comment after "#" allowed): each with the line number, from
// 1, that it starts on. Scenarios, games written as text and document boards are such texts.
struct TextBlock {
    int first_line = 1;
    std::string text;
};
std::vector<TextBlock> split_blocks(std::string_view text);

// `text` in double quotes, cut to its first `most` bytes (and "...") so a long input is not echoed whole, never
// inside a character; control bytes are written as \x1b, so a message never carries one to a terminal.
std::string quote_short(std::string_view text, std::size_t most = 60);

// Words listed as a sentence says them: "A", "A and B", "A, B and C" (`last` joins the last two: " and ", " or ").
std::string listed(const std::vector<std::string>& parts, std::string_view last = " and ");

}  // namespace dip
