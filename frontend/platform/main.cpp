// The platform edge of the game page: SDL2 window and WebGL2 context, Dear ImGui's SDL and OpenGL3
// backends, the browser's main loop, canvas size and pixel ratio, touch pinch, keyboard shortcuts, text that
// arrives through the page's hidden text field (a phone's keyboard, a paste), links opened in the same tab, and
// the signals the page and its tests wait for (ready, each frame run, each change of the game). Everything
// else is App, which knows no platform.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <optional>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#include <GLES3/gl3.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include "app.h"
#include "board_geometry.h"
#include "board_image_saver.h"
#include "frame_damage.h"
#include "catalogue.h"
#include "frame_input.h"
#include "gl_layer_painter.h"
#include "position_text.h"
#include "repaint_gate.h"
#include "rules.h"
#include "text_limit.h"
#include "text_util.h"
#include "two_fingers.h"
#include "video_recorder.h"

namespace dip {
App* g_app = nullptr;  // the page's one application, for the scripting API (js_api.cpp)
PlatformServices& browser_services();
void install_clipboard_hooks();
std::string take_page_link();
void code_scanned(const std::string& text);  // the camera's reading, for PlatformServices::take_scanned_code
bool embed_requested();
std::string embed_param(const char* name);
}  // namespace dip

