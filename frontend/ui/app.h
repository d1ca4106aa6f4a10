// The game page's application: builds the whole interface every frame from the session (immediate mode).
// The map fills the window; a top bar holds the phase, history and menus; a side panel holds the orders,
// the typed-order box and the results. Each window with a state of its own is its own class (the Games
// window, the dialogs, the score window, embed mode...); keeping games is GameKeeper's, and platform code
// (SDL, GL, the browser, the scripting API's JSON) lives in frontend/platform/.
//
//   frame():  hot-seat auto-play -> autosave -> top bar -> side panel -> map (board, orders or results,
//             input) -> popups -> hand-over screen -> dialogs and windows
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "app_parts.h"
#include "board_export.h"
#include "coach.h"
#include "computer_talk.h"
#include "computer_turns.h"
#include "embed_view.h"
#include "games_window.h"
#include "link_panel.h"
#include "phase_account.h"
#include "map_input.h"
#include "map_view.h"
#include "new_game_dialog.h"
#include "film_art.h"
#include "film_dialog.h"
#include "film_export.h"
#include "film_recording.h"
#include "order_art.h"
#include "order_controls.h"
#include "order_entry.h"
#include "phase_film.h"
#include "phase_motion.h"
#include "sandbox_panel.h"
#include "scores_window.h"
#include "table_desk.h"
#include "table_panel.h"
#include "screen_layout.h"
#include "text_dialogs.h"
#include "typed_orders.h"
#include "touch_layout.h"
#include "ui_context.h"
#include "vote_dialog.h"
#include "welcome.h"

namespace dip {

class App {
public:
    App(const Rules& rules, const MapGeometry& geometry, PlatformServices& platform);

    // Opens the game the page's address links to ("#g=...", "#p=..."; may be empty), else the game played
    // last, else a new one. Call once, before the first frame.
    // A first visit (no link, no games stored) opens the welcome: the ways to play.
    // A tournament's link ("#e=...") opens the game played last and the director's window, which asks first.
    void start(const std::string& link);
    // A link opened while the page is open (the address bar): a game's or position's, or a tournament's.
    void open_link(const std::string& link);
    // Embed mode: the page shows one board (embed.html), step by step, and keeps nothing in storage.
    using EmbedOptions = EmbedView::Options;
    void start_embed(const std::string& board, const EmbedOptions& options);

    // Keeps the board's unchanging picture in a texture that `painter` draws, instead of drawing it every frame.
    void cache_board(std::unique_ptr<LayerPainter> painter);
    // How many times the board's picture has been drawn anew into its texture (0 without one).
    int board_paints() const { return board_layer_ ? board_layer_->paints() : 0; }
    // Bakes the fonts for this pixel ratio (sharp text on high-DPI screens). Call before the first frame.
    void load_fonts(float pixel_ratio);
    float font_pixel_ratio() const { return fonts_.pixel_ratio; }
    // Builds this frame's interface. Between ImGui::NewFrame() and ImGui::Render().
    void frame();
    // A two-finger pinch on a touch screen: pan by `pan`, then zoom by `factor` about `centre`.
    void pinch(float factor, ImVec2 centre, ImVec2 pan) { input_.pinch(view_, factor, centre, pan); }
    void set_pinching(bool on) { input_.set_pinching(on); }
    // Keyboard shortcuts, sent by the platform layer when no text box has the keyboard.
    enum class Key { Previous, Next, Cancel, Hold, Support, Convoy };
    void key(Key k);

