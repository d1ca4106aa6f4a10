// The welcome: on a first visit (no games stored yet), and again from the Game menu, the lessons for a newcomer
// (docs/LESSONS.md), the ways to play the standard game (against the computer, the sandbox, around this device, by
// link), the variants, and the rules
// guide, each a button that starts that game; against the computer and by link, the player's power is a second
// step (by link, the powers the other people play a third), around this device the powers its people play, and a
// variant opens the new-game dialog on it. Every step after the first has Back at its top; the × on its title
// bar, Esc, "Not now" and a click outside close it. The games themselves are the keeper's.
#pragma once

#include "ui_context.h"

namespace dip {

class Welcome {
public:
    void open() { open_ = true; }
    // What the player chose, for the page to act on beyond the keeper: the new-game dialog, on variant().
    enum class Choice { None, MoreChoices, Lessons };
    Variant variant() const { return variant_; }
    // Draws the welcome while open; a way to play chosen starts its game through the keeper.
    Choice draw(const UiContext& ui);

private:
    bool open_ = false;  // asked to open (begin_dialog resets it)
    enum class Step { Ways, ComputerPower, HostPower, LinkPeople, HotSeatPeople, Variants };
    Step step_ = Step::Ways;       // the ways to play, the power chosen next (against the computer, or hosting), the
                                   // powers the other people play (by link, or here), or the variants
    Power host_power_ = kNoPower;  // by link: the power the host plays
    std::array<bool, kMaxPowers> people_{};  // by link: the powers other people play; here: the powers people play
    Variant variant_ = Variant::Standard;    // the variant chosen for More choices
};

}  // namespace dip
