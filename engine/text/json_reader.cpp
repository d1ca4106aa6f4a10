// A bounded recursive-descent JSON reader: see json_reader.h. Depth is counted on the way down, so the C++
// stack holds at most max_depth frames of it whatever the input.
#include "json_reader.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace dip {

const JsonValue* JsonValue::find(std::string_view key) const {
    if (type != Type::Object) return nullptr;
    for (const JsonMember& m : members)
        if (m.key == key) return &m.value;
    return nullptr;
}

std::string_view JsonValue::type_name() const {
    switch (type) {
        case Type::Null: return "null";
        case Type::Bool: return "a boolean";
        case Type::Number: return "a number";
        case Type::String: return "a string";
        case Type::Array: return "an array";
        case Type::Object: return "an object";
    }
    return "a value";
}

namespace {

class Reader {
public:
    Reader(std::string_view text, const JsonLimits& limits) : s_(text), limits_(limits) {}

    bool document(JsonValue& out) {
        skip_space();
        if (!value(out, 0)) return false;
        skip_space();
        if (pos_ != s_.size()) return fail("text after the end of the document");
        return true;
    }
    std::string error() const { return "JSON: byte " + std::to_string(error_at_) + ": " + error_; }

private:
    bool fail(std::string why) {
        if (error_.empty()) {
            error_ = std::move(why);
            error_at_ = pos_;
        }
        return false;
    }
    void skip_space() {
        while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\n' || s_[pos_] == '\r'))
            ++pos_;
    }
    bool literal(std::string_view word) {
        if (s_.substr(pos_, word.size()) != word) return fail("unknown word");
        pos_ += word.size();
        return true;
    }

    bool value(JsonValue& out, int depth) {
        if (++values_ > limits_.max_values) return fail("more than " + std::to_string(limits_.max_values) + " values");
        if (pos_ >= s_.size()) return fail("the document ends where a value was expected");
        const char c = s_[pos_];
        switch (c) {
            case '{': return object(out, depth + 1);
            case '[': return array(out, depth + 1);
            case '"': out.type = JsonValue::Type::String; return string(out.text);
            case 't':
                out.type = JsonValue::Type::Bool;
                out.boolean = true;
                return literal("true");
            case 'f':
                out.type = JsonValue::Type::Bool;
                out.boolean = false;
                return literal("false");
            case 'n': out.type = JsonValue::Type::Null; return literal("null");
            default: break;
        }
        if (c == '-' || (c >= '0' && c <= '9')) return number(out);
        return fail("unexpected character where a value was expected");
    }

    bool array(JsonValue& out, int depth) {
        if (depth > limits_.max_depth) return fail("nested deeper than " + std::to_string(limits_.max_depth));
        out.type = JsonValue::Type::Array;
        ++pos_;
        skip_space();
        if (pos_ < s_.size() && s_[pos_] == ']') return ++pos_, true;
        for (;;) {
            skip_space();
            out.items.emplace_back();
            if (!value(out.items.back(), depth)) return false;
            skip_space();
            if (pos_ >= s_.size()) return fail("the document ends inside an array");
            if (s_[pos_] == ']') return ++pos_, true;
            if (s_[pos_] != ',') return fail("expected , or ] in an array");
            ++pos_;
        }
    }

    bool object(JsonValue& out, int depth) {
        if (depth > limits_.max_depth) return fail("nested deeper than " + std::to_string(limits_.max_depth));
        out.type = JsonValue::Type::Object;
        ++pos_;
        skip_space();
        if (pos_ < s_.size() && s_[pos_] == '}') return ++pos_, true;
        for (;;) {
            skip_space();
            if (pos_ >= s_.size() || s_[pos_] != '"') return fail("expected a key (a string) in an object");
            std::string key;
            if (!string(key)) return false;
            skip_space();
            if (pos_ >= s_.size() || s_[pos_] != ':') return fail("expected : after a key");
            ++pos_;
            skip_space();
            out.members.push_back(JsonMember{std::move(key), JsonValue{}});
            if (!value(out.members.back().value, depth)) return false;
            skip_space();
            if (pos_ >= s_.size()) return fail("the document ends inside an object");
            if (s_[pos_] == '}') {
                ++pos_;
                break;
            }
            if (s_[pos_] != ',') return fail("expected , or } in an object");
            ++pos_;
        }
        // Keys must be distinct: readers disagree on which of two equal keys counts.
        std::vector<std::string_view> keys;
        for (const JsonMember& m : out.members) keys.push_back(m.key);
        std::sort(keys.begin(), keys.end());
        const auto dup = std::adjacent_find(keys.begin(), keys.end());
        if (dup != keys.end()) return fail("the key \"" + std::string(dup->substr(0, 40)) + "\" appears twice");
        return true;
    }

