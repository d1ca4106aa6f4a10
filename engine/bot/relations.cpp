// Reading friend and foe from the orders of each movement phase (relations.h).
#include "relations.h"

#include <algorithm>

namespace dip::bot {

namespace {

// The power a move into `to` would hurt: the owner of a unit standing there, else the owner of its centre.
Power hurt_by_entering(const Map& map, const Position& before, Province to, Power mover) {
    const Unit& there = before.unit_at(to);
    if (there && there.power != mover) return there.power;
    if (map.centres().contains(to) && before.owner[to] != mover) return before.owner[to];
    return kNoPower;
}

}  // namespace

void Relations::observe(const Map& map, const Position& before, const PhaseResult& result) {
    if (before.phase.kind != PhaseKind::Movement) return;
    const int powers = map.power_count();
    std::array<std::array<std::uint8_t, kMaxPowers>, kMaxPowers> attacks{}, supports{};
    bounced_ = no_bounces();
    for (const OrderResult& r : result.results) {
        const Order& o = r.order;
        const auto on_board = [&](Loc l) { return l != kNone && l < map.loc_count(); };
        if (r.implicit || r.outcome.result == Result::Illegal || !is_unit_order(o.kind) || !on_board(o.unit)) continue;
        const Unit& u = before.unit_at(map.province_of(o.unit));
        if (!u || u.power != o.power || u.power >= powers) continue;  // only a power's own units speak for it
        if (o.kind == OrderKind::Move && r.outcome.reason == Reason::Bounced && on_board(o.dest))
            bounced_[map.province_of(o.unit)] = map.province_of(o.dest);
        Power hurt = kNoPower;
        if ((o.kind == OrderKind::Move || o.kind == OrderKind::SupportMove || o.kind == OrderKind::Convoy) &&
            on_board(o.dest))
            hurt = hurt_by_entering(map, before, map.province_of(o.dest), u.power);
        if (hurt != kNoPower && hurt < powers) attacks[hurt][u.power] = 1;
        if ((o.kind == OrderKind::SupportHold || o.kind == OrderKind::SupportMove) && on_board(o.target)) {
            const Unit& helped = before.unit_at(map.province_of(o.target));
            if (helped && helped.power != u.power && helped.power < powers && hurt != helped.power)
                ++supports[helped.power][u.power];
        }
    }
    // Who stood next to whom: a unit of `them` beside a unit or a centre of `me`.
    std::array<std::array<bool, kMaxPowers>, kMaxPowers> contact{};
    for (int p = 0; p < map.province_count(); ++p) {
        const Unit& u = before.units[p];
        if (!u || u.power >= powers) continue;
        map.any_neighbours(static_cast<Province>(p)).for_each([&](int q) {
            const Unit& other = before.units[q];
            if (other && other.power != u.power && other.power < powers) contact[other.power][u.power] = true;
            const Power owner = before.owner[q];
            if (map.centres().contains(q) && owner != u.power && owner < powers) contact[owner][u.power] = true;
        });
    }
    for (int me = 0; me < powers; ++me)
        for (int them = 0; them < powers; ++them) {
            if (me == them) continue;
            std::uint8_t& harm = harm_[me][them];
            std::uint8_t& trust = trust_[me][them];
            harm = static_cast<std::uint8_t>(harm - (harm + 3) / 4);  // a quarter forgotten, rounded up
            if (grudge_[me][them] > 0) --grudge_[me][them];
            if (attacks[me][them]) {
                harm = static_cast<std::uint8_t>(std::min(harm + kHarmPerAttack, kMostHarm));
                trust = 0;
                continue;
            }
            const int gained = kTrustPerSupport * supports[me][them] + (contact[me][them] ? 1 : 0);
            trust = static_cast<std::uint8_t>(std::min(trust + gained, kMostTrust));
        }
}

void Relations::observe_promises(const Press& press, const std::vector<PromiseCheck>& checks) {
    for (const PromiseCheck& c : checks) {
        if (c.deal < 0 || c.deal >= static_cast<int>(press.size())) continue;
        const Message& d = press[static_cast<std::size_t>(c.deal)];
        const Power other = d.from == c.power ? d.to : d.from;
        if (c.power >= kMaxPowers || other >= kMaxPowers) continue;
        std::uint8_t& harm = harm_[other][c.power];
        std::uint8_t& trust = trust_[other][c.power];
        if (c.kept) {
            trust = static_cast<std::uint8_t>(std::min(trust + 1, kMostTrust));
        } else {
            harm = static_cast<std::uint8_t>(std::min(harm + kHarmPerAttack, kMostHarm));
            trust = 0;
            grudge_[other][c.power] = kGrudgePhases;
        }
    }
}

Stance Relations::stance(Power me, Power them) const {
    if (me >= kMaxPowers || them >= kMaxPowers || me == them) return Stance::Neutral;
    if (harm_[me][them] >= kEnemyHarm) return Stance::Enemy;
    // A power that broke its word to us is no friend while we remember it.
    if (harm_[me][them] == 0 && grudge_[me][them] == 0 && trust_[me][them] >= kFriendTrust) return Stance::Friend;
    return Stance::Neutral;
}

bool Relations::set(Power me, Power them, int harm, int trust, int grudge) {
    if (me >= kMaxPowers || them >= kMaxPowers || harm < 0 || harm > kMostHarm || trust < 0 || trust > kMostTrust ||
        grudge < 0 || grudge > kGrudgePhases)
        return false;
    harm_[me][them] = static_cast<std::uint8_t>(harm);
    trust_[me][them] = static_cast<std::uint8_t>(trust);
    grudge_[me][them] = static_cast<std::uint8_t>(grudge);
    return true;
}

bool Relations::set_bounce(Province from, Province into) {
    if (from >= kMaxLocs || into >= kMaxLocs) return false;
    bounced_[from] = into;
    return true;
}

Relations relations_of(const Game& game) { return relations_of(game, {}); }

Relations relations_of(const Game& game, const Press& press) {
    Relations r;
    const Map& map = game.rules().map();
    for (const PlayedPhase& phase : game.history()) {
        if (phase.edit) continue;
        r.observe(map, phase.position, phase.result);
        if (!press.empty()) r.observe_promises(press, check_promises(press, map, phase.position, phase.result));
    }
    return r;
}

}  // namespace dip::bot
