// Replaying a record, and how a game stands.
#include "game_record.h"

#include "press_wire.h"

namespace dip {

namespace {
std::uint64_t replayed = 0;
}  // namespace

std::uint64_t records_replayed() { return replayed; }

std::optional<Game> replay(const GameRecord& g, const Rules& rules, std::string& error) {
    ++replayed;
    Game game(rules, g.start);
    for (const GameRecord::Step& step : g.steps) {
        if (game.over() && !step.edit) {
            error = "This game goes on after it was won; it cannot be replayed.";
            return std::nullopt;
        }
        if (step.edit) game.edit(step.edited);
        else game.play(step.orders);
    }
    if (g.tournament.vote_phase > static_cast<int>(g.steps.size())) {
        error = "This game's vote record is for a phase it has not reached.";
        return std::nullopt;
    }
    if (!g.press.empty()) {
        std::vector<Position> positions;
        for (const PlayedPhase& p : game.history()) positions.push_back(p.position);
        positions.push_back(game.current());
        if (const std::string why = check_press(g.press, rules, positions); !why.empty()) {
            error = "This game's messages cannot be right (" + why + "); it cannot be replayed.";
            return std::nullopt;
        }
    }
    return game;
}

GameEnd end_of(const Rules& rules, const Game& game, const TournamentState& tournament) {
    if (tournament.voted_end.kind != EndKind::None) return tournament.voted_end;
    if (game.history().size() >= kMaxPhases && game.current().winner == kNoPower) return {EndKind::TimeLimit};
    return game_end(rules, game.current());
}

std::string end_text(const Rules& rules, const Position& pos, const GameEnd& end) {
    if (end.kind == EndKind::None) return "";
    if (end.kind == EndKind::Solo) return rules.win_text(pos, end.winner);
    return describe(end, rules.map(), pos);
}

}  // namespace dip
