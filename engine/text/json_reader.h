// A bounded JSON reader (RFC 8259) for documents that come from outside: the Python `diplomacy` package's saved
// games (diplomacy_json.h). It refuses, with a message naming the byte offset, whatever goes past its limits
// (size, nesting depth, string length, number of values) or is not JSON (bad escapes, bad UTF-8, lone
// surrogates, numbers out of range); it never throws and recursion is bounded by the depth limit. Reading only.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "failure.h"

namespace dip {

struct JsonMember;

struct JsonValue {
    enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    bool boolean = false;             // Bool
    double number = 0;                // Number (finite)
    std::string text;                 // String: decoded UTF-8
    std::vector<JsonValue> items;     // Array
    std::vector<JsonMember> members;  // Object, in the order written, keys distinct

    bool is(Type t) const { return type == t; }
    // The member with this key, or nullptr (also when this is no object).
    const JsonValue* find(std::string_view key) const;
    // "null", "a boolean", "a number", "a string", "an array", "an object": for messages.
    std::string_view type_name() const;
};

// An object's member: a struct rather than a std::pair, which may not hold the JsonValue still being declared.
struct JsonMember {
    std::string key;
    JsonValue value;
};

struct JsonLimits {
    std::size_t max_bytes = 16u << 20;  // the whole document
    int max_depth = 32;                 // arrays and objects inside each other
    std::size_t max_string = 1u << 20;  // one string's bytes, decoded
    std::size_t max_values = 2u << 20;  // values in the whole document
};

// The document's one value; a Failure ("JSON: byte 1234: ...") when it is not JSON or goes past `limits`.
Expected<JsonValue> read_json(std::string_view text, const JsonLimits& limits = {});

}  // namespace dip
