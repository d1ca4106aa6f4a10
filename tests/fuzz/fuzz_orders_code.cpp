// libFuzzer target: any bytes as an orders code (what a player sends the host in play by link with a host), taken
// by the host of a fresh game of every variant. Nothing may crash or trip a sanitizer (a code of another board is
// refused before its power or orders are used); a code that decodes must encode and decode again to the same code,
// preferences and all.
// The codes of sealed play have their own target (fuzz_sealed_code.cpp).
#include <cstdlib>

#include "fuzz_input.h"
#include "save.h"

namespace {

// A fresh game by link of each variant, copied for each input.
const std::vector<dip::Session>& fresh_games() {
    static const std::vector<dip::Session> all = [] {
        std::vector<dip::Session> out;
        for (const auto& v : dip::catalogue().variants()) {
            dip::Session& host = out.emplace_back(dip::standard_rules());
            dip::GameSettings settings;
            settings.rules.variant = v->number;
            host.new_game(dip::PlayMode::ByLink, settings);
        }
        return out;
    }();
    return all;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    for (const std::string& text : dip::fuzz::as_save_strings(data, size)) {
        const dip::Expected<dip::OrdersCode> read = dip::decode_orders_code(text);
        if (!read) continue;
        const dip::OrdersCode& c = *read;
        const dip::Expected<dip::OrdersCode> again = dip::decode_orders_code(dip::encode_orders_code(c));
        if (!again || again->orders != c.orders || again->power != c.power || again->phase != c.phase ||
            again->game_id != c.game_id || again->preferences != c.preferences)
            std::abort();
        // Taken, with its preferences: the phase and the retreats and winter after it play without a fault.
        for (const dip::Session& fresh : fresh_games()) {
            dip::Session host = fresh;
            host.change_record().id = c.game_id;
            if (accept_orders_code(host, c.power, c.phase, c.game_id, c.orders, c.variant, c.preferences).empty()) {
                (void)host.adjudicate();
                host.autoplay(2);
            }
        }
    }
    return 0;
}
