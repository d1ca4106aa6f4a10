// "Film of the game...": a range of the played phases (the whole game unless the player narrows it), to watch on the
// map one phase after another (the centre chart follows the phase shown) or to save as a moving picture (GIF) or,
// where the browser can record its canvas, as a video.
#pragma once

#include <vector>

#include "game.h"
#include "ui_context.h"

namespace dip {

class FilmDialog {
public:
    void open() { open_ = true, first_ = 0, last_ = -1; }
    enum class Choice { None, Watch, SaveGif, SaveVideo };
    struct Answer {
        Choice choice = Choice::None;
        int first = 0, last = 0;  // indices into the history, both included
    };
    // Draws the dialog while it is open; the player's choice in the frame it is made.
    Answer draw(const UiContext& ui);

private:
    bool open_ = false;          // asked to open (begin_dialog resets it)
    int first_ = 0, last_ = -1;  // -1: the last phase played
};

}  // namespace dip
