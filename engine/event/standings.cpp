// Scores every board with a result, gives each player their games, round scores and tournament score, ranks
// them with the tiebreakers in order, and finds the Best Country awards. Points are compared in millionths
// (whole numbers), so sums in any order compare the same and a tie is a tie on every machine.
//
// The tiebreakers, after the tournament score, each applied only to the players still tied by those before it:
// (1) the higher single game score;
// (2) the higher score in the games where the tied players met: the games in which every one of them sat at the
//     same board (their scores there added up); skipped when there is no such game;
// (3) the higher average centre count, over the games that count for their round;
// (4) the higher overall centre differential: over the same games, the sum of the player's centres minus the
//     average centres of a power on that board (the board's centres at the end over its powers). The WBC's page
//     names the tiebreaker without defining it; this is the usual reading (a centre above the board's average
//     is worth the same on every board), written so that boards with fewer centres owned do not count against
//     a player;
// (5) the game master's decision: Event::gm_tiebreak, earlier ids first, unlisted players after and still tied.
#include "standings.h"

#include <algorithm>
#include <cmath>

namespace dip {

namespace {

using Micro = std::int64_t;  // points in millionths
Micro micro(double points) { return std::llround(points * 1e6); }

// What the tiebreakers read of a ranked player, in whole numbers.
struct Keys {
    Micro total = 0;
    Micro best = 0;
    std::int64_t centres = 0;       // over the games that count for their round
    std::int64_t games = 0;         // how many such games
    std::int64_t differential = 0;  // in 1/board_size of a centre: sum of board_size * centres - board centres
    int gm_order = 0;               // place in the game master's list; past its end: not listed
};

// The better of two games of one round: more points, then more centres, then the earlier board.
bool better_game(const PlayedGame& a, const PlayedGame& b) {
    if (micro(a.points) != micro(b.points)) return micro(a.points) > micro(b.points);
    if (a.centres != b.centres) return a.centres > b.centres;
    return a.board < b.board;
}

int sign(std::int64_t v) { return (v > 0) - (v < 0); }

class Ranker {
public:
    Ranker(const std::vector<Standing>& players, const std::vector<Keys>& keys) : players_(players), keys_(keys) {}

    // The ranked players (indices), ordered into groups still tied after every tiebreaker, each with what set it
    // below the group before.
    void rank(std::vector<int> all) {
        std::stable_sort(all.begin(), all.end(), [&](int a, int b) { return keys_[a].total > keys_[b].total; });
        for (std::size_t i = 0; i < all.size();) {
            std::size_t j = i;
            while (j < all.size() && keys_[all[j]].total == keys_[all[i]].total) ++j;
            split({all.begin() + i, all.begin() + j}, 1, RankedBy::Total);
            i = j;
        }
    }

    std::vector<std::vector<int>> groups;
    std::vector<RankedBy> why;

private:
    // Orders a tied group by tiebreaker `level` (1..5) and splits each run still tied by the next one.
    void split(std::vector<int> group, int level, RankedBy first) {
        if (group.size() == 1 || level > 5) {
            groups.push_back(std::move(group));
            why.push_back(first);
            return;
        }
        const std::vector<Micro> met = level == 2 ? met_scores(group) : std::vector<Micro>{};
        auto place = [&](int a) { return std::find(group.begin(), group.end(), a) - group.begin(); };
        auto compare = [&](int a, int b) {  // > 0: a ranks higher
            const Keys& x = keys_[a];
            const Keys& y = keys_[b];
            switch (level) {
                case 1: return sign(x.best - y.best);
                case 2: return met.empty() ? 0 : sign(met[place(a)] - met[place(b)]);
                case 3: return sign(x.centres * y.games - y.centres * x.games);
                case 4: return sign(x.differential - y.differential);
                default: return sign(std::int64_t{y.gm_order} - x.gm_order);
            }
        };
        std::vector<int> sorted = group;
        std::stable_sort(sorted.begin(), sorted.end(), [&](int a, int b) { return compare(a, b) > 0; });
        for (std::size_t i = 0; i < sorted.size();) {
            std::size_t j = i;
            while (j < sorted.size() && compare(sorted[i], sorted[j]) == 0) ++j;
            split({sorted.begin() + i, sorted.begin() + j}, level + 1, i == 0 ? first : static_cast<RankedBy>(level));
            i = j;
        }
    }

    // Each member's points added up over the games where every member of the group sat at one board; empty when
    // they never all met.
    std::vector<Micro> met_scores(const std::vector<int>& group) const {
        std::vector<Micro> out(group.size(), 0);
        bool any = false;
        for (const PlayedGame& g : players_[group[0]].games) {
            std::vector<Micro> here(group.size(), 0);
            bool all = true;
            for (std::size_t m = 0; m < group.size() && all; ++m) {
                all = false;
                for (const PlayedGame& h : players_[group[m]].games)
                    if (h.round == g.round && h.board == g.board) {
                        here[m] = micro(h.points);
                        all = true;
                    }
            }
            if (!all) continue;
            any = true;
            for (std::size_t m = 0; m < group.size(); ++m) out[m] += here[m];
        }
        return any ? out : std::vector<Micro>{};
    }

