// The cryptography we take from nettle, against published test vectors: SHA-256 (seal.h) against FIPS 180-2's,
// Ed25519 (signature.h) against RFC 8032's, all bytes compared. Checks that nettle is wired in right (the system
// library natively, its C files on the web), not nettle itself.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <string_view>

#include "seal.h"
#include "signature.h"

using namespace dip;

namespace {

std::vector<std::uint8_t> from_hex(std::string_view hex) {
    REQUIRE(hex.size() % 2 == 0);
    std::vector<std::uint8_t> out;
    for (std::size_t i = 0; i < hex.size(); i += 2)
        out.push_back(static_cast<std::uint8_t>(std::stoi(std::string(hex.substr(i, 2)), nullptr, 16)));
    return out;
}

template <std::size_t N>
std::array<std::uint8_t, N> from_hex_array(std::string_view hex) {
    const auto bytes = from_hex(hex);
    REQUIRE(bytes.size() == N);
    std::array<std::uint8_t, N> out;
    std::copy(bytes.begin(), bytes.end(), out.begin());
    return out;
}

std::vector<std::uint8_t> bytes_of(std::string_view text) { return {text.begin(), text.end()}; }

// Bit k % 8 of byte k: every byte and every bit position of it, in one pass.
template <class Bytes>
Bytes flipped(Bytes bytes, std::size_t k) {
    bytes[k] ^= static_cast<std::uint8_t>(1u << (k % 8));
    return bytes;
}

// RFC 8032 section 7.1, Ed25519: each test's secret key, public key, message and signature, as the RFC gives them.
struct Rfc8032Case {
    const char* name;
    const char* secret;
    const char* pub;
    const char* message;
    const char* signature;
};
const Rfc8032Case kRfc8032[] = {
    {"TEST 1", "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
     "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "",
     "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155"
     "5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"},
    {"TEST 2", "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
     "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", "72",
     "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da"
     "085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"},
    {"TEST 3", "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
     "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025", "af82",
     "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac"
     "18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a"},
    {"TEST 1024", "f5e5767cf153319517630f226876b86c8160cc583bc013744c6bf255f5cc0ee5",
     "278117fc144c72340f67d0f2316e8386ceffbf2b2428c9c51fef7c597f1d426e",
     "08b8b2b733424243760fe426a4b54908632110a66c2f6591eabd3345e3e4eb98fa6e264bf09efe12ee50f8f54e9f77b1"
     "e355f6c50544e23fb1433ddf73be84d879de7c0046dc4996d9e773f4bc9efe5738829adb26c81b37c93a1b270b20329d"
     "658675fc6ea534e0810a4432826bf58c941efb65d57a338bbd2e26640f89ffbc1a858efcb8550ee3a5e1998bd177e93a"
     "7363c344fe6b199ee5d02e82d522c4feba15452f80288a821a579116ec6dad2b3b310da903401aa62100ab5d1a36553e"
     "06203b33890cc9b832f79ef80560ccb9a39ce767967ed628c6ad573cb116dbefefd75499da96bd68a8a97b928a8bbc10"
     "3b6621fcde2beca1231d206be6cd9ec7aff6f6c94fcd7204ed3455c68c83f4a41da4af2b74ef5c53f1d8ac70bdcb7ed1"
     "85ce81bd84359d44254d95629e9855a94a7c1958d1f8ada5d0532ed8a5aa3fb2d17ba70eb6248e594e1a2297acbbb39d"
     "502f1a8c6eb6f1ce22b3de1a1f40cc24554119a831a9aad6079cad88425de6bde1a9187ebb6092cf67bf2b13fd65f270"
     "88d78b7e883c8759d2c4f5c65adb7553878ad575f9fad878e80a0c9ba63bcbcc2732e69485bbc9c90bfbd62481d9089b"
     "eccf80cfe2df16a2cf65bd92dd597b0707e0917af48bbb75fed413d238f5555a7a569d80c3414a8d0859dc65a46128ba"
     "b27af87a71314f318c782b23ebfe808b82b0ce26401d2e22f04d83d1255dc51addd3b75a2b1ae0784504df543af8969b"
     "e3ea7082ff7fc9888c144da2af58429ec96031dbcad3dad9af0dcbaaaf268cb8fcffead94f3c7ca495e056a9b47acdb7"
     "51fb73e666c6c655ade8297297d07ad1ba5e43f1bca32301651339e22904cc8c42f58c30c04aafdb038dda0847dd988d"
     "cda6f3bfd15c4b4c4525004aa06eeff8ca61783aacec57fb3d1f92b0fe2fd1a85f6724517b65e614ad6808d6f6ee34df"
     "f7310fdc82aebfd904b01e1dc54b2927094b2db68d6f903b68401adebf5a7e08d78ff4ef5d63653a65040cf9bfd4aca7"
     "984a74d37145986780fc0b16ac451649de6188a7dbdf191f64b5fc5e2ab47b57f7f7276cd419c17a3ca8e1b939ae49e4"
     "88acba6b965610b5480109c8b17b80e1b7b750dfc7598d5d5011fd2dcc5600a32ef5b52a1ecc820e308aa342721aac09"
     "43bf6686b64b2579376504ccc493d97e6aed3fb0f9cd71a43dd497f01f17c0e2cb3797aa2a2f256656168e6c496afc5f"
     "b93246f6b1116398a346f1a641f3b041e989f7914f90cc2c7fff357876e506b50d334ba77c225bc307ba537152f3f161"
     "0e4eafe595f6d9d90d11faa933a15ef1369546868a7f3a45a96768d40fd9d03412c091c6315cf4fde7cb68606937380d"
     "b2eaaa707b4c4185c32eddcdd306705e4dc1ffc872eeee475a64dfac86aba41c0618983f8741c5ef68d3a101e8a3b8ca"
     "c60c905c15fc910840b94c00a0b9d0",
     "0aab4c900501b3e24d7cdf4663326a3a87df5e4843b2cbdb67cbf6e460fec350"
     "aa5371b1508f9f4528ecea23c436d94b5e8fcd4f681e30a6ac00a9704a188a03"},
    {"TEST SHA(abc)", "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42",
     "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf",
     "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
     "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
     "dc2a4459e7369633a52b1bf277839a00201009a3efbf3ecb69bea2186c26b589"
     "09351fc9ac90b3ecfdfbc7c66431e0303dca179c138ac17ad9bef1177331a704"},
};

}  // namespace

