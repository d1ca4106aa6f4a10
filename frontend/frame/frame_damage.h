// The part of the canvas a frame changes. A browser that draws WebGL on the CPU pays for every pixel a frame
// fills: while a phase plays, only the units on the map move, and the panels beside it need not be drawn again.
// The platform keeps the canvas's picture between frames and paints only the area this finds, where the new
// frame's draw lists differ from the last painted: the triangles whose vertices changed (where they were and where
// they are), and the whole extent of a list that appeared, went or changed its shape. Plain C++ over copies of
// the lists' bytes (ImGui's, in the page), tested natively.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace dip {

struct DamageRect {
    float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    bool empty() const { return x1 <= x0 || y1 <= y0; }
    float area() const { return empty() ? 0 : (x1 - x0) * (y1 - y0); }
    void add(float x, float y);                    // grows to take in a point
    void add(const DamageRect& r);                 // grows to take in a rectangle
    DamageRect within(const DamageRect& r) const;  // the part inside `r`
};

// One draw list as drawn: its vertices (each `vertex_size` bytes, two floats of position first), its indices
// (three a triangle), everything else its commands say (clip rectangles, textures, ranges) as bytes, and the union
// of its clip rectangles.
struct DrawListCopy {
    const void* owner = nullptr;  // the window that drew it, to match lists between frames
    std::vector<std::uint8_t> vertices;
    std::vector<std::uint32_t> indices;
    std::vector<std::uint8_t> commands;
    DamageRect clip;
};

class FrameDamage {
public:
    explicit FrameDamage(std::size_t vertex_size) : vertex_size_(vertex_size) {}

    static constexpr float kCell = 32;            // the area is gathered in squares of this many display pixels
    static constexpr std::size_t kMostRects = 2;  // and given as at most this many rectangles (each a pass)

    // The area of `display` that `now` changes from the lists last painted, as a few rectangles that do not
    // overlap (none: nothing changed); nullopt when the whole display must be painted (nothing painted yet, the
    // display's size changed, or the lists' order changed).
    std::optional<std::vector<DamageRect>> changed(const std::vector<DrawListCopy>& now,
                                                   const DamageRect& display) const;
    // The lists now on the canvas.
    void painted(std::vector<DrawListCopy> now, const DamageRect& display);
    // The canvas lost its picture (cleared, resized): the next frame is painted whole.
    void forget() { has_painted_ = false; }

private:
    DamageRect extent(const DrawListCopy& list) const;  // where its triangles are, within its clip
    void add_changed_triangles(const DrawListCopy& before, const DrawListCopy& after,
                               std::vector<DamageRect>& out) const;

    std::size_t vertex_size_;
    bool has_painted_ = false;
    DamageRect display_;
    std::vector<DrawListCopy> last_;
};

}  // namespace dip
