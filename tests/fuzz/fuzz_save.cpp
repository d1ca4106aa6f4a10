// libFuzzer target: any bytes as a save string, sealed with a correct checksum so that they reach the
// decoders, and the games they hold replayed. Nothing may crash, hang or trip a sanitizer; whatever decodes
// must encode and decode again to the same record.
#include <cstdlib>
#include <string>
#include <vector>

#include "save.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string sealed = dip::save_string_from_bytes(std::vector<std::uint8_t>(data, data + size));
    const std::string raw(reinterpret_cast<const char*>(data), size);
    for (const std::string& text : {sealed, raw}) {
        std::string error;
        dip::SavedGame g;
        if (dip::decode_game(text, g, error)) {
            dip::Session s(dip::standard_rules());
            if (dip::restore_session(g, s, error)) (void)dip::encode_game(dip::save_session(s, 0));
            dip::SavedGame again;
            if (!dip::decode_game(dip::encode_game(g), again, error)) std::abort();
        }
        dip::SavedPosition p;
        if (dip::decode_position(text, p, error)) {
            dip::SavedPosition again;
            if (!dip::decode_position(dip::encode_position(p), again, error) || !(again.position == p.position))
                std::abort();
        }
        dip::OrdersCode c;
        (void)dip::decode_orders_code(text, c, error);
    }
    return 0;
}
