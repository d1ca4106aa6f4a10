// dip_bot_bench: how long the computer players think, per power and phase, at each level, on the positions of
// fixed games (Easy against itself from 1901): mean, 90th percentile and longest, in milliseconds, for the
// movement phases and for the rest; and, in the movement phases, how long a power takes to answer a proposal of
// peace (the page waits for it on its own thread) and to make its own proposals (thought in a worker). The same program
// runs natively and, built by Emscripten, under Node (the page's JavaScript engine), so the page's figures can be
// measured as well as estimated (docs/BOTS.md).
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstdio>
#include <string>
#include <vector>

#include "bot/bot.h"
#include "bot/easy/easy.h"
#include "bot/levels.h"
#include "bot/press/negotiator.h"
#include "bot/press/talk_round.h"

namespace {

using namespace dip;

const char* kUsage =
    "usage: dip_bot_bench [--levels LEVEL,...] [--positions N]\n"
    "  LEVEL: a level's name (engine/bot/levels.h); every level by default\n"
    "  times every power's decision in N movement positions (default 12) and in the retreat and adjustment\n"
    "  phases between them, taken from three games of Easy against itself\n";

struct Sample {
    std::vector<double> movement, other;     // milliseconds per decision
    std::vector<double> answers, proposals;  // per answer to a proposal, per power's own proposals
    std::vector<double> rounds;              // per round of talk of six computer seats (talk_round.h)
};

template <class F>
double timed(F&& f) {
    const auto start = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// Positions of three Easy games, from Spring 1901 to the end of 1908.
std::vector<Position> game_positions() {
    const Rules& rules = standard_rules();
    std::vector<Position> out;
    for (std::uint64_t game = 1; game <= 3; ++game) {
        Position pos = start_position(standard_map());
        bot::Random rng(game * 1009);
        while (pos.phase.year <= 1908 && !rules.finished(pos)) {
            out.push_back(pos);
            PhaseResult r;
            rules.adjudicate(pos, bot::easy_orders_all(rules, pos, rng), r);
            pos = r.next;
        }
    }
    return out;
}

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(p * static_cast<double>(v.size() - 1))];
}

void print(const char* what, const std::vector<double>& ms) {
    double sum = 0;
    for (double m : ms) sum += m;
    std::printf("  %-12s %4zu timed: mean %8.2f  p90 %8.2f  max %8.2f ms\n", what, ms.size(),
                ms.empty() ? 0 : sum / static_cast<double>(ms.size()), percentile(ms, 0.9),
                ms.empty() ? 0 : *std::max_element(ms.begin(), ms.end()));
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<bot::Level> levels;
    for (const bot::LevelInfo& l : bot::levels()) levels.push_back(l.level);
    int wanted = 12;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--positions" && i + 1 < argc) {
            wanted = std::max(1, std::atoi(argv[++i]));
        } else if (a == "--levels" && i + 1 < argc) {
            levels.clear();
            std::string list = argv[++i];
            for (std::size_t at = 0; at <= list.size();) {
                const std::size_t end = std::min(list.find(',', at), list.size());
                const std::optional<bot::Level> l = bot::level_named(list.substr(at, end - at));
                if (!l) return std::fprintf(stderr, "%s", kUsage), 2;
                levels.push_back(*l);
                at = end + 1;
            }
        } else {
            return std::fprintf(stderr, "%s", kUsage), 2;
        }
    }
    const std::vector<Position> all = game_positions();
    // Every k-th movement position, with the retreat and adjustment phases that follow it.
    std::vector<std::size_t> movement;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].phase.kind == PhaseKind::Movement) movement.push_back(i);
    const std::size_t step = std::max<std::size_t>(1, movement.size() / static_cast<std::size_t>(wanted));
    std::vector<std::size_t> chosen;
    int taken = 0;
    for (std::size_t k = 0; k < movement.size() && taken < wanted; k += step, ++taken) {
        chosen.push_back(movement[k]);
        for (std::size_t j = movement[k] + 1; j < all.size() && all[j].phase.kind != PhaseKind::Movement; ++j)
            chosen.push_back(j);
    }
    std::printf("Thinking time per power and phase, %zu positions of Easy games (1901-1908):\n", chosen.size());
    for (bot::Level level : levels) {
        Sample s;
        for (std::size_t i : chosen) {
            // The round of talk a page holds as a movement phase begins: six computer seats, the first power a person.
            if (all[i].phase.kind == PhaseKind::Movement) {
                bot::Talkers six;
                for (int pw = 1; pw < standard_map().power_count(); ++pw) {
                    if (all[i].eliminated(static_cast<Power>(pw))) continue;
                    six.computer[pw] = level;
                    six.speaks[pw] = true;
                }
                s.rounds.push_back(timed([&] { bot::talk_round(standard_rules(), all[i], {}, six, 7); }));
            }
            for (int pw = 0; pw < standard_map().power_count(); ++pw) {
                const auto start = std::chrono::steady_clock::now();
                const std::vector<Order> orders =
                    bot::choose_orders(standard_rules(), all[i], static_cast<Power>(pw), level, 7);
                const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
                if (orders.empty()) continue;  // nothing to decide
                (all[i].phase.kind == PhaseKind::Movement ? s.movement : s.other).push_back(took.count());
                if (all[i].phase.kind != PhaseKind::Movement) continue;
                // Peace proposed by the next power still in the game, answered; then the power's own proposals.
                const Power me = static_cast<Power>(pw);
                Power them = me;
                for (int k = 1; k < standard_map().power_count() && them == me; ++k) {
                    const Power q = static_cast<Power>((pw + k) % standard_map().power_count());
                    if (!all[i].eliminated(q)) them = q;
                }
                if (them == me) continue;
                const Press press{proposal_of(them, me, all[i].phase, DealKind::Peace)};
                s.answers.push_back(
                    timed([&] { bot::reply_to_proposal(standard_rules(), all[i], press, 0, level, 7); }));
                s.proposals.push_back(timed([&] { bot::bot_proposals(standard_rules(), all[i], {}, me, level, 7); }));
            }
        }
        std::printf("%s\n", std::string(bot::to_string(level)).c_str());
        print("movement", s.movement);
        print("other phases", s.other);
        print("answers", s.answers);
        print("proposals", s.proposals);
        print("talk round", s.rounds);
    }
    return 0;
}
