// The position-text and embed-code dialogs.
#include "text_dialogs.h"

#include <misc/cpp/imgui_stdlib.h>

#include "embed.h"
#include "position_text.h"
#include "viewed_text.h"
#include "widgets.h"

namespace dip {

void PositionTextDialog::open(const Session& session, const TablePolicy& policy) {
    text_ = viewed_position_text(session, policy);
    error_.clear();
    open_ = true;
}

void PositionTextDialog::draw(const UiContext& ui) {
    const TablePolicy policy = ui.policy();
    if (!begin_dialog("Position as text", open_, ui.controls, {.size = {640, 560}})) return;
    const bool in_place = policy.may_replace_game();
    ImGui::TextWrapped(
        in_place ? "The position and the orders written so far, in the position format. Edit the text and load it, "
                   "or paste a position or a whole game (phases separated by lines \"---\")."
                 : "The position and your orders written so far, in the position format. A position or a whole game "
                   "(phases separated by lines \"---\") pasted here opens as a new sandbox game; this game stays in "
                   "Games.");
    ImGui::InputTextMultiline("##position", &text_, {-1, -ImGui::GetFrameHeightWithSpacing() * 2.2f});
    if (!error_.empty()) error_text(ui.palette, error_);
    const std::size_t played = ui.session.game().history().size();
    if (ui.controls.button(in_place ? "Load" : "Load as a new game")) {
        if (in_place && played > 0) ImGui::OpenPopup("Replace the game?");
        else load(ui.keeper, ui.session, !in_place);
    }
    ImGui::SameLine();
    if (ui.controls.button("Copy")) ImGui::SetClipboardText(text_.c_str());
    ImGui::SameLine();
    if (ui.controls.button("Close")) {
        error_.clear();
        ImGui::CloseCurrentPopup();
    }
    // Phases played would be lost: asked first, and the load can be undone (its notice's button).
    if (ImGui::BeginPopupModal("Replace the game?", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24);
        ImGui::TextWrapped("This game has %zu phase%s played. Loading the text in its place replaces %s.", played,
                           played == 1 ? "" : "s", played == 1 ? "it" : "them");
        ImGui::PopTextWrapPos();
        if (ui.controls.button("Load in its place")) {
            load(ui.keeper, ui.session, false);
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ui.controls.button("Load as a new game")) {
            load(ui.keeper, ui.session, true);
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ui.controls.button("Cancel")) ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
    }
    if (error_.empty() && !ImGui::IsPopupOpen("Replace the game?") && loaded_) {
        loaded_ = false;
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

// Checked on a copy first, so a text that cannot be read changes nothing (and makes no new game).
void PositionTextDialog::load(GameKeeper& keeper, Session& session, bool as_new_game) {
    Session trial = session;
    error_ = load_text(trial, text_);
    if (!error_.empty()) return;
    if (as_new_game) {
        keeper.new_sandbox();
        error_ = load_text(session, text_);
    } else {
        auto before = std::make_shared<const Session>(session);
        session.replace_with(std::move(trial));
        if (!before->game().history().empty())
            keeper.notices().tell("The text was loaded in place of the game.", Notices::Kind::News,
                                  {{"Undo the load",
                                    [&keeper, &session, before] {
                                        if (session.record().id != before->record().id)
                                            return keeper.tell("That game is no longer open.");
                                        session.replace_with(Session(*before));
                                    },
                                    keeper.current_key()}});
    }
    loaded_ = error_.empty();
}

// The snippet a documentation author pastes into a page to show this board, live.
void EmbedCodeDialog::draw(const UiContext& ui) {
    if (!begin_dialog("Embed this board", open_, ui.controls, {.size = {640, 0}, .outside_closes = true})) return;
    ImGui::TextWrapped(
        "Paste this into a web page to show the position and the orders written so far as a live board: "
        "readers step from the orders to the results, with each order's reason, and can try orders of their own.");
    const std::string page = ui.platform.page_url();
    std::string snippet = embed_snippet(ui.session, page);
    const std::string link = embed_link(ui.session, page);
    text_box("##snippet", snippet, 4, ImGuiInputTextFlags_ReadOnly);
    if (ui.controls.button("Copy the embed code")) {
        ui.platform.copy_text(snippet);
        copied_ = "Copied the embed code: paste it into your page.";
    }
    ImGui::SameLine();
    if (ui.controls.button("Copy the plain link")) {
        ui.platform.copy_text(link);
        copied_ = "Copied the link.";
    }
    ImGui::SameLine();
    if (ui.controls.button("Close")) ImGui::CloseCurrentPopup();
    if (!copied_.empty()) ImGui::TextDisabled("%s", copied_.c_str());
    ImGui::EndPopup();
}

}  // namespace dip
