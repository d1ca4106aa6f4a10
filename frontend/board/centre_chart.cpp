// Centre counts by year, read off the game's positions.
#include "centre_chart.h"

namespace dip {

namespace {

// The year whose Fall a position's centre ownership reflects: a Spring position shows last year's Fall.
int counted_year(const Phase& ph) { return ph.season == Season::Winter ? ph.year : ph.year - 1; }

}  // namespace

std::vector<CentreYear> centre_history(const Game& game, const Map& map, std::size_t phases) {
    std::vector<CentreYear> out;
    auto record = [&](const Position& pos) {
        const bool fall_counted = pos.phase.season == Season::Winter ||
                                  (pos.phase.season == Season::Spring && pos.phase.kind == PhaseKind::Movement);
        if (!fall_counted) return;
        CentreYear y{counted_year(pos.phase), {}};
        for (int p = 0; p < map.power_count(); ++p) y.centres[p] = pos.centre_count(static_cast<Power>(p));
        if (!out.empty() && out.back().year == y.year) out.back() = y;  // Winter, then Spring: the later counts
        else out.push_back(y);
    };
    record(game.start());
    for (std::size_t i = 0; i < game.history().size() && i < phases; ++i) record(game.history()[i].result.next);
    return out;
}

}  // namespace dip