namespace {

SDL_Window* g_window = nullptr;
SDL_GLContext g_gl = nullptr;
int g_frames = 0;                               // frames run; the page reads it as window.dipFrame
dip::RepaintGate g_repaint;                     // frames painted, and those whose drawing the canvas already showed
dip::FrameDamage g_damage(sizeof(ImDrawVert));  // the canvas keeps its picture: a frame paints what it changes
int g_board_paints_shown = -1;                  // the board picture's paints when the canvas was last painted
int g_partial = 0;                              // frames painted in part (window.dipPartial)
int g_inputs = 0;                               // input events read (pointer, touch, keys, text): window.dipInputs
std::uint64_t g_revision = ~0ull;               // the session's revision last announced to the page
bool g_told_resting = false;                    // the page has been told the program rests (window.dipResting)
std::string g_told_account;                     // the last phase's account as last written into the page's live region
// SDL reports the mouse at (0, 0) until it first moves: no hover tooltips until the pointer is really there.
bool g_pointer_inside = false;
bool g_finger_lifted = false;  // a finger left the screen last frame: nothing is hovered from the next one
dip::TwoFingers g_fingers;     // the fingers on the screen, for a pinch
// The program rests when nothing happens: after a short while without input it draws nothing (a page of
// embedded boards would otherwise keep every core busy) until an input, a resize, a call of the scripting API
// that may change something, another tab's change to the storage, or while a phase plays or computer players
// think. The canvas keeps its picture. Only a text box with the keyboard redraws, twice a second, for its cursor.
int g_quiet_frames = 0;
constexpr int kQuietAfter = 30, kCursorBlinkEvery = 30;
// Events kept for the next frame: a release read in the same frame as its press waits for the next one, so
// that every press is seen down for a frame and then up, whatever the timing (frame_input.h).
std::vector<SDL_Event> g_deferred;
// Text from the page's text field not yet given to ImGui: ImGui ignores text while Ctrl is held (as it is
// just after Ctrl+V), so it waits until Ctrl and Cmd are up, for SDL and for ImGui.
std::string g_pending_text;
int g_texts_arrived = 0;     // texts the page's text field has sent (typed, composed, pasted): window.dipTextArrived
bool g_wanted_text = false;  // ImGui wanted text input in the last frame (the page's text field has the focus)

// The canvas fills the element that holds it (the whole window on the game page; the board's area on an
// embedded board), in CSS pixels.
void css_size(int& w, int& h) {
    w = EM_ASM_INT({ return Math.max(1, Math.floor(Module.canvas.parentElement.getBoundingClientRect().width)); });
    h = EM_ASM_INT({ return Math.max(1, Math.floor(Module.canvas.parentElement.getBoundingClientRect().height)); });
}

float pixel_ratio() { return static_cast<float>(emscripten_get_device_pixel_ratio()); }

bool is_input(const SDL_Event& e) {
    switch (e.type) {
        case SDL_MOUSEMOTION:
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP:
        case SDL_MOUSEWHEEL:
        case SDL_FINGERDOWN:
        case SDL_FINGERUP:
        case SDL_FINGERMOTION:
        case SDL_MULTIGESTURE:
        case SDL_KEYDOWN:
        case SDL_KEYUP:
        case SDL_TEXTINPUT: return true;
        default: return false;
    }
}

// A phase just played, told in words to screen readers: the page's live region (web/index.html) gets its account.
// The game the page opens with is not announced: only phases played while the page is open.
void announce_phase() {
    std::string account = dip::g_app->last_phase_account();
    if (account == g_told_account) return;
    if (g_frames > 3)
        EM_ASM(
            {
                var region = document.getElementById('announce');
                if (region) region.textContent = UTF8ToString($0);
            },
            account.c_str());
    g_told_account = std::move(account);
}

// After each frame run, tells the page what the program has done, so that the page's scripts and the browser
// tests wait on events instead of time: window.dipFrame (frames run), window.dipInputs (input events read, by
// frames now finished), window.dipInputsWaiting (input events kept for the next frame, and text from the page's
// text field not yet given to ImGui), window.dipTextArrived (texts the text field sent), window.dipBoardPaints (times
// the board's cached picture was drawn anew), window.dipFilm (the played phase shown, -1 for none, its film's
// time from 0 to 1 and whether it plays), window.dipPainted (frames painted: a frame that would draw what the
// canvas already shows is not painted, repaint_gate.h), window.dipPartial (frames painted only where they changed
// the picture, frame_damage.h), window.dipMapClear (the map's area clear of banners: x0, y0, x1, y1 in CSS
// pixels), window.dipSize (the canvas size used, in CSS pixels), a "dip-frame"
// event, and a "dip-change" event when the game or the board changed (its orders, its phase, a new game).
void tell_page(int w, int h) {
    g_told_resting = false;
    // (The array is in parentheses: a bare comma would end the macro's argument.)
    EM_ASM(
        {
            window.dipFrame = $0;
            window.dipPainted = $13;
            window.dipPartial = $14;
            window.dipInputs = $1;
            window.dipInputsWaiting = $4;
            window.dipTextArrived = $15;
            window.dipBoardPaints = $5;
            window.dipFilm = ({phase : $6, time : $7, playing : $8 != 0});
            window.dipMapClear = ([ $9, $10, $11, $12 ]);
            window.dipSize = ([ $2, $3 ]);
            window.dipResting = false;
            window.dispatchEvent(new CustomEvent('dip-frame', {detail : $0}));
        },
        g_frames, g_inputs, w, h, static_cast<int>(g_deferred.size() + (g_pending_text.empty() ? 0 : 1)),
        dip::g_app->board_paints(), dip::g_app->film().shown(), dip::g_app->film().time(),
        dip::g_app->film().playing() ? 1 : 0, dip::g_app->map_clear().x, dip::g_app->map_clear().y,
        dip::g_app->map_clear().z, dip::g_app->map_clear().w, g_repaint.painted(), g_partial, g_texts_arrived);
    const std::uint64_t revision = dip::g_app->session().revision();
    if (revision == g_revision) return;
    g_revision = revision;
    EM_ASM({ window.dispatchEvent(new Event('dip-change')); });
    announce_phase();
}

// Two fingers pinch the map: it follows them (TwoFingers). SDL gives finger places from 0 to 1 of the window.
void follow_fingers(const SDL_TouchFingerEvent& f) {
    int w = 0, h = 0;
    SDL_GetWindowSize(g_window, &w, &h);
    const float x = f.x * static_cast<float>(w), y = f.y * static_cast<float>(h);
    if (f.type == SDL_FINGERDOWN) {
        // The only finger on the screen now: no finger from before is still down, whatever was heard of it.
        if (SDL_GetNumTouchFingers(f.touchId) <= 1) g_fingers.clear();
        g_fingers.down(f.fingerId, x, y);
    }
    if (f.type == SDL_FINGERUP) g_fingers.up(f.fingerId);
    if (f.type == SDL_FINGERMOTION)
        if (const auto p = g_fingers.move(f.fingerId, x, y)) dip::g_app->pinch(p->factor, {p->x, p->y}, {p->dx, p->dy});
    dip::g_app->set_pinching(g_fingers.pinching());
}

void handle_event(const SDL_Event& e) {
    ImGui_ImplSDL2_ProcessEvent(&e);
    ImGuiIO& io = ImGui::GetIO();
    // The modifiers held when this key event happened, not SDL's present state: a Ctrl released since (and
    // still waiting for the next frame) must not turn a quick Ctrl+A into a plain A.
    if (e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) {
        const Uint16 mod = e.key.keysym.mod;
        io.KeyShift = (mod & KMOD_SHIFT) != 0;
        io.KeyCtrl = (mod & KMOD_CTRL) != 0;
        io.KeyAlt = (mod & KMOD_ALT) != 0;
        io.KeySuper = (mod & KMOD_GUI) != 0;
    }
    if (e.type == SDL_MOUSEMOTION || e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_FINGERDOWN) g_pointer_inside = true;
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_LEAVE) g_pointer_inside = false;
    if (e.type == SDL_FINGERUP) g_finger_lifted = true;
    if (e.type == SDL_FINGERDOWN || e.type == SDL_FINGERUP || e.type == SDL_FINGERMOTION) follow_fingers(e.tfinger);
    if (e.type == SDL_KEYDOWN && !io.WantTextInput) {
        using K = dip::App::Key;
        switch (e.key.keysym.sym) {
            case SDLK_LEFT: dip::g_app->key(K::Previous); break;
            case SDLK_RIGHT: dip::g_app->key(K::Next); break;
            case SDLK_ESCAPE: dip::g_app->key(K::Cancel); break;
            case SDLK_h: dip::g_app->key(K::Hold); break;
            case SDLK_s: dip::g_app->key(K::Support); break;
            case SDLK_c: dip::g_app->key(K::Convoy); break;
            default: break;
        }
    }
}

