// libFuzzer target: any bytes as a code of sealed play (a seal, a ready code or an opening, sealed_codes.h). A code
// that decodes must encode and decode again to the same code; and any code is taken into a sealed game of its own
// variant and into one of another variant (which one follows from the bytes, so that every variant takes codes of
// every other over a run), each at its start with people at every seat, where nothing may crash or trip a sanitizer
// (a code of another variant is refused before its power or orders are used).
#include <cstdlib>

#include "fuzz_input.h"
#include "sealed_codes.h"
#include "sealed_orders.h"

namespace {

const dip::SecretKey kKey = dip::make_secret_key(1, 2, 3, 4);

// One sealed game of each variant, kept between inputs (a code is only ever taken into them by a valid signature
// on the game's own record, which fuzzed bytes do not make).
std::vector<dip::Session>& games() {
    static std::vector<dip::Session> all = [] {
        std::vector<dip::Session> out;
        for (const auto& v : dip::catalogue().variants()) {
            dip::Session& s = out.emplace_back(dip::standard_rules());
            dip::GameSettings settings;
            settings.rules.variant = v->number;
            s.new_game(dip::PlayMode::ByLink, settings);
            s.change_record().id = 0x5EED;
            s.change_record().sealed.set(true, v->number != dip::Variant::Standard);
        }
        return out;
    }();
    return all;
}

template <class Code>
bool same_again(const dip::Signed<Code>& c, const std::string& encoded,
                dip::Expected<dip::Signed<Code>> (*decode)(std::string_view)) {
    const dip::Expected<dip::Signed<Code>> again = decode(encoded);
    return again && again->code.about == c.code.about;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    for (const std::string& text : dip::fuzz::as_save_strings(data, size)) {
        dip::Signed<dip::SealCode> seal;  // the code read, if any (each stays empty otherwise)
        dip::Signed<dip::ReadyCode> ready;
        dip::Signed<dip::OpeningCode> opening;
        if (const dip::Expected<dip::Signed<dip::SealCode>> read = dip::decode_seal_code(text)) {
            seal = *read;
            dip::SealCode c = seal.code;
            c.key = dip::public_key_of(kKey);  // signed again by another key: read again the same
            const dip::Expected<dip::Signed<dip::SealCode>> again =
                dip::decode_seal_code(dip::encode_seal_code(c, kKey));
            if (!again || again->code.seal != c.seal || !(again->code.about == c.about)) std::abort();
        } else if (const dip::Expected<dip::Signed<dip::ReadyCode>> read_ready = dip::decode_ready_code(text)) {
            ready = *read_ready;
            if (!same_again(ready, dip::encode_ready_code(ready.code, kKey), dip::decode_ready_code)) std::abort();
        } else if (const dip::Expected<dip::Signed<dip::OpeningCode>> read_opening = dip::decode_opening_code(text)) {
            opening = *read_opening;
            const dip::Expected<dip::Signed<dip::OpeningCode>> again =
                dip::decode_opening_code(dip::encode_opening_code(opening.code, kKey));
            if (!again || again->code.orders != opening.code.orders || again->code.counted != opening.code.counted ||
                !(again->code.about == opening.code.about))
                std::abort();
        }
        std::vector<dip::Session>& all = games();
        std::size_t other = 0;
        for (std::size_t i = 0; i < size; ++i) other = other * 31 + data[i];
        for (std::size_t k = 0; k < all.size(); ++k) {
            const dip::Variant variant = all[k].settings().rules.variant;
            const bool own = (seal.code.about.power != dip::kNoPower && seal.code.about.variant == variant) ||
                             (ready.code.about.power != dip::kNoPower && ready.code.about.variant == variant) ||
                             (opening.code.about.power != dip::kNoPower && opening.code.about.variant == variant);
            if (!own && k != other % all.size()) continue;
            std::string taken;
            (void)dip::sealed::take_codes(all[k], text, taken);
        }
    }
    return 0;
}
