// Orders being written, playing phases, loading games from text and records, hot-seat turns.
#include "session.h"

#include <algorithm>
#include <utility>

#include "adjustments.h"
#include "bot/press/negotiator.h"
#include "catalogue.h"
#include "computer_talk.h"
#include "position_text.h"
#include "press_wire.h"
#include "table_policy.h"
#include "text_util.h"

namespace dip {

Session::Session(const Rules& rules)
    : rules_(make_rules(rules.settings())), game_(*rules_, start_position(rules.map())) {
    record_.settings = {rules.settings()};
    record_.seats.played.fill(true);
}

void Session::configure(const GameSettings& settings) {
    if (settings.rules != record_.settings.rules) {
        const Map* before = &map();
        rules_ = make_rules(settings.rules);
        // The game must not outlive the rules it points to; on another board (a variant's) it starts afresh.
        game_ = Game(*rules_, &map() == before ? game_.start() : start_position(map()));
        undone_.clear();
        reset_orders();
    }
    record_.settings = settings;
    game_changed();
}

// ---- Orders ---------------------------------------------------------------------------------------------

void Session::set_order(const Order& o) {
    ++revision_;
    sheet_.set(o, map());
}

int adjustments_left(const Session& s, Power power) {
    if (s.position().phase.kind != PhaseKind::Adjustments || power >= s.map().power_count()) return 0;
    const int due = adjustment_due(s.position(), power);
    int written = 0;
    for (const Order& o : s.orders(power))
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
    preferences_ = {};
    record_.seats.new_phase();  // the hand-overs start again; no orders have arrived
    progress_ = {};
}

std::vector<Order> Session::orders(Power power) const { return sheet_.orders(map(), power); }

void Session::set_preferences(Power power, Preferences preferences) {
    if (power >= map().power_count()) return;
    preferences_[power] = std::move(preferences);
    ++revision_;
}

void Session::apply_preferences(bool write_orders) {
    const Position& pos = position();
    if (pos.phase.kind == PhaseKind::Movement) return;
    for (int p = 0; p < map().power_count(); ++p) {
        const Power pw = static_cast<Power>(p);
        // (a power with nothing to choose, a build owed and no place free say, is decided too: by its empty list)
        if (preferences_[p].empty() || record_.tournament.civil_disorder[p] || settings().computers.computer(pw))
            continue;
        const std::optional<std::vector<Order>> decided = preferred_orders(*rules_, pos, pw, preferences_[p]);
        if (!decided) continue;  // something is left open: the player is asked
        progress_.decided[p] = true;
        if (!write_orders && !orders(pw).empty()) continue;
        clear_orders(pw);
        for (const Order& o : *decided) set_order(o);
        record_.seats.received[p] = true;  // by link: nothing to wait for
    }
}

std::vector<Failure> read_orders_text(std::string_view text, PhaseKind phase, const Map& map, Power power,
                                      std::vector<Order>& out) {
    std::vector<Failure> errors;
    int line_no = 0;
    for (std::string_view raw : split_lines(text)) {
        ++line_no;
        std::string_view line = trim(strip_comment(raw));
        if (line.empty()) continue;
        Power pw = power;
        if (const std::size_t colon = line.find(':'); colon != std::string_view::npos) {
            const Power named = map.find_power(trim(line.substr(0, colon)));
            if (named == kNoPower) {
                errors.push_back({"unknown power \"" + std::string(trim(line.substr(0, colon))) + "\"", line_no});
                continue;
            }
            if (power != kNoPower && named != power) {
                errors.push_back({"only " + map.power(power).name + "'s orders can be written here", line_no});
                continue;
            }
            pw = named;
            line = trim(line.substr(colon + 1));
        }
        if (pw == kNoPower) {
            errors.push_back({"say whose order this is: \"France: " + std::string(line) + "\"", line_no});
            continue;
        }
        const Expected<Order> parsed = parse_order(line, phase, map);
        if (!parsed.ok()) {
            errors.push_back({parsed.failure().message, line_no});
            continue;
        }
        out.push_back(*parsed);
        out.back().power = pw;
    }
    return errors;
}

std::vector<Failure> set_orders_text(Session& s, std::string_view text, Power power) {
    std::vector<Order> orders;
    std::vector<Failure> errors = read_orders_text(text, s.position().phase.kind, s.map(), power, orders);
    for (const Order& o : orders) s.set_order(o);
    return errors;
}

std::string orders_text(const Session& s, Power power) {
    std::string out;
    for (const Order& o : s.orders(power))
        out += s.map().power(o.power).name + ": " + to_text(with_board_types(o, s.position(), s.map()), s.map()) + "\n";
    return out;
}

// ---- Playing --------------------------------------------------------------------------------------------

const PhaseResult& Session::adjudicate() {
    think_now(*this);  // a computer seat never just holds: its orders are thought now if they are not in yet
    std::vector<Order> given = orders();
    // Powers in civil disorder give no orders (their units hold, retreats disband, removals by the rule).
    std::erase_if(given,
                  [&](const Order& o) { return o.power < kMaxPowers && record_.tournament.civil_disorder[o.power]; });
    return adjudicate(given);
}

const PhaseResult& Session::adjudicate(const std::vector<Order>& orders) {
    static const PhaseResult kNothing;
    if (over()) return game_.history().empty() ? kNothing : game_.history().back().result;  // nothing more is played
    game_changed();
    undone_.clear();
    const std::uint32_t phase = static_cast<std::uint32_t>(game_.history().size());
    const PhaseResult& r = game_.play(orders);
    std::array<Preferences, kMaxPowers> standing = std::move(preferences_);
    reset_orders();
    if (position().phase.kind != PhaseKind::Movement) {  // the preferences given in the movement phase stand
        preferences_ = std::move(standing);
        apply_preferences();
    }
    // Sealed orders: the phase's round keeps what every copy agrees on; two withheld openings in a row put a seat
    // in civil disorder, on every copy alike.
    if (record_.sealed.on()) {
        const PowerSet twice = record_.sealed.finish(phase);
        for (int p = 0; p < map().power_count(); ++p)
            if (has_power(twice, static_cast<Power>(p))) record_.tournament.civil_disorder[p] = true;
    }
    return r;
}

bool Session::undo() {
    if (record_.sealed.on()) return false;
    game_changed();
    if (record_.tournament.vote_phase >= static_cast<int>(game_.history().size()))
        record_.tournament.clear_votes();  // taken back with its phase
    reset_orders();
    if (game_.history().empty()) return false;
    undone_.push_back(game_.history().back());
    game_.undo();
    // The messages of the phases taken back go with them.
    std::vector<Position> positions;
    for (const PlayedPhase& p : game_.history()) positions.push_back(p.position);
    positions.push_back(game_.current());
    record_.press.resize(messages_that_fit(record_.press, *rules_, positions));
    const PlayedPhase& back = undone_.back();
    for (const Order& o : back.orders) {  // the orders come back to be changed and played again
        set_order(o);
        if (o.power < kMaxPowers) record_.seats.received[o.power] = true;
        if (o.power < kMaxPowers && settings().computers.computer(o.power))
            progress_.computer_done[o.power] = true;  // not thought again
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
        if (record_.tournament.civil_disorder[pw]) continue;  // nobody orders for it
        if (progress_.decided[pw]) continue;                  // its preferences decided
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

std::string hold_vote(Session& s, const VoteProposal& p, const std::array<Ballot, kMaxPowers>& ballots,
                      VoteOutcome& out) {
    out = {};
    if (s.over()) return "The game is over: there is nothing left to vote on.";
    const std::size_t played = s.game().history().size();
    const std::string why = vote_allowed(s.rules(), s.position(), s.record().tournament.votes_in(played), p);
    if (!why.empty()) return why;
    out = decide_vote(p, ballots, s.position(), s.map());
    TournamentState& t = s.change_record(true).tournament;
    t.vote_phase = static_cast<int>(played);
    if (out.passed) t.voted_end = out.end;
    return "";
}

void set_civil_disorder(Session& s, Power p, bool on) { s.change_record(true).tournament.civil_disorder[p] = on; }

void call_time(Session& s) {
    if (!s.over()) s.change_record(true).tournament.voted_end = {EndKind::TimeLimit, kNoPower, {}};
}

std::vector<ScoreLine> scores(const Session& s) {
    return score_table(s.settings().scoring, s.position(), s.map(), s.end());
}

// ---- Loading --------------------------------------------------------------------------------------------

void Session::new_game(PlayMode mode, const GameSettings& settings) {
    configure(settings);
    new_game(mode);
}

void Session::new_game(PlayMode mode) {
    undone_.clear();
    game_ = Game(*rules_, start_position(map()));
    record_.tournament = {};
    record_.press.clear();
    record_.mode = mode;
    reset_orders();
    record_.seats.played.fill(true);
    record_.seats.me = kNoPower;
    record_.seats.host = true;
    record_.sealed = {};
    game_changed();
}

void Session::replace_with(Session&& other) {
    const std::uint64_t before = revision_, game_before = game_revision_;
    *this = std::move(other);
    revision_ = std::max(before, revision_) + 1;
    game_revision_ = std::max(game_before, game_revision_) + 1;
}

bool Session::restore(const GameRecord& g, std::string& error) {
    configure(g.settings);
    std::optional<Game> game = replay(g, *rules_, error);
    if (!game) return false;
    undone_.clear();
    game_ = std::move(*game);
    record_ = g;
    reset_orders();
    for (const Order& o : g.pending) set_order(o);
    record_.seats.received = g.seats.received;
    for (int p = 0; p < map().power_count(); ++p) {
        std::vector<Order> own;
        for (const Order& o : g.preferences)
            if (o.power == p) own.push_back(o);
        if (!own.empty()) preferences_[p] = preferences_from_orders(own, map());
    }
    // With sealed orders, the preferences standing after a movement phase are those its round kept, as every copy
    // has them (a copy that took the phase by link never held the openings).
    if (record_.sealed.on() && position().phase.kind != PhaseKind::Movement) {
        std::size_t movement = game_.history().size();
        while (movement > 0 && game_.history()[movement - 1].position.phase.kind != PhaseKind::Movement) --movement;
        if (movement > 0) {
            preferences_ = {};
            for (const auto& [p, seat] : record_.sealed.round(static_cast<std::uint32_t>(movement - 1)).seats)
                preferences_[p] = preferences_from_orders(seat.preferences, map());
        }
    }
    apply_preferences(false);  // the powers they decide for are not asked again; their orders are as saved
    // The hot-seat turn, counted before the powers in civil disorder are known (as saves always have): just past
    // the last person means the people are done (saved while the computers thought), so the phase waits only for
    // the computers; any later one (a damaged string) starts the hand-overs again.
    const TournamentState tournament = g.tournament;
    record_.tournament = {};
    const int people = static_cast<int>(record_.seats.people_among(powers_to_order(), settings().computers).size());
    record_.seats.hotseat_turn = g.seats.hotseat_turn < 0 || g.seats.hotseat_turn > people ? 0 : g.seats.hotseat_turn;
    record_.seats.hotseat_revealed = false;
    if (hot_seat(*this) && people > 0 && record_.seats.hotseat_turn == people) progress_.people_done = true;
    record_.tournament = tournament;
    game_changed();
    return true;
}

namespace {

// The order is for a unit (or a build) of its own power. A code labelled as one power's may not carry an order for
// another's unit: the order sheet keeps one order a province, so it would replace that power's own order.
bool orders_own_unit(const Session& s, const Order& o) {
    if (o.kind == OrderKind::Waive || is_power_order(o.kind)) return true;
    if (o.unit == kNone) return false;
    const Province p = s.map().province_of(o.unit);
    const Position& pos = s.position();
    switch (pos.phase.kind) {
        case PhaseKind::Movement: return pos.units[p].power == o.power;
        case PhaseKind::Retreats: return pos.dislodged[p].unit.power == o.power;
        case PhaseKind::Adjustments:
            return o.kind == OrderKind::Build ? s.map().may_build_in(o.power, p) : pos.units[p].power == o.power;
    }
    return false;
}

}  // namespace

std::string accept_orders_code(Session& s, Power power, std::uint32_t phase, std::uint64_t game_id,
                               const std::vector<Order>& orders, Variant variant,
                               const std::vector<Order>& preferences) {
    const Variant own = s.settings().rules.variant;
    // Only the game's own variant: another on the same board numbers its powers otherwise, and Formal Diplomacy has
    // orders the standard game does not. (Codes from before the catalogue name no variant and are read as the
    // standard game's: a Formal Diplomacy game's from then are taken as its own.)
    if (variant != own && !(variant == Variant::Standard && own == Variant::Formal))
        return "This orders code is for a game of another variant.";
    if (game_id != s.record().id) return "This orders code belongs to another game.";
    const std::size_t now = s.game().history().size();
    if (phase != now)
        return phase < now ? "This orders code is for an earlier phase, already played."
                           : "This orders code is for a later phase than this game has reached.";
    if (power >= s.map().power_count()) return "This orders code names no power.";
    for (const Order& o : orders)
        if (o.power != power || !orders_own_unit(s, o)) return "This orders code holds orders of another power.";
    for (const Order& o : preferences)
        if (o.power != power) return "This orders code holds preferences of another power.";
    s.clear_orders(power);
    for (const Order& o : orders) s.set_order(o);
    if (s.position().phase.kind == PhaseKind::Movement)
        s.set_preferences(power, preferences_from_orders(preferences, s.map()));
    s.change_record().seats.received[power] = true;
    return "";
}

std::string Session::load_position_text(std::string_view text) {
    const Expected<PositionText> r =
        read_position(text, standard_rules());  // a text without a "rules:" line: the standard game
    if (!r.ok()) return r.failure().text();
    configure({r->rules, settings().scoring});  // a "rules:" line, or the standard game
    undone_.clear();
    game_ = Game(*rules_, r->position);
    record_.tournament.clear_votes();
    record_.press.clear();
    reset_orders();
    game_changed();
    for (const OrderLine& ol : r->orders) set_order(ol.order);
    return "";
}

std::string Session::load_game_text(std::string_view text, std::vector<Order>* last_orders) {
    // Read every block first, so a bad block leaves the current game untouched.
    const std::vector<TextBlock> blocks = split_blocks(text);
    if (blocks.size() > kMaxPhases + 1) return "a game holds at most " + std::to_string(kMaxPhases) + " phases";
    std::shared_ptr<const Rules> rules = rules_;
    RuleSettings settings = record_.settings.rules;
    Game game(*rules, Position{});
    std::vector<Order> pending;
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const Position* base = i == 0 ? nullptr : &game.current();
        // The first block is the standard game's unless its "rules:" line names a variant; the rest are its.
        const Expected<PositionText> r =
            read_position(blocks[i].text, i == 0 ? standard_rules() : *rules, i == 0, base);
        if (!r.ok()) return "phase " + std::to_string(i + 1) + ": " + r.failure().text();
        if (i == 0) {  // the first block's "rules:" line (or none: the standard game) sets the rules
            settings = r->rules;
            if (settings != rules->settings()) rules = make_rules(settings);
            game = Game(*rules, r->position);
        } else if (r->has_phase) return "phase " + std::to_string(i + 1) + ": only the first block names a phase";
        std::vector<Order> orders;
        for (const OrderLine& ol : r->orders) orders.push_back(ol.order);
        if (i + 1 < blocks.size() && game.over())  // no save string holds a phase played after the end
            return "phase " + std::to_string(i + 1) + ": the game is over there, and no phase may follow";
        if (i + 1 < blocks.size()) game.play(orders);
        else pending = orders;
    }
    rules_ = rules;
    record_.settings.rules = settings;
    undone_.clear();
    game_ = std::move(game);
    record_.tournament.clear_votes();
    record_.press.clear();
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

bool Session::hotseat_done() {
    ++revision_;
    ++record_.seats.hotseat_turn;
    record_.seats.hotseat_revealed = false;
    if (hotseat_power(*this) != kNoPower) return false;
    progress_.people_done = true;  // played now, or once the computers' orders are in
    return play_if_ready();
}

// ---- Computer players -----------------------------------------------------------------------------------

void Session::set_computer(Power p, std::optional<bot::Level> level) {
    if (p >= map().power_count()) return;
    record_.settings.computers.set(p, level);
    if (level) record_.tournament.civil_disorder[p] = false;  // handed to the computer instead of holding
    progress_.computer_done[p] = false;
    record_.seats.hotseat_turn = 0;
    game_changed();
}

std::vector<Order> computer_choice(const Session& s, Power power, bot::Level level) {
    if (s.over() || power >= s.map().power_count()) return {};
    const bot::Relations relations = computer_relations(s);
    const Commitments commitments = commitments_now(s);
    return bot::choose_orders(s.rules(), s.position(), power, level, computer_seed(s), &relations, &commitments);
}

bot::Relations computer_relations(const Session& s) { return bot::relations_of(s.game(), s.press()); }

Commitments commitments_now(const Session& s) { return commitments_of(s.press(), s.position(), s.map()); }

std::vector<Message> deals_now(const Session& s) {
    std::vector<Message> out;
    if (s.position().phase.kind != PhaseKind::Movement) return out;
    for (int d : deals_in_force(s.press(), s.position().phase)) out.push_back(s.press()[static_cast<std::size_t>(d)]);
    return out;
}

// ---- Press ----------------------------------------------------------------------------------------------

std::string Session::message_refusal(const Message& m) const {
    if (over()) return "The game is over.";
    return check_message(record_.press, m, *rules_, position());
}

std::string Session::record_message(const Message& m) {
    if (std::string why = message_refusal(m); !why.empty()) return why;
    change_record().press.push_back(m);
    return "";
}

std::string Session::send_message(const Message& m) {
    // A computer seat answers with the deals of the computer seats' round of talk in force: it comes first.
    if (settings().computers.computer(m.to) && talk_due(*this)) {
        if (std::string why = message_refusal(m); !why.empty()) return why;
        if (std::find(progress_.held.begin(), progress_.held.end(), m) != progress_.held.end())
            return "that is already waiting for the computer players to finish talking";
        // Each is answered by a search on this thread as the round comes in: a few, not a queue without end.
        if (progress_.held.size() >= kMaxHeldMessages)
            return "enough messages are waiting for the computer players to finish talking";
        progress_.held.push_back(m);
        return "";
    }
    if (std::string why = record_message(m); !why.empty()) return why;
    Press& press = change_record().press;
    const int sent = static_cast<int>(press.size()) - 1;
    const std::optional<bot::Level> level = settings().computers.level(m.to);
    if (!level || (m.kind != MessageKind::Propose && m.kind != MessageKind::Ask)) return "";
    const bot::Relations relations = computer_relations(*this);
    const Message reply =
        m.kind == MessageKind::Ask
            ? bot::reply_to_question(*rules_, position(), press, sent, *level, computer_seed(*this), &relations)
            : bot::reply_to_proposal(*rules_, position(), press, sent, *level, computer_seed(*this), &relations);
    if (check_message(press, reply, *rules_, position()).empty()) press.push_back(reply);
    return "";
}

void Session::send_held() {
    if (talk_due(*this)) return;
    const std::vector<Message> held = std::exchange(progress_.held, {});
    for (const Message& m : held)
        if (std::string why = send_message(m); !why.empty()) {
            progress_.unsent = m;
            progress_.unsent_why = why;
        }
}

std::uint64_t computer_seed(const Session& s) {
    const std::uint32_t phase = static_cast<std::uint32_t>(s.game().history().size());
    const GameHeader& r = s.record();
    return r.sealed.on() ? r.sealed.chance(r.id, r.settings.rules.variant, phase) : r.id;
}

// With sealed orders a phase's chance is known only once who counts is settled.
bool chance_known(const Session& s) {
    return !s.record().sealed.on() ||
           s.record().sealed.round(static_cast<std::uint32_t>(s.game().history().size())).settled;
}

void Session::set_computer_orders(Power p, const std::vector<Order>& orders) {
    if (p >= map().power_count()) return;
    clear_orders(p);
    for (const Order& o : orders)
        if (o.power == p) set_order(o);
    progress_.computer_done[p] = true;
    record_.seats.received[p] = true;
}

void think_now(Session& s) {
    if (!computers_to_think(s).empty()) talk_now(s);  // the orders keep the deals the computer seats make first
    for (Power pw : computers_to_think(s))
        s.set_computer_orders(pw, computer_choice(s, pw, *s.settings().computers.level(pw)));
}

bool Session::play_if_ready() {
    if (!ready(*this) || !chance_known(*this) || !computers_to_think(*this).empty()) return false;
    const std::size_t before = game_.history().size();
    adjudicate();
    return game_.history().size() != before;
}

int Session::autoplay(int max_phases) {
    int played = 0;
    while (played < max_phases && plays_itself(*this) && !over() && people_to_order(*this).empty()) {
        progress_.people_done = true;
        // Sealed orders: nobody counts, so the chance is the game's and phase's alone.
        if (record_.sealed.on()) record_.sealed.settle(static_cast<std::uint32_t>(game_.history().size()), 0);
        if (!play_if_ready()) break;  // the computers are still thinking, or nothing was played: never spin
        ++played;
    }
    return played;
}

}  // namespace dip
