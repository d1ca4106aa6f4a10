// The search behind Normal and Hard: candidates from Easy's draws, regret matching, cached Easy rollouts.
#include "search.h"

#include <algorithm>

#include "convoy_plans.h"
#include "bot/easy/easy.h"
#include "bot/levels.h"
#include "care.h"
#include "mutation.h"
#include "raid_plans.h"
#include "bot/easy/openings.h"

namespace dip::bot {

Budget budget_for(Level level) {
    const LevelInfo* info = find_level(level);
    return info && info->search ? *info->search : Budget{};
}

namespace {

// Easy's best draw, then other draws, each set once.
std::vector<std::vector<Order>> draw_candidates(const Board& board, Power p, int wanted, const Budget& budget,
                                                std::uint64_t seed) {
    Random greedy_rng(seed);
    std::vector<std::vector<Order>> out{easy_orders(board, p, greedy_rng, kGreedy)};
    for (int t = 0; t < wanted * budget.draws && static_cast<int>(out.size()) < wanted; ++t) {
        Random rng(mix_seed(seed, static_cast<std::uint64_t>(t) + 1));
        std::vector<Order> orders = easy_orders(board, p, rng, t % 2 ? budget.wide_sharpness : kDumbBotSharpness);
        if (std::find(out.begin(), out.end(), orders) == out.end()) out.push_back(std::move(orders));
    }
    return out;
}

// The opponents whose units stand within two steps of ours or of our centres: our enemies first, our friends
// last (relations.h), and among equals the most such units first.
std::vector<Power> nearest_opponents(const Board& b, Power me, int most) {
    SpaceSet zone;
    for (Province p : b.units[me]) zone |= b.enters[p];
    b.map.centres().for_each([&](int c) {
        if (b.pos.owner[c] == me) zone.insert(c);
    });
    SpaceSet wide = zone;
    zone.for_each([&](int p) { wide |= b.map.any_neighbours(static_cast<Province>(p)); });
    std::vector<std::pair<int, Power>> near;  // (stance's rank, then units near, power)
    for (int q = 0; q < b.powers; ++q) {
        if (q == me) continue;
        int n = 0;
        for (Province p : b.units[q]) n += wide.contains(p);
        const Stance s = b.stance(me, static_cast<Power>(q));
        const int rank = s == Stance::Enemy ? 0 : s == Stance::Neutral ? 1 : 2;
        if (n > 0) near.push_back({rank * 1000 - n, static_cast<Power>(q)});
    }
    std::sort(near.begin(), near.end());
    std::vector<Power> out;
    for (int i = 0; i < most && i < static_cast<int>(near.size()); ++i) out.push_back(near[i].second);
    return out;
}

// Each candidate changed to keep `p`'s commitments, each set once.
void keep_commitments(std::vector<std::vector<Order>>& candidates, const Commitments& c, Power p, const Position& pos,
                      const Map& map) {
    if (!c.binds(p)) return;
    std::vector<std::vector<Order>> kept;
    for (std::vector<Order>& orders : candidates) {
        std::vector<Order> k = honour(c, p, std::move(orders), pos, map);
        if (std::find(kept.begin(), kept.end(), k) == kept.end()) kept.push_back(std::move(k));
    }
    candidates = std::move(kept);
}

}  // namespace

Search::Search(const Rules& rules, const Position& pos, Power me, const Budget& budget, std::uint64_t seed,
               const Relations* relations, const Commitments* commitments)
    : rules_(rules), pos_(pos), budget_(budget), seed_(seed), rng_(mix_seed(seed, 0x5ea5c4)) {
    if (relations && budget.friend_and_foe) relations_ = *relations;
    if (relations) played_ = *relations;
    if (commitments) commitments_ = *commitments;
    if (me >= rules.map().power_count()) return;
    // The first orders of the game come from the book, drawn evenly: a person's opening, and a variety of them.
    if (const std::vector<const Opening*> book = openings_for(rules, pos, me); budget.opening_book && !book.empty()) {
        const Opening* chosen = book[static_cast<std::size_t>(rng_.below(static_cast<std::int64_t>(book.size())))];
        models_.push_back(model(me, {chosen->orders}));
        return;
    }
    const Board board(rules, pos, &relations_);
    // Easy never convoys: plans that do are offered beside its draws, built on its best one; an opponent's too, so
    // that the search sees an army coming by sea and guards against it.
    const auto add_convoy_plans = [&](Power p, std::vector<std::vector<Order>>& candidates, int most) {
        if (pos.phase.kind != PhaseKind::Movement || most <= 0 || candidates.empty()) return;
        for (std::vector<Order>& plan : convoy_plans(board, p, candidates.front(), most, budget.supported_landings))
            if (std::find(candidates.begin(), candidates.end(), plan) == candidates.end())
                candidates.push_back(std::move(plan));
    };
    std::vector<std::vector<Order>> own = draw_candidates(board, me, budget.own_candidates, budget, mix_seed(seed, me));
    add_convoy_plans(me, own, budget.convoy_plans);
    if (commitments && own.size() < 2 && pos.phase.kind == PhaseKind::Movement) {
        // A deal is weighed by the search's scores, which a single choice never gets: standing still is a second.
        std::vector<Order> hold;
        for (Province p : board.units[me]) hold.push_back(unit_order(OrderKind::Hold, pos.unit_at(p)));
        if (std::find(own.begin(), own.end(), hold) == own.end()) own.push_back(std::move(hold));
    }
    if (commitments_.binds(me)) {  // each of ours also as it would keep our word
        std::vector<std::vector<Order>> kept = own;
        keep_commitments(kept, commitments_, me, pos, rules.map());
        for (std::vector<Order>& k : kept)
            if (std::find(own.begin(), own.end(), k) == own.end()) own.push_back(std::move(k));
    }
    models_.push_back(model(me, std::move(own)));
    if (models_[0].size() < 2) return;
    const std::vector<Power> near =
        nearest_opponents(board, me, std::min(budget.opponents, 7));  // a byte each in a key
    for (int q = 0; q < board.powers; ++q) {
        if (q == me) continue;
        const std::uint64_t their_seed = mix_seed(seed, 0x100 + static_cast<std::uint64_t>(q));
        if (std::find(near.begin(), near.end(), q) != near.end()) {
            std::vector<std::vector<Order>> theirs =
                draw_candidates(board, static_cast<Power>(q), budget.other_candidates, budget, their_seed);
            add_convoy_plans(static_cast<Power>(q), theirs, budget.opponent_convoy_plans);
            if (budget.raids > 0 && !theirs.empty())
                for (std::vector<Order>& raid :
                     raid_plans(board, static_cast<Power>(q), me, theirs.front(), budget.raids))
                    if (std::find(theirs.begin(), theirs.end(), raid) == theirs.end())
                        theirs.push_back(std::move(raid));
            keep_commitments(theirs, commitments_, static_cast<Power>(q), pos, rules.map());
            models_.push_back(model(static_cast<Power>(q), std::move(theirs)));
        } else {
            Random rng(their_seed);
            const std::vector<Order> orders = honour(commitments_, static_cast<Power>(q),
                                                     easy_orders(board, static_cast<Power>(q), rng), pos, rules.map());
            fixed_.insert(fixed_.end(), orders.begin(), orders.end());
        }
    }
    set_care_costs();
}

void Search::set_care_costs() {
    const Map& map = rules_.map();
    const auto walk_in = [&](const std::vector<Order>& orders) {
        for (const Order& o : orders)
            if (o.kind == OrderKind::Move && o.dest != kNone) threatened_.insert(map.province_of(o.dest));
    };
    if (budget_.open_home_threat || budget_.threatened_home_cost) {
        walk_in(fixed_);
        for (std::size_t i = 1; i < models_.size(); ++i)
            for (const std::vector<Order>& orders : models_[i].candidates) walk_in(orders);
    }
    for (Model& m : models_)
        if (cares(m))
            for (std::size_t c = 0; c < m.size(); ++c) m.cost[c] = care_cost(m, m.candidates[c]);
}

Search::Model Search::model(Power power, std::vector<std::vector<Order>> candidates) {
    Model m;
    m.power = power;
    m.candidates = std::move(candidates);
    m.regret.assign(m.size(), 0);
    m.value.assign(m.size(), 0);
    m.trials.assign(m.size(), 0);
    m.cost.assign(m.size(), 0);
    return m;
}

std::size_t Search::sample(const Model& m, bool any) {
    std::int64_t total = 0;
    for (std::int64_t r : m.regret) total += std::max<std::int64_t>(r, 0);
    if (any || total == 0) return static_cast<std::size_t>(rng_.below(static_cast<std::int64_t>(m.size())));
    std::int64_t x = rng_.below(total);
    for (std::size_t c = 0; c < m.size(); ++c) {
        x -= std::max<std::int64_t>(m.regret[c], 0);
        if (x < 0) return c;
    }
    return m.size() - 1;
}

bool Search::step() {
    if (done()) return false;
    if (searched()) verify();
    else if (iteration_ < budget_.iterations) iterate();
    else refine();
    return true;
}

void Search::iterate() {
    Joint joint(models_.size());
    for (std::size_t i = 0; i < models_.size(); ++i) {
        // An opponent sometimes plays any of its candidates: our orders are judged against more of what it may do.
        const bool explore = i > 0 && budget_.explore > 0 && rng_.below(100) < budget_.explore;
        joint[i] = static_cast<std::uint8_t>(sample(models_[i], explore));
    }
    for (std::size_t i = 0; i < models_.size(); ++i) {
        Model& m = models_[i];
        if (m.size() < 2) continue;
        std::vector<std::int64_t> score(m.size());
        Joint other = joint;
        for (std::size_t c = 0; c < m.size(); ++c) {
            other[i] = static_cast<std::uint8_t>(c);
            score[c] = rollout(other)[m.power] - m.cost[c];
        }
        // The score the current strategy expects: regret-weighted, or the plain mean while nothing is regretted.
        std::int64_t weight = 0, expected = 0;
        for (std::size_t c = 0; c < m.size(); ++c) {
            const std::int64_t w = std::max<std::int64_t>(m.regret[c], 0);
            weight += w;
            expected += w * score[c];
        }
        if (weight > 0) {
            expected /= weight;
        } else {
            for (std::int64_t s : score) expected += s;
            expected /= static_cast<std::int64_t>(m.size());
        }
        for (std::size_t c = 0; c < m.size(); ++c) {
            m.regret[c] += score[c] - expected;
            m.value[c] += score[c];
            ++m.trials[c];
        }
    }
    history_.push_back(joint);
    ++iteration_;
}

void Search::refine() {
    ++refined_;
    Model& own = models_[0];
    if (history_.empty() || !add_change(own, 0xf00d0000ULL + static_cast<std::uint64_t>(refined_))) return;
    const std::size_t c = own.size() - 1;
    for (Joint joint : history_) {
        joint[0] = static_cast<std::uint8_t>(c);
        own.value[c] += rollout(joint)[own.power] - own.cost[c];
        ++own.trials[c];
    }
}

void Search::verify() {
    const Model& own = models_[0];
    if (finalists_.empty()) {
        for (std::size_t c = 0; c < own.size(); ++c) finalists_.push_back(c);
        std::stable_sort(finalists_.begin(), finalists_.end(),
                         [&](std::size_t a, std::size_t b) { return mean_above(own, a, b); });
        finalists_.resize(static_cast<std::size_t>(finalists_wanted()));
        verified_value_.assign(finalists_.size(), 0);
    }
    const std::size_t f = static_cast<std::size_t>(verified_++);
    for (Joint joint : history_) {
        joint[0] = static_cast<std::uint8_t>(finalists_[f]);
        for (int round = 1; round <= std::min(budget_.verify_samples, 255); ++round)
            verified_value_[f] += rollout(joint, round)[own.power] - own.cost[finalists_[f]];
    }
}

bool Search::add_change(Model& m, std::uint64_t salt) {
    if (m.size() >= 255) return false;  // an index is a byte
    const std::vector<Order> base = m.candidates[best_of(m)];
    std::vector<Order> power_orders;
    for (const Order& o : base)
        if (is_power_order(o.kind)) power_orders.push_back(o);
    const Position during = rules_.position_for_moves(pos_, power_orders);
    Random rng(mix_seed(seed_, salt));
    std::vector<Order> changed = mutate(Board(rules_, during, &relations_), base, rng, budget_.supported_refinements);
    if (std::find(m.candidates.begin(), m.candidates.end(), changed) != m.candidates.end()) return false;
    m.cost.push_back(cares(m) ? care_cost(m, changed) : 0);
    m.candidates.push_back(std::move(changed));
    m.regret.push_back(0);
    m.value.push_back(0);
    m.trials.push_back(0);
    return true;
}

std::int64_t Search::care_cost(const Model& m, const std::vector<Order>& orders) const {
    const bool ours = &m == &models_[0];
    const int threat_cost = ours ? budget_.threatened_home_cost : 0;
    if (budget_.open_home_cost == 0 && budget_.lone_attack_cost == 0 && threat_cost == 0) return 0;
    const Board board(rules_, pos_, &relations_);
    // Only our own homes are weighed by what the others' candidates threaten: theirs, by any neighbour.
    const SpaceSet* threatened = budget_.open_home_threat && ours ? &threatened_ : nullptr;
    std::int64_t cost = std::int64_t{budget_.open_home_cost} * open_homes(board, m.power, orders, threatened) +
                        std::int64_t{budget_.lone_attack_cost} * lone_attacks(board, m.power, orders, &played_);
    if (threat_cost) cost += std::int64_t{threat_cost} * open_homes(board, m.power, orders, &threatened_);
    return cost * kWholeGame / 1000;
}

bool Search::mean_above(const Model& m, std::size_t a, std::size_t b) {
    return m.value[a] * std::max<std::int64_t>(m.trials[b], 1) > m.value[b] * std::max<std::int64_t>(m.trials[a], 1);
}

std::size_t Search::best_of(const Model& m) {
    std::size_t best = 0;
    for (std::size_t c = 1; c < m.size(); ++c)
        if (mean_above(m, c, best)) best = c;
    return best;
}

const Scores& Search::rollout(const Joint& joint, int round) {
    std::uint64_t key = static_cast<std::uint64_t>(round) << 56;  // at most 7 models: the top byte is free
    for (std::size_t i = 0; i < joint.size(); ++i) key |= static_cast<std::uint64_t>(joint[i]) << (8 * i);
    if (const auto it = cache_.find(key); it != cache_.end()) return it->second;
    std::vector<Order> orders = fixed_;
    for (std::size_t i = 0; i < models_.size(); ++i) {
        const std::vector<Order>& chosen = models_[i].candidates[joint[i]];
        orders.insert(orders.end(), chosen.begin(), chosen.end());
    }
    PhaseResult first;
    rules_.adjudicate(pos_, orders, first);
    // Our candidates share streams of chance (the others' choices alone make the seeds): a fairer comparison.
    std::uint64_t stream = round == 0 ? seed_ : mix_seed(seed_, 0x7e51f1ed00ULL + static_cast<std::uint64_t>(round));
    for (std::size_t i = 1; i < joint.size(); ++i) stream = mix_seed(stream, joint[i]);
    Scores mean{};
    for (int sample = 0; sample < budget_.samples; ++sample) {
        Random rng(mix_seed(stream, static_cast<std::uint64_t>(sample)));
        Position current = first.next;
        PhaseResult result;
        int movements = pos_.phase.kind == PhaseKind::Movement ? 1 : 0;
        while (movements < budget_.rollout_movements && !rules_.finished(current)) {
            const bool movement = current.phase.kind == PhaseKind::Movement;
            std::vector<Order> orders_now = easy_orders_all(rules_, current, rng, &relations_);
            // The standing deals (peace, zones) hold in the rollout too: a deal's worth is what it keeps out later.
            if (movement && !commitments_.standing.empty())
                honour_all(commitments_.later(current, rules_.map()), orders_now, current, rules_.map());
            rules_.adjudicate(current, orders_now, result);
            current = result.next;
            movements += movement;
        }
        const Scores scores = evaluate(rules_, current, budget_.learned_judge ? Judge::Learned : Judge::HandMade);
        for (std::size_t p = 0; p < mean.size(); ++p) mean[p] += scores[p];
        ++rollouts_;
    }
    for (std::int64_t& m : mean) m /= budget_.samples;
    return cache_.emplace(key, mean).first->second;
}

double Search::mean_score(int model, int candidate) const {
    const Model& m = models_[static_cast<std::size_t>(model)];
    const std::size_t c = static_cast<std::size_t>(candidate);
    return static_cast<double>(m.value[c]) / static_cast<double>(std::max<std::int64_t>(m.trials[c], 1));
}

int Search::sampled(int model) const {
    std::vector<bool> seen(models_[static_cast<std::size_t>(model)].size());
    for (const Joint& joint : history_) seen[joint[static_cast<std::size_t>(model)]] = true;
    return static_cast<int>(std::count(seen.begin(), seen.end(), true));
}

std::vector<Order> Search::best() const {
    if (models_.empty()) return {};
    if (verified_ == 0 || verified_ < static_cast<int>(finalists_.size()))
        return models_[0].candidates[best_of(models_[0])];
    const auto top = std::max_element(verified_value_.begin(), verified_value_.end());  // the first of equals
    return models_[0].candidates[finalists_[static_cast<std::size_t>(top - verified_value_.begin())]];
}

std::optional<std::size_t> Search::best_kept_index() const {
    if (models_.empty()) return std::nullopt;
    const Model& own = models_[0];
    std::optional<std::size_t> best;
    for (std::size_t c = 0; c < own.size(); ++c)
        if (honours(commitments_, own.power, own.candidates[c], pos_, rules_.map()) &&
            (!best || mean_above(own, c, *best)))
            best = c;
    return best;
}

std::vector<Order> Search::best_kept(std::int64_t threshold) const {
    if (models_.empty() || !commitments_.binds(models_[0].power)) return best();
    const Model& own = models_[0];
    const std::optional<std::size_t> kept = best_kept_index();
    if (!kept) return honour(commitments_, own.power, best(), pos_, rules_.map());
    const std::size_t free = best_of(own);
    const double gain = mean_score(0, static_cast<int>(free)) - mean_score(0, static_cast<int>(*kept));
    return gain > static_cast<double>(threshold) ? best() : own.candidates[*kept];
}

double Search::best_mean(bool kept) const {
    if (models_.empty()) return 0;
    const std::optional<std::size_t> k = kept ? best_kept_index() : std::optional<std::size_t>{best_of(models_[0])};
    return k ? mean_score(0, static_cast<int>(*k)) : 0;
}

std::vector<Order> search_orders(const Rules& rules, const Position& pos, Power me, const Budget& budget,
                                 std::uint64_t seed, const Relations* relations, const Commitments* commitments,
                                 std::int64_t threshold) {
    if (me >= rules.map().power_count() || rules.finished(pos)) return {};
    Search search(rules, pos, me, budget, decision_seed(pos, me, seed), relations, commitments);
    while (search.step()) {}
    return commitments ? search.best_kept(threshold) : search.best();
}

}  // namespace dip::bot
