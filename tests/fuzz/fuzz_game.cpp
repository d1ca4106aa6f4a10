// libFuzzer target: any bytes as a game record (the "#g=" of a link, a stored game), and the game it holds
// replayed. Nothing may crash, hang or trip a sanitizer; whatever decodes must encode and decode again to the
// same record, and a record that replays must save again to one that decodes.
#include <cstdlib>

#include "fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    for (const std::string& text : dip::fuzz::as_save_strings(data, size)) {
        std::string error;
        const dip::Expected<dip::GameRecord> g = dip::decode_game(text);
        if (!g) continue;
        const dip::Expected<dip::GameRecord> again = dip::decode_game(dip::encode_game(*g));
        if (!again) std::abort();
        if (dip::encode_game(*again) != dip::encode_game(*g)) std::abort();
        dip::Session s(dip::standard_rules());
        if (dip::restore_session(*g, s, error)) {
            if (!dip::decode_game(dip::encode_game(dip::save_session(s, 0)))) std::abort();
        }
    }
    return 0;
}
