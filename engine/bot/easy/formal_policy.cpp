// Declarations of war, surrenders and spheres of influence, decided from the board's reach counts.
#include "formal_policy.h"

#include "formal/vocabulary.h"
#include "formal/state.h"

namespace dip::bot {

namespace {

constexpr int kMaxClaimsPerPhase = 2;

bool enemy_can_reach(const Board& b, Power me, Province p) {
    for (int q = 0; q < b.powers; ++q)
        if (q != me && formal_state(b.pos).at_war(me, static_cast<Power>(q)) && b.reach[q][p] > 0) return true;
    return false;
}

// Centres not ours that our units could reach within two moves without a new war.
int open_targets(const Board& b, Power me) {
    SpaceSet near;
    for (int p = 0; p < b.map.province_count(); ++p)
        if (b.reach[me][p] > 0) near |= b.map.any_neighbours(static_cast<Province>(p));
    int n = 0;
    b.map.centres().for_each([&](int c) {
        const Province p = static_cast<Province>(c);
        if (b.pos.owner[p] != me && near.contains(p) && b.may_enter(me, p)) ++n;
    });
    return n;
}

// How attractive a war on `enemy` is: its centres our units reach, doubly where we are at least as strong.
int war_value(const Board& b, Power me, Power enemy) {
    int value = 0;
    b.map.centres().for_each([&](int c) {
        if (b.pos.owner[c] != enemy || b.reach[me][c] == 0) return;
        value += b.reach[me][c] >= b.reach[enemy][c] ? 2 : 1;
    });
    return value;
}

// Surrender when the powers at war with us outnumber us on more than half of our centres.
bool losing_badly(const Board& b, Power me) {
    int threatened = 0;
    b.map.centres().for_each([&](int c) {
        if (b.pos.owner[c] != me) return;
        int enemy = 0;
        for (int q = 0; q < b.powers; ++q)
            if (q != me && formal_state(b.pos).at_war(me, static_cast<Power>(q)))
                enemy = std::max<int>(enemy, b.reach[q][c]);
        if (enemy > b.reach[me][c]) ++threatened;
    });
    return threatened > 0 && 2 * threatened > b.centres[me];
}

}  // namespace

std::vector<Order> formal_declarations(const Board& b, Power me) {
    const std::vector<Order> offered = b.rules.power_orders(b.pos, me);
    for (const Order& o : offered)
        if (o.kind == formal::Surrender && losing_badly(b, me)) return {o};
    if (open_targets(b, me) > 0) return {};
    const Order* best = nullptr;
    int best_value = 0;
    for (const Order& o : offered) {
        if (o.kind != formal::DeclareWar) continue;
        const int value = war_value(b, me, o.named_power);
        // The most reachable centres; on a tie the smaller power (the easier prey), then map order.
        if (value > best_value ||
            (best && value == best_value && b.centres[o.named_power] < b.centres[best->named_power])) {
            best = &o;
            best_value = value;
        }
    }
    if (!best) return {};
    return {*best};
}

std::vector<Order> formal_claims(const Board& b, Power me, const std::vector<Order>& unit_orders) {
    const std::vector<Order> offered = b.rules.power_orders(b.pos, me);
    if (offered.empty()) return {};
    SpaceSet entered;
    for (const Order& o : unit_orders)
        if (o.kind == OrderKind::Move) entered.insert(b.map.province_of(o.dest));
    std::vector<Order> out;
    int claims = 0;
    for (const Order& o : offered) {
        const Province p = o.dest == kNone ? kNone : b.map.province_of(o.dest);
        if (p == kNone) continue;
        if (o.kind == formal::Soi && claims < kMaxClaimsPerPhase && !entered.contains(p) &&
            !enemy_can_reach(b, me, p)) {
            out.push_back(o);
            ++claims;
        }
        // An enemy standing in our sphere would cost us a point; given up, it costs nothing.
        if (o.kind == formal::UndoSoi && enemy_can_reach(b, me, p) && !(b.pos.units[p] && b.pos.units[p].power == me))
            out.push_back(o);
    }
    return out;
}

}  // namespace dip::bot
