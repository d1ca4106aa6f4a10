// The browser's services for the application: localStorage (and its storage event from other tabs), the clock, crypto
// randomness, the clipboard, the page's address and Web Workers for the computer players; and the clipboard hooks of
// Dear ImGui. Copying goes through the asynchronous clipboard API (the older copy command if it is missing), and a
// refusal is told to the player. Pasting is not here: a paste reaches the page's hidden text field as text typed
// (web/index.html, main.cpp).
#include <emscripten.h>
#include <imgui.h>

#include <cstdlib>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "board_image_saver.h"
#include "platform_services.h"
#include "video_recorder.h"
#include "worker_thinker.h"

namespace {

// The JavaScript below is not C++: clang-format would break its operators ("===" into "== =").
// clang-format off
// Each returns a string the caller frees (made by dipToHeap, web/api.js), or 0.
EM_JS(char*, js_storage_get, (const char* key), {
    try {
        var v = window.localStorage.getItem(UTF8ToString(key));
        return v === null ? 0 : dipToHeap(v);
    } catch (e) {
        return 0;
    }
});
// 1 stored, 0 full (the quota error, named differently by each browser), 2 storage turned off or refused.
EM_JS(int, js_storage_set, (const char* key, const char* value), {
    try {
        window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value));
        return 1;
    } catch (e) {
        var full = e && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
                         e.code === 22 || e.code === 1014);
        return full ? 0 : 2;
    }
});
// Another tab's change to this site's storage: the key ("" when all was cleared), to the program.
EM_JS(void, js_listen_to_storage, (), {
    window.addEventListener('storage', function(e) {
        try {
            if (e.storageArea && e.storageArea !== window.localStorage) return;
        } catch (err) {
            return;
        }
        var key = e.key === null ? "" : e.key;
        if (key !== "" && key.indexOf('dip.') !== 0) return;
        if (Module._dip_storage_changed) Module.ccall('dip_storage_changed', null, ['string'], [key]);
    });
});
EM_JS(void, js_storage_remove, (const char* key), {
    try {
        window.localStorage.removeItem(UTF8ToString(key));
    } catch (e) {}
});
EM_JS(char*, js_storage_keys, (const char* prefix), {
    var p = UTF8ToString(prefix), out = [];
    try {
        for (var i = 0; i < window.localStorage.length; i++) {
            var k = window.localStorage.key(i);
            if (k !== null && k.indexOf(p) === 0) out.push(k);
        }
    } catch (e) {}
    return dipToHeap(out.join('\n'));
});
EM_JS(double, js_now, (), { return Date.now(); });
EM_JS(double, js_random32, (), {
    var a = new Uint32Array(1);
    (window.crypto || window.msCrypto).getRandomValues(a);
    return a[0];
});
EM_JS(void, js_copy_text, (const char* text), {
    var t = UTF8ToString(text);
    function refused() { if (Module._dip_copy_refused) Module._dip_copy_refused(); }
    function fallback() {
        var area = document.createElement('textarea'), done = false;
        area.value = t;
        document.body.appendChild(area);
        area.select();
        try {
            done = document.execCommand('copy');
        } catch (e) {}
        document.body.removeChild(area);
        if (!done) refused();
    }
    window.dipCopied = t;  // the last text the page tried to copy
    if (navigator.clipboard && navigator.clipboard.writeText && window.isSecureContext)
        navigator.clipboard.writeText(t).catch(refused);
    else fallback();
});
EM_JS(void, js_go_to_page, (const char* relative), { location.href = UTF8ToString(relative); });
// The player asked the system for less motion (prefers-reduced-motion): phases show their end at once.
EM_JS(int, js_reduced_motion, (), {
    return window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0;
});
// A table's screen stays awake while its clock runs (the Screen Wake Lock, where the browser has it; the lock
// is asked for again when the page comes back into view, as the browser lets it go when hidden).
EM_JS(void, js_keep_awake, (int on), {
    window.dipAwake = on != 0;
    if (!('wakeLock' in navigator)) return;
    const ask = () => {
        if (!window.dipAwake || window.dipWakeLock || document.visibilityState !== 'visible') return;
        navigator.wakeLock.request('screen').then((lock) => {
            window.dipWakeLock = lock;
            lock.addEventListener('release', () => { window.dipWakeLock = null; });
        }).catch(() => {});
    };
    if (!window.dipAwakeListens) {
        window.dipAwakeListens = true;
        document.addEventListener('visibilitychange', ask);
    }
    if (on) ask();
    else if (window.dipWakeLock) window.dipWakeLock.release();
});
// A table's alert, heard: a short tone made in the page (two for the deadline). Counted in window.dipTones for
// the tests, which hear nothing.
EM_JS(void, js_alert_tone, (int strong), {
    window.dipTones = (window.dipTones || 0) + 1;
    try {
        const audio = window.dipAudio || (window.dipAudio = new (window.AudioContext || window.webkitAudioContext)());
        const beep = (at, hz) => {
            const osc = audio.createOscillator(), gain = audio.createGain();
            osc.frequency.value = hz;
            gain.gain.setValueAtTime(0.25, audio.currentTime + at);
            gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + at + 0.4);
            osc.connect(gain).connect(audio.destination);
            osc.start(audio.currentTime + at);
            osc.stop(audio.currentTime + at + 0.45);
        };
        beep(0, 880);
        if (strong) beep(0.5, 660);
    } catch (e) {}
});
// The system's file picker, for a text file (a backup): what is picked is read in the page and handed to the
// program whole (dip_file_picked), through its heap. Nothing comes when the player cancels.
EM_JS(void, js_pick_text_file, (const char* accept), {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = UTF8ToString(accept);
    input.style.display = 'none';
    document.body.appendChild(input);
    const send = (name, text, error) => {
        const p = [name, text, error].map((s) => window.dipToHeap(s));
        try {
            Module._dip_file_picked(p[0], p[1], p[2]);
        } finally {
            p.forEach((q) => _free(q));
        }
    };
    input.addEventListener('change', () => {
        const file = input.files && input.files[0];
        input.remove();
        if (!file) return;
        if (file.size > 64 * 1024 * 1024)
            return send(file.name, "", "This file is too large for this game to read. Nothing was changed.");
        file.text().then((text) => send(file.name, text, ""),
                         () => send(file.name, "", "This file could not be read. Nothing was changed."));
    });
    input.click();
});
// The browser's storage, kept or not and how full, as last read (window.dipStorage, read again at most every
// two seconds, the program woken when the answer comes); and asking that it be kept (window.dipPersistAsked, for
// the tests).
EM_JS(void, js_read_storage, (), {
    const s = navigator.storage;
    if (!s || !s.estimate || !s.persisted) return;
    Promise.all([s.persisted(), s.estimate()]).then(([kept, e]) => {
        window.dipStorage = {kept : kept, used : e.usage || 0, quota : e.quota || 0};
        if (Module._dip_wake) Module._dip_wake();
    }).catch(() => {});
});
EM_JS(double, js_storage_field, (int field), {
    const s = window.dipStorage;
    if (!s) return -1;
    return [s.kept ? 1 : 0, s.used, s.quota][field];
});
EM_JS(void, js_keep_storage, (), {
    window.dipPersistAsked = true;
    const s = navigator.storage;
    if (!s || !s.persist || !s.persisted) return;
    s.persisted().then((kept) => kept || s.persist()).catch(() => {});
});
// The share sheet: where the browser can share files (phones, and some desktops). A link or code shared, or copied when
// sharing fails for another reason than the player's cancelling; the next file made goes to the sheet (api.js).
EM_JS(int, js_can_share, (), {
    try {
        return navigator.share && navigator.canShare &&
                       navigator.canShare({files : [new File([ "" ], 'board.png', {type : 'image/png'})]})
                   ? 1
                   : 0;
    } catch (e) {
        return 0;
    }
});
EM_JS(void, js_share_text, (const char* title, const char* url), {
    const t = UTF8ToString(title), u = UTF8ToString(url);
    navigator.share({title : t || 'Diplomacy', url : u}).catch((e) => {
        if (e && e.name !== 'AbortError') Module._dip_share_failed(window.dipToHeap(u));
    });
});
EM_JS(void, js_share_next_file, (), { window.dipShareNext = true; });
// The camera that reads QR codes (web/scanner.js): only on the site's page, where the browser gives it a camera.
EM_JS(int, js_can_scan, (), {
    return window.dipScan && navigator.mediaDevices && navigator.mediaDevices.getUserMedia ? 1 : 0;
});
EM_JS(void, js_scan, (const char* what), { window.dipScan(UTF8ToString(what)); });
EM_JS(int, js_touch_screen, (), {
    return (window.matchMedia && matchMedia('(pointer: coarse)').matches) || navigator.maxTouchPoints > 0 ? 1 : 0;
});
EM_JS(char*, js_page_url, (), { return dipToHeap(location.origin + location.pathname); });
// The page's fragment ("#g=..."), removed from the address so that a reload does not open it again.
EM_JS(char*, js_take_link, (), {
    var h = location.hash || "";
    if (h) history.replaceState(null, "", location.pathname + location.search);
    return dipToHeap(h);
});
// clang-format on

