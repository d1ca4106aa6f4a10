// libFuzzer target: any text through the position reader, the scenario runner and the whole adjudication
// pipeline. Nothing may crash, hang or trip a sanitizer; a position that reads must write back and read again
// to the same position.
#include <cstdlib>
#include <string>

#include "json.h"
#include "position_text.h"
#include "rules.h"
#include "scenario.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const dip::Rules& rules = dip::standard_rules();
    const dip::ReadResult r = dip::read_position(text, rules.map());
    if (r.ok) {
        std::vector<dip::Order> orders;
        for (const dip::OrderLine& ol : r.value.orders) orders.push_back(ol.order);
        dip::PhaseResult out;
        rules.adjudicate(r.value.position, orders, out);
        (void)dip::phase_result_json(r.value.position, out, rules);
        const std::string written = dip::write_position(r.value.position, rules.map());
        const dip::ReadResult again = dip::read_position(written, rules.map());
        if (!again.ok || !(again.value.position == r.value.position)) std::abort();
    }
    (void)dip::run_scenario(text, rules);
    return 0;
}
