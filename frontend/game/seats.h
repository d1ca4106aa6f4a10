// Who plays and sees what in a game on this device. In hot seat: the powers people play, whose turn it is at the
// device, and whether that person has shown who they are (so that their orders may be seen). By link: which power
// this copy plays, whether it is the host's copy, and whose orders have arrived this phase. Session keeps one and
// answers the questions about it (hotseat_power(), people_to_order()...); plain data.
#pragma once

#include <array>

#include "map.h"

namespace dip {

struct Seats {
    std::array<bool, kMaxPowers> played{};    // hot seat: the powers people play
    int hotseat_turn = 0;                     // index into the powers to order among the played ones
    bool hotseat_revealed = false;            // the person at the device has confirmed who they are
    Power me = kNoPower;                      // by link: the power this copy plays (kNoPower: none)
    bool host = true;                         // by link: the host's copy, which plays the phase
    std::array<bool, kMaxPowers> received{};  // by link: powers whose orders have arrived this phase

    // A new phase: the hand-overs start again and no orders have arrived.
    void new_phase() {
        hotseat_turn = 0;
        hotseat_revealed = false;
        received.fill(false);
    }
};

}  // namespace dip
