// The score window: the score table (final once the game is over, provisional before), the centre chart by
// year, and while the game goes on the way to a vote and the civil-disorder switches. It opens by itself
// when the game ends.
#pragma once

#include "ui_context.h"
#include "vote_dialog.h"

namespace dip {

class ScoresWindow {
public:
    void open() { open_ = true; }
    // Opens the window at the moment the game ends (call every frame).
    void follow(const Session& session);
    // Draws it while open. Votes and seat changes are offered where the policy allows them; `present` is false
    // while the player looks at an earlier phase (no vote then). The centre chart follows the map: `shown_phases`
    // is how many played phases' results it shows. True when the session changed (civil disorder switched).
    bool draw(const UiContext& ui, VoteDialog& vote, bool present, std::size_t shown_phases);

private:
    bool open_ = false;      // shown
    bool was_over_ = false;  // the game was over in the last frame
};

}  // namespace dip
