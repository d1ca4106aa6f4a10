// Tournament conventions: game ends, score tables and votes. No state: the front end keeps the votes held and a
// passed vote's result; everything here is computed from a position, the rules and those values.
#include "tournament.h"

#include <algorithm>

namespace dip {

namespace {

Power power_at(int i) { return static_cast<Power>(i); }

// Powers still in the game: with a unit or a centre. They share a draw.
std::array<bool, kMaxPowers> survivors(const Position& pos, const Map& map) {
    std::array<bool, kMaxPowers> out{};
    for (int pw = 0; pw < map.power_count(); ++pw) out[pw] = !pos.eliminated(power_at(pw));
    return out;
}

// The end to score by: a position with a winner is a solo even when the caller passes None or TimeLimit.
GameEnd effective_end(const Position& pos, const GameEnd& end) {
    if ((end.kind == EndKind::None || end.kind == EndKind::TimeLimit) && pos.winner != kNoPower)
        return {EndKind::Solo, pos.winner, {}};
    return end;
}

// C-Diplo's place bonus: 38, 14 and 7 for the first three places by centres; tied powers share the bonuses of
// the places they cover; powers without centres get none.
double cdiplo_bonus(const std::vector<int>& centres, int pw) {
    static constexpr std::array<double, 3> kBonus{38, 14, 7};
    if (centres[pw] == 0) return 0;
    int above = 0, tied = 0;
    for (int c : centres) {
        above += c > centres[pw];
        tied += c == centres[pw];
    }
    double sum = 0;
    for (int place = above; place < above + tied && place < 3; ++place) sum += kBonus[place];
    return sum / tied;
}

// The season of the last movement turn played before `phase` ("Fall 1907" before Winter 1907 or Spring 1908).
std::string last_season_played(const Phase& phase) {
    if (phase.kind != PhaseKind::Movement) {
        const Season s = phase.season == Season::Winter ? Season::Fall : phase.season;
        return std::string(to_string(s)) + " " + std::to_string(phase.year);
    }
    if (phase.season == Season::Fall) return "Spring " + std::to_string(phase.year);
    return "Fall " + std::to_string(phase.year - 1);
}

}  // namespace

std::string_view to_string(Scoring s) {
    switch (s) {
        case Scoring::CDiplo: return "C-Diplo";
        case Scoring::SumOfSquares: return "Sum of squares";
        case Scoring::DrawSize: return "Draw size";
    }
    return "";
}

GameEnd game_end(const Rules& rules, const Position& pos) {
    if (pos.winner != kNoPower) return {EndKind::Solo, pos.winner, {}};
    if (rules.finished(pos)) return {EndKind::TimeLimit, kNoPower, {}};
    return {};
}

std::string describe(const GameEnd& end, const Map& map) {
    switch (end.kind) {
        case EndKind::None: return "The game goes on";
        case EndKind::Solo: return map.power(end.winner).name + " won alone";
        case EndKind::Concession: return "Conceded to " + map.power(end.winner).name;
        case EndKind::TimeLimit: return "The time limit was reached";
        case EndKind::Draw: {
            std::string out = "Draw:";
            const char* sep = " ";
            for (int pw = 0; pw < map.power_count(); ++pw) {
                if (!end.in_draw[pw]) continue;
                out += sep + map.power(power_at(pw)).name;
                sep = ", ";
            }
            return out;
        }
    }
    return "";
}

std::string describe(const GameEnd& end, const Map& map, const Position& pos) {
    if (end.kind != EndKind::TimeLimit) return describe(end, map);
    return describe(end, map) + " after " + last_season_played(pos.phase);
}

std::vector<ScoreLine> score_table(Scoring scoring, const Position& pos, const Map& map, const GameEnd& given) {
    const GameEnd end = effective_end(pos, given);
    const int n = map.power_count();
    const bool sole_winner = end.kind == EndKind::Solo || end.kind == EndKind::Concession;
    std::vector<int> centres(n);
    for (int pw = 0; pw < n; ++pw) centres[pw] = pos.centre_count(power_at(pw));

    // The powers sharing a draw: those named by a passed vote; at a time limit (and provisionally) every survivor.
    const std::array<bool, kMaxPowers> in_draw = end.kind == EndKind::Draw ? end.in_draw : survivors(pos, map);
    int draw_size = 0;
    for (int pw = 0; pw < n; ++pw) draw_size += in_draw[pw];
    long long squares = 0;
    for (int c : centres) squares += static_cast<long long>(c) * c;

    std::vector<ScoreLine> table;
    for (int pw = 0; pw < n; ++pw) {
        ScoreLine line{power_at(pw), centres[pw], 0, 1};
        // Place: a sole winner first, then by centres among the rest.
        if (sole_winner && end.winner != pw) ++line.place;
        for (int other = 0; other < n; ++other)
            if (centres[other] > centres[pw] && !(sole_winner && (end.winner == pw || end.winner == other)))
                ++line.place;

        if (sole_winner) {
            line.points = end.winner == pw ? 100 : 0;
        } else if (scoring == Scoring::CDiplo) {
            line.points = 1 + centres[pw] + cdiplo_bonus(centres, pw);
        } else if (scoring == Scoring::SumOfSquares) {
            line.points = squares == 0 ? 0 : 100.0 * centres[pw] * centres[pw] / static_cast<double>(squares);
        } else {
            line.points = in_draw[pw] && draw_size > 0 ? 100.0 / draw_size : 0;
        }
        table.push_back(line);
    }
    std::stable_sort(table.begin(), table.end(), [](const ScoreLine& a, const ScoreLine& b) {
        if (a.points != b.points) return a.points > b.points;
        return a.centres > b.centres;  // then map order: the sort is stable
    });
    return table;
}

std::array<bool, kMaxPowers> voters(const Position& pos, const Map& map) {
    std::array<bool, kMaxPowers> out{};
    for (int pw = 0; pw < map.power_count(); ++pw) out[pw] = pos.centre_count(power_at(pw)) > 0;
    return out;
}

std::string vote_allowed(const Rules& rules, const Position& pos, int votes_this_phase, const VoteProposal& p) {
    if (rules.finished(pos)) return "The game is over";
    if (pos.phase.kind != PhaseKind::Movement) return "Votes are held only in movement phases";
    if (votes_this_phase > 0) return "Only one vote may be held in each movement phase";
    if (p.kind == VoteKind::Concede && (p.to >= rules.map().power_count() || !voters(pos, rules.map())[p.to]))
        return "A concession can go only to a power that owns a supply centre";
    return "";
}

VoteOutcome decide_vote(const VoteProposal& p, const std::array<Ballot, kMaxPowers>& ballots, const Position& pos,
                        const Map& map) {
    const std::array<bool, kMaxPowers> entitled = voters(pos, map);
    if (p.kind == VoteKind::Concede && (p.to >= map.power_count() || !entitled[p.to])) return {};
    for (int pw = 0; pw < map.power_count(); ++pw)
        if (entitled[pw] && ballots[pw] == Ballot::No) return {};  // a failed vote: nothing else is told
    VoteOutcome out{true, {}};
    if (p.kind == VoteKind::Draw) {
        out.end.kind = EndKind::Draw;
        out.end.in_draw = survivors(pos, map);
    } else {
        out.end.kind = EndKind::Concession;
        out.end.winner = p.to;
    }
    return out;
}

}  // namespace dip
