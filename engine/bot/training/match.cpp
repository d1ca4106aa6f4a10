// Playing a game to its end with a seat for every power.
#include "match.h"

#include <algorithm>

#include "bot/levels.h"
#include "bot/press/negotiator.h"
#include "bot/press/talk_round.h"
#include "order_options.h"
#include "bot/random.h"

namespace dip::bot {

std::string_view to_string(Seat seat) {
    switch (seat.kind) {
        case Seat::Kind::Hold: return "hold";
        case Seat::Kind::Random: return "random";
        case Seat::Kind::Computer: return to_string(seat.level);
    }
    return "hold";
}

std::optional<Seat> seat_named(std::string_view name) {
    for (Seat s : {Seat::hold(), Seat::random()})
        if (lower(name) == to_string(s)) return s;
    if (const std::optional<Level> level = level_named(name)) return Seat::computer(*level);
    return std::nullopt;
}

std::vector<Order> seat_orders(const Rules& rules, const Position& pos, Power power, Seat seat, std::uint64_t seed,
                               const Budget* budget, const Relations* relations) {
    switch (seat.kind) {
        case Seat::Kind::Hold: return {};
        case Seat::Kind::Random: {
            std::uint64_t state = mix_seed(mix_seed(seed, Rules::turn_number(pos.phase)),
                                           static_cast<std::uint64_t>(pos.phase.kind) * 16 + power);
            std::vector<Order> mine;
            for (const Order& o : random_orders(rules, pos, state))
                if (o.power == power) mine.push_back(o);
            return mine;
        }
        case Seat::Kind::Computer: {
            const LevelInfo* info = find_level(seat.level);
            if (budget && info && info->search) return search_orders(rules, pos, power, *budget, seed, relations);
            return choose_orders(rules, pos, power, seat.level, seed, relations);
        }
    }
    return {};
}

namespace {

// The arena's talkers: every computer seat answers, the seats told to negotiate speak (a stand-in says nothing).
Talkers talkers_of(const MatchSettings& settings, int powers) {
    Talkers t;
    for (int pw = 0; pw < powers; ++pw) {
        if (settings.seats[pw].kind != Seat::Kind::Computer) continue;
        t.computer[pw] = settings.seats[pw].level;
        t.speaks[pw] = settings.negotiates[pw];
    }
    return t;
}

// The scripted partner's proposal of peace, when no peace binds the two yet, and the partner's answer when it is a
// computer player. Nothing when either is out of the game.
void offer_scripted_peace(const Rules& rules, const Position& pos, const MatchSettings& settings, Press& press,
                          const Relations& relations) {
    const ScriptedPeace& s = *settings.scripted;
    for (int d : deals_between(press, pos.phase, s.power, s.partner)) {
        const DealKind kind = press[static_cast<std::size_t>(d)].deal.kind;
        if (kind == DealKind::Peace || kind == DealKind::Alliance) return;
    }
    const Message offer = proposal_of(s.power, s.partner, pos.phase, DealKind::Peace);
    if (!check_message(press, offer, rules, pos).empty()) return;
    press.push_back(offer);
    const Seat partner = settings.seats[s.partner];
    if (partner.kind == Seat::Kind::Computer)
        press.push_back(reply_to_proposal(rules, pos, press, static_cast<int>(press.size()) - 1, partner.level,
                                          settings.seed, &relations));
}

}  // namespace

MatchResult play_match(const Rules& rules, const MatchSettings& settings, const Decide& decide) {
    const Map& map = rules.map();
    MatchResult result;
    Position pos = start_position(map);
    std::array<Power, kMaxLocs> owners_then = pos.owner;  // at the last change of hands
    int year_of_change = 1900;
    PhaseResult played;
    Relations relations;  // what the moves so far say of friend and foe, for every seat
    while (true) {
        if (pos.winner != kNoPower) {
            result.end = rules.finished(pos) && rules.victory_centres() <= map.centre_count() ? MatchEnd::Solo
                                                                                              : MatchEnd::RulesEnd;
            result.winner = pos.winner;
            break;
        }
        if (rules.finished(pos)) {
            result.end = MatchEnd::RulesEnd;
            break;
        }
        const bool new_year = pos.phase.season == Season::Spring && pos.phase.kind == PhaseKind::Movement;
        if (new_year && settings.last_year > 0 && pos.phase.year > settings.last_year) {
            result.end = MatchEnd::LastYear;
            break;
        }
        if (new_year && pos.owner != owners_then) {
            owners_then = pos.owner;
            year_of_change = pos.phase.year - 1;
        }
        if (new_year && settings.stalled_years > 0 && pos.phase.year - 1 - year_of_change >= settings.stalled_years) {
            result.end = MatchEnd::Stalled;
            break;
        }
        // Winter of the last year: the year is over once its centres are counted.
        if (pos.phase.season == Season::Winter && settings.last_year > 0 && pos.phase.year >= settings.last_year) {
            result.end = MatchEnd::LastYear;
            break;
        }
        if (settings.keep_movements && pos.phase.kind == PhaseKind::Movement) result.movements.push_back(pos);
        const bool press = settings.scripted || std::any_of(settings.negotiates.begin(), settings.negotiates.end(),
                                                            [](bool b) { return b; });
        if (settings.scripted && pos.phase.kind == PhaseKind::Movement)
            offer_scripted_peace(rules, pos, settings, result.press, relations);
        if (press && pos.phase.kind == PhaseKind::Movement)
            result.press = talk_round(rules, pos, result.press, talkers_of(settings, map.power_count()), settings.seed,
                                      &relations);
        std::vector<Order> orders;
        const Commitments commitments = press ? commitments_of(result.press, pos, map) : Commitments{};
        std::array<bool, kMaxPowers> chose_to_break{};
        for (int pw = 0; pw < map.power_count(); ++pw) {
            const Power power = static_cast<Power>(pw);
            const Seat seat = settings.seats[pw];
            const auto tuned = settings.budgets.find(seat.level);
            const Budget* budget = power == settings.measured && settings.measured_budget ? &*settings.measured_budget
                                   : seat.kind == Seat::Kind::Computer && tuned != settings.budgets.end()
                                       ? &tuned->second
                                       : nullptr;
            const bool scripted = settings.scripted && power == settings.scripted->power;
            auto make = [&] {
                if (scripted && !settings.scripted->keeps)  // as if there were no deal
                    return seat_orders(rules, pos, power, seat, settings.seed, budget, &relations);
                if (scripted) {  // its word, always
                    const std::vector<Order> mine =
                        budget ? seat_orders(rules, pos, power, seat, settings.seed, budget, &relations)
                               : choose_orders_keeping(rules, pos, power, seat.level, settings.seed, &relations,
                                                       result.press);
                    return honour(commitments, power, mine, pos, map);
                }
                if (press && seat.kind == Seat::Kind::Computer && !budget)
                    return choose_orders_keeping(rules, pos, power, seat.level, settings.seed, &relations,
                                                 result.press);
                return seat_orders(rules, pos, power, seat, settings.seed, budget, &relations);
            };
            const std::vector<Order> mine = decide ? decide(seat, power, pos, make) : make();
            // Orders that do not keep what they could have kept: a promise broken on purpose.
            chose_to_break[pw] = press && !honours(commitments, power, mine, pos, map) &&
                                 honours(commitments, power, honour(commitments, power, mine, pos, map), pos, map);
            orders.insert(orders.end(), mine.begin(), mine.end());
        }
        rules.adjudicate(pos, orders, played);
        if (settings.keep_played && pos.phase.kind == PhaseKind::Movement) result.played.push_back({pos, played});
        relations.observe(map, pos, played);
        if (press) {
            const std::vector<PromiseCheck> checks = check_promises(result.press, map, pos, played);
            relations.observe_promises(result.press, checks);
            for (const PromiseCheck& c : checks)
                result.broken_on_purpose[c.power] += !c.kept && chose_to_break[c.power];
            result.promises.insert(result.promises.end(), checks.begin(), checks.end());
        }
        pos = played.next;
        ++result.phases;
    }
    result.final = pos;
    return result;
}

Power nearest_neighbour(const Map& map, Power seat) {
    std::array<int, kMaxPowers> pairs{};
    for (int p = 0; p < map.province_count(); ++p) {
        if (map.province(static_cast<Province>(p)).home != seat) continue;
        SpaceSet near = map.any_neighbours(static_cast<Province>(p));
        map.any_neighbours(static_cast<Province>(p)).for_each([&](int q) {
            map.any_neighbours(static_cast<Province>(q)).for_each([&](int r) { near.insert(r); });
        });
        near.for_each([&](int q) {
            const Power home = map.province(static_cast<Province>(q)).home;
            if (home != kNoPower && home != seat && home < kMaxPowers) ++pairs[home];
        });
    }
    Power best = seat == 0 ? 1 : 0;
    for (int q = 0; q < map.power_count(); ++q)
        if (q != seat && pairs[q] > pairs[best]) best = static_cast<Power>(q);
    return best;
}

double sum_of_squares_score(const Map& map, const Position& pos, Power power) {
    if (pos.winner != kNoPower) return pos.winner == power ? 1.0 : 0.0;
    double total = 0;
    for (int q = 0; q < map.power_count(); ++q) {
        const double c = pos.centre_count(static_cast<Power>(q));
        total += c * c;
    }
    const double mine = pos.centre_count(power);
    return total > 0 ? mine * mine / total : 0.0;
}

}  // namespace dip::bot
