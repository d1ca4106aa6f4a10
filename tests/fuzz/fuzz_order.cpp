// libFuzzer target: any text through the order parser in every phase kind. Nothing may crash; an error must
// point inside the input; an order that parses must write back to text that parses to the same order.
#include <cstdlib>
#include <string>

#include "order_parser.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const dip::Map& map = dip::standard_map();
    for (dip::PhaseKind phase : {dip::PhaseKind::Movement, dip::PhaseKind::Retreats, dip::PhaseKind::Adjustments}) {
        const dip::Expected<dip::Order> p = dip::parse_order(text, phase, map);
        if (!p.ok()) {
            if (p.failure().message.empty() || p.failure().begin < 0 || p.failure().end < p.failure().begin ||
                p.failure().end > static_cast<int>(text.size()))
                std::abort();
            continue;
        }
        const std::string written = dip::to_text(*p, map);
        const dip::Expected<dip::Order> again = dip::parse_order(written, phase, map);
        if (!again.ok() || !(*again == *p)) std::abort();
    }
    return 0;
}
