// An embedded board: a position (or a few phases) with orders, shown step by step: the board before, the
// orders drawn, the results with each order's reason, the board after. Also the text a screen reader reads
// for each step, and the named regions a board may be cropped to. No drawing here (see App's embed mode).
#pragma once

#include <string>
#include <vector>

#include "map_geometry.h"
#include "phase_film.h"
#include "session.h"

namespace dip {

// A step of an embedded board: a moment of the page's phase film (phase_film.h), named.
struct EmbedStep {
    enum class Kind : std::uint8_t {
        Before,   // the first phase at its start, its orders not drawn yet
        Orders,   // a played phase at its start: the orders as written
        Results,  // a played phase at its end (or playing to it): the results
        After     // the present: the position the last phase left
    } kind;
    int phase = 0;  // index into the game's history (After: the last phase played)
    friend bool operator==(const EmbedStep&, const EmbedStep&) = default;
};

// Works on the page's own session and phase film: order entry works in "try it", and a phase played shows on the
// map as it does in the game (its units move from the orders to the results). The step shown is the film's.
class EmbedBoard {
public:
    EmbedBoard(Session& session, PhaseFilm& film) : session_(session), film_(film) {}

    // Reads a board: a position save string ("#p=..."), or text in the position format (one or more phases
    // separated by "---"). Every phase is played. "" or what is wrong.
    std::string load(const std::string& text);

    const Session& session() const { return session_; }
    Session& session() { return session_; }
    // Every step, from the game's history: before, then each played phase's orders and results, then after.
    std::vector<EmbedStep> steps() const;
    // The step shown (an index into steps()), as the film stands.
    int step() const;
    EmbedStep shown() const;
    // Shows a step. From a phase's orders to its results, the phase plays out (as after Adjudicate in the game).
    void go(int step);
    // The step kind named in a link ("before", "orders", "results", "after"): the first such step.
    void go_to_kind(const std::string& name);
    std::string step_label() const;

    // Try it: the last phase's orders become editable again; played() plays them; reset() goes back to
    // the board as it was loaded.
    void try_it();
    bool trying() const { return trying_; }
    void play();
    void reset();

    // The provinces the board is about: every unit's, and every place an order names. An embedded board
    // without a named region is cropped to these.
    std::vector<Province> provinces_in_play() const;

    // What the current step shows, in words.
    std::string description() const;
    // The step's position and orders (while trying: the orders being written) as a position save string, to
    // open the board in the game.
    std::string position_code() const;

private:
    std::string text_;
    Session& session_;
    PhaseFilm& film_;
    bool before_ = false;  // the film's phase is shown without its orders (the Before step)
    bool trying_ = false;
};

// The provinces of a named part of the board ("balkans", "low-countries", ...), for cropping. Empty if
// the name is unknown. "europe" is the whole board.
std::vector<Province> region_provinces(const std::string& name, const Map& map);
// The map rectangle that shows these provinces, with a margin, and never less than a fifth of the map
// across (one unit alone is shown with its neighbourhood).
void provinces_bounds(const MapGeometry& g, const std::vector<Province>& ps, Point& min, Point& max);

// The link that embeds a session's position and the orders written so far (embed.html next to the game page
// at `page_url`), and the iframe snippet that puts it in a page.
std::string embed_link(const Session& session, const std::string& page_url);
std::string embed_snippet(const Session& session, const std::string& page_url);

// "England: fleets in London and Edinburgh, an army in Liverpool." for every power with units.
std::string describe_units(const Position& pos, const Map& map);

}  // namespace dip
