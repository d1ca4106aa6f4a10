// libFuzzer target: any text through the position reader, the scenario runner and the whole adjudication
// pipeline. Nothing may crash, hang or trip a sanitizer; a position that reads must write back and read again
// to the same position, and travel in every save form and come back the same (tests/round_trips.h).
#include <cstdio>
#include <cstdlib>
#include <string>

#include "../round_trips.h"
#include "json.h"
#include "position_text.h"
#include "rules.h"
#include "scenario.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const dip::Expected<dip::PositionText> r = dip::read_position(text, dip::standard_rules());
    if (r.ok()) {
        // A "rules:" line may name a variant: the position is then on its map, played by its rules.
        const std::unique_ptr<dip::Rules> rules = dip::make_rules(r->rules);
        std::vector<dip::Order> orders;
        for (const dip::OrderLine& ol : r->orders) orders.push_back(ol.order);
        dip::PhaseResult out;
        rules->adjudicate(r->position, orders, out);
        (void)dip::phase_result_json(r->position, out, *rules);
        const std::string written = dip::write_position(r->position, *rules, r->rules);
        const dip::Expected<dip::PositionText> again = dip::read_position(written, dip::standard_rules());
        if (!again.ok() || !(again->position == r->position)) std::abort();
        const std::string wrong = dip::test::round_trip_error(r->position, orders, r->rules);
        if (!wrong.empty()) {
            std::fprintf(stderr, "a save form did not read back: %s\n", wrong.c_str());
            std::abort();
        }
    }
    (void)dip::run_scenario(text, dip::standard_rules());
    return 0;
}
