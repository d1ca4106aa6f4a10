// The new-game dialog: the settings chosen at creation (standard or Formal Diplomacy, when the game ends, how
// it is scored), then a sandbox, a hot-seat game with the powers people play, or a game by link with the power
// the host plays.
#pragma once

#include <array>

#include "controls.h"
#include "game_keeper.h"

namespace dip {

class NewGameDialog {
public:
    NewGameDialog() { players_.fill(true); }
    void open() { open_ = true; }
    // Draws the dialog while it is open; the game chosen is started through the keeper.
    void draw(GameKeeper& keeper, const Map& map, ControlRecorder& controls);

private:
    void settings_editor();

    bool open_ = false;                       // asked to open (begin_dialog resets it)
    std::array<bool, kMaxPowers> players_{};  // hot seat: the powers played by a person
    Power me_ = kNoPower;                     // by link: the power the host plays (kNoPower: none)
    GameSettings settings_;                   // the settings shown
};

}  // namespace dip
