// The platform as the front end's native tests see it: storage in memory (with a browser-like size limit,
// a count of reads, to show what is read and what is kept, and shared by the tabs of one browser), a clock that ticks
// on every call, counted "random" numbers, and a clipboard and address that are plain strings.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "platform_services.h"

namespace dip::test {

class MemoryStorage : public Storage {
public:
    std::size_t capacity = 1 << 20;           // bytes of keys and values, like a browser's quota
    std::map<std::string, std::string> data;  // what is stored
    mutable int reads = 0;                    // calls of get()

    std::optional<std::string> get(const std::string& key) const override {
        ++reads;
        const auto it = data.find(key);
        if (it == data.end()) return std::nullopt;
        return it->second;
    }
    bool disabled = false;  // the browser keeps nothing (storage turned off)

    Write set(const std::string& key, const std::string& value) override {
        if (disabled) return Write::Unavailable;
        std::size_t used = 0;
        for (const auto& [k, v] : data) used += k == key ? 0 : k.size() + v.size();
        if (used + key.size() + value.size() > capacity) return Write::Full;
        data[key] = value;
        return Write::Stored;
    }
    void remove(const std::string& key) override { data.erase(key); }
    std::vector<std::string> keys(const std::string& prefix) const override {
        std::vector<std::string> out;
        for (const auto& [k, v] : data)
            if (k.rfind(prefix, 0) == 0) out.push_back(k);
        return out;
    }
};

class FakePlatform : public PlatformServices {
public:
    MemoryStorage store;                        // shared by every page opened on this platform
    std::int64_t clock_ms = 1700000000000;      // advances a second on every call of now_ms()
    std::uint64_t next_random = 0x5EED;         // random64() counts up from here
    std::string copied;                         // the last text copied
    std::string page = "https://example.org/";  // the page's address
    std::string left_for;                       // the page it went to, if it left

    MemoryStorage* shared = nullptr;  // another tab's storage, when this is a second tab of one browser

    Storage& storage() override { return shared ? *shared : store; }
    // The browser's storage event in this tab: another tab changed `key`.
    void storage_event(const std::string& key) { storage_changed(key); }
    std::int64_t now_ms() override { return clock_ms += 1000; }
    std::uint64_t random64() override { return next_random++; }
    void copy_text(const std::string& text) override { copied = text; }
    std::string page_url() override { return page; }
    void go_to_page(const std::string& relative) override { left_for = relative; }
    int asked_to_keep = 0;  // times the page asked the browser to keep its storage
    void ask_to_keep_storage() override { ++asked_to_keep; }
};

}  // namespace dip::test
