// libFuzzer target: any bytes as an orders code (what a player sends the host in play by link) or, with sealed
// orders, an opening or a sealed code, taken into a game by link at its start. Nothing may crash or trip a
// sanitizer; a code that decodes must encode and decode again to the same code.
#include <cstdlib>

#include "fuzz_input.h"
#include "sealed_orders.h"

namespace {

// A sealed game of that variant at its start, every power played by a person, takes the code as from a player.
void take_sealed(const std::string& text, std::uint64_t game_id, dip::Variant variant) {
    dip::Session s(dip::standard_rules());
    dip::GameSettings settings;
    settings.rules.variant = variant;
    s.new_game(dip::PlayMode::ByLink, settings);
    s.set_id(game_id);
    s.change_sealed().set(true, true);
    std::string taken;
    if (dip::sealed::take_codes(s, text, taken).empty() && dip::sealed::prepare_play(s).empty()) (void)s.adjudicate();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    for (const std::string& text : dip::fuzz::as_save_strings(data, size)) {
        std::string error;
        dip::SealCode seal;
        if (dip::decode_seal_code(text, seal, error)) {
            dip::SealCode again;
            if (!dip::decode_seal_code(dip::encode_seal_code(seal), again, error) || again.seal != seal.seal ||
                again.power != seal.power || again.phase != seal.phase || again.game_id != seal.game_id)
                std::abort();
            take_sealed(text, seal.game_id, seal.variant);
            continue;
        }
        dip::OrdersCode c;
        if (!dip::decode_orders_code(text, c, error)) continue;
        dip::OrdersCode again;
        if (!dip::decode_orders_code(dip::encode_orders_code(c), again, error) || again.orders != c.orders ||
            again.power != c.power || again.phase != c.phase || again.game_id != c.game_id ||
            again.opening != c.opening || again.salt != c.salt || again.saw != c.saw)
            std::abort();
        if (c.opening) take_sealed(text, c.game_id, c.variant);
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
