// Saves the map as drawn in the frame just rendered as a PNG file the browser downloads, with a caption
// strip under it (the game and the phase). Call it after the frame is drawn, before the browser shows it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "board_image.h"

namespace dip {

// framebuffer_height and pixel_ratio turn the request's CSS pixels into the canvas's own.
void save_board_image(const BoardImageRequest& request, float pixel_ratio, int framebuffer_height);

// The pixels of a rectangle (CSS pixels) of the frame just rendered, RGBA with rows from the top, opaque; its size
// in the canvas's own pixels in `width` and `height` (0 if it lies off the canvas).
std::vector<std::uint8_t> read_canvas(float x, float y, float w, float h, float pixel_ratio, int framebuffer_height,
                                      int& width, int& height);

// A file the browser downloads.
void download_file(const std::string& name, const std::vector<std::uint8_t>& bytes, const char* mime);

}  // namespace dip
