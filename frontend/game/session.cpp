// Orders being written, playing phases, loading games from text, hot-seat turns.
#include "session.h"

#include <algorithm>

#include "adjustments.h"
#include "catalogue.h"
#include "position_text.h"
#include "text_util.h"

namespace dip {

Session::Session(const Rules& rules)
    : rules_(make_rules(rules.settings())), settings_{rules.settings()}, game_(*rules_, start_position(rules.map())) {
    seats_.played.fill(true);
}

void Session::configure(const GameSettings& settings) {
    if (settings.rules != settings_.rules) {
        const Map* before = &map();
        rules_ = make_rules(settings.rules);
        // The game must not outlive the rules it points to; on another board (a variant's) it starts afresh.
        game_ = Game(*rules_, &map() == before ? game_.start() : start_position(map()));
        undone_.clear();
        reset_orders();
    }
    settings_ = settings;
    game_changed();
}

GameEnd Session::end() const {
    if (voted_end_.kind != EndKind::None) return voted_end_;
    if (game_.history().size() >= kMaxPhases && position().winner == kNoPower) return {EndKind::TimeLimit};
    return game_end(*rules_, position());
}

// ---- Orders ---------------------------------------------------------------------------------------------

void Session::set_order(const Order& o) {
    ++revision_;
    sheet_.set(o, map());
}

int Session::adjustments_left(Power power) const {
    if (position().phase.kind != PhaseKind::Adjustments || power >= map().power_count()) return 0;
    const int due = adjustment_due(position(), power);
    int written = 0;
    for (const Order& o : orders(power))
        written += due > 0 ? (o.kind == OrderKind::Build || o.kind == OrderKind::Waive)
                           : (o.kind == OrderKind::Remove || o.kind == OrderKind::Disband);
    return std::max(0, (due > 0 ? due : -due) - written);
}

void Session::remove_order(Province where) {
    sheet_.remove(where);
    ++revision_;
}

void Session::remove_waive(Power power) {
    sheet_.remove_waive(power);
    ++revision_;
}

void Session::clear_orders(Power power) {
    sheet_.clear(power);
    ++revision_;
}

void Session::remove_power_order(const Order& o) {
    sheet_.remove_power_order(o);
    ++revision_;
}

void Session::reset_orders() {
    clear_orders(kNoPower);
    seats_.new_phase();  // the hand-overs start again; no orders have arrived
    computer_done_.fill(false);
    ready_ = false;
}

std::vector<Order> Session::orders(Power power) const { return sheet_.orders(map(), power); }

std::vector<TextError> Session::set_orders_text(std::string_view text, Power power) {
    std::vector<TextError> errors;
    int line_no = 0;
    for (std::string_view raw : split_lines(text)) {
        ++line_no;
        std::string_view line = trim(strip_comment(raw));
        if (line.empty()) continue;
        Power pw = power;
        if (const std::size_t colon = line.find(':'); colon != std::string_view::npos) {
            const Power named = map().find_power(trim(line.substr(0, colon)));
            if (named == kNoPower) {
                errors.push_back({line_no, "unknown power \"" + std::string(trim(line.substr(0, colon))) + "\""});
                continue;
            }
            if (power != kNoPower && named != power) {
                errors.push_back({line_no, "only " + map().power(power).name + "'s orders can be written here"});
                continue;
            }
            pw = named;
            line = trim(line.substr(colon + 1));
        }
        if (pw == kNoPower) {
            errors.push_back({line_no, "say whose order this is: \"France: " + std::string(line) + "\""});
            continue;
        }
        const OrderParse parsed = parse_order(line, position().phase.kind, map());
        if (!parsed.ok) {
            errors.push_back({line_no, parsed.error.message});
            continue;
        }
        Order o = parsed.order;
        o.power = pw;
        set_order(o);
    }
    return errors;
}

std::string Session::orders_text(Power power) const {
    std::string out;
    for (const Order& o : orders(power))
        out += map().power(o.power).name + ": " + to_text(with_board_types(o, position(), map()), map()) + "\n";
    return out;
}

// ---- Playing --------------------------------------------------------------------------------------------

const PhaseResult& Session::adjudicate() {
    think_now();  // a computer seat never just holds: its orders are thought now if they are not in yet
    std::vector<Order> given = orders();
    // Powers in civil disorder give no orders (their units hold, retreats disband, removals by the rule).
    std::erase_if(given, [&](const Order& o) { return o.power < kMaxPowers && civil_disorder_[o.power]; });
    return adjudicate(given);
}

const PhaseResult& Session::adjudicate(const std::vector<Order>& orders) {
    static const PhaseResult kNothing;
    if (over()) return game_.history().empty() ? kNothing : game_.history().back().result;  // nothing more is played
    game_changed();
    undone_.clear();
    const std::uint32_t phase = static_cast<std::uint32_t>(game_.history().size());
    const PhaseResult& r = game_.play(orders);
    reset_orders();
    // Sealed orders: the phase's round keeps what every copy agrees on; two withheld openings in a row put a seat
    // in civil disorder, on every copy alike.
    if (sealed_.on()) {
        const PowerSet twice = sealed_.finish(phase);
        for (int p = 0; p < map().power_count(); ++p)
            if (has_power(twice, static_cast<Power>(p))) civil_disorder_[p] = true;
    }
    return r;
}

bool Session::undo() {
    if (sealed_.on()) return false;
    game_changed();
    if (vote_phase_ >= static_cast<int>(game_.history().size())) clear_votes();  // taken back with its phase
    reset_orders();
    if (game_.history().empty()) return false;
    undone_.push_back(game_.history().back());
    game_.undo();
    const PlayedPhase& back = undone_.back();
    for (const Order& o : back.orders) {  // the orders come back to be changed and played again
        set_order(o);
        if (o.power < kMaxPowers) seats_.received[o.power] = true;
        if (o.power < kMaxPowers && computer(o.power)) computer_done_[o.power] = true;  // not thought again
    }
    return true;
}

bool Session::redo() {
    if (undone_.empty() || over()) return false;
    PlayedPhase again = std::move(undone_.back());
    undone_.pop_back();
    std::vector<PlayedPhase> rest = std::move(undone_);  // what was undone before it stays redoable
    if (again.edit) edit_position(again.result.next);
    else adjudicate(again.orders);
    undone_ = std::move(rest);
    return true;
}

std::vector<Power> Session::powers_to_order() const {
    std::vector<Power> out;
    const Position& pos = position();
    if (over()) return out;
    for (int pw = 0; pw < map().power_count(); ++pw) {
        if (civil_disorder_[pw]) continue;  // nobody orders for it
        bool choice = false;
        switch (pos.phase.kind) {
            case PhaseKind::Movement: choice = pos.unit_count(static_cast<Power>(pw)) > 0; break;
            case PhaseKind::Retreats:
                for (const DislodgedUnit& d : pos.dislodged) choice |= d.unit && d.unit.power == pw;
                break;
            case PhaseKind::Adjustments: choice = adjustment_due(pos, static_cast<Power>(pw)) != 0; break;
        }
        if (choice) out.push_back(static_cast<Power>(pw));
    }
    return out;
}

// ---- Tournament play ------------------------------------------------------------------------------------

std::string Session::hold_vote(const VoteProposal& p, const std::array<Ballot, kMaxPowers>& ballots, VoteOutcome& out) {
    out = {};
    if (over()) return "The game is over: there is nothing left to vote on.";
    const std::string why = vote_allowed(*rules_, position(), votes_this_phase(), p);
    if (!why.empty()) return why;
    out = decide_vote(p, ballots, position(), map());
    vote_phase_ = static_cast<int>(game_.history().size());
    if (out.passed) voted_end_ = out.end;
    game_changed();
    return "";
}

void Session::clear_votes() {
    vote_phase_ = -1;
    voted_end_ = {};
}

std::string Session::end_text() const {
    const GameEnd e = end();
    const Position& pos = position();
    if (e.kind == EndKind::None) return "";
    if (e.kind == EndKind::Solo) return rules_->win_text(pos, e.winner);
    return describe(e, map(), pos);
}

std::vector<ScoreLine> Session::scores() const { return score_table(settings_.scoring, position(), map(), end()); }

// ---- Loading --------------------------------------------------------------------------------------------

void Session::new_game(PlayMode mode, const GameSettings& settings) {
    configure(settings);
    new_game(mode);
}

void Session::new_game(PlayMode mode) {
    undone_.clear();
    game_ = Game(*rules_, start_position(map()));
    civil_disorder_ = {};
    clear_votes();
    mode_ = mode;
    reset_orders();
    seats_.played.fill(true);
    seats_.me = kNoPower;
    seats_.host = true;
    sealed_ = {};
    game_changed();
}

void Session::replace_with(Session&& other) {
    const std::uint64_t before = revision_, game_before = game_revision_;
    *this = std::move(other);
    revision_ = std::max(before, revision_) + 1;
    game_revision_ = std::max(game_before, game_revision_) + 1;
}

void Session::restore(Game game, PlayMode mode, const std::array<bool, kMaxPowers>& players, std::uint64_t id,
                      std::string name) {
    undone_.clear();
    game_ = std::move(game);
    civil_disorder_ = {};
    clear_votes();
    mode_ = mode;
    seats_.played = players;
    id_ = id;
    name_ = std::move(name);
    sealed_ = {};
    reset_orders();
    game_changed();
}

std::string Session::accept_orders_code(Power power, std::uint32_t phase, std::uint64_t game_id,
                                        const std::vector<Order>& orders, Variant variant) {
    // Only the game's own variant: another on the same board numbers its powers otherwise, and Formal Diplomacy has
    // orders the standard game does not. (Codes from before the catalogue name no variant and are read as the
    // standard game's: a Formal Diplomacy game's from then are taken as its own.)
    if (variant != settings_.rules.variant &&
        !(variant == Variant::Standard && settings_.rules.variant == Variant::Formal))
        return "This orders code is for a game of another variant.";
    if (game_id != id_) return "This orders code belongs to another game.";
    const std::size_t now = game_.history().size();
    if (phase != now)
        return phase < now ? "This orders code is for an earlier phase, already played."
                           : "This orders code is for a later phase than this game has reached.";
    if (power >= map().power_count()) return "This orders code names no power.";
    for (const Order& o : orders)
        if (o.power != power) return "This orders code holds orders of another power.";
    clear_orders(power);
    for (const Order& o : orders) set_order(o);
    seats_.received[power] = true;
    return "";
}

std::string Session::load_position_text(std::string_view text) {
    const ReadResult r = read_position(text, standard_rules());  // a text without a "rules:" line: the standard game
    if (!r.ok) return r.error;
    configure({r.value.rules, settings_.scoring});  // a "rules:" line, or the standard game
    undone_.clear();
    game_ = Game(*rules_, r.value.position);
    clear_votes();
    reset_orders();
    game_changed();
    for (const OrderLine& ol : r.value.orders) set_order(ol.order);
    return "";
}

std::string Session::load_game_text(std::string_view text, std::vector<Order>* last_orders) {
    // Read every block first, so a bad block leaves the current game untouched.
    const std::vector<TextBlock> blocks = split_blocks(text);
    if (blocks.size() > kMaxPhases + 1) return "a game holds at most " + std::to_string(kMaxPhases) + " phases";
    std::shared_ptr<const Rules> rules = rules_;
    RuleSettings settings = settings_.rules;
    Game game(*rules, Position{});
    std::vector<Order> pending;
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const Position* base = i == 0 ? nullptr : &game.current();
        // The first block is the standard game's unless its "rules:" line names a variant; the rest are its.
        const ReadResult r = read_position(blocks[i].text, i == 0 ? standard_rules() : *rules, i == 0, base);
        if (!r.ok) return "phase " + std::to_string(i + 1) + ": " + r.error;
        if (i == 0) {  // the first block's "rules:" line (or none: the standard game) sets the rules
            settings = r.value.rules;
            if (settings != rules->settings()) rules = make_rules(settings);
            game = Game(*rules, r.value.position);
        } else if (r.value.has_phase) return "phase " + std::to_string(i + 1) + ": only the first block names a phase";
        std::vector<Order> orders;
        for (const OrderLine& ol : r.value.orders) orders.push_back(ol.order);
        if (i + 1 < blocks.size() && game.over())  // no save string holds a phase played after the end
            return "phase " + std::to_string(i + 1) + ": the game is over there, and no phase may follow";
        if (i + 1 < blocks.size()) game.play(orders);
        else pending = orders;
    }
    rules_ = rules;
    settings_.rules = settings;
    undone_.clear();
    game_ = std::move(game);
    clear_votes();
    reset_orders();
    game_changed();
    for (const Order& o : pending) set_order(o);
    if (last_orders) *last_orders = pending;
    return "";
}

