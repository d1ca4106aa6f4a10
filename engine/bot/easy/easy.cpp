// Easy's orders for any phase: power orders (Formal Diplomacy), then the units' orders judged in the position
// those power orders make, then claims of spheres.
#include "easy.h"

#include <algorithm>

#include "formal_policy.h"
#include "openings.h"

namespace dip::bot {

namespace {

// In the book's phase: an opening that shares the most orders with DumbBot's own draw (one of those drawn
// evenly), so that DumbBot's values choose among the openings players use.
std::vector<Order> from_book(const std::vector<const Opening*>& book, const std::vector<Order>& drawn, Random& rng) {
    const Opening* best = nullptr;
    long best_shared = -1, ties = 0;
    for (const Opening* o : book) {
        const long shared = std::count_if(o->orders.begin(), o->orders.end(), [&](const Order& x) {
            return std::find(drawn.begin(), drawn.end(), x) != drawn.end();
        });
        if (shared > best_shared) best = o, best_shared = shared, ties = 1;
        else if (shared == best_shared && rng.below(++ties) == 0) best = o;
    }
    return best->orders;
}

std::vector<Order> movement(const Board& board, Power me, Random& rng, int sharpness) {
    if (const std::vector<const Opening*> book = openings_for(board.rules, board.pos, me); !book.empty())
        return from_book(book, easy_moves(board, me, rng, sharpness), rng);
    std::vector<Order> out = formal_declarations(board, me);
    std::vector<Order> moves;
    if (out.empty()) {
        moves = easy_moves(board, me, rng, sharpness);
    } else {
        const Position during = board.rules.position_for_moves(board.pos, out);
        moves = easy_moves(Board(board.rules, during, board.relations), me, rng, sharpness);
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

std::vector<Order> easy_orders_all(const Rules& rules, const Position& pos, Random& rng, const Relations* relations) {
    const Board board(rules, pos, relations);
    std::vector<Order> out;
    for (int pw = 0; pw < board.powers; ++pw) {
        const std::vector<Order> mine = for_phase(board, static_cast<Power>(pw), rng, false);
        out.insert(out.end(), mine.begin(), mine.end());
    }
    return out;
}

}  // namespace dip::bot
