// The Games window (the stored games: open, rename, copy, delete with undo; this game's save string and
// link; opening a string or link someone sent) and the question a link to a game already stored asks. What
// they do is GameKeeper's; here is only how they look and what the player has typed.
#pragma once

#include <string>

#include "controls.h"
#include "game_keeper.h"
#include "palette.h"

namespace dip {

class GamesWindow {
public:
    void open() { open_ = true; }
    // Draws the window while it is open. True when the player asked for a new game (the new-game dialog
    // takes over).
    bool draw(GameKeeper& keeper, PlatformServices& platform, ControlRecorder& controls, const Palette& palette);

private:
    bool open_ = false;         // shown, or asked to be
    std::string import_text_;   // the string or link being pasted
    std::string import_error_;  // why it did not open
    std::string renaming_key_;  // the game whose name is being edited ("": none)
    std::string rename_text_;   // its new name so far
    std::string delete_key_;    // the game waiting for "Delete it" ("": none)
};

// "This game is already here": asked while the keeper waits for the player's answer.
void link_question_dialog(GameKeeper& keeper, ControlRecorder& controls);

// "just now", "5 min ago", "3 days ago": how long ago `then_ms` was, at `now_ms`.
std::string describe_time(std::int64_t then_ms, std::int64_t now_ms);

}  // namespace dip
