// Players' devices in a game by link with sealed orders, for the native tests of sealed play: each its own platform,
// open game and keeper of games; the codes go round as a group chat would pass them.
#pragma once

#include <catch2/catch.hpp>

#include "fake_platform.h"
#include "game_keeper.h"
#include "order_parser.h"
#include "sealed_orders.h"
#include "support.h"

namespace dip::test {

inline std::vector<Order> of_power(const std::vector<Order>& all, Power p) {
    std::vector<Order> out;
    for (const Order& o : all)
        if (o.power == p) out.push_back(o);
    return out;
}

// An order of the standard board in the current phase kind, for `p`.
inline Order order_of(Power p, std::string_view text, PhaseKind kind = PhaseKind::Movement) {
    Expected<Order> r = parse_order(text, kind, standard());
    REQUIRE(r.ok());
    r->power = p;
    return *r;
}

// One player's device: its platform, the page's game and the keeper of its games.
struct Device {
    FakePlatform platform;
    Session session{standard_rules()};
    GameKeeper keeper{session, standard_rules(), platform};
    explicit Device(std::uint64_t random) { platform.next_random = random; }
};
using Devices = std::vector<Device*>;

// The codes pasted into every device, as a group chat would pass them.
inline void everyone_takes(const Devices& devices, const std::string& codes) {
    for (Device* d : devices) {
        std::string taken;
        INFO(d->session.map().power(d->session.record().seats.me).name);
        const std::string why = sealed::take_codes(d->session, codes, taken);
        REQUIRE((why == "" || why.find("There is no sealed") == 0));  // (no codes when nobody orders)
        d->keeper.autosave();                                         // as the page does every frame
    }
}

// Whether the device's seat has orders to give this phase.
inline bool orders_now(const Device& d) {
    return d.session.record().seats.me != kNoPower &&
           has_power(sealed::must_order(d.session), d.session.record().seats.me);
}

// Each device with orders to give writes random legal orders for its power and seals them: the seals, as a message
// would carry them.
inline std::string write_and_seal(const Devices& devices, std::uint64_t seed) {
    std::string seals = "Here are the seals:";
    for (Device* d : devices) {
        if (!orders_now(*d)) continue;
        Session& s = d->session;
        std::uint64_t orders_seed = seed + s.record().seats.me;
        for (const Order& o : of_power(random_orders(s.rules(), s.position(), orders_seed), s.record().seats.me))
            s.set_order(o);
        REQUIRE(sealed::seal_mine(s, d->platform.random64(), d->platform.random64()) == "");
        seals += '\n';
        seals += sealed::sealed_code(s);
    }
    return seals;
}

// Deadline rule: each device says it is ready: the ready codes.
inline std::string ready_all(const Devices& devices) {
    std::string codes;
    for (Device* d : devices) {
        if (!orders_now(*d)) continue;
        REQUIRE(sealed::ready_mine(d->session) == "");
        codes += sealed::ready_code(d->session) + " ";
    }
    return codes;
}

// Each device opens: the openings.
inline std::string open_all(const Devices& devices) {
    std::string openings;
    for (Device* d : devices) {
        if (!orders_now(*d)) continue;
        REQUIRE(sealed::open_mine(d->session) == "");
        openings += sealed::opening_code(d->session) + " ";
    }
    return openings;
}

// Each device plays the phase (every seat that counts has opened).
inline void play_on(const Devices& devices, bool without_unopened = false) {
    for (Device* d : devices) {
        REQUIRE(sealed::prepare_play(d->session, without_unopened) == "");
        d->session.set_ready();
        think_now(d->session);  // the computer seats, if any: every copy thinks the same
        REQUIRE(d->session.play_if_ready());
        d->keeper.autosave();
    }
}

// One phase: orders sealed, the seals go round, (deadline rule) the ready codes go round, each opens, the openings go
// round, each plays the phase.
inline void play_sealed_phase(const Devices& devices, std::uint64_t seed) {
    everyone_takes(devices, write_and_seal(devices, seed));
    if (devices[0]->session.record().sealed.absent_rule()) everyone_takes(devices, ready_all(devices));
    everyone_takes(devices, open_all(devices));
    play_on(devices);
}

// A sealed game created on `devices[0]` with `powers[i]` played on devices[i], the only people's seats (the others
// in civil disorder unless `settings` gives them to the computer); the other devices join by the first link.
inline void start(const Devices& devices, const std::vector<Power>& powers, const GameSettings& settings,
                  LinkPlay play) {
    std::array<bool, kMaxPowers> people{};
    for (Power p : powers) people[p] = true;
    devices[0]->keeper.new_game(PlayMode::ByLink, people, powers[0], settings, play);
    const std::string link = devices[0]->keeper.shared_link();
    for (std::size_t i = 1; i < devices.size(); ++i) {
        REQUIRE(devices[i]->keeper.open_link(link) == "");
        REQUIRE(devices[i]->keeper.join_seat(powers[i]) == "");
        devices[i]->keeper.autosave();
    }
}

// A device takes the next link made on another: checked, then updated.
inline void takes_link(Device& d, const std::string& link) {
    REQUIRE(d.keeper.open_link(link) == "");
    d.keeper.finish_link_check();
    REQUIRE(d.keeper.link_question());
    d.keeper.answer(GameKeeper::LinkAnswer::Update);
}

}  // namespace dip::test
