// The game page's application: builds the whole interface every frame from the session (immediate mode).
// The map fills the window; a top bar holds the phase, history and menus; a side panel holds the orders,
// the typed-order box and the results. Platform code (SDL, GL, the browser) lives in frontend/platform/.
//
//   frame():  top bar -> side panel -> map (board, orders or results, input) -> popups -> hot-seat screens
#pragma once

#include <string>
#include <vector>

#include <imgui.h>

#include <optional>

#include "embed.h"
#include "library.h"
#include "map_view.h"
#include "order_art.h"
#include "order_entry.h"
#include "platform_services.h"
#include "session.h"

namespace dip {

class App {
public:
    App(const Rules& rules, const MapGeometry& geometry, PlatformServices& platform);
    // Embed mode: the page shows one board (embed.html), step by step, and keeps nothing in storage.
    struct EmbedOptions {
        std::string region;            // a named region, or
        std::vector<Province> crop;    // provinces to fit
        std::string step = "results";  // the step shown first
    };
    void start_embed(const std::string& board, const EmbedOptions& options);
    EmbedBoard& embed() { return embed_; }
    std::string embed_error() const { return embed_error_; }
    // The embedded board's position and orders as a position save string (to open it in the game).
    std::string embed_position_code() const;
    // The iframe snippet (and the plain link) that embeds the current position and orders in a page.
    std::string embed_link() const;
    std::string embed_snippet() const;

    // Opens the game the page's address links to ("#g=...", "#p=..."; may be empty), else the game played
    // last, else a new one. Call once, before the first frame.
    void start(const std::string& link);

    // Bakes the fonts for this pixel ratio (sharp text on high-DPI screens). Call before the first frame.
    void load_fonts(float pixel_ratio);
    float font_pixel_ratio() const { return font_ratio_; }
    // Builds this frame's interface. Between ImGui::NewFrame() and ImGui::Render().
    void frame();
    // A two-finger pinch on a touch screen: zoom by `factor` around a screen point.
    void pinch(float factor, ImVec2 center) { view_.zoom_at(center, factor); }
    // Keyboard shortcuts, sent by the platform layer when no text box has the keyboard.
    enum class Key { Previous, Next, Cancel, Hold, Support, Convoy };
    void key(Key k);

    // ---- For the page's scripting API (frontend/platform/js_api.cpp) -----------------------------------
    Session& session() { return session_; }
    // The game moved on or was replaced outside the interface: drop half-made orders and show the present.
    void session_changed();
    // A phase was played outside the interface: show its results, as after the Adjudicate button.
    void show_last_results();
    // Where a location's unit is drawn, in CSS pixels of the page (for tests that click on units).
    ImVec2 screen_point(Loc l) const { return view_.unit_point(l); }
    // Where a button with this label was drawn in the last frame (min and max corners), for tests that
    // play with the mouse alone. False when no such button is on screen.
    bool control_rect(const std::string& label, ImVec2& min, ImVec2& max) const;
    std::string last_error() const { return notice_; }
    std::string storage_error() const { return storage_error_; }
    std::string game_string() const;  // the current game as a save string
    std::string game_link() const;    // a link that opens the current game
    std::string shared_link() const;  // by link: what the host sends (no one's orders)
    std::string orders_code() const;  // by link: what a player sends back
    // Opens a game or a position from a link or a save string, as pasted. "" or why not.
    std::string open_link(const std::string& text);
    // By link: the host takes a player's orders code. "" or why not.
    std::string take_orders_code(const std::string& code);
    // A new game; `me` is the power the host plays in a game by link.
    void start_new_game(PlayMode mode, const std::array<bool, kMaxPowers>& players, Power me,
                        const GameSettings& settings = {});
    // The stored games, as JSON: [{"name", "mode", "phase", "current"}].
    std::string games_json();
    // The open game, as JSON: {"name", "mode", "me", "host", "phases_played"}.
    std::string session_json() const;
    // View settings: colours, names, and a zoom (1 = whole board) around a location (kNone: the middle).
    void set_view(bool colour_blind, bool full_names, float zoom, Loc centre);

private:
    // What the map shows: the current phase (orders being written), or a played phase with its results.
    bool viewing_past() const { return viewing_ >= 0; }
    const Position& shown_position() const;
    std::vector<DrawnOrder> shown_orders() const;
    bool may_order(Power p) const;

    void map_area();
    void embed_frame();
    void fit_crop();
    void handle_map_input(ImVec2 min, ImVec2 max);
    void map_click(Province p);
    void edit_click(Province p);
    void accept(const std::optional<Order>& o);
    // ImGui::Button (SmallButton, MenuItem) that also records where it was drawn (see control_rect).
    bool button(const char* label, ImVec2 size = {0, 0});
    bool small_button(const char* label);
    bool menu_item(const char* label, bool enabled = true);
    // Tells the player something: an error (in red) or news.
    void tell(std::string message, bool error) {
        notice_ = std::move(message);
        notice_is_error_ = error;
    }
    void hover_tooltip(Province p);
    void entry_controls();
    void prompt_box(const std::string& text);

