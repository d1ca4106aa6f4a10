#include "gl_layer_painter.h"

#include <algorithm>
#include <cstdint>

#include <GLES3/gl3.h>
#include <imgui_impl_opengl3.h>

namespace dip {

namespace {

class GlLayerPainter final : public LayerPainter {
public:
    ~GlLayerPainter() override {
        if (framebuffer_) glDeleteFramebuffers(1, &framebuffer_);
        if (texture_) glDeleteTextures(1, &texture_);
    }

    ImDrawCallback opaque() const override {
        return [](const ImDrawList*, const ImDrawCmd*) { glDisable(GL_BLEND); };
    }

    ImTextureID paint(ImDrawData& data) override {
        // The size ImGui's renderer will draw at (it truncates).
        const int w = static_cast<int>(data.DisplaySize.x * data.FramebufferScale.x);
        const int h = static_cast<int>(data.DisplaySize.y * data.FramebufferScale.y);
        if (w <= 0 || h <= 0) return nullptr;
        GLint last_framebuffer = 0, last_texture = 0;
        glGetIntegerv(GL_FRAMEBUFFER_BINDING, &last_framebuffer);
        glGetIntegerv(GL_TEXTURE_BINDING_2D, &last_texture);
        const bool ready = size_to(w, h);
        if (ready) {
            glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
            glDisable(GL_SCISSOR_TEST);
            // Opaque, in the colour the canvas is cleared to (main.cpp): the picture is then drawn without blending,
            // and looks as if drawn straight onto the canvas.
            glClearColor(kCanvasClear[0], kCanvasClear[1], kCanvasClear[2], 1);
            glClear(GL_COLOR_BUFFER_BIT);
            ImGui_ImplOpenGL3_RenderDrawData(&data);  // sets its viewport, and restores the one before
        }
        glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(last_framebuffer));
        glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(last_texture));
        return ready ? reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(texture_)) : nullptr;
    }

    GLuint framebuffer() const { return framebuffer_; }

private:
    // A texture of w x h pixels attached to the framebuffer; false if the browser refuses one. It is shown pixel
    // for pixel, so it is sampled at the nearest pixel.
    bool size_to(int w, int h) {
        if (w == width_ && h == height_) return true;
        if (!texture_) glGenTextures(1, &texture_);
        if (!framebuffer_) glGenFramebuffers(1, &framebuffer_);
        glBindTexture(GL_TEXTURE_2D, texture_);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture_, 0);
        if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
            width_ = height_ = 0;
            return false;
        }
        width_ = w;
        height_ = h;
        return true;
    }

    GLuint texture_ = 0, framebuffer_ = 0;
    int width_ = 0, height_ = 0;
};

}  // namespace

std::unique_ptr<LayerPainter> gl_layer_painter() { return std::make_unique<GlLayerPainter>(); }

std::vector<std::uint8_t> paint_picture(ImDrawList& list, int width, int height) {
    GlLayerPainter painter;
    ImDrawList* lists[] = {&list};
    ImDrawData data;
    data.Valid = true;
    data.CmdLists = lists;
    data.CmdListsCount = 1;
    data.TotalVtxCount = list.VtxBuffer.Size;
    data.TotalIdxCount = list.IdxBuffer.Size;
    data.DisplayPos = {0, 0};
    data.DisplaySize = {static_cast<float>(width), static_cast<float>(height)};
    data.FramebufferScale = {1, 1};
    if (!painter.paint(data)) return {};
    // Read from the painter's framebuffer; OpenGL's rows run from the bottom.
    GLint last_framebuffer = 0;
    glGetIntegerv(GL_FRAMEBUFFER_BINDING, &last_framebuffer);
    glBindFramebuffer(GL_FRAMEBUFFER, painter.framebuffer());
    std::vector<std::uint8_t> rows(static_cast<std::size_t>(width) * height * 4);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, rows.data());
    glBindFramebuffer(GL_FRAMEBUFFER, static_cast<GLuint>(last_framebuffer));
    std::vector<std::uint8_t> out(rows.size());
    const std::size_t row = static_cast<std::size_t>(width) * 4;
    for (int y = 0; y < height; ++y)
        std::copy_n(rows.begin() + static_cast<std::ptrdiff_t>(row * (height - 1 - y)), row,
                    out.begin() + static_cast<std::ptrdiff_t>(row * y));
    for (std::size_t i = 3; i < out.size(); i += 4) out[i] = 255;
    return out;
}

}  // namespace dip
