// A value made again only when the game changes (Session::revision()), for what a window shows every frame but
// costs to make: the Games window's save string of the open game took 600 ms a frame to encode with a 5,000-phase
// game open. Plain C++, tested natively.
#pragma once

#include <cstdint>
#include <optional>
#include <utility>

namespace dip {

template <typename T>
class KeptByRevision {
public:
    // The value for `revision`: the one kept when it was made at that revision, else make() made now and kept.
    template <typename Make>
    T& get(std::uint64_t revision, Make&& make) {
        if (!value_ || revision != revision_) {
            value_.emplace(std::forward<Make>(make)());
            revision_ = revision;
        }
        return *value_;
    }
    void forget() { value_.reset(); }  // made again on the next get()

private:
    std::optional<T> value_;      // none until first asked for, or after forget()
    std::uint64_t revision_ = 0;  // the revision value_ was made at
};

}  // namespace dip
