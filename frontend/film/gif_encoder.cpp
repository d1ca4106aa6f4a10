#include "gif_encoder.h"

#include <algorithm>
#include <array>

namespace dip {

namespace {

// A colour's bin: 5 bits a channel.
int bin_of(const std::uint8_t* p) { return (p[0] >> 3) << 10 | (p[1] >> 3) << 5 | (p[2] >> 3); }

struct Palette {
    std::vector<std::array<std::uint8_t, 3>> colours;  // at most 256
    std::vector<std::uint8_t> index_of_bin;            // 32768 bins: the nearest entry
};

// The most used bins, each entry the mean of the colours in it; every bin maps to its nearest entry.
Palette make_palette(const std::vector<std::array<std::uint64_t, 4>>& bins) {
    std::vector<int> used;
    for (int i = 0; i < 32768; ++i)
        if (bins[static_cast<std::size_t>(i)][0]) used.push_back(i);
    std::stable_sort(used.begin(), used.end(), [&](int a, int b) {
        return bins[static_cast<std::size_t>(a)][0] > bins[static_cast<std::size_t>(b)][0];
    });
    used.resize(std::min<std::size_t>(used.size(), 256));
    Palette p;
    for (const int i : used) {
        const auto& b = bins[static_cast<std::size_t>(i)];
        p.colours.push_back({static_cast<std::uint8_t>(b[1] / b[0]), static_cast<std::uint8_t>(b[2] / b[0]),
                             static_cast<std::uint8_t>(b[3] / b[0])});
    }
    if (p.colours.empty()) p.colours.push_back({0, 0, 0});
    p.index_of_bin.assign(32768, 0);
    for (int bin = 0; bin < 32768; ++bin) {
        const int r = (bin >> 10) << 3 | 4, g = ((bin >> 5) & 31) << 3 | 4, b = (bin & 31) << 3 | 4;
        int best = 0, best_d = 1 << 30;
        for (std::size_t k = 0; k < p.colours.size(); ++k) {
            const int dr = r - p.colours[k][0], dg = g - p.colours[k][1], db = b - p.colours[k][2];
            const int d = dr * dr + dg * dg + db * db;
            if (d < best_d) best = static_cast<int>(k), best_d = d;
        }
        p.index_of_bin[static_cast<std::size_t>(bin)] = static_cast<std::uint8_t>(best);
    }
    // A bin that is an entry maps to that entry, whatever its mean's nearest is.
    for (std::size_t k = 0; k < used.size(); ++k)
        p.index_of_bin[static_cast<std::size_t>(used[k])] = static_cast<std::uint8_t>(k);
    return p;
}

class Writer {
public:
    std::vector<std::uint8_t> out;
    void byte(int b) { out.push_back(static_cast<std::uint8_t>(b)); }
    void word(int w) { byte(w & 255), byte(w >> 8 & 255); }
    void text(const char* s) {
        while (*s) byte(*s++);
    }
};

// LZW codes packed from the low bit up, in sub-blocks of at most 255 bytes.
class CodeWriter {
public:
    explicit CodeWriter(Writer& w) : w_(w) {}
    void put(int code, int size) {
        bits_ |= static_cast<std::uint32_t>(code) << count_;
        count_ += size;
        while (count_ >= 8) {
            add(static_cast<std::uint8_t>(bits_ & 255));
            bits_ >>= 8;
            count_ -= 8;
        }
    }
    void end() {
        if (count_ > 0) add(static_cast<std::uint8_t>(bits_ & 255));
        flush();
        w_.byte(0);  // the block terminator
    }

private:
    void add(std::uint8_t b) {
        block_.push_back(b);
        if (block_.size() == 255) flush();
    }
    void flush() {
        if (block_.empty()) return;
        w_.byte(static_cast<int>(block_.size()));
        w_.out.insert(w_.out.end(), block_.begin(), block_.end());
        block_.clear();
    }
    Writer& w_;
    std::uint32_t bits_ = 0;
    int count_ = 0;
    std::vector<std::uint8_t> block_;
};

// The image's palette indices, LZW-coded with 8-bit roots (GIF's variant: codes grow to 12 bits, then a clear).
void write_lzw(Writer& w, const std::vector<std::uint8_t>& indices) {
    constexpr int kClear = 256, kEnd = 257;
    w.byte(8);  // the minimum code size
    CodeWriter codes(w);
    std::vector<std::int16_t> next(4096 * 256, -1);  // (prefix code, byte) -> code
    std::vector<int> touched;
    int size = 9, free = kEnd + 1;
    codes.put(kClear, size);
    int prefix = -1;
    for (const std::uint8_t c : indices) {
        if (prefix < 0) {
            prefix = c;
            continue;
        }
        const int slot = prefix * 256 + c;
        if (next[static_cast<std::size_t>(slot)] >= 0) {
            prefix = next[static_cast<std::size_t>(slot)];
            continue;
        }
        codes.put(prefix, size);
        if (free < 4096) {
            next[static_cast<std::size_t>(slot)] = static_cast<std::int16_t>(free);
            touched.push_back(slot);
            if (free == (1 << size) && size < 12) ++size;
            ++free;
        } else {  // the table is full: start it again
            codes.put(kClear, size);
            for (const int t : touched) next[static_cast<std::size_t>(t)] = -1;
            touched.clear();
            size = 9;
            free = kEnd + 1;
        }
        prefix = c;
    }
    if (prefix >= 0) codes.put(prefix, size);
    codes.put(kEnd, size);
    codes.end();
}

}  // namespace

GifEncoder::GifEncoder(int width, int height)
    : width_(width), height_(height), used_(32768, std::array<std::uint64_t, 4>{0, 0, 0, 0}) {}

void GifEncoder::add_frame(const std::vector<std::uint8_t>& rgba, int delay) {
    const std::size_t n = static_cast<std::size_t>(width_) * height_;
    std::vector<std::uint16_t> bins(n, 0);
    for (std::size_t i = 0; i < n && i * 4 + 3 < rgba.size(); ++i)
        bins[i] = static_cast<std::uint16_t>(bin_of(&rgba[i * 4]));
    delay = std::clamp(delay, 1, 65535);
    // The rectangle that changed since the last frame (all of it for the first).
    int x0 = width_, y0 = height_, x1 = -1, y1 = -1;
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x) {
            const std::size_t i = static_cast<std::size_t>(y) * width_ + x;
            if (!last_.empty() && bins[i] == last_[i]) continue;
            x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
        }
    if (x1 < 0 && !frames_.empty()) {  // nothing changed: the frame before stays longer
        frames_.back().delay = std::min(65535, frames_.back().delay + delay);
        return;
    }
    if (x1 < 0) x0 = y0 = 0, x1 = y1 = 0;  // an empty picture: one pixel
    Frame f{x0, y0, x1 - x0 + 1, y1 - y0 + 1, {}, delay};
    f.bins.reserve(static_cast<std::size_t>(f.width) * f.height);
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
            const std::size_t i = static_cast<std::size_t>(y) * width_ + x;
            f.bins.push_back(bins[i]);
            auto& u = used_[bins[i]];
            if (i * 4 + 2 < rgba.size()) ++u[0], u[1] += rgba[i * 4], u[2] += rgba[i * 4 + 1], u[3] += rgba[i * 4 + 2];
        }
    frames_.push_back(std::move(f));
    last_ = std::move(bins);
}