TEST_CASE("[Crypto] SHA-256 gives FIPS 180-2's digests", "[crypto]") {
    SECTION("one block") {
        CHECK(sha256(bytes_of("abc")) ==
              from_hex_array<32>("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    }
    SECTION("two blocks") {
        CHECK(sha256(bytes_of("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")) ==
              from_hex_array<32>("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
    }
    SECTION("no bytes") {
        CHECK(sha256({}) == from_hex_array<32>("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
    }
    SECTION("a million times 'a'") {
        CHECK(sha256(std::vector<std::uint8_t>(1'000'000, 'a')) ==
              from_hex_array<32>("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"));
    }
}

TEST_CASE("[Crypto] Ed25519 gives RFC 8032's keys and signatures, and refuses any bit changed", "[crypto]") {
    for (const Rfc8032Case& c : kRfc8032) {
        DYNAMIC_SECTION(c.name) {
            const auto secret = from_hex_array<32>(c.secret);
            const auto pub = from_hex_array<32>(c.pub);
            const auto message = from_hex(c.message);
            const auto signature = from_hex_array<64>(c.signature);

            CHECK(public_key_of(secret) == pub);
            CHECK(sign(secret, pub, message) == signature);
            CHECK(verify(pub, message, signature));

            // A bit of the message flipped at its start, middle and end (TEST 1's message has none).
            if (!message.empty())
                for (std::size_t k : {std::size_t{0}, message.size() / 2, message.size() - 1})
                    CHECK_FALSE(verify(pub, flipped(message, k), signature));
            for (std::size_t k = 0; k < signature.size(); ++k) CHECK_FALSE(verify(pub, message, flipped(signature, k)));
            for (std::size_t k = 0; k < pub.size(); ++k) CHECK_FALSE(verify(flipped(pub, k), message, signature));
        }
    }
}

TEST_CASE("[Crypto] a secret key made from random numbers signs, and other numbers give another key", "[crypto]") {
    const SecretKey key = make_secret_key(1, 2, 3, 4);
    // Each number is 8 bytes of the key: any one changed, or two swapped, gives another key.
    for (const SecretKey& other :
         {make_secret_key(2, 2, 3, 4), make_secret_key(1, 3, 3, 4), make_secret_key(1, 2, 4, 4),
          make_secret_key(1, 2, 3, 5), make_secret_key(2, 1, 3, 4)}) {
        CHECK(other != key);
        CHECK(public_key_of(other) != public_key_of(key));
    }
    CHECK(make_secret_key(1, 2, 3, 4) == key);

    const PublicKey pub = public_key_of(key);
    const auto message = bytes_of("Spring 1901: A Vie-Tri, A Bud-Ser, F Tri-Alb");
    const Signature s = sign(key, pub, message);
    CHECK(verify(pub, message, s));
    CHECK_FALSE(verify(public_key_of(make_secret_key(1, 2, 3, 5)), message, s));

    // Signed with someone else's public key, as signature.h warns: it verifies under neither key.
    const PublicKey wrong = public_key_of(make_secret_key(5, 6, 7, 8));
    const Signature bad = sign(key, wrong, message);
    CHECK_FALSE(verify(pub, message, bad));
    CHECK_FALSE(verify(wrong, message, bad));
}