    // ---- For the page's scripting API (frontend/platform/js_api.cpp) -----------------------------------
    Session& session() { return session_; }
    GameKeeper& keeper() { return keeper_; }
    EmbedView& embed() { return embed_; }
    // A picture of the board asked for and drawn this frame: the platform saves it after drawing.
    std::optional<BoardImageRequest> take_board_image() { return board_image_.take(); }
    // The last phase played told in words ("Spring 1901 Movement: France takes Belgium..."), or "" before the first
    // or after an edit: the page gives it to screen readers as each phase is played.
    std::string last_phase_account() const;
    // Where a location's unit is drawn, in CSS pixels of the page (for tests that click on units).
    ImVec2 screen_point(Loc l) const { return view_.unit_point(l); }
    std::pair<ImVec2, ImVec2> board_box() const { return view_.board_box(); }
    // The province under the pointer on the map (its tooltip and highlight), or kNone.
    Province hovered() const { return input_.hovered(); }
    // Where a control with this label was drawn in the last frame (for tests that play with the mouse alone).
    const ControlRecorder::Control* control_rect(const std::string& label) const { return controls_.find(label); }
    std::vector<std::string> control_labels() const { return controls_.labels(); }
    // Whether the page must draw frames although nothing else happens: while a phase plays on the map.
    // A film playing, a table's clock running, or the computer seats talking among themselves (their round is
    // taken in by a frame, and the person waits for it to propose to them).
    bool needs_frames() const {
        return films_.needs_frames() || (table_.on() && !table_.clock().paused() && !session_.over()) ||
               talk_due(session_);
    }
    // A phase being saved as a moving picture: after each frame is drawn, the map's rectangle to read back (then
    // add_film_frame() with its pixels), and once the film is whole, the file to download.
    std::optional<FilmExport::Capture> take_film_capture() { return films_.gif.take_capture(); }
    void add_film_frame(const std::vector<std::uint8_t>& rgba, int width, int height) {
        films_.gif.add(rgba, width, height);
    }
    std::optional<FilmExport::File> take_film_file();
    // A film being saved as a video: after each frame is drawn, the map's rectangle to record, and once the film
    // has played, the video's file name.
    std::optional<CanvasRect> take_video_capture() { return films_.video.take_capture(); }
    std::optional<std::string> take_video_finished();
    const PhaseFilm& film() const { return films_.film; }
    // The orders the map draws now, as "Power: order" lines: a test reads what a person at the device could see.
    std::string map_orders_text() const;
    // The map's part of the screen not covered by the banners over it (min x, min y, max x, max y), last frame.
    ImVec4 map_clear() const { return map_clear_; }
    // View settings: colours, names, and a zoom (1 = whole board) around a location (kNone: the middle).
    void set_view(bool colour_blind, bool full_names, float zoom, Loc centre);

private:
    // What the map shows: the current phase (orders being written), or a played phase with its results.
    bool viewing_past() const { return films_.film.showing_past(); }
    const Position& shown_position() const;
    std::vector<DrawnOrder> shown_orders() const;
    const PhaseMotion& shown_motion() const;  // the played phase shown, as motion (kept until it changes)
    // Who may order, see and undo what at this device, as the game stands (table_policy.h).
    TablePolicy policy() const { return TablePolicy(session_); }
    bool may_order(Power p) const;  // the present shown and the policy allows it
    void go_to(int history_index);
    // The page follows the session's game_revision(): called a few times a frame, after whatever may change it.
    void follow_session();
    struct {
        std::uint64_t revision = ~0ull;  // the game revision followed last (none yet)
        std::uint64_t id = 0;            // the game's identity then
        std::size_t played = 0;          // its phases played then
    } seen_;
    void session_changed();     // the game was replaced or taken back: drop half-made orders, show the present
    std::uint64_t framed_ = 0;  // the game whose region of play the map was fitted to
    // The middle of the units of the power played at this device (a phone's cropped map keeps it in sight), if one.
    std::optional<Point> own_units_middle() const;
    void show_last_results();  // a phase was played: its results play on the map
    void adjudicate();
    void start_lessons();  // the first lesson not done yet (all done: the first)
    // The map shows the open game's board: a game of another variant brings its drawing and colours.
    void follow_board();
    const Palette& palette() const { return view_.palette(); }

