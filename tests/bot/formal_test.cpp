// What computer players do in Formal Diplomacy (docs/BOTS.md, "Formal Diplomacy"): no attack on a power they are
// at peace with unless they declare war in the same orders; war only when no centre is left to take in peace;
// a surrender when losing badly; spheres claimed on neutral centres they do not enter.
#include "bot_checks.h"
#include "formal/vocabulary.h"
#include "formal/legality.h"

using namespace dip;
using namespace dip::test;

namespace {

const Rules& formal_rules() { return rules_for(Variant::Formal); }

std::vector<Order> easy(const Position& pos, Power pw, std::uint64_t seed) {
    return bot::choose_orders(formal_rules(), pos, pw, bot::Level::Easy, seed);
}

bool declares_war(const std::vector<Order>& orders, Power on) {
    for (const Order& o : orders)
        if (o.kind == formal::DeclareWar && o.named_power == on) return true;
    return false;
}

}  // namespace

TEST_CASE("[bot] Formal: every move into another power's unit, centre or sphere comes with a war") {
    int attacks = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed)
        for (const Position& pos : easy_game_positions(formal_rules(), seed, 1910)) {
            if (pos.phase.kind != PhaseKind::Movement) continue;
            for (int pw = 0; pw < standard().power_count(); ++pw) {
                const std::vector<Order> orders = easy(pos, static_cast<Power>(pw), seed);
                for (const Order& o : orders) {
                    if (o.kind != OrderKind::Move) continue;
                    const Power blocker = not_at_war_blocker(standard(), pos, o.power, standard().province_of(o.dest));
                    if (blocker == kNoPower) {
                        attacks += formal_state(pos).at_war_with_anyone(o.power);
                        continue;
                    }
                    INFO(to_text(o, standard()) << " in " << phase_text(pos.phase));
                    CHECK(declares_war(orders, blocker));
                }
            }
        }
    CHECK(attacks > 0);
}

TEST_CASE("[bot] Formal: no war while neutral centres are in reach, then war on the neighbour within reach") {
    // Spring 1901: every power has a neutral centre next to it and stays at peace.
    const Position start = start_position(standard());
    for (int pw = 0; pw < standard().power_count(); ++pw)
        for (const Order& o : easy(start, static_cast<Power>(pw), 5)) CHECK(o.kind != formal::DeclareWar);

    // France next to German centres, every centre owned: it declares war on Germany, not on Italy.
    const Position pos = position_from(R"(rules: formal
phase: Spring 1905 Movement
units:
  France: A Bur, A Ruh, F Hol
  Germany: A Kie, A Ber
  Italy: A Pie
centers:
  France: Par, Mar, Bre, Bel, Hol, Spa, Por
  Germany: Mun, Ber, Kie, Den, Swe, Nwy
  Italy: Rom, Nap, Ven, Tun
  England: Lon, Edi, Lvp
  Austria: Vie, Bud, Tri, Ser, Gre
  Russia: Mos, War, StP, Sev, Rum
  Turkey: Ank, Con, Smy, Bul
)");
    const std::vector<Order> orders = easy(pos, kFrance, 1);
    require_legal_and_complete(formal_rules(), pos, kFrance, orders);
    CHECK(declares_war(orders, kGermany));
    CHECK_FALSE(declares_war(orders, kItaly));
}

TEST_CASE("[bot] Formal: a power losing most of its centres to enemies at war surrenders") {
    Position pos = position_from(R"(rules: formal
phase: Fall 1904 Movement
units:
  Germany: A Mun
  France: A Bur, A Ruh, F Hol, A Bel
  Russia: A Sil, A Pru
centers:
  Germany: Mun, Ber, Kie
  France: Par, Mar, Bre, Bel, Hol
  Russia: Mos, War, StP, Sev
)");
    formal_state(pos).set_war(kGermany, kFrance, true);
    formal_state(pos).set_war(kGermany, kRussia, true);
    const std::vector<Order> orders = easy(pos, kGermany, 1);
    require_legal_and_complete(formal_rules(), pos, kGermany, orders);
    bool surrendered = false;
    for (const Order& o : orders) surrendered |= o.kind == formal::Surrender;
    CHECK(surrendered);
    // Russia, not threatened, fights on.
    for (const Order& o : easy(pos, kRussia, 1)) CHECK(o.kind != formal::Surrender);
}

TEST_CASE("[bot] Formal: spheres are claimed on neutral centres the power does not enter") {
    const Position start = start_position(standard());
    int claims = 0;
    for (int pw = 0; pw < standard().power_count(); ++pw) {
        const std::vector<Order> orders = easy(start, static_cast<Power>(pw), 3);
        require_legal_and_complete(formal_rules(), start, static_cast<Power>(pw), orders);
        for (const Order& claim : orders) {
            if (claim.kind != formal::Soi) continue;
            ++claims;
            for (const Order& o : orders)
                if (o.kind == OrderKind::Move)
                    CHECK(standard().province_of(o.dest) != standard().province_of(claim.dest));
        }
    }
    CHECK(claims > 0);
}
