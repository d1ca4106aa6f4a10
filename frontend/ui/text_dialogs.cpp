// The position-text and embed-code dialogs.
#include "text_dialogs.h"

#include <misc/cpp/imgui_stdlib.h>

#include "embed.h"
#include "position_text.h"
#include "widgets.h"

namespace dip {

void PositionTextDialog::open(const Session& session) {
    text_ = write_position(session.position(), session.map(), session.settings().rules);
    const std::string orders = session.orders_text();
    if (!orders.empty()) {
        text_ += "orders:\n";
        for (std::size_t start = 0; start < orders.size();) {
            const std::size_t nl = orders.find('\n', start);
            text_ += "  " + orders.substr(start, nl - start) + "\n";
            start = nl + 1;
        }
    }
    open_ = true;
}

bool PositionTextDialog::draw(Session& session, ControlRecorder& controls, const Palette& palette) {
    if (!begin_dialog("Position as text", open_, {640, 560})) return false;
    ImGui::TextWrapped(
        "The position and the orders written so far, in the position format. Edit the text and load it, or "
        "paste a position or a whole game (phases separated by lines \"---\").");
    ImGui::InputTextMultiline("##position", &text_, {-1, -ImGui::GetFrameHeightWithSpacing() * 2.2f});
    if (!error_.empty()) error_text(palette, error_);
    bool loaded = false;
    if (controls.button("Load")) {
        const bool game = text_.find("\n---") != std::string::npos;
        error_ = game ? session.load_game_text(text_) : session.load_position_text(text_);
        if (error_.empty()) {
            loaded = true;
            ImGui::CloseCurrentPopup();
        }
    }
    ImGui::SameLine();
    if (controls.button("Copy")) ImGui::SetClipboardText(text_.c_str());
    ImGui::SameLine();
    if (controls.button("Close")) {
        error_.clear();
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
    return loaded;
}

// The snippet a documentation author pastes into a page to show this board, live.
void EmbedCodeDialog::draw(const Session& session, PlatformServices& platform, ControlRecorder& controls) {
    if (!begin_dialog("Embed this board", open_, {640, 0})) return;
    ImGui::TextWrapped(
        "Paste this into a web page to show the position and the orders written so far as a live board: "
        "readers step from the orders to the results, with each order's reason, and can try orders of their own.");
    const std::string page = platform.page_url();
    std::string snippet = embed_snippet(session, page);
    const std::string link = embed_link(session, page);
    text_box("##snippet", snippet, 4, ImGuiInputTextFlags_ReadOnly);
    if (controls.button("Copy the embed code")) platform.copy_text(snippet);
    ImGui::SameLine();
    if (controls.button("Copy the plain link")) platform.copy_text(link);
    ImGui::SameLine();
    if (controls.button("Close")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
}

}  // namespace dip