    // Layout: the side panel sits right on wide screens and below the map on narrow ones (phones).
    bool narrow() const { return ImGui::GetIO().DisplaySize.x < 700; }
    float top_bar_height() const {
        return ImGui::GetFrameHeight() + 16 +
               (narrow() ? ImGui::GetFrameHeight() + ImGui::GetStyle().ItemSpacing.y : 0);
    }
    ImVec2 panel_min() const;
    ImVec2 panel_max() const;

    // panels.cpp
    void top_bar();
    void side_panel();
    void entry_panel();
    void orders_panel();
    void typed_orders_panel();
    void results_panel(const PhaseResult& r, const Position& before);
    void sandbox_panel();
    void entry_popups();
    void hotseat_screens();
    bool begin_dialog(const char* name, bool& open, ImVec2 size = {0, 0});
    void new_game_dialog();
    void position_text_dialog();
    void embed_code_dialog();
    // tournament_panel.cpp: settings at creation, scores, the centre chart, votes
    void settings_editor();
    void scores_window();
    void centre_chart();
    void start_vote();
    void vote_dialog();
    VoteProposal current_proposal() const;
    void formal_scores();  // formal_panel.cpp
    void formal_order_buttons(Power pw);
    void power_swatch(Power p);
    void adjudicate();
    void go_to(int history_index);

    // games_panel.cpp: keeping and sharing games
    void open_game(const std::string& key);
    void autosave();
    void take_game_from_link(const SavedGame& g, bool replace_existing);
    void games_window();
    void link_dialog();
    void link_panel();
    std::string describe_time(std::int64_t ms) const;

    PlatformServices& platform_;
    GameLibrary library_;
    std::string current_key_;  // where the open game is stored
    std::uint64_t saved_revision_ = ~0ull;
    std::string storage_error_;  // the last save failed: why (shown until a save works)
    bool games_open_ = false;
    std::string import_text_, import_error_, code_text_, code_message_;
    std::string renaming_key_, rename_text_, delete_key_;
    std::optional<SavedGame> link_game_;  // a linked game already stored: waiting for the player's choice
    std::string link_existing_key_, link_existing_name_;
    int new_game_me_ = -1;  // by link: the power the host plays (-1: none)

    Session session_;
    OrderEntry entry_;
    EmbedBoard embed_{session_};
    bool embedding_ = false;
    std::string embed_error_;
    std::vector<Province> crop_;   // embed: the provinces the view fits
    float trying_bar_height_ = 0;  // embed: the order-writing bar over the map while trying (last frame)
    const MapGeometry& geo_;
    MapView view_;

    int viewing_ = -1;  // index of the played phase shown, or -1 for the current phase
    bool colour_blind_ = false;
    bool full_names_ = false;
    bool panel_open_ = true;
    float panel_width_ = 360;  // CSS pixels, on wide screens
    bool editing_ = false;     // sandbox: clicks edit the board instead of ordering
    int edit_power_ = 0;
    int edit_tool_ = 0;  // 0 army, 1 fleet, 2 remove unit, 3 set centre owner
    std::string typed_;  // the typed-orders box
    std::vector<TextError> typed_errors_;
    std::string notice_;  // the last message for the player (an error from loading, say)
    bool notice_is_error_ = true;
    bool new_game_open_ = false;
    bool text_dialog_open_ = false;
    bool embed_dialog_open_ = false;
    std::string dialog_text_;
    std::string dialog_error_;
    std::array<bool, kMaxPowers> new_game_players_{};
    GameSettings new_game_settings_;  // the settings the new-game dialog shows
    bool scores_open_ = false;
    bool was_over_ = false;  // the game was over in the last frame
    bool vote_open_ = false;
    int vote_stage_ = 0;          // 0: the proposal; 1: ballots; 2: counting
    int vote_kind_ = 0;           // 0: draw, 1: concession
    int vote_to_ = -1;            // concession: to this power
    int vote_voter_ = 0;          // the voter whose ballot is next (index among the voters)
    bool vote_revealed_ = false;  // that voter has the device
    std::array<Ballot, kMaxPowers> ballots_{};
    std::string vote_result_;  // what the last vote came to

    // Pointer state over the map: a press that moves is a pan, one that does not is a click.
    bool pressing_ = false;
    bool dragging_ = false;
    ImVec2 press_at_{0, 0};
    Province hovered_ = kNone;

    struct Control {
        std::string label;
        ImVec2 min, max;
    };
    std::vector<Control> controls_, last_controls_;  // buttons drawn this frame, and in the last one

    ImFont* ui_font_ = nullptr;
    ImFont* bold_font_ = nullptr;
    ImFont* label_font_ = nullptr;
    ImFont* big_font_ = nullptr;
    float font_ratio_ = 1;
};

}  // namespace dip
