// The three codes of sealed play (docs/FAIR_PLAY.md), each signed with the key of the seat it is for: a seal (the
// first round), a ready code (the deadline rule's second round: the seals its player holds) and an opening (the
// orders and salt of a seal). Each names its game, variant, phase and seat, the versions of the rules and computer
// players of the copy that made it, and the fingerprint of that copy's game record, so that a copy takes only codes
// of the very game it holds. Save strings of kinds 'S', 'R' and 'U' (save_format.h).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "failure.h"
#include "sealed_play.h"
#include "signature.h"
#include "versions.h"

namespace dip {

// What every code of sealed play says it is about.
struct CodeAbout {
    std::uint64_t game_id = 0;
    Variant variant = Variant::Standard;
    std::uint32_t phase = 0;  // how many phases were played before it
    Power power = kNoPower;   // the seat, a power of the variant (checked when read)
    PlayVersion version;      // of the copy that made it
    Fingerprint record{};     // of the game's record on that copy, the phase being played left out
    friend bool operator==(const CodeAbout&, const CodeAbout&) = default;
};

struct SealCode {
    CodeAbout about;
    Seal seal{};
    PublicKey key{};  // the key it is signed with: its player's claim to the seat until the seat's key is pinned
};

struct ReadyCode {
    CodeAbout about;
    SealList held;  // the seals its player holds, its own among them
};

struct OpeningCode {
    CodeAbout about;
    std::vector<Order> orders;  // in the sequence sealed
    Salt salt{};
    Fingerprint held{};    // of the seals its player held when opening: its ready list (deadline rule), or every seal
    PowerSet counted = 0;  // the seats that count this phase, as its player knew them
};

// A code as read: what it says, the bytes its signature covers and the signature.
template <class Code>
struct Signed {
    Code code;
    std::vector<std::uint8_t> message;
    Signature signature{};
    bool signed_by(const PublicKey& key) const { return verify(key, message, signature); }
};

std::string encode_seal_code(const SealCode& c, const SecretKey& key);
std::string encode_ready_code(const ReadyCode& c, const SecretKey& key);
std::string encode_opening_code(const OpeningCode& c, const SecretKey& key);

// Each takes the text alone or with spaces and line breaks. A failure (a sentence saying what is wrong, no line) for
// anything but a well-formed code of a variant this release has, naming a power, orders and seats of that variant.
// Signatures are the taker's to check, once the cheap checks have passed (sealed_orders.h): a seal must be signed by
// the key it carries, the others by the key of the seat's seal.
Expected<Signed<SealCode>> decode_seal_code(std::string_view text);
Expected<Signed<ReadyCode>> decode_ready_code(std::string_view text);
Expected<Signed<OpeningCode>> decode_opening_code(std::string_view text);

}  // namespace dip
