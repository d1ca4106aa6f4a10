// QR codes by libqrencode (qr_code.h).
#include "qr_code.h"

#include <memory>

#include <qrencode.h>

namespace dip {

std::optional<QrCode> make_qr(std::string_view text) {
    if (text.empty() || text.size() > kLongestQrText) return std::nullopt;
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    const int length = static_cast<int>(text.size());
    for (const QRecLevel level : {QR_ECLEVEL_M, QR_ECLEVEL_L}) {
        // Version 0: the smallest version that holds the text.
        const std::unique_ptr<QRcode, void (*)(QRcode*)> made(QRcode_encodeData(length, bytes, 0, level), QRcode_free);
        if (!made) continue;
        QrCode code;
        code.size = made->width;
        code.dark.resize(static_cast<std::size_t>(code.size) * code.size);
        for (std::size_t i = 0; i < code.dark.size(); ++i) code.dark[i] = made->data[i] & 1;  // bit 0: dark
        return code;
    }
    return std::nullopt;
}

}  // namespace dip
