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
                bool (*decode)(std::string_view, dip::Signed<Code>&, std::string&)) {
    dip::Signed<Code> again;
    std::string error;
    return decode(encoded, again, error) && again.code.about == c.code.about;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    for (const std::string& text : dip::fuzz::as_save_strings(data, size)) {
        std::string error;
        dip::Signed<dip::SealCode> seal;
        dip::Signed<dip::ReadyCode> ready;
        dip::Signed<dip::OpeningCode> opening;
        if (dip::decode_seal_code(text, seal, error)) {
            dip::SealCode c = seal.code;
            c.key = dip::public_key_of(kKey);  // signed again by another key: read again the same
            dip::Signed<dip::SealCode> again;
            if (!dip::decode_seal_code(dip::encode_seal_code(c, kKey), again, error) || again.code.seal != c.seal ||
                !(again.code.about == c.about))
                std::abort();
        } else if (dip::decode_ready_code(text, ready, error)) {
            if (!same_again(ready, dip::encode_ready_code(ready.code, kKey), dip::decode_ready_code)) std::abort();
        } else if (dip::decode_opening_code(text, opening, error)) {
            dip::Signed<dip::OpeningCode> again;
            if (!dip::decode_opening_code(dip::encode_opening_code(opening.code, kKey), again, error) ||
                again.code.orders != opening.code.orders || again.code.counted != opening.code.counted ||
                !(again.code.about == opening.code.about))
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
