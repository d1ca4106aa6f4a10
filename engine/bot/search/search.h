// Normal and Hard (docs/BOTS.md, "Normal and Hard"): candidate order sets for us and for the powers nearest us,
// drawn from Easy; a few dozen iterations of regret matching over them, each joint choice scored by a rollout of
// Easy play to the end of the second movement phase (evaluation.h), less what a person counts against our orders
// (care.h: a home left open, an attack likely to bounce left alone); then refinements, changes to our best
// candidate one unit at a time, judged against the same sampled choices; we play our candidate with the best mean
// score (Hard first scores its best few again on fresh rollouts). The budget is counted in iterations, refinements
// and candidates verified; a Search can be run a slice at a time (one of them per step) so a page can think
// without freezing.
#pragma once

#include <algorithm>
#include <map>
#include <optional>
#include <vector>

#include "bot/bot.h"
#include "evaluation.h"
#include "bot/random.h"
#include "promises.h"

namespace dip::bot {

struct Budget {
    int own_candidates = 16;        // distinct order sets of ours to choose among (Easy's best draw is one)
    int other_candidates = 4;       // distinct order sets for each opponent modelled
    int draws = 3;                  // Easy draws tried per candidate wanted (duplicates are dropped)
    int opponents = 3;              // opponents modelled, the nearest first; the others play one Easy draw
    int iterations = 48;            // regret-matching iterations
    int max_rollouts = 1000;        // no iteration starts once this many rollouts are made (bounds the time taken)
    int rollout_movements = 2;      // movement phases a rollout plays, the current one included
    int samples = 1;                // rollouts per joint choice, their scores averaged
    int refinements = 24;           // after the iterations: changes to our best candidate tried (mutation.h)
    int wide_sharpness = 2;         // every other candidate is drawn this much less sharply (draw.h): more varied
    int convoy_plans = 4;           // our candidates that carry an army by sea, besides the draws (convoy_plans.h)
    int opponent_convoy_plans = 2;  // each modelled opponent's, likewise: the search sees their convoys coming
    int friend_and_foe = 1;         // 1: the game's relations (relations.h) shape the values and the opponents
                                    // modelled, ours and every power's in the rollouts; 0: every power neutral
    int supported_landings = 1;     // 1: convoy plans come also with the landing supported (convoy_plans.h)
    int learned_judge = 0;          // 1: rollouts are scored by the learned evaluation, 0: by the hand-made one
    int opening_book = 1;           // 1: the game's first orders come from the book (openings.h); 0: searched
    int supported_refinements = 1;  // 1: a refinement that moves a unit may bring a supporter (mutation.h)
    int explore = 30;               // percent: how often a modelled opponent's sample is any of its candidates
    int verify = 0;                 // our best candidates scored again, on fresh rollouts, to choose among them
    int verify_samples = 1;         // fresh rollouts per joint choice when they are
    int raids = 0;                  // in a Fall, each modelled opponent's plans that walk into a home centre of
                                    // ours next to it (raid_plans.h), besides its draws; 0: none
    int open_home_cost = 50;        // thousandths of a whole game taken off our candidate's score for each home
                                    // centre it leaves open to a neighbour in a Fall (care.h); 0: none
    int lone_attack_cost = 40;      // likewise for each attack likely to bounce that it leaves unsupported (care.h)
    int open_home_threat = 0;       // 1: a home counts as open only when some other power's candidates (or the
                                    // orders of a power not modelled) walk into it; 0: any neighbour will do
    int threatened_home_cost = 0;   // thousandths more for each home left open (as for open_home_cost) that some
                                    // other power's candidates walk into: a threat costs more than a neighbour
    int opponent_care = 0;          // 1: the modelled opponents' candidates carry their own care costs too, so
                                    // the search expects them to guard their homes as carefully as we do
};
// A level's search budget (its row in levels.h); the defaults above for a level that does not search.
Budget budget_for(Level level);

class Search {
public:
    // `relations`: what the game's moves so far say of friend and foe (none: every power neutral). `commitments`:
    // what the deals in force bind each power to (promises.h): every other power's candidates keep them (a
    // promised order given, no move into a province promised), ours are searched both kept and free, so that
    // best_kept() can weigh our word against what breaking it gains.
    Search(const Rules& rules, const Position& pos, Power me, const Budget& budget, std::uint64_t seed,
           const Relations* relations = nullptr, const Commitments* commitments = nullptr);
    // The search keeps a reference to the position: a temporary one would dangle.
    Search(const Rules&, Position&&, Power, const Budget&, std::uint64_t, const Relations* = nullptr,
           const Commitments* = nullptr) = delete;

