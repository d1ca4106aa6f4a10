#include "board_layer.h"

#include <cmath>
#include <cstring>

namespace dip {

void add_to_key(BoardLayer::Key& key, float value) {
    std::uint32_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    key.push_back(bits);
}

void add_to_key(BoardLayer::Key& key, const void* pointer) {
    const auto bits = reinterpret_cast<std::uintptr_t>(pointer);
    key.push_back(static_cast<std::uint32_t>(bits));
    if constexpr (sizeof bits > 4) key.push_back(static_cast<std::uint32_t>(static_cast<std::uint64_t>(bits) >> 32));
}

void BoardLayer::show(ImDrawList* dl, ImVec2 min, ImVec2 max, Key key, const std::function<void(ImDrawList*)>& draw) {
    if (!painter_) {
        draw(dl);
        return;
    }
    const ImGuiIO& io = ImGui::GetIO();
    const float scale = io.DisplayFramebufferScale.x > 0 ? io.DisplayFramebufferScale.x : 1.0f;
    // The picture covers whole pixels of the screen, so that each of its pixels lands on one of the screen's.
    const float px0 = std::floor(min.x * scale), py0 = std::floor(min.y * scale);
    const float px1 = std::ceil(max.x * scale), py1 = std::ceil(max.y * scale);
    if (px1 <= px0 || py1 <= py0) return;
    const ImVec2 lo{px0 / scale, py0 / scale}, hi{px1 / scale, py1 / scale};
    for (const float v : {lo.x, lo.y, hi.x, hi.y, scale}) add_to_key(key, v);
    add_to_key(key, io.Fonts->TexID);
    add_to_key(key, io.Fonts->TexUvWhitePixel.x);
    add_to_key(key, io.Fonts->TexUvWhitePixel.y);

    if (key != key_) {
        if (!list_) list_ = std::make_unique<ImDrawList>(ImGui::GetDrawListSharedData());
        ImDrawList& list = *list_;
        list._ResetForNewFrame();
        list.PushTextureID(io.Fonts->TexID);
        list.PushClipRect(lo, hi);
        draw(&list);
        list.PopClipRect();
        list.PopTextureID();
        list._PopUnusedDrawCmd();
        ImDrawList* lists[] = {&list};
        ImDrawData data;
        data.Valid = true;
        data.CmdLists = lists;
        data.CmdListsCount = 1;
        data.TotalVtxCount = list.VtxBuffer.Size;
        data.TotalIdxCount = list.IdxBuffer.Size;
        data.DisplayPos = lo;
        data.FramebufferScale = {scale, scale};
        // ImGui's renderer truncates size times scale to whole pixels: nudge the size up until it gives the
        // pixels wanted (a float division can fall a hair short).
        data.DisplaySize = {(px1 - px0) / scale, (py1 - py0) / scale};
        while (static_cast<int>(data.DisplaySize.x * scale) < static_cast<int>(px1 - px0))
            data.DisplaySize.x = std::nextafter(data.DisplaySize.x, 2 * data.DisplaySize.x);
        while (static_cast<int>(data.DisplaySize.y * scale) < static_cast<int>(py1 - py0))
            data.DisplaySize.y = std::nextafter(data.DisplaySize.y, 2 * data.DisplaySize.y);
        texture_ = painter_->paint(data);
        key_ = std::move(key);
        ++paints_;
    }
    if (!texture_) {  // the platform could not make a texture: from now on the board is drawn every frame
        painter_.reset();
        draw(dl);
        return;
    }
    const ImDrawCallback opaque = painter_->opaque();
    if (opaque) dl->AddCallback(opaque, nullptr);
    dl->AddImage(texture_, lo, hi, {0, 1}, {1, 0});
    if (opaque) dl->AddCallback(ImDrawCallback_ResetRenderState, nullptr);  // blending again for what follows
}

}  // namespace dip