// An SDL event as frame_input.h sees it: a press, a release (of a mouse button, a finger or a key) or other.
dip::InputEvent described(const SDL_Event& e) {
    using K = dip::InputEvent::Kind;
    using D = dip::InputEvent::Device;
    switch (e.type) {
        case SDL_MOUSEBUTTONDOWN: return {K::Press, D::Mouse, e.button.button};
        case SDL_MOUSEBUTTONUP: return {K::Release, D::Mouse, e.button.button};
        case SDL_FINGERDOWN: return {K::Press, D::Finger, e.tfinger.fingerId};
        case SDL_FINGERUP: return {K::Release, D::Finger, e.tfinger.fingerId};
        case SDL_KEYDOWN: return {K::Press, D::Key, e.key.keysym.scancode};
        case SDL_KEYUP: return {K::Release, D::Key, e.key.keysym.scancode};
        default: return {};
    }
}

// Reads this frame's input: first what the last frame kept back, then the queue, up to the first release of
// something pressed in this frame (frame_input.h); that release and everything after it wait for the next frame.
void read_events() {
    // A lifted finger leaves no pointer behind (no tooltip or highlight stays under where it tapped); its release
    // was read with its place in the frame before.
    if (g_finger_lifted) g_pointer_inside = g_finger_lifted = false;
    std::vector<SDL_Event> events;
    events.swap(g_deferred);
    SDL_Event e;
    while (SDL_PollEvent(&e)) events.push_back(e);
    std::vector<dip::InputEvent> described_events;
    for (const SDL_Event& event : events) described_events.push_back(described(event));
    const std::size_t now = dip::events_for_this_frame(described_events);
    g_deferred.assign(events.begin() + static_cast<std::ptrdiff_t>(now), events.end());
    for (std::size_t i = 0; i < now; ++i) {
        handle_event(events[i]);
        if (is_input(events[i])) ++g_inputs;
        g_quiet_frames = 0;
    }
    if (!g_deferred.empty()) g_quiet_frames = 0;
}

