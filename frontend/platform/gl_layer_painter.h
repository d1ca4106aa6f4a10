// The board's cached picture in WebGL: a texture attached to a framebuffer, drawn by ImGui's OpenGL renderer.
#pragma once

#include <memory>

#include "board_layer.h"

namespace dip {

std::unique_ptr<LayerPainter> gl_layer_painter();

}  // namespace dip
