// The board's cached picture in WebGL: a texture attached to a framebuffer, drawn by ImGui's OpenGL renderer.
#pragma once

#include <memory>

#include "board_layer.h"

namespace dip {

// The colour the page's canvas is cleared to each frame (red, green, blue): the sea beyond the board.
inline constexpr float kCanvasClear[3] = {0.66f, 0.79f, 0.87f};

std::unique_ptr<LayerPainter> gl_layer_painter();

}  // namespace dip