// The page's hidden text field has the focus while ImGui wants text (a phone then shows its keyboard, and a
// paste reaches the page), and gives it up after (web/index.html).
void follow_text_input() {
    const bool want = ImGui::GetIO().WantTextInput;
    if (want == g_wanted_text && !want) return;
    g_wanted_text = want;
    EM_ASM(
        {
            if (window.dipTextField) window.dipTextField($0 != 0);
        },
        want ? 1 : 0);
}

// Everything a frame would paint: the canvas's size, ImGui's draw data (vertices, indices, and each command's
// clip, texture and range) and the board picture's paint count (its texture keeps its name when drawn anew).
std::uint64_t drawing_fingerprint(const ImDrawData& data, int fw, int fh) {
    dip::FrameFingerprint f;
    f.add_value(fw);
    f.add_value(fh);
    f.add_value(dip::g_app->board_paints());
    f.add_value(data.DisplayPos);
    f.add_value(data.DisplaySize);
    f.add_value(data.FramebufferScale);
    for (int i = 0; i < data.CmdListsCount; ++i) {
        const ImDrawList& list = *data.CmdLists[i];
        f.add(list.VtxBuffer.Data, static_cast<std::size_t>(list.VtxBuffer.Size) * sizeof(ImDrawVert));
        f.add(list.IdxBuffer.Data, static_cast<std::size_t>(list.IdxBuffer.Size) * sizeof(ImDrawIdx));
        for (const ImDrawCmd& cmd : list.CmdBuffer) {
            f.add_value(cmd.ClipRect);
            f.add_value(cmd.TextureId);
            f.add_value(cmd.VtxOffset);
            f.add_value(cmd.IdxOffset);
            f.add_value(cmd.ElemCount);
            f.add_value(cmd.UserCallback);
        }
    }
    return f.value();
}

// Each draw list as FrameDamage compares them: its owner, vertices, indices, and its commands' clips and ranges.
std::vector<dip::DrawListCopy> copies_of(const ImDrawData& data) {
    std::vector<dip::DrawListCopy> out(static_cast<std::size_t>(data.CmdListsCount));
    for (int i = 0; i < data.CmdListsCount; ++i) {
        const ImDrawList& list = *data.CmdLists[i];
        dip::DrawListCopy& copy = out[static_cast<std::size_t>(i)];
        copy.owner = list._OwnerName;
        const auto* v = reinterpret_cast<const std::uint8_t*>(list.VtxBuffer.Data);
        copy.vertices.assign(v, v + static_cast<std::size_t>(list.VtxBuffer.Size) * sizeof(ImDrawVert));
        copy.indices.assign(list.IdxBuffer.Data, list.IdxBuffer.Data + list.IdxBuffer.Size);
        for (const ImDrawCmd& cmd : list.CmdBuffer) {
            const auto put = [&](const auto& value) {
                const auto* b = reinterpret_cast<const std::uint8_t*>(&value);
                copy.commands.insert(copy.commands.end(), b, b + sizeof value);
            };
            put(cmd.ClipRect);
            put(cmd.TextureId);
            put(cmd.VtxOffset);
            put(cmd.IdxOffset);
            put(cmd.ElemCount);
            put(cmd.UserCallback);
            if (!cmd.UserCallback) copy.clip.add({cmd.ClipRect.x, cmd.ClipRect.y, cmd.ClipRect.z, cmd.ClipRect.w});
        }
    }
    return out;
}

