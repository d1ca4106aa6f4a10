// The colours of the board: power colours (standard and colour-blind safe, from the board's data), land, sea,
// borders, and the colours of results. One place, so the map, the panels and the rules guide agree.
#pragma once

#include <cstdint>
#include <string>

#include "map.h"

namespace dip {

using Rgba = std::uint32_t;  // ImGui's ImU32 layout: 0xAABBGGRR

struct Palette {
    Rgba power[kMaxPowers];       // units, arrows, owned centres
    Rgba power_text[kMaxPowers];  // a readable ink on top of power[] (black or white)
    Rgba sea, sea_border, land, land_border, coast_line, impassable, decoration, label, label_halo;
    Rgba sea_label;  // the names of seas
    Rgba selected, target, success, failure, void_order, dislodged;
    // The page around the map.
    Rgba bar, bar_text;            // the top bar and its words
    Rgba ink;                      // dark text on light buttons and panels
    Rgba go, go_hovered, go_text;  // the button that plays the phase (adjudicate, pass the device on)
    Rgba prompt;                   // the box that says what the player is doing
    Rgba hidden;                   // over the map while the device is handed over (hot seat)
    // Units carry their power's first two letters where colour alone may not tell the powers apart: in the
    // colour-blind colours, and on a board whose powers take generated colours (Chaos's 34). Never one letter: an
    // "F" on a French army reads as a fleet, an "A" on an Austrian fleet as an army.
    bool mark_units = false;
};

// The palette of a board as a variant plays it: each power in the colour its "colour" line gives (standard or
// colour-blind), or, for a power without one (the 34 of Chaos), a colour of its own from a sequence of hues
// and shades. Made once per map and kept.
const Palette& palette_for(const Map& map, bool colour_blind);

// The mark on a power's units when the palette marks them: the first two letters of its name ("Fr"), whole UTF-8
// characters.
std::string power_mark(const std::string& name);

// Mixes two colours: t = 0 gives a, t = 1 gives b.
Rgba mix(Rgba a, Rgba b, float t);
Rgba with_alpha(Rgba c, float alpha);

}  // namespace dip
