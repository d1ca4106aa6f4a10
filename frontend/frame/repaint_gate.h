// Whether a frame needs painting at all. The program runs a frame after every input and while anything moves, but
// most of those frames draw exactly what the canvas already shows (a pointer moved over nothing that lights, a
// test waiting for a control to stand still). A browser that draws WebGL on the CPU spends most of a frame
// filling and compositing the canvas; a frame whose drawing is the same as the last one painted is not painted,
// and the canvas keeps its picture. The platform feeds everything the frame would draw (ImGui's vertices, indices
// and commands, the canvas size, the board picture's paint count) into a fingerprint. Plain C++, tested natively.
#pragma once

#include <cstddef>
#include <cstdint>

namespace dip {

// A 64-bit fingerprint of bytes fed in order: the same bytes in the same order give the same value, and any change
// of a byte, of the order or of the length almost surely gives another. It is compared only within one run.
class FrameFingerprint {
public:
    void add(const void* bytes, std::size_t size);
    template <typename T>
    void add_value(const T& value) {
        add(&value, sizeof value);
    }
    std::uint64_t value() const;

private:
    std::uint64_t state_ = 0x9e3779b97f4a7c15ull;
    std::uint64_t length_ = 0;
};

class RepaintGate {
public:
    // True if the frame whose drawing has this fingerprint must be painted: the first frame, a drawing unlike the
    // last one painted, or `forced` (the frame's pixels are read back, or the canvas may have been cleared).
    bool should_paint(std::uint64_t fingerprint, bool forced);
    int painted() const { return painted_; }  // frames painted
    int skipped() const { return skipped_; }  // frames whose drawing was already on the canvas

private:
    bool has_painted_ = false;
    std::uint64_t last_ = 0;
    int painted_ = 0, skipped_ = 0;
};

}  // namespace dip
