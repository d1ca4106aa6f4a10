// libFuzzer target: any bytes as a position code (the "#p=" of a link, an embedded board's code). Nothing may
// crash or trip a sanitizer; a position that decodes must travel in every save form and come back the same
// (tests/round_trips.h), and be adjudicated by its rules without harm.
#include <cstdio>
#include <cstdlib>

#include "../round_trips.h"
#include "fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    for (const std::string& text : dip::fuzz::as_save_strings(data, size)) {
        const dip::Expected<dip::SavedPosition> p = dip::decode_position(text);
        if (!p) continue;
        const std::string wrong = dip::test::round_trip_error(p->position, p->orders, p->rules);
        if (!wrong.empty()) {
            std::fprintf(stderr, "a save form did not read back: %s\n", wrong.c_str());
            std::abort();
        }
        const std::unique_ptr<dip::Rules> rules = dip::make_rules(p->rules);
        dip::PhaseResult out;
        rules->adjudicate(p->position, p->orders, out);
    }
    return 0;
}
