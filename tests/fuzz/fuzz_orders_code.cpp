// libFuzzer target: any bytes as an orders code (what a player sends the host in play by link), taken into a
// game by link at its start. Nothing may crash or trip a sanitizer; a code that decodes must encode and decode
// again to the same code.
#include <cstdlib>

#include "fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    for (const std::string& text : dip::fuzz::as_save_strings(data, size)) {
        std::string error;
        dip::OrdersCode c;
        if (!dip::decode_orders_code(text, c, error)) continue;
        dip::OrdersCode again;
        if (!dip::decode_orders_code(dip::encode_orders_code(c), again, error) || again.orders != c.orders ||
            again.power != c.power || again.phase != c.phase || again.game_id != c.game_id)
            std::abort();
        // The host of a fresh game of that variant takes the code as it would from a player.
        dip::Session host(dip::standard_rules());
        dip::GameSettings settings;
        settings.rules.variant = c.variant;
        host.new_game(dip::PlayMode::ByLink, settings);
        host.set_id(c.game_id);
        if (host.accept_orders_code(c.power, c.phase, c.game_id, c.orders).empty()) (void)host.adjudicate();
    }
    return 0;
}
