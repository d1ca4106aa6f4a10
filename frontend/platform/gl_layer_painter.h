// The board's cached picture in WebGL: a texture attached to a framebuffer, drawn by ImGui's OpenGL renderer.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "board_layer.h"

namespace dip {

// The colour the page's canvas is cleared to each frame (red, green, blue): the sea beyond the board.
inline constexpr float kCanvasClear[3] = {0.66f, 0.79f, 0.87f};

std::unique_ptr<LayerPainter> gl_layer_painter();

// Paints a draw list laid out from (0, 0) into a picture of width x height pixels apart from the canvas, and reads it
// back: RGBA, rows from the top, opaque. Empty if the browser refuses the framebuffer.
std::vector<std::uint8_t> paint_picture(ImDrawList& list, int width, int height);

}  // namespace dip
