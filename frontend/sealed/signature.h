// Signatures: Ed25519 (RFC 8032) from Debian's nettle, natively the system library and on the web its portable C
// files with nettle's own small bignum code, built by Emscripten. A player's device signs what it sends and every
// other device checks it, with the same bytes everywhere. No key storage here and no platform code.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace dip {

using PublicKey = std::array<std::uint8_t, 32>;  // shown to everyone: names the signer
using SecretKey = std::array<std::uint8_t, 32>;  // never leaves the device: RFC 8032's 32-byte private key
using Signature = std::array<std::uint8_t, 64>;

// A secret key from four random numbers (the platform's random64(): Web Crypto's getRandomValues in the browser).
// Ed25519 takes any 32 bytes as a secret key, so these are the key, byte for byte.
SecretKey make_secret_key(std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d);

// The public key of `secret`.
PublicKey public_key_of(const SecretKey& secret);

// The signature of `message` by `secret`. `pub` must be public_key_of(secret): Ed25519 hashes it into the
// signature, and nettle takes it rather than work it out again; with another key the signature is worthless.
Signature sign(const SecretKey& secret, const PublicKey& pub, const std::vector<std::uint8_t>& message);

// Whether `signature` is the signature of `message` by the owner of `pub`. False for any bad input, including a
// public key that is no point of the curve.
bool verify(const PublicKey& pub, const std::vector<std::uint8_t>& message, const Signature& signature);

}  // namespace dip
