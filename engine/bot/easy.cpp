// Easy's orders for any phase: power orders (Formal Diplomacy), then the units' orders judged in the position
// those power orders make, then claims of spheres.
#include "easy.h"

#include "formal_policy.h"

namespace dip::bot {

namespace {

std::vector<Order> movement(const Board& board, Power me, Random& rng, int sharpness) {
    std::vector<Order> out = formal_declarations(board, me);
    std::vector<Order> moves;
    if (out.empty()) {
        moves = easy_moves(board, me, rng, sharpness);
    } else {
        const Position during = board.rules.position_for_moves(board.pos, out);
        moves = easy_moves(Board(board.rules, during), me, rng, sharpness);
    }
    const std::vector<Order> claims = formal_claims(board, me, moves);
    moves.insert(moves.end(), out.begin(), out.end());
    moves.insert(moves.end(), claims.begin(), claims.end());
    return moves;
}

std::vector<Order> for_phase(const Board& board, Power me, Random& rng, int sharpness) {
    switch (board.pos.phase.kind) {
        case PhaseKind::Movement: return movement(board, me, rng, sharpness);
        case PhaseKind::Retreats: return easy_retreats(board, me, rng, sharpness);
        case PhaseKind::Adjustments: return easy_adjustments(board, me, rng, sharpness);
    }
    return {};
}

}  // namespace

std::vector<Order> easy_orders(const Rules& rules, const Position& pos, Power me, Random& rng, int sharpness) {
    return easy_orders(Board(rules, pos), me, rng, sharpness);
}

std::vector<Order> easy_orders(const Board& board, Power me, Random& rng, int sharpness) {
    if (me >= board.powers) return {};
    return for_phase(board, me, rng, sharpness);
}

std::vector<Order> easy_orders_all(const Rules& rules, const Position& pos, Random& rng) {
    const Board board(rules, pos);
    std::vector<Order> out;
    for (int pw = 0; pw < board.powers; ++pw) {
        const std::vector<Order> mine = for_phase(board, static_cast<Power>(pw), rng, false);
        out.insert(out.end(), mine.begin(), mine.end());
    }
    return out;
}

}  // namespace dip::bot
