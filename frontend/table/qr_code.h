// A QR code of a text (a game's link, an orders code), made by libqrencode (Debian's qrencode): what the table
// screen shows for the phones to scan, and a phone shows for the table's camera.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace dip {

struct QrCode {
    int size = 0;                    // modules on a side (21 to 177)
    std::vector<std::uint8_t> dark;  // size * size, row by row: 1 is a dark module

    bool at(int x, int y) const { return dark[static_cast<std::size_t>(y) * size + x] != 0; }
};

// The text as bytes, with the most error correction its length allows (M, else L: a screen is read from close
// by, not printed and scuffed). Nothing when the text is too long for any QR code (2,953 bytes).
std::optional<QrCode> make_qr(std::string_view text);

// The longest text make_qr takes.
inline constexpr std::size_t kLongestQrText = 2953;

}  // namespace dip