// Narrows a command's clip to the columns [x0, x1) and the rows [y0, y1) (counted from the bottom, as OpenGL does)
// of the framebuffer, so that ImGui's renderer scissors exactly the pixels that a whole paint would, within them.
// The renderer truncates the clip's corner and its size to whole pixels, each separately; the corners given here
// lie a quarter pixel past whole pixels, so that both truncate to the pixels meant.
void clip_to_pixels(ImDrawCmd& cmd, const ImDrawData& data, int fh, int x0, int x1, int y0, int y1) {
    const ImVec2 off = data.DisplayPos, scale = data.FramebufferScale;
    ImVec4& c = cmd.ClipRect;
    const float min_x = (c.x - off.x) * scale.x, min_y = (c.y - off.y) * scale.y;
    const float max_x = (c.z - off.x) * scale.x, max_y = (c.w - off.y) * scale.y;
    // The pixels a whole paint scissors (as imgui_impl_opengl3.cpp computes them).
    const int sx = static_cast<int>(min_x), sw = static_cast<int>(max_x - min_x);
    const int sy = static_cast<int>(static_cast<float>(fh) - max_y), sh = static_cast<int>(max_y - min_y);
    const int a = std::max(sx, x0), b = std::min(sx + sw, x1);
    const int ga = std::max(sy, y0), gb = std::min(sy + sh, y1);
    if (max_x <= min_x || max_y <= min_y || a >= b || ga >= gb) {
        c = ImVec4(0, 0, 0, 0);  // nothing of it in the area: the renderer skips it
        return;
    }
    const float new_max_y = static_cast<float>(fh - ga) - 0.25f;
    const float new_min_y = new_max_y - static_cast<float>(gb - ga) - 0.25f;
    c = ImVec4(off.x + (static_cast<float>(a) + 0.25f) / scale.x, off.y + new_min_y / scale.y,
               off.x + (static_cast<float>(b) + 0.25f + 0.25f) / scale.x, off.y + new_max_y / scale.y);
}

// Paints the frame: whole, or (the canvas keeping its picture) only the few rectangles it changes, when they are
// well under the whole (frame_damage.h): each rectangle a pass that clears it and draws the lists that reach it,
// every command clipped to it. A board picture drawn anew is painted whole.
void paint(ImDrawData& data, int fw, int fh) {
    std::vector<dip::DrawListCopy> copies = copies_of(data);
    const dip::DamageRect display{data.DisplayPos.x, data.DisplayPos.y, data.DisplayPos.x + data.DisplaySize.x,
                                  data.DisplayPos.y + data.DisplaySize.y};
    static int painted_width = 0, painted_height = 0;  // the canvas's pixels when last painted
    if (dip::g_app->board_paints() != g_board_paints_shown || fw != painted_width || fh != painted_height)
        g_damage.forget();
    painted_width = fw;
    painted_height = fh;
    g_board_paints_shown = dip::g_app->board_paints();
    const std::optional<std::vector<dip::DamageRect>> rects = g_damage.changed(copies, display);
    float changed_area = 0;
    if (rects)
        for (const dip::DamageRect& r : *rects) changed_area += r.area();
    glViewport(0, 0, fw, fh);
    glClearColor(dip::kCanvasClear[0], dip::kCanvasClear[1], dip::kCanvasClear[2], 1.0f);
    if (rects && !rects->empty() && changed_area < 0.6f * display.area()) {
        // In framebuffer pixels, rounded outwards; OpenGL counts rows from the bottom. The framebuffer's height as
        // ImGui's renderer computes it, for the same rows.
        const ImVec2 scale = data.FramebufferScale;
        const int rows = static_cast<int>(data.DisplaySize.y * scale.y);
        std::vector<ImVec4> clips;  // every command's own clip, given back before each pass
        for (int i = 0; i < data.CmdListsCount; ++i)
            for (const ImDrawCmd& cmd : data.CmdLists[i]->CmdBuffer) clips.push_back(cmd.ClipRect);
        for (const dip::DamageRect& area : *rects) {
            const int x0 = static_cast<int>(std::floor((area.x0 - display.x0) * scale.x));
            const int x1 = static_cast<int>(std::ceil((area.x1 - display.x0) * scale.x));
            const int y0 = static_cast<int>(std::floor((area.y0 - display.y0) * scale.y));
            const int y1 = static_cast<int>(std::ceil((area.y1 - display.y0) * scale.y));
            glEnable(GL_SCISSOR_TEST);
            glScissor(x0, rows - y1, x1 - x0, y1 - y0);
            glClear(GL_COLOR_BUFFER_BIT);
            std::vector<ImDrawList*> reaching;
            std::size_t c = 0;
            for (int i = 0; i < data.CmdListsCount; ++i) {
                for (ImDrawCmd& cmd : data.CmdLists[i]->CmdBuffer) {
                    cmd.ClipRect = clips[c++];
                    if (!cmd.UserCallback) clip_to_pixels(cmd, data, rows, x0, x1, rows - y1, rows - y0);
                }
                if (!copies[static_cast<std::size_t>(i)].clip.within(area).empty())
                    reaching.push_back(data.CmdLists[i]);
            }
            ImDrawData pass = data;
            pass.CmdLists = reaching.data();
            pass.CmdListsCount = static_cast<int>(reaching.size());
            ImGui_ImplOpenGL3_RenderDrawData(&pass);
        }
        ++g_partial;
    } else {
        glDisable(GL_SCISSOR_TEST);
        glClear(GL_COLOR_BUFFER_BIT);
        ImGui_ImplOpenGL3_RenderDrawData(&data);
    }
    glDisable(GL_SCISSOR_TEST);
    g_damage.painted(std::move(copies), display);
}

