// The colours of the board: power colours (standard and colour-blind safe), land, sea, borders, and the
// colours of results. One place, so the map, the panels and the rules guide agree.
#pragma once

#include <cstdint>

#include "types.h"

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
};

// Standard colours: Austria red, England deep navy, France pale blue, Germany charcoal, Italy teal green, Russia
// purple, Turkey yellow, tuned so every pair stays apart for normal vision and for deuteranopia and protanopia
// (tests/frontend/palette_test.cpp has the figures). The colour-blind palette uses Okabe and Ito's colours.
const Palette& standard_palette();
const Palette& colour_blind_palette();

// Mixes two colours: t = 0 gives a, t = 1 gives b.
Rgba mix(Rgba a, Rgba b, float t);
Rgba with_alpha(Rgba c, float alpha);

}  // namespace dip
