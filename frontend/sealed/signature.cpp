#include "signature.h"

#include <nettle/eddsa.h>

namespace dip {

SecretKey make_secret_key(std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d) {
    SecretKey s;
    const std::uint64_t words[] = {a, b, c, d};
    for (int w = 0; w < 4; ++w)
        for (int k = 0; k < 8; ++k) s[8 * w + k] = static_cast<std::uint8_t>(words[w] >> (8 * k));
    return s;
}

PublicKey public_key_of(const SecretKey& secret) {
    PublicKey pub;
    ed25519_sha512_public_key(pub.data(), secret.data());
    return pub;
}

Signature sign(const SecretKey& secret, const PublicKey& pub, const std::vector<std::uint8_t>& message) {
    Signature out;
    ed25519_sha512_sign(pub.data(), secret.data(), message.size(), message.data(), out.data());
    return out;
}

bool verify(const PublicKey& pub, const std::vector<std::uint8_t>& message, const Signature& signature) {
    return ed25519_sha512_verify(pub.data(), message.size(), message.data(), signature.data()) != 0;
}

}  // namespace dip