void frame() {
    // Follow the browser window's size and pixel ratio.
    int w = 0, h = 0, cw = 0, ch = 0;
    css_size(w, h);
    SDL_GetWindowSize(g_window, &cw, &ch);
    if (w != cw || h != ch) SDL_SetWindowSize(g_window, w, h);
    if (pixel_ratio() != dip::g_app->font_pixel_ratio()) {
        dip::g_app->load_fonts(pixel_ratio());
        ImGui_ImplOpenGL3_DestroyFontsTexture();
        ImGui_ImplOpenGL3_CreateFontsTexture();
    }

    if (w != cw || h != ch) g_quiet_frames = 0;
    read_events();
    if (!g_pending_text.empty()) {
        g_quiet_frames = 0;
        // Ctrl and Cmd up both for SDL and for ImGui this frame: a Ctrl released while its release waits for the
        // next frame (frame_input.h) is still down for ImGui, which would drop the text.
        const ImGuiIO& io = ImGui::GetIO();
        if ((SDL_GetModState() & (KMOD_CTRL | KMOD_GUI)) == 0 && !io.KeyCtrl && !io.KeySuper) {
            ImGui::GetIO().AddInputCharactersUTF8(g_pending_text.c_str());
            g_pending_text.clear();
            ++g_inputs;
        }
    }
    ++g_quiet_frames;
    // Computer players think a slice of each frame, and a phase plays on the map: the program stays awake.
    if (ready(dip::g_app->session()) || dip::g_app->needs_frames()) g_quiet_frames = 0;
    const bool cursor_blinks = ImGui::GetIO().WantTextInput && g_quiet_frames % kCursorBlinkEvery == 0;
    if (g_quiet_frames > kQuietAfter && !cursor_blinks) {
        // Resting: what the canvas shows is up to date until the next input, resize or API call.
        if (!g_told_resting) EM_ASM({ window.dipResting = true; });
        g_told_resting = true;
        return;
    }

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    if (!g_pointer_inside) ImGui::GetIO().MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    ImGui::NewFrame();
    dip::g_app->frame();
    ImGui::Render();
    follow_text_input();

    int fw = 0, fh = 0;
    SDL_GL_GetDrawableSize(g_window, &fw, &fh);
    // What reads the canvas back needs this frame painted, whatever it draws.
    const auto picture = dip::g_app->take_board_image();
    const auto capture = dip::g_app->take_film_capture();
    const auto map = dip::g_app->take_video_capture();
    if (g_repaint.should_paint(drawing_fingerprint(*ImGui::GetDrawData(), fw, fh), picture || capture || map)) {
        paint(*ImGui::GetDrawData(), fw, fh);
        SDL_GL_SwapWindow(g_window);
    }
    if (picture) dip::save_board_image(*picture, pixel_ratio(), fh);
    if (capture) {
        const std::vector<std::uint8_t> rgba = dip::paint_picture(*capture->list, capture->width, capture->height);
        if (!rgba.empty()) dip::g_app->add_film_frame(rgba, capture->width, capture->height);
    }
    if (const auto file = dip::g_app->take_film_file()) {
        dip::download_file(file->name, file->bytes, "image/gif");
        // For tests: what was saved, and where the map on the page falls in it (a point (x, y) of the page, in CSS
        // pixels, is the picture's ((x - left) / shrunk, (y - top) / shrunk)).
        EM_ASM({ window.dipFilmSaved = ({frames : $0, width : $1, height : $2, left : $3, top : $4, shrunk : $5}); },
               file->frames, file->width, file->height, file->left, file->top, file->shrunk);
    }
    if (map) dip::record_video_frame(*map, pixel_ratio());
    if (const auto name = dip::g_app->take_video_finished()) dip::finish_video(*name);

    ++g_frames;
    tell_page(w, h);
    // ImGui lays windows out over the first frames; after a few the page is ready to use.
    if (g_frames == 3)
        EM_ASM({
            if (window.dipPageReady) window.dipPageReady();
        });
}

