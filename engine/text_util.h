// Small string helpers shared by the map reader, the position reader and the order parser. ASCII only.
#pragma once

#include <string_view>
#include <vector>

namespace dip {

std::vector<std::string_view> split_lines(std::string_view text);      // on \n, dropping \r
std::vector<std::string_view> split(std::string_view text, char sep);  // every field, empty ones included
std::vector<std::string_view> split_words(std::string_view text);      // on runs of spaces and tabs
std::string_view trim(std::string_view s);
std::string_view strip_comment(std::string_view line);                // drops "#" and what follows
bool starts_with_word(std::string_view line, std::string_view word);  // "power Eng" starts with "power"
bool iequals(std::string_view a, std::string_view b);                 // ASCII case-insensitive

}  // namespace dip
