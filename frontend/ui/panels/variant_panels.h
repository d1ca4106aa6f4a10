// What a rules variant adds to the page: the score window's line about how the game is won, and its own
// standings in place of the scoring system's table (Formal Diplomacy: victory points, wars, spheres of
// influence). A variant's page code plugs in here; nothing else in the interface asks which variant is played.
#pragma once

#include <memory>
#include <string>

#include "palette.h"
#include "session.h"

namespace dip {

class VariantPanels {
public:
    virtual ~VariantPanels() = default;
    // The line under the score window's title ("" : the scoring system's line is shown).
    virtual std::string goal_line(const GameSettings&) const { return ""; }
    // Draws the variant's standings; false when it has none and the scoring system's table is shown.
    virtual bool standings(const Session&, const Palette&) const { return false; }
};

// The panels of the variant these settings play: with make_rules() and the new-game settings, the one place a
// variant is chosen by name.
const VariantPanels& variant_panels(const RuleSettings& rules);

}  // namespace dip
