// The map's pixels read back from WebGL, turned upright and handed to the page, which adds the caption on a
// 2D canvas and downloads it as PNG (see board_image_saver.h).
#include "board_image_saver.h"

#include <emscripten.h>
#include <GLES3/gl3.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace {

// The JavaScript below is not C++: clang-format would break its operators.
// clang-format off
EM_JS(void, js_save_png, (const std::uint8_t* rgba, int w, int h, const char* name, const char* caption,
                          double ratio), {
    var canvas = document.createElement('canvas');
    var strip = Math.round(36 * ratio);
    canvas.width = w;
    canvas.height = h + strip;
    var ctx = canvas.getContext('2d');
    ctx.putImageData(new ImageData(new Uint8ClampedArray(HEAPU8.slice(rgba, rgba + w * h * 4)), w, h), 0, 0);
    ctx.fillStyle = '#22313f';
    ctx.fillRect(0, h, w, strip);
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold ' + Math.round(16 * ratio) + 'px "DejaVu Sans", sans-serif';
    ctx.textBaseline = 'middle';
    ctx.fillText(UTF8ToString(caption), Math.round(12 * ratio), h + strip / 2, w - Math.round(24 * ratio));
    var file = UTF8ToString(name);
    canvas.toBlob(function(blob) {
        if (blob) window.dipDownload(blob, file);
    }, 'image/png');
});
EM_JS(void, js_download, (const std::uint8_t* data, int size, const char* name, const char* mime), {
    window.dipDownload(new Blob([HEAPU8.slice(data, data + size)], {type: UTF8ToString(mime)}), UTF8ToString(name));
});
// clang-format on

}  // namespace

namespace dip {

std::vector<std::uint8_t> read_canvas(float x_css, float y_css, float w_css, float h_css, float pixel_ratio,
                                      int framebuffer_height, int& w, int& h) {
    const int x = static_cast<int>(std::lround(x_css * pixel_ratio));
    const int top = static_cast<int>(std::lround(y_css * pixel_ratio));
    w = static_cast<int>(std::lround(w_css * pixel_ratio));
    h = std::min(static_cast<int>(std::lround(h_css * pixel_ratio)), framebuffer_height - top);
    if (w <= 0 || h <= 0) {
        w = h = 0;
        return {};
    }
    std::vector<std::uint8_t> pixels(static_cast<std::size_t>(w) * h * 4);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(x, framebuffer_height - top - h, w, h, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
    // GL's rows run from the bottom up; a picture's from the top down. The board is opaque.
    std::vector<std::uint8_t> upright(pixels.size());
    const std::size_t row = static_cast<std::size_t>(w) * 4;
    for (int r = 0; r < h; ++r)
        std::copy_n(pixels.data() + static_cast<std::size_t>(h - 1 - r) * row, row, upright.data() + r * row);
    for (std::size_t i = 3; i < upright.size(); i += 4) upright[i] = 255;
    return upright;
}

void save_board_image(const BoardImageRequest& request, float pixel_ratio, int framebuffer_height) {
    int w = 0, h = 0;
    const std::vector<std::uint8_t> upright =
        read_canvas(request.x, request.y, request.width, request.height, pixel_ratio, framebuffer_height, w, h);
    if (w <= 0 || h <= 0) return;
    js_save_png(upright.data(), w, h, request.file_name.c_str(), request.caption.c_str(), pixel_ratio);
}

void download_file(const std::string& name, const std::vector<std::uint8_t>& bytes, const char* mime) {
    js_download(bytes.data(), static_cast<int>(bytes.size()), name.c_str(), mime);
}

}  // namespace dip
