// Play by link in the side panel.
#include "link_panel.h"

#include <algorithm>

#include "position_text.h"
#include "widgets.h"

namespace dip {

bool LinkPanel::draw(GameKeeper& keeper, Session& session, PlatformServices& platform, ControlRecorder& controls,
                     const Palette& palette) {
    const Map& map = session.map();
    bool taken_back = false;
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::TextDisabled("Played by link");
    if (session.me() == kNoPower && !session.host()) {
        ImGui::TextWrapped("Which power do you play in this game?");
        // The host's power comes marked as received in the link (GameKeeper::shared_link): not offered.
        const std::vector<Power> playing = session.powers_to_order();
        const Power chosen = power_buttons(map, palette, controls, [&](Power pw) {
            return !session.received(pw) && std::find(playing.begin(), playing.end(), pw) != playing.end();
        });
        if (chosen != kNoPower) session.set_link_role(chosen, false);
        return false;
    }
    if (!session.host()) {
        ImGui::TextWrapped("You play %s. Write your orders, then send this code to the game's host:",
                           map.power(session.me()).name.c_str());
        std::string code = keeper.orders_code();
        text_box("##code", code, 3, ImGuiInputTextFlags_ReadOnly);
        controls.record("Orders code box");
        if (controls.button("Copy my orders code")) {
            platform.copy_text(code);
            code_message_ = "Copied. Paste it in a message to the host.";
        }
        ImGui::TextWrapped("When the host sends the next link, open it: this game is brought up to date.");
    } else {
        ImGui::TextWrapped("You host this game%s. Send this link to every player:",
                           session.me() == kNoPower ? "" : (" and play " + map.power(session.me()).name).c_str());
        std::string link = keeper.shared_link();
        text_box("##link", link, 3, ImGuiInputTextFlags_ReadOnly);
        if (controls.button("Copy the link")) {
            platform.copy_text(link);
            code_message_ = "Copied. Send it to the players.";
        }
        ImGui::TextWrapped("Paste the orders codes the players send back:");
        text_box("##incoming", code_text_, 2.5f);
        controls.record("Orders codes box");
        if (controls.button("Take these orders")) {
            OrdersCode c;
            std::string error;
            decode_orders_code(code_text_, c, error);
            error = keeper.take_orders_code(code_text_);
            code_message_ = error.empty() ? map.power(c.power).name + "'s orders are in." : error;
            if (error.empty()) code_text_.clear();
        }
        ImGui::Text("Orders in:");
        for (Power pw : session.powers_to_order()) {
            ImGui::SameLine();
            const bool in = session.received(pw) || pw == session.me();
            ImGui::TextColored(colour(in ? palette.success : palette.void_order), "%s%s",
                               map.power(pw).name.substr(0, 3).c_str(), in ? "\xE2\x9C\x93" : "");
        }
        // Until the link is sent, the phase just played can be taken back, its orders ready to change.
        if (!session.game().history().empty()) {
            const std::string last = phase_text(session.game().history().back().position.phase);
            ImGui::TextDisabled("Not sent the link yet? You can still take back %s.", last.c_str());
            if (controls.small_button(("Take back " + last).c_str())) {
                session.undo();
                taken_back = true;
            }
        }
    }
    if (!code_message_.empty()) ImGui::TextWrapped("%s", code_message_.c_str());
    return taken_back;
}

}  // namespace dip
