// Formal Diplomacy in the page: the score window's victory points, war matrix and spheres of influence. Its
// power orders (declare war, surrender, spheres) are offered like any rules' (power_orders.h); the map draws
// the spheres (map_view.cpp).
#pragma once

#include "variant_panels.h"

namespace dip {

class FormalPanels : public VariantPanels {
public:
    std::string goal_line(const GameSettings& settings) const override;
    bool standings(const Session& session, const Palette& palette) const override;
};

}  // namespace dip
