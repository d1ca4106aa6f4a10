// The animated GIF writer (frontend/film/gif_encoder.h), read back by a decoder written here from the GIF89a
// specification: every frame comes back with its delay, a picture of few colours comes back exact, and one of many
// colours comes back close, however long the LZW table grows.
#include <catch2/catch.hpp>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "gif_encoder.h"

using namespace dip;

namespace {

struct Decoded {
    int width = 0, height = 0;
    bool loops = false;
    std::vector<int> delays;
    std::vector<std::vector<std::uint8_t>> frames;  // RGB, the whole picture after each frame
    std::vector<std::array<int, 4>> rectangles;     // each frame's: left, top, width, height
    std::size_t bytes = 0;
};

// Reads a GIF with a global colour table (what the encoder writes): each frame a rectangle laid over the picture the
// frames before it left ("do not dispose"); the pictures after each frame.
Decoded decode(const std::vector<std::uint8_t>& gif) {
    Decoded d;
    d.bytes = gif.size();
    std::size_t at = 0;
    const auto byte = [&]() -> int { return at < gif.size() ? gif[at++] : -1; };
    const auto word = [&]() {
        const int lo = byte();
        return lo | byte() << 8;
    };
    REQUIRE(std::string(gif.begin(), gif.begin() + 6) == "GIF89a");
    at = 6;
    d.width = word(), d.height = word();
    const int flags = byte();
    byte(), byte();
    std::vector<std::uint8_t> table(static_cast<std::size_t>(3 << ((flags & 7) + 1)));
    for (auto& c : table) c = static_cast<std::uint8_t>(byte());
    int delay = 0;
    std::vector<std::uint8_t> shown(static_cast<std::size_t>(d.width) * d.height * 3, 0);
    for (;;) {
        const int kind = byte();
        if (kind == 0x3B || kind < 0) break;
        if (kind == 0x21) {
            const int label = byte();
            std::vector<std::uint8_t> data;
            for (int n = byte(); n > 0; n = byte())
                for (int i = 0; i < n; ++i) data.push_back(static_cast<std::uint8_t>(byte()));
            if (label == 0xF9 && data.size() >= 3) delay = data[1] | data[2] << 8;
            if (label == 0xFF && data.size() >= 11 && std::string(data.begin(), data.begin() + 11) == "NETSCAPE2.0")
                d.loops = true;
            continue;
        }
        REQUIRE(kind == 0x2C);
        const int left = word(), top = word(), width = word(), height = word();
        REQUIRE(left + width <= d.width);
        REQUIRE(top + height <= d.height);
        d.rectangles.push_back({left, top, width, height});
        byte();
        const int min_size = byte();
        std::vector<std::uint8_t> data;
        for (int n = byte(); n > 0; n = byte())
            for (int i = 0; i < n; ++i) data.push_back(static_cast<std::uint8_t>(byte()));
        // LZW, with the table growing to 4096 codes and cleared by the clear code.
        const int clear = 1 << min_size, end = clear + 1;
        std::vector<std::vector<std::uint8_t>> dict;
        int size = min_size + 1;
        const auto reset = [&]() {
            dict.assign(static_cast<std::size_t>(end + 1), {});
            for (int i = 0; i < clear; ++i) dict[static_cast<std::size_t>(i)] = {static_cast<std::uint8_t>(i)};
            size = min_size + 1;
        };
        reset();
        std::vector<std::uint8_t> indices;
        std::size_t bit = 0;
        int previous = -1;
        for (;;) {
            if (bit + size > data.size() * 8) break;
            int code = 0;
            for (int i = 0; i < size; ++i, ++bit) code |= (data[bit / 8] >> (bit % 8) & 1) << i;
            if (code == clear) {
                reset();
                previous = -1;
                continue;
            }
            if (code == end) break;
            std::vector<std::uint8_t> entry;
            if (code < static_cast<int>(dict.size())) entry = dict[static_cast<std::size_t>(code)];
            else {
                REQUIRE(previous >= 0);
                REQUIRE(code == static_cast<int>(dict.size()));
                entry = dict[static_cast<std::size_t>(previous)];
                entry.push_back(entry[0]);
            }
            indices.insert(indices.end(), entry.begin(), entry.end());
            if (previous >= 0 && dict.size() < 4096) {
                std::vector<std::uint8_t> added = dict[static_cast<std::size_t>(previous)];
                added.push_back(entry[0]);
                dict.push_back(added);
                if (static_cast<int>(dict.size()) == (1 << size) && size < 12) ++size;
            }
            previous = code;
        }
        REQUIRE(indices.size() == static_cast<std::size_t>(width) * height);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                const std::size_t i = indices[static_cast<std::size_t>(y) * width + x];
                for (int c = 0; c < 3; ++c)
                    shown[(static_cast<std::size_t>(top + y) * d.width + left + x) * 3 + c] = table[i * 3 + c];
            }
        d.frames.push_back(shown);
        d.delays.push_back(delay);
    }
    return d;
}