std::string take(char* s) {
    if (!s) return "";
    std::string out(s);
    std::free(s);
    return out;
}

class LocalStorage : public dip::Storage {
public:
    std::optional<std::string> get(const std::string& key) const override {
        char* s = js_storage_get(key.c_str());
        if (!s) return std::nullopt;
        return take(s);
    }
    Write set(const std::string& key, const std::string& value) override {
        switch (js_storage_set(key.c_str(), value.c_str())) {
            case 1: return Write::Stored;
            case 0: return Write::Full;
            default: return Write::Unavailable;
        }
    }
    void remove(const std::string& key) override { js_storage_remove(key.c_str()); }
    std::vector<std::string> keys(const std::string& prefix) const override {
        std::vector<std::string> out;
        const std::string all = take(js_storage_keys(prefix.c_str()));
        std::size_t start = 0;
        while (start < all.size()) {
            const std::size_t nl = all.find('\n', start);
            out.push_back(all.substr(start, nl == std::string::npos ? std::string::npos : nl - start));
            if (nl == std::string::npos) break;
            start = nl + 1;
        }
        return out;
    }
};

class Browser : public dip::PlatformServices {
public:
    Browser() { js_listen_to_storage(); }
    dip::Storage& storage() override { return storage_; }
    std::int64_t now_ms() override { return static_cast<std::int64_t>(js_now()); }
    std::uint64_t random64() override {
        return (static_cast<std::uint64_t>(js_random32()) << 32) | static_cast<std::uint64_t>(js_random32());
    }
    void copy_text(const std::string& text) override { js_copy_text(text.c_str()); }
    void go_to_page(const std::string& relative) override { js_go_to_page(relative.c_str()); }
    std::string page_url() override { return take(js_page_url()); }
    bool touch_screen() override { return js_touch_screen() != 0; }
    bool reduced_motion() override { return js_reduced_motion() != 0; }
    bool can_record_video() override { return dip::can_record_video(); }
    void keep_screen_awake(bool on) override {
        if (on != awake_) js_keep_awake(on ? 1 : 0);
        awake_ = on;
    }
    void alert_tone(bool strong) override { js_alert_tone(strong ? 1 : 0); }
    void save_text_file(const std::string& name, const std::string& text, const char* mime) override {
        dip::download_file(name, std::vector<std::uint8_t>(text.begin(), text.end()), mime);
    }
    std::unique_ptr<dip::ComputerThinker> computer_thinker() override { return dip::worker_thinker(); }
    bool can_pick_files() override { return true; }
    void pick_text_file(const std::string& accept) override { js_pick_text_file(accept.c_str()); }
    std::optional<PickedFile> take_picked_file() override { return std::exchange(picked_, std::nullopt); }
    void file_picked(PickedFile file) { picked_ = std::move(file); }
    void ask_to_keep_storage() override { js_keep_storage(); }
    StorageStatus storage_status() override {
        const double now = js_now();
        if (now - storage_read_ > 2000) {  // the browser's answer comes later: read again now and then
            storage_read_ = now;
            js_read_storage();
        }
        if (js_storage_field(0) < 0) return {};
        return {true, js_storage_field(0) > 0, js_storage_field(1), js_storage_field(2)};
    }
    bool can_share() override { return js_can_share() != 0; }
    void share_text(const std::string& title, const std::string& text) override {
        js_share_text(title.c_str(), text.c_str());
    }
    void share_next_file() override { js_share_next_file(); }
    bool can_scan_codes() override { return js_can_scan() != 0; }
    void scan_code(const std::string& what) override { js_scan(what.c_str()); }
    std::string take_scanned_code() override { return std::exchange(scanned_, std::string()); }
    void code_scanned(std::string text) { scanned_ = std::move(text); }

private:
    std::string scanned_;               // what the camera read, until the program takes it
    std::optional<PickedFile> picked_;  // the file picked, until the program takes it
    double storage_read_ = -1e9;        // when the storage's status was last asked for
    LocalStorage storage_;
    bool awake_ = false;  // a wake lock was asked for
};