    static int hex(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }
    bool hex4(unsigned& out) {
        if (s_.size() - pos_ < 4) return fail("a \\u escape needs four hex digits");
        out = 0;
        for (int i = 0; i < 4; ++i) {
            const int h = hex(s_[pos_ + i]);
            if (h < 0) return fail("a \\u escape needs four hex digits");
            out = out * 16 + static_cast<unsigned>(h);
        }
        pos_ += 4;
        return true;
    }
    static void put_utf8(std::string& out, unsigned cp) {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }
    // One UTF-8 sequence starting at pos_ (a byte >= 0x80), checked strictly (no overlong forms, no surrogates,
    // nothing past U+10FFFF), copied to out.
    bool utf8(std::string& out) {
        const auto b = [&](std::size_t i) { return static_cast<unsigned char>(s_[pos_ + i]); };
        const unsigned c = b(0);
        int len = 0;
        unsigned cp = 0, min = 0;
        if (c >= 0xC2 && c <= 0xDF) len = 2, cp = c & 0x1F, min = 0x80;
        else if (c >= 0xE0 && c <= 0xEF) len = 3, cp = c & 0x0F, min = 0x800;
        else if (c >= 0xF0 && c <= 0xF4) len = 4, cp = c & 0x07, min = 0x10000;
        else return fail("bad UTF-8");
        if (s_.size() - pos_ < static_cast<std::size_t>(len)) return fail("bad UTF-8");
        for (int i = 1; i < len; ++i) {
            if ((b(i) & 0xC0) != 0x80) return fail("bad UTF-8");
            cp = (cp << 6) | (b(i) & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return fail("bad UTF-8");
        out.append(s_.substr(pos_, len));
        pos_ += len;
        return true;
    }

    bool string(std::string& out) {
        ++pos_;  // the opening quote
        for (;;) {
            if (out.size() > limits_.max_string)
                return fail("a string longer than " + std::to_string(limits_.max_string) + " bytes");
            if (pos_ >= s_.size()) return fail("the document ends inside a string");
            const unsigned char c = static_cast<unsigned char>(s_[pos_]);
            if (c == '"') return ++pos_, true;
            if (c < 0x20) return fail("a control character inside a string");
            if (c >= 0x80) {
                if (!utf8(out)) return false;
                continue;
            }
            if (c != '\\') {
                out += static_cast<char>(c);
                ++pos_;
                continue;
            }
            if (++pos_ >= s_.size()) return fail("the document ends inside a string");
            const char e = s_[pos_++];
            switch (e) {
                case '"': out += '"'; break;
                case '\\': out += '\\'; break;
                case '/': out += '/'; break;
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'n': out += '\n'; break;
                case 'r': out += '\r'; break;
                case 't': out += '\t'; break;
                case 'u': {
                    unsigned cp = 0;
                    if (!hex4(cp)) return false;
                    if (cp >= 0xDC00 && cp <= 0xDFFF) return fail("a lone low surrogate in a \\u escape");
                    if (cp >= 0xD800 && cp <= 0xDBFF) {
                        unsigned low = 0;
                        if (s_.substr(pos_, 2) != "\\u") return fail("a high surrogate without its low one");
                        pos_ += 2;
                        if (!hex4(low)) return false;
                        if (low < 0xDC00 || low > 0xDFFF) return fail("a high surrogate without its low one");
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    }
                    put_utf8(out, cp);
                    break;
                }
                default: --pos_; return fail("an unknown escape in a string");
            }
        }
    }

    bool number(JsonValue& out) {
        const std::size_t start = pos_;
        const auto digits = [&] {
            const std::size_t from = pos_;
            while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') ++pos_;
            return pos_ - from;
        };
        if (s_[pos_] == '-') ++pos_;
        if (pos_ < s_.size() && s_[pos_] == '0') ++pos_;
        else if (digits() == 0) return fail("a number without digits");
        if (pos_ < s_.size() && s_[pos_] == '.') {
            ++pos_;
            if (digits() == 0) return fail("a number without digits after its point");
        }
        if (pos_ < s_.size() && (s_[pos_] == 'e' || s_[pos_] == 'E')) {
            ++pos_;
            if (pos_ < s_.size() && (s_[pos_] == '+' || s_[pos_] == '-')) ++pos_;
            if (digits() == 0) return fail("a number without digits in its exponent");
        }
        if (pos_ - start > 40) return fail("a number written with more than 40 characters");
        // strtod, not from_chars: Emscripten's libc++ has no floating-point from_chars. The grammar is checked
        // above, so strtod reads exactly these characters (the engine never changes the C locale).
        char buffer[48] = {};
        s_.copy(buffer, pos_ - start, start);
        char* end = nullptr;
        out.type = JsonValue::Type::Number;
        out.number = std::strtod(buffer, &end);
        if (end != buffer + (pos_ - start) || !std::isfinite(out.number)) return fail("a number out of range");
        return true;
    }

    std::string_view s_;
    const JsonLimits& limits_;
    std::size_t pos_ = 0;
    std::size_t values_ = 0;
    std::string error_;
    std::size_t error_at_ = 0;
};

}  // namespace

Expected<JsonValue> read_json(std::string_view text, const JsonLimits& limits) {
    if (text.size() > limits.max_bytes)
        return Failure{"JSON: the document is longer than " + std::to_string(limits.max_bytes) + " bytes"};
    Reader reader(text, limits);
    JsonValue out;
    if (!reader.document(out)) return Failure{reader.error()};
    return out;
}

}  // namespace dip
