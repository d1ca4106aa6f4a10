// Tests that read a decoder's answer into a variable they already hold, and its failure into a string:
// read_into(decode_game(text), g, error). On failure `out` is left as it was.
#pragma once

#include <string>
#include <utility>

#include "failure.h"

namespace dip::test {

template <class T>
bool read_into(Expected<T> read, T& out, std::string& error) {
    if (!read) {
        error = read.failure().text();
        return false;
    }
    out = std::move(*read);
    return true;
}

}  // namespace dip::test
