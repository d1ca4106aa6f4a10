// libFuzzer target: any bytes as a tournament's link or text (the "#e=" of a link, "Open a tournament's text").
// Nothing may crash or trip a sanitizer; an event that reads must travel by link and by text and come back the
// same, and its standings and Best Country be worked out without harm.
#include <cstdlib>

#include "event_link.h"
#include "event_text.h"
#include "fuzz_input.h"
#include "standings.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    for (const std::string& text : dip::fuzz::as_save_strings(data, size)) {
        const dip::Expected<dip::Event> event = dip::decode_event(text);
        if (!event) continue;
        const dip::Expected<dip::Event> by_link = dip::decode_event(dip::encode_event(*event));
        const dip::Expected<dip::Event> by_text = dip::decode_event(dip::write_event(*event));
        if (!by_link || *by_link != *event || !by_text || *by_text != *event) std::abort();
        (void)dip::standings(*event);
    }
    return 0;
}
