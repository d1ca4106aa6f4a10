// The board's unchanging picture (provinces, borders, supply centres, names) drawn once into a texture and shown
// again in later frames, until something it shows changes: the view, an owner, a lit or hovered province, the
// fonts. Drawing the whole map again was most of a frame's cost in a browser that draws WebGL on the CPU;
// showing one textured rectangle, pixel for pixel, costs a fraction of it. Units, orders and results are drawn
// over it every frame.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include <imgui.h>

namespace dip {

// The platform's part: draws ImGui draw data into a texture of its own (frontend/platform/gl_layer_painter.cpp).
class LayerPainter {
public:
    virtual ~LayerPainter() = default;
    // Draws `data` into the texture, sized (int)(DisplaySize * FramebufferScale) pixels as ImGui's renderer sizes
    // it, and returns the texture (its first row is the picture's bottom, OpenGL's way), or null if it cannot.
    virtual ImTextureID paint(ImDrawData& data) = 0;
    // A draw-list callback after which the picture is drawn without blending (it is opaque: blending would only
    // read back every pixel it covers, the costliest part of a frame in a software renderer), or null.
    virtual ImDrawCallback opaque() const { return nullptr; }
};

class BoardLayer {
public:
    explicit BoardLayer(std::unique_ptr<LayerPainter> painter) : painter_(std::move(painter)) {}
    using Key = std::vector<std::uint32_t>;
    // Shows in `dl`, over min..max, the picture that `draw` draws; `draw` runs (into the layer) only when `key`, the
    // area, the pixel ratio or the font texture changed since the picture held was drawn. Without a painter, or
    // once it could not make a texture, `draw` draws straight into `dl` every frame.
    void show(ImDrawList* dl, ImVec2 min, ImVec2 max, Key key, const std::function<void(ImDrawList*)>& draw);
    // How many times the picture has been drawn anew (the page tells its tests).
    int paints() const { return paints_; }

private:
    std::unique_ptr<LayerPainter> painter_;
    std::unique_ptr<ImDrawList> list_;
    Key key_;
    ImTextureID texture_ = nullptr;
    int paints_ = 0;
};

// Appends a value's bits to a key.
void add_to_key(BoardLayer::Key& key, float value);
void add_to_key(BoardLayer::Key& key, const void* pointer);

}  // namespace dip
