// QR codes on the screen (qr_code.h): a picture drawn with ImGui, and a dialog that shows one as large as the
// screen allows, for a camera to read (a phone's orders code held up to the table, the table's link for phones).
#pragma once

#include <optional>
#include <string>

#include "qr_code.h"
#include "ui_context.h"

namespace dip {

class QrPicture {
public:
    // Draws the code of `text`, `side` pixels square, at the cursor: dark modules on a white card with the margin a
    // reader needs. The code is made again only when the text changes. False, drawing nothing, when the text is too
    // long for any QR code.
    bool draw(const std::string& text, float side);
    // How many modules a side the code of `text` has (0: none can be made); the code is then kept for draw().
    int modules(const std::string& text);

private:
    std::string text_;
    std::optional<QrCode> code_;
};

class QrDialog {
public:
    // Shows the code of `text` under `title`, with `words` saying what to do with it.
    void open(std::string title, std::string text, std::string words);
    void draw(const UiContext& ui);

private:
    bool open_ = false;  // asked to open (begin_dialog resets it)
    std::string title_, text_, words_;
    QrPicture picture_;
};

}  // namespace dip
