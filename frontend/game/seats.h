// Who plays and sees what in a game on this device. In hot seat: the powers people play, whose turn it is at the
// device, and whether that person has shown who they are (so that their orders may be seen). By link: which power
// this copy plays, whether it is the host's copy, and whose orders have arrived this phase. Part of the game's
// record (game_record.h); the table's questions about it are table_policy.h's.
#pragma once

#include <array>
#include <vector>

#include "computer_seats.h"
#include "map.h"

namespace dip {

struct Seats {
    std::array<bool, kMaxPowers> played{};    // hot seat: the powers people play
    int hotseat_turn = 0;                     // index into the powers to order among the played ones
    bool hotseat_revealed = false;            // the person at the device has confirmed who they are (never saved)
    Power me = kNoPower;                      // by link: the power this copy plays (kNoPower: none)
    bool host = true;                         // by link: the host's copy, which plays the phase
    std::array<bool, kMaxPowers> received{};  // by link: powers whose orders have arrived this phase

    // A new phase: the hand-overs start again and no orders have arrived.
    void new_phase() {
        hotseat_turn = 0;
        hotseat_revealed = false;
        received.fill(false);
    }
    // Hot seat: the powers people play (the others hold, disband and waive); the hand-overs start again.
    void set_players(const std::array<bool, kMaxPowers>& people) {
        played = people;
        hotseat_turn = 0;
        hotseat_revealed = false;
    }
    // By link: the power this copy plays and whether it is the host's.
    void link_role(Power power, bool is_host) {
        me = power;
        host = is_host;
    }
    // Hot seat: the powers played by a person among the first `power_count`.
    int people(int power_count, const ComputerSeats& computers) const {
        int n = 0;
        for (int pw = 0; pw < power_count; ++pw) n += played[pw] && !computers.computer(static_cast<Power>(pw));
        return n;
    }
    // The people at the device among `to_order` (the powers with a decision now), in turn order: the powers
    // played, without the computer seats.
    std::vector<Power> people_among(const std::vector<Power>& to_order, const ComputerSeats& computers) const {
        std::vector<Power> out;
        for (Power pw : to_order)
            if (played[pw] && !computers.computer(pw)) out.push_back(pw);
        return out;
    }
    // The power whose turn it is among `to_order`, or kNoPower when everyone is done.
    Power turn_among(const std::vector<Power>& to_order, const ComputerSeats& computers) const {
        const std::vector<Power> people = people_among(to_order, computers);
        return hotseat_turn >= 0 && hotseat_turn < static_cast<int>(people.size()) ? people[hotseat_turn] : kNoPower;
    }
};

}  // namespace dip
