// One way for every decoder and parser to say what went wrong: a value or a Failure, the message with its place
// (a line of a text, a byte range of an order). Nothing here throws; no std::expected in Emscripten's libc++.
//
// The forms:
// - a function that makes a value returns Expected<T>: the value, or the Failure saying why not;
// - a function that reads into something the caller already holds (a BitReader's next fields, a position being
//   built) is to return std::optional<Failure>, empty when all went well. None does yet: the unpackers inside
//   the decoders still give a bool and a string, turned into a Failure at the public decoders.
// A throwing internal reader (Map::read, the catalogue, cereal) is caught at its front door and becomes a Failure.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace dip {

struct Failure {
    std::string message;  // what is wrong, in the words shown to players ("unknown space "Xyz"")
    int line = 0;         // 1-based line of the text it was found on; 0: not tied to a line
    int begin = 0;        // the offending bytes' range in the input, when known (begin == end: none)
    int end = 0;

    // The message as players see it: "line 7: unknown space "Xyz"", or the message alone when no line is known.
    std::string text() const { return line > 0 ? "line " + std::to_string(line) + ": " + message : message; }
};

// A T, or the Failure that kept it from being made.
template <class T>
class [[nodiscard]] Expected {
public:
    Expected(T value) : value_(std::move(value)) {}              // NOLINT: a value converts, as a return
    Expected(Failure failure) : failure_(std::move(failure)) {}  // NOLINT: so does a failure

    explicit operator bool() const { return value_.has_value(); }
    bool ok() const { return value_.has_value(); }

    // Only when ok (checked by the standard library's assertions in debug builds).
    T& value() & { return *value_; }
    const T& value() const& { return *value_; }
    T&& value() && { return std::move(*value_); }
    T& operator*() & { return *value_; }
    const T& operator*() const& { return *value_; }
    T&& operator*() && { return std::move(*value_); }
    T* operator->() { return &*value_; }
    const T* operator->() const { return &*value_; }

    // Only when not ok; empty otherwise.
    const Failure& failure() const { return failure_; }

private:
    std::optional<T> value_;
    Failure failure_;
};

}  // namespace dip
