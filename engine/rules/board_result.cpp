// Board results: made from a position, checked when a director types one, and scored by each system. Every
// system is one function from the result to each power's points in a game without a winner; the solo, the places
// and the table's order are shared. docs/RULES.md ("Scoring systems") gives each system in words, with its source.
#include "board_result.h"

#include <algorithm>
#include <utility>

namespace dip {

namespace {

using Points = std::vector<double>;  // by power, in board order

Power power_at(int i) { return static_cast<Power>(i); }

int power_count(const BoardResult& r) { return std::clamp(r.powers, 0, kMaxPowers); }

// The year of the last movement turn played before `phase`: the Fall's from the Winter or any retreats, the year
// before from a Spring movement phase (nothing of that year has been played yet).
int last_year_played(const Phase& phase) {
    return phase.kind == PhaseKind::Movement && phase.season == Season::Spring ? phase.year - 1 : phase.year;
}

bool has_winner(const BoardResult& r) { return r.end.kind == EndKind::Solo || r.end.kind == EndKind::Concession; }

// Points for places shared by ties: powers are ranked by `key` (higher is better) and each gets the mean of the
// `by_place` values of the places its tie covers, places past the list being worth 0. C-Diplo's bonuses and
// Carnage's rank points are shared this way.
template <typename Key>
Points shared_place_points(const std::vector<Key>& key, const std::vector<double>& by_place) {
    const int n = static_cast<int>(key.size());
    Points out(n);
    for (int pw = 0; pw < n; ++pw) {
        int above = 0, tied = 0;
        for (int other = 0; other < n; ++other) {
            above += key[other] > key[pw];
            tied += key[other] == key[pw];
        }
        double sum = 0;
        for (int place = above; place < above + tied && place < static_cast<int>(by_place.size()); ++place)
            sum += by_place[place];
        out[pw] = sum / tied;
    }
    return out;
}

// The largest centre count among `among`, and how many of them have it (the board-toppers).
std::pair<int, int> top_of(const BoardResult& r, const std::array<bool, kMaxPowers>& among) {
    int top = -1, toppers = 0;
    for (int pw = 0; pw < power_count(r); ++pw) {
        if (!among[pw]) continue;
        if (r.centres[pw] > top) top = r.centres[pw], toppers = 0;
        toppers += r.centres[pw] == top;
    }
    return {top, toppers};
}

// C-Diplo: 1 for playing, 1 a centre, 38 / 14 / 7 for the three largest; no bonus without a centre.
Points cdiplo(const BoardResult& r) {
    const int n = power_count(r);
    const std::vector<int> key(r.centres.begin(), r.centres.begin() + n);
    Points out = shared_place_points(key, {38, 14, 7});
    for (int pw = 0; pw < n; ++pw) out[pw] = 1 + r.centres[pw] + (r.centres[pw] > 0 ? out[pw] : 0);
    return out;
}

// Sum of squares: 100 shared in proportion to the square of each power's centres.
Points sum_of_squares(const BoardResult& r) {
    const int n = power_count(r);
    double squares = 0;
    for (int pw = 0; pw < n; ++pw) squares += static_cast<double>(r.centres[pw]) * r.centres[pw];
    Points out(n);
    for (int pw = 0; pw < n; ++pw) out[pw] = squares == 0 ? 0 : 100.0 * r.centres[pw] * r.centres[pw] / squares;
    return out;
}

// Draw size: 100 shared equally by the powers in the draw.
Points draw_size(const BoardResult& r) {
    const int n = power_count(r);
    const std::array<bool, kMaxPowers> members = draw_members(r);
    const int size = static_cast<int>(std::count(members.begin(), members.begin() + n, true));
    Points out(n);
    for (int pw = 0; pw < n; ++pw) out[pw] = members[pw] ? 100.0 / size : 0;
    return out;
}

// Carnage: rank points 7,000 down to 1,000 (1,000 times the places below and including one's own) plus 1 a centre.
// Survivors rank by centres above every eliminated power; eliminated powers rank by the year they fell, later
// first (an unknown year last); ties share the rank points of the places they cover.
Points carnage(const BoardResult& r) {
    const int n = power_count(r);
    std::vector<std::pair<int, int>> key(n);
    std::vector<double> by_place(n);
    for (int pw = 0; pw < n; ++pw) {
        key[pw] = survives(r, pw) ? std::pair{1, r.centres[pw]} : std::pair{0, r.eliminated_in[pw]};
        by_place[pw] = 1000.0 * (n - pw);
    }
    Points out = shared_place_points(key, by_place);
    for (int pw = 0; pw < n; ++pw) out[pw] += r.centres[pw];
    return out;
}

// OpenTribute: 34 plus 3 a centre, minus one point of tribute for every centre behind the board-topper; the topper
// takes the tribute of every other power, eliminated ones included (toppers sharing the top take 1/n² each, the
// rest is lost). An eliminated power keeps nothing after paying. The board-top is among the draw's members.
Points open_tribute(const BoardResult& r) {
    constexpr double kBase = 34, kPerCentre = 3;
    const int n = power_count(r);
    const std::array<bool, kMaxPowers> members = draw_members(r);
    const auto [top, toppers] = top_of(r, members);
    Points out(n);
    double tribute = 0;
    for (int pw = 0; pw < n; ++pw) {
        if (members[pw] && r.centres[pw] == top) continue;
        const double own = kBase + kPerCentre * r.centres[pw];
        const double paid = std::clamp(static_cast<double>(top - r.centres[pw]), 0.0, own);
        tribute += paid;
        out[pw] = members[pw] ? own - paid : 0;  // out of the draw: the rest is spoiled
    }
    for (int pw = 0; pw < n; ++pw)
        if (members[pw] && r.centres[pw] == top) out[pw] = kBase + kPerCentre * top + tribute / (toppers * toppers);
    return out;
}

// Tribute: the draw's members share 66 and take 1 a centre; each member below the top pays the board-topper 1 for
// every centre the topper has over 6, never more than its share of the 66; toppers sharing the top share it.
Points tribute(const BoardResult& r) {
    const int n = power_count(r);
    const std::array<bool, kMaxPowers> members = draw_members(r);
    const int size = static_cast<int>(std::count(members.begin(), members.begin() + n, true));
    const auto [top, toppers] = top_of(r, members);
    Points out(n);
    if (size == 0) return out;
    const double share = 66.0 / size;
    const double each = std::clamp(static_cast<double>(top - 6), 0.0, share);
    for (int pw = 0; pw < n; ++pw) {
        if (!members[pw]) continue;  // eliminated, or left out of a DINS draw: nothing
        const bool topper = r.centres[pw] == top;
        out[pw] = r.centres[pw] + share + (topper ? each * (size - toppers) / toppers : -each);
    }
    return out;
}

// ManorCon: every power's P = S² + 4S + 16 (S its centres; 16 for an eliminated power) is summed to B; a surviving
// power scores 100 P / B, an eliminated one 0.1 for each year it played, its last year included.
double years_played_points(int last_year) {
    return last_year >= kFirstGameYear ? (last_year - kFirstGameYear + 1) / 10.0 : 0;
}
Points manorcon(const BoardResult& r) {
    const int n = power_count(r);
    const auto p_of = [](int s) { return static_cast<double>(s) * s + 4.0 * s + 16; };
    double board = 0;
    for (int pw = 0; pw < n; ++pw) board += p_of(r.centres[pw]);
    Points out(n);
    for (int pw = 0; pw < n; ++pw)
        out[pw] = survives(r, pw) ? 100 * p_of(r.centres[pw]) / board : years_played_points(r.eliminated_in[pw]);
    return out;
}

// Every power's points in a game without a winner, by `scoring`.
Points drawn_points(Scoring scoring, const BoardResult& r) {
    switch (scoring) {
        case Scoring::CDiplo: return cdiplo(r);
        case Scoring::SumOfSquares: return sum_of_squares(r);
        case Scoring::DrawSize: return draw_size(r);
        case Scoring::Carnage: return carnage(r);
        case Scoring::OpenTribute: return open_tribute(r);
        case Scoring::Tribute: return tribute(r);
        case Scoring::ManorCon: return manorcon(r);
    }
    return Points(power_count(r));
}

// A solo or concession: the winner takes the system's solo score, the others nothing, but at ManorCon everyone
// else keeps 0.1 a year played, survivors counting to the solo's year.
Points won_points(Scoring scoring, const BoardResult& r) {
    const int n = power_count(r);
    Points out(n);
    for (int pw = 0; pw < n; ++pw) {
        if (pw == r.end.winner) out[pw] = solo_points(scoring);
        else if (scoring == Scoring::ManorCon)
            out[pw] = years_played_points(survives(r, pw) ? r.year : r.eliminated_in[pw]);
    }
    return out;
}

// 1-based rank by centres, tied powers sharing it; a sole winner is 1st and the others rank after it.
int place_of(const BoardResult& r, int pw) {
    const bool won = has_winner(r);
    int place = won && r.end.winner != pw ? 2 : 1;
    for (int other = 0; other < power_count(r); ++other)
        if (r.centres[other] > r.centres[pw] && !(won && (r.end.winner == pw || r.end.winner == other))) ++place;
    return place;
}

// A power's name for the director: the map's, or "power 9" beyond it.
std::string name_of(const Map& map, int pw) {
    return pw < map.power_count() ? map.power(power_at(pw)).name : "power " + std::to_string(pw + 1);
}

// What is wrong with each power's own line: its count, and its year of elimination against its centres and the
// game's years.
void check_powers(const BoardResult& r, const Map& map, std::vector<std::string>& problems) {
    for (int pw = 0; pw < power_count(r); ++pw) {
        const std::string who = name_of(map, pw), year = std::to_string(r.eliminated_in[pw]);
        if (r.centres[pw] < 0)
            problems.push_back(who + "'s centre count is negative (" + std::to_string(r.centres[pw]) + ")");
        if (r.eliminated_in[pw] == 0) continue;
        if (r.centres[pw] > 0)
            problems.push_back(who + " owns " + std::to_string(r.centres[pw]) +
                               " centres but is marked eliminated in " + year);
        else if (r.units_only[pw])
            problems.push_back(who + " is marked eliminated in " + year + " but also as still having units");
        if (r.eliminated_in[pw] < kFirstGameYear)
            problems.push_back(who + " is marked eliminated in " + year + ", before the game's first year, " +
                               std::to_string(kFirstGameYear));
        else if (r.year != 0 && r.eliminated_in[pw] > r.year)
            problems.push_back(who + " is marked eliminated in " + year + ", after the game's last year, " +
                               std::to_string(r.year));
    }
}

// What is wrong with how the game ended, against the centres.
void check_end(const BoardResult& r, int solo_centres, const Map& map, std::vector<std::string>& problems) {
    const int n = power_count(r);
    const Power winner = r.end.winner;
    if (has_winner(r) && winner >= n) {
        problems.push_back(std::string("the ") + (r.end.kind == EndKind::Solo ? "solo" : "concession") +
                           " names no power of this board");
        return;
    }
    if (r.end.kind == EndKind::Solo && solo_centres > 0) {
        if (r.centres[winner] < solo_centres)
            problems.push_back(name_of(map, winner) + " is named the solo winner with " +
                               std::to_string(r.centres[winner]) + " centres; a solo needs " +
                               std::to_string(solo_centres));
        for (int pw = 0; pw < n; ++pw)
            if (pw != winner && r.centres[pw] >= r.centres[winner])
                problems.push_back(name_of(map, winner) + " is named the solo winner, but " + name_of(map, pw) +
                                   " owns as many centres or more (" + std::to_string(r.centres[pw]) + ")");
    }
    if (r.end.kind != EndKind::Solo && solo_centres > 0)
        for (int pw = 0; pw < n; ++pw)
            if (r.centres[pw] >= solo_centres)
                problems.push_back(name_of(map, pw) + " owns " + std::to_string(r.centres[pw]) +
                                   " centres, enough for a solo, but the result is not a solo");
    if (r.end.kind == EndKind::Concession && r.centres[winner] <= 0)
        problems.push_back("the game is conceded to " + name_of(map, winner) + ", which owns no centre");
    if (r.end.kind != EndKind::Draw) return;
    bool anyone = false;
    for (int pw = 0; pw < kMaxPowers; ++pw) {
        if (!r.end.in_draw[pw]) continue;
        anyone = true;
        if (pw >= n) problems.push_back("the draw names a power not on this board (" + name_of(map, pw) + ")");
        else if (!survives(r, pw))
            problems.push_back("the draw names " + name_of(map, pw) + ", which has no centre and no unit left");
    }
    if (!anyone) problems.push_back("the draw names no power");
}

}  // namespace

bool survives(const BoardResult& result, int power) {
    return power >= 0 && power < power_count(result) && (result.centres[power] > 0 || result.units_only[power]);
}

std::array<bool, kMaxPowers> draw_members(const BoardResult& result) {
    if (result.end.kind == EndKind::Draw) return result.end.in_draw;
    std::array<bool, kMaxPowers> out{};
    for (int pw = 0; pw < power_count(result); ++pw) out[pw] = survives(result, pw);
    return out;
}

BoardResult board_result(const Position& pos, const Map& map, const GameEnd& end) {
    BoardResult r;
    r.powers = map.power_count();
    r.centres = pos.centre_counts();
    const std::array<int, kMaxPowers> units = pos.unit_counts();
    for (int pw = 0; pw < r.powers; ++pw) r.units_only[pw] = r.centres[pw] == 0 && units[pw] > 0;
    r.year = last_year_played(pos.phase);
    r.end = end;
    // A position with a winner is a solo even when the caller passes None or TimeLimit.
    if ((end.kind == EndKind::None || end.kind == EndKind::TimeLimit) && pos.winner != kNoPower)
        r.end = {EndKind::Solo, pos.winner, {}};
    return r;
}

std::string check(const BoardResult& result, int board_centres, int solo_centres, const Map& map) {
    if (result.powers < 1 || result.powers > kMaxPowers)
        return "a board has 1 to " + std::to_string(kMaxPowers) + " powers, not " + std::to_string(result.powers);
    std::vector<std::string> problems;
    int total = 0;
    for (int pw = 0; pw < result.powers; ++pw) total += std::max(0, result.centres[pw]);
    if (total > board_centres)
        problems.push_back("the centres add up to " + std::to_string(total) + ", more than the " +
                           std::to_string(board_centres) + " on the board");
    check_powers(result, map, problems);
    check_end(result, solo_centres, map, problems);
    std::string out;
    for (const std::string& p : problems) out += (out.empty() ? "" : "\n") + p;
    return out;
}

double solo_points(Scoring scoring) {
    switch (scoring) {
        case Scoring::Carnage: return 28034;  // every rank's points, 7,000 + ... + 1,000, and every centre's
        case Scoring::OpenTribute: return 340;
        case Scoring::ManorCon: return 75;
        default: return 100;
    }
}

std::vector<ScoreLine> score_board(Scoring scoring, const BoardResult& result) {
    const int n = power_count(result);
    const Points points = has_winner(result) ? won_points(scoring, result) : drawn_points(scoring, result);
    std::vector<ScoreLine> table;
    for (int pw = 0; pw < n; ++pw)
        table.push_back({power_at(pw), result.centres[pw], points[pw], place_of(result, pw)});
    std::stable_sort(table.begin(), table.end(), [](const ScoreLine& a, const ScoreLine& b) {
        if (a.points != b.points) return a.points > b.points;
        return a.centres > b.centres;  // then board order: the sort is stable
    });
    return table;
}

}  // namespace dip
