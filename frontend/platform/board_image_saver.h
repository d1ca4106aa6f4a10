// Saves the map as drawn in the frame just rendered as a PNG file the browser downloads, with a caption
// strip under it (the game and the phase). Call it after the frame is drawn, before the browser shows it.
#pragma once

#include "board_image.h"

namespace dip {

// framebuffer_height and pixel_ratio turn the request's CSS pixels into the canvas's own.
void save_board_image(const BoardImageRequest& request, float pixel_ratio, int framebuffer_height);

}  // namespace dip
