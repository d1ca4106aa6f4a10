// The event's bookkeeping: players, rounds, results, and the check that an event (typed in, or read from a
// string another laptop wrote) holds together. Every loop runs in index order, so every message is the same
// on every machine.
#include "event.h"

#include <algorithm>

#include "map.h"
#include "seeded_random.h"
#include "text_util.h"

namespace dip {

namespace {

std::string id_text(int id) { return id == kGameMaster ? std::string("NC") : "player " + std::to_string(id); }

// "" when the values are strictly ascending (sorted, no repeats), else a message naming `what`.
std::string ascending_error(const std::vector<int>& ids, const std::string& what) {
    for (std::size_t i = 1; i < ids.size(); ++i)
        if (ids[i] <= ids[i - 1]) return what + " not in ascending order or repeated (" + id_text(ids[i]) + ")";
    return "";
}

bool contains(const std::vector<int>& sorted, int id) { return std::binary_search(sorted.begin(), sorted.end(), id); }

std::string settings_error(const EventSettings& s) {
    if (s.rounds < 1 || s.rounds > kMaxEventRounds)
        return "rounds planned must be 1 to " + std::to_string(kMaxEventRounds) + ", not " + std::to_string(s.rounds);
    if (s.counted < 1 || s.counted > s.rounds)
        return "rounds counted must be 1 to the rounds planned (" + std::to_string(s.rounds) + "), not " +
               std::to_string(s.counted);
    if (s.board_size < 2 || s.board_size > kMaxBoardSize)
        return "a board has 2 to " + std::to_string(kMaxBoardSize) + " powers, not " + std::to_string(s.board_size);
    if (s.centres < 1 || s.centres > kMaxLocs)
        return "a board has 1 to " + std::to_string(kMaxLocs) + " centres, not " + std::to_string(s.centres);
    if (s.solo < 1 || s.solo > s.centres)
        return "a solo needs 1 to " + std::to_string(s.centres) + " centres, not " + std::to_string(s.solo);
    if (s.scoring > kLastScoring) return "unknown scoring system";
    if (s.draw_rule > DrawRule::DINS) return "unknown draw rule";
    return "";
}

// What is wrong with a name taken alone (not its uniqueness).
std::string name_problem(std::string_view name) {
    if (name.empty()) return "a player needs a name";
    if (name.size() > kMaxNameBytes)
        return "a name has at most " + std::to_string(kMaxNameBytes) + " bytes: " + quote_short(name, 30);
    for (char c : name)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return "a name may not hold control characters";
    if (name.front() == ' ' || name.back() == ' ') return "a name may not begin or end with a space";
    return "";
}

// The seats, sit-outs and results of one round, against its check-in.
std::string round_error(const Event& event, const Round& round, int r) {
    const std::string where = "round " + std::to_string(r + 1) + ": ";
    const EventSettings& s = event.settings;
    if (std::string e = ascending_error(round.checked_in, "check-in"); !e.empty()) return where + e;
    for (int id : round.checked_in)
        if (!find_player(event, id)) return where + "check-in names an unknown " + id_text(id);
    if (round.short_boards > ShortBoards::GameMaster) return where + "unknown choice for short boards";
    if (std::string e = ascending_error(round.volunteers, "volunteers"); !e.empty()) return where + e;
    for (int id : round.volunteers)
        if (!contains(round.checked_in, id)) return where + "volunteer " + id_text(id) + " is not checked in";
    if (std::string e = ascending_error(round.sitting_out, "sit-outs"); !e.empty()) return where + e;
    if (round.boards.size() > round.checked_in.size() + 1) return where + "more boards than players";

    std::vector<int> boards_of(round.checked_in.size(), 0);  // how many boards each checked-in player sits at
    for (std::size_t b = 0; b < round.boards.size(); ++b) {
        const std::string at = where + "board " + std::to_string(b + 1) + ": ";
        const Board& board = round.boards[b];
        if (static_cast<int>(board.seats.size()) != s.board_size)
            return at + std::to_string(board.seats.size()) + " seats, not " + std::to_string(s.board_size);
        for (std::size_t i = 0; i < board.seats.size(); ++i) {
            const int id = board.seats[i];
            if (id == kGameMaster) continue;
            if (!find_player(event, id)) return at + "a seat names an unknown " + id_text(id);
            if (!contains(round.checked_in, id)) return at + id_text(id) + " is seated but not checked in";
            for (std::size_t j = 0; j < i; ++j)
                if (board.seats[j] == id) return at + id_text(id) + " holds two seats";
            const auto k =
                std::lower_bound(round.checked_in.begin(), round.checked_in.end(), id) - round.checked_in.begin();
            if (++boards_of[k] > 2) return where + id_text(id) + " sits at more than two boards";
        }
        if (board.result) {
            if (std::string e = result_error(s, *board.result); !e.empty()) return at + e;
        }
    }
    for (int id : round.sitting_out) {
        if (!contains(round.checked_in, id)) return where + id_text(id) + " sits out but is not checked in";
        const auto k =
            std::lower_bound(round.checked_in.begin(), round.checked_in.end(), id) - round.checked_in.begin();
        if (boards_of[k] > 0) return where + id_text(id) + " both sits out and is seated";
    }
    if (round.boards.empty()) {
        if (!round.sitting_out.empty()) return where + "sit-outs before the draw";
        return "";
    }
    for (std::size_t k = 0; k < round.checked_in.size(); ++k)
        if (boards_of[k] == 0 && !contains(round.sitting_out, round.checked_in[k]))
            return where + id_text(round.checked_in[k]) + " is checked in but neither seated nor sitting out";
    return "";
}

}  // namespace

std::string power_name(int power) {
    const Map& map = standard_map();
    if (power < 0 || power >= map.power_count()) return "power " + std::to_string(power + 1);
    return map.power(static_cast<Power>(power)).name;
}

const Player* find_player(const Event& event, int id) {
    const int i = player_index(event, id);
    return i < 0 ? nullptr : &event.players[i];
}

int player_index(const Event& event, int id) {
    const auto it = std::lower_bound(event.players.begin(), event.players.end(), id,
                                     [](const Player& p, int v) { return p.id < v; });
    if (it == event.players.end() || it->id != id) return -1;
    return static_cast<int>(it - event.players.begin());
}

std::string player_name_error(const Event& event, std::string_view name) {
    if (std::string e = name_problem(name); !e.empty()) return e;
    for (const Player& p : event.players)
        if (p.name == name) return "there is already a player named " + quote_short(name);
    return "";
}

Expected<int> add_player(Event& event, std::string name) {
    if (std::string e = player_name_error(event, name); !e.empty()) return Failure{e};
    const int id = event.players.empty() ? 1 : event.players.back().id + 1;
    if (id > kMaxPlayerId || event.players.size() >= static_cast<std::size_t>(kMaxEventPlayers))
        return Failure{"an event has at most " + std::to_string(kMaxEventPlayers) + " players"};
    event.players.push_back({id, std::move(name)});
    return id;
}

std::uint64_t round_seed(const EventSettings& settings, int round) {
    return mix64(settings.seed ^ mix64(static_cast<std::uint64_t>(round) + 1));
}

Expected<int> begin_round(Event& event, std::vector<int> checked_in, ShortBoards short_boards,
                          std::vector<int> volunteers) {
    if (static_cast<int>(event.rounds.size()) >= event.settings.rounds)
        return Failure{"all " + std::to_string(event.settings.rounds) + " rounds planned have been played"};
    std::sort(checked_in.begin(), checked_in.end());
    checked_in.erase(std::unique(checked_in.begin(), checked_in.end()), checked_in.end());
    std::sort(volunteers.begin(), volunteers.end());
    volunteers.erase(std::unique(volunteers.begin(), volunteers.end()), volunteers.end());
    for (int id : checked_in)
        if (!find_player(event, id)) return Failure{"check-in names an unknown " + id_text(id)};
    for (int id : volunteers)
        if (!contains(checked_in, id)) return Failure{"volunteer " + id_text(id) + " is not checked in"};
    Round round;
    round.seed = round_seed(event.settings, static_cast<int>(event.rounds.size()));
    round.checked_in = std::move(checked_in);
    round.short_boards = short_boards;
    round.volunteers = std::move(volunteers);
    event.rounds.push_back(std::move(round));
    return static_cast<int>(event.rounds.size()) - 1;
}

std::string result_error(const EventSettings& settings, const BoardResult& result) {
    if (result.powers != settings.board_size)
        return "the result is for " + std::to_string(result.powers) + " powers, the board has " +
               std::to_string(settings.board_size);
    if (std::string e = check(result, settings.centres, settings.solo); !e.empty()) return e;
    if (settings.draw_rule == DrawRule::DIAS && result.end.kind == EndKind::Draw) {
        for (int p = 0; p < result.powers; ++p)
            if (survives(result, p) && !result.end.in_draw[p])
                return "draws include all survivors (DIAS), but " + power_name(p) + " survives and is left out";
    }
    return "";
}

std::string enter_result(Event& event, int round, int board, const BoardResult& result) {
    if (round < 0 || round >= static_cast<int>(event.rounds.size())) return "no such round";
    Round& r = event.rounds[round];
    if (board < 0 || board >= static_cast<int>(r.boards.size())) return "no such board in this round";
    if (std::string e = result_error(event.settings, result); !e.empty()) return e;
    r.boards[board].result = result;
    return "";
}

std::string check_event(const Event& event) {
    if (event.name.size() > 200) return "the event's name is too long";
    for (char c : event.name)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return "the event's name holds a control character";
    if (std::string e = settings_error(event.settings); !e.empty()) return e;
    if (event.players.size() > static_cast<std::size_t>(kMaxEventPlayers))
        return "an event has at most " + std::to_string(kMaxEventPlayers) + " players";
    std::vector<std::string_view> names;
    for (std::size_t i = 0; i < event.players.size(); ++i) {
        const Player& p = event.players[i];
        if (p.id < 1 || p.id > kMaxPlayerId)
            return "player ids run from 1 to " + std::to_string(kMaxPlayerId) + ", not " + std::to_string(p.id);
        if (i > 0 && p.id <= event.players[i - 1].id)
            return "player " + std::to_string(p.id) + " is listed twice or out of order";
        if (std::string e = name_problem(p.name); !e.empty()) return "player " + std::to_string(p.id) + ": " + e;
        names.push_back(p.name);
    }
    std::sort(names.begin(), names.end());
    for (std::size_t i = 1; i < names.size(); ++i)
        if (names[i] == names[i - 1]) return "two players are named " + quote_short(names[i]);
    if (static_cast<int>(event.rounds.size()) > event.settings.rounds)
        return std::to_string(event.rounds.size()) + " rounds, but " + std::to_string(event.settings.rounds) +
               " planned";
    for (std::size_t r = 0; r < event.rounds.size(); ++r)
        if (std::string e = round_error(event, event.rounds[r], static_cast<int>(r)); !e.empty()) return e;
    for (std::size_t i = 0; i < event.gm_tiebreak.size(); ++i) {
        const int id = event.gm_tiebreak[i];
        if (!find_player(event, id)) return "the game master's tiebreak names an unknown " + id_text(id);
        for (std::size_t j = 0; j < i; ++j)
            if (event.gm_tiebreak[j] == id) return "the game master's tiebreak names " + id_text(id) + " twice";
    }
    return "";
}

std::vector<std::uint32_t> powers_played(const Event& event, int before) {
    std::vector<std::uint32_t> out(event.players.size(), 0);
    for (int r = 0; r < before && r < static_cast<int>(event.rounds.size()); ++r)
        for (const Board& board : event.rounds[r].boards)
            for (std::size_t p = 0; p < board.seats.size(); ++p) {
                const int i = player_index(event, board.seats[p]);
                if (i >= 0) out[i] |= std::uint32_t{1} << p;
            }
    return out;
}

std::string seat_by_hand(Event& event, int round, std::vector<Board> boards, std::vector<int> sitting_out) {
    if (round < 0 || round >= static_cast<int>(event.rounds.size())) return "no such round";
    for (const Board& board : event.rounds[round].boards)
        if (board.result) return "a result has been entered for this round: its seats stand";
    for (const Board& board : boards)
        if (board.result) return "seats are given without results";
    std::sort(sitting_out.begin(), sitting_out.end());
    Event changed = event;
    changed.rounds[round].boards = std::move(boards);
    changed.rounds[round].sitting_out = std::move(sitting_out);
    if (std::string e = check_event(changed); !e.empty()) return e;
    event = std::move(changed);
    return "";
}

std::string swap_seats(Event& event, int round, SeatPlace a, SeatPlace b) {
    if (round < 0 || round >= static_cast<int>(event.rounds.size())) return "no such round";
    Round r = event.rounds[round];
    const auto player_at = [&r](SeatPlace s) -> int* {
        if (s.board == -1)
            return s.place >= 0 && s.place < static_cast<int>(r.sitting_out.size()) ? &r.sitting_out[s.place] : nullptr;
        if (s.board < 0 || s.board >= static_cast<int>(r.boards.size())) return nullptr;
        std::vector<int>& seats = r.boards[s.board].seats;
        return s.place >= 0 && s.place < static_cast<int>(seats.size()) ? &seats[s.place] : nullptr;
    };
    int* first = player_at(a);
    int* second = player_at(b);
    if (!first || !second) return "no such seat";
    std::swap(*first, *second);
    return seat_by_hand(event, round, std::move(r.boards), std::move(r.sitting_out));
}

std::vector<std::string> repeated_powers(const Event& event) {
    std::vector<std::string> out;
    for (std::size_t r = 0; r < event.rounds.size(); ++r) {
        const std::vector<std::uint32_t> before = powers_played(event, static_cast<int>(r));
        for (const Board& board : event.rounds[r].boards)
            for (std::size_t p = 0; p < board.seats.size(); ++p) {
                const int i = player_index(event, board.seats[p]);
                if (i >= 0 && (before[i] >> p & 1))
                    out.push_back(event.players[i].name + " plays " + power_name(static_cast<int>(p)) +
                                  " again in round " + std::to_string(r + 1));
            }
    }
    return out;
}

}  // namespace dip
