// libFuzzer target: any bytes as a computer player's request (what the page sends its workers) and as the
// answer a worker sends back. Nothing may crash or trip a sanitizer; a request or answer that decodes must
// encode and decode again to the same. (Answering a request runs the bots: too slow to fuzz; the requests
// that decode are well formed positions, which the bots' own property tests cover.)
#include <cstdio>
#include <cstdlib>

#include "bot/think_wire.h"
#include "catalogue.h"
#include "fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    for (const std::string& text : dip::fuzz::as_hex_strings(data, size)) {
        std::string error;
        dip::bot::ThinkRequest r;
        if (dip::bot::decode_think_request(text, r, error)) {
            dip::bot::ThinkRequest again;
            if (!dip::bot::decode_think_request(dip::bot::encode_think_request(r), again, error) ||
                !(again.position == r.position) || again.rules != r.rules || again.power != r.power ||
                again.level != r.level || again.seed != r.seed || !(again.relations == r.relations)) {
                std::fprintf(stderr, "a request did not read back: %s\n", error.c_str());
                std::abort();
            }
        }
        for (const auto& variant : dip::catalogue().variants()) {
            std::vector<dip::Order> orders, back;
            if (!dip::bot::decode_think_answer(text, variant->map, orders, error)) continue;
            if (!dip::bot::decode_think_answer(dip::bot::encode_think_answer(orders, variant->map), variant->map, back,
                                               error) ||
                back != orders) {
                std::fprintf(stderr, "an answer on %s did not read back: %s\n", variant->id.c_str(), error.c_str());
                std::abort();
            }
        }
    }
    return 0;
}