std::string Session::edit_position(const Position& edited) {
    if (game_.history().size() >= kMaxPhases)
        return "This game holds the most phases and edits a game can (" + std::to_string(kMaxPhases) + ").";
    undone_.clear();
    game_.edit(edited);
    reset_orders();
    game_changed();
    return "";
}

// ---- Hot seat -------------------------------------------------------------------------------------------

Power Session::hotseat_power() const {
    int seen = 0;
    for (Power pw : powers_to_order()) {
        if (!seats_.played[pw] || computer(pw)) continue;
        if (seen++ == seats_.hotseat_turn) return pw;
    }
    return kNoPower;
}

void Session::set_hotseat_turn(int turn) {
    int people = 0;
    for (Power pw : powers_to_order()) people += seats_.played[pw] && !computer(pw);
    seats_.hotseat_turn = turn < 0 || turn > people ? 0 : turn;
    if (mode_ == PlayMode::HotSeat && people > 0 && seats_.hotseat_turn == people) ready_ = true;
    ++revision_;
}

bool Session::hotseat_done() {
    ++revision_;
    ++seats_.hotseat_turn;
    seats_.hotseat_revealed = false;
    if (hotseat_power() != kNoPower) return false;
    ready_ = true;  // played now, or once the computers' orders are in
    return play_if_ready();
}