    const std::vector<Standing>& players_;
    const std::vector<Keys>& keys_;
};

// Marks the games that count for their round (the better of two in one round), fills the round scores, the
// rounds counted (the best `counted`; of equal scores the earlier round) and the total.
void score_rounds(Standing& s, int rounds, int counted, Keys& keys) {
    s.round_scores.assign(rounds, std::nullopt);
    for (int r = 0; r < rounds; ++r) {
        PlayedGame* best = nullptr;
        for (PlayedGame& g : s.games) {
            if (g.round != r) continue;
            if (best && better_game(*best, g)) {
                g.counts_for_round = false;
                continue;
            }
            if (best) best->counts_for_round = false;
            best = &g;
        }
        if (best) s.round_scores[r] = best->points;
    }
    std::vector<int> played;
    for (int r = 0; r < rounds; ++r)
        if (s.round_scores[r]) played.push_back(r);
    std::stable_sort(played.begin(), played.end(),
                     [&](int a, int b) { return micro(*s.round_scores[a]) > micro(*s.round_scores[b]); });
    if (static_cast<int>(played.size()) > counted) played.resize(counted);
    std::sort(played.begin(), played.end());
    s.counted = played;
    for (int r : played) {
        s.total += *s.round_scores[r];
        keys.total += micro(*s.round_scores[r]);
    }
}

}  // namespace

std::string_view to_string(RankedBy r) {
    switch (r) {
        case RankedBy::Total: return "score";
        case RankedBy::BestGame: return "best single game";
        case RankedBy::Met: return "score where they met";
        case RankedBy::AverageCentres: return "average centres";
        case RankedBy::CentreDifferential: return "centre differential";
        case RankedBy::GameMaster: return "game master's decision";
        case RankedBy::Tied: return "tied";
    }
    return "";
}

Standings standings(const Event& event) {
    const EventSettings& settings = event.settings;
    Standings out;
    std::vector<Standing> players(event.players.size());
    for (std::size_t i = 0; i < players.size(); ++i) players[i].player = event.players[i].id;

    // Every board with a result, scored; each seat's game goes to its player (or to the game master's list).
    for (std::size_t r = 0; r < event.rounds.size(); ++r) {
        const std::vector<Board>& boards = event.rounds[r].boards;
        for (std::size_t k = 0; k < boards.size(); ++k) {
            if (!boards[k].result) continue;
            const BoardResult& result = *boards[k].result;
            const std::vector<ScoreLine> lines = score_board(settings.scoring, result);
            int board_centres = 0;
            for (int p = 0; p < result.powers; ++p) board_centres += result.centres[p];
            for (const ScoreLine& line : lines) {
                const int p = line.power;
                if (p >= static_cast<int>(boards[k].seats.size())) continue;
                const PlayedGame game{static_cast<int>(r), static_cast<int>(k), p,   line.points, line.centres,
                                      line.place,          board_centres,       true};
                const int id = boards[k].seats[p];
                const int i = player_index(event, id);
                if (id == kGameMaster) out.game_master.push_back(game);
                else if (i >= 0) players[i].games.push_back(game);
            }
        }
    }
    // score_board lists a board best first: put every list back in round, board order.
    auto by_seat = [](const PlayedGame& a, const PlayedGame& b) {
        return a.round != b.round ? a.round < b.round : a.board != b.board ? a.board < b.board : a.power < b.power;
    };
    std::sort(out.game_master.begin(), out.game_master.end(), by_seat);

    // Round scores, totals and the tiebreakers' keys.
    std::vector<Keys> keys(players.size());
    std::vector<int> ranked, unranked;
    for (std::size_t i = 0; i < players.size(); ++i) {
        Standing& s = players[i];
        Keys& k = keys[i];
        std::sort(s.games.begin(), s.games.end(), by_seat);
        if (s.games.empty()) {
            unranked.push_back(static_cast<int>(i));
            continue;
        }
        ranked.push_back(static_cast<int>(i));
        score_rounds(s, static_cast<int>(event.rounds.size()), settings.counted, k);
        k.best = micro(s.games[0].points);
        s.best_game = s.games[0].points;
        for (const PlayedGame& g : s.games) {
            if (micro(g.points) > k.best) {
                k.best = micro(g.points);
                s.best_game = g.points;
            }
            if (!g.counts_for_round) continue;
            k.centres += g.centres;
            k.games += 1;
            k.differential += std::int64_t{settings.board_size} * g.centres - g.board_centres;
        }
        s.average_centres = static_cast<double>(k.centres) / static_cast<double>(k.games);
        s.centre_differential = static_cast<double>(k.differential) / settings.board_size;
        const auto listed = std::find(event.gm_tiebreak.begin(), event.gm_tiebreak.end(), s.player);
        k.gm_order = static_cast<int>(listed - event.gm_tiebreak.begin());
    }

    // The ranking: groups still tied share a rank; the first of each group says what set it below the last.
    Ranker ranker(players, keys);
    ranker.rank(ranked);
    int place = 1;
    for (std::size_t g = 0; g < ranker.groups.size(); ++g) {
        for (std::size_t m = 0; m < ranker.groups[g].size(); ++m) {
            Standing s = players[ranker.groups[g][m]];
            s.rank = place;
            s.ranked_by = m == 0 ? ranker.why[g] : RankedBy::Tied;
            out.players.push_back(std::move(s));
        }
        place += static_cast<int>(ranker.groups[g].size());
    }
    for (int i : unranked) out.players.push_back(players[i]);

    // Best Country: per power, the best single-game score with it, every player who made it; never NC.
    for (int p = 0; p < settings.board_size; ++p) {
        BestCountry best{p, 0, {}};
        Micro top = 0;
        for (const Standing& s : players)
            for (const PlayedGame& g : s.games) {
                if (g.power != p) continue;
                if (best.players.empty() || micro(g.points) > top) {
                    top = micro(g.points);
                    best.points = g.points;
                    best.players = {s.player};
                } else if (micro(g.points) == top && best.players.back() != s.player) {
                    best.players.push_back(s.player);
                }
            }
        out.best_country.push_back(std::move(best));
    }
    return out;
}

}  // namespace dip
