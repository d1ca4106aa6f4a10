// The draw of a round: who sits out or plays twice, the deal of seat holders to boards, and each board's powers
// drawn among the assignments with no repeated power. Every random choice comes from one SeededRandom, in a
// fixed order, so a draw is reproduced from its request alone.
#include "round_draw.h"

#include <algorithm>
#include <bit>

#include "seeded_random.h"

namespace dip {

namespace {

// Deals tried before a draw is refused: far more than a feasible draw needs (a few, usually one).
constexpr int kDeals = 2000;

// `count` of `pool`, at random; ascending.
std::vector<int> pick(SeededRandom& random, std::vector<int> pool, std::size_t count) {
    random.shuffle(pool);
    pool.resize(std::min(count, pool.size()));
    std::sort(pool.begin(), pool.end());
    return pool;
}

// The powers the holders of one board may not play (bit p), seat holder by seat holder.
struct BoardDeal {
    std::vector<int> holders;  // player ids or kGameMaster
    std::vector<std::uint32_t> forbidden;
};

// The assignments of distinct powers to the holders of one board in which nobody holds a forbidden power, in a
// fixed order (holder by holder, powers ascending): how many there are, and the n-th of them. Counted over the
// sets of powers already given (2^7 of them on the standard board), so neither walks the 7! orders.
class Assignments {
public:
    Assignments(const BoardDeal& deal, int board_size)
        : deal_(deal), size_(board_size), ways_(std::size_t{1} << board_size, 0) {
        const std::uint32_t full = (std::uint32_t{1} << size_) - 1;
        ways_[full] = 1;
        for (std::uint32_t used = full; used-- > 0;) {  // a superset is a larger number: it is counted first
            const int holder = std::popcount(used);
            for (int p = 0; p < size_; ++p)
                if (allowed(holder, used, p)) ways_[used] += ways_[used | (std::uint32_t{1} << p)];
        }
    }

    std::uint64_t count() const { return ways_[0]; }

    // Each holder's power in the assignment numbered `n` (n < count()).
    std::vector<int> nth(std::uint64_t n) const {
        std::vector<int> power_of(size_);
        std::uint32_t used = 0;
        for (int holder = 0; holder < size_; ++holder)
            for (int p = 0; p < size_; ++p) {
                if (!allowed(holder, used, p)) continue;
                const std::uint64_t here = ways_[used | (std::uint32_t{1} << p)];
                if (n < here) {
                    power_of[holder] = p;
                    used |= std::uint32_t{1} << p;
                    break;
                }
                n -= here;
            }
        return power_of;
    }

private:
    bool allowed(int holder, std::uint32_t used, int p) const {
        const std::uint32_t bit = std::uint32_t{1} << p;
        return !(used & bit) && !(deal_.forbidden[holder] & bit);
    }