void style() {
    ImGui::StyleColorsLight();
    ImGuiStyle& s = ImGui::GetStyle();
    s.WindowRounding = 0;
    s.FrameRounding = 4;
    s.PopupRounding = 6;
    s.GrabRounding = 4;
    s.WindowBorderSize = 1;
    s.FramePadding = {8, 5};
    s.ItemSpacing = {8, 6};
    s.Colors[ImGuiCol_WindowBg] = ImVec4(0.98f, 0.97f, 0.95f, 1.0f);
    // Secondary text ("No order yet", "Every order:") at 4.9:1 on the panels, not the default grey's 2.6:1.
    s.Colors[ImGuiCol_TextDisabled] = ImVec4(0.42f, 0.42f, 0.42f, 1.0f);
    s.Colors[ImGuiCol_PopupBg] = ImVec4(1.0f, 1.0f, 1.0f, 1.0f);
    s.Colors[ImGuiCol_ModalWindowDimBg] = ImVec4(0.1f, 0.1f, 0.12f, 0.45f);
    s.Colors[ImGuiCol_Button] = ImVec4(0.86f, 0.84f, 0.80f, 1.0f);
    s.Colors[ImGuiCol_ButtonHovered] = ImVec4(0.78f, 0.85f, 0.93f, 1.0f);
    s.Colors[ImGuiCol_ButtonActive] = ImVec4(0.66f, 0.78f, 0.90f, 1.0f);
    s.Colors[ImGuiCol_Header] = ImVec4(0.90f, 0.88f, 0.84f, 1.0f);
    s.Colors[ImGuiCol_HeaderHovered] = ImVec4(0.84f, 0.88f, 0.93f, 1.0f);
    // Check boxes, radio buttons and text boxes must show on white dialogs too.
    s.Colors[ImGuiCol_FrameBg] = ImVec4(0.91f, 0.90f, 0.88f, 1.0f);
    s.Colors[ImGuiCol_FrameBgHovered] = ImVec4(0.84f, 0.88f, 0.93f, 1.0f);
    s.Colors[ImGuiCol_FrameBgActive] = ImVec4(0.78f, 0.85f, 0.93f, 1.0f);
}

}  // namespace

// Every call of the scripting API may change what the board shows: draw again, and no longer rest.
extern "C" EMSCRIPTEN_KEEPALIVE void dip_wake() {
    g_quiet_frames = 0;
    if (g_told_resting) EM_ASM({ window.dipResting = false; });
    g_told_resting = false;
}

// Text from the page's hidden text field: what a phone's keyboard typed, or a paste (web/index.html). A paste
// longer than any game is refused with a word to the player, not typed into a box character by character.
extern "C" EMSCRIPTEN_KEEPALIVE void dip_text_input(const char* text) {
    ++g_texts_arrived;
    if (const std::size_t characters = dip::too_long(text))
        dip::g_app->keeper().tell(dip::too_long_message("The pasted text", characters, "Nothing was pasted."));
    else g_pending_text += text;
    dip_wake();
}

