// QR codes drawn with ImGui (qr_view.h).
#include "qr_view.h"

#include <algorithm>
#include <cmath>

#include "widgets.h"

namespace dip {

namespace {
constexpr int kMargin = 4;  // white modules around the code: readers need them to find it
}

int QrPicture::modules(const std::string& text) {
    if (text != text_) {
        text_ = text;
        code_ = make_qr(text);
    }
    return code_ ? code_->size : 0;
}

bool QrPicture::draw(const std::string& text, float side) {
    if (modules(text) == 0) return false;
    const QrCode& code = *code_;
    const ImVec2 at = ImGui::GetCursorScreenPos();
    // Whole pixels a module, so that every module is as wide as the next (a reader counts them).
    const float module = std::max(1.0f, std::floor(side / static_cast<float>(code.size + 2 * kMargin)));
    const float drawn = module * static_cast<float>(code.size + 2 * kMargin);
    const ImVec2 origin{std::floor(at.x + (side - drawn) / 2), std::floor(at.y + (side - drawn) / 2)};
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(at, {at.x + side, at.y + side}, IM_COL32_WHITE);
    // Each row's runs of dark modules as one rectangle: a large code is some thousands, not thirty thousand.
    for (int y = 0; y < code.size; ++y)
        for (int x = 0; x < code.size;) {
            if (!code.at(x, y)) {
                ++x;
                continue;
            }
            int end = x;
            while (end < code.size && code.at(end, y)) ++end;
            const float left = origin.x + module * static_cast<float>(x + kMargin);
            const float top = origin.y + module * static_cast<float>(y + kMargin);
            dl->AddRectFilled({left, top}, {left + module * static_cast<float>(end - x), top + module}, IM_COL32_BLACK);
            x = end;
        }
    ImGui::Dummy({side, side});
    return true;
}

void QrDialog::open(std::string title, std::string text, std::string words) {
    title_ = std::move(title);
    text_ = std::move(text);
    words_ = std::move(words);
    open_ = true;
}

void QrDialog::draw(const UiContext& ui) {
    if (title_.empty()) return;
    const ImVec2 screen = ImGui::GetIO().DisplaySize;
    const float side = std::min(screen.x - 40, screen.y - 170);
    if (!begin_dialog(title_.c_str(), open_, ui.controls, {{0, 0}, side + 20, true})) return;
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + side);
    ImGui::TextUnformatted(words_.c_str());
    ImGui::PopTextWrapPos();
    if (!picture_.draw(text_, side))
        error_text(ui.palette, "This is too long for a QR code (" + std::to_string(text_.size()) +
                                   " characters): copy it and send it instead.");
    ui.controls.record("QR code");
    ImGui::EndPopup();
}

}  // namespace dip
