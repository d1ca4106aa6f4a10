// Embed mode (embed.html): one board filling the canvas, at the step the page's buttons choose, with the
// order-entry clicks of "try it". A played phase is drawn by the page's film player, as in the game: stepping from
// its orders to its results plays it out. The step buttons, the text for screen readers and the link to the full
// game are HTML around the canvas, through the scripting API. Nothing is kept in storage.
#pragma once

#include <string>
#include <vector>

#include "embed.h"
#include "film_player.h"
#include "map_input.h"
#include "map_view.h"
#include "order_entry.h"
#include "ui_context.h"

namespace dip {

class EmbedView {
public:
    struct Options {
        std::string region;             // a named region, or
        std::vector<std::string> crop;  // provinces to fit, by name or abbreviation on the board's map
        std::string step = "results";   // the step shown first
        std::string address_error;      // why the page's address could not be read ("" if it could)
    };
    // Shows the board in the page's own session (so that order entry works in "try it") and film player.
    EmbedView(Session& session, FilmPlayer& films) : board_(session, films.film), films_(films) {}

    // Loads the board; from then on the page is this board alone.
    void start(const std::string& board, const Options& options);
    bool active() const { return active_; }
    EmbedBoard& board() { return board_; }
    const EmbedBoard& board() const { return board_; }
    const std::string& error() const { return error_; }  // why the board could not be shown ("" if it is)

    // The whole frame of an embedded board.
    void frame(const UiContext& ui, OrderEntry& entry, MapView& view, MapInput& input, bool full_names);

private:
    void fit_crop(MapView& view) const;

    EmbedBoard board_;
    FilmPlayer& films_;            // the page's: the step shown, and a played phase's motion
    bool active_ = false;          // the page is an embedded board
    std::string error_;            // why the board could not be shown
    std::vector<Province> crop_;   // the provinces the view fits
    float trying_bar_height_ = 0;  // the order-writing bar over the map while trying (last frame)
};

}  // namespace dip