// The camera read a QR code (web/scanner.js). A text longer than any game is refused with a word to the player.
extern "C" EMSCRIPTEN_KEEPALIVE void dip_code_scanned(const char* text) {
    if (const std::size_t characters = dip::too_long(text))
        dip::g_app->keeper().tell(dip::too_long_message("The code read", characters, "Nothing was taken."));
    else dip::code_scanned(text);
    dip_wake();
}

// A new link opened in the same tab (only the part after '#' changed): opened as at a page load.
extern "C" EMSCRIPTEN_KEEPALIVE void dip_page_link_changed() {
    const std::string link = dip::take_page_link();
    if (!link.empty()) dip::g_app->open_link(link);
    dip_wake();
}

// The browser refused to put text on the clipboard.
extern "C" EMSCRIPTEN_KEEPALIVE void dip_copy_refused() {
    dip::g_app->keeper().tell(
        "The browser did not let the page copy. Select the text in its box and copy it yourself "
        "(Ctrl+C, or a long press on a phone).");
    dip_wake();
}

int main() {
    // An embedded board's keys belong to its page (Tab through the step buttons, arrows to step): SDL
    // listens on the canvas only, which the keyboard never focuses. The game page gives SDL the window.
    if (dip::embed_requested()) SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        std::fprintf(stderr, "SDL could not start: %s\n", SDL_GetError());
        return 1;
    }
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    int w = 0, h = 0;
    css_size(w, h);
    g_window = SDL_CreateWindow("Diplomacy", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                                SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    // The canvas keeps its picture between frames (preserveDrawingBuffer), so that a frame paints only what it
    // changes (frame_damage.h). SDL asks for the context itself: the request is amended on its way.
    EM_ASM({
        var canvas = Module.canvas;
        var get = canvas.getContext.bind(canvas);
        canvas.getContext = function(type, attributes) {
            if (type == 'webgl2' || type == 'webgl')
                attributes = Object.assign({}, attributes || {}, {preserveDrawingBuffer : true});
            return get(type, attributes);
        };
    });
    g_gl = g_window ? SDL_GL_CreateContext(g_window) : nullptr;
    if (!g_gl) {
        EM_ASM({
            if (window.dipPageError) window.dipPageError("WebGL 2 is not available in this browser.");
        });
        return 1;
    }
    SDL_GL_SetSwapInterval(1);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // nothing written to the browser's storage by ImGui
    style();

    std::string error;
    const dip::MapGeometry* geometry = dip::geometry_for(dip::standard_rules(), &error);
    if (!geometry) {
        std::fprintf(stderr, "map geometry: %s\n", error.c_str());
        return 1;
    }
    static dip::App app(dip::standard_rules(), *geometry, dip::browser_services());
    dip::g_app = &app;
    app.load_fonts(pixel_ratio());
    app.cache_board(dip::gl_layer_painter());
    if (dip::embed_requested()) {
        dip::App::EmbedOptions options;
        options.region = dip::embed_param("region");
        options.step = dip::embed_param("step").empty() ? "results" : dip::embed_param("step");
        options.address_error = dip::embed_param("error");
        const std::string crop = dip::embed_param("crop");
        for (std::string_view name : dip::split(crop, ','))
            if (!dip::trim(name).empty()) options.crop.emplace_back(dip::trim(name));
        // A variant's starting position when the address names a variant and no board.
        std::string board = dip::embed_param("board");
        const dip::VariantInfo* variant = dip::catalogue().find(dip::embed_param("variant"));
        if (board.empty() && variant) {
            dip::RuleSettings rules;
            rules.variant = variant->number;
            board = dip::write_position(dip::start_position(variant->map), *variant->rules, rules);
        }
        app.start_embed(board, options);
    } else {
        app.start(dip::take_page_link());
    }

    ImGui_ImplSDL2_InitForOpenGL(g_window, g_gl);
    dip::install_clipboard_hooks();  // after the SDL backend, which sets SDL's (no clipboard in a browser)
    ImGui_ImplOpenGL3_Init("#version 300 es");
    emscripten_set_main_loop(frame, 0, true);
    return 0;
}
