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
        if (const dip::Expected<dip::bot::ThinkRequest> r = dip::bot::decode_think_request(text)) {
            const dip::Expected<dip::bot::ThinkRequest> again =
                dip::bot::decode_think_request(dip::bot::encode_think_request(*r));
            if (!again || !(again->position == r->position) || again->rules != r->rules || again->power != r->power ||
                again->level != r->level || again->seed != r->seed || !(again->relations == r->relations) ||
                again->task != r->task || again->talk.press != r->talk.press ||
                again->talk.talkers.computer != r->talk.talkers.computer ||
                again->talk.talkers.speaks != r->talk.talkers.speaks) {
                std::fprintf(stderr, "a request did not read back: %s\n", again.failure().message.c_str());
                std::abort();
            }
        }
        for (const auto& variant : dip::catalogue().variants()) {
            const dip::Expected<std::vector<dip::Order>> orders = dip::bot::decode_think_answer(text, variant->map);
            if (!orders) continue;
            const dip::Expected<std::vector<dip::Order>> back =
                dip::bot::decode_think_answer(dip::bot::encode_think_answer(*orders, variant->map), variant->map);
            if (!back || *back != *orders) {
                std::fprintf(stderr, "an answer on %s did not read back: %s\n", variant->id.c_str(),
                             back.failure().message.c_str());
                std::abort();
            }
        }
        for (const auto& variant : dip::catalogue().variants()) {  // an answer of talk
            const dip::Expected<dip::Press> made = dip::bot::decode_talk_answer(text, variant->map);
            if (!made) continue;
            const dip::Expected<dip::Press> back =
                dip::bot::decode_talk_answer(dip::bot::encode_talk_answer(*made, variant->map), variant->map);
            if (!back || *back != *made) {
                std::fprintf(stderr, "talk on %s did not read back\n", variant->id.c_str());
                std::abort();
            }
        }
    }
    return 0;
}