// ImGui's own Ctrl+V pastes nothing: the browser gives the clipboard's text only to the paste event, which
// the page's text field turns into typed text (else a paste would come twice).
const char* get_clipboard(void*) { return nullptr; }

void set_clipboard(void*, const char* text) { js_copy_text(text); }

}  // namespace

namespace dip {

PlatformServices& browser_services() {
    static Browser browser;
    return browser;
}

std::string take_page_link() { return take(js_take_link()); }

void code_scanned(const std::string& text) { static_cast<Browser&>(browser_services()).code_scanned(text); }

}  // namespace dip

extern "C" void dip_wake();

// The file the player picked (js_pick_text_file): its name and text, or why it was not read.
extern "C" EMSCRIPTEN_KEEPALIVE void dip_file_picked(const char* name, const char* text, const char* error) {
    static_cast<Browser&>(dip::browser_services()).file_picked({name, text, error});
    dip_wake();
}

// A link or code the share sheet refused for another reason than the player's cancelling: copied instead.
extern "C" EMSCRIPTEN_KEEPALIVE void dip_share_failed(char* url) {
    dip::browser_services().copy_text(take(url));
    dip_wake();
}

// The browser's storage event (js_listen_to_storage): another tab changed `key`.
extern "C" EMSCRIPTEN_KEEPALIVE void dip_storage_changed(const char* key) {
    static_cast<Browser&>(dip::browser_services()).storage_changed(key);
    dip_wake();
}

namespace dip {

// An embedded board's page sets window.dipEmbed = {board, region, crop, step, variant, error} before the program
// starts (error: why its address could not be read).
EM_JS(int, js_embed_requested, (), { return window.dipEmbed ? 1 : 0; });
EM_JS(char*, js_embed_param, (const char* name), {
    var v = window.dipEmbed && window.dipEmbed[UTF8ToString(name)];
    return dipToHeap(v ? String(v) : "");
});
bool embed_requested() { return js_embed_requested() != 0; }
std::string embed_param(const char* name) { return take(js_embed_param(name)); }

// ImGui's Ctrl+C (and Ctrl+X, and the Copy buttons that use ImGui's clipboard) go to the system clipboard.
// Called after ImGui's SDL backend starts, which sets SDL's clipboard (none in a browser).
void install_clipboard_hooks() {
    ImGuiIO& io = ImGui::GetIO();
    io.GetClipboardTextFn = get_clipboard;
    io.SetClipboardTextFn = set_clipboard;
}

}  // namespace dip