int Session::people() const {
    int n = 0;
    for (int pw = 0; pw < map().power_count(); ++pw) n += seats_.played[pw] && !computer(static_cast<Power>(pw));
    return n;
}

// ---- Computer players -----------------------------------------------------------------------------------

void Session::set_computer(Power p, std::optional<bot::Level> level) {
    if (p >= map().power_count()) return;
    settings_.computers.set(p, level);
    if (level) civil_disorder_[p] = false;  // handed to the computer instead of holding
    computer_done_[p] = false;
    seats_.hotseat_turn = 0;
    game_changed();
}

std::vector<Order> Session::computer_choice(Power power, bot::Level level) const {
    if (over() || power >= map().power_count()) return {};
    const bot::Relations relations = bot::relations_of(game_);
    return bot::choose_orders(*rules_, position(), power, level, computer_seed(), &relations);
}

std::uint64_t Session::computer_seed() const {
    const std::uint32_t phase = static_cast<std::uint32_t>(game_.history().size());
    return sealed_.on() ? sealed_.chance(id_, settings_.rules.variant, phase) : id_;
}

// With sealed orders a phase's chance is known only once who counts is settled.
bool Session::chance_known() const {
    return !sealed_.on() || sealed_.round(static_cast<std::uint32_t>(game_.history().size())).settled;
}

