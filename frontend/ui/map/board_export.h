// "Save the board as a picture": asked for from a menu in one frame, the map is drawn for the picture in the
// next (no banner over it, the menu closed), its rectangle and names are noted then, and the platform reads
// the pixels once that frame is drawn (platform/board_image_saver.cpp).
#pragma once

#include <imgui.h>

#include <optional>
#include <string>
#include <utility>

#include "board_image.h"

namespace dip {

class BoardExport {
public:
    void ask() { asked_at_ = ImGui::GetFrameCount(); }
    // Whether this frame draws the map for the picture: leave anything drawn over the map out.
    bool drawing() const { return asked_at_ >= 0 && ImGui::GetFrameCount() > asked_at_; }
    // In the frame that draws it: the map's rectangle and what it shows.
    void note(ImVec2 min, ImVec2 max, const BoardImageSubject& shown) {
        request_ = BoardImageRequest{
            min.x, min.y, max.x - min.x, max.y - min.y, board_image_file_name(shown), board_image_caption(shown)};
        asked_at_ = -1;
    }
    // Once, after the frame is drawn: the picture to save, if one was asked for.
    std::optional<BoardImageRequest> take() { return std::exchange(request_, std::nullopt); }

private:
    int asked_at_ = -1;  // the frame the menu was used in; -1: not asked
    std::optional<BoardImageRequest> request_;
};

}  // namespace dip
