// What the application needs from the platform besides drawing: storage (and word of other tabs' changes to
// it), a clock, randomness, the clipboard, the page's address and a place for computer players to think. The browser
// implementation is in platform/browser.cpp.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "computer_thinker.h"
#include "library.h"

namespace dip {

class PlatformServices {
public:
    virtual ~PlatformServices() = default;
    virtual Storage& storage() = 0;
    // Calls `changed` with the key whenever another tab of this site changes the storage ("": all of it
    // cleared), beside the listeners added before (the games kept, the director's event). By default there are
    // no other tabs.
    virtual void listen_to_storage(std::function<void(const std::string& key)> changed) { (void)changed; }
    virtual std::int64_t now_ms() = 0;     // milliseconds since 1970
    virtual std::uint64_t random64() = 0;  // for game identities and storage keys
    virtual void copy_text(const std::string& text) = 0;
    virtual std::string page_url() = 0;                        // the page's address without its fragment
    virtual void go_to_page(const std::string& relative) = 0;  // leave for another page of the site
    virtual bool touch_screen() { return false; }              // fingers, not a mouse: larger targets, drag to scroll
    virtual bool reduced_motion() { return false; }            // the player asked for less motion: no animations
    virtual bool can_record_video() { return false; }          // films may be saved as videos
    // A text file the browser downloads (the standings as CSV).
    virtual void save_text_file(const std::string& name, const std::string& text, const char* mime) {
        (void)name, (void)text, (void)mime;
    }
    // A camera that reads QR codes, asked for only when the player chooses to scan: whether this page can offer
    // one, opening it (`what` is held up, in words: "a player's orders code"), and the text it read, given once.
    virtual bool can_scan_codes() { return false; }
    virtual void scan_code(const std::string& what) { (void)what; }
    virtual std::string take_scanned_code() { return {}; }
    virtual void keep_screen_awake(bool on) { (void)on; }   // a table's screen: no sleep while its clock runs
    virtual void alert_tone(bool strong) { (void)strong; }  // a table's alert, heard: a tone made in the page
    // Where computer players think: by default on the page's own thread, a slice of each frame.
    virtual std::unique_ptr<ComputerThinker> computer_thinker() { return std::make_unique<SliceThinker>(); }
};

}  // namespace dip
