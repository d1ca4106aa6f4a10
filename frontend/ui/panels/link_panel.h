// The side panel's part for a game played by link: choosing one's power, a player's orders code to send,
// and the host's link to send and the box for the codes the players send back, with who has sent theirs; or,
// with sealed orders, the rounds every player goes through alike (seal, ready with the deadline rule, open), the
// seats' keys, and the link of a played phase for a player further behind.
#pragma once

#include <string>

#include "qr_view.h"
#include "ui_context.h"

namespace dip {

class LinkPanel {
public:
    // True when the host took a phase back (the page then shows the present again).
    bool draw(const UiContext& ui);

    // While a played phase is shown (sealed orders): the link made after it, for a player further behind.
    void draw_past(const UiContext& ui, int shown);

private:
    // Sealed orders (docs/FAIR_PLAY.md): the two rounds, for every player alike.
    void draw_sealed(GameKeeper& keeper, Session& session, PlatformServices& platform, ControlRecorder& controls);
    // A code shown read-only under `name`, with a button that copies it.
    void code_to_send(const char* name, const std::string& code, const char* button, PlatformServices& platform,
                      ControlRecorder& controls);

    // This copy's sealed, ready and opening codes, made again only when the game changes: each is signed, over the
    // fingerprint of the whole record.
    struct Codes {
        std::uint64_t revision = ~0ull;
        std::string seal, ready, opening;
    };
    const Codes& codes(const Session& session);
    // Takes the codes pasted (sealed::take_codes), and says what became of them.
    void take(Session& session, bool other_claim);
    // What became of the last copy or code, said right under the control that did it (where the eye is), and
    // recorded as "Code message" for the tests.
    void say(std::string message, const char* control) {
        code_message_ = std::move(message);
        message_at_ = control;
    }
    void said_here(const char* control, ControlRecorder& controls) const;
    // Takes a player's orders code (typed, pasted or read by the camera), said under `control`. True when taken.
    bool take_code(const UiContext& ui, const std::string& text, const char* control);
    // What the camera read: an orders code at the host, the table's link on a player's device.
    void take_scanned(const UiContext& ui, const std::string& text);
    QrDialog qr_;  // the link or an orders code as a QR code
    Codes codes_;
    std::string code_text_;     // host: the orders codes being pasted
    std::string code_message_;  // what became of the last copy or code
    std::string message_at_;    // the control it is said under
    std::string past_message_;  // the same, for the link of a phase shown
};

}  // namespace dip