std::vector<std::uint8_t> picture(int w, int h, int frame, int colours) {
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(w) * h * 4);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const int k = ((x / 3) * 7 + y * 13 + frame * 5 + (x * y) % 11) % colours;
            std::uint8_t* p = &rgba[(static_cast<std::size_t>(y) * w + x) * 4];
            // Colours far apart in every channel (each in a bin of its own) when there are few of them.
            p[0] = static_cast<std::uint8_t>(k * 37 % 256), p[1] = static_cast<std::uint8_t>(k * 91 % 256);
            p[2] = static_cast<std::uint8_t>(k * 53 % 256), p[3] = 255;
        }
    return rgba;
}

}  // namespace

TEST_CASE("[Gif] a film of few colours comes back exact, frame by frame, with its delays, and loops") {
    GifEncoder gif(97, 61);
    for (int f = 0; f < 5; ++f) gif.add_frame(picture(97, 61, f, 40), f == 4 ? 200 : 10);
    const Decoded d = decode(gif.finish());
    CHECK(d.width == 97);
    CHECK(d.height == 61);
    CHECK(d.loops);
    CHECK(d.delays == std::vector<int>{10, 10, 10, 10, 200});
    REQUIRE(d.frames.size() == 5);
    for (int f = 0; f < 5; ++f) {
        const std::vector<std::uint8_t> want = picture(97, 61, f, 40);
        int wrong = 0;
        for (std::size_t i = 0; i < d.frames[f].size() / 3; ++i)
            for (int c = 0; c < 3; ++c) wrong += d.frames[f][i * 3 + c] != want[i * 4 + c];
        CHECK(wrong == 0);
    }
}

TEST_CASE("[Gif] a large picture of many colours fills the LZW table many times and comes back close") {
    const int w = 400, h = 300;
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(w) * h * 4);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            std::uint8_t* p = &rgba[(static_cast<std::size_t>(y) * w + x) * 4];
            p[0] = static_cast<std::uint8_t>(x * 255 / w), p[1] = static_cast<std::uint8_t>(y * 255 / h);
            p[2] = static_cast<std::uint8_t>((x ^ y) & 255), p[3] = 255;
        }
    GifEncoder gif(w, h);
    gif.add_frame(rgba, 50);
    const Decoded d = decode(gif.finish());
    REQUIRE(d.frames.size() == 1);
    long total = 0;
    for (std::size_t i = 0; i < static_cast<std::size_t>(w) * h; ++i)
        for (int c = 0; c < 3; ++c) total += std::abs(d.frames[0][i * 3 + c] - rgba[i * 4 + c]);
    const double mean = static_cast<double>(total) / (static_cast<double>(w) * h * 3);
    INFO("mean error " << mean);
    CHECK(mean < 12);  // 256 colours for a picture of tens of thousands
}

TEST_CASE(
    "[Gif] a frame that changes a little is written as the rectangle that changed, and one that changes "
    "nothing lengthens the frame before") {
    const int w = 200, h = 150;
    std::vector<std::uint8_t> still = picture(w, h, 0, 30);
    std::vector<std::uint8_t> moved = still;
    for (int y = 40; y < 50; ++y)  // a square that moves: pixels (60..71, 40..49) change
        for (int x = 60; x < 72; ++x) {
            std::uint8_t* p = &moved[(static_cast<std::size_t>(y) * w + x) * 4];
            p[0] = 255, p[1] = 255, p[2] = 255;
        }
    GifEncoder gif(w, h);
    gif.add_frame(still, 10);
    gif.add_frame(still, 10);  // the same: no frame of its own
    gif.add_frame(moved, 10);
    gif.add_frame(moved, 30);
    gif.add_frame(still, 10);
    CHECK(gif.frames() == 3);
    const Decoded d = decode(gif.finish());
    CHECK(d.delays == std::vector<int>{20, 40, 10});
    REQUIRE(d.rectangles.size() == 3);
    CHECK(d.rectangles[0] == std::array<int, 4>{0, 0, w, h});
    CHECK(d.rectangles[1] == std::array<int, 4>{60, 40, 12, 10});
    CHECK(d.rectangles[2] == std::array<int, 4>{60, 40, 12, 10});
    const std::vector<const std::vector<std::uint8_t>*> want{&still, &moved, &still};
    for (std::size_t f = 0; f < 3; ++f) {
        int wrong = 0;
        for (std::size_t i = 0; i < static_cast<std::size_t>(w) * h; ++i)
            for (int c = 0; c < 3; ++c) wrong += d.frames[f][i * 3 + c] != (*want[f])[i * 4 + c];
        CHECK(wrong == 0);
    }
}