std::vector<Power> Session::computers_to_think() const {
    std::vector<Power> out;
    if (mode_ == PlayMode::ByLink && !plays_phases()) return out;  // the host's device plays the computer seats
    if (!chance_known()) return out;
    for (Power pw : powers_to_order())
        if (computer(pw) && !computer_done_[pw]) out.push_back(pw);
    return out;
}

void Session::set_computer_orders(Power p, const std::vector<Order>& orders) {
    if (p >= map().power_count()) return;
    clear_orders(p);
    for (const Order& o : orders)
        if (o.power == p) set_order(o);
    computer_done_[p] = true;
    seats_.received[p] = true;
}

std::vector<Power> Session::people_to_order() const {
    std::vector<Power> out;
    for (Power pw : powers_to_order())
        if (!computer(pw) && (mode_ != PlayMode::HotSeat || seats_.played[pw])) out.push_back(pw);
    return out;
}

void Session::think_now() {
    for (Power pw : computers_to_think()) set_computer_orders(pw, computer_choice(pw, *computer_level(pw)));
}

bool Session::play_if_ready() {
    if (!ready() || !chance_known() || !computers_to_think().empty()) return false;
    const std::size_t before = game_.history().size();
    adjudicate();
    return game_.history().size() != before;
}

int Session::autoplay(int max_phases) {
    const bool plays_itself = mode_ == PlayMode::HotSeat || (settings_.computers.any() && plays_phases());
    int played = 0;
    while (played < max_phases && plays_itself && !over() && people_to_order().empty()) {
        ready_ = true;
        // Sealed orders: nobody counts, so the chance is the game's and phase's alone.
        if (sealed_.on()) sealed_.settle(static_cast<std::uint32_t>(game_.history().size()), 0);
        if (!play_if_ready()) break;  // the computers are still thinking, or nothing was played: never spin
        ++played;
    }
    return played;
}

}  // namespace dip
