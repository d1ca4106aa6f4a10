// Play by link in the side panel.
#include "link_panel.h"

#include <algorithm>

#include "position_text.h"
#include "sealed_orders.h"
#include "widgets.h"

namespace dip {

namespace {

// Beside a Copy button: the same text to the system's share sheet, where there is one (a phone).
void share_button(const char* label, const std::string& title, const std::string& text, PlatformServices& platform,
                  ControlRecorder& controls) {
    if (!platform.can_share()) return;
    same_line_if_room(label, false);
    if (controls.button(label)) platform.share_text(title, text);
}

}  // namespace

bool LinkPanel::draw(const UiContext& ui) {
    const Map& map = ui.session.map();
    bool taken_back = false;
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::TextDisabled(ui.session.record().sealed.on() ? "Played by link, orders sealed" : "Played by link");
    if (ui.session.record().seats.me == kNoPower && !ui.session.record().seats.host) {
        ImGui::TextWrapped("Which power do you play in this game?");
        if (ui.session.record().sealed.on()) {
            // The seats people play that no player's key holds yet: the creator's is pinned by the first link.
            const PowerSet open = sealed::open_seats(ui.session);
            const Power chosen =
                power_buttons(map, ui.palette, ui.controls, [&](Power pw) { return has_power(open, pw); });
            if (chosen != kNoPower) say(ui.keeper.join_seat(chosen), "seat");
            said_here("seat", ui.controls);
            if (!open) ImGui::TextWrapped("Every seat of this game is taken: you can follow it without a seat.");
            return false;
        }
        // The host's power comes marked as received in the link (GameKeeper::shared_link): not offered.
        const std::vector<Power> playing = ui.session.powers_to_order();
        const Power chosen = power_buttons(map, ui.palette, ui.controls, [&](Power pw) {
            return !ui.session.record().seats.received[pw] &&
                   std::find(playing.begin(), playing.end(), pw) != playing.end();
        });
        if (chosen != kNoPower) ui.session.change_record().seats.link_role(chosen, false);
        return false;
    }
    if (ui.session.record().sealed.on()) {
        draw_sealed(ui.keeper, ui.session, ui.platform, ui.controls);
        return false;
    }
    qr_.draw(ui);
    if (std::string scanned = ui.platform.take_scanned_code(); !scanned.empty()) take_scanned(ui, scanned);
    const bool can_scan = ui.platform.can_scan_codes();
    if (!ui.session.record().seats.host) {
        ImGui::TextWrapped("You play %s. Write your orders, then send this code to the game's host:",
                           map.power(ui.session.record().seats.me).name.c_str());
        std::string code = ui.keeper.orders_code();
        text_box("##code", code, 3, ImGuiInputTextFlags_ReadOnly);
        ui.controls.record("Orders code box");
        if (ui.controls.button("Copy my orders code")) {
            ui.platform.copy_text(code);
            say("Copied. Paste it in a message to the host.", "Copy my orders code");
        }
        share_button("Share my orders code", "My orders code", code, ui.platform, ui.controls);
        same_line_if_room("Show it as a QR code", false);
        if (ui.controls.button("Show it as a QR code"))
            qr_.open("My orders code", code,
                     "Hold this up to the table's camera. Handing in again before the deadline replaces your orders.");
        said_here("Copy my orders code", ui.controls);
        ImGui::TextWrapped("When the host sends the next link, open it: this game is brought up to date.");
        if (can_scan && ui.controls.button("Scan the table's code")) ui.platform.scan_code("the table's QR code");
        said_here("Scan the table's code", ui.controls);
    } else {
        ImGui::TextWrapped("You host this game%s. Send this link to every player:",
                           ui.session.record().seats.me == kNoPower
                               ? ""
                               : (" and play " + map.power(ui.session.record().seats.me).name).c_str());
        std::string link = ui.keeper.shared_link();
        text_box("##link", link, 3, ImGuiInputTextFlags_ReadOnly);
        if (ui.controls.button("Copy the link")) {
            ui.platform.copy_text(link);
            say("Copied. Send it to the players.", "Copy the link");
        }
        share_button("Share the link", ui.session.record().name, link, ui.platform, ui.controls);
        same_line_if_room("Show the link as a QR code", false);
        if (ui.controls.button("Show the link as a QR code"))
            qr_.open("The game's link", link,
                     "Players scan this with their phone's camera to open the game as it stands.");
        said_here("Copy the link", ui.controls);
        ImGui::TextWrapped("Paste the orders codes the players send back:");
        text_box("##incoming", code_text_, 2.5f);
        ui.controls.record("Orders codes box");
        if (ui.controls.button("Take these orders") && take_code(ui, code_text_, "Take these orders"))
            code_text_.clear();
        if (can_scan) {
            same_line_if_room("Scan an orders code", false);
            if (ui.controls.button("Scan an orders code")) ui.platform.scan_code("a player's orders code");
        }
        said_here("Take these orders", ui.controls);
        said_here("Scan an orders code", ui.controls);
        ImGui::Text("Orders in:");
        for (Power pw : ui.session.powers_to_order()) {
            ImGui::SameLine();
            const bool in = ui.session.record().seats.received[pw] || pw == ui.session.record().seats.me;
            ImGui::TextColored(colour(in ? ui.palette.success : ui.palette.void_order), "%s%s",
                               map.power(pw).name.substr(0, 3).c_str(), in ? "\xE2\x9C\x93" : "");
        }
        // Until the link is sent, the phase just played can be taken back, its orders ready to change.
        if (!ui.session.game().history().empty()) {
            const std::string last = phase_text(ui.session.game().history().back().position.phase);
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
            ImGui::TextWrapped("Not sent the link yet? You can still take back %s.", last.c_str());
            ImGui::PopStyleColor();
            if (ui.controls.small_button(("Take back " + last).c_str())) {
                ui.session.undo();
                taken_back = true;
            }
        }
    }
    return taken_back;
}

bool LinkPanel::take_code(const UiContext& ui, const std::string& text, const char* control) {
    const Expected<OrdersCode> c = decode_orders_code(text);
    const std::string error = ui.keeper.take_orders_code(text);
    say(error.empty() ? ui.session.map().power(c->power).name + "'s orders are in." : error, control);
    return error.empty();
}

void LinkPanel::take_scanned(const UiContext& ui, const std::string& text) {
    if (ui.session.record().seats.host) {
        take_code(ui, text, "Scan an orders code");
        return;
    }
    const std::string error = ui.keeper.open_link(text);
    say(error.empty() ? "Read the table's code." : error, "Scan the table's code");
}

void LinkPanel::said_here(const char* control, ControlRecorder& controls) const {
    if (code_message_.empty() || message_at_ != control) return;
    ImGui::TextWrapped("%s", code_message_.c_str());
    controls.record("Code message");
}

void LinkPanel::code_to_send(const char* name, const std::string& code, const char* button, PlatformServices& platform,
                             ControlRecorder& controls) {
    std::string shown = code;
    text_box((std::string("##") + name).c_str(), shown, 2, ImGuiInputTextFlags_ReadOnly);
    controls.record(name);
    if (controls.button(button)) {
        platform.copy_text(code);
        say("Copied. Send it to every other player.", button);
    }
    said_here(button, controls);
}

void LinkPanel::draw_sealed(GameKeeper& keeper, Session& session, PlatformServices& platform,
                            ControlRecorder& controls) {
    const Map& map = session.map();
    const Power me = session.record().seats.me;
    const bool deadline = session.record().sealed.absent_rule();
    if (!session.over()) {
        const SealedProgress p = sealed::progress(session);
        const Codes mine = codes(session);
        const std::string &seal = mine.seal, &ready = mine.ready, &opening = mine.opening;
        if (me != kNoPower) {
            const std::optional<PublicKey>& pinned = session.record().sealed.key(me);
            const std::string key =
                session.record().sealed.my_key() ? key_text(public_key_of(*session.record().sealed.my_key())) : "";
            ImGui::TextWrapped("You play %s (your key: %s).", map.power(me).name.c_str(), key.c_str());
            // Until the seat is pinned to this key, its player may give it up: two players claimed it.
            if (!pinned && controls.small_button("Not your seat? Choose another power"))
                say(sealed::leave(session), "leave");
            said_here("leave", controls);
        }
        // Round 1: seal.
        if (me != kNoPower && has_power(p.must, me) && seal.empty()) {
            ImGui::TextWrapped(
                "1. Write your orders, then seal them: nobody can read sealed orders, and they cannot "
                "change any more.");
            if (controls.button("Seal my orders")) {
                const std::string why = sealed::seal_mine(session, platform.random64(), platform.random64());
                say(why.empty() ? "Sealed. Send your sealed code to every other player." : why, "seal");
            }
        } else if (!seal.empty() && ready.empty() && opening.empty()) {
            ImGui::TextWrapped("1. Your orders are sealed. Send this sealed code to every other player:");
            code_to_send("Sealed code box", seal, "Copy my sealed code", platform, controls);
        }
        said_here("seal", controls);  // (the sealed code's box took the button's place)
        // The others' codes, and where each seat stands.
        ImGui::TextWrapped(deadline ? "Paste the codes the other players send (sealed, ready and opening codes):"
                                    : "Paste the codes the other players send (sealed codes, then openings):");
        text_box("##incoming", code_text_, 2.5f);
        controls.record("Codes box");
        if (controls.button("Take these codes")) take(session, false);
        said_here("take", controls);
        // Two players claimed a seat: once they agreed in their chat, the claim kept here may be the other one.
        if (code_message_.find("A second player claims") == 0 && controls.small_button("Keep the second claim instead"))
            take(session, true);
        for (const std::string& line : sealed::standing(session)) ImGui::TextWrapped("%s", line.c_str());
        const SealedProgress now = sealed::progress(session);
        // Deadline rule, round 2: ready, which settles who orders before anything is opened.
        if (deadline && now.may_ready) {
            ImGui::TextWrapped(
                "2. Once the seals you wait for are in (or you will wait no longer), say you are ready: seats whose "
                "seals you do not hold then do not order this phase.");
            if (controls.button("I am ready")) say(sealed::ready_mine(session), "ready");
            said_here("ready", controls);
        } else if (!ready.empty() && opening.empty()) {
            ImGui::TextWrapped("2. You are ready. Send this ready code to every other player:");
            code_to_send("Ready code box", ready, "Copy my ready code", platform, controls);
        }
        // Open.
        const char* open_step = deadline ? "3." : "2.";
        if (now.may_open) {
            ImGui::TextWrapped("%s Every seat that counts is in: open your orders.", open_step);
            if (controls.button("Open my orders")) say(sealed::open_mine(session), "open");
            said_here("open", controls);
        } else if (!opening.empty()) {
            ImGui::TextWrapped("%s Your orders are open. Send this opening code to every other player:", open_step);
            code_to_send("Opening code box", opening, "Copy my opening code", platform, controls);
        }
        if (now.may_play)
            ImGui::TextWrapped("%s Every seat that counts has opened: adjudicate, here or on any player's device.",
                               deadline ? "4." : "3.");
        const std::vector<std::string> keys = sealed::keys(session);
        if (!keys.empty()) {
            std::string line = "Keys, to compare in your chat:";
            for (std::size_t i = 0; i < keys.size(); ++i) line += (i ? ", " : " ") + keys[i];
            ImGui::PushTextWrapPos(0.0f);
            ImGui::TextDisabled("%s.", line.c_str());
            ImGui::PopTextWrapPos();
        }
    }
    // Any copy's link is the same game: for a player who joins, or who did not play the last phase.
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("The game's link, for a player who joins or is behind:");
    ImGui::PopTextWrapPos();
    if (controls.button("Copy the link")) {
        platform.copy_text(keeper.shared_link());
        say("Copied the link.", "Copy the link");
    }
    share_button("Share the link", session.record().name, keeper.shared_link(), platform, controls);
    said_here("Copy the link", controls);
}

void LinkPanel::take(Session& session, bool other_claim) {
    std::string taken;
    const std::string why = sealed::take_codes(session, code_text_, taken, other_claim);
    say(why.empty() ? taken : why, "take");
    if (why.empty()) code_text_.clear();
}

const LinkPanel::Codes& LinkPanel::codes(const Session& session) {
    if (codes_.revision != session.revision())
        codes_ = {session.revision(), sealed::sealed_code(session), sealed::ready_code(session),
                  sealed::opening_code(session)};
    return codes_;
}

void LinkPanel::draw_past(const UiContext& ui, int shown) {
    if (!TablePolicy(ui.session).shows_past_links()) return;
    ImGui::Spacing();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled(
        "The game's link as it was after this phase, for a player whose copy is further behind (a copy takes links "
        "one phase at a time):");
    ImGui::PopTextWrapPos();
    if (ui.controls.button("Copy the link of this phase")) {
        ui.platform.copy_text(ui.keeper.shared_link(shown + 1));
        past_message_ = "Copied the link of this phase.";
    }
    if (!past_message_.empty()) ImGui::TextWrapped("%s", past_message_.c_str());
}

}  // namespace dip
