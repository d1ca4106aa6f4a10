// The new-game dialog: the variant (from the catalogue, with what makes it different and a picture of its
// board at the start), the settings chosen at creation (when the game ends, how it is scored), then a game
// against the computer (a power and a level), a sandbox, a hot-seat game with who plays each power (a person,
// nobody, or the computer at a level), or a game by link with the power the host plays (with sealed orders, the
// powers people play too: the others hold or are the computer's from the first link on), or a table's game on a
// phase clock, hosted by this device.
#pragma once

#include <array>
#include <optional>
#include <utility>

#include "catalogue.h"
#include "map_view.h"
#include "phase_clock.h"
#include "ui_context.h"

namespace dip {

class NewGameDialog {
public:
    NewGameDialog() { seats_.fill(kPerson); }
    // Opens on the variant of the game open now (`current`).
    void open(Variant current) {
        open_ = true;
        choose(current);
    }
    // Draws the dialog while it is open; the game chosen is started through the keeper.
    void draw(const UiContext& ui);
    // A table's game was started: its clock, once (the page's TableDesk takes it on).
    std::optional<ClockTimes> take_table() { return std::exchange(table_started_, std::nullopt); }

private:
    void choose(Variant v);
    void variant_chooser(ControlRecorder& controls);
    void board_picture(const VariantInfo& v);
    void settings_editor();
    void against_the_computer(GameKeeper& keeper, const Map& map, ControlRecorder& controls);
    void hot_seat(GameKeeper& keeper, const Map& map, ControlRecorder& controls);
    void by_link(GameKeeper& keeper, const Map& map, ControlRecorder& controls);
    void at_a_table(GameKeeper& keeper, ControlRecorder& controls);

    // Hot seat: who plays a power. The computer's levels follow as kComputer + their place in bot::levels().
    enum Seat : int { kPerson, kNobody, kComputer };
    bool open_ = false;                           // asked to open (begin_dialog resets it)
    std::array<int, kMaxPowers> seats_{};         // hot seat: who plays each power (a Seat)
    Power versus_me_ = kNoPower;                  // against the computer: the power played (kNoPower: at random)
    bot::Level versus_level_ = bot::Level::Easy;  // against the computer: how well it plays
    Power me_ = kNoPower;                         // by link: the power the host plays (kNoPower: none)
    LinkPlay link_play_{true, false};             // by link: sealed orders (on unless a group trusts its host)
    std::array<bool, kMaxPowers> link_people_{};  // by link, sealed: the powers people play besides the host's
    int link_others_ = 0;                         // by link, sealed: the rest hold (0) or the computer plays them
    GameSettings settings_;                       // the settings shown
    std::optional<MapView> picture_;              // the chosen variant's board at the start, small
    ClockPreset table_clock_ = ClockPreset::Wbc;  // at a table: the phase clock
    bool own_minutes_ = false;                    // ... or the game master's own minutes:
    int own_talk_ = 10, own_write_ = 2;           // to negotiate, and to write, in Spring and Fall
    std::optional<ClockTimes> table_started_;     // see take_table()
};

}  // namespace dip