    // Layout: the side panel sits right on wide screens; on narrow ones (a phone held upright) it is a sheet
    // over the foot of the map, raised and lowered by its handle.
    static bool narrow() { return ScreenLayout::narrow(); }
    float top_bar_height() const { return layout_.top_bar_height(); }
    // A table's screen has a wider panel, for its clock.
    ScreenLayout::Panel panel() const {
        return {options_.panel_open, table_.on() ? std::max(options_.panel_width, ImGui::GetIO().DisplaySize.x * 0.26f)
                                                 : options_.panel_width};
    }
    ImVec2 panel_min() const { return layout_.panel_min(panel()); }

    void map_area();  // app.cpp
    // A film being saved: the phase and moment it draws this frame (whatever the player watched), and its caption.
    struct FilmTake {
        int phase;
        float time;
        const std::string* caption;
    };
    std::optional<FilmTake> film_take() const;
    // The promises a film's captions may tell: those the results tell the person at the device (TablePolicy).
    CaptionPromises film_promises() const;
    void film_dialog(const UiContext& ui);
    // A frame of a film being saved as a GIF: drawn apart from the screen at the film's width, then read back.
    void film_picture(const FilmTake& take);
    std::unique_ptr<ImDrawList> film_list_;
    // The played phase's controls head the side panel (the phone's sheet), above its results, so nothing covers
    // the board and it never moves when results appear; with the panel closed they float over the map.
    bool phase_controls_in_sheet() const { return options_.panel_open; }
    // At a table every power is to hand in: the results tell those that did not.
    Unordered unordered_told() const { return table_.on() ? Unordered::Told : Unordered::Unsaid; }
    void played_phase_controls(float right);
    void map_tooltip(Province p);
    // A tap between marks drawn closer than a fingertip: the provinces it may mean (none: it is clear), and the
    // picker that asks which.
    std::vector<Province> tap_choices(const MapInput::Event& tap) const;
    void tap_picker();
    std::vector<Province> picker_;
    ImVec2 picker_at_{0, 0};
    void follow_table();
    void top_bar();                        // top_bar.cpp
    void side_panel(const UiContext& ui);  // side_panel.cpp
    void entry_panel();
    void orders_panel();
    void hotseat_screen();

    PlatformServices& platform_;
    Session session_;                          // the open game
    GameKeeper keeper_;                        // where it is stored, and the other games
    OrderEntry entry_;                         // the order being written by clicking
    MapView view_;                             // the board on screen: pan, zoom, drawing
    std::unique_ptr<BoardLayer> board_layer_;  // the board's picture kept between frames, when the platform can
    MapInput input_;                           // the pointer over the board
    ControlRecorder controls_;
    Fonts fonts_;
    FilmPlayer films_;  // the phase the map shows, its animation, and a film being saved
    EmbedView embed_;   // embed mode, when the page is an embedded board (it shows its steps through films_)

    AppWindows windows_;            // the windows and dialogs opened from the menus
    ComputerTurns computers_;       // the computer seats thinking and playing
    Coach coach_;                   // the lessons, and hints against the computer
    TableDesk table_;               // a table's game run from this device: its clock
    TablePanel table_panel_;        // its screen: the clock, the seats, the link as a QR code
    Millis table_flash_until_ = 0;  // the table's clock lights up until then (an alert)
    BoardExport board_image_;       // "Save the board as a picture"
    PanelParts side_;               // the side panel's parts
    ScreenLayout layout_;           // where the top bar, the panel (or the phone's sheet) and the map sit
    bool close_menus_ = false;      // Esc was pressed: the top bar's open menu closes this frame
    bool menu_was_open_ = false;    // one of the top bar's menus was open at the end of the last frame
    ImVec4 map_clear_{0, 0, 0, 0};  // the map's area below the banners over it, last frame
    float banner_height_ = 0;       // a played phase's banner over the map (side panel closed), as last drawn
    struct ViewOptions {
        bool colour_blind = false;
        bool full_names = false;  // province names in full rather than abbreviated
        bool panel_open = true;   // the side panel is shown
        float panel_width = 360;  // CSS pixels, on wide screens
    } options_;
};

}  // namespace dip