    const BoardDeal& deal_;
    int size_;
    std::vector<std::uint64_t> ways_;  // by the set of powers given to the first popcount(set) holders
};

}  // namespace

Expected<Draw> make_draw(const DrawRequest& request) {
    const int b = request.board_size;
    const int n = static_cast<int>(request.players.size());
    if (b < 2 || b > kMaxBoardSize) return Failure{"a board has 2 to " + std::to_string(kMaxBoardSize) + " powers"};
    if (request.played.size() != request.players.size()) return Failure{"the powers played are not given for all"};
    if (n == 0) return Failure{"nobody is checked in"};
    for (int i = 0; i < n; ++i)
        if (request.players[i] < 1 || (i > 0 && request.players[i] <= request.players[i - 1]))
            return Failure{"the players checked in must be distinct ids from 1, ascending"};
    for (std::size_t i = 0; i < request.volunteers.size(); ++i) {
        const int id = request.volunteers[i];
        if (!std::binary_search(request.players.begin(), request.players.end(), id))
            return Failure{"a volunteer is not checked in"};
        if (i > 0 && id <= request.volunteers[i - 1]) return Failure{"the volunteers must be distinct, ascending"};
    }
    SeededRandom random(request.seed);

    // Who plays, and who fills the empty seats of the last board.
    Draw draw;
    const int over = n % b;
    int game_master_seats = 0;
    std::vector<int> seated = request.players;
    if (over != 0) {
        switch (request.short_boards) {
            case ShortBoards::SitOut: {
                if (n < b)
                    return Failure{std::to_string(n) + " players checked in: a board needs " + std::to_string(b)};
                draw.sitting_out = pick(random, request.volunteers, over);
                std::vector<int> others;
                for (int id : request.players)
                    if (!std::binary_search(request.volunteers.begin(), request.volunteers.end(), id))
                        others.push_back(id);
                const std::vector<int> more = pick(random, others, over - draw.sitting_out.size());
                draw.sitting_out.insert(draw.sitting_out.end(), more.begin(), more.end());
                std::sort(draw.sitting_out.begin(), draw.sitting_out.end());
                std::erase_if(seated, [&](int id) {
                    return std::binary_search(draw.sitting_out.begin(), draw.sitting_out.end(), id);
                });
                break;
            }
            case ShortBoards::TwoBoards: {
                const int needed = b - over;
                if (n < b)
                    return Failure{std::to_string(n) + " players cannot fill two boards: play with the game master"};
                if (static_cast<int>(request.volunteers.size()) < needed)
                    return Failure{std::to_string(needed) + " players must play two boards, but only " +
                                   std::to_string(request.volunteers.size()) + " volunteered"};
                draw.two_boards = pick(random, request.volunteers, needed);
                break;
            }
            case ShortBoards::GameMaster: game_master_seats = b - over; break;
        }
    }

    // Each player's powers played before, by id.
    auto forbidden_of = [&](int id) -> std::uint32_t {
        if (id == kGameMaster) return 0;
        const auto it = std::lower_bound(request.players.begin(), request.players.end(), id);
        return request.played[it - request.players.begin()];
    };

    std::vector<int> holders = seated;  // every seat a player holds; two-board players twice
    holders.insert(holders.end(), draw.two_boards.begin(), draw.two_boards.end());
    const int boards = (static_cast<int>(holders.size()) + game_master_seats) / b;

    for (int deal = 0; deal < kDeals; ++deal) {
        std::vector<int> order = holders;
        random.shuffle(order);
        // The deal: b holders a board in the shuffled order, the game master's seats on the last board.
        std::vector<BoardDeal> deals(boards);
        std::size_t next = 0;
        bool ok = true;
        for (int k = 0; k < boards && ok; ++k) {
            const int players_here = k == boards - 1 ? b - game_master_seats : b;
            for (int s = 0; s < players_here; ++s) {
                const int id = order[next++];
                if (std::find(deals[k].holders.begin(), deals[k].holders.end(), id) != deals[k].holders.end())
                    ok = false;  // a two-board player dealt twice to this board
                deals[k].holders.push_back(id);
                deals[k].forbidden.push_back(forbidden_of(id));
            }
            for (int s = players_here; s < b; ++s) {
                deals[k].holders.push_back(kGameMaster);
                deals[k].forbidden.push_back(0);
            }
        }
        if (!ok) continue;
        // Each board's powers: uniform among the assignments with no repeated power.
        std::vector<Board> drawn(boards);
        for (int k = 0; k < boards && ok; ++k) {
            Assignments assignments(deals[k], b);
            const std::uint64_t count = assignments.count();
            if (count == 0) {
                ok = false;
                break;
            }
            const std::vector<int> power_of = assignments.nth(random.below(count));
            drawn[k].seats.assign(b, kGameMaster);
            for (int h = 0; h < b; ++h) drawn[k].seats[power_of[h]] = deals[k].holders[h];
        }
        if (!ok) continue;
        draw.boards = std::move(drawn);
        return draw;
    }
    return Failure{"no draw was found in which nobody plays a power again (" + std::to_string(kDeals) +
                   " deals tried): too many rounds for the powers of a board. Draw letting powers repeat, then "
                   "change seats by hand"};
}

DrawRequest draw_request(const Event& event, int round) {
    DrawRequest request;
    if (round < 0 || round >= static_cast<int>(event.rounds.size())) return request;
    const Round& r = event.rounds[round];
    const std::vector<std::uint32_t> played = powers_played(event, round);
    request.players = r.checked_in;
    for (int id : r.checked_in) {
        const int i = player_index(event, id);
        request.played.push_back(i < 0 ? 0 : played[i]);
    }
    request.short_boards = r.short_boards;
    request.volunteers = r.volunteers;
    request.board_size = event.settings.board_size;
    request.seed = r.seed;
    return request;
}

std::string draw_round(Event& event, int round, bool repeats_allowed) {
    if (round < 0 || round >= static_cast<int>(event.rounds.size())) return "no such round";
    Round& r = event.rounds[round];
    for (const Board& board : r.boards)
        if (board.result) return "a result has been entered for this round: its draw stands";
    DrawRequest request = draw_request(event, round);
    if (repeats_allowed) std::fill(request.played.begin(), request.played.end(), 0);
    Expected<Draw> draw = make_draw(request);
    if (!draw) return draw.failure().message;
    r.boards = std::move(draw->boards);
    r.sitting_out = std::move(draw->sitting_out);
    return "";
}

}  // namespace dip