    // One iteration of regret matching, or after them one refinement: a change to our best candidate, kept
    // as a candidate and scored against the opponents' choices of every iteration. False (and nothing done)
    // once the budget is spent.
    bool step();
    bool done() const {
        if (models_.empty() || models_[0].size() < 2) return true;
        return searched() && verified_ >= finalists_wanted();
    }
    int iterations_done() const { return iteration_; }
    int steps_done() const { return iteration_ + refined_ + verified_; }  // iterations, refinements, finalists
    int rollouts() const { return rollouts_; }
    // How many powers are modelled (ours first) and how many candidates each has.
    int models() const { return static_cast<int>(models_.size()); }
    int candidates(int model) const { return static_cast<int>(models_[static_cast<std::size_t>(model)].size()); }
    // A modelled power's candidates (ours first): for tests.
    const std::vector<std::vector<Order>>& candidate_orders(int model) const {
        return models_[static_cast<std::size_t>(model)].candidates;
    }
    Power modelled_power(int model) const { return models_[static_cast<std::size_t>(model)].power; }
    // How many of a modelled power's candidates the iterations so far have sampled: for tests.
    int sampled(int model) const;
    // A candidate's mean score over the iterations and refinements that scored it: for tests.
    double mean_score(int model, int candidate) const;
    // What care.h takes off each score of a modelled power's candidate (kWholeGame parts): for tests.
    std::int64_t care(int model, int candidate) const {
        return models_[static_cast<std::size_t>(model)].cost[static_cast<std::size_t>(candidate)];
    }
    // Our candidates verified, best mean first, and each one's sum of fresh scores: for tests.
    const std::vector<std::size_t>& finalists() const { return finalists_; }
    const std::vector<std::int64_t>& verified_scores() const { return verified_value_; }
    // Our candidate with the best mean score so far (Easy's best draw before any iteration); once the finalists
    // are verified, the one of them with the best fresh score.
    std::vector<Order> best() const;
    // Our candidate that keeps our commitments with the best mean score, unless the best of all scores more than
    // `threshold` (kWholeGame parts) above it: then the best of all. The best, when nothing binds us.
    std::vector<Order> best_kept(std::int64_t threshold) const;
    // The mean score of our best candidate: of those that keep our commitments when `kept`, else of all. Comparable
    // between two searches of the same position and seed (a deal's value: with it and without).
    double best_mean(bool kept) const;

private:
    struct Model {  // a power whose choice is searched
        Power power = kNoPower;
        std::vector<std::vector<Order>> candidates;  // distinct order sets
        std::vector<std::int64_t> regret;            // cumulative regret of each candidate
        std::vector<std::int64_t> value;             // sum of its scores over the iterations
        std::vector<std::int64_t> trials;            // how many scores that sum holds
        std::vector<std::int64_t> cost;              // taken off each score of the candidate (ours: care.h)
        std::size_t size() const { return candidates.size(); }
    };
    using Joint = std::vector<std::uint8_t>;  // a candidate index per model, ours first

    static Model model(Power power, std::vector<std::vector<Order>> candidates);
    // The iterations and refinements are over (or the rollouts' cap is reached).
    bool searched() const {
        return (iteration_ >= budget_.iterations && refined_ >= budget_.refinements) ||
               rollouts() >= budget_.max_rollouts;
    }
    int finalists_wanted() const {
        return budget_.verify >= 2 ? std::min(budget_.verify, static_cast<int>(models_[0].size())) : 0;
    }
    // A joint choice's scores; `round` 0 is the search's own rollouts, each other round a fresh stream of chance.
    const Scores& rollout(const Joint& joint, int round = 0);
    // A candidate drawn in proportion to its positive regret, or uniformly if none has any or `any` is set.
    std::size_t sample(const Model& m, bool any);
    void iterate();
    void refine();
    // Scores one of our best candidates again against the opponents' choices of every iteration, on rollouts
    // none of the search's choices were made on: the best of many noisy means is flattered by its noise.
    void verify();
    // Adds a change to `m`'s candidate with the best mean score (mutation.h), if it is new; true if added.
    bool add_change(Model& m, std::uint64_t salt);
    // What care.h counts against a modelled power's candidate, in kWholeGame parts.
    std::int64_t care_cost(const Model& m, const std::vector<Order>& orders) const;
    // Each candidate's care cost: ours always, the opponents' when the budget says so.
    void set_care_costs();
    bool cares(const Model& m) const { return &m == &models_[0] || budget_.opponent_care; }
    static bool mean_above(const Model& m, std::size_t a, std::size_t b);  // a's mean score above b's
    static std::size_t best_of(const Model& m);                            // the candidate with the best mean score
    // Our candidate that keeps our commitments with the best mean score, or none.
    std::optional<std::size_t> best_kept_index() const;

    const Rules& rules_;
    const Position& pos_;
    Budget budget_;
    Relations relations_;      // as given, or all neutral when the budget turns friend and foe off
    Relations played_;         // as given: the last phase's bounces, which care.h reads whatever the budget
    Commitments commitments_;  // as given, or none
    SpaceSet threatened_;      // provinces some other power's candidates, or a power not modelled, move into
    std::uint64_t seed_;
    Random rng_;
    std::vector<Model> models_;              // ours first
    std::vector<Order> fixed_;               // the orders of the powers not modelled
    std::map<std::uint64_t, Scores> cache_;  // rollout scores by joint choice (its indices, a byte each)
    std::vector<Joint> history_;             // the joint choice sampled in each iteration
    int iteration_ = 0;
    int refined_ = 0;                           // refinements tried
    int rollouts_ = 0;                          // rollouts played (samples of every joint choice scored)
    std::vector<std::size_t> finalists_;        // our candidates verified, best mean first
    std::vector<std::int64_t> verified_value_;  // each one's sum of fresh scores
    int verified_ = 0;
};

// Runs a whole search and gives its choice: choose_orders with a budget of one's own (`seed` as there). With
// commitments, best_kept(threshold).
std::vector<Order> search_orders(const Rules& rules, const Position& pos, Power me, const Budget& budget,
                                 std::uint64_t seed, const Relations* relations = nullptr,
                                 const Commitments* commitments = nullptr, std::int64_t threshold = 0);

}  // namespace dip::bot
