// Play by link in the side panel.
#include "link_panel.h"

#include <algorithm>

#include "position_text.h"
#include "sealed_orders.h"
#include "widgets.h"

namespace dip {

bool LinkPanel::draw(GameKeeper& keeper, Session& session, PlatformServices& platform, ControlRecorder& controls,
                     const Palette& palette) {
    const Map& map = session.map();
    bool taken_back = false;
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::TextDisabled(session.sealed().on() ? "Played by link, orders sealed" : "Played by link");
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
    if (session.sealed().on()) {
        draw_sealed(keeper, session, platform, controls);
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

void LinkPanel::code_to_send(const char* name, const std::string& code, const char* button, PlatformServices& platform,
                             ControlRecorder& controls) {
    std::string shown = code;
    text_box((std::string("##") + name).c_str(), shown, 2, ImGuiInputTextFlags_ReadOnly);
    controls.record(name);
    if (controls.button(button)) {
        platform.copy_text(code);
        code_message_ = "Copied. Send it to every other player.";
    }
}

void LinkPanel::draw_sealed(GameKeeper& keeper, Session& session, PlatformServices& platform,
                            ControlRecorder& controls) {
    const Map& map = session.map();
    const Power me = session.me();
    if (!session.over()) {
        const SealedProgress p = sealed::progress(session);
        const std::string seal = sealed::sealed_code(session), opening = sealed::opening_code(session);
        if (me != kNoPower) ImGui::TextWrapped("You play %s.", map.power(me).name.c_str());
        // Round 1: seal.
        if (me != kNoPower && has_power(p.must, me) && seal.empty()) {
            ImGui::TextWrapped(
                "1. Write your orders, then seal them: nobody can read sealed orders, and they cannot "
                "change any more.");
            if (controls.button("Seal my orders")) {
                const std::string why = sealed::seal_mine(session, platform.random64(), platform.random64());
                code_message_ = why.empty() ? "Sealed. Send your sealed code to every other player." : why;
            }
        } else if (!seal.empty() && opening.empty()) {
            ImGui::TextWrapped("1. Your orders are sealed. Send this sealed code to every other player:");
            code_to_send("Sealed code box", seal, "Copy my sealed code", platform, controls);
        }
        // The others' codes, and where each seat stands.
        ImGui::TextWrapped("Paste the codes the other players send (sealed codes, then openings):");
        text_box("##incoming", code_text_, 2.5f);
        controls.record("Codes box");
        if (controls.button("Take these codes")) {
            std::string taken;
            const std::string why = sealed::take_codes(session, code_text_, taken);
            code_message_ = why.empty() ? taken : why;
            if (why.empty()) code_text_.clear();
        }
        for (const std::string& line : sealed::standing(session)) ImGui::TextWrapped("%s", line.c_str());
        // Round 2: open.
        const SealedProgress now = sealed::progress(session);
        if (now.may_open) {
            if (now.missing)
                ImGui::TextWrapped(
                    "2. If you open your orders now, seats that have not sealed will not order this "
                    "phase.");
            else ImGui::TextWrapped("2. Every seat has sealed: open your orders.");
            if (controls.button("Open my orders")) code_message_ = sealed::open_mine(session);
        } else if (!opening.empty()) {
            ImGui::TextWrapped("2. Your orders are open. Send this opening code to every other player:");
            code_to_send("Opening code box", opening, "Copy my opening code", platform, controls);
        }
        if (now.may_play)
            ImGui::TextWrapped("3. Every seat that counts has opened: adjudicate, here or on any player's device.");
    }
    // Any copy's link is the same game: for a player who joins, or who did not play the last phase.
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("The game's link, for a player who joins or is behind:");
    ImGui::PopTextWrapPos();
    if (controls.button("Copy the link")) {
        platform.copy_text(keeper.shared_link());
        code_message_ = "Copied the link.";
    }
    if (!code_message_.empty()) ImGui::TextWrapped("%s", code_message_.c_str());
}

}  // namespace dip
