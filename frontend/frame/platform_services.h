// What the application needs from the platform besides drawing: storage (and word of changes made to it under the
// page), a clock, randomness, the clipboard, the page's address, files, the share sheet and a place for computer
// players to think. The browser implementation is in platform/browser.cpp.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "computer_thinker.h"
#include "library.h"

namespace dip {

class PlatformServices {
public:
    virtual ~PlatformServices() = default;
    virtual Storage& storage() = 0;
    // Calls `changed` with the key whenever the storage changes under the page ("": all of it cleared), beside
    // the listeners added before (the games kept, the director's event): another tab of this site wrote (the
    // platform calls storage_changed()), or a backup was merged in.
    void listen_to_storage(std::function<void(const std::string& key)> changed) {
        storage_listeners_.push_back(std::move(changed));
    }
    void storage_changed(const std::string& key) {
        for (const auto& listener : storage_listeners_) listener(key);
    }
    // The browser's storage: whether it is kept (the browser was asked not to clear it when space runs short, and
    // agreed), and how many bytes the site uses of how many it may (0: not known). Asked for keeping once a game
    // is saved; what the browser answers arrives later, so a status may be read every frame.
    struct StorageStatus {
        bool known = false;  // the browser can say (not the single file opened from disk)
        bool kept = false;
        double used = 0, quota = 0;
    };
    virtual void ask_to_keep_storage() {}
    virtual StorageStatus storage_status() { return {}; }
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
    // A text file the player picks with the system's file picker (`accept`: ".txt"), read in the page and given
    // once: its name and text, or why it was not read. Nothing comes if the player cancels.
    struct PickedFile {
        std::string name, text, error;
    };
    virtual bool can_pick_files() { return false; }
    virtual void pick_text_file(const std::string& accept) { (void)accept; }
    virtual std::optional<PickedFile> take_picked_file() { return std::nullopt; }
    // The system's share sheet (a phone's): sharing a link or a code, and sending the next file the page makes (a
    // picture, a moving picture, a film) to it instead of downloading it. Where there is none, the text is copied.
    virtual bool can_share() { return false; }
    virtual void share_text(const std::string& title, const std::string& text) { (void)title, copy_text(text); }
    virtual void share_next_file() {}
    // A camera that reads QR codes, asked for only when the player chooses to scan: whether this page can offer
    // one, opening it (`what` is held up, in words: "a player's orders code"), and the text it read, given once.
    virtual bool can_scan_codes() { return false; }
    virtual void scan_code(const std::string& what) { (void)what; }
    virtual std::string take_scanned_code() { return {}; }
    virtual void keep_screen_awake(bool on) { (void)on; }   // a table's screen: no sleep while its clock runs
    virtual void alert_tone(bool strong) { (void)strong; }  // a table's alert, heard: a tone made in the page
    // Where computer players think: by default on the page's own thread, a slice of each frame.
    virtual std::unique_ptr<ComputerThinker> computer_thinker() { return std::make_unique<SliceThinker>(); }

private:
    std::vector<std::function<void(const std::string&)>> storage_listeners_;
};

}  // namespace dip
