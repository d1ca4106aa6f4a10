// The ways a game ends, written short for the tournament and scoring tests.
#pragma once

#include <initializer_list>

#include "tournament.h"

namespace dip::ends {

inline const GameEnd kTimeLimit{EndKind::TimeLimit, kNoPower, {}};
inline GameEnd solo(Power pw) { return {EndKind::Solo, pw, {}}; }
inline GameEnd concession(Power pw) { return {EndKind::Concession, pw, {}}; }
inline GameEnd draw_of(std::initializer_list<Power> powers) {
    GameEnd end{EndKind::Draw, kNoPower, {}};
    for (Power pw : powers) end.in_draw[pw] = true;
    return end;
}

}  // namespace dip::ends