std::vector<std::uint8_t> GifEncoder::finish() const {
    const Palette palette = make_palette(used_);
    Writer w;
    w.text("GIF89a");
    w.word(width_), w.word(height_);
    w.byte(0xF7), w.byte(0), w.byte(0);  // a global table of 256 colours
    for (std::size_t k = 0; k < 256; ++k)
        for (int c = 0; c < 3; ++c) w.byte(k < palette.colours.size() ? palette.colours[k][c] : 0);
    w.byte(0x21), w.byte(0xFF), w.byte(11);  // loop for ever
    w.text("NETSCAPE2.0");
    w.byte(3), w.byte(1), w.word(0), w.byte(0);
    std::vector<std::uint8_t> indices;
    for (const Frame& f : frames_) {
        // Each frame is left in place under the next ("do not dispose").
        w.byte(0x21), w.byte(0xF9), w.byte(4), w.byte(0x04), w.word(f.delay), w.byte(0), w.byte(0);
        w.byte(0x2C), w.word(f.x), w.word(f.y), w.word(f.width), w.word(f.height), w.byte(0);
        indices.resize(f.bins.size());
        for (std::size_t i = 0; i < f.bins.size(); ++i) indices[i] = palette.index_of_bin[f.bins[i]];
        write_lzw(w, indices);
    }
    w.byte(0x3B);
    return std::move(w.out);
}

}  // namespace dip
