// Tournament conventions: game ends, score tables and votes. No state: the front end keeps the votes held and a
// passed vote's result; everything here is computed from a position, the rules and those values.
#include "tournament.h"

#include "board_result.h"

namespace dip {

namespace {

Power power_at(int i) { return static_cast<Power>(i); }

// Powers still in the game: with a unit or a centre. They share a draw.
std::array<bool, kMaxPowers> survivors(const Position& pos, const Map& map) {
    std::array<bool, kMaxPowers> out{};
    for (int pw = 0; pw < map.power_count(); ++pw) out[pw] = !pos.eliminated(power_at(pw));
    return out;
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

// Whether a draw proposal names powers (DINS); naming none proposes a draw of every survivor (DIAS).
bool names_anyone(const VoteProposal& p, const Map& map) {
    for (int pw = 0; pw < map.power_count(); ++pw)
        if (p.named[pw]) return true;
    return false;
}

// A DINS draw may name only powers of the map still in the game: a draw shared with an eliminated power would give
// points to a player who has left the board.
bool dins_draw_valid(const VoteProposal& p, const Position& pos, const Map& map) {
    for (int pw = 0; pw < kMaxPowers; ++pw)
        if (p.named[pw] && (pw >= map.power_count() || pos.eliminated(power_at(pw)))) return false;
    return true;
}

}  // namespace

std::string_view to_string(Scoring s) {
    switch (s) {
        case Scoring::CDiplo: return "C-Diplo";
        case Scoring::SumOfSquares: return "Sum of squares";
        case Scoring::DrawSize: return "Draw size";
        case Scoring::Carnage: return "Carnage";
        case Scoring::OpenTribute: return "OpenTribute";
        case Scoring::Tribute: return "Tribute";
        case Scoring::ManorCon: return "ManorCon";
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

// Scored from the board result the position stands at, so the page's table and a director's entered result can
// never disagree.
std::vector<ScoreLine> score_table(Scoring scoring, const Position& pos, const Map& map, const GameEnd& end) {
    return score_board(scoring, board_result(pos, map, end));
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
    if (p.kind == VoteKind::Draw && !dins_draw_valid(p, pos, rules.map()))
        return "A draw can include only powers still in the game";
    return "";
}

VoteOutcome decide_vote(const VoteProposal& p, const std::array<Ballot, kMaxPowers>& ballots, const Position& pos,
                        const Map& map, bool reveal_vetoes) {
    const std::array<bool, kMaxPowers> entitled = voters(pos, map);
    if (p.kind == VoteKind::Concede && (p.to >= map.power_count() || !entitled[p.to])) return {};
    if (p.kind == VoteKind::Draw && !dins_draw_valid(p, pos, map)) return {};
    int no = 0;
    for (int pw = 0; pw < map.power_count(); ++pw) no += entitled[pw] && ballots[pw] == Ballot::No;
    VoteOutcome out;
    if (reveal_vetoes) out.vetoes = no;  // the count only: who vetoed stays secret
    if (no > 0) return out;              // a failed vote: by default nothing else is told
    out.passed = true;
    if (p.kind == VoteKind::Draw) {
        out.end.kind = EndKind::Draw;
        out.end.in_draw = names_anyone(p, map) ? p.named : survivors(pos, map);
    } else {
        out.end.kind = EndKind::Concession;
        out.end.winner = p.to;
    }
    return out;
}

}  // namespace dip
