// The tournament director's window (Game > Tournament director...): the event kept on this device (event_book.h),
// its players, each round's check-in and seeded draw, each board's result typed from the centre chart or taken
// from the game open on the page, and the standings with Best Country, saved as CSV. The rules of all of it are
// the engine's (engine/event/); this only shows them and takes the director's input.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "event_book.h"
#include "ui_context.h"

namespace dip {

class EventWindow {
public:
    void open() { open_ = true; }
    // A tournament's link was opened: the window opens and asks before the event kept here is replaced (or says
    // why the link does not open).
    void offer(std::string_view link);
    void draw(const UiContext& ui);

private:
    void new_event(const UiContext& ui);
    void offered(const UiContext& ui);  // the question about a tournament from a link
    void players(Event& event, const UiContext& ui);
    void next_round(Event& event, const UiContext& ui);
    void boards(Event& event, const UiContext& ui);
    void result_form(Event& event, int round, int board, const UiContext& ui);
    bool seat_button(const std::string& label, SeatPlace place, bool first, const UiContext& ui);
    void swap_with(Event& event, int round, SeatPlace place);
    void standings(Event& event, const UiContext& ui);
    void saved();  // writes the event; when it was not stored, message_ says why instead

    std::optional<EventBook> book_;  // made on first drawing, on the platform's storage
    bool open_ = false;
    bool starting_new_ = false;           // the director asked for a new tournament in place of this one
    std::optional<Event> offered_;        // a tournament from a link, not opened yet
    std::string text_;                    // another device's tournament, pasted
    std::string name_ = "Club night";     // a new event's name
    int scoring_ = 0;                     // a new event's scoring system (Scoring, as an int for ImGui)
    int seed_ = 1;                        // a new event's seed, chosen in public
    std::string player_;                  // the name being added
    std::string message_;                 // what became of the director's last act
    std::array<bool, 1000> absent_{};     // by player index: not checked in for the next round
    std::array<bool, 1000> volunteer_{};  // by player index: volunteers to sit out, or to play two boards
    int short_boards_ = 0;                // the next round's ShortBoards
    bool no_fair_draw_ = false;           // the last draw tried found no seating without a repeated power
    int editing_ = -1;                    // the board whose result is being typed (in the last round)
    std::optional<SeatPlace> picked_;     // seating by hand: the seat pressed first, to swap with the next
    int picked_round_ = -1;
    std::array<int, 7> centres_{};      // the result being typed
    int end_ = 0;                       // 0 the time limit, 1 a solo, 2 a draw, 3 a concession
    int year_ = 1907;                   // the last year played
    std::array<bool, 7> in_draw_{};     // a draw: the powers sharing it
    int conceded_to_ = -1;              // a concession: the power conceded to
    std::array<int, 7> fell_in_{};      // a power with no centre: the year it was eliminated (0: not known)
    std::array<bool, 7> units_left_{};  // ... or it still has units on the board
    std::string result_problem_;        // why the result typed was not saved, said under it
};

}  // namespace dip
